/// A real-valued unknown of a constraint system.
///
/// A `Variable` is a value with identity: two variables are the same only if one is a copy
/// of the other, whatever their names (`x.id == y.id`). The name is for humans (dumps, explanations); it need
/// not be unique.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// try solver.addConstraint(left + width <= 320)
/// ```
///
/// A solver numbers the variables it meets in the order it first meets them, and breaks
/// every tie by that number, so results never depend on memory addresses or hashing.
public struct Variable: Identifiable, Sendable, CustomStringConvertible {
    /// The variable's identity, which also holds its name: a copy of a variable is one
    /// reference.
    let identity: VariableIdentity

    /// The variable's name, as given when it was created.
    public var name: String { identity.name }

    /// Creates a new variable, distinct from every other variable.
    public init(_ name: String = "") {
        self.identity = VariableIdentity(name: name)
    }

    /// The variable's identity, for use as a dictionary key. `Variable` is deliberately not
    /// `Equatable`: `x == y` builds a ``Constraint``. Compare `x.id == y.id` instead.
    public var id: ObjectIdentifier { ObjectIdentifier(identity) }

    /// Whether `self` and `other` are the same variable.
    public func isSame(as other: Variable) -> Bool { identity === other.identity }

    public var description: String { name.isEmpty ? "<unnamed>" : name }
}

/// The identity of a variable: an object that is never compared by value.
final class VariableIdentity: Sendable {
    let name: String
    init(name: String) { self.name = name }
}
