import Foundation

/// A named set of constraints that is activated, deactivated and replaced as one batch.
///
/// ```swift
/// let compact = ConstraintGroup("compact") {
///     stack.topAnchor == view.topAnchor + 8
///     stack.heightAnchor == 44
/// }
/// compact.activate()
/// compact.replace {                       // one batch: old out, new in, one solve
///     stack.topAnchor == view.topAnchor + 16
///     stack.heightAnchor == 60
/// }
/// compact.deactivate()
/// ```
///
/// The one mutation vocabulary: ``activate()``, ``deactivate()``, ``replace(with:)-([LayoutConstraint])``,
/// ``setConstant(_:forIdentifier:)``. None of them traps on a sequencing mistake:
/// activating an active group or deactivating an inactive one does nothing.
public final class ConstraintGroup {
    /// The group's name, for debugging.
    public let name: String
    /// The constraints in the group.
    public private(set) var constraints: [LayoutConstraint]
    /// Whether the group is active.
    public private(set) var isActive = false

    /// Creates an inactive group.
    public init(_ name: String, constraints: [LayoutConstraint]) {
        self.name = name
        self.constraints = constraints
    }

    /// Creates an inactive group from a builder block.
    public convenience init(_ name: String, @LayoutConstraintBuilder _ build: () -> [LayoutConstraint]) {
        self.init(name, constraints: build())
    }

    /// Activates every constraint of the group as one batch.
    public func activate() {
        isActive = true
        LayoutConstraint.activate(constraints)
    }

    /// Activates strictly: all or nothing, conflicts thrown.
    public func activateStrictly() throws(LayoutError) {
        try LayoutConstraint.activateStrictly(constraints)
        isActive = true
    }

    /// Deactivates every constraint of the group as one batch.
    public func deactivate() {
        isActive = false
        LayoutConstraint.deactivate(constraints)
    }

    /// Replaces the group's constraints. If the group is active, the old ones are
    /// deactivated and the new ones activated in one batch.
    public func replace(with newConstraints: [LayoutConstraint]) {
        let old = constraints
        constraints = newConstraints
        guard isActive else { return }
        do {
            try LayoutConstraint.apply(deactivating: old, activating: newConstraints, strict: false)
        } catch {
            assertionFailure("Truss: non-strict replace threw \(error)")
        }
    }

    /// Replaces the group's constraints with those a builder block makes.
    public func replace(@LayoutConstraintBuilder with build: () -> [LayoutConstraint]) {
        replace(with: build())
    }

    /// Sets the constant of the group's constraints named `identifier` (cheap edits).
    public func setConstant(_ constant: CGFloat, forIdentifier identifier: String) {
        for c in constraints where c.identifier == identifier { c.constant = constant }
    }
}
