import Foundation

/// The part of a view's window that the keyboard covers: UIKit's `UIKeyboardLayoutGuide`,
/// reached as ``View/keyboardLayoutGuide``.
///
/// The window computes the keyboard geometry G from the screen's ``Screen/keyboard`` and
/// its own frame (see the <doc:KeyboardLayout> article), and the guide is pinned to G by
/// constraints in the window's system, so it composes with everything else:
///
///     guide.left == G.left, guide.right == G.right, guide.bottom == G.bottom   (required)
///     guide.top == G.top                                                        (999)
///     owningView.safeAreaLayoutGuide.bottom >= guide.top    (owningView.bottom when
///                                                            usesBottomSafeArea is off)
///
/// So the guide's top is the higher of the keyboard's top and the owning view's safe-area
/// bottom. With the keyboard hidden the guide is the strip under the safe area.
///
/// ```swift
/// view.keyboardLayoutGuide.topAnchor.constraint(
///     equalToSystemSpacingBelow: textView.bottomAnchor, multiplier: 1.0).isActive = true
/// ```
///
/// As a ``TrackingLayoutGuide`` it switches constraint sets by the keyboard's near edges,
/// validated: docked, dismissed and shortcuts-bar keyboards are always near the bottom and
/// away from the other edges; undocked and split keyboards are away from leading and
/// trailing; a floating keyboard may be near one edge, two adjacent edges, or none.
///
/// In UIKit the three properties act per window, last writer wins; in Truss each guide
/// keeps its own values.
public final class KeyboardLayoutGuide: TrackingLayoutGuide {
    /// Whether the guide follows an undocked, split or floating keyboard (`false` by
    /// default: such a keyboard counts as dismissed).
    public var followsUndockedKeyboard = false {
        didSet { if oldValue != followsUndockedKeyboard { configurationChanged() } }
    }

    /// Whether the hidden keyboard's guide has the height of the window's bottom safe-area
    /// inset, and the guide's top stays at or above the owning view's safe-area bottom
    /// (`true` by default). Off: the hidden keyboard's guide has height 0, clamped to the
    /// owning view's bottom.
    public var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { configurationChanged() } }
    }

    /// How far above the keyboard a drag starts moving it during an interactive dismissal
    /// (0 by default; negative values count as 0). No effect on geometry.
    public var keyboardDismissPadding: CGFloat {
        get { storedDismissPadding }
        set { storedDismissPadding = max(0, newValue.isFinite ? newValue : 0) }
    }
    private var storedDismissPadding: CGFloat = 0

    /// The constraints that pin the guide to G in its window's system.
    var systemConstraints: [LayoutConstraint] = []

    var configuration: WindowKeyboardState.Configuration {
        .init(followsUndockedKeyboard: followsUndockedKeyboard, usesBottomSafeArea: usesBottomSafeArea)
    }

    override init() {
        super.init()
        identifier = "keyboardLayoutGuide"
    }

    /// Builds the pinning constraints against `window`'s G (active, system, not yet added).
    func makeSystemConstraints(in window: Window) -> [LayoutConstraint] {
        guard let owner = owningView else { return [] }
        let g = window.keyboardFrameItem(for: configuration)
        func make(
            _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor, _ name: String,
            priority: LayoutPriority = .required
        ) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: first, relation: relation, second: second, multiplier: 1, constant: 0, kind: .guide)
            c.identifier = "Truss-keyboardLayoutGuide-\(name)"
            c.setPriorityUnchecked(priority)
            c.setActiveFlag(true)
            return c
        }
        let floor: LayoutAnchor =
            usesBottomSafeArea ? owner.safeAreaLayoutGuide.bottomAnchor : owner.bottomAnchor
        return [
            make(leftAnchor, .equal, g.leftAnchor, "left"),
            make(rightAnchor, .equal, g.rightAnchor, "right"),
            make(bottomAnchor, .equal, g.bottomAnchor, "bottom"),
            make(topAnchor, .equal, g.topAnchor, "top", priority: 999),
            make(floor, .greaterThanOrEqual, topAnchor, usesBottomSafeArea ? "safeAreaBottom" : "bottom"),
        ]
    }

    /// The guide's view joined `window`: pin it to that window's G.
    override func constraintsJoining(_ window: Window) -> [LayoutConstraint] {
        systemConstraints = makeSystemConstraints(in: window)
        return systemConstraints
    }

    /// The guide's view leaves its window: the constraints to remove.
    override func constraintsLeavingWindow() -> [LayoutConstraint] {
        let old = systemConstraints
        systemConstraints = []
        return old
    }

    /// The view's keyboard guide leaves it: its tracked sets and its pins to the window's G
    /// go, and the view makes a new guide on the next use of ``View/keyboardLayoutGuide``.
    /// (A keyboard guide added by hand with ``View/addLayoutGuide(_:)`` is an ordinary guide
    /// of the view, and is removed as one.)
    override func willBeRemoved(from view: View) {
        guard view.storedKeyboardGuide === self else { return }
        removeAllTrackedConstraints()
        LayoutConstraint.removeFromEngines(constraintsLeavingWindow())
        view.storedKeyboardGuide = nil
    }

    /// A property that decides G changed: re-pin to the matching G and re-evaluate.
    private func configurationChanged() {
        guard let window = owningView?.window else { return }
        if let owner = owningView, usesBottomSafeArea { _ = owner.safeAreaLayoutGuide }
        window.engine.remove(constraintsLeavingWindow())
        window.engine.add(constraintsJoining(window))
        hasEvaluatedEdges = false
        window.setNeedsLayout()
    }

    // MARK: - Edges

    /// The validated near edges for the screen's keyboard after its current change (the
    /// final geometry, not a frame in the middle of an animation), or `nil` outside a
    /// window.
    func measuredNearEdges() -> DirectionalRectEdge? {
        guard let owner = owningView, let window = owner.window else { return nil }
        let keyboard = window.screen.keyboard
        let g = window.keyboardGeometry(configuration, keyboard: keyboard)
        return KeyboardGeometry.nearEdges(
            of: g, in: window.storedFrame.size, placement: keyboard.placement,
            rightToLeft: owner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    override func edgesForRegistration() -> DirectionalRectEdge? {
        measuredNearEdges()
    }

    /// Keyboard edges depend only on the keyboard and the window, never on the sets, so
    /// one measurement decides.
    override func evaluateEdges(in engine: LayoutEngine) -> [TrackedSetSwitch] {
        guard let edges = measuredNearEdges() else { return [] }
        guard !hasEvaluatedEdges || edges != nearEdges else { return [] }
        let before = setStates
        nearEdges = edges
        hasEvaluatedEdges = true
        applyTrackedSets()
        return switches(since: before)
    }
}

extension View {
    /// The guide that tracks the keyboard over this view's window, created on first use
    /// (see ``KeyboardLayoutGuide``).
    ///
    /// ```swift
    /// view.keyboardLayoutGuide.topAnchor.constraint(equalTo: textView.bottomAnchor).isActive = true
    /// ```
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = storedKeyboardGuide { return guide }
        _ = safeAreaLayoutGuide
        let guide = KeyboardLayoutGuide()
        guide.owningView = self
        layoutGuides.append(guide)
        storedKeyboardGuide = guide
        if let window {
            window.engine.register(guide)
            window.engine.add(guide.constraintsJoining(window))
            window.engine.refreshLayoutFrame(of: guide)
        }
        return guide
    }
}
