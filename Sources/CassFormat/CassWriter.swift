import Cassowary

/// Writes `.cass` text (docs/ConstraintFileFormat.md): comments, edit declarations,
/// constraints and suggestions, one statement a line, with every number written the one way
/// (``number(_:)``). The layout layer's export and `truss solve`'s output both use it.
///
/// ```swift
/// var file = CassWriter()
/// file.edit("w", strength: .priority(999))
/// file.constraint([("x", 1), ("w", -0.5)], .equal, constant: 0)
/// file.suggest("w", 390)
/// file.text   // "edit w @ priority 999\nx - 0.5 * w == 0\nsuggest w 390\n"
/// ```
public struct CassWriter: Sendable {
    /// The text written so far, each statement ending in a newline.
    public private(set) var text = ""

    public init() {}

    /// `# line`.
    public mutating func comment(_ line: String) {
        text += "# \(line)\n"
    }

    /// `edit NAME @ STRENGTH`.
    public mutating func edit(_ name: String, strength: Strength) {
        text += "edit \(name) @ \(Self.strength(strength))\n"
    }

    /// `Σ coefficient·name OP −constant [@ STRENGTH]`: the constraint `Σ + constant OP 0` with
    /// its constant moved to the right-hand side; `@ STRENGTH` unless it is required. A
    /// coefficient of ±1 is left out (`x`, `- x`); no terms write `0`.
    public mutating func constraint(
        _ terms: [(name: String, coefficient: Double)], _ relation: Relation, constant: Double,
        strength: Strength = .required
    ) {
        var lhs = ""
        for (name, coefficient) in terms {
            let magnitude = abs(coefficient)
            let body = magnitude == 1 ? name : "\(Self.number(magnitude)) * \(name)"
            if lhs.isEmpty {
                lhs = coefficient < 0 ? "-" + body : body
            } else {
                lhs += coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if lhs.isEmpty { lhs = "0" }
        let op =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        let suffix = strength.isRequired ? "" : " @ " + Self.strength(strength)
        text += "\(lhs) \(op) \(Self.number(-constant))\(suffix)\n"
    }

    /// `suggest NAME VALUE`.
    public mutating func suggest(_ name: String, _ value: Double) {
        text += "suggest \(name) \(Self.number(value))\n"
    }

    /// A `NAME VALUE` line of `truss solve`'s output.
    public mutating func value(_ name: String, _ value: Double) {
        text += name
        text += " "
        text += Self.number(value)
        text += "\n"
    }

    /// A number as the shortest decimal that reads back as the same double: `-0` as `0`,
    /// whole numbers below 10¹⁵ in magnitude without a fraction, others in Swift's shortest
    /// form.
    ///
    /// ```swift
    /// CassWriter.number(-0.0)    // "0"
    /// CassWriter.number(120)     // "120"
    /// CassWriter.number(-0.5)    // "-0.5"
    /// CassWriter.number(1e20)    // "1e+20"
    /// ```
    public static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// A strength as the format writes it: `required`, `priority P` for a tier, the weight
    /// otherwise.
    public static func strength(_ strength: Strength) -> String {
        if strength.isRequired { return "required" }
        if strength.level > 0 { return "priority \(number(strength.level))" }
        return number(strength.weight)
    }
}
