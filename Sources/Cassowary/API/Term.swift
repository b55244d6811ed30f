/// A variable times a coefficient: `coefficient * variable`.
///
/// ```swift
/// let x = Variable("x")
/// let term = 2 * x          // Term(x, coefficient: 2)
/// ```
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The multiplier of the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The value of the term when `variable` has the value `value(variable)`.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        coefficient * value(variable)
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
