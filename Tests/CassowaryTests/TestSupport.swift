// Shared helpers for the Cassowary tests: tolerant comparison, typed-error capture,
// solver snapshots and a minimal-conflict checker (the seeded generator is TestSupport's).

import Cassowary
import TestSupport
import Testing

/// Runs `body` and returns the `SolverError` it threw, or `nil` if it succeeded. (The
/// closure is untyped-throwing because closures inside `#expect`/`#require` lose the typed
/// context; any other error is recorded as an issue.)
func caught(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

extension SolverError {
    /// The constraint a constraint error names.
    var constraint: Constraint? {
        switch self {
        case .duplicateConstraint(let c), .unknownConstraint(let c), .requiredStrengthChange(let c):
            c
        case .unsatisfiableConstraint(let c, _): c
        default: nil
        }
    }

    /// The variable an edit-variable error names.
    var variable: Variable? {
        switch self {
        case .duplicateEditVariable(let v), .unknownEditVariable(let v), .requiredEditStrength(let v): v
        default: nil
        }
    }

    /// The conflicts of `unsatisfiableConstraint`.
    var conflicts: [Constraint]? {
        if case .unsatisfiableConstraint(_, let conflicts) = self { return conflicts }
        return nil
    }

    /// The case's name, to compare cases without their payloads.
    var kind: String {
        switch self {
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditStrength: "requiredEditStrength"
        case .requiredStrengthChange: "requiredStrengthChange"
        case .unsatisfiableConstraint: "unsatisfiableConstraint"
        }
    }
}

/// Whether two constraint lists hold the same constraints (by identity) in the same order.
func sameConstraints(_ a: [Constraint], _ b: [Constraint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// Everything observable about a solver, to check that a failed operation changed nothing.
struct SolverSnapshot: Equatable {
    var statistics: SolverStatistics
    var values: [UInt64]
    var constraints: [ObjectIdentifier]
    var constants: [Double?]
    var strengths: [Strength?]
    var edits: [Bool]
    var dump: String

    /// Captures `solver`, reading the values of `variables` bit for bit.
    init(_ solver: Solver, _ variables: [Variable]) {
        statistics = solver.statistics
        values = variables.map { solver.value(of: $0).bitPattern }
        let constraints = solver.constraints
        self.constraints = constraints.map { ObjectIdentifier($0) }
        constants = constraints.map { solver.constant(of: $0) }
        strengths = constraints.map { solver.strength(of: $0) }
        edits = variables.map { solver.hasEditVariable($0) }
        dump = solver.dump
    }
}

/// `constraint` as the solver currently holds it: with its current constant (after
/// `setConstant`) and strength.
func current(_ constraint: Constraint, in solver: Solver) -> Constraint {
    Constraint(
        LinearExpression(constraint.expression.terms, constant: solver.constant(of: constraint) ?? .nan),
        constraint.relation, strength: solver.strength(of: constraint) ?? constraint.strength)
}

/// The required constraints in the solver that do not hold at the solver's values (with
/// their current constants).
func failingRequired(_ solver: Solver, tolerance: Double = 1e-7) -> [Constraint] {
    solver.constraints.filter { c in
        c.strength.isRequired && !current(c, in: solver).isSatisfied(tolerance: tolerance) { solver.value(of: $0) }
    }
}

/// Whether every required constraint in the solver holds at the solver's values.
func requiredConstraintsHold(_ solver: Solver, tolerance: Double = 1e-7) -> Bool {
    failingRequired(solver, tolerance: tolerance).isEmpty
}

/// Whether the required constraints `constraints` can all hold together (a fresh solver
/// accepts them).
func feasible(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    return caught { try solver.addConstraints(constraints) } == nil
}

/// Checks that `conflicts` is a minimal conflicting set for `constraint`: the set is
/// satisfiable, adding `constraint` to it is not, and dropping any one member makes it
/// satisfiable again.
func isMinimalConflict(_ constraint: Constraint, _ conflicts: [Constraint]) -> Bool {
    guard conflicts.allSatisfy(\.strength.isRequired), feasible(conflicts), !feasible(conflicts + [constraint])
    else { return false }
    for i in conflicts.indices {
        var rest = conflicts
        rest.remove(at: i)
        if !feasible(rest + [constraint]) { return false }
    }
    return true
}

/// Whether `expression` has exactly `terms` (same variables by identity, same coefficients,
/// same order) and `constant`.
func matches(_ expression: LinearExpression, _ terms: [(Variable, Double)], constant: Double) -> Bool {
    expression.constant == constant && expression.terms.count == terms.count
        && zip(expression.terms, terms).allSatisfy { $0.variable.isSame(as: $1.0) && $0.coefficient == $1.1 }
}
