import Foundation
import Testing

@testable import Truss

@Suite("Keyboard animation")
struct KeyboardAnimationTests {
    @Test(
        "every curve goes from 0 to 1 without turning back",
        arguments: [KeyboardAnimation.Curve.linear, .easeIn, .easeOut, .easeInOut, .keyboard])
    func curvesAreMonotone(curve: KeyboardAnimation.Curve) {
        #expect(curve.progress(0) == 0)
        #expect(abs(curve.progress(1) - 1) < 1e-12)
        var last = 0.0
        for i in 0...200 {
            let p = curve.progress(Double(i) / 200)
            #expect(p >= last - 1e-12)
            last = p
        }
    }

    @Test("curve 7 is an ease-out with a soft start: 59% at a fifth, 96% at half")
    func keyboardCurve() {
        let c = KeyboardAnimation.Curve(rawValue: 7)
        #expect(c == .keyboard)
        // 1 − 3e^−2 = 0.594…, 1 − 6e^−5 = 0.959…, each over 1 − 11e^−10.
        #expect(abs(c.progress(0.2) - 0.5940) < 1e-3)
        #expect(abs(c.progress(0.5) - 0.9596) < 1e-3)
        #expect(KeyboardAnimation.Curve(rawValue: 3) == .linear)
    }

    @Test("samples move monotonically with the curve, by suggestions only")
    func samplesAreMonotone() {
        let f = KeyboardFixture.phone()
        let bar = makeView("bar", in: f.root)
        LayoutConstraint.activate {
            bar.leadingAnchor == f.root.leadingAnchor
            bar.trailingAnchor == f.root.trailingAnchor
            bar.heightAnchor == 44
            bar.bottomAnchor == f.root.keyboardLayoutGuide.topAnchor
        }
        f.window.layoutIfNeeded()
        expectFrame(bar.frame, 0, 774, 393, 44)
        let added = f.window.layoutStatistics.constraintsAdded
        f.screen.setKeyboard(docked(0, 516, 393, 336), animation: .keyboard)
        var ys: [CGFloat] = []
        for i in 0...60 {
            f.screen.advanceKeyboardAnimation(to: 0.25 * Double(i) / 60)
            f.window.layoutIfNeeded()
            ys.append(bar.frame.minY)
            // The bar follows the keyboard's top at the curve's progress, never below the
            // safe-area bottom: y = min(852 − 336·p, 818) − 44, on the scale-1 screen's
            // whole points (⌊y + ½⌋).
            let p = KeyboardAnimation.Curve.keyboard.progress(Double(i) / 60)
            let y = min(852 - 336 * CGFloat(p), 818) - 44
            #expect(abs(bar.frame.minY - (y + 0.5).rounded(.down)) < 1e-6)
        }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(ys.last! - (516 - 44)) < 1e-9)
        #expect(!f.screen.isAnimatingKeyboard)
        #expect(f.window.layoutStatistics.constraintsAdded == added, "samples are suggestions, not rebuilds")
    }

    @Test("dismissing slides the keyboard out and back to the safe area")
    func dismissAnimation() {
        let f = KeyboardFixture.phone()
        let guide = f.root.keyboardLayoutGuide
        f.screen.keyboard = docked(0, 516, 393, 336)
        f.window.layoutIfNeeded()
        f.screen.setKeyboard(.dismissed, animation: KeyboardAnimation(duration: 0.25, curve: .linear))
        f.screen.advanceKeyboardAnimation(to: 0.125)
        f.window.layoutIfNeeded()
        // Halfway: the keyboard's top is at 516 + 168 = 684, still docked.
        expectFrame(guide.layoutFrame, 0, 684, 393, 168)
        #expect(f.screen.presentedKeyboard.placement == .docked)
        f.screen.advanceKeyboardAnimation(to: 1)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 818, 393, 34)
    }
}
