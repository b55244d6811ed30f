import Foundation

/// A layout guide that turns constraint sets on and off as it comes near or goes away
/// from the edges of its owning view: UIKit's `UITrackingLayoutGuide`.
///
/// Register a set for an edge *set* key; the exact set is the key (`[.leading, .trailing]`
/// is one key, distinct from `.leading`). With N the near edges and A the others, a near
/// set for key K is on iff K ⊆ N, an away set iff K ⊆ A; an empty key never turns on.
/// When N changes, every set that must be off is deactivated, then every set that must be
/// on is activated, as one batch: a constraint in several sets is active if any is on.
///
/// ```swift
/// let panel = TrackingLayoutGuide()
/// view.addLayoutGuide(panel)
/// panel.setConstraints([toolbar.topAnchor.constraint(equalTo: panel.bottomAnchor)],
///                      activeWhenNearEdge: .top)
/// panel.setConstraints([toolbar.bottomAnchor.constraint(equalTo: panel.topAnchor)],
///                      activeWhenAwayFrom: .top)
/// ```
///
/// Sets are evaluated as soon as they are registered (when the near edges are known) and
/// after every layout pass that changed the geometry, once, on the final geometry.
/// Registering a key again replaces its set; both that and ``removeAllTrackedConstraints()``
/// deactivate what they stop tracking (UIKit leaves it active, a known trap).
///
/// A plain tracking guide measures its own solved frame against its owning view's bounds
/// with ``thresholds`` (hysteresis included), and settles rather than oscillates when a
/// switch moves it back across a threshold: a switch that would undo itself is refused.
/// ``KeyboardLayoutGuide`` measures the keyboard instead.
open class TrackingLayoutGuide: LayoutGuide {
    /// One registered set.
    struct TrackedSet {
        let rule: TrackedSetSwitch.Rule
        let edges: DirectionalRectEdge
        var constraints: [LayoutConstraint]
        /// Whether the set was on when the sets were last applied.
        var isOn = false
    }

    var trackedSets: [TrackedSet] = []

    /// The edges the guide is near, as of the last evaluation (validated for a keyboard
    /// guide).
    public internal(set) var nearEdges: DirectionalRectEdge = []

    /// Whether ``nearEdges`` has been measured at least once.
    var hasEvaluatedEdges = false

    /// The guide's frame and owner size when it last settled (plain tracking guides).
    var settledGeometry: (frame: CGRect, size: CGSize)?

    /// When and how far from an edge counts as near (plain tracking guides).
    public var thresholds = Thresholds.standard {
        didSet { settledGeometry = nil; owningView?.setNeedsLayout() }
    }

    /// Called after an evaluation that switched sets, with the sets that switched.
    public var trackedSetsDidSwitch: (([TrackedSetSwitch]) -> Void)?

    /// The sets the last switching evaluation turned on or off.
    public internal(set) var lastSwitches: [TrackedSetSwitch] = []

    /// The edges the guide is away from: all but ``nearEdges``.
    public var awayEdges: DirectionalRectEdge { DirectionalRectEdge.all.subtracting(nearEdges) }

    /// A tracking guide in a window is evaluated in every layout pass, with the window's
    /// other tracking guides (see ``WindowTrackingState``).
    override func didRegister(in engine: LayoutEngine) {
        engine.window.trackingState.add(self, in: engine)
    }

    override func willUnregister(from engine: LayoutEngine) {
        engine.window.trackingState.remove(self)
    }

    // MARK: - Registering

    /// Tracks `constraints` as the set that is active while the guide is near every edge
    /// in `edges` (replacing any set registered for exactly `edges`).
    ///
    /// ```swift
    /// guide.setConstraints([editView.topAnchor.constraint(equalTo: guide.bottomAnchor)],
    ///                      activeWhenNearEdge: .top)
    /// ```
    public func setConstraints(_ constraints: [LayoutConstraint], activeWhenNearEdge edges: DirectionalRectEdge) {
        register(constraints, rule: .nearEdge, edges: edges)
    }

    /// Tracks `constraints` as the set that is active while the guide is away from every
    /// edge in `edges` (replacing any set registered for exactly `edges`).
    ///
    /// ```swift
    /// guide.setConstraints([editView.centerXAnchor.constraint(equalTo: guide.centerXAnchor)],
    ///                      activeWhenAwayFrom: [.leading, .trailing])
    /// ```
    public func setConstraints(_ constraints: [LayoutConstraint], activeWhenAwayFrom edges: DirectionalRectEdge) {
        register(constraints, rule: .awayFromEdge, edges: edges)
    }

    /// The set registered for exactly `edges` with the near rule (empty if none).
    public func constraints(activeWhenNearEdge edges: DirectionalRectEdge) -> [LayoutConstraint] {
        trackedSets.first { $0.rule == .nearEdge && $0.edges == edges }?.constraints ?? []
    }

    /// The set registered for exactly `edges` with the away rule (empty if none).
    public func constraints(activeWhenAwayFrom edges: DirectionalRectEdge) -> [LayoutConstraint] {
        trackedSets.first { $0.rule == .awayFromEdge && $0.edges == edges }?.constraints ?? []
    }

    /// Stops tracking every set and deactivates their constraints.
    public func removeAllTrackedConstraints() {
        let all = trackedSets.flatMap(\.constraints)
        trackedSets = []
        LayoutConstraint.deactivate(all)
    }

    private func register(_ constraints: [LayoutConstraint], rule: TrackedSetSwitch.Rule, edges: DirectionalRectEdge) {
        var dropped: [LayoutConstraint] = []
        if let i = trackedSets.firstIndex(where: { $0.rule == rule && $0.edges == edges }) {
            dropped = trackedSets[i].constraints
            trackedSets[i].constraints = constraints
        } else {
            trackedSets.append(TrackedSet(rule: rule, edges: edges, constraints: constraints))
        }
        // Evaluated at once when the near edges are known (UIKit waits for a change).
        if let edges = edgesForRegistration() {
            nearEdges = edges
            hasEvaluatedEdges = true
            applyTrackedSets(alsoDeactivating: dropped)
        } else {
            let kept = Set(trackedSets.flatMap(\.constraints).map(ObjectIdentifier.init))
            LayoutConstraint.deactivate(dropped.filter { !kept.contains(ObjectIdentifier($0)) })
        }
        owningView?.setNeedsLayout()
    }

    /// The near edges to apply a newly registered set with, or `nil` to wait for the next
    /// layout pass. Plain guides use the last evaluation.
    func edgesForRegistration() -> DirectionalRectEdge? {
        hasEvaluatedEdges ? nearEdges : nil
    }

    /// Evaluates the edges after a layout pass and switches sets; returns the sets that
    /// switched. A plain guide measures its own frame (``evaluateOwnFrame(in:)``); a
    /// keyboard guide, the keyboard.
    func evaluateEdges(in engine: LayoutEngine) -> [TrackedSetSwitch] {
        evaluateOwnFrame(in: engine)
    }

    // MARK: - Applying

    /// Whether a set is on for near edges `near`.
    static func isOn(_ set: TrackedSet, near: DirectionalRectEdge) -> Bool {
        guard !set.edges.isEmpty else { return false }
        switch set.rule {
        case .nearEdge: return near.isSuperset(of: set.edges)
        case .awayFromEdge: return DirectionalRectEdge.all.subtracting(near).isSuperset(of: set.edges)
        }
    }

    /// Makes the constraints' activity match ``nearEdges``: one batch that deactivates every
    /// tracked constraint (and `extra`) in no set that is on, and activates the constraints
    /// of every set that is on.
    func applyTrackedSets(alsoDeactivating extra: [LayoutConstraint] = []) {
        var on: [LayoutConstraint] = []
        var onIDs = Set<ObjectIdentifier>()
        for i in trackedSets.indices {
            let isOn = Self.isOn(trackedSets[i], near: nearEdges)
            trackedSets[i].isOn = isOn
            guard isOn else { continue }
            for c in trackedSets[i].constraints where onIDs.insert(ObjectIdentifier(c)).inserted { on.append(c) }
        }
        let off = (trackedSets.flatMap(\.constraints) + extra).filter { !onIDs.contains(ObjectIdentifier($0)) }
        do {
            try LayoutConstraint.apply(deactivating: off, activating: on, strict: false)
        } catch {
            assertionFailure("Truss: non-strict switch threw \(error)")
        }
    }

    /// Each set's state, to compare before and after an evaluation.
    var setStates: [Bool] { trackedSets.map(\.isOn) }

    /// The sets whose state differs from `before`.
    func switches(since before: [Bool]) -> [TrackedSetSwitch] {
        trackedSets.enumerated().compactMap { i, set in
            i < before.count && before[i] == set.isOn
                ? nil : TrackedSetSwitch(rule: set.rule, edges: set.edges, isActive: set.isOn)
        }
    }

    public override var description: String {
        "\(String(describing: type(of: self))) '\(identifier)' \(layoutFrame) near \(nearEdges)"
    }
}
