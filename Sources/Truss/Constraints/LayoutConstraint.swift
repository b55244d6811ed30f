import Cassowary
import Foundation

/// Where a constraint was written: the provenance a result builder records for each
/// statement (see ``LayoutConstraintBuilder``).
public struct ConstraintSource: Sendable, Hashable, CustomStringConvertible {
    /// `#fileID` of the statement: `Module/File.swift`.
    public var fileID: String
    /// `#line` of the statement.
    public var line: Int

    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}

/// A relation between two anchors, `first OP multiplier × second + constant`, at a
/// priority: UIKit's `NSLayoutConstraint`.
///
/// Make constraints with anchors (or the DSL operators), then activate them, one at a time
/// or, better, as a batch with one solve:
///
/// ```swift
/// let leading = label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
/// leading.priority = .defaultHigh
/// LayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: view.topAnchor)])
/// leading.constant = 30          // cheap: an edit of the solver's row, not a remove and add
/// ```
///
/// The rules, as in UIKit:
/// - ``constant`` may change at any time; on an active constraint it is an edit.
/// - ``priority`` may change freely while inactive; while active it may change within the
///   optional range (cheap), but crossing ``LayoutPriority/required`` is a programmer error.
/// - Activating needs a common ancestor of the items; the constraint is solved once the
///   ancestor is in a ``Window``.
///
/// Constraints are single-owner reference objects, not `Sendable`.
public final class LayoutConstraint: CustomStringConvertible {
    /// Who made a constraint: the user, or the system on the user's behalf.
    enum Kind: Equatable {
        case user
        /// `translatesAutoresizingMaskIntoConstraints`: holds the frame you set.
        case autoresizing
        /// Content hugging or compression resistance (intrinsic content size).
        case contentSize
        /// Safe area and layout margins guides.
        case guide
        /// The window's own frame.
        case window
    }

    // Stored properties are laid out in the order they are declared. Those that the engine
    // reads of each constraint when a large subtree joins or leaves its window come first,
    // next to the object's header, which retaining it touches anyway.

    /// The view that holds the constraint while it is active (`nil` once that view has gone).
    var holder: View? { holderReference?.view }

    /// The item reference of the view whose ``View/constraints`` hold this constraint while
    /// it is active: a strong reference to the reference, which the view holds and which
    /// does not hold the view, so that a view and the constraints it holds make no cycle.
    /// Activation writes it with a plain retain; only deactivation reads the view.
    var holderReference: LayoutItemReference?
    /// The engine the constraint is in, when it is in one (in its solver, or broken by a
    /// conflict). The engine holds every such constraint, and the constraint holds the
    /// engine: the cycle is broken when the engine's window goes (`Window.deinit` calls
    /// ``LayoutEngine/releaseConstraints()``) or when the constraint leaves the engine.
    var engine: LayoutEngine?
    /// The solver's constraint while it is in the engine (and not broken).
    var solverConstraint: Constraint?
    /// Whether the engine broke the constraint to recover from a conflict.
    var isBroken = false
    /// The constraint's place in the order its last engine added constraints in (-1: never
    /// added); a subtree that joins a window again adds its constraints in this order
    /// (``LayoutEngine/join(_:)``).
    var addOrder = -1

    /// The first anchor.
    public let firstAnchor: LayoutAnchor
    /// The second anchor (`nil` for a constraint to a constant).
    public let secondAnchor: LayoutAnchor?
    /// How `first` relates to `multiplier × second + constant`.
    public let relation: LayoutRelation
    /// The multiplier of the second anchor.
    public let multiplier: CGFloat
    /// A name shown in descriptions and reports.
    public var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    /// The storage of ``identifier``: internal, so that whole-module optimization can check
    /// its accesses at compile time (a public stored property is checked at run time, on
    /// every read, since code outside the module may access it).
    private var storedIdentifier: String?
    /// Where the constraint was written, if a builder recorded it.
    public var source: ConstraintSource?

    let kind: Kind

    /// Whether the constraint is in a list that ``apply(deactivating:activating:strict:)``
    /// compares with another (false between calls).
    var isInActivationList = false
    /// Whether the solver row was built in mirrored (right-to-left) coordinates.
    var mirrored = false
    /// The constant part of `first - multiplier × second` (baseline offsets).
    var anchorConstant: Double = 0

    private var storedConstant: CGFloat
    private var storedPriority: LayoutPriority = .required
    private var storedActive = false

    init(
        first: LayoutAnchor, relation: LayoutRelation, second: LayoutAnchor?, multiplier: CGFloat, constant: CGFloat,
        kind: Kind = .user
    ) {
        precondition(
            multiplier.isFinite && constant.isFinite, "Truss: a constraint's multiplier and constant must be finite")
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.kind = kind
    }

    /// The first item (a ``View`` or ``LayoutGuide``).
    public var firstItem: AnyObject? { firstAnchor.item }
    /// The second item, or `nil`.
    public var secondItem: AnyObject? { secondAnchor?.item }
    /// The first anchor's attribute.
    public var firstAttribute: LayoutAttribute { firstAnchor.attribute }
    /// The second anchor's attribute (``LayoutAttribute/notAnAttribute`` without one).
    public var secondAttribute: LayoutAttribute { secondAnchor?.attribute ?? .notAnAttribute }

    /// The constant. Changing it on an active constraint is cheap: the solver edits the
    /// constant of the constraint's row and re-optimizes (no remove and add).
    ///
    /// If the new constant makes a required constraint unsatisfiable, the conflict is
    /// reported and the constraint broken, as on activation.
    /// - Complexity: one dual-simplex re-optimization.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            precondition(newValue.isFinite, "Truss: a constraint's constant must be finite, not \(newValue)")
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constantChanged(self)
        }
    }

    /// Changes the constant, throwing instead of breaking a constraint on conflict (strict
    /// mode). On failure the old constant stays.
    public func setConstantStrictly(_ newValue: CGFloat) throws(LayoutError) {
        let old = storedConstant
        storedConstant = newValue
        do {
            try engine?.constantChangedStrictly(self)
        } catch {
            storedConstant = old
            throw error
        }
    }

    /// The priority, 1…1000. Within the optional range changes are cheap; crossing
    /// ``LayoutPriority/required`` while active is a programmer error, as in UIKit.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            let p = newValue.validated()
            guard p != storedPriority else { return }
            precondition(
                !storedActive || p.isRequired == storedPriority.isRequired,
                "Truss: cannot change the priority of an active constraint from \(storedPriority) to \(p): "
                    + "changing to or from required is not supported on an active constraint (\(self))")
            storedPriority = p
            engine?.priorityChanged(self)
        }
    }

    /// Whether the constraint is active. Setting it activates or deactivates this one
    /// constraint; prefer ``activate(_:)-([LayoutConstraint])`` for several.
    public var isActive: Bool {
        get { storedActive }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// Sets the recorded active flag (activation code only).
    func setActiveFlag(_ active: Bool) { storedActive = active }

    /// Sets the priority without the active-constraint checks (system constraints, whose
    /// crossing of `required` the engine handles by removing and adding).
    func setPriorityUnchecked(_ p: LayoutPriority) { storedPriority = p }

    /// Whether the constraint is in its window's solver now (active, in a window, not
    /// broken by a conflict).
    public var isInEngine: Bool { solverConstraint != nil }

    /// Whether the engine broke this constraint to recover from a conflict. A broken
    /// constraint stays active (as in UIKit) but is ignored until it is activated again.
    public var isBrokenByConflict: Bool { isBroken }

    // MARK: - Modifiers

    /// Sets the priority and returns the constraint: `c.priority(.defaultHigh)`. The
    /// method spelling of the DSL's `~`.
    @discardableResult
    public func priority(_ p: LayoutPriority) -> LayoutConstraint {
        priority = p
        return self
    }

    /// Sets the identifier and returns the constraint.
    @discardableResult
    public func identifier(_ id: String) -> LayoutConstraint {
        identifier = id
        return self
    }

    // MARK: - Solver form

    /// The items the constraint relates.
    var layoutItems: [any LayoutItem] { firstAnchor.layoutItems + (secondAnchor?.layoutItems ?? []) }

    /// Whether `body` holds for the view that places any of the constraint's items (a view,
    /// or a guide's owning view): ``layoutItems`` without making the list.
    func containsOwnerView(where body: (View) -> Bool) -> Bool {
        func check(_ anchor: LayoutAnchor) -> Bool {
            if let pair = anchor.offsetAnchors { return check(pair.from) || check(pair.to) }
            return anchor.reference.ownerView.map(body) ?? false
        }
        return check(firstAnchor) || (secondAnchor.map(check) ?? false)
    }

    /// Whether the constraint is written in mirrored coordinates for its current layout
    /// direction: it relates leading/trailing positions and its first such item is
    /// right-to-left.
    func currentMirroring() -> Bool {
        guard firstAnchor.offsetAnchors == nil else { return false }
        if firstAnchor.isDirectional { return firstAnchor.reference.isRightToLeft }
        if let second = secondAnchor, second.offsetAnchors == nil, second.isDirectional {
            return second.reference.isRightToLeft
        }
        return false
    }

    /// The views whose baseline offsets the constraint reads (through a baseline anchor, or
    /// a distance between anchors that has one).
    var baselineViews: [View] {
        func views(_ anchor: LayoutAnchor?) -> [View] {
            guard let anchor else { return [] }
            if let pair = anchor.offsetAnchors { return views(pair.from) + views(pair.to) }
            guard anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline,
                let view = anchor.reference.view
            else { return [] }
            return [view]
        }
        return views(firstAnchor) + views(secondAnchor)
    }

    /// The solver's constant for the current ``constant``: the row is
    /// `first - multiplier × second - constant OP 0`.
    var solverConstant: Double { anchorConstant - Double(storedConstant) }

    /// The solver strength of the current priority.
    var solverStrength: Strength {
        storedPriority.isRequired ? .required : .priority(Double(storedPriority.rawValue))
    }

    /// A multiplier on positions is applied in the coordinates of the items' nearest common
    /// ancestor, as UIKit applies it, while the solver works in window coordinates: with
    /// `O` the ancestor's origin in the window (its right edge, mirrored, for a
    /// right-to-left leading/trailing constraint), `first − O = m·(second − O) + c` is
    /// `first − m·second + (m − 1)·O = c`. These are the `(m − 1)·O` terms (none for
    /// `m == 1`, sizes, or an ancestor at the window's origin).
    private func originTerms(multiplier m: Double) -> [Term] {
        guard m != 1, firstAttribute.isHorizontalPosition || firstAttribute.isVerticalPosition,
            let ancestor = Self.commonAncestor(of: self), !(ancestor is Window)
        else { return [] }
        let v = ancestor.variables
        if firstAttribute.isVerticalPosition { return [Term(v.minY, coefficient: m - 1)] }
        if mirrored { return [Term(v.minX, coefficient: 1 - m), Term(v.width, coefficient: 1 - m)] }
        return [Term(v.minX, coefficient: m - 1)]
    }

    /// Builds the solver constraint for the current direction, constant and priority,
    /// carrying `tag` (see ``Cassowary/Constraint/tag``).
    func makeSolverConstraint(tag: Int32 = -1) -> Constraint {
        mirrored = currentMirroring()
        // Constraints you make, and intrinsic content sizes, act on alignment rectangles;
        // the system's (autoresizing, guides, the window) on frames.
        let aligned = kind == .user || kind == .contentSize
        // `first − m × second`: the first anchor's terms, then the second's times −m.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var base =
            firstAnchor.appendTerms(to: &terms, scale: 1, mirrored: mirrored)
            + (aligned ? firstAnchor.alignmentOffset(mirrored: mirrored) : 0)
        if let second = secondAnchor {
            let m = Double(multiplier)
            var constant = second.appendTerms(to: &terms, scale: -m, mirrored: mirrored)
            if aligned { constant += second.alignmentOffset(mirrored: mirrored) }
            base -= m * constant
            if m != 1 { terms += originTerms(multiplier: m) }
        }
        anchorConstant = base
        if firstAnchor.readsBaselines || secondAnchor?.readsBaselines == true {
            for view in baselineViews { view.baselineOffsetsInUse = view.baselineOffsets }
        }
        let relation: Cassowary.Relation =
            switch self.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            LinearExpression(terms, constant: solverConstant), relation, strength: solverStrength,
            identifier: identifier, tag: tag)
    }
}
