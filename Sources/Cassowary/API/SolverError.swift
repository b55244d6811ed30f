/// Why a solver operation failed. Every failed operation leaves the solver exactly as it
/// was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional; `required` was given.
    case requiredEditStrength(Variable)
    /// A strength change would cross between required and optional, which changes what
    /// the solver must satisfy; remove and add the constraint instead.
    case requiredStrengthChange(Constraint)
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` is a minimal set of them: without any one of its members the
    /// constraint would be satisfiable together with the rest of the set. Ordered as they
    /// were added.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditStrength(let v): "an edit variable cannot be required: \(v)"
        case .requiredStrengthChange(let c):
            "a strength change cannot cross between required and optional: \(c)"
        case .unsatisfiableConstraint(let c, let conflicts):
            "unsatisfiable constraint: \(c)"
                + (conflicts.isEmpty
                    ? "" : "; it conflicts with: " + conflicts.map(\.description).joined(separator: "; "))
        }
    }
}
