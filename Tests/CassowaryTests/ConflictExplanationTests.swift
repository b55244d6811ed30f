// `SolverError.unsatisfiableConstraint(_, conflicts:)` names a minimal conflicting set of the
// required constraints already in the solver, ordered as they were added.

import Cassowary
import Testing

@Suite("Minimal conflict explanations")
struct ConflictExplanationTests {
    /// Adds `constraint`, expects it to be rejected, and returns the conflicts.
    func conflicts(adding constraint: Constraint, to solver: Solver) throws -> [Constraint] {
        let error = try #require(caught { try solver.addConstraint(constraint) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === constraint)
        return try #require(error.conflicts)
    }

    /// One bound among unrelated constraints: the explanation is that bound alone.
    @Test func singleBoundAmongUnrelated() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let a = x >= 10
        let b = y >= 0
        let c = y <= 100
        let d = z == 5
        try solver.addConstraints([b, a, c, d])
        let found = try conflicts(adding: x <= 5, to: solver)
        #expect(sameConstraints(found, [a]), "\(found)")
    }

    /// A chain x ≤ y ≤ z ≤ 3 against x ≥ 10, interleaved with constraints on x that do not
    /// matter (x + w ≤ 1000 with w ≥ 100 only caps x at 900): exactly the chain, in the
    /// order added.
    @Test func chainInterleavedWithIrrelevantConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let a = (x <= y).identifier("a")
        let b = (y <= z).identifier("b")
        let c = (z <= 3).identifier("c")
        let d = (w >= 100).identifier("d")
        let e = (x + w <= 1000).identifier("e")
        for constraint in [a, d, b, e, c] { try solver.addConstraint(constraint) }
        let found = try conflicts(adding: x >= 10, to: solver)
        #expect(sameConstraints(found, [a, b, c]), "\(found)")
    }

    /// Equalities: x + y = 10 and x = 3 force y = 7, against y ≥ 8.
    @Test func equalitiesForceAValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let a = x + y == 10
        let b = z == 1
        let c = x == 3
        let d = y + z <= 50
        try solver.addConstraints([a, b, c, d])
        let found = try conflicts(adding: y >= 8, to: solver)
        #expect(sameConstraints(found, [a, c]), "\(found)")
    }

    /// Optional constraints are never part of an explanation, whatever their strength.
    @Test func optionalConstraintsAreNotConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 10
        try solver.addConstraint((x <= 0).strength(.strong))
        try solver.addConstraint(a)
        try solver.addConstraint((x <= 1).strength(.priority(999)))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, -4)
        let found = try conflicts(adding: x <= 5, to: solver)
        #expect(sameConstraints(found, [a]), "\(found)")
    }

    /// Two independent reasons (x ≥ 10, x ≥ 20): either alone is a minimal explanation; the
    /// answer must be one of them, not both.
    @Test func severalMinimalSetsGiveOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 10
        let b = x >= 20
        try solver.addConstraints([a, b])
        let new = x <= 5
        let found = try conflicts(adding: new, to: solver)
        #expect(found.count == 1)
        #expect(found.first === a || found.first === b)
        #expect(isMinimalConflict(new, found))
    }

    /// A conflict that needs two constraints together: x ≤ 3 and y ≤ 4 against
    /// x + y ≥ 10; the lower bounds on x and y play no part.
    @Test func combinationOfBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let lowX = x >= 0
        let capX = x <= 3
        let lowY = y >= 0
        let capY = y <= 4
        try solver.addConstraints([lowX, capX, lowY, capY])
        let found = try conflicts(adding: x + y >= 10, to: solver)
        #expect(sameConstraints(found, [capX, capY]), "\(found)")
    }

    /// The explanation comes from the solver's state, not from the history: constraints
    /// removed earlier never appear, and re-added ones appear in their new place.
    @Test func explanationFollowsRemovals() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= y
        let b = y >= 10
        let old = x >= 50
        try solver.addConstraints([old, a, b])
        try solver.removeConstraint(old)
        try solver.removeConstraint(a)
        try solver.addConstraint(a)
        let found = try conflicts(adding: x <= 5, to: solver)
        #expect(sameConstraints(found, [b, a]), "\(found)")
    }

    /// A rejected member of a batch is explained with the constraints before it in the
    /// solver (or the batch), minimally.
    @Test func batchFailureIsExplained() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= 10
        try solver.addConstraint(a)
        let bad = x + y <= 0
        let error = try #require(caught { try solver.addConstraints([y >= 0, y <= 100, bad]) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === bad)
        let found = try #require(error.conflicts)
        #expect(isMinimalConflict(bad, found), "\(found)")
        #expect(found.contains { $0 === a })
    }

    /// `setConstant` on a required constraint is explained the same way.
    @Test func setConstantConflictIsExplained() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let floor = x >= 0
        let unrelated = y == 3
        let cap = x <= 10
        try solver.addConstraints([floor, unrelated, cap])
        let error = try #require(caught { try solver.setConstant(of: cap, to: 5) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === cap)
        #expect(sameConstraints(error.conflicts ?? [], [floor]))
        #expect(solver.constant(of: cap) == -10)
    }
}
