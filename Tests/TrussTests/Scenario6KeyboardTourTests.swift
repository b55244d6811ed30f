import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 6: Apple's KeyboardTourGuide, ported (`KeyboardTourViewController`), on an iPad
/// Pro 11" (834×1194 portrait, 1194×834 landscape; safe area 24 top, 20 bottom). The
/// frames, worked out from the sample's constraints (s = 8, the system spacing):
///
/// - title: top = 24 + 2s = 40; "Succulent garden" at 28 points (title1) with the
///   estimated advances: capital S 0.66, eleven lowercase letters 0.54, l 0.28, t and r
///   0.38, a space 0.25: 7.89 em × 28 = 220.92 → 221 wide; line height 1.1936 × 28 = 33.42
///   → 34 high (rounded up to the pixel grid).
/// - image: top = 40 + 34 + s = 82; its intrinsic 1000 × 750 resists compression at 250
///   only, so the readable width caps it: 672 wide, 672 × 3/4 = 504 high, bottom 586; its
///   centre on the view's when the keyboard is at no side: 834/2 − 336 = 81.
/// - title.leading = image.leading + s.
/// - the edit card: the icons' stack is 5 × 24 + 4 × 30 = 240 wide (equal spacing, at its
///   minimum); the text field ("Image description", 8.10 em × 17 = 137.7 → 138, + 14 =
///   152) is held to the icons' width, 240; so the vertical stack is 240 wide and
///   34 + 10 + 24 = 68 high, the card 240 + 2s + 2s = 272 wide and 2s + 68 + s = 92 high.
@Suite("Scenario 6: the KeyboardTourGuide sample")
struct Scenario6KeyboardTourTests {
    static let states: [ScenarioState] = [
        // Hidden: near the bottom. The guide is the 20-point strip under the safe area
        // (top 1174); the card's trailing on the guide's (834), its bottom on the guide's top:
        // x = 834 − 272 = 562, y = 1174 − 92 = 1082. The photo: 586 + 8 ≤ 1174.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("title", box(89, 40, 221, 34)), ("image", box(81, 82, 672, 504)),
                ("edit", box(562, 1082, 272, 92)), ("keyboardLayoutGuide", box(0, 1174, 834, 20)),
            ]),
        // Docked, 313 high: the guide's top is 1194 − 313 = 881, the card's y 881 − 92 = 789;
        // the photo's bottom 586 + 8 ≤ 881 still fits, it does not shrink.
        ScenarioState(
            state: "2-docked",
            frames: [
                ("title", box(89, 40, 221, 34)), ("image", box(81, 82, 672, 504)),
                ("edit", box(562, 789, 272, 92)), ("keyboardLayoutGuide", box(0, 881, 834, 313)),
            ]),
        // Floating at (257, 600), 320 × 254: 257 ≥ 83.4 and 834 − 577 = 257 ≥ 83.4 (10% of
        // the width), 1194 − 854 = 340 > 35.8 (3% of the height), 600 > 119.4: near no
        // edge. The card centres on the keyboard: 257 + 160 − 136 = 281, and sits on its
        // top: 600 − 92 = 508. The photo is no longer held above the keyboard.
        ScenarioState(
            state: "3-floating-middle",
            frames: [
                ("title", box(89, 40, 221, 34)), ("image", box(81, 82, 672, 504)),
                ("edit", box(281, 508, 272, 92)), ("keyboardLayoutGuide", box(257, 600, 320, 254)),
            ]),
        // At (500, 600): 834 − 820 = 14 < 83.4, near the trailing edge. The card's trailing
        // is s inside the keyboard's: 820 − 8 − 272 = 540; the photo moves to the leading
        // side: x = 0 + 8, the title 8 + 8 = 16.
        ScenarioState(
            state: "4-floating-trailing",
            frames: [
                ("title", box(16, 40, 221, 34)), ("image", box(8, 82, 672, 504)),
                ("edit", box(540, 508, 272, 92)), ("keyboardLayoutGuide", box(500, 600, 320, 254)),
            ]),
        // At (16, 600): near the leading edge. The card's leading is s inside the
        // keyboard's: 16 + 8 = 24; the photo ends s before the safe area's trailing edge:
        // 834 − 8 − 672 = 154, the title 162.
        ScenarioState(
            state: "5-floating-leading",
            frames: [
                ("title", box(162, 40, 221, 34)), ("image", box(154, 82, 672, 504)),
                ("edit", box(24, 508, 272, 92)), ("keyboardLayoutGuide", box(16, 600, 320, 254)),
            ]),
        // At (257, 60): 60 ≤ 119.4, near the top. The card leaves the keyboard for the safe
        // area's bottom (1194 − 20 − 92 = 1082), still centred on the keyboard (281).
        ScenarioState(
            state: "6-floating-top",
            frames: [
                ("title", box(89, 40, 221, 34)), ("image", box(81, 82, 672, 504)),
                ("edit", box(281, 1082, 272, 92)), ("keyboardLayoutGuide", box(257, 60, 320, 254)),
            ]),
        // Landscape, hidden: the photo centred, 1194/2 − 336 = 261; the card at
        // 1194 − 272 = 922, 834 − 20 − 92 = 722.
        ScenarioState(
            state: "7-landscape-dismissed",
            frames: [
                ("title", box(269, 40, 221, 34)), ("image", box(261, 82, 672, 504)),
                ("edit", box(922, 722, 272, 92)), ("keyboardLayoutGuide", box(0, 814, 1194, 20)),
            ]),
        // Landscape, docked 398: the guide's top 834 − 398 = 436. Now the photo must end s
        // above it: bottom 428, height 428 − 82 = 346, width 346 × 4/3 = 461.33, centred:
        // 597 − 230.67 = 366.33 (the title 374.33); the card at 436 − 92 = 344. On whole
        // points the photo's edges 366.33 and 827.67 are 366 and 828 (462 wide), the title's
        // 374.33 and 595.33 are 374 and 595.
        ScenarioState(
            state: "8-landscape-docked",
            frames: [
                ("title", box(374, 40, 221, 34)), ("image", box(366, 82, 462, 346)),
                ("edit", box(922, 344, 272, 92)), ("keyboardLayoutGuide", box(0, 436, 1194, 398)),
            ]),
    ]

    @Test("the title, photo and controls follow the keyboard as the sample describes", arguments: states)
    func state(_ state: ScenarioState) {
        checkScenario(KeyboardTourScene.demo, state)
    }

    @Test("the scene has exactly these states")
    func names() {
        #expect(KeyboardTourScene.demo.captures().map(\.state) == Self.states.map(\.state))
    }

    /// The stack views inside the card, which the scene's key frames do not show: the
    /// field over the icons, the icons 24 + 30 apart (equal spacing at its minimum).
    @Test("the stack views arrange the field and the icons")
    func stacks() {
        let (window, controller) = KeyboardTourScene.make()
        window.layoutIfNeeded()
        // The vertical stack is 2s = 16 inside the card: (16, 16) in the card, 240 × 68.
        #expect(close(controller.verticalStack.frame, box(16, 16, 240, 68)))
        // The field fills the stack's width (240 == the icons' width); 34 high.
        #expect(close(controller.textField.frame, box(0, 0, 240, 34)))
        // The icons' row: 34 + 10 below the field's top, centred (alignment .center).
        #expect(close(controller.controlsView.frame, box(0, 44, 240, 24)))
        let xs = controller.controlsView.arrangedSubviews.map(\.frame.minX)
        // 0, 24 + 30 = 54, 108, 162, 216.
        #expect(xs.count == 5)
        for (x, expected) in zip(xs, [0, 54, 108, 162, 216] as [CGFloat]) { #expect(abs(x - expected) < 1e-6) }
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// No state leaves an ambiguous frame or a broken constraint behind.
    @Test("every state is fully determined and conflict-free")
    func noAmbiguity() {
        let (window, controller) = KeyboardTourScene.make()
        for state in KeyboardTourScene.portraitStates {
            window.screen.keyboard = state.keyboard
            window.layoutIfNeeded()
            for view in [controller.titleLabel, controller.imageView, controller.editView] {
                #expect(!view.hasAmbiguousLayout, "\(state.name): \(view.identifier ?? "?")")
            }
        }
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }
}
