import Foundation

/// The drawing properties of a view's backing layer: Core Animation's `CALayer`, as far as
/// layout code and snapshots use it. Every view has one (``View/layer``); a layer is not
/// created on its own.
///
/// The rules, as in Core Animation:
/// - ``cornerRadius`` rounds the background and the border; it clips the contents only
///   when ``masksToBounds`` is on (a view's ``View/clipsToBounds``).
/// - The border is drawn inside the bounds, ``borderWidth`` wide, above the contents, in
///   ``borderColor`` (opaque black by default).
/// - ``opacity`` is the view's ``View/alpha``, and ``backgroundColor`` its
///   ``View/backgroundColor``: one value seen from two sides.
///
/// None of these change layout: they are stored, and drawn by ``Window/svgSnapshot(options:)``.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.separator.cgColor
/// ```
///
/// A layer belongs to its view and, like it, to one task or thread at a time.
public final class Layer {
    /// The radius of the rounded corners, in points; 0 for square corners.
    public var cornerRadius: CGFloat = 0
    /// The width of the border, drawn inside the bounds; 0 for none.
    public var borderWidth: CGFloat = 0
    /// The color of the border: opaque black by default, as Core Animation's.
    public var borderColor: Color? = .black
    /// The fill behind the contents; `nil` for none.
    public var backgroundColor: Color?
    /// Whether sublayers (the subviews) are clipped to the bounds, rounded by
    /// ``cornerRadius``.
    public var masksToBounds = false
    /// The opacity of the layer and everything in it, 0…1 (1 by default).
    public var opacity: Float = 1

    init() {}
}
