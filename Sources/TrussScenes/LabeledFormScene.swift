import Foundation
import Truss

/// A form of labels and fields on a 375×667 window (safe area 20 top): the fields' leading
/// edges line up just after the widest label, whatever the labels say, the window's
/// width or the reading direction.
///
///     margins           16 on each side (the window's layout margins, not from the safe area)
///     label i           leading == margins.leading, centerY == field i's centerY
///                       intrinsic size 7 points per character × 21
///     field i           leading == field 1's leading, leading >= label i's trailing + 8,
///                       trailing == margins.trailing, height 34; first top 20 below the
///                       safe area, the next 12 below the one before
///     field 1 leading   == margins.leading @ 1 (as far toward the leading edge as allowed)
///
/// "Phone number" (12 characters, 84 wide) is the widest label, so the fields start at
/// 16 + 84 + 8 = 108 and are 375 - 16 - 108 = 251 wide.
package final class LabeledFormScene {
    package let window: Window
    package let labels: [DemoLabel]
    package let fields: [View]

    package static let texts = ["Name", "Email", "Phone number"]

    package init() {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.identifier = "window"
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        window.insetsLayoutMarginsFromSafeArea = false
        labels = Self.texts.enumerated().map { i, text in DemoLabel("label\(i + 1)", text: text) }
        fields = (1...Self.texts.count).map { i in
            let field = View()
            field.identifier = "field\(i)"
            field.translatesAutoresizingMaskIntoConstraints = false
            return field
        }
        for (label, field) in zip(labels, fields) {
            window.addSubview(label)
            window.addSubview(field)
        }
        let margins = window.layoutMarginsGuide
        var constraints: [LayoutConstraint] = [
            fields[0].topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
            fields[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor).priority(1),
        ]
        for (i, (label, field)) in zip(labels, fields).enumerated() {
            constraints += LayoutConstraint.make {
                label.leadingAnchor == margins.leadingAnchor
                label.centerYAnchor == field.centerYAnchor
                field.leadingAnchor >= label.trailingAnchor + 8
                field.trailingAnchor == margins.trailingAnchor
                field.heightAnchor == 34
            }
            if i > 0 {
                constraints += [
                    field.leadingAnchor.constraint(equalTo: fields[0].leadingAnchor),
                    field.topAnchor.constraint(equalTo: fields[i - 1].bottomAnchor, constant: 12),
                ]
            }
        }
        LayoutConstraint.activate(constraints)
    }

    /// The scene's states, in order.
    package static var demo: DemoScene {
        DemoScene(name: "labeled-form", title: "Labels and aligned fields") { recorder in
            let scene = LabeledFormScene()
            let keys: [View] = [scene.labels[2], scene.fields[0], scene.fields[2]]
            recorder.capture(
                scene.window, state: "1-portrait", caption: "Fields start after the widest label", keyViews: keys)
            scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            recorder.capture(
                scene.window, state: "2-landscape", caption: "667 wide: fields grow, labels keep their size",
                keyViews: keys)
            scene.window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            scene.window.semanticContentAttribute = .forceRightToLeft
            recorder.capture(
                scene.window, state: "3-right-to-left", caption: "Right to left: mirrored", keyViews: keys)
        }
    }
}
