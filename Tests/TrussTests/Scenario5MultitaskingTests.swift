import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 5: the login form of scenario 1 in iPad windows on a landscape screen
/// (1194×834), password focused, a docked keyboard (0, 429, 1194, 405) in screen
/// coordinates. The content is as tall as the window less its bottom safe-area inset;
/// password's bottom is 233 above the content's bottom.
@Suite("Scenario 5: login form in Split View, Slide Over and Stage Manager")
struct Scenario5MultitaskingTests {
    static let states: [ScenarioState] = [
        // Split View ½ at (0, 0, 592, 834), safe area 24/20: content 814, password 537…581.
        // The keyboard covers the window's lower 405: guide (0, 429, 592, 405), window-wide.
        // 581 + 8 = 589, offset 589 − 429 = 160: password 377…421.
        ScenarioState(
            state: "1-split-half",
            frames: [
                ("password", box(20, 377, 552, 44)), ("keyboardLayoutGuide", box(0, 429, 592, 405)),
                ("keyboard 405", box(0, 429, 592, 405)),
            ],
            scroll: ["contentOffset=(0, 160)", "adjustedContentInset={0, 0, 405, 0}"], above: ("password", 8)),
        // Split View ⅓ at (819, 0, 375, 834): only the keyboard's part over the window counts,
        // (0, 429, 375, 405) in window coordinates; the same offset, 160.
        ScenarioState(
            state: "2-split-third",
            frames: [
                ("password", box(20, 377, 335, 44)), ("keyboardLayoutGuide", box(0, 429, 375, 405)),
                ("keyboard 405", box(0, 429, 375, 405)),
            ],
            scroll: ["contentOffset=(0, 160)", "adjustedContentInset={0, 0, 405, 0}"], above: ("password", 8)),
        // Slide Over at (874, 0, 320, 834): guide (0, 429, 320, 405), offset 160.
        ScenarioState(
            state: "3-slide-over",
            frames: [("password", box(20, 377, 280, 44)), ("keyboardLayoutGuide", box(0, 429, 320, 405))],
            scroll: ["contentOffset=(0, 160)", "adjustedContentInset={0, 0, 405, 0}"], above: ("password", 8)),
        // Stage Manager at (247, 84, 700, 600), safe area 24/0: the keyboard over the window
        // is (0, 345, 700, 255) (429 − 84 = 345; 684 − 429 = 255). Content 600, password
        // 323…367; 367 + 8 = 375, offset 30: password 293…337.
        ScenarioState(
            state: "4-stage-partly",
            frames: [
                ("password", box(20, 293, 660, 44)), ("keyboardLayoutGuide", box(0, 345, 700, 255)),
                ("keyboard 255", box(0, 345, 700, 255)),
            ],
            scroll: ["contentOffset=(0, 30)", "adjustedContentInset={0, 0, 255, 0}"], above: ("password", 8)),
        // Stage Manager at (247, 20, 700, 400): the window ends at 420 < 429, the keyboard is
        // not over it and counts as dismissed: guide (0, 400, 700, 0), inset 0, offset 0,
        // password at 400 − 233 − 44 = 123.
        ScenarioState(
            state: "5-stage-not-over",
            frames: [("password", box(20, 123, 660, 44)), ("keyboardLayoutGuide", box(0, 400, 700, 0))],
            scroll: ["contentOffset=(0, 0)"]),
    ]

    @Test("the keyboard over part of the window, or not over it", arguments: states)
    func state(_ state: ScenarioState) {
        checkScenario(LoginFormScene.demoMultitasking, state)
    }

    @Test("the scene has exactly these states; no overlay where the keyboard is not over the window")
    func names() {
        let captures = LoginFormScene.demoMultitasking.captures()
        #expect(captures.map(\.state) == Self.states.map(\.state))
        #expect(captures.last?.keyFrames.contains { $0.label.hasPrefix("keyboard ") } == false)
    }
}
