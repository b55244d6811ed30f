// kiwi's variable tests (tests/VariableTest.cpp and py/tests/test_variable.py), in Swift.
//
// No equivalent: `v.setName(1)`, `v.setName(b"r")`, `Variable(1)`, `v * v2`, `v / v2`,
// `v + ""` and `v < v2`, `v != v2`, `v > v2` (TypeError) do not type-check in Swift; `v / 0`
// (ZeroDivisionError) is IEEE division in Swift. Our variables are immutable values: the name
// is given at creation (no `setName`), there is no `context` (key a dictionary by `v.id`), and
// the value lives in the solver (`solver.value(of:)`).

import Cassowary
import Testing

@Suite("kiwi: variable")
struct KiwiVariableTests {
    /// kiwi: tests/VariableTest.cpp::VariableMethods
    /// kiwi: py/tests/test_variable.py::test_variable_methods
    @Test func variableMethods() {
        let v = Variable()
        #expect(v.name == "")
        #expect(v.description == "<unnamed>")
        #expect(Variable("Δ").name == "Δ")
        let foo = Variable("foo")
        #expect(foo.name == "foo")
        #expect(foo.description == "foo")

        // kiwi: a new variable's value is 0.
        let solver = Solver()
        #expect(solver.value(of: foo) == 0)
        #expect(solver.value(of: foo).sign == .plus)

        // kiwi's context: here a dictionary keyed by the variable's identity.
        var context: [ObjectIdentifier: String] = [:]
        #expect(context[foo.id] == nil)
        context[foo.id] = "ctx"
        #expect(context[foo.id] == "ctx")
    }

    /// Identity: a copy is the same variable; a namesake is not.
    @Test func variableIdentity() {
        let v = Variable("foo")
        let copy = v
        let namesake = Variable("foo")
        #expect(copy.isSame(as: v))
        #expect(copy.id == v.id)
        #expect(!namesake.isSame(as: v))
        #expect(namesake.id != v.id)
    }

    /// kiwi: tests/VariableTest.cpp::VariableNeg
    /// kiwi: py/tests/test_variable.py::test_variable_neg
    @Test func variableNeg() {
        let v = Variable("foo")
        let neg = -v
        #expect(neg.variable.isSame(as: v))
        #expect(neg.coefficient == -1)
    }

    /// kiwi: tests/VariableTest.cpp::VariableMul
    /// kiwi: py/tests/test_variable.py::test_variable_mul
    @Test func variableMul() {
        let v = Variable("foo")
        for mul in [v * 2.0, 2 * v] {
            #expect(mul.variable.isSame(as: v))
            #expect(mul.coefficient == 2)
        }
    }

    /// kiwi: tests/VariableTest.cpp::VariableDivision
    /// kiwi: py/tests/test_variable.py::test_variable_division
    @Test func variableDivision() {
        let v = Variable("foo")
        let div = v / 2.0
        #expect(div.variable.isSame(as: v))
        #expect(div.coefficient == 0.5)
    }

    /// kiwi: tests/VariableTest.cpp::VariableAddition
    /// kiwi: py/tests/test_variable.py::test_variable_addition
    @Test func variableAddition() {
        let v = Variable("foo")
        let v2 = Variable("bar")
        #expect(matches(v + 2, [(v, 1)], constant: 2))
        #expect(matches(2.0 + v, [(v, 1)], constant: 2))
        #expect(matches(v + v2, [(v, 1), (v2, 1)], constant: 0))
    }

    /// kiwi: tests/VariableTest.cpp::VariableSubtraction
    /// kiwi: py/tests/test_variable.py::test_variable_sub
    @Test func variableSubtraction() {
        let v = Variable("foo")
        let v2 = Variable("bar")
        #expect(matches(v - 2, [(v, 1)], constant: -2))
        #expect(matches(2 - v, [(v, -1)], constant: 2))
        #expect(matches(v - v2, [(v, 1), (v2, -1)], constant: 0))
    }

    /// kiwi: tests/VariableTest.cpp::VariableRichCompareOperations
    /// kiwi: py/tests/test_variable.py::test_variable_rich_compare_operations
    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func variableRichCompareOperations(relation: Relation) {
        let v = Variable("foo")
        let v2 = Variable("Δ")

        // The Python form, `v OP v2 + 1`.
        let c: Constraint =
            switch relation {
            case .lessThanOrEqual: v <= v2 + 1
            case .equal: v == v2 + 1
            case .greaterThanOrEqual: v >= v2 + 1
            }
        #expect(c.relation == relation)
        #expect(c.strength == .required)
        #expect(matches(c.expression, [(v, 1), (v2, -1)], constant: -1))

        // The C++ form, `v2 + 1 OP v`.
        let d: Constraint =
            switch relation {
            case .lessThanOrEqual: v2 + 1 <= v
            case .equal: v2 + 1 == v
            case .greaterThanOrEqual: v2 + 1 >= v
            }
        #expect(d.relation == relation)
        #expect(d.strength == .required)
        #expect(matches(d.expression, [(v2, 1), (v, -1)], constant: 1))
    }
}
