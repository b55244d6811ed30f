// Operators over variables, terms, expressions and numbers (kiwi's symbolics.h).
//
// Every operator is sugar for building an `LinearExpression` or a `Constraint`; the overloads are
// concrete (no generics) so that the type checker resolves them quickly.
//
//     let c = 2 * x + y - 10 >= z      // Constraint: 2x + y - z - 10 >= 0
//     let t = x / 2                    // Term(x, coefficient: 0.5)

// MARK: - Scaling

/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
/// `variable * coefficient`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
/// `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: 1 / rhs) }
/// Scales a term.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, coefficient: lhs * rhs.coefficient) }
/// Scales a term.
public func * (lhs: Term, rhs: Double) -> Term { rhs * lhs }
/// Divides a term.
public func / (lhs: Term, rhs: Double) -> Term { (1 / rhs) * lhs }
/// Scales an expression: every term and the constant.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(rhs.terms.map { lhs * $0 }, constant: lhs * rhs.constant)
}
/// Scales an expression.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }
/// Divides an expression.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { (1 / rhs) * lhs }
/// `-1 * variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
/// Negates a term.
public prefix func - (operand: Term) -> Term { -1 * operand }
/// Negates an expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

/// The sum of two expressions: terms concatenated, constants added.
func sum(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The difference of two expressions.
func difference(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
    sum(lhs, -rhs)
}

// MARK: - Sums and differences

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { sum(lhs, rhs) }
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { difference(lhs, rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { sum(lhs, LinearExpression(rhs)) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { difference(lhs, LinearExpression(rhs)) }
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { sum(lhs, LinearExpression(rhs)) }
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { difference(lhs, LinearExpression(rhs)) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { sum(lhs, LinearExpression(constant: rhs)) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    difference(lhs, LinearExpression(constant: rhs))
}
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { sum(LinearExpression(lhs), rhs) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { difference(LinearExpression(lhs), rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { sum(LinearExpression(lhs), LinearExpression(rhs)) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    difference(LinearExpression(lhs), LinearExpression(rhs))
}
public func + (lhs: Variable, rhs: Term) -> LinearExpression { sum(LinearExpression(lhs), LinearExpression(rhs)) }
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    difference(LinearExpression(lhs), LinearExpression(rhs))
}
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    difference(LinearExpression(lhs), LinearExpression(constant: rhs))
}
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { sum(LinearExpression(lhs), rhs) }
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { difference(LinearExpression(lhs), rhs) }
public func + (lhs: Term, rhs: Variable) -> LinearExpression { sum(LinearExpression(lhs), LinearExpression(rhs)) }
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    difference(LinearExpression(lhs), LinearExpression(rhs))
}
public func + (lhs: Term, rhs: Term) -> LinearExpression { sum(LinearExpression(lhs), LinearExpression(rhs)) }
public func - (lhs: Term, rhs: Term) -> LinearExpression { difference(LinearExpression(lhs), LinearExpression(rhs)) }
public func + (lhs: Term, rhs: Double) -> LinearExpression {
    sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}
public func - (lhs: Term, rhs: Double) -> LinearExpression {
    difference(LinearExpression(lhs), LinearExpression(constant: rhs))
}
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { sum(LinearExpression(constant: lhs), rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    difference(LinearExpression(constant: lhs), rhs)
}
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    difference(LinearExpression(constant: lhs), LinearExpression(rhs))
}
public func + (lhs: Double, rhs: Term) -> LinearExpression {
    sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}
public func - (lhs: Double, rhs: Term) -> LinearExpression {
    difference(LinearExpression(constant: lhs), LinearExpression(rhs))
}

// MARK: - Constraints (required; refine with `.strength(_:)` and `.identifier(_:)`)

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, LinearExpression(constant: rhs))
}
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, LinearExpression(constant: rhs))
}
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(constant: rhs))
}
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(constant: rhs))
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(constant: rhs))
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(constant: rhs))
}
public func == (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(constant: rhs))
}
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(constant: rhs))
}
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(constant: rhs))
}
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, rhs)
}
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, rhs)
}
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs)
}
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, LinearExpression(rhs))
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, LinearExpression(rhs))
}
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
