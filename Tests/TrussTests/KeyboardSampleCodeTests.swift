import Foundation
import Testing

@testable import Truss

/// Apple's examples for the keyboard layout guide (WWDC21 "Your guide to keyboard layout"
/// and the KeyboardTourGuide sample), written as in UIKit with only the type names changed
/// (`UIView` → `View`, `NSLayoutConstraint` → `LayoutConstraint`). Expected frames are
/// worked out from the guide geometry of `keyboard-guide.md`.
@Suite("Keyboard layout guide: Apple's sample code")
struct KeyboardSampleCodeTests {
    /// A text view filling the safe area down to the keyboard, with system spacing.
    @Test("a text view above the keyboard with system spacing")
    func textViewAboveKeyboard() {
        let f = KeyboardFixture.phone()
        let view = f.root
        let textView = View()
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        view.keyboardLayoutGuide.topAnchor.constraint(
            equalToSystemSpacingBelow: textView.bottomAnchor, multiplier: 1.0
        ).isActive = true

        f.window.layoutIfNeeded()
        // Dismissed: the guide's top is the safe-area bottom, 818; the text view ends 8 above.
        expectFrame(textView.frame, 0, 59, 393, 810 - 59)
        f.screen.keyboard = docked(0, 516, 393, 336)
        f.window.layoutIfNeeded()
        // Docked (scenario 3): 516 − 8 = 508.
        expectFrame(textView.frame, 0, 59, 393, 508 - 59)
    }

    /// An edit view 200×44 sitting on top of the keyboard: centred on a floating keyboard
    /// (away from leading, trailing and bottom), at the leading margin otherwise.
    func editViewSample(_ f: KeyboardFixture) -> View {
        let view = f.root
        let editView = View()
        editView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(editView)
        // This is necessary to allow the various edge constraints to engage.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        LayoutConstraint.activate([
            editView.widthAnchor.constraint(equalToConstant: 200),
            editView.heightAnchor.constraint(equalToConstant: 44),
        ])
        let awayFromSidesAndBottom = [
            editView.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)
        ]
        view.keyboardLayoutGuide.setConstraints(
            awayFromSidesAndBottom, activeWhenAwayFrom: [.leading, .trailing, .bottom])
        let nearBottom = [
            editView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20)
        ]
        view.keyboardLayoutGuide.setConstraints(nearBottom, activeWhenNearEdge: .bottom)
        let awayFromTop = [
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: editView.bottomAnchor)
        ]
        view.keyboardLayoutGuide.setConstraints(awayFromTop, activeWhenAwayFrom: .top)
        let nearTop = [
            view.keyboardLayoutGuide.bottomAnchor.constraint(equalTo: editView.topAnchor)
        ]
        view.keyboardLayoutGuide.setConstraints(nearTop, activeWhenNearEdge: .top)
        return editView
    }

    @Test("an edit view centred on a floating keyboard")
    func editViewOnFloatingKeyboard() {
        let f = KeyboardFixture.pad()
        let editView = editViewSample(f)
        f.screen.keyboard = floating(257, 470)
        f.window.layoutIfNeeded()
        // Scenario 8: guide (257, 470, 320, 254), N = []: centred, 257 + 160 − 100 = 317;
        // on top of it, 470 − 44 = 426.
        expectFrame(editView.frame, 317, 426, 200, 44)
        f.screen.keyboard = docked(0, 874, 834, 320)
        f.window.layoutIfNeeded()
        // Scenario 6: near the bottom: at the margin, on top of the docked keyboard.
        expectFrame(editView.frame, 20, 830, 200, 44)
        #expect(f.window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("sets switching near the top: the edit view goes under the keyboard")
    func setsSwitchingNearTop() {
        let f = KeyboardFixture.pad()
        let editView = editViewSample(f)
        f.screen.keyboard = floating(502, 40)
        f.window.layoutIfNeeded()
        // Scenario 10: guide (502, 40, 320, 254), N = [top, trailing]: not centred (near
        // trailing), not at the margin (away from bottom): x is free, so only y is checked:
        // under the keyboard, 40 + 254 = 294.
        #expect(abs(editView.frame.minY - 294) < 1e-6)
        f.screen.keyboard = floating(257, 470)
        f.window.layoutIfNeeded()
        expectFrame(editView.frame, 317, 426, 200, 44)
    }

    /// An image view 300×200 that moves to the side away from a floating keyboard.
    @Test(
        "an image view moving away from a keyboard near leading or trailing",
        arguments: [
            // Scenario 10, near trailing: at the leading side, system spacing 8.
            (floating(502, 40), 8 as CGFloat),
            // Scenario 9, near leading: at the trailing side: 834 − 8 − 300 = 526.
            (floating(12, 928), 526 as CGFloat),
            // Scenario 8, away from both: centred, 417 − 150 = 267.
            (floating(257, 470), 267 as CGFloat),
            // Docked: away from both sides: centred.
            (docked(0, 874, 834, 320), 267 as CGFloat),
        ])
    func imageViewAvoidsKeyboard(keyboard: Keyboard, x: CGFloat) {
        let f = KeyboardFixture.pad()
        let view = f.root
        let imageView = View()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            imageView.widthAnchor.constraint(equalToConstant: 300),
            imageView.heightAnchor.constraint(equalToConstant: 200),
        ])
        let nearTrailingConstraints = [
            imageView.leadingAnchor.constraint(
                equalToSystemSpacingAfter: view.safeAreaLayoutGuide.leadingAnchor, multiplier: 1.0)
        ]
        view.keyboardLayoutGuide.setConstraints(nearTrailingConstraints, activeWhenNearEdge: .trailing)
        let nearLeadingConstraints = [
            view.safeAreaLayoutGuide.trailingAnchor.constraint(
                equalToSystemSpacingAfter: imageView.trailingAnchor, multiplier: 1.0)
        ]
        view.keyboardLayoutGuide.setConstraints(nearLeadingConstraints, activeWhenNearEdge: .leading)
        let awayFromSidesConstraints = [
            imageView.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor)
        ]
        view.keyboardLayoutGuide.setConstraints(awayFromSidesConstraints, activeWhenAwayFrom: [.leading, .trailing])
        f.screen.keyboard = keyboard
        f.window.layoutIfNeeded()
        expectFrame(imageView.frame, x, 44, 300, 200)
        #expect(f.window.unsatisfiableConstraintReports.isEmpty)
    }
}
