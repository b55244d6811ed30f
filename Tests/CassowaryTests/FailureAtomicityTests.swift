// Every failed operation leaves the solver exactly as it was (see `Solver` and
// `SolverError`): same statistics, values, constraints, constants, strengths and dump.

import Cassowary
import TestSupport
import Testing

@Suite("Failed operations change nothing")
struct FailureAtomicityTests {
    /// A small solver with edits, optional and required constraints, and its variables.
    struct Setup {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let atLeast2: Constraint
        let sum: Constraint
        let weakY: Constraint
        let cap: Constraint

        init() throws {
            atLeast2 = x >= 2
            sum = (x + y == 20).identifier("sum")
            weakY = (y == 5).strength(.weak)
            cap = x <= 50
            try solver.addConstraints([atLeast2, sum, weakY, cap])
            try solver.addEditVariable(z, strength: .strong)
            try solver.addConstraint(z <= x + 100)
            try solver.suggestValue(z, 7)
        }

        var variables: [Variable] { [x, y, z] }
        var snapshot: SolverSnapshot { SolverSnapshot(solver, variables) }
    }

    /// kiwi issue #52: after `x >= 2`, a rejected `x <= 1` must not corrupt the solver;
    /// removing `x >= 2` and adding it again succeeds.
    @Test func rejectedRequiredConstraintChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeast2 = x >= 2
        let atMost1 = x <= 1
        try solver.addConstraint(atLeast2)
        let before = SolverSnapshot(solver, [x])

        let error = try #require(caught { try solver.addConstraint(atMost1) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === atMost1)
        #expect(sameConstraints(error.conflicts ?? [], [atLeast2]))
        #expect(!solver.hasConstraint(atMost1))
        #expect(SolverSnapshot(solver, [x]) == before)

        try solver.removeConstraint(atLeast2)
        #expect(solver.constraints.isEmpty)
        try solver.addConstraint(atLeast2)
        #expect(approx(solver.value(of: x), 2))
        #expect(SolverSnapshot(solver, [x]) == before)

        // And the rejected constraint is accepted once its conflict is gone.
        try solver.removeConstraint(atLeast2)
        try solver.addConstraint(atMost1)
        #expect(solver.value(of: x) <= 1 + 1e-9)
    }

    /// Each kind of failure, on a solver with edits and optional constraints.
    @Test(arguments: [
        "duplicateConstraint", "unknownConstraint", "unsatisfiable", "unsatisfiableNewVariable",
        "failedAddBatch", "failedRemoveBatch", "duplicateEdit", "unknownEdit", "requiredEdit",
        "suggestUnknown", "setConstantUnknown", "setConstantUnsatisfiable", "setStrengthUnknown",
        "setStrengthToRequired", "setStrengthOfRequired",
    ])
    func failureLeavesSolverAsItWas(failure: String) throws {
        let s = try Setup()
        let solver = s.solver
        let before = s.snapshot
        let fresh = Variable("fresh")
        let error: SolverError? =
            switch failure {
            case "duplicateConstraint": caught { try solver.addConstraint(s.sum) }
            case "unknownConstraint": caught { try solver.removeConstraint(s.x >= 2) }
            case "unsatisfiable": caught { try solver.addConstraint(s.x <= 1) }
            case "unsatisfiableNewVariable":
                caught { try solver.addConstraints([fresh == 3, s.x + fresh <= 1]) }
            case "failedAddBatch":
                caught { try solver.addConstraints([s.y >= 0, (fresh == 4).strength(.weak), s.x <= -5]) }
            case "failedRemoveBatch": caught { try solver.removeConstraints([s.weakY, s.sum, s.x >= 2]) }
            case "duplicateEdit": caught { try solver.addEditVariable(s.z, strength: .weak) }
            case "unknownEdit": caught { try solver.removeEditVariable(s.y) }
            case "requiredEdit": caught { try solver.addEditVariable(fresh, strength: .required) }
            case "suggestUnknown": caught { try solver.suggestValue(s.x, 3) }
            case "setConstantUnknown": caught { try solver.setConstant(of: s.x >= 2, to: 1) }
            case "setConstantUnsatisfiable": caught { try solver.setConstant(of: s.atLeast2, to: -60) }
            case "setStrengthUnknown": caught { try solver.setStrength(of: s.x >= 2, to: .weak) }
            case "setStrengthToRequired": caught { try solver.setStrength(of: s.weakY, to: .required) }
            case "setStrengthOfRequired": caught { try solver.setStrength(of: s.sum, to: .strong) }
            default: nil
            }
        #expect(error != nil, "\(failure) did not fail")
        #expect(s.snapshot == before, "\(failure) changed the solver")
        #expect(solver.value(of: fresh) == 0)
    }

    /// After a failure, the solver goes on exactly as one that never saw it: bit-identical
    /// values and equal statistics.
    @Test func failureLeavesNoTrace() throws {
        let clean = try Setup()
        let failed = try Setup()
        #expect(caught { try failed.solver.addConstraint(failed.x <= 1) } != nil)
        #expect(caught { try failed.solver.addConstraints([failed.y >= 0, failed.x <= -1]) } != nil)
        #expect(caught { try failed.solver.setConstant(of: failed.atLeast2, to: -60) } != nil)

        for s in [clean, failed] {
            try s.solver.addConstraint((s.y >= 12).strength(.medium))
            try s.solver.suggestValue(s.z, 70)
            try s.solver.removeConstraint(s.weakY)
            try s.solver.addConstraint(s.x <= 9)
        }
        #expect(failed.solver.statistics == clean.solver.statistics)
        for (a, b) in zip(clean.variables, failed.variables) {
            #expect(clean.solver.value(of: a).bitPattern == failed.solver.value(of: b).bitPattern)
        }
        #expect(failed.solver.dump == clean.solver.dump)
    }

    /// A failure on a new solver (which the solver undoes by emptying itself) leaves it
    /// equal to a new one, and a later run goes exactly as on a solver that never failed.
    @Test(arguments: ["unsatisfiableBatch", "unsatisfiableSingle", "requiredEdit", "afterEditFailure"])
    func failureOnANewSolverLeavesANewSolver(failure: String) throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let failed = Solver()
        let error: SolverError? =
            switch failure {
            case "unsatisfiableBatch":
                caught { try failed.addConstraints([x >= 2, (y == 5).strength(.weak), x + y == 20, x <= 1]) }
            case "unsatisfiableSingle": caught { try failed.addConstraint(x - x == 1) }
            case "requiredEdit": caught { try failed.addEditVariable(x, strength: .required) }
            default:
                caught { try failed.addEditVariable(x, strength: .required) }
                    ?? caught { try failed.addConstraints([x >= 3, x <= 2]) }
            }
        #expect(error != nil, "\(failure) did not fail")
        let fresh = Solver()
        #expect(SolverSnapshot(failed, [x, y]) == SolverSnapshot(fresh, [x, y]))
        #expect(failed.constraints.isEmpty)
        #expect(failed._invariantViolations().isEmpty)

        // x ≥ 2, x + y = 20, y = 5 (weak) and an edit on x at 7: x = 7, y = 13.
        let later = [x >= 2, (y == 5).strength(.weak), x + y == 20]
        for solver in [fresh, failed] {
            try solver.addConstraints(later)
            try solver.addEditVariable(x, strength: .strong)
            try solver.suggestValue(x, 7)
        }
        #expect(approx(failed.value(of: x), 7) && approx(failed.value(of: y), 13))
        #expect(SolverSnapshot(failed, [x, y]) == SolverSnapshot(fresh, [x, y]))
        #expect(failed._invariantViolations().isEmpty)
    }

    /// Once anything was added, a failure is undone entry by entry: the rows and symbols of
    /// the earlier operation stay.
    @Test func failureAfterTheFirstAddKeepsTheFirstAdd() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 2)
        let before = SolverSnapshot(solver, [x])
        #expect(caught { try solver.addConstraints([x == 10, x <= 1]) } != nil)
        #expect(SolverSnapshot(solver, [x]) == before)
        #expect(solver.constraints.count == 1)
    }

    /// Repeated failures do not accumulate anything.
    @Test func repeatedFailuresDoNotAccumulate() throws {
        let s = try Setup()
        let before = s.snapshot
        for i in 0..<200 {
            let bad = s.x <= Double(-i)
            #expect(caught { try s.solver.addConstraint(bad) } != nil)
        }
        #expect(s.snapshot == before)
    }
}
