/// A constraint as it was when an error was thrown: what it said and where it was written.
///
/// Errors are `Sendable`, constraints are not, so errors carry these snapshots.
public struct ConstraintSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The constraint's ``LayoutConstraint/description``.
    public var description: String
    /// The constraint's identifier.
    public var identifier: String?
    /// Where the constraint was written, if known.
    public var source: ConstraintSource?

    init(_ constraint: LayoutConstraint) {
        description = constraint.description
        identifier = constraint.identifier
        source = constraint.source
    }
}

/// Why a strict layout operation failed (``LayoutConstraint/activateStrictly(_:)-([LayoutConstraint])``,
/// ``LayoutConstraint/setConstantStrictly(_:)``). The operation changed nothing.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold with the required constraints already active.
    /// `conflicts` is a minimal conflicting set, including the constraint itself: without
    /// any one member the rest can all hold.
    case unsatisfiable(ConstraintSnapshot, conflicts: [ConstraintSnapshot])
    /// The constraint's items have no common ancestor (so no common window).
    case noCommonAncestor(ConstraintSnapshot)

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let conflicts):
            "Unable to simultaneously satisfy constraints: \(c)"
                + (c.source.map { " (\($0))" } ?? "") + "; minimal conflicting set: "
                + conflicts.map(\.description).joined(separator: "; ")
        case .noCommonAncestor(let c):
            "Unable to activate constraint \(c): its items have no common ancestor. "
                + "Do they reference items in different view hierarchies? That's illegal."
        }
    }
}

/// A conflict the engine recovered from: UIKit's "Unable to simultaneously satisfy
/// constraints" log, readable from code (``Window/unsatisfiableConstraintReports``).
///
/// The engine broke ``brokenConstraint`` (it stays active but is ignored) and went on.
public struct UnsatisfiableConstraintReport: CustomStringConvertible {
    /// The constraint the engine broke to recover.
    public let brokenConstraint: LayoutConstraint
    /// A minimal conflicting set, including ``brokenConstraint``: without any one member
    /// the rest can all hold. In the order they were added.
    public let conflictingConstraints: [LayoutConstraint]

    /// The report as UIKit logs it.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if conflictingConstraints.contains(where: { $0.kind == .autoresizing }) {
            lines.append(
                "\t(Note: If you're seeing autoresizing constraints that you don't understand, refer to the "
                    + "documentation for the View property translatesAutoresizingMaskIntoConstraints)")
        }
        lines.append("(")
        for c in conflictingConstraints { lines.append("    \"\(c.debugDescription)\",") }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(brokenConstraint.debugDescription)
        return lines.joined(separator: "\n")
    }
}
