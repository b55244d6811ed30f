import Foundation

/// A rectangle that takes part in layout without being a view: UIKit's `UILayoutGuide`.
///
/// A guide has anchors like a view, is owned by a view, and gets a ``layoutFrame`` in the
/// owning view's coordinates from each layout pass. Use guides for spacing and grouping;
/// each view has two system guides, ``View/safeAreaLayoutGuide`` and
/// ``View/layoutMarginsGuide``.
///
/// ```swift
/// let gap = LayoutGuide()
/// container.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: a.widthAnchor),
/// ])
/// ```
///
/// Guides are single-owner reference objects, not `Sendable`.
open class LayoutGuide: CustomStringConvertible {
    /// A name for debugging; also names the guide in constraint descriptions.
    public var identifier: String {
        get { itemReference.identifier ?? "" }
        set { itemReference.identifier = newValue }
    }

    /// The view that owns the guide. It does not keep the view alive (UIKit's is weak): the
    /// view keeps the guide alive and clears this reference in its `deinit`.
    public internal(set) var owningView: View? {
        get { owningViewReference.object }
        set {
            var old = UnownedReference(newValue)
            swap(&owningViewReference, &old)
            if let newValue { itemReference.ownerReference = newValue.itemReference }
        }
    }
    /// The storage of ``owningView`` (see ``UnownedReference``).
    private var owningViewReference = UnownedReference<View>(nil)

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    /// What the guide's anchors keep of it (see ``LayoutItemReference``).
    let itemReference = LayoutItemReference()
    /// The anchors handed out so far (see ``ItemAnchors``).
    var anchors = ItemAnchors()
    /// The guide's solver variables.
    var variables: ItemVariables { itemReference.variables }
    /// The guide's slot in its window engine's item table, or -1 when not registered.
    var layoutSlot: Int32 = -1

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        itemReference.guide = self
    }

    deinit {
        itemReference.guide = nil
    }

    public var leadingAnchor: LayoutXAxisAnchor { anchors.leading.kept { LayoutXAxisAnchor(self, .leading) } }
    public var trailingAnchor: LayoutXAxisAnchor { anchors.trailing.kept { LayoutXAxisAnchor(self, .trailing) } }
    public var leftAnchor: LayoutXAxisAnchor { anchors.left.kept { LayoutXAxisAnchor(self, .left) } }
    public var rightAnchor: LayoutXAxisAnchor { anchors.right.kept { LayoutXAxisAnchor(self, .right) } }
    public var centerXAnchor: LayoutXAxisAnchor { anchors.centerX.kept { LayoutXAxisAnchor(self, .centerX) } }
    public var topAnchor: LayoutYAxisAnchor { anchors.top.kept { LayoutYAxisAnchor(self, .top) } }
    public var bottomAnchor: LayoutYAxisAnchor { anchors.bottom.kept { LayoutYAxisAnchor(self, .bottom) } }
    public var centerYAnchor: LayoutYAxisAnchor { anchors.centerY.kept { LayoutYAxisAnchor(self, .centerY) } }
    public var widthAnchor: LayoutDimension { anchors.width.kept { LayoutDimension(self, .width) } }
    public var heightAnchor: LayoutDimension { anchors.height.kept { LayoutDimension(self, .height) } }

    // MARK: - Joining a window

    /// The guide has joined a window's engine (registered in its item table): a guide that
    /// takes part in layout passes registers its ``LayoutPassParticipant`` here.
    func didRegister(in engine: LayoutEngine) {}

    /// The guide is leaving its window's engine: it removes what ``didRegister(in:)`` registered.
    func willUnregister(from engine: LayoutEngine) {}

    /// The system constraints the guide needs in `window`, made active (not yet added): they
    /// join the solver with its owning view's, in one batch.
    func constraintsJoining(_ window: Window) -> [LayoutConstraint] { [] }

    /// The system constraints of ``constraintsJoining(_:)``, to remove as the owning view
    /// leaves its window.
    func constraintsLeavingWindow() -> [LayoutConstraint] { [] }

    /// The guide is being removed from `view` (``View/removeLayoutGuide(_:)``), after the
    /// constraints that use it were deactivated: a guide with constraints or state of its
    /// own in the view drops them here.
    func willBeRemoved(from view: View) {}

    /// Whether the guide's frame is not fully determined by its constraints.
    public var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.window?.engine else { return false }
        return engine.isAmbiguous(variables)
    }

    /// The constraints that determine the guide's position and size on `axis`.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        owningView?.window?.engine.constraintsAffecting(variables, axis: axis) ?? []
    }

    public var description: String { "LayoutGuide '\(identifier)' \(layoutFrame)" }
}

extension LayoutGuide: LayoutItem {
    var itemVariables: ItemVariables { variables }
    var itemOwnerView: View? { owningView }
    var itemNameParts: LayoutItemName { itemReference.name }
}
