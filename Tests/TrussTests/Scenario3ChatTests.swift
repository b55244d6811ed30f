import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 3: a chat screen on iPhone 15 (393×852, safe area 59/34). Header 59…103; input
/// bar 52 tall with `inputBar.bottom == window.keyboardLayoutGuide.top`; messages between
/// header and bar; six bubbles make 444 points of content, the last (content 372…432) kept
/// visible with 12 points of spacing.
@Suite("Scenario 3: chat with an input bar on the keyboard guide")
struct Scenario3ChatTests {
    static let states: [ScenarioState] = [
        // No keyboard: guide (0, 818, 393, 34); bar 766…818; messages 103…766 (663 tall)
        // hold all 444 points: offset 0; bubble 6 at 103 + 372 = 475.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("keyboardLayoutGuide", box(0, 818, 393, 34)), ("inputBar", box(0, 766, 393, 52)),
                ("messages", box(0, 103, 393, 663)), ("bubble6", box(181, 475, 200, 60)),
            ],
            scroll: ["contentOffset=(0, 0)"], above: ("inputBar", 0)),
        // Halfway through a linear 0.25 s animation from dismissed to docked 336: the
        // keyboard is at 852 − 336 / 2 = 684 and 168 of it shows: guide (0, 684, 393, 168),
        // bar 632…684, messages 103…632 (529 ≥ 444: still offset 0).
        ScenarioState(
            state: "2-animating",
            frames: [
                ("keyboardLayoutGuide", box(0, 684, 393, 168)), ("keyboard 168", box(0, 684, 393, 168)),
                ("inputBar", box(0, 632, 393, 52)), ("messages", box(0, 103, 393, 529)),
            ],
            scroll: ["contentOffset=(0, 0)"], above: ("inputBar", 0)),
        // Docked 336: bar 464…516, messages 103…464 (361 tall); the last bubble's bottom
        // 432 + 12 = 444 needs offset 444 − 361 = 83: bubble 6 at 103 + 372 − 83 = 392.
        ScenarioState(
            state: "3-docked",
            frames: [
                ("keyboardLayoutGuide", box(0, 516, 393, 336)), ("inputBar", box(0, 464, 393, 52)),
                ("messages", box(0, 103, 393, 361)), ("bubble6", box(181, 392, 200, 60)),
            ],
            scroll: ["contentOffset=(0, 83)"], above: ("inputBar", 0)),
        // Dismissed: back to rest; the clamp (offset ≤ max(0, 444 − 663)) returns to 0.
        ScenarioState(
            state: "4-dismissed",
            frames: [
                ("inputBar", box(0, 766, 393, 52)), ("messages", box(0, 103, 393, 663)),
                ("bubble6", box(181, 475, 200, 60)),
            ],
            scroll: ["contentOffset=(0, 0)"]),
    ]

    @Test("the list shrinks, the bar rides the keyboard", arguments: states)
    func state(_ state: ScenarioState) {
        checkScenario(ChatScene.demo, state, scrollLabel: "messages")
    }

    @Test("the scene has exactly these states")
    func names() {
        #expect(ChatScene.demo.captures().map(\.state) == Self.states.map(\.state))
    }
}
