import Cassowary

/// How far `constraint` is from holding at `solver`'s values, with the constant the solver
/// holds for it now (or the expression's own, if the solver does not have it): `|e|` for an
/// equality, `max(e, 0)` for `e ≤ 0`, `max(−e, 0)` for `e ≥ 0`, where `e` is the expression's
/// value; relative to the largest of 1, `|constant|` and the terms `|aᵢ·xᵢ|` (as
/// `Constraint.violation(_:)`) unless `relative` is false.
public func violation(of constraint: Constraint, in solver: Solver, relative: Bool = true) -> Double {
    var value = solver.constant(of: constraint) ?? constraint.expression.constant
    var magnitude = abs(value)
    for term in constraint.expression.terms {
        let product = term.coefficient * solver.value(of: term.variable)
        value += product
        magnitude = max(magnitude, abs(product))
    }
    let off: Double =
        switch constraint.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    return relative ? off / max(1, magnitude) : off
}
