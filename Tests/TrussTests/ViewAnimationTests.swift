import Foundation
import TestSupport
import Testing

@testable import Truss

/// Frames shown during `View.animate`, worked out from the rule
/// `presentationFrame = frame + Σ (before − after) × (1 − progress)`.
@Suite("View animations, sampled headlessly")
struct ViewAnimationTests {
    /// A 400×800 window with a 100×50 panel whose top is `top.constant` below the window's top.
    final class Scene {
        let window = makeWindow(width: 400, height: 800)
        let panel = View()
        let top: LayoutConstraint
        var completions: [Bool] = []

        init() {
            panel.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(panel)
            top = panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
            LayoutConstraint.activate([
                top, panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.layoutIfNeeded()
        }

        /// Moves the panel's top to `y` inside an animation block of `duration` on `options`.
        func move(to y: CGFloat, duration: TimeInterval = 1, delay: TimeInterval = 0, options: View.AnimationOptions) {
            View.animate(
                withDuration: duration, delay: delay, options: options,
                animations: {
                    self.top.constant = y
                    self.window.layoutIfNeeded()
                }, completion: { self.completions.append($0) })
        }

        /// Moves the panel's top to `y` on a one-second spring of `damping`, from rest.
        func spring(to y: CGFloat, damping: CGFloat) {
            View.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                animations: {
                    self.top.constant = y
                    self.window.layoutIfNeeded()
                })
        }

        func shownY(at time: TimeInterval) -> CGFloat {
            window.advanceViewAnimations(to: time)
            return panel.presentationFrame.minY
        }
    }

    @Test("the frame is final at once; the presentation goes from the old frame to it")
    func linear() {
        let scene = Scene()
        scene.move(to: 300, options: .curveLinear)
        #expect(scene.panel.frame.minY == 300)
        #expect(scene.panel.presentationFrame.minY == 100)
        // Linear: progress = t / 1 s; y = 300 + (100 − 300) × (1 − t).
        #expect(scene.shownY(at: 0.25) == 150)
        #expect(scene.shownY(at: 0.5) == 200)
        #expect(scene.completions.isEmpty)
        #expect(scene.shownY(at: 1) == 300)
        #expect(scene.completions == [true])
        #expect(!scene.window.hasRunningViewAnimations)
    }

    @Test("ease-in-ease-out is the default curve: symmetric, halfway at half time, slow at the start")
    func easeInOut() {
        let scene = Scene()
        scene.move(to: 300, options: [])
        let early = scene.shownY(at: 0.1)
        // Bézier (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5).
        #expect(approx(scene.shownY(at: 0.5), 200, 1e-6))
        #expect(early > 100 && early < 120)  // linear would be 120
    }

    @Test("a delay holds the old frame, then the animation runs its full duration")
    func delay() {
        let scene = Scene()
        scene.move(to: 300, duration: 1, delay: 0.5, options: .curveLinear)
        #expect(scene.shownY(at: 0.4) == 100)
        // Half a second into the animation: 300 − 200 × 0.5.
        #expect(scene.shownY(at: 1) == 200)
        #expect(scene.shownY(at: 1.5) == 300)
        #expect(scene.completions == [true])
    }

    @Test("a second animation starts from what is shown: the offsets add, nothing jumps")
    func additive() {
        let scene = Scene()
        scene.move(to: 200, options: .curveLinear)
        #expect(scene.shownY(at: 0.5) == 150)
        scene.move(to: 400, options: .curveLinear)
        // Just after: 400 + (200 − 400) × 1 + (100 − 200) × 0.5 = 150.
        #expect(scene.panel.presentationFrame.minY == 150)
        // At 1 s the first is over: 400 − 200 × 0.5 = 300.
        #expect(scene.shownY(at: 1) == 300)
        #expect(scene.completions == [true])
        #expect(scene.shownY(at: 1.5) == 400)
        #expect(scene.completions == [true, true])
    }

    @Test("changes solved after the block do not animate, and the completion runs at once")
    func solvedOutsideTheBlock() {
        let scene = Scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { scene.top.constant = 300 }, completion: { finished.append($0) })
        #expect(finished == [true])
        scene.window.layoutIfNeeded()
        #expect(scene.panel.presentationFrame.minY == 300)
        #expect(!scene.window.hasRunningViewAnimations)
    }

    @Test("performWithoutAnimation inside a block: the change is immediate")
    func withoutAnimation() {
        let scene = Scene()
        View.animate(withDuration: 1) {
            View.performWithoutAnimation {
                scene.top.constant = 300
                scene.window.layoutIfNeeded()
            }
        }
        #expect(scene.panel.presentationFrame.minY == 300)
    }

    @Test("activating a constraint and hiding an arranged view animate like constant changes")
    func activationAndHiding() {
        let window = makeWindow(width: 300, height: 100)
        let stack = StackView(arrangedSubviews: [View(), View(), View()])
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        let width = stack.widthAnchor.constraint(equalToConstant: 300)
        width.isActive = true
        window.layoutIfNeeded()
        let last = stack.arrangedSubviews[2]
        #expect(last.frame == CGRect(x: 200, y: 0, width: 100, height: 40))
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stack.arrangedSubviews[1].isHidden = true
            window.layoutIfNeeded()
        }
        // Two views share 300: the last is (150, 0, 150, 40); halfway: (175, 0, 125, 40).
        #expect(last.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
        window.advanceViewAnimations(to: 0.5)
        #expect(last.presentationFrame == CGRect(x: 175, y: 0, width: 125, height: 40))
        window.finishViewAnimations()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            width.isActive = false
            stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
            window.layoutIfNeeded()
        }
        // 200 shared by two: (100, 0, 100, 40); a quarter of the way from (150, 0, 150, 40).
        window.advanceViewAnimations(to: window.viewAnimationTime + 0.25)
        #expect(last.presentationFrame == CGRect(x: 137.5, y: 0, width: 137.5, height: 40))
    }

    @Test("a critically damped spring: no overshoot, its value at half time worked out")
    func criticalSpring() {
        let scene = Scene()
        scene.spring(to: 300, damping: 1)
        // ω = ln 1000 = 6.9078; remaining x(0.5) = (1 + 6.9078 × 0.5) e^(−3.4539) = 0.14085,
        // so y = 300 − 200 × 0.14085 = 271.83.
        #expect(approx(scene.shownY(at: 0.5), 300 - 200 * 0.140_848, 1e-3))
        var last: CGFloat = 100
        for step in 1...20 {
            let y = scene.shownY(at: 0.5 + Double(step) / 40)
            #expect(y >= last && y <= 300)
            last = y
        }
        #expect(last == 300)
    }

    @Test("a spring with low damping overshoots, then ends exactly at the frame")
    func bouncySpring() {
        let scene = Scene()
        scene.spring(to: 300, damping: 0.3)
        let samples = (1...39).map { scene.shownY(at: Double($0) / 40) }
        #expect(samples.contains { $0 > 300 })
        #expect(scene.shownY(at: 1) == 300)
    }

    @Test("a zero duration changes at once and completes at once")
    func zeroDuration() {
        let scene = Scene()
        scene.move(to: 300, duration: 0, options: [])
        #expect(scene.panel.presentationFrame.minY == 300)
        #expect(scene.completions == [true])
    }
}
