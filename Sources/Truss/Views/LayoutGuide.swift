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
    public var identifier: String = ""

    /// The view that owns the guide. It does not keep the view alive (UIKit's is weak): the
    /// view keeps the guide alive and clears this reference in its `deinit`.
    public internal(set) unowned(safe) var owningView: View?

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    /// What the guide's anchors keep of it (see ``LayoutItemReference``).
    let itemReference = LayoutItemReference()
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

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

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
    var itemNameParts: LayoutItemName {
        LayoutItemName(
            viewIdentifier: owningView?.identifier, viewType: owningView.map { type(of: $0) },
            guideIdentifier: identifier)
    }
}
