import Cassowary
import Foundation

/// A rectangle in a view hierarchy, laid out by constraints: UIKit's `UIView`, headless.
///
/// A view has a ``frame`` in its superview's coordinates, ``subviews``, anchors for
/// constraints, layout guides, an intrinsic content size, and content hugging and
/// compression resistance priorities. Views in a ``Window`` share the window's constraint
/// engine; ``layoutIfNeeded()`` solves and writes every frame.
///
/// ```swift
/// let window = Window(screen: Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)),
///                     frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(box)
/// LayoutConstraint.activate([
///     box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
///     box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalToConstant: 50),
/// ])
/// window.layoutIfNeeded()
/// box.frame   // (145, 397, 100, 50)
/// ```
///
/// Views are single-owner reference objects, not `Sendable` and not tied to the main
/// actor: build and lay out a hierarchy from one task or thread at a time (tests and
/// headless renderers run anywhere).
open class View: CustomStringConvertible {
    /// The standard spacing between sibling views: 8 points.
    public static let systemSpacing: CGFloat = 8

    /// The value of ``intrinsicContentSize`` on an axis without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - What the engine reads of every view of a subtree

    // Stored properties are laid out in the order they are declared. Those that the engine
    // reads of each view when a subtree joins, leaves or moves, and when a pass writes frames,
    // come first and together, so that a walk over a large subtree touches the first cache
    // lines of each view, not lines spread over the whole object.

    var storedFrame: CGRect
    /// The bounds size at the last ``layoutSubviews()`` (`nil`: never laid out), against
    /// which a resize is detected (see `View+LayoutCycle.swift`).
    var lastLayoutSize: CGSize?
    /// The origin of ``bounds``: zero, except a ``ScrollView``'s content offset.
    var storedBoundsOrigin = CGPoint.zero
    /// The window, while the view is in its engine: `unowned`, cleared when the view leaves
    /// the window (a window keeps every view in it alive, and clears this in its `deinit`).
    var storedWindow: Window? {
        get { windowReference.object }
        set {
            var old = UnownedReference(newValue)
            swap(&windowReference, &old)
        }
    }
    /// The storage of ``storedWindow`` (see ``UnownedReference``).
    private var windowReference = UnownedReference<Window>(nil)
    /// The view's slot in its window engine's item table, or -1 outside a window.
    var layoutSlot: Int32 = -1
    /// What ``presentationFrame`` adds to the frame, scaled by what is left of the running
    /// tracked-set animation (see ``TrackedSetAnimation``).
    var presentationOffset = FrameDelta.zero

    /// The view that contains this one. It does not keep the superview alive (UIKit's is
    /// weak): the superview keeps this view alive and clears this reference in its `deinit`,
    /// an `unowned` reference that costs no side table of reference counts.
    public internal(set) var superview: View? {
        get { superviewReference.object }
        set {
            var old = UnownedReference(newValue)
            swap(&superviewReference, &old)
        }
    }
    /// The storage of ``superview`` (see ``UnownedReference``).
    private var superviewReference = UnownedReference<View>(nil)
    /// The views this one contains, back to front.
    public internal(set) var subviews: [View] = []

    /// The constraints this view holds: active constraints whose nearest common ancestor
    /// is this view, in the order they were activated.
    public internal(set) var constraints: [LayoutConstraint] {
        get { heldConstraints }
        set { heldConstraints = newValue }
    }
    var heldConstraints: [LayoutConstraint] = []
    /// ``effectiveUserInterfaceLayoutDirection`` as last computed (see `View+LayoutDirection.swift`).
    var cachedLayoutDirection: UserInterfaceLayoutDirection?
    /// The layout guides this view owns, in the order they were added.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// `guide.left == left + l`, `guide.top == top + t`, `guide.width == width - l - r`,
    /// `guide.height == height - t - b` for the safe area and margins guides.
    var safeAreaGuideConstraints: [LayoutConstraint] = []
    var marginsGuideConstraints: [LayoutConstraint] = []
    /// Hugging (`≤ intrinsic`) and compression (`≥ intrinsic`) per axis, when there is an
    /// intrinsic size on that axis.
    var contentSizeConstraints = ContentSizeConstraints()
    /// The required constraints that hold the frame while
    /// ``translatesAutoresizingMaskIntoConstraints`` is on: left, top, width, height.
    var autoresizingConstraints: [LayoutConstraint] = []

    /// A name used in constraint descriptions, reports and exported files.
    public var identifier: String? {
        get { itemReference.identifier }
        set { itemReference.identifier = newValue }
    }

    /// Whether the view is hidden: UIKit's `isHidden`. A hidden view keeps its frame and its
    /// constraints, and views placed against it stay where they are (only a stack view
    /// collapses a hidden arranged subview); it is simply not drawn, nor is anything inside
    /// it: the SVG snapshot leaves it out, the text snapshot marks it `hidden`.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewHiddenDidChange(self) } }
    }

    /// What the view's anchors keep of it: its solver variables and an `unowned` reference
    /// to it, cleared by `deinit` (see ``LayoutItemReference``).
    let itemReference = LayoutItemReference()
    /// The anchors handed out so far (see ``ItemAnchors``).
    var anchors = ItemAnchors()
    /// The view's solver variables.
    var variables: ItemVariables { itemReference.variables }

    /// The layout direction of this view and (where they do not override it) its subviews.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            forgetLayoutDirection()
            window?.engine.layoutDirectionChanged()
        }
    }

    /// The layout margins by reading direction; 8 on every side by default.
    public var directionalLayoutMargins = DirectionalEdgeInsets(all: 8) {
        didSet {
            guard directionalLayoutMargins != oldValue else { return }
            setNeedsLayout()
            notifyLayoutMarginsDidChange()
        }
    }

    /// Whether the layout margins are measured from the safe area (`true` by default, as
    /// in UIKit): the margins guide is inset by the margins plus the safe-area insets.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// Whether the view's margins also respect its superview's margins (`false` by
    /// default, as in UIKit): where the view is closer to an edge of its superview than the
    /// superview's margin, its margin on that edge grows by the smallest amount that keeps
    /// its margins guide inside the superview's. Per edge, in window coordinates:
    ///
    ///     added.left  = max(0, superview's margins guide minX − (minX + own guide inset left))
    ///     added.right = max(0, (maxX − own guide inset right) − superview's margins guide maxX)
    ///
    /// and the same for top and bottom; "own guide inset" is the view's margin plus its
    /// safe-area inset when ``insetsLayoutMarginsFromSafeArea`` is on, and the superview's
    /// guide is its margins (themselves preserved, when it preserves its superview's) plus
    /// its safe area in the same way. ``layoutMargins`` and the ``layoutMarginsGuide``
    /// include what is added, as of the last layout pass; ``directionalLayoutMargins``
    /// stays what you set.
    ///
    /// ```swift
    /// container.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
    /// content.frame = container.bounds.insetBy(dx: 5, dy: 5)   // 5 from each edge
    /// content.preservesSuperviewLayoutMargins = true
    /// window.layoutIfNeeded()
    /// content.layoutMargins   // 15 on each edge: 20 − 5 (its own 8 is less)
    /// ```
    public var preservesSuperviewLayoutMargins = false {
        didSet {
            guard oldValue != preservesSuperviewLayoutMargins else { return }
            if !preservesSuperviewLayoutMargins { preservedMarginsAddition = .zero }
            window?.engine.preservesSuperviewLayoutMarginsChanged(of: self)
        }
    }
    /// What ``preservesSuperviewLayoutMargins`` adds to each margin, as of the last pass.
    var preservedMarginsAddition = EdgeInsets.zero

    var storedSafeAreaGuide: LayoutGuide?
    var storedMarginsGuide: LayoutGuide?
    var storedReadableGuide: LayoutGuide?
    var storedKeyboardGuide: KeyboardLayoutGuide?
    var computedSafeAreaInsets = EdgeInsets.zero

    var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    /// The layout cycle's flags (see `View+LayoutCycle.swift`): whether
    /// ``updateConstraints()`` is due (a new view starts with it due, as in UIKit) and whether
    /// the last call reached `View`'s own implementation.
    var needsUpdateConstraintsFlag = true
    var calledSuperUpdateConstraints = false
    /// The width the view's content wraps at when nothing else sets one: the width the
    /// last layout pass gave it, for a view that ``wrapsAtLaidOutWidth`` (0: not laid out
    /// yet, wrap only at newlines). See ``LayoutEngine/adoptLaidOutWidths()``.
    var laidOutWrapWidth: CGFloat = 0
    /// The baseline offsets the view reported when a constraint through its baselines was
    /// last made (`nil`: no such constraint), so that a change of its intrinsic size that
    /// changes them (a new font, not new text) makes the engine make those constraints again
    /// (see ``LayoutEngine/baselinesChanged(of:)``).
    var baselineOffsetsInUse: BaselineOffsets?
    /// Whether the view's intrinsic size depends on the width layout gives it: a label with
    /// several lines and no preferred width, a text view that does not scroll, a button
    /// with several title lines.
    var wrapsAtLaidOutWidth: Bool { false }
    /// What this view adds to its own safe-area insets, and so to its descendants' (a view
    /// controller's ``ViewController/additionalSafeAreaInsets`` and its container's bars);
    /// see `LayoutEngine+SafeArea.swift`.
    var addedSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard addedSafeAreaInsets != oldValue else { return }
            window?.engine.addedSafeAreaInsetsChanged(of: self, from: oldValue)
        }
    }
    /// The smallest layout margins the view may have (a view controller's root view: its
    /// ``ViewController/systemMinimumLayoutMargins``); `nil` for other views.
    var minimumLayoutMargins: DirectionalEdgeInsets? {
        didSet {
            guard minimumLayoutMargins != oldValue else { return }
            setNeedsLayout()
            notifyLayoutMarginsDidChange()
        }
    }
    /// The view controller whose root view this is: it hears the view's layout callbacks.
    weak var owningViewController: ViewController?

    /// Whether the frame you set is held by required constraints (`true` by default, as
    /// in UIKit). Turn it off for a view that constraints position; leaving it on while
    /// adding position constraints gives UIKit's classic conflict, reported and recovered.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            if translatesAutoresizingMaskIntoConstraints {
                makeAutoresizingConstraints()
                window?.engine.add(autoresizingConstraints)
            } else {
                dropAutoresizingConstraints()
            }
        }
    }

    // MARK: - Appearance (see `View+Appearance.swift`)

    /// The view's backing layer: its corner radius, border, background and opacity.
    public let layer = Layer()
    /// The tint set on this view; `nil` to inherit (see ``tintColor``).
    var ownTintColor: Color?
    /// Whether the view is drawn with no transparency in its bounds, a hint UIKit's renderer
    /// uses (`true` by default); Truss stores it and the snapshot ignores it.
    public var isOpaque = true
    /// The identifier assistive technologies and UI tests find the view by; the SVG snapshot
    /// labels a view with it when ``identifier`` is not set.
    public var accessibilityIdentifier: String?

    /// How the frame follows the superview's size while
    /// ``translatesAutoresizingMaskIntoConstraints`` is on: none of it by default (the frame
    /// stays as set). See ``AutoresizingMask`` for the rules.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { remakeAutoresizingConstraints() } }
    }

    /// Creates a view with a frame in its (future) superview's coordinates.
    public init(frame: CGRect = .zero) {
        storedFrame = frame
        itemReference.view = self
        itemReference.viewType = type(of: self)
    }

    /// Clears the `unowned` references to the view held by what outlives it: its anchors'
    /// reference (through which its constraints know their holder), its subviews'
    /// ``superview`` and its guides' ``LayoutGuide/owningView`` (a view in a window is kept
    /// alive by the window, so it never goes away while in one).
    deinit {
        itemReference.view = nil
        for subview in subviews { subview.superview = nil }
        for guide in layoutGuides { guide.owningView = nil }
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry

    /// The rectangle of the view in its superview's coordinates (for a ``Window``, in the
    /// screen's). Written by each layout pass. While
    /// ``translatesAutoresizingMaskIntoConstraints`` is on, setting it moves the required
    /// constraints that hold it (cheap constant edits).
    public var frame: CGRect {
        get { storedFrame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space, in which its subviews' frames are: the frame's
    /// size, at origin zero (a ``ScrollView``'s origin is its content offset). Setting it
    /// changes the size only.
    public var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: frame.size) }
        set { frame = CGRect(origin: frame.origin, size: newValue.size) }
    }

    /// The center of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let f = frame
            frame = CGRect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height)
        }
    }

    /// Stores a frame and moves the autoresizing constraints (overridden by ``Window``).
    func setFrame(_ newValue: CGRect) {
        storedFrame = newValue
        window?.engine.frameWasSet(self)
        autoresizingFrameDidChange()
    }

    /// The window the view is in.
    public var window: Window? { storedWindow }

    /// The portion of the view covered by the window's safe-area insets: the overlap of
    /// the view with the window's unsafe edges, as of the last layout pass.
    open var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }

    /// The margins in effect: ``directionalLayoutMargins``, each edge at least the
    /// minimum of a view controller's root view.
    var effectiveLayoutMargins: DirectionalEdgeInsets {
        guard let minimum = minimumLayoutMargins else { return directionalLayoutMargins }
        let m = directionalLayoutMargins
        return DirectionalEdgeInsets(
            top: max(m.top, minimum.top), leading: max(m.leading, minimum.leading),
            bottom: max(m.bottom, minimum.bottom),
            trailing: max(m.trailing, minimum.trailing))
    }

    /// The layout margins by edge: ``directionalLayoutMargins`` resolved for the layout
    /// direction (leading is left in left-to-right, right in right-to-left), plus what
    /// ``preservesSuperviewLayoutMargins`` adds. Setting them sets
    /// the directional margins for the current direction, so `left` stays on the left until
    /// the direction changes; then the margins follow the reading direction (Truss keeps
    /// margins by reading direction; UIKit does not document which form wins when both were
    /// set).
    ///
    /// ```swift
    /// view.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
    /// view.directionalLayoutMargins   // {0, 16, 0, 4} left to right; {0, 4, 0, 16} right to left
    /// ```
    public var layoutMargins: EdgeInsets {
        get {
            var margins = effectiveLayoutMargins.resolved(
                rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let added = preservedMarginsAddition
            guard added != .zero else { return margins }
            margins.top += added.top
            margins.left += added.left
            margins.bottom += added.bottom
            margins.right += added.right
            return margins
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    // MARK: - Layout

    /// The view has joined a window's engine (registered in its item table): a view that
    /// takes part in layout passes registers its ``LayoutPassParticipant`` here.
    func didRegister(in engine: LayoutEngine) {}

    /// The view is leaving its window's engine: it removes what ``didRegister(in:)`` registered.
    func willUnregister(from engine: LayoutEngine) {}

    /// The anchors of the origin of the view's bounds coordinates, which a subview's frame
    /// is measured from: the view's own top-left corner; a view whose bounds origin moves
    /// (a ``ScrollView``'s content origin, with its content offset) overrides it.
    var boundsOriginAnchors: (x: LayoutXAxisAnchor, y: LayoutYAxisAnchor) { (leftAnchor, topAnchor) }

    /// A subview's ``isHidden`` changed: a view that lays out its subviews (a
    /// ``StackView``) updates its constraints here.
    func subviewHiddenDidChange(_ subview: View) {}

    /// A subview called ``invalidateIntrinsicContentSize()``.
    func subviewContentSizeDidChange(_ subview: View) {}

    /// A subview is about to be removed from this view, its constraints still in place.
    func subviewWillLeave(_ subview: View) {}

    // MARK: - Layout cycle (overridable; the cycle is in `View+LayoutCycle.swift`)

    /// Updates the view's constraints: override it to change constraints in one batch
    /// before the engine solves, and call `super.updateConstraints()` as the last step
    /// (UIKit raises if you do not; Truss stops with a precondition).
    ///
    /// Called bottom-up (subviews before their superview) in the next layout pass of a
    /// view that needs it: a new view, or one that called ``setNeedsUpdateConstraints()``.
    ///
    /// ```swift
    /// final class Card: View {
    ///     var compact = false { didSet { setNeedsUpdateConstraints() } }
    ///     let heightConstraint: LayoutConstraint
    ///     override func updateConstraints() {
    ///         heightConstraint.constant = compact ? 44 : 88
    ///         super.updateConstraints()
    ///     }
    /// }
    /// ```
    open func updateConstraints() {
        calledSuperUpdateConstraints = true
    }

    /// Lays out the subviews: override it to place subviews by frame. Called top-down
    /// (a superview before its subviews) after the engine has written every frame, on the
    /// views whose bounds size changed and those that called ``setNeedsLayout()``; a frame
    /// you set here is kept. `View`'s implementation does nothing (the engine has already
    /// written the frames constraints give).
    ///
    /// A frame set here on a view with ``translatesAutoresizingMaskIntoConstraints`` on moves
    /// its constraints, and the same ``layoutIfNeeded()`` solves again, so that views
    /// constrained to it follow.
    ///
    /// ```swift
    /// final class Card: View {
    ///     let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    ///     override func layoutSubviews() {
    ///         super.layoutSubviews()
    ///         badge.frame.origin = CGPoint(x: bounds.width - 10, y: -10)   // on the corner
    ///     }
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Tells the view that its safe-area insets changed; called in the layout pass that
    /// changed them, before ``layoutSubviews()``. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// Tells the view that its layout margins changed (``directionalLayoutMargins`` or
    /// ``layoutMargins`` was set to a new value); called at once. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// The natural size of the view's content, or ``View/noIntrinsicMetric`` on an axis
    /// without one (the default on both). Override it, and call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    ///
    /// The engine turns it into two constraints per axis, as UIKit does:
    ///
    ///     width <= intrinsic.width  @ hugging priority      (250 by default)
    ///     width >= intrinsic.width  @ compression priority  (750 by default)
    ///
    /// So of two labels in a row that cannot both have their size, the one with the lower
    /// hugging priority stretches, and the one with the lower compression resistance
    /// shrinks.
    ///
    /// ```swift
    /// final class Label: View {
    ///     var text = "" { didSet { invalidateIntrinsicContentSize() } }
    ///     override var intrinsicContentSize: CGSize { CGSize(width: 7 * CGFloat(text.count), height: 20) }
    /// }
    /// ```
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size that best fits `size`: UIKit's `sizeThatFits(_:)`. A view's own answer is
    /// its current size, as UIView's is; a ``Label`` answers with its text's size, the
    /// controls with their intrinsic size (see the self-sizing article). It changes nothing.
    ///
    /// ```swift
    /// View(frame: CGRect(x: 0, y: 0, width: 40, height: 30)).sizeThatFits(.zero)   // 40 × 30
    /// ```
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin:
    /// UIKit's `sizeToFit()`. The frame is set as by ``frame``, so a view that keeps
    /// ``translatesAutoresizingMaskIntoConstraints`` on keeps the new size in layout.
    ///
    /// ```swift
    /// label.text = "Done"
    /// label.sizeToFit()   // the frame's size is now the text's
    /// ```
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// How far the alignment rectangle, which constraints act on, lies inside the frame:
    /// `.zero` by default. Override it for a view whose content should align without its
    /// decorations (a shadow, a badge). Anchors of such a view refer to its alignment
    /// rectangle, and its ``intrinsicContentSize`` is the alignment rectangle's size, as in
    /// UIKit; the frame the engine writes is the alignment rectangle outset by the insets
    /// (``frame(forAlignmentRect:)``). Read when a constraint on the view is added to the
    /// engine: a change takes effect for constraints activated after it. The system's own
    /// constraints (a frame held by ``translatesAutoresizingMaskIntoConstraints``, the safe
    /// area and margins guides) act on the frame.
    ///
    /// ```swift
    /// final class ShadowedCard: View {
    ///     override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 6, right: 6) }
    /// }
    /// card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)   // the card's
    /// card.widthAnchor.constraint(equalToConstant: 100)                          // body: frame
    /// // width 106, the shadow overhanging on the right
    /// ```
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// Distance from the top to the first baseline (`nil`: the bottom). Subclasses that
    /// draw text override it; read when a baseline constraint is activated, and again when
    /// the view invalidates its intrinsic content size.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// Distance from the bottom to the last baseline (`nil`: 0, the bottom).
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The two offsets a baseline anchor reads.
    struct BaselineOffsets: Equatable {
        var first: CGFloat?
        var last: CGFloat?
    }

    /// The offsets the view reports now.
    var baselineOffsets: BaselineOffsets {
        BaselineOffsets(first: firstBaselineOffsetFromTop, last: lastBaselineOffsetFromBottom)
    }

    /// `Label 'title' (20.0, 40.0, 100.0, 20.0)`.
    open var description: String {
        "\(String(describing: type(of: self)))" + (identifier.map { " '\($0)'" } ?? "") + " \(frame)"
    }
}

extension View: LayoutItem {
    var itemVariables: ItemVariables { variables }
    var itemOwnerView: View? { self }
    var itemNameParts: LayoutItemName { itemReference.name }
}
