import Foundation

/// How the SVG snapshot draws a view's appearance (``View/backgroundColor``, ``Layer``):
///
/// - **Background.** A view with a background color or a border is drawn as it looks: its
///   rectangle filled with the background color (at the color's alpha), corners rounded by
///   `layer.cornerRadius`, and no outline. Other views keep the translucent outline colored
///   by depth, so the layout stays visible.
/// - **Border.** Drawn after the subviews, inside the bounds as Core Animation draws it: a
///   stroke `borderWidth` wide centred `borderWidth / 2` inside the edge, with corners of
///   radius `cornerRadius − borderWidth / 2`.
/// - **Clipping.** A view that clips to bounds clips its subviews and guides to its rounded
///   rectangle, and to whatever clips the view itself (a clip path inside a clip path).
/// - **Alpha.** A view's alpha is the opacity of a group holding it and its subtree, so
///   alphas multiply down the tree, as they composite in UIKit.
extension SVGCanvas {
    /// Fills a styled view's rectangle with its background color.
    mutating func drawBackground(of view: View, in r: CGRect, clip: String) {
        let radius = Self.corners(view.layer.cornerRadius)
        guard let color = view.backgroundColor, color.alpha > 0 else { return }
        body.append(
            "<rect \(Self.geometry(r))\(radius) fill=\"\(color.hexString)\"\(Self.opacity(color, "fill"))\(clip)/>")
    }

    /// Strokes a view's border inside its bounds, if it has one.
    mutating func drawBorder(of view: View, clip: String) {
        let layer = view.layer
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let half = layer.borderWidth / 2
        let r = view.rectInWindow().insetBy(dx: half, dy: half)
        body.append(
            "<rect \(Self.geometry(r))\(Self.corners(layer.cornerRadius - half)) fill=\"none\" "
                + "stroke=\"\(color.hexString)\"\(Self.opacity(color, "stroke")) "
                + "stroke-width=\"\(SnapshotFormat.number(layer.borderWidth))\"\(clip)/>")
    }

    /// Adds the clip path of a view that clips to bounds, nested in `outer`, and returns its id.
    mutating func addClip(for view: View, inside outer: String?) -> String {
        let id = "clip-\(clips.count)"
        let nested = outer.map { " clip-path=\"url(#\($0))\"" } ?? ""
        clips.append(
            "<clipPath id=\"\(id)\"\(nested)><rect \(Self.geometry(view.rectInWindow()))"
                + "\(Self.corners(view.layer.cornerRadius))/></clipPath>")
        return id
    }

    /// ` rx="…" ry="…"` for a positive radius, else nothing.
    static func corners(_ radius: CGFloat) -> String {
        guard radius > 0 else { return "" }
        let n = SnapshotFormat.number(radius)
        return " rx=\"\(n)\" ry=\"\(n)\""
    }

    /// ` fill-opacity="…"` (or stroke-opacity) for a translucent color, else nothing.
    static func opacity(_ color: Color, _ attribute: String) -> String {
        color.alpha < 1 ? " \(attribute)-opacity=\"\(SnapshotFormat.number(color.alpha))\"" : ""
    }
}

extension View {
    /// Whether the snapshot draws the view as it looks rather than as an outline.
    var isStyled: Bool {
        backgroundColor != nil || (layer.borderWidth > 0 && layer.borderColor != nil)
    }

    /// The label the snapshot gives the view: its identifier, its accessibility identifier,
    /// or its type's name.
    var snapshotName: String {
        identifier ?? accessibilityIdentifier ?? String(describing: type(of: self))
    }
}
