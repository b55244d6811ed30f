import Foundation

extension LayoutEngine {
    /// A view's ``View/preservesSuperviewLayoutMargins`` changed: it joins or leaves the
    /// views visited at the end of each safe-area round, and its margins are recomputed in
    /// the next pass.
    func preservesSuperviewLayoutMarginsChanged(of view: View) {
        guard view.layoutSlot >= 0 else { return }
        if view.preservesSuperviewLayoutMargins {
            if !passState.marginPreservers.contains(where: { $0 === view }) { passState.marginPreservers.append(view) }
        } else {
            forgetMarginPreserver(view)
        }
        setNeedsLayout(view)
    }

    /// A view that preserves its superview's margins leaves the window: it keeps only its
    /// own margins.
    func forgetMarginPreserver(_ view: View) {
        passState.marginPreservers.removeAll { $0 === view }
        view.preservedMarginsAddition = .zero
    }

    /// Brings what each preserving view adds to its margins to the solved rectangles (the
    /// rule is in ``View/preservesSuperviewLayoutMargins``) and edits its margins guide's
    /// constants; adds to `edited` each view whose constants changed, so that the safe-area
    /// rounds read what that moved and run again.
    ///
    /// Views are visited superviews first, so that a chain of preserving views settles in
    /// one visit: each reads its superview's margins as this visit left them.
    func settlePreservedMargins(edited: inout SlotList) {
        guard !passState.marginPreservers.isEmpty else { return }
        let ordered = passState.marginPreservers.map { ($0, $0.depthBelowWindow) }.sorted { $0.1 < $1.1 }
        for (view, _) in ordered {
            guard let superview = view.superview, superview.layoutSlot >= 0, view.layoutSlot >= 0 else { continue }
            let r = passState.table.solved[Int(view.layoutSlot)]
            let s = passState.table.solved[Int(superview.layoutSlot)]
            let outer = superview.marginsGuideInsets(safeArea: superview.computedSafeAreaInsets)
            let old = view.preservedMarginsAddition
            let guide = view.marginsGuideInsets(safeArea: view.computedSafeAreaInsets)
            // The view's own guide insets: without what the last visit added.
            let own = EdgeInsets(
                top: guide.top - old.top, left: guide.left - old.left, bottom: guide.bottom - old.bottom,
                right: guide.right - old.right)
            let added = EdgeInsets(
                top: max(0, (s.minY + outer.top) - (r.minY + own.top)),
                left: max(0, (s.minX + outer.left) - (r.minX + own.left)),
                bottom: max(0, (r.maxY - own.bottom) - (s.maxY - outer.bottom)),
                right: max(0, (r.maxX - own.right) - (s.maxX - outer.right)))
            guard !added.isClose(to: old) else { continue }
            view.preservedMarginsAddition = added
            if !view.marginsGuideConstraints.isEmpty,
                View.applyInsets(
                    view.marginsGuideInsets(safeArea: view.computedSafeAreaInsets), to: view.marginsGuideConstraints)
            {
                edited.insert(view.layoutSlot)
            }
        }
    }
}

extension View {
    /// How many superviews separate the view from its window (0 for the window).
    fileprivate var depthBelowWindow: Int {
        var depth = 0
        var current = superview
        while let v = current {
            depth += 1
            current = v.superview
        }
        return depth
    }
}

extension EdgeInsets {
    /// Whether every edge is within the engine's constant-edit tolerance of `other`'s.
    fileprivate func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) <= 1e-9 && abs(left - other.left) <= 1e-9 && abs(bottom - other.bottom) <= 1e-9
            && abs(right - other.right) <= 1e-9
    }
}
