// How a new row enters the tableau (see `Tableau.enter`): solved for a variable that is in
// other rows while parametric, the new row moves that variable, and every row that holds
// it, from 0 to the variable's new value. The solver must then restore feasibility, or
// reject the constraint with the minimal conflict and change nothing.

import Cassowary
import TestSupport
import Testing

@Suite("Subject choice")
struct SubjectChoiceTests {
    /// `x + y >= 0` is solved for x (fresh, in no other row), so y is parametric in its row;
    /// `x <= 10` becomes `s₁ - y - 10 + s₂ = 0` and is solved for y, which moves y to -10.
    struct Setup {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let sumNonNegative: Constraint
        let xAtMost10: Constraint

        init() throws {
            sumNonNegative = x + y >= 0
            xAtMost10 = x <= 10
            try solver.addConstraint(sumNonNegative)
            try solver.addConstraint(xAtMost10)
        }
    }

    /// `y == -5` moves y to -5: x must rise to at least 5 (x + y ≥ 0) and stays at most 10.
    @Test func movingAParametricVariableKeepsRequiredConstraints() throws {
        let setup = try Setup()
        try setup.solver.addConstraint(setup.y == -5)
        setup.solver.updateVariables()
        let x = setup.solver.value(of: setup.x)
        #expect(approx(setup.solver.value(of: setup.y), -5))
        #expect(x >= 5 - 1e-9 && x <= 10 + 1e-9)
        #expect(requiredConstraintsHold(setup.solver))
        #expect(setup.solver._invariantViolations().isEmpty)
    }

    /// `y == -30` needs x ≥ 30 against x ≤ 10: rejected, with exactly those two constraints
    /// as the conflict, and the solver as it was; `y == -5` is accepted afterwards.
    @Test func movingIntoAConflictIsRejectedAndChangesNothing() throws {
        let setup = try Setup()
        let before = SolverSnapshot(setup.solver, [setup.x, setup.y])
        let tooLow = setup.y == -30
        let error = try #require(caught { try setup.solver.addConstraint(tooLow) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(sameConstraints(error.conflicts ?? [], [setup.sumNonNegative, setup.xAtMost10]))
        #expect(SolverSnapshot(setup.solver, [setup.x, setup.y]) == before)

        try setup.solver.addConstraint(setup.y == -5)
        #expect(requiredConstraintsHold(setup.solver))
    }

    /// The same moves inside a batch, where the tableau is not optimal between members: the
    /// batch optimizes before the move.
    @Test func movesInsideABatch() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x + y >= 0, x <= 10, (x == 0).strength(.weak), y == -7])
        solver.updateVariables()
        #expect(approx(solver.value(of: x), 7))
        #expect(approx(solver.value(of: y), -7))

        let failing = Solver()
        let error = try #require(caught { try failing.addConstraints([x + y >= 0, x <= 10, y == -30]) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(failing.constraints.isEmpty)
    }

    /// A fuzzed system (checked against kiwi, which also rejects line 6): required
    /// constraints added in order, where line 6 moves parametric variables out of the
    /// feasible region of lines 2–5. It must be rejected; everything else must still hold.
    @Test func fuzzedSystemRejectsTheInfeasibleLine() throws {
        let v0 = Variable("v0")
        let v1 = Variable("v1")
        let v2 = Variable("v2")
        let v3 = Variable("v3")
        let solver = Solver()
        try solver.addConstraint((3 * v0 - 2 * v3 - 2 * v2 == 93).strength(.weight(7)))
        try solver.addConstraint(v2 - 2 * v3 - v1 + 8 == 0)
        try solver.addConstraint(-v2 - v0 + 24 <= 0)
        try solver.addConstraint(-v3 + 0.5 * v2 + 0.5 * v1 == 22)
        try solver.addConstraint(-v2 - 2 * v0 + 75 >= 0)
        let line6 = 0.5 * v3 - v0 - 2 * v2 + 2 >= 0
        let error = try #require(caught { try solver.addConstraint(line6) })
        #expect(error.kind == "unsatisfiableConstraint")
        if let conflicts = error.conflicts { #expect(isMinimalConflict(line6, conflicts)) }
        #expect(requiredConstraintsHold(solver))
        #expect(solver._invariantViolations().isEmpty)
    }
}
