// Random conflict tests: random required constraints and constants against systems that
// are feasible by construction; every rejection must be explained minimally and change
// nothing.

import Cassowary
import Testing

@Suite("Random conflicts")
struct RandomConflictTests {
    /// Random required constraints against a feasible system: when one is rejected, the
    /// explanation is a minimal conflicting set of constraints in the solver, ordered as added,
    /// and the solver is unchanged.
    @Test(arguments: 0..<30)
    func randomConflictsAreMinimal(seed: UInt64) throws {
        var sys = RandomSystem(seed: seed &* 104_729 &+ 3)
        let solver = Solver()
        for _ in 0..<sys.int(3...8) { try solver.addConstraint(sys.feasibleRequired()) }
        try solver.addConstraint(sys.randomOptional())
        for trial in 0..<12 {
            let before = SolverSnapshot(solver, sys.variables)
            let c = sys.randomRequired()
            if let error = caught({ try solver.addConstraint(c) }) {
                #expect(error.kind == "unsatisfiableConstraint")
                #expect(error.constraint === c)
                let conflicts = error.conflicts ?? []
                checkExplanation(solver, conflicts, "seed \(seed) trial \(trial)")
                #expect(isMinimalConflict(c, conflicts), "seed \(seed) trial \(trial): \(c) vs \(conflicts)")
                #expect(SolverSnapshot(solver, sys.variables) == before)
            } else {
                #expect(requiredConstraintsHold(solver))
                try solver.removeConstraint(c)
            }
        }
    }

    /// Random new constants for required constraints: a rejected one keeps the old constant,
    /// changes nothing, and is explained minimally; an accepted one holds.
    @Test(arguments: 0..<30)
    func randomConstantConflictsAreMinimal(seed: UInt64) throws {
        var sys = RandomSystem(seed: seed &* 15_485_863 &+ 5)
        let solver = Solver()
        var required: [Constraint] = []
        for _ in 0..<sys.int(3...8) {
            let c = sys.feasibleRequired()
            try solver.addConstraint(c)
            required.append(c)
        }
        try solver.addConstraint(sys.randomOptional())
        for trial in 0..<12 {
            let before = SolverSnapshot(solver, sys.variables)
            let target = required[sys.int(0...required.count - 1)]
            let k = Double(sys.int(-40...40))
            if let error = caught({ try solver.setConstant(of: target, to: k) }) {
                #expect(error.kind == "unsatisfiableConstraint")
                #expect(error.constraint === target)
                let conflicts = error.conflicts ?? []
                #expect(!conflicts.contains { $0 === target })
                checkExplanation(solver, conflicts, "seed \(seed) trial \(trial)")
                let changed = Constraint(LinearExpression(target.expression.terms, constant: k), target.relation)
                #expect(
                    isMinimalConflict(changed, conflicts), "seed \(seed) trial \(trial): \(changed) vs \(conflicts)")
                #expect(SolverSnapshot(solver, sys.variables) == before)
            } else {
                #expect(requiredConstraintsHold(solver), "seed \(seed) trial \(trial)")
                try solver.setConstant(of: target, to: target.expression.constant)
            }
        }
    }

    /// The members of an explanation are in the solver, in the order they were added.
    func checkExplanation(_ solver: Solver, _ conflicts: [Constraint], _ context: String) {
        #expect(conflicts.allSatisfy { solver.hasConstraint($0) }, "\(context): unknown conflict")
        let order = solver.constraints.map { ObjectIdentifier($0) }
        let positions = conflicts.compactMap { c in order.firstIndex(of: ObjectIdentifier(c)) }
        #expect(positions == positions.sorted(), "\(context): not in the order added")
    }
}
