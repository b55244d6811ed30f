import Foundation

extension LayoutEngine {
    /// A view's baseline offsets changed (its intrinsic size was invalidated by a new
    /// font): the constraints through its baselines are made again from the
    /// offsets it reports now, in the order they were added, so that a baseline constraint
    /// follows the font live rather than the one it had when it was activated.
    ///
    /// A baseline anchor is `minY + firstBaselineOffsetFromTop` (or `minY + height −
    /// lastBaselineOffsetFromBottom`) with the offset as a constant of the row; a view that
    /// starts or stops reporting an offset changes the row's terms too, so each such
    /// constraint leaves the solver and comes back (one removal and one addition each),
    /// as a change of layout direction rebuilds the directional ones.
    func baselinesChanged(of view: View) {
        let readers = solver.constraints.compactMap { lookup[$0] }.filter { c in
            c.baselineViews.contains { $0 === view }
        }
        guard !readers.isEmpty else { return }
        remove(readers)
        add(readers)
    }
}
