// kiwi's expression tests (tests/ExpressionTest.cpp and py/tests/test_expression.py), in
// Swift.
//
// No equivalent: `LinearExpression((1, …))` (TypeError), `e * v` and `e / v2` (TypeError: a product
// of variables is not linear) and `e < e2`, `e != e2`, `e > e2` (TypeError) do not type-check
// in Swift. `e / 0` (ZeroDivisionError) is IEEE division in Swift, with no error to check.
// The garbage-collection checks have no meaning under ARC.

import Cassowary
import TestSupport
import Testing

@Suite("kiwi: expression")
struct KiwiExpressionTests {
    /// kiwi's fixture: `e = 10·foo + 5`, `e2 = bar - 10`, `t = 10·foo`, `t2 = bar`.
    struct Fixture {
        let v = Variable("foo")
        let v2 = Variable("bar")
        var t: Term { Term(v, coefficient: 10) }
        var t2: Term { Term(v2) }
        var e: LinearExpression { t + 5 }
        var e2: LinearExpression { v2 - 10 }
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionCreation
    /// kiwi: py/tests/test_expression.py::test_expression_creation
    @Test func expressionCreation() {
        let v = Variable("foo")
        let v2 = Variable("bar")
        let v3 = Variable("aux")
        let terms = [Term(v, coefficient: 1), Term(v2, coefficient: 2), Term(v3, coefficient: 3)]
        let e1 = LinearExpression(terms)
        let e2 = LinearExpression(terms, constant: 10)

        #expect(matches(e1, [(v, 1), (v2, 2), (v3, 3)], constant: 0))
        #expect(matches(e2, [(v, 1), (v2, 2), (v3, 3)], constant: 10))

        // kiwi: str(e2) == "1 * foo + 2 * bar + 3 * aux + 10"; ours names the terms in order.
        let text = e2.description
        let names = ["foo", "bar", "aux"]
        let positions = names.map { name in text.indices.firstIndex { text[$0...].hasPrefix(name) } }
        #expect(positions.allSatisfy { $0 != nil })
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted())
        #expect(text.contains("10"))
    }

    /// The other initializers: a variable, a term, a constant.
    @Test func expressionInitializers() {
        let v = Variable("foo")
        #expect(matches(LinearExpression(v), [(v, 1)], constant: 0))
        #expect(matches(LinearExpression(Term(v, coefficient: 4)), [(v, 4)], constant: 0))
        #expect(matches(LinearExpression(constant: 7), [], constant: 7))
        #expect(matches(LinearExpression(), [], constant: 0))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionNeg
    /// kiwi: py/tests/test_expression.py::test_expression_neg
    @Test func expressionNeg() {
        let f = Fixture()
        #expect(matches(-f.e, [(f.v, -10)], constant: -5))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionMul
    /// kiwi: py/tests/test_expression.py::test_expression_mul
    @Test func expressionMul() {
        let f = Fixture()
        #expect(matches(f.e * 2.0, [(f.v, 20)], constant: 10))
        #expect(matches(2.0 * f.e, [(f.v, 20)], constant: 10))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionDiv
    /// kiwi: py/tests/test_expression.py::test_expression_div
    @Test func expressionDiv() {
        let f = Fixture()
        #expect(matches(f.e / 2, [(f.v, 5)], constant: 2.5))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionAddition
    /// kiwi: py/tests/test_expression.py::test_expression_addition
    @Test func expressionAddition() {
        let f = Fixture()
        #expect(matches(f.e + 2, [(f.v, 10)], constant: 7))
        #expect(matches(2.0 + f.e, [(f.v, 10)], constant: 7))
        #expect(matches(f.e + f.v2, [(f.v, 10), (f.v2, 1)], constant: 5))
        #expect(matches(f.e + f.t2, [(f.v, 10), (f.v2, 1)], constant: 5))
        #expect(matches(f.e + f.e2, [(f.v, 10), (f.v2, 1)], constant: -5))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionSubtraction
    /// kiwi: py/tests/test_expression.py::test_expressions_substraction
    ///
    /// Terms are kept as written, so `bar - e` starts with `bar` (as in kiwi's C++ test; the
    /// Python binding happens to put `foo` first).
    @Test func expressionSubtraction() {
        let f = Fixture()
        #expect(matches(f.e - 2, [(f.v, 10)], constant: 3))
        #expect(matches(2.0 - f.e, [(f.v, -10)], constant: -3))
        #expect(matches(f.e - f.v2, [(f.v, 10), (f.v2, -1)], constant: 5))
        #expect(matches(f.v2 - f.e, [(f.v2, 1), (f.v, -10)], constant: -5))
        #expect(matches(f.e - f.t2, [(f.v, 10), (f.v2, -1)], constant: 5))
        #expect(matches(f.t2 - f.e, [(f.v2, 1), (f.v, -10)], constant: -5))
        #expect(matches(f.e - f.e2, [(f.v, 10), (f.v2, -1)], constant: 15))
    }

    /// kiwi: tests/ExpressionTest.cpp::ExpressionRichCompareOperations
    /// kiwi: py/tests/test_expression.py::test_expression_rich_compare_operations
    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func expressionRichCompareOperations(relation: Relation) {
        let f = Fixture()
        let c: Constraint =
            switch relation {
            case .lessThanOrEqual: f.e <= f.e2
            case .equal: f.e == f.e2
            case .greaterThanOrEqual: f.e >= f.e2
            }
        #expect(c.relation == relation)
        #expect(c.strength == .required)
        #expect(matches(c.expression, [(f.v, 10), (f.v2, -1)], constant: 15))
    }

    /// `evaluated` sums the terms and the constant; `reduced` collects like terms, drops
    /// zero ones and keeps the order of first appearance.
    @Test func evaluatedAndReduced() {
        let f = Fixture()
        let value = { (x: Variable) in x.isSame(as: f.v) ? 2.0 : 3.0 }
        #expect(f.e.evaluated(value) == 25)
        #expect((f.e - f.e2).evaluated(value) == 32)

        let raw = f.v2 + f.t - f.v2 + 3 * f.v - 1
        #expect(raw.terms.count == 4)
        #expect(matches(raw.reduced, [(f.v, 13)], constant: -1))
        #expect(matches((f.v2 + f.v + f.v2).reduced, [(f.v2, 2), (f.v, 1)], constant: 0))
        #expect(matches((f.v2 + 2 * f.v + 5).reduced, [(f.v2, 1), (f.v, 2)], constant: 5))
        #expect(matches((f.v2 + 0 * f.v).reduced, [(f.v2, 1)], constant: 0))
    }

    /// `reduced` on random expressions of 1 to 20 terms over five variables (short ones are
    /// scanned, long ones hashed): the same terms, order and sums as collecting them by hand.
    @Test(arguments: 0..<40)
    func reducedMatchesCollectingByHand(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 7)
        let variables = (0..<5).map { Variable("x\($0)") }
        let count = Int.random(in: 1...20, using: &rng)
        var terms: [Term] = []
        for _ in 0..<count {
            // Integers, some cancelling: sums are exact, so any order would give them.
            let coefficient = Double(Int.random(in: -3...3, using: &rng))
            terms.append(Term(variables[Int.random(in: 0..<5, using: &rng)], coefficient: coefficient))
        }
        var order: [Int] = []
        var sums = [Double](repeating: 0, count: 5)
        for term in terms {
            let i = variables.firstIndex { $0.isSame(as: term.variable) }!
            if !order.contains(i) { order.append(i) }
            sums[i] += term.coefficient
        }
        let expected = order.filter { sums[$0] != 0 }.map { (variables[$0], sums[$0]) }
        let reduced = LinearExpression(terms, constant: 4).reduced
        #expect(matches(reduced, expected, constant: 4))
    }
}
