import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 1: a login form (account and password in a scroll view) on iPhone SE and
/// iPhone 15, with `scroll.keepVisible(field, aboveGuide: window.keyboardLayoutGuide,
/// spacing: 8)`. The content reaches from the scroll view's top to the safe-area bottom;
/// password's bottom is 233 above the content's bottom, account 16 above password.
@Suite("Scenario 1: login form, iPhone SE and iPhone 15")
struct Scenario1LoginFormTests {
    /// iPhone SE, 375×667, no bottom inset: content 667 tall; account 330…374, password
    /// 390…434 (content coordinates), both 20 from the sides (335 wide).
    static let seStates: [ScenarioState] = [
        // No keyboard: the guide is (0, 667, 375, 0), it covers nothing, inset 0, offset 0.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("account", box(20, 330, 335, 44)), ("password", box(20, 390, 335, 44)),
                ("keyboardLayoutGuide", box(0, 667, 375, 0)),
            ],
            scroll: ["contentOffset=(0, 0)"]),
        // Docked 260 at (0, 407): inset 260, visible 0…407. Account: 374 + 8 = 382 ≤ 407,
        // already visible, so nothing moves.
        ScenarioState(
            state: "2-docked-account",
            frames: [
                ("account", box(20, 330, 335, 44)), ("keyboardLayoutGuide", box(0, 407, 375, 260)),
                ("keyboard 260", box(0, 407, 375, 260)),
            ],
            scroll: ["contentOffset=(0, 0)", "adjustedContentInset={0, 0, 260, 0}"]),
        // Focus moves to password: 434 + 8 = 442 > 407, the smallest offset is 442 − 407 = 35:
        // password at 390 − 35 = 355…399, 8 above 407.
        ScenarioState(
            state: "3-docked-password",
            frames: [("account", box(20, 295, 335, 44)), ("password", box(20, 355, 335, 44))],
            scroll: ["contentOffset=(0, 35)", "adjustedContentInset={0, 0, 260, 0}"],
            above: ("password", 8)),
        // Dismissed: inset 0, the clamp (offset ≤ 667 + 0 − 667 = 0) brings the offset back.
        ScenarioState(
            state: "4-dismissed",
            frames: [("password", box(20, 390, 335, 44)), ("keyboardLayoutGuide", box(0, 667, 375, 0))],
            scroll: ["contentOffset=(0, 0)"]),
    ]

    /// iPhone 15, 393×852, safe area 59/34: content 852 − 34 = 818 tall; password
    /// 818 − 233 − 44 = 541…585, account 481…525, 353 wide.
    static let phone15States: [ScenarioState] = [
        // No keyboard: the guide is the home-indicator strip (0, 818, 393, 34), which covers
        // the scroll view's last 34 points: inset 34; offset ≤ 818 + 34 − 852 = 0.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("account", box(20, 481, 353, 44)), ("password", box(20, 541, 353, 44)),
                ("keyboardLayoutGuide", box(0, 818, 393, 34)),
            ],
            scroll: ["contentOffset=(0, 0)", "adjustedContentInset={0, 0, 34, 0}"]),
        // Docked 336 at (0, 516): the inset is the covered part, 336: not 336 + 34 = 370 and
        // not 336 − 34 = 302 (the safe area is neither added nor subtracted). Account:
        // 525 + 8 = 533 > 516, offset 17: account 464…508, 8 above 516.
        ScenarioState(
            state: "2-docked-account",
            frames: [("account", box(20, 464, 353, 44)), ("keyboardLayoutGuide", box(0, 516, 393, 336))],
            scroll: ["contentOffset=(0, 17)", "adjustedContentInset={0, 0, 336, 0}"],
            above: ("account", 8)),
        // Password: 585 + 8 = 593, offset 593 − 516 = 77: password 464…508.
        ScenarioState(
            state: "3-docked-password",
            frames: [("account", box(20, 404, 353, 44)), ("password", box(20, 464, 353, 44))],
            scroll: ["contentOffset=(0, 77)", "adjustedContentInset={0, 0, 336, 0}"],
            above: ("password", 8)),
        // Account again: at 481 − 77 = 404…448, top ≥ 8 and 448 + 8 ≤ 516: visible, nothing
        // moves (offset stays 77).
        ScenarioState(
            state: "4-docked-account-again",
            frames: [("account", box(20, 404, 353, 44)), ("password", box(20, 464, 353, 44))],
            scroll: ["contentOffset=(0, 77)"]),
        // Landscape 852×393 (bottom inset 21), docked 209 at (0, 184): content 372 tall;
        // password 95…139, account 35…79. Offset 77 would put account at −42: the smallest
        // change that shows it with 8 above is 35 − 8 = 27 (account 8…52; 52 + 8 ≤ 184).
        ScenarioState(
            state: "5-landscape",
            frames: [
                ("account", box(20, 8, 812, 44)), ("password", box(20, 68, 812, 44)),
                ("keyboardLayoutGuide", box(0, 184, 852, 209)), ("keyboard 209", box(0, 184, 852, 209)),
            ],
            scroll: ["contentOffset=(0, 27)", "adjustedContentInset={0, 0, 209, 0}"]),
        // Dismissed in landscape: guide (0, 372, 852, 21), inset 21; offset ≤ 372 + 21 − 393 = 0.
        ScenarioState(
            state: "6-landscape-dismissed",
            frames: [("account", box(20, 35, 812, 44)), ("keyboardLayoutGuide", box(0, 372, 852, 21))],
            scroll: ["contentOffset=(0, 0)", "adjustedContentInset={0, 0, 21, 0}"]),
    ]

    @Test("iPhone SE, docked keyboard 260", arguments: seStates)
    func phoneSE(_ state: ScenarioState) {
        checkScenario(LoginFormScene.demoSE, state)
    }

    @Test("iPhone 15, docked keyboard 336, then landscape with 209", arguments: phone15States)
    func phone15(_ state: ScenarioState) {
        checkScenario(LoginFormScene.demoPhone15, state)
    }

    @Test("the scenes have exactly these states")
    func states() {
        #expect(LoginFormScene.demoSE.captures().map(\.state) == Self.seStates.map(\.state))
        #expect(LoginFormScene.demoPhone15.captures().map(\.state) == Self.phone15States.map(\.state))
    }

    @Test("moving focus is one batch of the seven visibility constraints, not a rebuild")
    func focusChangeIsIncremental() {
        let scene = LoginFormScene(
            screen: DemoDevice.phone15, window: DemoDevice.phone15, safeArea: DemoDevice.phone15SafeArea)
        scene.focus(scene.account)
        scene.screen.keyboard = DemoDevice.docked(height: 336, on: DemoDevice.phone15)
        scene.window.layoutIfNeeded()
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 17))
        let before = scene.window.layoutStatistics
        scene.focus(scene.password)
        scene.window.layoutIfNeeded()
        let after = scene.window.layoutStatistics
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 77))
        #expect(scene.scroll.keptVisibleView === scene.password)
        // Seven out (inset cap, pull and obstruction, two clamps, two reveals), seven in.
        #expect(after.constraintsRemoved - before.constraintsRemoved == 7)
        #expect(after.constraintsAdded - before.constraintsAdded == 7)
        #expect(after.constraintsInSolver == before.constraintsInSolver)
    }
}
