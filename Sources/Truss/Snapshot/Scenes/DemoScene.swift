import Foundation

/// A scene of `truss demo`: a name, a title, and a script that builds a window and records
/// its states with a ``SceneRecorder``.
///
/// Package-only: the demo's scenes are examples for pictures and tests, not API.
///
/// To add states (a docked keyboard, a floating one…), add captures to a scene's script
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
        [LoginFormScene.demo, ChatScene.demo, LabeledFormScene.demo]
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

/// A layout guide that covers a window from the bottom edge up, standing in for the
/// keyboard layout guide: `bottom == window.bottom`, `top == window.bottom - height` at
/// 999, and `top <= window.safeAreaLayoutGuide.bottom`, so that it is never lower than
/// the safe area (as `keyboardLayoutGuide` with `usesBottomSafeArea`).
package struct BottomObstruction {
    package let guide: LayoutGuide
    /// `top == window.bottom - height` @ 999; set its constant to `-height`.
    package let heightConstraint: LayoutConstraint

    package init(in window: Window, identifier: String = "obstruction") {
        guide = LayoutGuide()
        guide.identifier = identifier
        window.addLayoutGuide(guide)
        heightConstraint = guide.topAnchor.constraint(equalTo: window.bottomAnchor).priority(.required - 1)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            guide.topAnchor.constraint(lessThanOrEqualTo: window.safeAreaLayoutGuide.bottomAnchor),
            heightConstraint,
        ])
    }

    /// How far the obstruction rises from the window's bottom (less than the safe-area
    /// inset leaves it at the safe area).
    package var height: CGFloat {
        get { -heightConstraint.constant }
        nonmutating set { heightConstraint.constant = -newValue }
    }

    /// An overlay over the guide, labelled with its height.
    package func overlay(_ label: String) -> SnapshotOverlay {
        SnapshotOverlay(guide: guide, label: label)
    }
}
