import TrussCollections

/// A linear expression: `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver collects
/// them when the expression enters a constraint.
///
/// ```swift
/// let expr = 2 * x + y - 10          // terms [2x, 1y], constant -10
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)], constant: 0)
    }

    /// Creates the expression `term`.
    public init(_ term: Term) {
        self.init([term], constant: 0)
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value of the expression given each variable's value.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.evaluated(value) }
        return sum
    }

    /// The expression with like terms collected and zero terms dropped, variables in the
    /// order of their first appearance.
    ///
    /// - Complexity: O(*n*) expected, for *n* terms.
    public var reduced: LinearExpression {
        // A few terms (a layout constraint has two to four): like terms found by scanning the
        // result, with no hashing; the same sums, in the same order, as below.
        if terms.count <= Self.scannedTermCount {
            if isReduced { return self }
            var result: [Term] = []
            result.reserveCapacity(terms.count)
            for term in terms {
                if let i = result.firstIndex(where: { $0.variable.isSame(as: term.variable) }) {
                    result[i].coefficient += term.coefficient
                } else {
                    result.append(term)
                }
            }
            result.removeAll { $0.coefficient == 0 }
            return LinearExpression(result, constant: constant)
        }
        var order: [Variable] = []
        var index = IdentityMap<Int>()
        var coefficients: [Double] = []
        for term in terms {
            if let i = index[term.variable.id] {
                coefficients[i] += term.coefficient
            } else {
                index[term.variable.id] = order.count
                order.append(term.variable)
                coefficients.append(term.coefficient)
            }
        }
        var result: [Term] = []
        for (i, v) in order.enumerated() where coefficients[i] != 0 {
            result.append(Term(v, coefficient: coefficients[i]))
        }
        return LinearExpression(result, constant: constant)
    }

    /// Up to this many terms, ``reduced`` collects like terms by scanning instead of hashing.
    static let scannedTermCount = 8

    /// Whether no two terms name one variable and no coefficient is 0: then ``reduced`` is
    /// the expression itself, and keeps its terms instead of copying them (a copy retains
    /// every variable again). A scan of the pairs, for the few terms it is asked of.
    private var isReduced: Bool {
        for i in terms.indices {
            guard terms[i].coefficient != 0 else { return false }
            for j in terms.indices[..<i] where terms[j].variable.isSame(as: terms[i].variable) { return false }
        }
        return true
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            parts.append(term.description)
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
