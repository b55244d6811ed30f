// kiwi's solver tests (tests/SolverTest.cpp and py/tests/test_solver.py), in Swift.
//
// The Python suite also checks that the solver rejects arguments of the wrong type
// (`Solver(Variable())`, `s.addConstraint(object())`, …) with `TypeError`; Swift's type
// checker rejects those programs, so they have no runtime equivalent here.

import Cassowary
import TestSupport
import Testing

@Suite("kiwi: solver")
struct KiwiSolverTests {
    /// kiwi: tests/SolverTest.cpp::SolverCreation
    /// kiwi: py/tests/test_solver.py::test_solver_creation
    @Test func solverCreation() {
        let solver = Solver()
        #expect(solver.constraints.isEmpty)
        #expect(solver.statistics.constraints == 0)
        #expect(solver.statistics.rows == 0)
    }

    /// kiwi: tests/SolverTest.cpp::ManagingEditVariable
    /// kiwi: py/tests/test_solver.py::test_managing_edit_variable
    @Test func managingEditVariable() throws {
        let solver = Solver()
        let v1 = Variable("foo")
        let v2 = Variable("bar")

        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, strength: .weak)
        #expect(solver.hasEditVariable(v1))

        let duplicate = try #require(caught { try solver.addEditVariable(v1, strength: .medium) })
        #expect(duplicate.kind == "duplicateEditVariable")
        #expect(duplicate.variable?.isSame(as: v1) == true)

        let unknown = try #require(caught { try solver.removeEditVariable(v2) })
        #expect(unknown.kind == "unknownEditVariable")
        #expect(unknown.variable?.isSame(as: v2) == true)

        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))

        let required = try #require(caught { try solver.addEditVariable(v1, strength: .required) })
        #expect(required.kind == "requiredEditStrength")
        #expect(required.variable?.isSame(as: v1) == true)
        #expect(!solver.hasEditVariable(v1))

        try solver.addEditVariable(v2, strength: .strong)
        #expect(solver.hasEditVariable(v2))

        let suggest = try #require(caught { try solver.suggestValue(v1, 10) })
        #expect(suggest.kind == "unknownEditVariable")
        #expect(suggest.variable?.isSame(as: v1) == true)

        solver.reset()
        #expect(!solver.hasEditVariable(v2))
    }

    /// kiwi: tests/SolverTest.cpp::SuggestingValuesForEditVariables
    /// kiwi: py/tests/test_solver.py::test_suggesting_values_for_edit_variables
    @Test func suggestingValuesForEditVariables() throws {
        // An edit variable entering a weak equality.
        let solver = Solver()
        let v1 = Variable("foo")
        try solver.addEditVariable(v1, strength: .medium)
        try solver.addConstraint((v1 == 1).strength(.weak))
        try solver.suggestValue(v1, 2)
        solver.updateVariables()
        #expect(approx(solver.value(of: v1), 2))

        // An edit variable entering several rows of the solver.
        solver.reset()
        let w1 = Variable("foo")
        let w2 = Variable("bar")
        try solver.addEditVariable(w2, strength: .weak)
        try solver.addConstraint(w1 + w2 == 0)
        try solver.addConstraint(w2 <= -1)
        try solver.addConstraint((w2 >= 0).strength(.weak))
        try solver.suggestValue(w2, 0)
        solver.updateVariables()
        #expect(solver.value(of: w2) <= -1 + 1e-9)
        // Worked out: both weak wishes pull w2 up to 0, the required bound stops it at -1.
        #expect(approx(solver.value(of: w2), -1))
        #expect(approx(solver.value(of: w1), 1))
    }

    /// kiwi: tests/SolverTest.cpp::ManagingConstraints
    /// kiwi: py/tests/test_solver.py::test_managing_constraints
    @Test func managingConstraints() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c1 = v >= 1
        let c2 = v <= 0

        #expect(!solver.hasConstraint(c1))
        try solver.addConstraint(c1)
        #expect(solver.hasConstraint(c1))

        let duplicate = try #require(caught { try solver.addConstraint(c1) })
        #expect(duplicate.kind == "duplicateConstraint")
        #expect(duplicate.constraint === c1)

        let unknown = try #require(caught { try solver.removeConstraint(c2) })
        #expect(unknown.kind == "unknownConstraint")
        #expect(unknown.constraint === c2)

        let unsatisfiable = try #require(caught { try solver.addConstraint(c2) })
        #expect(unsatisfiable.kind == "unsatisfiableConstraint")
        #expect(unsatisfiable.constraint === c2)
        #expect(!solver.hasConstraint(c2))

        try solver.removeConstraint(c1)
        #expect(!solver.hasConstraint(c1))

        try solver.addConstraint(c2)
        #expect(solver.hasConstraint(c2))
        solver.reset()
        #expect(!solver.hasConstraint(c2))
    }

    /// kiwi: tests/SolverTest.cpp::SolvingUnderConstrainedSystem
    /// kiwi: py/tests/test_solver.py::test_solving_under_constrained_system
    @Test func solvingUnderConstrainedSystem() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, strength: .weak)
        try solver.addConstraint(c)
        try solver.suggestValue(v, 10)
        solver.updateVariables()

        let value = { (variable: Variable) in solver.value(of: variable) }
        #expect(approx(c.expression.evaluated(value), 21))
        let term = try #require(c.expression.terms.first)
        #expect(approx(term.evaluated(value), 20))
        #expect(term.variable.isSame(as: v))
        #expect(approx(solver.value(of: term.variable), 10))
    }

    /// kiwi: tests/SolverTest.cpp::SolvingWithStrength
    /// kiwi: py/tests/test_solver.py::test_solving_with_strength
    @Test func solvingWithStrength() throws {
        let v1 = Variable("foo")
        let v2 = Variable("bar")
        let solver = Solver()

        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint(v1 == 10)
        try solver.addConstraint((v2 >= 0).strength(.weak))
        solver.updateVariables()
        #expect(approx(solver.value(of: v1), 10))
        #expect(approx(solver.value(of: v2), -10))

        solver.reset()

        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint((v1 >= 10).strength(.medium))
        try solver.addConstraint((v2 == 2).strength(.strong))
        solver.updateVariables()
        #expect(approx(solver.value(of: v1), -2))
        #expect(approx(solver.value(of: v2), 2))
    }

    /// kiwi: tests/SolverTest.cpp::DumpingSolver
    /// kiwi: py/tests/test_solver.py::test_dumping_solver
    ///
    /// kiwi checks for its section headers; ours are documented as "objective levels, rows,
    /// infeasible rows, constraints and edit variables", so the check is on those words.
    @Test func dumpingSolver() throws {
        let v1 = Variable("foo")
        let v2 = Variable("bar")
        let solver = Solver()

        try solver.addEditVariable(v2, strength: .weak)
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint(v2 <= -1)
        try solver.addConstraint((v2 >= 0).strength(.weak))
        solver.updateVariables()
        #expect(caught { try solver.addConstraint(v2 >= 1) } != nil)

        let state = solver.dump.lowercased()
        #expect(!state.isEmpty)
        for word in ["objective", "infeasible", "constraint", "edit"] {
            #expect(state.contains(word), "dump lacks \(word): \(solver.dump)")
        }
        #expect(state.contains("row") || state.contains("tableau"), "dump lacks rows: \(solver.dump)")
        #expect(state.contains("bar"), "dump does not name the edit variable: \(solver.dump)")
    }

    /// kiwi: tests/SolverTest.cpp::HandlingInfeasibleConstraints
    /// kiwi: py/tests/test_solver.py::test_handling_infeasible_constraints
    ///
    /// The example of the Cassowary paper: the last suggestion makes the tableau infeasible
    /// and the dual simplex method repairs it.
    @Test func handlingInfeasibleConstraints() throws {
        let xm = Variable("xm")
        let xl = Variable("xl")
        let xr = Variable("xr")
        let solver = Solver()

        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)

        try solver.suggestValue(xm, 40)
        try solver.suggestValue(xr, 50)
        try solver.suggestValue(xl, 30)

        // A normal update.
        try solver.suggestValue(xm, 60)

        // An infeasible one, which needs the dual optimization.
        try solver.suggestValue(xm, 90)
        solver.updateVariables()
        #expect(approx(solver.value(of: xl) + solver.value(of: xr), 2 * solver.value(of: xm)))
        #expect(approx(solver.value(of: xl), 80))
        #expect(approx(solver.value(of: xr), 100))
        #expect(approx(solver.value(of: xm), 90))
    }

    /// kiwi: tests/SolverTest.cpp::ConstraintViolated
    /// kiwi: py/tests/test_solver.py::test_constraint_violated
    ///
    /// kiwi's `violated()` is `!isSatisfied` at the solver's values here.
    @Test func constraintViolated() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c1 = (v >= 10).strength(.required)
        let c2 = (v <= -5).strength(.weak)

        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        solver.updateVariables()

        #expect(solver.value(of: v) >= 10 - 1e-9)
        #expect(c1.isSatisfied { solver.value(of: $0) })
        #expect(!c2.isSatisfied { solver.value(of: $0) })
    }
}

extension KiwiSolverTests {
    /// `reset` removes every constraint and edit variable: the solver is as new.
    @Test func resetClearsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 3)
        try solver.addConstraint((x == 9).strength(.priority(300)))
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.statistics == Solver().statistics)
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(x <= -1)
        #expect(approx(solver.value(of: x), -1))
    }
}
