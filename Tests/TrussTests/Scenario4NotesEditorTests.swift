import Foundation
import Testing
import TrussScenes

@testable import Truss

/// Scenario 4: an iPad notes editor (834×1194, safe area 24/20); the keyboard guide
/// follows undocked keyboards. Toolbar 320×44: on the guide's top, centred on it, while
/// away from the top; on the safe-area bottom (1174), centred in the window (417), near
/// the top. Image 200×150 at y 24 + 20 = 44: x 834 − 20 − 200 = 614 while away from
/// trailing, 20 near trailing. Near edges (10% of 1194 = 119.4 top, 3% = 35.82 bottom,
/// 10% of 834 = 83.4 sides).
@Suite("Scenario 4: iPad notes editor with a floating keyboard")
struct Scenario4NotesEditorTests {
    static let states: [ScenarioState] = [
        // Dismissed: guide (0, 1174, 834, 20), near bottom: toolbar bottom 1174, centre 417.
        ScenarioState(
            state: "1-dismissed",
            frames: [
                ("keyboardLayoutGuide", box(0, 1174, 834, 20)), ("toolbar", box(257, 1130, 320, 44)),
                ("image", box(614, 44, 200, 150)),
            ], above: ("toolbar", 0)),
        // Docked 320 at (0, 874): toolbar 830…874.
        ScenarioState(
            state: "2-docked",
            frames: [
                ("keyboardLayoutGuide", box(0, 874, 834, 320)), ("toolbar", box(257, 830, 320, 44)),
                ("image", box(614, 44, 200, 150)),
            ], above: ("toolbar", 0)),
        // Floating at (257, 470): near nothing; toolbar 426…470 centred on 417.
        ScenarioState(
            state: "3-floating",
            frames: [
                ("keyboardLayoutGuide", box(257, 470, 320, 254)), ("toolbar", box(257, 426, 320, 44)),
                ("image", box(614, 44, 200, 150)),
            ], above: ("toolbar", 0)),
        // Floating at (502, 600): 834 − 822 = 12 < 83.4, near trailing: toolbar on it
        // (502, 556); the image moves to the leading side, x 20.
        ScenarioState(
            state: "4-floating-trailing",
            frames: [
                ("keyboardLayoutGuide", box(502, 600, 320, 254)), ("toolbar", box(502, 556, 320, 44)),
                ("image", box(20, 44, 200, 150)),
            ], above: ("toolbar", 0)),
        // Floating at (502, 40): 40 ≤ 119.4, near top and trailing: the toolbar falls back
        // to the safe-area bottom (257, 1130); the image stays leading.
        ScenarioState(
            state: "5-floating-top",
            frames: [
                ("keyboardLayoutGuide", box(502, 40, 320, 254)), ("toolbar", box(257, 1130, 320, 44)),
                ("image", box(20, 44, 200, 150)),
            ]),
        // Floating at (12, 928): 12 < 83.4 and 1194 − 1182 = 12 ≤ 35.82, near leading and
        // bottom: toolbar on it (12, 884); the image back on the trailing side.
        ScenarioState(
            state: "6-floating-leading",
            frames: [
                ("keyboardLayoutGuide", box(12, 928, 320, 254)), ("toolbar", box(12, 884, 320, 44)),
                ("image", box(614, 44, 200, 150)),
            ], above: ("toolbar", 0)),
    ]

    @Test("the toolbar follows the floating keyboard, the image avoids it", arguments: states)
    func state(_ state: ScenarioState) {
        checkScenario(NotesEditorScene.demo, state)
    }

    @Test("the scene has exactly these states, and the guide's near edges")
    func names() {
        #expect(NotesEditorScene.demo.captures().map(\.state) == Self.states.map(\.state))
        let scene = NotesEditorScene()
        let expected: [(Keyboard, DirectionalRectEdge)] = [
            (.dismissed, .bottom), (DemoDevice.docked(height: 320, on: DemoDevice.pad), .bottom),
            (DemoDevice.floating(x: 257, y: 470), []), (DemoDevice.floating(x: 502, y: 600), .trailing),
            (DemoDevice.floating(x: 502, y: 40), [.top, .trailing]),
            (DemoDevice.floating(x: 12, y: 928), [.leading, .bottom]),
        ]
        for (keyboard, edges) in expected {
            scene.window.screen.keyboard = keyboard
            scene.window.layoutIfNeeded()
            #expect(scene.keyboardGuide.nearEdges == edges, "\(keyboard)")
        }
    }
}
