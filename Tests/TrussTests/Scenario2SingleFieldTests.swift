import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 2: a field in a card on iPhone 15 (393×852, safe area 59/34). Two constraints:
///
///     card.bottom == safeArea.bottom − 100   @ 750   → rests at 818 − 100 = 718: card 598…718
///     field.bottom <= keyboardLayoutGuide.top − 4
///
/// The card is 120 tall, the field 44 tall with its bottom 20 above the card's: field
/// 654…698 at rest, x 16 + 16 = 32, 361 − 32 = 329 wide.
@Suite("Scenario 2: a single field in a card")
struct Scenario2SingleFieldTests {
    static let states: [ScenarioState] = [
        // No keyboard: guide top 818; 698 + 4 ≤ 818, the card rests.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("card", box(16, 598, 361, 120)), ("field", box(32, 654, 329, 44)),
                ("keyboardLayoutGuide", box(0, 818, 393, 34)),
            ]),
        // 216 at (0, 636): 698 + 4 = 702 > 636, the field's bottom is 632: card up 66, 532…652.
        ScenarioState(
            state: "2-keyboard-216",
            frames: [("card", box(16, 532, 361, 120)), ("field", box(32, 588, 329, 44))],
            above: ("field", 4)),
        // 260 (an input-method switch) at (0, 592): field bottom 588, card 488…608.
        ScenarioState(
            state: "3-keyboard-260",
            frames: [("card", box(16, 488, 361, 120)), ("field", box(32, 544, 329, 44))],
            above: ("field", 4)),
        // 303 (a candidate bar) at (0, 549): field bottom 545, card 445…565.
        ScenarioState(
            state: "4-keyboard-303",
            frames: [("card", box(16, 445, 361, 120)), ("field", box(32, 501, 329, 44))],
            above: ("field", 4)),
        // Dismissed: the card is back at rest.
        ScenarioState(
            state: "5-dismissed",
            frames: [("card", box(16, 598, 361, 120)), ("field", box(32, 654, 329, 44))]),
        // The card resting 200 above the safe area (498…618, field 554…598) and a 216
        // keyboard: 598 + 4 = 602 ≤ 636, the keyboard would not cover the field: nothing moves.
        ScenarioState(
            state: "6-higher-216",
            frames: [
                ("card", box(16, 498, 361, 120)), ("field", box(32, 554, 329, 44)),
                ("keyboardLayoutGuide", box(0, 636, 393, 216)),
            ]),
    ]

    @Test("the card moves only when needed and keeps the field 4 above", arguments: states)
    func state(_ state: ScenarioState) {
        checkScenario(SingleFieldScene.demo, state)
    }

    @Test("the scene has exactly these states")
    func names() {
        #expect(SingleFieldScene.demo.captures().map(\.state) == Self.states.map(\.state))
    }

    @Test("a keyboard height change is a constant edit of the solver's inputs, not new constraints")
    func heightChangeIsAnEdit() {
        let scene = SingleFieldScene()
        let screen = scene.window.screen
        screen.keyboard = DemoDevice.docked(height: 216, on: DemoDevice.phone15)
        scene.window.layoutIfNeeded()
        let before = scene.window.layoutStatistics
        screen.keyboard = DemoDevice.docked(height: 260, on: DemoDevice.phone15)
        scene.window.layoutIfNeeded()
        let after = scene.window.layoutStatistics
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(scene.card.frame == CGRect(x: 16, y: 488, width: 361, height: 120))  // field bottom 588
    }
}
