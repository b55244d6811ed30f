// Ill-conditioned random systems found by `truss-bench --differential` (random systems
// solved by us and by kiwi, compared by cass_check.py). Each once made the solver break a
// required constraint, reject a feasible system or stop short of the optimum: through
// pivots on round-off coefficients, or (the cases that refine) through the round-off that
// rows expanded over chains of definitions accumulate, which only refining the values
// against the constraints removes. kiwi solves all but one of them; the weighted errors
// below are kiwi's (cass_check.py), and ours must match them. The systems are `.cass`
// files in `Fixtures/`.

import Cassowary
import Foundation
import TestSupport
import Testing

@testable import CassFormat

@Suite("Ill-conditioned systems")
struct IllConditionedSystemsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let failure: String
        /// nil where kiwi gives up (it finds the objective unbounded).
        let kiwiWeightedError: Double?
        /// The system: `Fixtures/<fixture>.cass` beside this file.
        let fixture: String
        /// The line kiwi rejects as unsatisfiable, if any (the rest is solved without it).
        var failingLine: Int? = nil
        /// Whether the solution is refined (`Solver.refineValues()`) after every statement.
        var refines = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "violates-required-428",
            failure: "our answer broke a required constraint after a pivot on a tiny subject coefficient",
            kiwiWeightedError: 7.279967855e-06,
            fixture: "violates-required-428"),
        Case(
            name: "disagreement-88", failure: "a dual-simplex pivot on a round-off coefficient (1e-14) broke the rows",
            kiwiWeightedError: 64138230.26,
            fixture: "disagreement-88"),
        Case(
            name: "rejects-feasible-911", failure: "a feasible system was rejected at line 20",
            kiwiWeightedError: 8741.25,
            fixture: "rejects-feasible-911"),
        Case(
            name: "suboptimal-223", failure: "the answer was suboptimal (weighted error 9196.86)",
            kiwiWeightedError: 52.99420015,
            fixture: "suboptimal-223"),
        Case(
            name: "rejects-feasible-7-run1", failure: "a feasible system was rejected at line 26",
            kiwiWeightedError: 15285146.57,
            fixture: "rejects-feasible-7-run1"),
        Case(
            name: "redundant-equality",
            failure: "line 53, which the others already imply, was rejected (its constant was round-off)",
            kiwiWeightedError: 118593581.9,
            fixture: "redundant-equality"),
        Case(
            name: "round-off-pivot-after-rejection",
            failure: "line 57 (unsatisfiable) was accepted by a pivot on a 1e-17 coefficient, which broke every row",
            kiwiWeightedError: 0,
            fixture: "round-off-pivot-after-rejection", failingLine: 57),
        Case(
            name: "disagreement-144",
            failure: "phase 1 pivoted on a round-off cell (1e-11) of a redundant required equality's row",
            kiwiWeightedError: 13778879.14,
            fixture: "disagreement-144"),
        Case(
            name: "disagreement-390",
            failure: "dual-simplex ties went to the lowest id: pivots of 1e-4 of their row amplified round-off",
            kiwiWeightedError: 125022.1087,
            fixture: "disagreement-390"),
        Case(
            name: "disagreement-s1-804",
            failure: "round-off of rows expanded through definitions: a weighted error 9e-5 above kiwi's",
            kiwiWeightedError: 8942.206445,
            fixture: "disagreement-s1-804", refines: true),
        Case(
            name: "disagreement-s0-78",
            failure: "round-off of rows expanded through definitions: a required constraint off by 6e-8",
            kiwiWeightedError: 762186.5493,
            fixture: "disagreement-s0-78", refines: true),
        Case(
            name: "kiwi-gives-up-s3-650",
            failure: "round-off of rows expanded through definitions: a required constraint off by 1.3e-7",
            kiwiWeightedError: nil,
            fixture: "kiwi-gives-up-s3-650", refines: true),
    ]

    /// After every statement the rows agree with the constraints and every required
    /// constraint holds (to 1e-9 of its largest term); the final weighted error is kiwi's.
    @Test(arguments: cases)
    func solvesLikeKiwi(_ c: Case) throws {
        let program = try CassParser.parse(try Self.fixtureText(c.fixture))
        let solver = Solver()
        var added: [Constraint] = []
        var edits: [(variable: Variable, weight: Double)] = []
        var suggested: [Int: Double] = [:]
        for statement in program.statements {
            switch statement.kind {
            case .constraint(let constraint):
                if statement.line == c.failingLine {
                    #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
                    continue
                }
                try solver.addConstraint(constraint)
                added.append(constraint)
            case .edit(let variable, let strength):
                try solver.addEditVariable(program.variables[variable], strength: strength)
                edits.append((program.variables[variable], strength.weight))
            case .suggest(_, let variable?, let value):
                try solver.suggestValue(program.variables[variable], value)
                suggested[variable] = value
            case .suggest:
                break
            }
            if c.refines { solver.refineValues() }
            solver.updateVariables()
            let broken = solver._invariantViolations().filter { !$0.hasPrefix("objective[") }
            #expect(broken.isEmpty, "line \(statement.line): \(broken.prefix(3))")
            for constraint in added where constraint.strength.isRequired {
                #expect(violation(of: constraint, in: solver) <= 1e-9, "line \(statement.line): \(constraint)")
            }
        }
        // As cass_check.py weighs it: optional constraints, and each edit variable's distance
        // from its last suggestion (0 if none).
        var error = added.filter { !$0.strength.isRequired }.reduce(0.0) {
            $0 + $1.strength.weight * violation(of: $1, in: solver, relative: false)
        }
        for edit in edits {
            let target = program.variables.firstIndex { $0.isSame(as: edit.variable) }.flatMap { suggested[$0] } ?? 0
            error += edit.weight * abs(solver.value(of: edit.variable) - target)
        }
        if c.failingLine == nil, let expected = c.kiwiWeightedError {
            #expect(abs(error - expected) <= 1e-6 * max(1, expected) + 1e-2, "\(error)")
        }
    }

    /// Seed 5 system 627: one suggestion (line 84) leaves the definitions 1e-5 away from
    /// their expansions, and the incremental answer misses the required line 70 by 0.033 of
    /// its terms, which refinement cannot repair. The solver's verification
    /// (`Solver.refineValues()`, which `CassRunner.solve` calls) finds the miss and rebuilds
    /// the tableau: every required constraint holds, and the weighted error is kiwi's
    /// (4574624820, cass_check.py).
    @Test func theSolverRebuildsWhenRefinementCannotRepair() throws {
        let program = try CassParser.parse(try Self.fixtureText("seed5-system627"))
        let solution = try CassRunner.solve(program)
        let values = solution.map(\.value)
        #expect(Self.largestRequiredViolation(program, values) <= 1e-9)
        let error = Self.weightedError(program, values)
        #expect(abs(error - 4_574_624_820) <= 1e-6 * 4_574_624_820, "\(error)")
    }

    /// The same system through the Swift API alone, as a `Solver` user writes it: its
    /// statements, then `updateVariables()`, no `refineValues()`. The solver's own
    /// verification must give what `CassRunner.solve` gives.
    @Test func aSolverUserGetsTheRebuiltAnswerWithoutAsking() throws {
        let program = try CassParser.parse(try Self.fixtureText("seed5-system627"))
        let solver = Solver()
        for statement in program.statements {
            switch statement.kind {
            case .constraint(let constraint): try solver.addConstraint(constraint)
            case .edit(let variable, let strength):
                try solver.addEditVariable(program.variables[variable], strength: strength)
            case .suggest(_, let variable?, let value): try solver.suggestValue(program.variables[variable], value)
            case .suggest: break
            }
        }
        solver.updateVariables()
        let values = program.variables.map { solver.value(of: $0) }
        #expect(Self.largestRequiredViolation(program, values) <= 1e-9)
        let error = Self.weightedError(program, values)
        #expect(abs(error - 4_574_624_820) <= 1e-6 * 4_574_624_820, "\(error)")
    }

    /// The weighted error of `values` (indexed as `program.variables`), as cass_check.py
    /// weighs it: each optional constraint's weight times its violation, and each edit
    /// variable's weight times its distance from its last suggestion (0 if none).
    static func weightedError(_ program: CassProgram, _ values: [Double]) -> Double {
        var error = 0.0
        var lastSuggestion: [Int: Double] = [:]
        var edits: [(index: Int, weight: Double)] = []
        for statement in program.statements {
            switch statement.kind {
            case .constraint(let constraint) where !constraint.strength.isRequired:
                var sum = constraint.expression.constant
                for term in constraint.expression.terms {
                    let i = program.variables.firstIndex { $0.isSame(as: term.variable) }!
                    sum += term.coefficient * values[i]
                }
                let off: Double
                switch constraint.relation {
                case .equal: off = abs(sum)
                case .lessThanOrEqual: off = max(0, sum)
                case .greaterThanOrEqual: off = max(0, -sum)
                }
                error += constraint.strength.weight * off
            case .edit(let index, let strength): edits.append((index, strength.weight))
            case .suggest(_, let index?, let value): lastSuggestion[index] = value
            default: break
            }
        }
        for edit in edits { error += edit.weight * abs(values[edit.index] - (lastSuggestion[edit.index] ?? 0)) }
        return error
    }

    /// Seed 6 system 627: our answer is the optimum; kiwi's is cheaper (14 671 350.64 against
    /// 14 671 783.72, cass_check.py) only because it misses seven required constraints, by up
    /// to 3.9e-3 (line 5; 3.45e-7 of its terms, within kiwi's round-off).
    ///
    /// The optimum was worked out independently, as a linear program (HiGHS, through SciPy's
    /// `linprog`, tolerances 1e-10): each weighted constraint `e OP 0` gets an error variable
    /// (two for `==`) costing its weight, each edit variable two costing its edit weight about
    /// its last suggestion, required ones (weights ≥ 1 001 001 000 too) stay hard. Its minimum
    /// is 14 671 783.717647. Loosening the seven lines kiwi misses by kiwi's own misses gives
    /// 14 671 299.42, below kiwi's 14 671 350.64: kiwi's advantage is its slack
    /// (``KiwiSlack`` in `truss-bench --differential` makes the same test with our solver).
    @Test func seed6System627ReachesTheOptimum() throws {
        let program = try CassParser.parse(try Self.fixtureText("seed6-system627"))
        let values = try CassRunner.solve(program).map(\.value)
        #expect(Self.largestRequiredViolation(program, values) <= 1e-9)
        let error = Self.weightedError(program, values)
        #expect(abs(error - 14_671_783.717647) <= 1e-9 * 14_671_783.717647, "\(error)")
    }

    /// The largest relative violation (`Constraint.violation(_:)`) of a required constraint
    /// of `program` at `values` (indexed as `program.variables`).
    static func largestRequiredViolation(_ program: CassProgram, _ values: [Double]) -> Double {
        var index: [ObjectIdentifier: Int] = [:]
        for (i, variable) in program.variables.enumerated() { index[variable.id] = i }
        var largest = 0.0
        for constraint in program.constraints where constraint.strength.isRequired {
            largest = max(largest, constraint.violation { index[$0.id].map { values[$0] } ?? 0 })
        }
        return largest
    }

    /// The text of `Tests/CassFormatTests/Fixtures/<name>.cass`.
    static func fixtureText(_ name: String) throws -> String {
        let path = packageRoot.appendingPathComponent("Tests/CassFormatTests/Fixtures/\(name).cass").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw FixtureMissing(path: path)
        }
        return text
    }

    struct FixtureMissing: Error, CustomStringConvertible {
        let path: String
        var description: String { "fixture \(path) is missing" }
    }
}
