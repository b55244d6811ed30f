/// The work the tableau has done: pivots, row merges and the cells they read, counted for
/// profiling (never part of a result) and to pace the refinement of values.
///
/// Math: a merge of a source of `n` cells into a row of `m` reads up to `m + n` cells
/// (``mergedCells``), but only the source's cells and the row's cells they land on, at most
/// `n + min(m, n)`, are combined and round (``combinedCells``): the rest of a long row is
/// passed over as it is. Refinement is due once the rows changed since the last one and the
/// cells combined since then reach ``Tableau/refinementWork`` a live row (see
/// `Tableau+Refinement.swift`), so a short row merged into long ones, pivot after pivot,
/// does not make the refinement of every value due each few pivots.
///
/// Invariant: every count is ≥ 0, and `combinedCellsAtRefinement ≤ combinedCells`.
struct WorkCounters: Sendable {
    /// Pivots performed so far.
    private(set) var pivots = 0
    /// Row merges performed so far, and the cells they read.
    private(set) var merges = 0
    private(set) var mergedCells = 0
    /// The cells the merges so far combined (each rounds).
    private(set) var combinedCells = 0
    /// `combinedCells` at the last refinement of the values.
    private(set) var combinedCellsAtRefinement = 0
    /// Whether a row was inserted, deleted or pivoted since the values were last refined.
    private(set) var valuesNeedRefinement = false

    /// Notes a pivot, which changes a row.
    @inline(__always)
    mutating func notePivot() {
        pivots += 1
        valuesNeedRefinement = true
    }

    /// Notes a row inserted or deleted.
    @inline(__always)
    mutating func noteRowChange() {
        valuesNeedRefinement = true
    }

    /// Notes a merge of a source of `sourceCells` cells into a row of `rowCells`.
    @inline(__always)
    mutating func noteMerge(rowCells: Int, sourceCells: Int) {
        merges += 1
        mergedCells += rowCells + sourceCells
        combinedCells += sourceCells + min(rowCells, sourceCells)
    }

    /// Notes that the values were just refined.
    mutating func noteRefined() {
        valuesNeedRefinement = false
        combinedCellsAtRefinement = combinedCells
    }

    /// Whether the values are due for refinement: rows changed since the last one, and the
    /// merges since then combined `cellsPerRow` cells for each of `liveRows` rows.
    @inline(__always)
    func refinementIsDue(liveRows: Int, cellsPerRow: Int) -> Bool {
        valuesNeedRefinement && combinedCells - combinedCellsAtRefinement >= cellsPerRow * liveRows
    }

    /// Adds the work of `old`, the counters of a tableau this one rebuilds, so that counts
    /// keep counting across a rebuild; the rebuild's own merges count as refined.
    mutating func carry(_ old: WorkCounters) {
        pivots += old.pivots
        merges += old.merges
        mergedCells += old.mergedCells
        combinedCells += old.combinedCells
        combinedCellsAtRefinement += old.combinedCells
    }

    /// Every way the counters break their invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if pivots < 0 || merges < 0 || mergedCells < 0 || combinedCells < 0 {
            problems.append("a work count is negative")
        }
        if combinedCellsAtRefinement > combinedCells { problems.append("refined at more cells than combined") }
        return problems
    }
}
