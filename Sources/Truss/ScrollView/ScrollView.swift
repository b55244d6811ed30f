import Foundation

/// A view whose subviews scroll: UIKit's `UIScrollView`, with the content offset solved in
/// the same constraint system as everything else.
///
/// Constrain subviews to ``contentLayoutGuide`` to give the content its size, and to
/// ``frameLayoutGuide`` for things that should not scroll. As in UIKit, a subview's
/// ``View/frame`` is in the scroll view's bounds coordinates, whose origin is the
/// ``contentOffset``: the content starts at (0, 0), and a subview at y = 390 in the content
/// is 35 points higher on screen when the offset is (0, 35).
///
/// ```swift
/// let scroll = ScrollView()
/// scroll.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(scroll)
/// scroll.addSubview(field)
/// LayoutConstraint.activate {
///     scroll.topAnchor == window.topAnchor            // … and the other three edges
///     scroll.contentLayoutGuide.widthAnchor == scroll.frameLayoutGuide.widthAnchor
///     scroll.contentLayoutGuide.heightAnchor == scroll.frameLayoutGuide.heightAnchor
///     field.topAnchor == scroll.contentLayoutGuide.topAnchor + 390
/// }
/// scroll.contentOffset = CGPoint(x: 0, y: 35)
/// window.layoutIfNeeded()
/// field.frame.minY                     // 390: bounds coordinates
/// scroll.contentSize                   // (375, 667): from the content constraints
/// ```
///
/// The model, in window coordinates (S the scroll view, C the content guide):
///
///     contentOffset = S.origin - C.origin          (no variable of its own)
///     S.left - C.left == contentOffset.x           @ contentOffsetPriority
///     S.top  - C.top  == contentOffset.y           @ contentOffsetPriority
///
/// The offset you set is a wish at ``contentOffsetPriority`` (200): it holds unless
/// stronger constraints move the content, such as those of
/// ``keepVisible(_:above:spacing:)``. After each layout pass the wish becomes the solved
/// offset, so the offset stays where it is until something needs it to move.
///
/// ``adjustedContentInset`` is ``contentInset`` plus the safe area that
/// ``contentInsetAdjustmentBehavior`` adds (UIKit's `.automatic` by default), with the
/// bottom raised to the covered part of the scroll view while
/// ``keepVisible(_:above:spacing:)`` is on. The content guide's size must be fixed by the content's constraints (required
/// or above 250), as UIKit's "scrollable content size is ambiguous" warning asks.
open class ScrollView: View {
    /// The priority of the content offset you set (200): below content hugging (250), so
    /// that revealing a view or clamping to the content moves the offset, not the content.
    public static let contentOffsetPriority = LayoutPriority(200)

    /// The content's rectangle. Its layout frame is in the scroll view's bounds
    /// coordinates, so its origin is (0, 0) and its size is ``contentSize``.
    public let contentLayoutGuide = LayoutGuide()

    /// The scroll view's own rectangle, not scrolled. Its layout frame is in bounds
    /// coordinates: origin ``contentOffset``, size the frame's size.
    public let frameLayoutGuide = LayoutGuide()

    /// The frame inset by ``adjustedContentInset``: the part of the scroll view where
    /// content shows unobstructed. Its layout frame is in bounds coordinates.
    public let contentInsetLayoutGuide = LayoutGuide()

    /// `S.left - C.left == x` and `S.top - C.top == y`, at ``contentOffsetPriority``.
    let offsetConstraints: (x: LayoutConstraint, y: LayoutConstraint)

    /// The inset guide's edges: left, top, right (required equalities) and bottom (a
    /// required equality while no obstruction is avoided).
    let insetConstraints: (left: LayoutConstraint, top: LayoutConstraint, right: LayoutConstraint)
    let insetBottomConstraint: LayoutConstraint

    /// The constraints of ``keepVisible(_:above:spacing:)`` while it is on.
    var visibility = VisibilityConstraints()

    /// What the safe area adds to ``contentInset``, as of the last layout pass.
    var safeAreaInsetAdjustment = EdgeInsets.zero

    /// How far the vertical scroll indicator is inset from the scroll view's edges (zero by
    /// default, as in UIKit); the safe area adds to it while
    /// ``automaticallyAdjustsScrollIndicatorInsets`` is on (see
    /// ``adjustedVerticalScrollIndicatorInsets``). No effect on layout.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero

    /// How far the horizontal scroll indicator is inset from the scroll view's edges (zero by
    /// default, as in UIKit); see ``verticalScrollIndicatorInsets``.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero

    /// Whether the scroll indicators are also inset by the scroll view's safe area (`true`
    /// by default, as in UIKit). See ``adjustedVerticalScrollIndicatorInsets``.
    public var automaticallyAdjustsScrollIndicatorInsets = true

    /// How a drag in the scroll view dismisses the keyboard (`.none` by default, as in
    /// UIKit). See ``KeyboardDismissMode`` and ``beginDragging(at:)``.
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// The drag in progress (see `ScrollView+Dragging.swift`), if any.
    var dragState: DragState?

    /// Creates a scroll view with a frame in its (future) superview's coordinates.
    public override init(frame: CGRect = .zero) {
        contentLayoutGuide.identifier = "contentLayoutGuide"
        frameLayoutGuide.identifier = "frameLayoutGuide"
        contentInsetLayoutGuide.identifier = "contentInsetLayoutGuide"
        let content = contentLayoutGuide
        let frameGuide = frameLayoutGuide
        let inset = contentInsetLayoutGuide
        offsetConstraints = (
            content.leftAnchor.anchorWithOffset(to: frameGuide.leftAnchor).constraint(equalToConstant: 0),
            content.topAnchor.anchorWithOffset(to: frameGuide.topAnchor).constraint(equalToConstant: 0)
        )
        insetConstraints = (
            inset.leftAnchor.constraint(equalTo: frameGuide.leftAnchor),
            inset.topAnchor.constraint(equalTo: frameGuide.topAnchor),
            inset.rightAnchor.constraint(equalTo: frameGuide.rightAnchor)
        )
        insetBottomConstraint = inset.bottomAnchor.constraint(equalTo: frameGuide.bottomAnchor)
        super.init(frame: frame)
        clipsToBounds = true
        addLayoutGuide(content)
        addLayoutGuide(frameGuide)
        addLayoutGuide(inset)
        offsetConstraints.x.priority = Self.contentOffsetPriority
        offsetConstraints.y.priority = Self.contentOffsetPriority
        offsetConstraints.x.identifier = "Truss-ScrollView-contentOffset-x"
        offsetConstraints.y.identifier = "Truss-ScrollView-contentOffset-y"
        insetConstraints.left.identifier = "Truss-ScrollView-inset-left"
        insetConstraints.top.identifier = "Truss-ScrollView-inset-top"
        insetConstraints.right.identifier = "Truss-ScrollView-inset-right"
        insetBottomConstraint.identifier = "Truss-ScrollView-inset-bottom"
        LayoutConstraint.activate([
            frameGuide.leftAnchor.constraint(equalTo: leftAnchor).identifier("Truss-ScrollView-frame-left"),
            frameGuide.topAnchor.constraint(equalTo: topAnchor).identifier("Truss-ScrollView-frame-top"),
            frameGuide.widthAnchor.constraint(equalTo: widthAnchor).identifier("Truss-ScrollView-frame-width"),
            frameGuide.heightAnchor.constraint(equalTo: heightAnchor).identifier("Truss-ScrollView-frame-height"),
            offsetConstraints.x, offsetConstraints.y,
            insetConstraints.left, insetConstraints.top, insetConstraints.right, insetBottomConstraint,
        ])
    }

    /// The point of the content at the scroll view's top-left corner: the origin of
    /// ``View/bounds``.
    ///
    /// Setting it asks for that offset at ``contentOffsetPriority``; the next layout pass
    /// solves it (and returns it unchanged unless a stronger constraint, such as
    /// ``keepVisible(_:above:spacing:)``, needs another). As in UIKit, a set offset is not
    /// clamped to the content unless ``keepVisible(_:above:spacing:)`` is on.
    public var contentOffset: CGPoint {
        get { storedBoundsOrigin }
        set {
            storedBoundsOrigin = newValue
            offsetConstraints.x.constant = newValue.x
            offsetConstraints.y.constant = newValue.y
            setNeedsLayout()
        }
    }

    /// The size of the content, as the content's constraints made ``contentLayoutGuide``
    /// in the last layout pass.
    ///
    /// Setting it makes it the content's size: required constraints
    /// `contentLayoutGuide.width == width` and `contentLayoutGuide.height == height`, replaced
    /// when you set it again (the next layout pass solves them). Constraining the content
    /// guide to another size as well is a conflict: the engine reports it and breaks one
    /// of them, as for any unsatisfiable constraints (UIKit instead lets the size from Auto
    /// Layout overwrite the set value in its next layout pass).
    ///
    /// ```swift
    /// scroll.contentSize = CGSize(width: 375, height: 1200)
    /// window.layoutIfNeeded()
    /// scroll.contentSize                   // (375, 1200)
    /// ```
    public var contentSize: CGSize {
        get { contentLayoutGuide.layoutFrame.size }
        set {
            precondition(
                newValue.width.isFinite && newValue.height.isFinite && newValue.width >= 0 && newValue.height >= 0,
                "Truss: a scroll view's contentSize must be finite and not negative, not \(newValue)")
            let next = [
                contentLayoutGuide.widthAnchor.constraint(equalToConstant: newValue.width)
                    .identifier("Truss-ScrollView-contentSize-width"),
                contentLayoutGuide.heightAnchor.constraint(equalToConstant: newValue.height)
                    .identifier("Truss-ScrollView-contentSize-height"),
            ]
            let previous = setContentSizeConstraints
            setContentSizeConstraints = next
            LayoutConstraint.deactivate(previous)
            LayoutConstraint.activate(next)
        }
    }

    /// The constraints of a set ``contentSize``, if any.
    var setContentSizeConstraints: [LayoutConstraint] = []

    /// Insets of the scrollable area that you choose (zero by default): the content can
    /// scroll from `-top` to `contentSize.height + bottom - height`. Cheap to change
    /// (constant edits).
    public var contentInset = EdgeInsets.zero {
        didSet {
            applyInsetConstants()
            setNeedsLayout()
        }
    }

    /// How the safe area adds to ``adjustedContentInset`` (`.automatic` by default, as in
    /// UIKit). See ``ContentInsetAdjustmentBehavior`` for each case.
    ///
    /// ```swift
    /// window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// scroll.contentInsetAdjustmentBehavior = .always
    /// window.layoutIfNeeded()
    /// scroll.adjustedContentInset      // {59, 0, 34, 0} for a scroll view filling the window
    /// ```
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { setNeedsLayout() }
    }

    /// Whether the vertical axis counts as scrolling even when the content is not taller
    /// than the scroll view (for `.scrollableAxes` and `.automatic`). `false` by default.
    public var alwaysBounceVertical = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the horizontal axis counts as scrolling even when the content is not wider
    /// than the scroll view (for `.scrollableAxes` and `.automatic`). `false` by default.
    public var alwaysBounceHorizontal = false {
        didSet { setNeedsLayout() }
    }

    /// The insets in effect, as of the last layout pass: ``contentInset`` plus the safe area
    /// that ``contentInsetAdjustmentBehavior`` adds, with the bottom raised to the part of
    /// the scroll view covered by the obstruction of ``keepVisible(_:above:spacing:)``.
    public var adjustedContentInset: EdgeInsets {
        let f = frameLayoutGuide.layoutFrame
        let i = contentInsetLayoutGuide.layoutFrame
        return EdgeInsets(top: i.minY - f.minY, left: i.minX - f.minX, bottom: f.maxY - i.maxY, right: f.maxX - i.maxX)
    }

    /// A scroll view in a window settles its offset in every layout pass.
    override func didRegister(in engine: LayoutEngine) {
        engine.addParticipant(self)
    }

    override func willUnregister(from engine: LayoutEngine) {
        engine.removeParticipant(self)
    }

    /// A subview's frame is measured from the content's origin, which moves with the
    /// content offset.
    override var boundsOriginAnchors: (x: LayoutXAxisAnchor, y: LayoutYAxisAnchor) {
        (contentLayoutGuide.leftAnchor, contentLayoutGuide.topAnchor)
    }
}

extension ScrollView: LayoutPassParticipant {
    /// Settles the offset after a solve: reads `S.origin - C.origin`, makes it the new
    /// wish, so that the offset stays put until something needs it to move, and the
    /// origin of the bounds. The wish then holds exactly at the current solution, which
    /// therefore stays optimal.
    func settle(in engine: LayoutEngine) {
        let s = engine.solvedRect(of: self)
        let c = engine.solvedRect(of: contentLayoutGuide)
        let offset = CGPoint(x: s.minX - c.minX, y: s.minY - c.minY)
        if abs(offsetConstraints.x.constant - offset.x) > 1e-9 { offsetConstraints.x.constant = offset.x }
        if abs(offsetConstraints.y.constant - offset.y) > 1e-9 { offsetConstraints.y.constant = offset.y }
        engine.setBoundsOrigin(offset, of: self)
    }

    /// Adds the safe area to the insets as ``contentInsetAdjustmentBehavior`` says, from the
    /// solved sizes and the settled safe area.
    func adjust(in engine: LayoutEngine) {
        adjustInsetsForSafeArea(in: engine)
    }
}

extension ScrollView: LayoutSnapshotAttributes {
    /// `contentOffset=(0, 35) contentSize=(375, 667)`, then `adjustedContentInset={…}` when
    /// not zero, `verticalScrollIndicatorInsets={…}` and `horizontalScrollIndicatorInsets={…}`
    /// when set to other than zero, and `keepsVisible='field'` while
    /// ``keepVisible(_:above:spacing:)`` is on.
    public var layoutSnapshotAttributes: [String] {
        var result = [
            "contentOffset=" + SnapshotFormat.point(contentOffset),
            "contentSize=" + SnapshotFormat.size(contentSize),
        ]
        let zero = SnapshotFormat.insets(.zero)
        let inset = SnapshotFormat.insets(adjustedContentInset)
        if inset != zero { result.append("adjustedContentInset=" + inset) }
        let vertical = SnapshotFormat.insets(verticalScrollIndicatorInsets)
        if vertical != zero { result.append("verticalScrollIndicatorInsets=" + vertical) }
        let horizontal = SnapshotFormat.insets(horizontalScrollIndicatorInsets)
        if horizontal != zero { result.append("horizontalScrollIndicatorInsets=" + horizontal) }
        if let kept = keptVisibleView {
            result.append("keepsVisible='\(kept.identifier ?? String(describing: type(of: kept)))'")
        }
        return result
    }
}
