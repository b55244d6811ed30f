// kiwi's term tests (tests/TermTest.cpp and py/tests/test_term.py), in Swift.
//
// No equivalent: `Term("")` (TypeError), `t * v` and `t / v2` (TypeError) and `t1 < t2`,
// `t1 != t2`, `t1 > t2` (TypeError) do not type-check in Swift. `t / 0` (ZeroDivisionError)
// is IEEE division in Swift. The garbage-collection checks have no meaning under ARC.

import Cassowary
import Testing

@Suite("kiwi: term")
struct KiwiTermTests {
    /// kiwi's fixture: `t = 10·foo`, `t2 = bar`.
    struct Fixture {
        let v = Variable("foo")
        let v2 = Variable("bar")
        var t: Term { Term(v, coefficient: 10) }
        var t2: Term { Term(v2) }
    }

    /// kiwi: tests/TermTest.cpp::TermCreation
    /// kiwi: py/tests/test_term.py::test_term_creation
    @Test func termCreation() {
        let v = Variable("foo")
        let t1 = Term(v)
        #expect(t1.variable.isSame(as: v))
        #expect(t1.coefficient == 1)

        let t2 = Term(v, coefficient: 100)
        #expect(t2.variable.isSame(as: v))
        #expect(t2.coefficient == 100)

        // kiwi: str(t) == "100 * foo".
        #expect(t2.description.contains("100"))
        #expect(t2.description.hasSuffix("* foo"))
        #expect(t1.description == "foo")
    }

    /// kiwi: tests/TermTest.cpp::TermNeg
    /// kiwi: py/tests/test_term.py::test_term_neg
    @Test func termNeg() {
        let f = Fixture()
        let neg = -f.t
        #expect(neg.variable.isSame(as: f.v))
        #expect(neg.coefficient == -10)
    }

    /// kiwi: tests/TermTest.cpp::TermMul
    /// kiwi: py/tests/test_term.py::test_term_mul
    @Test func termMul() {
        let f = Fixture()
        for mul in [f.t * 2, 2.0 * f.t] {
            #expect(mul.variable.isSame(as: f.v))
            #expect(mul.coefficient == 20)
        }
    }

    /// kiwi: tests/TermTest.cpp::TermDiv
    /// kiwi: py/tests/test_term.py::test_term_div
    @Test func termDiv() {
        let f = Fixture()
        let div = f.t / 2
        #expect(div.variable.isSame(as: f.v))
        #expect(div.coefficient == 5)
    }

    /// kiwi: tests/TermTest.cpp::TermAdd
    /// kiwi: py/tests/test_term.py::test_term_add
    @Test func termAdd() {
        let f = Fixture()
        #expect(matches(f.t + 2, [(f.v, 10)], constant: 2))
        #expect(matches(2.0 + f.t, [(f.v, 10)], constant: 2))
        #expect(matches(f.t + f.v2, [(f.v, 10), (f.v2, 1)], constant: 0))
        #expect(matches(f.v2 + f.t, [(f.v2, 1), (f.v, 10)], constant: 0))
        #expect(matches(f.t + f.t2, [(f.v, 10), (f.v2, 1)], constant: 0))
    }

    /// kiwi: tests/TermTest.cpp::TermSub
    /// kiwi: py/tests/test_term.py::test_term_sub
    @Test func termSub() {
        let f = Fixture()
        #expect(matches(f.t - 2, [(f.v, 10)], constant: -2))
        #expect(matches(2.0 - f.t, [(f.v, -10)], constant: 2))
        #expect(matches(f.t - f.v2, [(f.v, 10), (f.v2, -1)], constant: 0))
        #expect(matches(f.v2 - f.t, [(f.v2, 1), (f.v, -10)], constant: 0))
        #expect(matches(f.t - f.t2, [(f.v, 10), (f.v2, -1)], constant: 0))
    }

    /// kiwi: tests/TermTest.cpp::TermRichCompareOperations
    /// kiwi: py/tests/test_term.py::test_term_rich_compare_operations
    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func termRichCompareOperations(relation: Relation) {
        let f = Fixture()
        let t1 = Term(f.v, coefficient: 10)
        let t2 = Term(f.v2, coefficient: 20)
        let c: Constraint =
            switch relation {
            case .lessThanOrEqual: t1 <= t2 + 1
            case .equal: t1 == t2 + 1
            case .greaterThanOrEqual: t1 >= t2 + 1
            }
        #expect(c.relation == relation)
        #expect(c.strength == .required)
        #expect(matches(c.expression, [(f.v, 10), (f.v2, -20)], constant: -1))
    }

    /// `evaluated` is the coefficient times the variable's value.
    @Test func termEvaluated() {
        let f = Fixture()
        #expect(f.t.evaluated { _ in 2.5 } == 25)
    }
}
