import Foundation

/// The role of one of a stack view's constraints: with the arranged view it is for (or
/// the stack itself), what identifies the constraint from one update to the next, so that
/// an update edits or replaces only the constraints whose role changed.
enum StackConstraintRole: Hashable {
    case canvasStart, canvasEnd, spacing, hiding, fillEqually, fillProportionally, tieBreak
    case spacerStart, spacerEnd, spacerSize, spacerFit
    case crossStart, crossEnd, crossCenter, crossBaseline, spanningStart, spanningEnd, spanningFit, baselineTop
}

/// The constraints a stack view manages for one arranged view (or for itself), by role,
/// in the order they were made, and the spacer guide after the view.
struct StackOwnedConstraints {
    var entries: [(role: StackConstraintRole, constraint: LayoutConstraint)] = []
    var spacer: LayoutGuide?

    /// The constraint of `role`, or `nil`.
    subscript(role: StackConstraintRole) -> LayoutConstraint? {
        entries.first { $0.role == role }?.constraint
    }

    /// Removes and returns the constraint of `role`.
    mutating func take(_ role: StackConstraintRole) -> LayoutConstraint? {
        guard let index = entries.firstIndex(where: { $0.role == role }) else { return nil }
        return entries.remove(at: index).constraint
    }
}

/// A constraint a stack view wants: `first OP multiplier × second + constant` at a
/// priority, with UIKit's identifier.
struct StackConstraintSpec {
    var role: StackConstraintRole
    /// The place of the constraint's arranged view in the update's slots (`nil`: the
    /// stack's own).
    var slot: Int?
    var first: LayoutAnchor
    var relation: LayoutRelation
    var second: LayoutAnchor?
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: LayoutPriority = .required
    var identifier: String

    /// Whether `c` has this spec's shape: the same anchors, relation, multiplier and side
    /// of ``LayoutPriority/required``, so that the constant and the priority can be edited
    /// in place.
    func hasShape(of c: LayoutConstraint) -> Bool {
        func same(_ a: LayoutAnchor?, _ b: LayoutAnchor?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.item === b.item && a.attribute == b.attribute
        }
        return same(c.firstAnchor, first) && same(c.secondAnchor, second) && c.relation == relation
            && c.multiplier == multiplier && c.priority.isRequired == priority.isRequired
            && c.identifier == identifier
    }

    /// An inactive constraint made to this spec.
    func makeConstraint() -> LayoutConstraint {
        let c = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        return c
    }
}

/// The anchors of a view or guide in a stack's terms: along the axis (start, end, centre,
/// size) and across it.
struct StackAnchors {
    let item: any LayoutItem
    let axis: LayoutAxis

    private var horizontal: Bool { axis == .horizontal }

    var start: LayoutAnchor { horizontal ? item.leadingAnchor : item.topAnchor }
    var end: LayoutAnchor { horizontal ? item.trailingAnchor : item.bottomAnchor }
    var center: LayoutAnchor { horizontal ? item.centerXAnchor : item.centerYAnchor }
    var size: LayoutAnchor { horizontal ? item.widthAnchor : item.heightAnchor }

    var crossStart: LayoutAnchor { horizontal ? item.topAnchor : item.leadingAnchor }
    var crossEnd: LayoutAnchor { horizontal ? item.bottomAnchor : item.trailingAnchor }
    var crossCenter: LayoutAnchor { horizontal ? item.centerYAnchor : item.centerXAnchor }
    var crossSize: LayoutAnchor { horizontal ? item.heightAnchor : item.widthAnchor }

    var firstBaseline: LayoutAnchor { LayoutYAxisAnchor(item, .firstBaseline) }
    var lastBaseline: LayoutAnchor { LayoutYAxisAnchor(item, .lastBaseline) }
}
