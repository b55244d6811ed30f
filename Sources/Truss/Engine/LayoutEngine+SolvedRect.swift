import Foundation

extension LayoutEngine {
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
