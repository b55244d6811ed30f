import Foundation

/// A view that lays out a row or a column of views: UIKit's `UIStackView`, as ordinary
/// constraints in the window's system.
///
/// The stack view makes the constraints UIKit makes, named as UIKit names them, so they
/// compose with yours, and a conflict with them is reported like any other:
///
/// - `UISV-canvas-connection`: the first view's leading (top) edge and the last one's
///   trailing (bottom) edge at the stack's (or its layout margins'), and across the axis
///   the edge, centre or both edges of the first view, by ``alignment``;
/// - `UISV-spacing`: `next.leading == previous.trailing + spacing` (`>=` for
///   ``Distribution/equalSpacing`` and ``Distribution/equalCentering``);
/// - `UISV-alignment`: each other view aligned with the first across the axis;
/// - `UISV-spanning-boundary`: the stack at least as wide as each view across the axis
///   (all alignments but ``Alignment/fill``), with `UISV-spanning-fit` (at
///   ``LayoutPriority/fittingSizeLevel``) keeping it no wider than needed;
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`: the
///   distribution's;
/// - `UISV-hiding`: a hidden arranged view's size along the axis is 0 (required); with
///   every arranged view hidden, the end's canvas connection holds at
///   ``LayoutPriority/fittingSizeLevel``, so the stack collapses to 0 when free and keeps
///   a length of its own with no conflict.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title])
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// stack.spacing = 8
/// stack.alignment = .center
/// window.addSubview(stack)
/// LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
///     stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
/// ])
/// window.layoutIfNeeded()   // the stack is as wide as icon + 8 + title, as high as the taller
/// icon.isHidden = true      // title moves to the leading edge, the spacing goes
/// ```
///
/// A stack view draws nothing and has no intrinsic size: with no constraints on its own
/// size, it takes the size its arranged views need. Changes (hiding a view, a new
/// spacing, an arranged view's new intrinsic size) update only the constraints they
/// affect: constant edits where the shape of a constraint stays, a replacement where it
/// does not. See <doc:StackViews> for the rules Truss follows where UIKit documents none.
open class StackView: View {
    /// The views the stack lays out, in order. They are subviews of the stack; the order
    /// of ``View/subviews`` does not matter.
    ///
    /// ```swift
    /// StackView(arrangedSubviews: [a, b]).arrangedSubviews   // [a, b]
    /// ```
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views are laid out along (`.horizontal` by default): leading to
    /// trailing (right to left in a right-to-left layout), or top to bottom.
    ///
    /// ```swift
    /// form.axis = .vertical   // fields one below the other
    /// ```
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { updateStackConstraints() } }
    }

    /// How the views are sized and placed along the axis (``Distribution/fill`` by default).
    ///
    /// ```swift
    /// tabs.distribution = .fillEqually
    /// ```
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { updateStackConstraints() } }
    }

    /// How the views are placed across the axis (``Alignment/fill`` by default).
    ///
    /// ```swift
    /// row.alignment = .firstBaseline   // labels of different fonts on one baseline
    /// ```
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { updateStackConstraints() } }
    }

    /// The gap between neighbouring views, 0 by default; ``spacingUseSystem`` asks for the
    /// system spacing. A minimum for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. Changing it edits constants.
    ///
    /// ```swift
    /// stack.spacing = StackView.spacingUseSystem   // 8
    /// ```
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { updateSpacingConstants() } }
    }

    /// Whether the spacing in a vertical stack runs from a view's last baseline to the next
    /// view's first baseline, instead of edge to edge (`false` by default). Horizontal
    /// stacks ignore it, as in UIKit. The stack's ends stay edge to edge.
    ///
    /// ```swift
    /// column.isBaselineRelativeArrangement = true
    /// column.spacing = 24   // 24 from one label's last baseline to the next one's first
    /// ```
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { updateStackConstraints() } }
    }

    /// Whether the views are laid out within the stack's layout margins instead of its
    /// edges (`false` by default).
    ///
    /// ```swift
    /// card.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
    /// card.isLayoutMarginsRelativeArrangement = true   // 16 around the arranged views
    /// ```
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { updateStackConstraints() } }
    }

    /// The spacing after particular views, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack manages for each arranged view (and the spacer guide of
    /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` after it), in the
    /// order of ``arrangedSubviews``.
    var arrangedConstraints: [StackOwnedConstraints] = []
    /// The constraints the stack manages for itself.
    var ownConstraints = StackOwnedConstraints()
    /// The arrangement the constraints were last made for (see ``StackArrangement``).
    var arrangementSummary = StackArrangement.Summary()

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack view of `views`, which become its subviews.
    ///
    /// ```swift
    /// let stack = StackView(arrangedSubviews: [a, b, c])
    /// stack.arrangedSubviews.count   // 3
    /// ```
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { appendArranged(view) }
        updateStackConstraints()
    }

    // MARK: - Arranged subviews

    /// Adds a view at the end of the arranged views (and of the subviews, if it is not
    /// one yet), and turns its ``View/translatesAutoresizingMaskIntoConstraints`` off.
    /// An arranged view added again moves to the end.
    ///
    /// ```swift
    /// stack.addArrangedSubview(footer)
    /// ```
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view among the arranged views at `index` (0…count; an arranged view
    /// moves there, the index counting the others), making it a subview if it is not one.
    ///
    /// ```swift
    /// stack.insertArrangedSubview(badge, at: 0)   // badge first
    /// ```
    public func insertArrangedSubview(_ view: View, at index: Int) {
        let current = arrangedIndex(of: view)
        precondition(
            index >= 0 && index <= arrangedSubviews.count - (current == nil ? 0 : 1),
            "Truss: index \(index) is out of bounds for \(arrangedSubviews.count) arranged subviews")
        if let current {
            arrangedSubviews.remove(at: current)
            let owned = arrangedConstraints.remove(at: current)
            arrangedSubviews.insert(view, at: index)
            arrangedConstraints.insert(owned, at: index)
            updateStackConstraints()
        } else {
            if view.superview !== self { addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
            arrangedSubviews.insert(view, at: index)
            arrangedConstraints.insert(StackOwnedConstraints(), at: index)
            updateStackConstraints(around: index, shifted: true)
        }
    }

    /// Stops arranging a view. As in UIKit it stays a subview, with no constraints from
    /// the stack: remove it from its superview too to take it away. Removing an arranged
    /// view from its superview also removes it from the arranged views.
    ///
    /// ```swift
    /// stack.removeArrangedSubview(banner)
    /// banner.removeFromSuperview()
    /// ```
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedIndex(of: view) else { return }
        arrangedSubviews.remove(at: index)
        let departed = arrangedConstraints.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        updateStackConstraints(around: index, shifted: true, departed: departed)
    }

    /// Sets the spacing after an arranged view (instead of ``spacing``);
    /// ``spacingUseDefault`` removes it, ``spacingUseSystem`` asks for the system spacing.
    /// Ignored for a view that is not arranged. The spacing after a hidden view is not
    /// used: the gap after the previous visible view is that view's.
    ///
    /// ```swift
    /// stack.setCustomSpacing(24, after: header)
    /// ```
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard let index = arrangedIndex(of: arrangedSubview) else { return }
        let id = ObjectIdentifier(arrangedSubview)
        customSpacings[id] = spacing == Self.spacingUseDefault ? nil : spacing
        updateStackConstraints(around: index)
    }

    /// The spacing after an arranged view set by ``setCustomSpacing(_:after:)``, or
    /// ``spacingUseDefault`` when it has none.
    ///
    /// ```swift
    /// stack.customSpacing(after: header)   // 24, or StackView.spacingUseDefault
    /// ```
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    func isArranged(_ view: View) -> Bool {
        arrangedIndex(of: view) != nil
    }

    /// The index of an arranged view, or `nil`. A subview's index is found by looking up
    /// the arranged views, so this costs the views before it.
    func arrangedIndex(of view: View) -> Int? {
        arrangedSubviews.firstIndex { $0 === view }
    }

    /// Adds a view to the arranged views without updating the constraints.
    private func appendArranged(_ view: View) {
        if let current = arrangedIndex(of: view) {
            arrangedSubviews.remove(at: current)
            arrangedConstraints.remove(at: current)
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.append(view)
        arrangedConstraints.append(StackOwnedConstraints())
    }

    // MARK: - Hooks from arranged views

    /// A hidden arranged view collapses; a shown one comes back.
    override func subviewHiddenDidChange(_ subview: View) {
        if let index = arrangedIndex(of: subview) { updateStackConstraints(around: index) }
    }

    /// An arranged view's new intrinsic size moves the distribution's constraints that
    /// depend on it (``Distribution/fillProportionally``, the ties of ``Distribution/fill``);
    /// constraints through its baselines the engine makes again itself when its font changes.
    override func subviewContentSizeDidChange(_ subview: View) {
        guard let index = arrangedIndex(of: subview) else { return }
        updateStackConstraints(around: index)
    }

    /// An arranged view removed from the stack is no longer arranged, as in UIKit.
    override func subviewWillLeave(_ subview: View) {
        removeArrangedSubview(subview)
    }
}
