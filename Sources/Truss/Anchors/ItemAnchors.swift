/// The anchors a view or layout guide has handed out: each is made the first time it is
/// asked for, and the same object is returned from then on, as in UIKit
/// (`view.topAnchor === view.topAnchor`).
///
/// An anchor keeps its item's ``LayoutItemReference``, not the item, so an item holding its
/// anchors makes no cycle. Margin attributes and anchors made from a bare attribute (the
/// classic and visual-format APIs) are not kept here: they are made per use.
struct ItemAnchors {
    var leading: LayoutXAxisAnchor?
    var trailing: LayoutXAxisAnchor?
    var left: LayoutXAxisAnchor?
    var right: LayoutXAxisAnchor?
    var centerX: LayoutXAxisAnchor?
    var top: LayoutYAxisAnchor?
    var bottom: LayoutYAxisAnchor?
    var centerY: LayoutYAxisAnchor?
    var firstBaseline: LayoutYAxisAnchor?
    var lastBaseline: LayoutYAxisAnchor?
    var width: LayoutDimension?
    var height: LayoutDimension?
}

extension Optional where Wrapped: LayoutAnchor {
    /// The anchor kept here, made by `make` and kept the first time it is asked for.
    /// `make` runs while the item's anchors are being written, so it must not read them,
    /// nor call anything that could (a view's margins guide, whose constraints are made
    /// from the view's anchors): an anchor's initializer reads only the item's reference.
    /// Then the compiler checks every access to the anchors for exclusivity, not the
    /// runtime on every read.
    ///
    ///     public var topAnchor: LayoutYAxisAnchor {
    ///         anchors.top.kept { LayoutYAxisAnchor(ownAttribute: .top, of: self) }
    ///     }
    @inline(__always)
    mutating func kept(_ make: () -> Wrapped) -> Wrapped {
        if let anchor = self { return anchor }
        let anchor = make()
        self = anchor
        return anchor
    }
}
