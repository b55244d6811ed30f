import Foundation
import Testing

@testable import Truss

@Suite("Keyboard over several windows, resized windows, interactive dismissal")
struct KeyboardWindowTests {
    @Test("two windows side by side on one screen each see their part of the keyboard")
    func splitView() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1194, height: 834))
        let left = Window(screen: screen, frame: CGRect(x: 0, y: 0, width: 592, height: 834))
        let right = Window(screen: screen, frame: CGRect(x: 602, y: 0, width: 592, height: 834))
        for w in [left, right] { w.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
        let leftGuide = left.keyboardLayoutGuide
        let rightGuide = right.keyboardLayoutGuide
        rightGuide.followsUndockedKeyboard = true
        screen.keyboard = docked(0, 429, 1194, 405)
        left.layoutIfNeeded()
        right.layoutIfNeeded()
        // Scenarios 17 and 18.
        expectFrame(leftGuide.layoutFrame, 0, 429, 592, 405)
        expectFrame(rightGuide.layoutFrame, 0, 429, 592, 405)
        // A floating keyboard over the right window only (x 700…1020 on screen):
        // the left window sees none of it; the right one sees (98, 300, 320, 254).
        screen.keyboard = floating(700, 300)
        left.layoutIfNeeded()
        right.layoutIfNeeded()
        expectFrame(leftGuide.layoutFrame, 0, 814, 592, 20)
        expectFrame(rightGuide.layoutFrame, 98, 300, 320, 254)
        #expect(rightGuide.nearEdges == [])
    }

    @Test("a Stage Manager window resized: G and the thresholds follow the new bounds")
    func stageManagerResize() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1194, height: 834))
        let window = Window(screen: screen, frame: CGRect(x: 247, y: 84, width: 700, height: 600))
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        let guide = window.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let nearLeading = makeView("a", in: window).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([nearLeading], activeWhenNearEdge: .leading)
        // Floating at screen x 300: 53 into the window, 53 < 0.10 · 700 = 70: near leading.
        screen.keyboard = floating(300, 200)
        window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 53, 116, 320, 254)
        #expect(guide.nearEdges == .leading)
        #expect(nearLeading.isActive)
        // Wider window from x 147, 1000 wide: 153 into it, not < 100: away.
        window.frame = CGRect(x: 147, y: 84, width: 1000, height: 600)
        window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 153, 116, 320, 254)
        #expect(guide.nearEdges == [])
        #expect(!nearLeading.isActive)
        // Scenario 21's docked keyboard on the resized window: I = (0, 345, 1000, 255).
        screen.keyboard = docked(0, 429, 1194, 405)
        window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 345, 1000, 255)
    }

    @Test("a keyboard partly off-screen: the guide is the visible part")
    func partlyOffScreen() {
        let f = KeyboardFixture.pad()
        let guide = f.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        // Floating, hanging 100 past the right and 54 past the bottom:
        // I = (614, 994, 220, 200); off = 0; G = (614, 1194 − 200, 220, 200).
        f.screen.keyboard = floating(614, 994)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 614, 994, 220, 200)
        #expect(guide.nearEdges == [.bottom, .trailing])
        // Docked, pushed 100 below the screen: h = 220, G = (0, 974, 834, 220).
        f.screen.keyboard = docked(0, 974, 834, 320)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 974, 834, 220)
    }

    @Test("interactive dismissal: the drag moves the keyboard; the padding widens where it starts")
    func interactiveDismissal() {
        let f = KeyboardFixture.phone()
        let guide = f.root.keyboardLayoutGuide
        f.screen.keyboard = docked(0, 516, 393, 336)
        f.window.layoutIfNeeded()
        // A touch above the keyboard does not move it.
        f.root.updateInteractiveKeyboardDismissal(touchLocation: CGPoint(x: 100, y: 480))
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 516, 393, 336)
        // Scenario 23: the touch at 684 drags the keyboard's top there.
        f.root.updateInteractiveKeyboardDismissal(touchLocation: CGPoint(x: 100, y: 684))
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 684, 393, 168)
        #expect(guide.nearEdges == .bottom)
        // Released: back to where it was.
        f.screen.endInteractiveKeyboardDismissal(dismissing: false, animation: nil)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 516, 393, 336)
        // With 40 points of padding (negative counts as 0), a touch at 480 already moves
        // it: top = 480 + 40 = 520.
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = 40
        f.root.updateInteractiveKeyboardDismissal(touchLocation: CGPoint(x: 100, y: 480))
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 520, 393, 332)
        f.screen.endInteractiveKeyboardDismissal(dismissing: true, animation: nil)
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 818, 393, 34)
    }

    @Test(
        "interactive dismissal leaves undocked, split and floating keyboards where they are",
        arguments: [
            // Design table rows 8, 11 and 14: the guide is the keyboard.
            Keyboard(placement: .floating, frame: CGRect(x: 257, y: 470, width: 320, height: 254)),
            Keyboard(placement: .undocked, frame: CGRect(x: 0, y: 500, width: 834, height: 320)),
            Keyboard(placement: .split, frame: CGRect(x: 0, y: 560, width: 834, height: 280)),
        ])
    func interactiveDismissalIsDockedOnly(keyboard: Keyboard) {
        let f = KeyboardFixture.pad()
        let guide = f.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        f.screen.keyboard = keyboard
        f.window.layoutIfNeeded()
        let k = keyboard.frame
        expectFrame(guide.layoutFrame, k.minX, k.minY, k.width, k.height)
        // A drag through the keyboard does not move it, and a release does not dismiss it.
        f.root.updateInteractiveKeyboardDismissal(touchLocation: CGPoint(x: 400, y: 700))
        f.window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, k.minX, k.minY, k.width, k.height)
        f.screen.endInteractiveKeyboardDismissal(dismissing: true, animation: nil)
        f.window.layoutIfNeeded()
        #expect(f.screen.keyboard == keyboard)
        expectFrame(guide.layoutFrame, k.minX, k.minY, k.width, k.height)
    }

    @Test("a view that moves to another window is pinned to that window's keyboard")
    func movesBetweenWindows() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1194, height: 834))
        let left = Window(screen: screen, frame: CGRect(x: 0, y: 0, width: 592, height: 834))
        let right = Window(screen: screen, frame: CGRect(x: 602, y: 0, width: 400, height: 834))
        let panel = View(frame: CGRect(x: 0, y: 0, width: 300, height: 834))
        left.addSubview(panel)
        let guide = panel.keyboardLayoutGuide
        screen.keyboard = docked(0, 429, 1194, 405)
        left.layoutIfNeeded()
        // The guide spans the window, past the 300-wide panel: (0, 429, 592, 405).
        expectFrame(guide.layoutFrame, 0, 429, 592, 405)
        right.addSubview(panel)
        right.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 0, 429, 400, 405)
        #expect(left.unsatisfiableConstraintReports.isEmpty && right.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("a form sheet: the guide reaches outside a view that does not fill the window")
    func formSheet() {
        let f = KeyboardFixture.pad()
        let sheet = View(frame: CGRect(x: 117, y: 200, width: 600, height: 620))
        f.root.addSubview(sheet)
        let guide = sheet.keyboardLayoutGuide
        f.screen.keyboard = docked(0, 774, 834, 420)
        f.window.layoutIfNeeded()
        // G = (0, 774, 834, 420) in the window, its top above the sheet's bottom (820):
        // the guide is G in sheet coordinates, wider than the sheet.
        expectFrame(guide.layoutFrame, -117, 574, 834, 420)
        f.screen.keyboard = docked(0, 874, 834, 320)
        f.window.layoutIfNeeded()
        // G's top (874) is below the sheet's safe-area bottom (820, the sheet overlaps no
        // unsafe edge): the clamp lifts the guide's top to 820, 620 in the sheet.
        expectFrame(guide.layoutFrame, -117, 620, 834, 1194 - 820)
        f.screen.keyboard = .dismissed
        f.window.layoutIfNeeded()
        // G = (0, 1174, 834, 20); the sheet's safe-area bottom is 820 (it overlaps no
        // unsafe edge), so the clamp lifts the guide's top to 820: 620 in the sheet.
        expectFrame(guide.layoutFrame, -117, 620, 834, 1194 - 820)
    }

    @Test("removing the keyboard guide takes its constraints out of the window")
    func removeGuide() {
        let f = KeyboardFixture.phone()
        let guide = f.root.keyboardLayoutGuide
        let box = makeView("box", in: f.root)
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([c], activeWhenNearEdge: .bottom)
        f.window.layoutIfNeeded()
        let before = f.window.layoutStatistics.constraintsInSolver
        f.root.removeLayoutGuide(guide)
        #expect(!c.isActive)
        // Five pinning constraints and the tracked one left the solver.
        #expect(f.window.layoutStatistics.constraintsInSolver == before - 6)
        // A new guide is made on next use.
        #expect(f.root.keyboardLayoutGuide !== guide)
    }
}
