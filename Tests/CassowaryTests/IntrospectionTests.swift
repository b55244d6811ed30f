// Introspection: `constraintsDetermining(_:)` (the active constraints a value depends on, in
// the order added) and `isAmbiguous(_:)` (the value could change at no cost), on small
// systems worked out by hand.

import Cassowary
import TestSupport
import Testing

@Suite("Introspection")
struct IntrospectionTests {
    /// x ≥ 10 holds x against a weak pull to 0: x depends on the bound, not on the violated
    /// weak constraint (changing its constant does not move x); y == 5 is unrelated.
    @Test func boundDeterminesValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= 10
        let b = (x == 0).strength(.weak)
        let c = y == 5
        try solver.addConstraints([a, b, c])
        #expect(approx(solver.value(of: x), 10))
        #expect(sameConstraints(solver.constraintsDetermining(x), [a]))
        #expect(sameConstraints(solver.constraintsDetermining(y), [c]))
    }

    /// A chain: x + y = 100 and y = 30 give x = 70; z ≥ x with a weak pull down gives z = 70,
    /// which depends on all three; w is pinned alone.
    @Test func chainOfDependencies() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let a = x + y == 100
        let b = y == 30
        let c = w == 1
        let d = z >= x
        let e = (z == 0).strength(.weak)
        try solver.addConstraints([a, b, c, d, e])
        #expect(approx(solver.value(of: x), 70))
        #expect(approx(solver.value(of: z), 70))
        #expect(sameConstraints(solver.constraintsDetermining(x), [a, b]))
        #expect(sameConstraints(solver.constraintsDetermining(y), [b]))
        #expect(sameConstraints(solver.constraintsDetermining(z), [a, b, d]))
        #expect(sameConstraints(solver.constraintsDetermining(w), [c]))
    }

    /// An optional constraint that holds exactly determines the value: x = 7 from a strong
    /// pin, and a slack bound x ≤ 100 plays no part.
    @Test func satisfiedOptionalDetermines() throws {
        let solver = Solver()
        let x = Variable("x")
        let slack = x <= 100
        let pin = (x == 7).strength(.strong)
        try solver.addConstraints([slack, pin])
        #expect(approx(solver.value(of: x), 7))
        #expect(sameConstraints(solver.constraintsDetermining(x), [pin]))
    }

    /// Determining constraints change with the solution: once the bound takes over, the pin
    /// no longer determines the value.
    @Test func determiningFollowsTheSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = (x == 7).strength(.strong)
        try solver.addConstraint(pin)
        #expect(sameConstraints(solver.constraintsDetermining(x), [pin]))
        let bound = x >= 20
        try solver.addConstraint(bound)
        #expect(approx(solver.value(of: x), 20))
        #expect(sameConstraints(solver.constraintsDetermining(x), [bound]))
        try solver.removeConstraint(bound)
        #expect(sameConstraints(solver.constraintsDetermining(x), [pin]))
    }

    /// A variable the solver does not know is determined by nothing.
    @Test func unknownVariable() {
        let solver = Solver()
        #expect(solver.constraintsDetermining(Variable("stranger")).isEmpty)
    }

    /// x + y = 10 alone leaves both free.
    @Test func underdeterminedSum() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint((x == 3).strength(.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(approx(solver.value(of: y), 7))
    }

    /// Pinned, bounded and pulled variables are not ambiguous.
    @Test func uniqueValues() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(x == 5)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint((y == 5).strength(.weak))
        try solver.addConstraint(z >= 10)
        try solver.addConstraint((z == 0).strength(.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(z))
    }

    /// Equal-weight opposite pulls: any x in [0, 10] costs 10, so x is ambiguous, and so is
    /// y = 2x; a medium pull settles both.
    @Test func tiedPullsAreAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint((x == 0).strength(.weak))
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addConstraint(y == 2 * x)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        let settle = (x == 10).strength(.medium)
        try solver.addConstraint(settle)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(approx(solver.value(of: y), 20))
        try solver.removeConstraint(settle)
        #expect(solver.isAmbiguous(x))
    }

    /// Levels: a tie at 500 (x in [0, 10]) narrowed at 400 (x ≥ 3) is still ambiguous; a pin at
    /// 100 (x = 4) settles it, and a strong weight below every tier settles it too.
    @Test func ambiguityAcrossLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).strength(.priority(500)))
        try solver.addConstraint((x == 10).strength(.priority(500)))
        try solver.addConstraint((x >= 3).strength(.priority(400)))
        #expect(solver.isAmbiguous(x))
        let pin = (x == 4).strength(.priority(100))
        try solver.addConstraint(pin)
        #expect(!solver.isAmbiguous(x))
        #expect(approx(solver.value(of: x), 4))
        try solver.removeConstraint(pin)
        try solver.addConstraint((x == 6).strength(.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(approx(solver.value(of: x), 6))
    }

    /// Freedom limited by inequalities is still freedom: 0 ≤ x ≤ 1 with no preference.
    @Test func boundedButFree() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 1)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x <= 0)
        #expect(!solver.isAmbiguous(x))
    }
}
