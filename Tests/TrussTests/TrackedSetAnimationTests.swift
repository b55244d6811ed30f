import Foundation
import Testing

@testable import Truss

/// iPad Pro 11" (834×1194, safe area 24/20) with a followed floating keyboard and a
/// 100×40 bar 20 from the left that stands 8 above the keyboard while it is away from the
/// top and hangs 8 below it near the top (10% of 1194 = 119.4).
private func barOnFloatingKeyboard(at y: CGFloat) -> (KeyboardFixture, View) {
    let f = KeyboardFixture.pad()
    let guide = f.root.keyboardLayoutGuide
    guide.followsUndockedKeyboard = true
    let bar = makeView("bar", in: f.root)
    LayoutConstraint.activate {
        bar.leadingAnchor == f.root.leadingAnchor + 20
        bar.widthAnchor == 100
        bar.heightAnchor == 40
    }
    guide.setConstraints(
        [bar.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8)], activeWhenAwayFrom: .top)
    guide.setConstraints([bar.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 8)], activeWhenNearEdge: .top)
    f.screen.keyboard = floating(257, y)
    f.window.layoutIfNeeded()
    return (f, bar)
}

@Suite("Tracked-set switches animate")
struct TrackedSetAnimationTests {
    @Test("a switch with no keyboard animation glides over 0.3 s, ease-in-ease-out")
    func ownClock() {
        // Away from the top (125 > 119.4): the bar stands on the keyboard, bottom at 125 − 8.
        let (f, bar) = barOnFloatingKeyboard(at: 125)
        expectFrame(bar.frame, 20, 77, 100, 40)
        #expect(f.window.trackedSetAnimation == nil)
        #expect(bar.presentationFrame == bar.frame)

        // Dragged 6 up, near the top: with the old set the bar would be at 119 − 8 − 40 = 71;
        // the new set hangs it below the keyboard at 119 + 254 + 8 = 381. The frame is final
        // at once; what is shown starts at 71.
        f.screen.keyboard = floating(257, 119)
        f.window.layoutIfNeeded()
        expectFrame(bar.frame, 20, 381, 100, 40)
        let start = f.window.trackedSetAnimation
        #expect(start?.timing == .own)
        #expect(start?.duration == 0.3)
        #expect(start?.curve == .easeInOut)
        #expect(start?.progress == 0)
        expectFrame(bar.presentationFrame, 20, 71, 100, 40)

        // Halfway in time is halfway in distance (the curve is symmetric): 381 − 310 / 2.
        f.window.advanceTrackedSetAnimation(to: 0.15)
        #expect(abs((f.window.trackedSetAnimation?.progress ?? 0) - 0.5) < 1e-9)
        expectFrame(bar.presentationFrame, 20, 226, 100, 40)
        expectFrame(bar.frame, 20, 381, 100, 40)

        // At 0.3 s it is over and the bar is shown at its frame.
        f.window.advanceTrackedSetAnimation(to: 0.3)
        #expect(f.window.trackedSetAnimation == nil)
        expectFrame(bar.presentationFrame, 20, 381, 100, 40)
    }

    @Test("the offset is additive: a keyboard that keeps moving carries the bar along")
    func additive() {
        let (f, bar) = barOnFloatingKeyboard(at: 125)
        f.screen.keyboard = floating(257, 119)
        f.window.layoutIfNeeded()
        f.window.advanceTrackedSetAnimation(to: 0.15)
        // Still near the top, 9 higher: no switch, the frame follows (110 + 254 + 8 = 372) and
        // half of the −310 offset is still shown on top of it: 372 − 155.
        f.screen.keyboard = floating(257, 110)
        f.window.layoutIfNeeded()
        expectFrame(bar.frame, 20, 372, 100, 40)
        expectFrame(bar.presentationFrame, 20, 217, 100, 40)
        #expect(f.window.trackedSetAnimation?.time == 0.15, "no switch, no new animation")
        f.window.finishTrackedSetAnimation()
        expectFrame(bar.presentationFrame, 20, 372, 100, 40)
    }

    @Test("a switch during an animation starts from what is shown")
    func switchBack() {
        let (f, bar) = barOnFloatingKeyboard(at: 125)
        f.screen.keyboard = floating(257, 119)
        f.window.layoutIfNeeded()
        f.window.advanceTrackedSetAnimation(to: 0.15)
        expectFrame(bar.presentationFrame, 20, 226, 100, 40)
        // Back away from the top, 6 down. The keyboard's move is not animated: with the
        // hanging set the frame would be 125 + 262 = 387, shown 387 − 155 = 232. Then the
        // sets switch: the frame goes to 125 − 48 = 77 at once, and a new 0.3 s animation
        // starts from the 232 on screen.
        f.screen.keyboard = floating(257, 125)
        f.window.layoutIfNeeded()
        expectFrame(bar.frame, 20, 77, 100, 40)
        #expect(f.window.trackedSetAnimation?.time == 0)
        expectFrame(bar.presentationFrame, 20, 232, 100, 40)
        f.window.advanceTrackedSetAnimation(to: 0.15)
        expectFrame(bar.presentationFrame, 20, (232 + 77) / 2, 100, 40)
    }

    @Test("a switch during a keyboard animation rides on it: its curve, its end")
    func ridesOnKeyboard() {
        // Away from the top at 470: the bar's bottom at 462.
        let (f, bar) = barOnFloatingKeyboard(at: 470)
        expectFrame(bar.frame, 20, 422, 100, 40)
        f.screen.setKeyboard(floating(257, 40), animation: KeyboardAnimation(duration: 0.25, curve: .linear))
        // Time 0: the keyboard is still at 470, but the edges are decided on the final one
        // (near the top), so the sets switch now: the bar hangs at 470 + 254 + 8 = 732, and
        // is shown where it stood (422): an offset of −310.
        f.screen.advanceKeyboardAnimation(to: 0)
        f.window.layoutIfNeeded()
        expectFrame(bar.frame, 20, 732, 100, 40)
        expectFrame(bar.presentationFrame, 20, 422, 100, 40)
        #expect(f.window.trackedSetAnimation?.timing == .keyboard)

        // Halfway (linear): the keyboard's top at 470 − 430 / 2 = 255, the frame at
        // 255 + 262 = 517, half the offset left: 517 − 155.
        f.screen.advanceKeyboardAnimation(to: 0.125)
        f.window.layoutIfNeeded()
        #expect(f.window.trackedSetAnimation?.progress == 0.5)
        expectFrame(bar.frame, 20, 517, 100, 40)
        expectFrame(bar.presentationFrame, 20, 362, 100, 40)
        // It runs on the keyboard's clock, not the window's.
        f.window.advanceTrackedSetAnimation(to: 0.3)
        expectFrame(bar.presentationFrame, 20, 362, 100, 40)

        // The end of the keyboard animation ends it: 40 + 262 = 302.
        f.screen.advanceKeyboardAnimation(to: 0.25)
        f.window.layoutIfNeeded()
        #expect(f.window.trackedSetAnimation == nil)
        expectFrame(bar.frame, 20, 302, 100, 40)
        expectFrame(bar.presentationFrame, 20, 302, 100, 40)
    }

    @Test("animations can be turned off")
    func turnedOff() {
        let (f, bar) = barOnFloatingKeyboard(at: 125)
        f.window.animatesTrackedSetSwitches = false
        f.screen.keyboard = floating(257, 119)
        f.window.layoutIfNeeded()
        #expect(f.window.trackedSetAnimation == nil)
        expectFrame(bar.frame, 20, 381, 100, 40)
        expectFrame(bar.presentationFrame, 20, 381, 100, 40)
    }
}
