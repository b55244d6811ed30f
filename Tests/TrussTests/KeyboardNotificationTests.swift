import Foundation
import Testing

@testable import Truss

@Suite("Keyboard notification adapter")
struct KeyboardNotificationTests {
    let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
    let pad = CGRect(x: 0, y: 0, width: 834, height: 1194)

    @Test("will-show: docked, animated from the begin frame with the notification's curve")
    func willShow() {
        let f = KeyboardFixture.phone()
        let guide = f.root.keyboardLayoutGuide
        let userInfo: [AnyHashable: Any] = [
            "UIKeyboardFrameBeginUserInfoKey": CGRect(x: 0, y: 852, width: 393, height: 336),
            "UIKeyboardFrameEndUserInfoKey": CGRect(x: 0, y: 516, width: 393, height: 336),
            "UIKeyboardAnimationDurationUserInfoKey": 0.25,
            "UIKeyboardAnimationCurveUserInfoKey": 7,
        ]
        let note = KeyboardNotification(userInfo: userInfo)!
        #expect(note.animation == .keyboard)
        f.screen.apply(note)
        #expect(f.screen.keyboard == docked(0, 516, 393, 336))
        f.window.layoutIfNeeded()
        // Time 0: the keyboard is at its begin frame, below the screen: the guide is the
        // safe-area strip.
        expectFrame(guide.layoutFrame, 0, 818, 393, 34)
        f.screen.advanceKeyboardAnimation(to: 0.25)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 516, 393, 336)
    }

    @Test(
        "placements inferred from the end frame",
        arguments: [
            // Off the bottom, or empty: dismissed.
            (CGRect(x: 0, y: 1194, width: 834, height: 320), Keyboard.Placement.dismissed),
            (CGRect.zero, .dismissed),
            // Full width, flush bottom: docked.
            (CGRect(x: 0, y: 874, width: 834, height: 320), .docked),
            // Full width, raised: undocked.
            (CGRect(x: 0, y: 500, width: 834, height: 320), .undocked),
            // Narrow: floating (a guess).
            (CGRect(x: 257, y: 470, width: 320, height: 254), .floating),
        ])
    func inferred(frame: CGRect, placement: Keyboard.Placement) {
        let note = KeyboardNotification(beginFrame: frame, endFrame: frame)
        #expect(note.endKeyboard(screenBounds: pad).placement == placement)
    }

    @Test("an empty end frame cannot tell floating or undocked from dismissed; a hint can")
    func hints() {
        let undocking = KeyboardNotification(beginFrame: .zero, endFrame: .zero)
        #expect(undocking.endKeyboard(screenBounds: pad).isDismissed)
        let frame = CGRect(x: 0, y: 500, width: 834, height: 320)
        // An undocked frame reported with a floating hint stays floating: the notification
        // alone cannot tell them apart.
        let hinted = KeyboardNotification(beginFrame: frame, endFrame: frame, placementHint: .floating)
        #expect(hinted.endKeyboard(screenBounds: pad) == Keyboard(placement: .floating, frame: frame))
        let bar = CGRect(x: 117, y: 1121, width: 600, height: 55)
        let shortcuts = KeyboardNotification(
            beginFrame: bar, endFrame: bar, animationDuration: 0, placementHint: .shortcutsBar(collapsed: false))
        let f = KeyboardFixture.pad()
        let guide = f.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        f.screen.apply(shortcuts)
        f.window.layoutIfNeeded()
        // Scenario 15.
        expectFrame(guide.layoutFrame, 117, 1121, 600, 55)
    }

    @Test("a missing end frame is no notification; curves other than 0…3 are the keyboard's")
    func malformed() {
        #expect(KeyboardNotification(userInfo: [:]) == nil)
        let note = KeyboardNotification(beginFrame: .zero, endFrame: .zero, animationCurve: 42)
        #expect(note.animation.curve == .keyboard)
    }
}
