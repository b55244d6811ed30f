// Edit variables (`addEditVariable`, `suggestValue`, `removeEditVariable`) beyond kiwi's
// tests: the documented start value, removal, and how edit constraints show in the
// constraint list.

import Cassowary
import TestSupport
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    /// The edit constraint `variable == v` starts with v = 0.
    @Test func editStartsAtZero() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.weak))
        #expect(approx(solver.value(of: x), 10))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(x, 4)
        #expect(approx(solver.value(of: x), 4))
    }

    /// Removing an edit variable removes its pull; the other constraints take over.
    @Test func removeEditRestoresOtherConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.weak))
        let before = solver.statistics
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, -3)
        #expect(approx(solver.value(of: x), -3))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(approx(solver.value(of: x), 10))
        #expect(solver.statistics == before)
    }

    /// A required bound stops an edit; the edit resumes when the bound goes.
    @Test func requiredBoundStopsEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = x <= 100
        try solver.addConstraint(bound)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 250)
        #expect(approx(solver.value(of: x), 100))
        try solver.removeConstraint(bound)
        #expect(approx(solver.value(of: x), 250))
    }

    /// Two edits at different strengths on one sum: the stronger one wins.
    @Test func strongerEditWins() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.addConstraint(a == b)
        try solver.addEditVariable(a, strength: .medium)
        try solver.addEditVariable(b, strength: .strong)
        try solver.suggestValue(a, 1)
        try solver.suggestValue(b, 2)
        #expect(approx(solver.value(of: a), 2))
        #expect(approx(solver.value(of: b), 2))
    }

    /// A variable may be an edit variable again after removal, at another strength.
    @Test func reAddEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 7).strength(.medium))
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 1)
        #expect(approx(solver.value(of: x), 7))
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1)
        #expect(approx(solver.value(of: x), 1))
    }

    /// Whatever `constraints` lists is in the solver: `hasConstraint` agrees, and removing a
    /// listed constraint does not fail with `unknownConstraint` (edit constraints included,
    /// if they are listed at all).
    @Test func listedConstraintsAreKnown() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 0
        try solver.addConstraint(floor)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        for c in solver.constraints {
            #expect(solver.hasConstraint(c))
            let error = caught { try solver.removeConstraint(c) }
            #expect(error?.kind != "unknownConstraint", "listed but unknown: \(c)")
        }
    }

    /// The constraints a user added are listed in the order added, with edits or without.
    @Test func userConstraintsListedInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= 0
        let b = y == x + 1
        try solver.addConstraint(a)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(b)
        let listed = solver.constraints.filter { $0 === a || $0 === b }
        #expect(sameConstraints(listed, [a, b]))
    }
}
