/// The long step of the dual ratio test, for ties at a ratio of 0.
///
/// When the symbol that the dual ratio test picks for an infeasible row costs nothing at
/// every level (a tie at 0), moving it up from 0 changes no objective level, so it may move
/// as a primal step would, as far as the other rows allow: it enters the feasible row that
/// stops it first. The objective stays optimal, every feasible row stays feasible, and the
/// infeasible row comes strictly closer to 0 or past it (so no basis repeats). While the row
/// is still infeasible the next tied symbol of the row moves in the same way. A tied symbol
/// that no other row stops, or that one stops at once (a degenerate row), enters the
/// infeasible row itself, as in the plain dual step.
///
/// A chain of N views squeezed below its natural width has one view between its minimum
/// and its preferred width, whose three rows hold every other view's symbols (about 2N cells
/// each), and every weak error ties at 0. Entering the infeasible row moves that long sum on
/// to the next view, rewriting the long rows for each view that switches; the long step
/// enters the switching view's own short row instead, which switches that view whole and
/// edits a few cells of the long rows.
extension Tableau {
    /// What ``passTies(_:entering:)`` did to an infeasible row.
    enum LongStepOutcome {
        /// The row is still infeasible and this tied symbol enters it (the plain dual step).
        case entersRow(Symbol)
        /// Long steps made the row feasible.
        case madeFeasible
        /// Every tied symbol took its long step and the row is still infeasible.
        case ranOut
    }

    /// Whether the dual step on the row in `slot` with `entering` may take the long step:
    /// `entering` is a restricted symbol that costs nothing at every level, and the row is
    /// long (``longStepRowLength``; on a short row the plain step costs as little).
    @inline(__always)
    func isLongStepCandidate(_ slot: Int, _ entering: Symbol) -> Bool {
        rows[slot].cells.count >= Self.longStepRowLength && costsNothing(entering)
    }

    /// The fewest cells of an infeasible row for which the dual step tries the long step.
    static let longStepRowLength = 64

    /// Whether `symbol` is restricted and its coefficient is round-off at every level.
    @inline(__always)
    func costsNothing(_ symbol: Symbol) -> Bool {
        guard symbols.kind(of: symbol) == .slack || symbols.kind(of: symbol) == .error else { return false }
        for level in objective.levels
        where abs(level.coefficients[symbol.index]) > level.scale * Tolerance.objective {
            return false
        }
        return true
    }

    /// Takes long steps on the infeasible row in `slot` (restricted basic below 0), first
    /// with `entering`, a tie at 0 of its dual ratio test, then with the row's other ties.
    mutating func passTies(_ slot: Int, entering first: Symbol) -> LongStepOutcome {
        guard passesBlockingRow(slot, entering: first) else { return .entersRow(first) }
        guard rows[slot].constant < 0 else { return .madeFeasible }
        // A long step edits only the cells its substitution reaches: the other tied symbols
        // keep their coefficients, so they are taken in the ratio test's order (the larger
        // pivot, then the lower id) as the first step left them, without a new scan of the
        // row. The queue hands them out in that order; past the first at or below the
        // pivot tolerance, none is a candidate.
        let tolerance = Tolerance.dualPivot * gatherTies(slot)
        while let tie = ties.popFirst(), tie.coefficient > tolerance {
            guard rows[slot].coefficient(of: tie.symbol) > tolerance, costsNothing(tie.symbol) else { continue }
            guard passesBlockingRow(slot, entering: tie.symbol) else { return .entersRow(tie.symbol) }
            guard rows[slot].constant < 0 else { return .madeFeasible }
        }
        return .ranOut
    }

    /// Fills ``ties`` with the cells of the row in `slot` whose coefficient is positive and
    /// whose symbol costs nothing (the kernel ``RowScan``), and returns the row's largest
    /// |coefficient| (the scale of its pivot tolerance), in one pass over the row.
    mutating func gatherTies(_ slot: Int) -> Double {
        let cells = rows[slot].cells
        let kinds = symbols.kinds
        let levels = objective.levels
        var largest = 0.0
        ties.refill { storage in
            let gathered = RowScan.gatherTies(cells, kinds: kinds, levels: levels, into: &storage)
            largest = gathered.largest
            return gathered.count
        }
        return largest
    }

    /// Pivots `entering` (restricted, costing nothing) into the feasible row other than
    /// `slot` that first stops its move up from 0, if that row stops it at a step that moves
    /// the infeasible row's constant (a step lost in its round-off could let bases repeat).
    /// Returns whether it pivoted.
    mutating func passesBlockingRow(_ slot: Int, entering: Symbol) -> Bool {
        guard let (blocking, ratio) = leavingRow(entering: entering, direction: 1), blocking != slot, ratio > 0
        else { return false }
        let constant = rows[slot].constant
        guard Tolerance.snappedSum(constant, rows[slot].coefficient(of: entering) * ratio) > constant else {
            return false
        }
        pivot(blocking, entering: entering)
        return true
    }
}
