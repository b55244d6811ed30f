// Operators over variables, terms, expressions and numbers (kiwi's symbolics.h).
//
// Every operator is sugar for building an `Expression` or a `Constraint`; the overloads are
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
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { lhs * $0 }, constant: lhs * rhs.constant)
}
/// Scales an expression.
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
/// Divides an expression.
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
/// `-1 * variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
/// Negates a term.
public prefix func - (operand: Term) -> Term { -1 * operand }
/// Negates an expression.
public prefix func - (operand: Expression) -> Expression { -1 * operand }

/// The sum of two expressions: terms concatenated, constants added.
func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The difference of two expressions.
func difference(_ lhs: Expression, _ rhs: Expression) -> Expression {
    sum(lhs, -rhs)
}

// MARK: - Sums and differences

public func + (lhs: Expression, rhs: Expression) -> Expression { sum(lhs, rhs) }
public func - (lhs: Expression, rhs: Expression) -> Expression { difference(lhs, rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { sum(lhs, Expression(rhs)) }
public func - (lhs: Expression, rhs: Variable) -> Expression { difference(lhs, Expression(rhs)) }
public func + (lhs: Expression, rhs: Term) -> Expression { sum(lhs, Expression(rhs)) }
public func - (lhs: Expression, rhs: Term) -> Expression { difference(lhs, Expression(rhs)) }
public func + (lhs: Expression, rhs: Double) -> Expression { sum(lhs, Expression(constant: rhs)) }
public func - (lhs: Expression, rhs: Double) -> Expression { difference(lhs, Expression(constant: rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { difference(Expression(lhs), rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Variable, rhs: Variable) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Variable, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Variable, rhs: Term) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Variable, rhs: Double) -> Expression { sum(Expression(lhs), Expression(constant: rhs)) }
public func - (lhs: Variable, rhs: Double) -> Expression { difference(Expression(lhs), Expression(constant: rhs)) }
public func + (lhs: Term, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
public func - (lhs: Term, rhs: Expression) -> Expression { difference(Expression(lhs), rhs) }
public func + (lhs: Term, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Term, rhs: Variable) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Term, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Term, rhs: Term) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Term, rhs: Double) -> Expression { sum(Expression(lhs), Expression(constant: rhs)) }
public func - (lhs: Term, rhs: Double) -> Expression { difference(Expression(lhs), Expression(constant: rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { sum(Expression(constant: lhs), rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { difference(Expression(constant: lhs), rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { sum(Expression(constant: lhs), Expression(rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { difference(Expression(constant: lhs), Expression(rhs)) }
public func + (lhs: Double, rhs: Term) -> Expression { sum(Expression(constant: lhs), Expression(rhs)) }
public func - (lhs: Double, rhs: Term) -> Expression { difference(Expression(constant: lhs), Expression(rhs)) }

// MARK: - Constraints (required; refine with `.strength(_:)` and `.identifier(_:)`)

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(constant: rhs)) }
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(constant: rhs))
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(constant: rhs)) }
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
}
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(constant: lhs), .equal, rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
}
public func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
}
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, Expression(rhs))
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
}
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(constant: lhs), .equal, Expression(rhs)) }
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
}
