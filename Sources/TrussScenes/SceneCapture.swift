import Foundation
import Truss

/// One picture of a scene in one state: the SVG, the text snapshot, and the frames of the
/// items that matter, all taken at the same moment. Made by ``SceneRecorder``.
public struct SceneCapture: Sendable, Hashable {
    /// The scene's name, a file-name-safe slug: `login-form`.
    public var scene: String
    /// The state's name, a slug: `obstructed-password`.
    public var state: String
    /// One sentence on what the state shows.
    public var caption: String
    /// ``Window/svgSnapshot(options:)`` of the state.
    public var svg: String
    /// ``View/layoutSnapshot(includingGuides:)`` of the window.
    public var layout: String
    /// The key items' frames, in window coordinates.
    public var keyFrames: [KeyFrame]

    /// `login-form-obstructed-password.svg`.
    public var fileName: String { "\(scene)-\(state).svg" }

    /// A labelled rectangle in window coordinates, with the item's snapshot attributes.
    public struct KeyFrame: Sendable, Hashable {
        /// The item's identifier.
        public var label: String
        /// The item's rectangle in window coordinates.
        public var frame: CGRect
        /// The item's ``LayoutSnapshotAttributes``, if any.
        public var attributes: [String]

        public init(label: String, frame: CGRect, attributes: [String] = []) {
            self.label = label
            self.frame = frame
            self.attributes = attributes
        }
    }
}

/// Records the states of a scene as ``SceneCapture``s: lay out, mutate, capture, repeat.
///
/// A scene is code that builds a window and walks it through states; after each state it
/// calls ``capture(_:state:caption:overlays:keyViews:keyGuides:)``. New states (a docked
/// keyboard, a floating one…) are new captures in the same script.
///
/// ```swift
/// var recorder = SceneRecorder(scene: "login-form")
/// recorder.capture(window, state: "resting", caption: "No obstruction.", keyViews: [scroll, password])
/// obstructionHeight.constant = 260
/// recorder.capture(window, state: "obstructed", caption: "260 points covered.",
///                  overlays: [SnapshotOverlay(guide: obstruction, label: "obstruction")], keyViews: [scroll, password])
/// ```
public struct SceneRecorder {
    /// The scene's name (a slug).
    public let scene: String
    /// The SVG options of every capture (the title and overlays are set per capture).
    public var options = SVGSnapshotOptions()
    /// The captures so far, in order.
    public private(set) var captures: [SceneCapture] = []

    /// A recorder for a scene; pictures at scale 0.6 by default.
    public init(scene: String) {
        self.scene = scene
        options.scale = 0.6
    }

    /// Lays the window out and captures it.
    ///
    /// - Parameters:
    ///   - state: The state's name (a slug, unique in the scene).
    ///   - caption: One sentence on what the state shows (also the picture's title).
    ///   - overlays: Rectangles drawn over the layout (a keyboard, an obstruction);
    ///     evaluated after the layout pass, so `SnapshotOverlay(guide:)` sees the new frame.
    ///   - keyViews: Views whose frames the key-frame table lists, labelled by identifier.
    ///   - keyGuides: Guides listed likewise.
    public mutating func capture(
        _ window: Window, state: String, caption: String, overlays: @autoclosure () -> [SnapshotOverlay] = [],
        keyViews: [View] = [], keyGuides: [LayoutGuide] = []
    ) {
        precondition(!captures.contains { $0.state == state }, "Truss: scene \(scene) already has a state \(state)")
        window.layoutIfNeeded()
        let overlays = overlays()
        var options = self.options
        options.title = caption
        options.overlays += overlays
        var keyFrames = keyViews.map { view in
            SceneCapture.KeyFrame(
                label: view.identifier ?? String(describing: type(of: view)), frame: view.convert(view.bounds, to: nil),
                attributes: (view as? any LayoutSnapshotAttributes)?.layoutSnapshotAttributes ?? [])
        }
        keyFrames += keyGuides.map { guide in
            SceneCapture.KeyFrame(
                label: guide.identifier,
                frame: guide.owningView?.convert(guide.layoutFrame, to: nil) ?? guide.layoutFrame,
                attributes: (guide as? any LayoutSnapshotAttributes)?.layoutSnapshotAttributes ?? [])
        }
        keyFrames += overlays.map { SceneCapture.KeyFrame(label: $0.label, frame: $0.frame) }
        captures.append(
            SceneCapture(
                scene: scene, state: state, caption: caption, svg: window.svgSnapshot(options: options),
                layout: window.layoutSnapshot(), keyFrames: keyFrames))
    }
}
