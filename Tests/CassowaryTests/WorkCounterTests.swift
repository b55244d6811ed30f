// The work counters' two measures of a merge: the cells it walks (profiling) and the cells
// it combines, which pace the refinement of values (`WorkCounters`, `Tableau+Refinement`).

import Testing

@testable import Cassowary

@Suite("Work counters")
struct WorkCounterTests {
    /// A merge of 3 source cells into a row of 1 000 walks 1 003 cells and combines 6 (the
    /// source's and the 3 row cells they can land on); one of 40 into 30 walks 70 and
    /// combines 40 + 30. Refinement is due once 32 combined cells a live row have
    /// accumulated since the last: 2 rows need 64.
    @Test func combinedCellsPaceRefinement() {
        var work = WorkCounters()
        work.notePivot()
        work.noteMerge(rowCells: 1000, sourceCells: 3)
        #expect(work.mergedCells == 1003 && work.combinedCells == 6)
        work.noteMerge(rowCells: 30, sourceCells: 40)
        #expect(work.mergedCells == 1073 && work.combinedCells == 76)
        #expect(work.refinementIsDue(liveRows: 2, cellsPerRow: 32))  // 76 ≥ 64
        #expect(!work.refinementIsDue(liveRows: 3, cellsPerRow: 32))  // 76 < 96
        work.noteRefined()
        work.notePivot()
        work.noteMerge(rowCells: 5000, sourceCells: 2)  // walks 5 002, combines 4
        #expect(!work.refinementIsDue(liveRows: 2, cellsPerRow: 32))  // 4 < 64
        #expect(work.invariantViolations().isEmpty)
    }
}
