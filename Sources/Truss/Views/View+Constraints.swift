import Foundation

extension View {
    /// Activates a constraint that references only this view and views inside it: UIKit's
    /// `addConstraint(_:)` (prefer ``LayoutConstraint/isActive`` or
    /// ``LayoutConstraint/activate(_:)-([LayoutConstraint])``, as UIKit advises).
    ///
    /// Like `isActive`, the constraint is then held by the nearest common ancestor of its
    /// items (``constraints`` of that view lists it), which is this view or a view inside it.
    /// UIKit lists it in the constraints of the view it was added to; Truss keeps one rule
    /// for every constraint, so ``removeConstraint(_:)`` removes what is held anywhere in
    /// the view's subtree.
    ///
    /// ```swift
    /// card.addConstraint(title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16))
    /// ```
    ///
    /// - Precondition: every item of the constraint is this view, a view inside it, or a
    ///   guide of one of them; otherwise the program stops with UIKit's message.
    public func addConstraint(_ constraint: LayoutConstraint) {
        addConstraints([constraint])
    }

    /// Activates constraints that reference only this view and views inside it, as one
    /// batch: UIKit's `addConstraints(_:)` (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            for item in constraint.layoutItems {
                guard let owner = item.itemOwnerView, owner === self || owner.isDescendant(of: self) else {
                    preconditionFailure(
                        "Unable to install constraint on view. Does the constraint reference something from "
                            + "outside the subtree of the view? That's illegal. constraint:\(constraint) view:\(self)")
                }
            }
        }
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint held by this view or a view inside it: UIKit's
    /// `removeConstraint(_:)`. A constraint held elsewhere, or inactive, is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        removeConstraints([constraint])
    }

    /// Deactivates the constraints among `constraints` held by this view or a view inside
    /// it, as one batch: UIKit's `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        let held = constraints.filter { c in
            guard c.isActive, let holder = c.holder else { return false }
            return holder === self || holder.isDescendant(of: self)
        }
        LayoutConstraint.deactivate(held)
    }
}
