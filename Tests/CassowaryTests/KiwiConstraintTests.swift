// kiwi's constraint tests (tests/ConstraintTest.cpp and py/tests/test_constraint.py), in
// Swift.
//
// No equivalent: `Constraint(1, "==")` and `Constraint(v + 1, 1)` (TypeError) do not type-check
// in Swift; `Constraint(v + 1, "!=")` (ValueError) cannot be written, as `Relation` has only
// the three relations; `c | "unknown"` (ValueError) cannot be written, as strengths are
// values, not strings; the garbage-collection checks have no meaning under ARC.

import Cassowary
import Testing

@Suite("kiwi: constraint")
struct KiwiConstraintTests {
    /// kiwi: tests/ConstraintTest.cpp::ConstraintCreationEQ
    /// kiwi: tests/ConstraintTest.cpp::ConstraintCreationLE
    /// kiwi: tests/ConstraintTest.cpp::ConstraintCreationGE
    /// kiwi: py/tests/test_constraint.py::test_constraint_creation
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func constraintCreation(relation: Relation) throws {
        let v = Variable("foo")
        let c = Constraint(v + 1, relation)

        #expect(c.strength == .required)
        #expect(c.relation == relation)
        #expect(c.identifier == nil)
        #expect(c.expression.constant == 1)
        #expect(c.expression.terms.count == 1)
        let term = try #require(c.expression.terms.first)
        #expect(term.variable.isSame(as: v))
        #expect(term.coefficient == 1)

        // kiwi's format is `1 * foo + 1 == 0 | strength = 1.001e+09`; ours is documented as
        // `identifier: expression OP 0 @ strength`, with no strength shown for `required`.
        #expect(c.description.contains("foo"))
        #expect(c.description.hasSuffix("\(relation) 0"))
        #expect(!c.description.contains("@"))
    }

    /// kiwi: tests/ConstraintTest.cpp::ConstraintCreationWithStrength
    /// kiwi: py/tests/test_constraint.py::test_constraint_creation (the strength loop)
    @Test(arguments: [Strength.weak, .medium, .strong, .required])
    func constraintCreationWithStrength(strength: Strength) {
        let v = Variable("foo")
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            let c = Constraint(v + 1, relation, strength: strength)
            #expect(c.strength == strength)
            #expect(c.relation == relation)
        }
    }

    /// kiwi: py/tests/test_constraint.py::test_constraint_creation2
    ///
    /// kiwi rejects a non-expression and an unknown operator at run time; in Swift both are
    /// compile-time errors. What remains: the two-sided initializer reduces `lhs - rhs`.
    @Test func constraintCreationTwoSided() throws {
        let v = Variable("foo")
        let w = Variable("bar")
        let c = Constraint(2 * v + 3, .lessThanOrEqual, v + w - 1)

        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.constant == 4)
        #expect(c.expression.terms.count == 2)
        let first = try #require(c.expression.terms.first)
        let second = try #require(c.expression.terms.last)
        #expect(first.variable.isSame(as: v) && first.coefficient == 1)
        #expect(second.variable.isSame(as: w) && second.coefficient == -1)
    }

    /// kiwi: py/tests/test_constraint.py::test_constraint_repr
    ///
    /// kiwi checks that `repr` shows the operator; ours is `description`.
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func constraintRepr(relation: Relation) {
        let v = Variable("foo")
        let c = Constraint(v + 1, relation)
        #expect(c.description.contains(relation.description))
        #expect(["==", "<=", ">="].contains(relation.description))

        let named = c.strength(.strong).identifier("sum")
        #expect(named.description.hasPrefix("sum: "))
        #expect(named.description.hasSuffix("@ strong"))
    }

    /// kiwi: tests/ConstraintTest.cpp::ConstraintOrOperator
    /// kiwi: py/tests/test_constraint.py::test_constraint_or_operator
    ///
    /// kiwi's `c | strength` is `c.strength(_:)`, which returns a new constraint.
    @Test(arguments: [Strength.weak, .medium, .strong, .required, .create(1, 1, 0)])
    func constraintOrOperator(strength: Strength) {
        let v = Variable("foo")
        let c = Constraint(v + 1, .equal)

        let c2 = c.strength(strength)
        #expect(c2.strength == strength)
        #expect(c2 !== c)
        #expect(c2 != c)
        #expect(c.strength == .required)
        #expect(c2.relation == c.relation)
        #expect(c2.expression.constant == c.expression.constant)
        #expect(c2.expression.terms.count == c.expression.terms.count)
    }

    /// Constraints have identity: two constraints with one equation are two constraints, and
    /// a solver holds both.
    @Test func constraintIdentity() throws {
        let v = Variable("foo")
        let a = v >= 1
        let b = v >= 1
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)

        let solver = Solver()
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        #expect(sameConstraints(solver.constraints, [a, b]))
    }

    /// `isSatisfied` (kiwi's `violated()` negated) for each relation, with the tolerance
    /// scaled by the size of the terms.
    @Test func isSatisfied() {
        let v = Variable("v")
        let at = { (value: Double) in { (_: Variable) in value } }
        #expect((v == 3).isSatisfied(at(3)))
        #expect(!(v == 3).isSatisfied(at(3.001)))
        #expect((v <= 3).isSatisfied(at(2)))
        #expect(!(v <= 3).isSatisfied(at(4)))
        #expect((v >= 3).isSatisfied(at(4)))
        #expect(!(v >= 3).isSatisfied(at(2)))
        #expect((v == 3).isSatisfied(at(3 + 1e-10)))
        #expect((v == 1e9).isSatisfied(at(1e9 + 1)))
        #expect(!(v == 1e9).isSatisfied(tolerance: 1e-12, at(1e9 + 1)))
    }

    /// `violation`: the amount on the wrong side over the largest of |c|, the |aᵢ·xᵢ| and 1.
    @Test func violation() {
        let v = Variable("v")
        let at = { (value: Double) in { (_: Variable) in value } }
        #expect((v + 2 == 10).violation(at(7)) == 1.0 / 8)  // v − 8 = −1; |−8| is the largest
        #expect((v <= 3).violation(at(2)) == 0)
        #expect((v <= 3).violation(at(5)) == 2.0 / 5)  // v − 3 = 2; |v| = 5
        #expect((v >= 3).violation(at(2)) == 1.0 / 3)  // v − 3 = −1; |−3| = 3
        #expect((0.5 * v == 0.25).violation(at(0)) == 0.25)  // the scale is at least 1
    }

    /// `identifier(_:)` keeps the equation and strength.
    @Test func constraintIdentifier() {
        let v = Variable("foo")
        let c = (v == 3).strength(.medium).identifier("pin")
        #expect(c.identifier == "pin")
        #expect(c.strength == .medium)
        #expect(c.relation == .equal)
        #expect(c.expression.constant == -3)
    }
}
