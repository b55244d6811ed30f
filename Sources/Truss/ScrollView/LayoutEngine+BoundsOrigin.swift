import Foundation

extension LayoutEngine {
    /// Sets every view's bounds origin from the solution, before frames are written: a
    /// scroll view's is its solved content offset (which it also keeps as the wish for the
    /// next solve); every other view's is zero.
    ///
    /// A layout pass then writes a subview's frame in its superview's bounds coordinates,
    /// `frame.origin = rect.origin - superviewRect.origin + superview.bounds.origin`, and a
    /// guide's layout frame likewise in its owning view's.
    func updateBoundsOrigins() {
        for case let scroll as ScrollView in views {
            scroll.storedBoundsOrigin = scroll.settleContentOffset { self.solvedRect(of: $0) }
        }
    }

    /// An item's rectangle in window coordinates, as the solver has it now.
    func solvedRect(of item: any LayoutItem) -> CGRect {
        item.itemVariables.rect(in: solver)
    }
}

extension View {
    /// The anchors of the origin of the view's bounds coordinates, which a subview's
    /// frame is measured from: a scroll view's content origin (which moves with the
    /// content offset), else the view's own top-left corner.
    var boundsOriginAnchors: (x: LayoutXAxisAnchor, y: LayoutYAxisAnchor) {
        if let scroll = self as? ScrollView {
            return (scroll.contentLayoutGuide.leftAnchor, scroll.contentLayoutGuide.topAnchor)
        }
        return (leftAnchor, topAnchor)
    }
}
