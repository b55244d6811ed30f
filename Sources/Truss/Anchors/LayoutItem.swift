import Cassowary
import Foundation

/// The four solver variables of a view or layout guide, in window coordinates.
///
/// Every anchor is a linear expression over them: `left = minX`, `right = minX + width`,
/// `centerX = minX + width/2`, and so on. Window coordinates make every constraint
/// between two items in one window a plain linear relation, whatever their nesting; a
/// layout pass converts to superview coordinates.
struct ItemVariables: Sendable {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init() {
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }

    /// The item's rectangle in window coordinates, as the solver has it.
    func rect(in solver: Solver) -> CGRect {
        CGRect(
            x: solver.value(of: minX), y: solver.value(of: minY),
            width: solver.value(of: width), height: solver.value(of: height))
    }

    /// The variables that decide the item's position and size along `axis`.
    func variables(for axis: LayoutAxis) -> [Variable] {
        axis == .horizontal ? [minX, width] : [minY, height]
    }
}

/// Something anchors can belong to: a ``View`` or a ``LayoutGuide``.
///
/// Internal: UIKit's `UIView` and `UILayoutGuide` share no public base type either; code
/// that needs one uses `AnyObject`, as `NSLayoutConstraint.firstItem` does.
protocol LayoutItem: AnyObject {
    /// The item's reference, which its anchors keep (see ``LayoutItemReference``).
    var itemReference: LayoutItemReference { get }
    /// The item's solver variables.
    var itemVariables: ItemVariables { get }
    /// The view that places the item: the view itself, or a guide's owning view.
    var itemOwnerView: View? { get }
    /// The parts of the name used in constraint descriptions.
    var itemNameParts: LayoutItemName { get }
    /// The anchors every item has, each the same object every time (see ``ItemAnchors``).
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
    var widthAnchor: LayoutDimension { get }
    var heightAnchor: LayoutDimension { get }
}

extension LayoutItem {
    /// The name used in constraint descriptions: a view's identifier (else its type), a
    /// guide's as `owner.identifier` (`LayoutGuide` for an empty identifier).
    var itemName: String { itemNameParts.description }
}

/// An item's name, kept as the parts it is made of (identifiers and the view's type) so
/// that an anchor, which keeps its item's name to outlive the item, builds the string only
/// when it is described.
struct LayoutItemName: CustomStringConvertible {
    /// The view's identifier and type: the item's, or a guide's owning view's.
    var viewIdentifier: String?
    var viewType: View.Type?
    /// A guide's identifier; `nil` for a view.
    var guideIdentifier: String?

    var description: String {
        let view = viewType.map { viewIdentifier ?? String(describing: $0) }
        guard let guideIdentifier else { return view ?? "" }
        let own = guideIdentifier.isEmpty ? "LayoutGuide" : guideIdentifier
        return view.map { "\($0).\(own)" } ?? own
    }
}

extension LayoutItem {
    /// Whether leading and trailing mean right and left for this item.
    var itemIsRightToLeft: Bool {
        itemOwnerView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
