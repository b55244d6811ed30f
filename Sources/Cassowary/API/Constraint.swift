/// The relation of a constraint's two sides.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs >= rhs`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression OP 0` with a strength.
///
/// A constraint has identity: the solver holds constraints, not equations, so two
/// constraints with the same equation are two constraints. Build them with the operators
/// and refine them with the modifiers, which return a new constraint:
///
/// ```swift
/// let c = (x + 2 * y == 10).strength(.strong).identifier("sum")
/// try solver.addConstraint(c)
/// try solver.removeConstraint(c)
/// ```
///
/// The expression is stored reduced (`lhs - rhs`, like terms collected), so
/// `x + 1 <= y` is `x - y + 1 <= 0`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, reduced.
    public let expression: LinearExpression
    /// How `expression` relates to 0.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// A name for explanations and dumps (`nil` if none was given).
    public let identifier: String?
    /// A number the code that made the constraint gives it to find its own record of the
    /// constraint by (the layout engine: the slot of its layout constraint), -1 if none was
    /// given. The solver never reads it; the modifiers do not carry it over.
    package let tag: Int32

    /// Creates `expression OP 0`.
    public convenience init(
        _ expression: LinearExpression,
        _ relation: Relation,
        strength: Strength = .required,
        identifier: String? = nil
    ) {
        self.init(expression, relation, strength: strength, identifier: identifier, tag: -1)
    }

    /// Creates `expression OP 0` with a ``tag``.
    package init(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength, identifier: String?, tag: Int32
    ) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
        self.tag = tag
    }

    /// Creates `lhs OP rhs`.
    public convenience init(
        _ lhs: LinearExpression,
        _ relation: Relation,
        _ rhs: LinearExpression,
        strength: Strength = .required,
        identifier: String? = nil
    ) {
        var difference = lhs
        for term in rhs.terms { difference.terms.append(Term(term.variable, coefficient: -term.coefficient)) }
        difference.constant -= rhs.constant
        self.init(difference, relation, strength: strength, identifier: identifier)
    }

    /// A new constraint with the same equation and identifier at `strength`.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// A new constraint with the same equation and strength, named `identifier`.
    public func identifier(_ identifier: String) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// Whether the constraint holds for the given values, within `tolerance` (1e-8 unless
    /// given) scaled by the size of its terms: ``violation(_:)`` at most `tolerance`.
    public func isSatisfied(tolerance: Double = Tolerance.satisfaction, _ value: (Variable) -> Double) -> Bool {
        let (off, scale) = offAndScale(value)
        return off <= tolerance * scale
    }

    /// How far the constraint is from holding for the given values, relative to the size of
    /// its terms: for `e = c + Σ aᵢ·xᵢ`, `|e|` for an equality, `max(e, 0)` for `e ≤ 0`,
    /// `max(−e, 0)` for `e ≥ 0`, over the largest of `|c|`, the `|aᵢ·xᵢ|` and 1.
    ///
    /// ```swift
    /// (x + 2 == 10).violation { _ in 7.0 }   // 1/8: x − 8 is off by 1, the largest term is −8
    /// ```
    public func violation(_ value: (Variable) -> Double) -> Double {
        let (off, scale) = offAndScale(value)
        return off / scale
    }

    /// The absolute violation and the size of the terms (at least 1).
    private func offAndScale(_ value: (Variable) -> Double) -> (off: Double, scale: Double) {
        var sum = expression.constant
        var scale = abs(expression.constant)
        for term in expression.terms {
            let v = term.evaluated(value)
            sum += v
            scale = max(scale, abs(v))
        }
        let off: Double
        switch relation {
        case .equal: off = abs(sum)
        case .lessThanOrEqual: off = max(0, sum)
        case .greaterThanOrEqual: off = max(0, -sum)
        }
        return (off, max(1, scale))
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `identifier: expression OP 0 @ strength`.
    public var description: String {
        let body = "\(expression) \(relation) 0" + (strength.isRequired ? "" : " @ \(strength)")
        return identifier.map { "\($0): \(body)" } ?? body
    }
}
