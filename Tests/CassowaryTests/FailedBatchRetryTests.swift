// A batch that fails leaves the solver as it was (see `Solver.addConstraints(_:)`), so the
// same batch without its failing member must then solve as it would on a fresh solver.

import Cassowary
import TestSupport
import Testing

@Suite("A batch retried after it failed")
struct FailedBatchRetryTests {
    /// `w == 120`, `h >= 40` and `h == 0` at 50: w is 120 and h 40, whatever came before.
    func rows(_ w: Variable, _ h: Variable) -> [Constraint] {
        [w == 120, (h == 0).strength(.priority(50)), h >= 40]
    }

    @Test func onAFreshSolver() throws {
        let (w, h) = (Variable("w"), Variable("h"))
        let solver = Solver()
        #expect(solver._invariantViolations().isEmpty)
        try solver.addConstraints(rows(w, h))
        #expect(approx(solver.value(of: w), 120) && approx(solver.value(of: h), 40))
    }

    /// Found by `View.systemLayoutSizeFitting`. The batch appended three row slots; undoing it
    /// freed the last slot three times (each undone append took "the last slot"), so the
    /// retry stored three rows in one slot.
    @Test func afterTheBatchWithAConflictFailed() throws {
        let (w, h) = (Variable("w"), Variable("h"))
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.addConstraints(rows(w, h) + [w == 200]) }
        try solver.addConstraints(rows(w, h))
        #expect(approx(solver.value(of: w), 120))
        #expect(approx(solver.value(of: h), 40))
        #expect(solver._invariantViolations().isEmpty)
    }
}

@Suite("Failed batches undo every row slot they appended")
struct FailedBatchUndoTests {
    @Test("a required row before the failing batch: the retry solves as a fresh solver")
    func requiredRowBefore() throws {
        let (w, h, x) = (Variable("w"), Variable("h"), Variable("x"))
        let solver = Solver()
        try solver.addConstraint(x == 10)
        let batch = [w == 120, (h == 0).strength(.priority(50)), h >= 40, x + w >= 0]
        #expect(throws: SolverError.self) { try solver.addConstraints(batch + [w == 200]) }
        try solver.addConstraints(batch)
        // x = 10, w = 120, h = max(0, 40) = 40.
        #expect(approx(solver.value(of: x), 10) && approx(solver.value(of: w), 120))
        #expect(approx(solver.value(of: h), 40))
    }

    @Test("failing twice, then succeeding, leaves every slot once on the free list", arguments: 1...4)
    func repeatedFailures(size: Int) throws {
        let solver = Solver()
        let vars = (0..<size).map { Variable("v\($0)") }
        let batch = vars.map { $0 == 5 } + vars.map { ($0 >= 1) }
        for _ in 0..<2 {
            #expect(throws: SolverError.self) { try solver.addConstraints(batch + [vars[0] == 6]) }
        }
        try solver.addConstraints(batch)
        for v in vars { #expect(approx(solver.value(of: v), 5)) }
    }
}
