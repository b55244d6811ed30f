import Foundation

extension View {
    /// Inserts a view among the subviews at `index` (0 is the back), adding it as
    /// ``addSubview(_:)`` does (removing it from its old superview first) or moving it if it
    /// is a subview already. An index past the end puts it at the front. UIKit's
    /// `insertSubview(_:at:)`.
    ///
    /// The order is the drawing order (snapshots draw back to front); it does not change
    /// any frame.
    ///
    /// ```swift
    /// card.insertSubview(background, at: 0)   // behind everything else in the card
    /// ```
    public func insertSubview(_ view: View, at index: Int) {
        addSubview(view)
        moveSubview(view, to: max(0, index))
    }

    /// Inserts a view just above `siblingSubview` (in front of it). UIKit's
    /// `insertSubview(_:aboveSubview:)`.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        precondition(siblingSubview.superview === self, "Truss: \(siblingSubview) is not a subview of \(self)")
        addSubview(view)
        guard view !== siblingSubview else { return }
        moveSubview(view, to: subviews.firstIndex { $0 === siblingSubview }! + 1)
    }

    /// Inserts a view just below `siblingSubview` (behind it). UIKit's
    /// `insertSubview(_:belowSubview:)`.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        precondition(siblingSubview.superview === self, "Truss: \(siblingSubview) is not a subview of \(self)")
        addSubview(view)
        guard view !== siblingSubview else { return }
        moveSubview(view, to: subviews.firstIndex { $0 === siblingSubview }!)
    }

    /// Moves a subview to the front. A view that is not a subview is ignored. UIKit's
    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: subviews.count)
    }

    /// Moves a subview to the back. A view that is not a subview is ignored. UIKit's
    /// `sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: 0)
    }

    /// Swaps the subviews at two indices. UIKit's `exchangeSubview(at:withSubviewAt:)`.
    ///
    /// - Precondition: both indices are indices of ``subviews``.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(
            subviews.indices.contains(index1) && subviews.indices.contains(index2),
            "Truss: exchangeSubview(at: \(index1), withSubviewAt: \(index2)) with \(subviews.count) subviews")
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Moves a subview to `index` among the others (clamped to the front).
    private func moveSubview(_ view: View, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: min(index > current ? index - 1 : index, subviews.count))
        setNeedsLayout()
    }
}
