import Foundation
import Testing
import TrussScenes

@testable import Truss

/// One keyboard state of a scenario, as worked out by hand: the frames (window
/// coordinates) of the items the demo's key-frame table lists, and the scroll view's
/// attributes where there is one.
struct ScenarioState: Sendable, CustomTestStringConvertible {
    /// The demo state's name: `2-docked-account`.
    let state: String
    /// Label (identifier, or overlay label) and frame in window coordinates.
    let frames: [(String, CGRect)]
    /// Attributes the scroll view's key frame must carry: `contentOffset=(0, 35)`.
    var scroll: [String] = []
    /// The item, if any, that must sit exactly this far above the keyboard guide's top.
    var above: (item: String, spacing: CGFloat)?

    var testDescription: String { state }
}

/// Checks the captures of `scene` against `expected` for its state.
func checkScenario(
    _ scene: DemoScene, _ expected: ScenarioState, scrollLabel: String = "scroll",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let captures = scene.captures()
    guard let capture = captures.first(where: { $0.state == expected.state }) else {
        Issue.record("no state \(expected.state) in \(scene.name)", sourceLocation: sourceLocation)
        return
    }
    func key(_ label: String) -> SceneCapture.KeyFrame? { capture.keyFrames.first { $0.label == label } }
    for (label, frame) in expected.frames {
        #expect(
            key(label).map { close($0.frame, frame) } == true,
            "\(label) in \(expected.state): \(key(label).map { "\($0.frame)" } ?? "missing")",
            sourceLocation: sourceLocation)
    }
    for attribute in expected.scroll {
        #expect(
            key(scrollLabel)?.attributes.contains(attribute) == true,
            "\(scrollLabel) \(attribute) in \(expected.state): \(key(scrollLabel)?.attributes ?? [])",
            sourceLocation: sourceLocation)
    }
    if let (item, spacing) = expected.above, let frame = key(item)?.frame,
        let guide = key("keyboardLayoutGuide")?.frame
    {
        #expect(
            frame.maxY + spacing == guide.minY, "\(item) \(spacing) above the keyboard", sourceLocation: sourceLocation)
    }
}

/// `CGRect(x:y:width:height:)`, short.
func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
