import Foundation
import Truss

/// A scene of `truss demo`: a name, a title, and a script that builds a window and records
/// its states with a ``SceneRecorder``.
///
/// Package-only: the demo's scenes are examples for pictures and tests, not API.
///
/// To add states (another keyboard, another window), add captures to a scene's script
/// after changing the state; to add a scene, add it to ``DemoCatalog/scenes``.
package struct DemoScene {
    /// A slug: `login-form`.
    package let name: String
    /// A heading for the gallery.
    package let title: String
    /// Builds the scene and records its states.
    package let record: (inout SceneRecorder) -> Void

    package init(name: String, title: String, record: @escaping (inout SceneRecorder) -> Void) {
        self.name = name
        self.title = title
        self.record = record
    }

    /// Runs the script and returns its captures.
    package func captures() -> [SceneCapture] {
        var recorder = SceneRecorder(scene: name)
        record(&recorder)
        return recorder.captures
    }
}

/// The scenes of `truss demo`, in gallery order.
package enum DemoCatalog {
    package static var scenes: [DemoScene] {
        [
            LoginFormScene.demoSE, LoginFormScene.demoPhone15, SingleFieldScene.demo, ChatScene.demo,
            NotesEditorScene.demo, LoginFormScene.demoMultitasking, LabeledFormScene.demo, TabBarKeyboardScene.demo,
            FormSheetScene.demo, KeyboardTourScene.demo,
        ]
    }

    /// Every capture of every scene, in order.
    package static func captures() -> [SceneCapture] {
        scenes.flatMap { $0.captures() }
    }
}

/// A view with a text whose intrinsic size is 7 points per character by 21: a stand-in
/// for a label, a button or a text field in the demo scenes.
package final class DemoLabel: View, LayoutSnapshotAttributes {
    package var text: String {
        didSet { invalidateIntrinsicContentSize() }
    }

    package init(_ identifier: String, text: String) {
        self.text = text
        super.init(frame: .zero)
        self.identifier = identifier
        translatesAutoresizingMaskIntoConstraints = false
    }

    package override var intrinsicContentSize: CGSize { CGSize(width: 7 * CGFloat(text.count), height: 21) }

    package var layoutSnapshotAttributes: [String] { ["text=\"\(text)\""] }
}
