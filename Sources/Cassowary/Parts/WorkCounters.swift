/// The work the tableau has done: pivots, row merges and the cells they read, counted for
/// profiling (never part of a result) and to pace the refinement of values.
///
/// Math: a merge of a row of `m` cells with a source of `n` reads `m + n` cells, and each
/// rounds; refinement is due once the rows changed since the last one and the cells merged
/// since then reach ``Tableau/refinementWork`` a live row (see `Tableau+Refinement.swift`).
///
/// Invariant: every count is ≥ 0, and `mergedCellsAtRefinement ≤ mergedCells`.
struct WorkCounters: Sendable {
    /// Pivots performed so far.
    private(set) var pivots = 0
    /// Row merges performed so far, and the cells they read.
    private(set) var merges = 0
    private(set) var mergedCells = 0
    /// `mergedCells` at the last refinement of the values.
    private(set) var mergedCellsAtRefinement = 0
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

    /// Notes a merge that read `cells` cells.
    @inline(__always)
    mutating func noteMerge(cells: Int) {
        merges += 1
        mergedCells += cells
    }

    /// Notes that the values were just refined.
    mutating func noteRefined() {
        valuesNeedRefinement = false
        mergedCellsAtRefinement = mergedCells
    }

    /// Whether the values are due for refinement: rows changed since the last one, and the
    /// merges since then read `cellsPerRow` cells for each of `liveRows` rows.
    @inline(__always)
    func refinementIsDue(liveRows: Int, cellsPerRow: Int) -> Bool {
        valuesNeedRefinement && mergedCells - mergedCellsAtRefinement >= cellsPerRow * liveRows
    }

    /// Adds the work of `old`, the counters of a tableau this one rebuilds, so that counts
    /// keep counting across a rebuild; the rebuild's own merges count as refined.
    mutating func carry(_ old: WorkCounters) {
        pivots += old.pivots
        merges += old.merges
        mergedCells += old.mergedCells
        mergedCellsAtRefinement += old.mergedCells
    }

    /// Every way the counters break their invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if pivots < 0 || merges < 0 || mergedCells < 0 { problems.append("a work count is negative") }
        if mergedCellsAtRefinement > mergedCells { problems.append("refined at more cells than merged") }
        return problems
    }
}
