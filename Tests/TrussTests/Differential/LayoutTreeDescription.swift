import Foundation

@testable import Truss

/// A view tree as data: a window (device size, safe-area insets, a docked keyboard or none,
/// a layout direction) and views in dependency order. Each view's four coordinates are fixed
/// by four equalities to the window or to earlier views, or to their safe-area, margins or
/// keyboard guides, so every frame is determined and can be computed in one walk over the
/// list (``ReferenceLayout``) as well as by Truss (``LiveLayoutTree``).
struct LayoutTreeDescription: CustomStringConvertible {
    /// A window size with its safe-area insets.
    struct Device: CustomStringConvertible {
        var size: CGSize
        var insets: EdgeInsets
        var description: String { "\(Int(size.width))×\(Int(size.height)) insets \(insets)" }
    }

    /// What a constraint attaches to: an item (``windowItem`` or a view's index) or one of
    /// its guides. ``Guide/keyboard`` is the window's keyboard layout guide.
    struct Target: CustomStringConvertible {
        enum Guide { case none, safeArea, margins, keyboard }
        var item: Int
        var guide: Guide
        var description: String {
            let name = item == LayoutTreeDescription.windowItem ? "window" : "n\(item)"
            switch guide {
            case .none: return name
            case .safeArea: return name + ".safeArea"
            case .margins: return name + ".margins"
            case .keyboard: return "window.keyboard"
            }
        }
    }

    enum XEdge: CaseIterable {
        case leading, trailing, left, right, centerX
        /// Leading and trailing; a constraint between two of them reads in the layout direction.
        var isDirectional: Bool { self == .leading || self == .trailing }
    }

    enum YEdge: CaseIterable { case top, bottom, centerY }

    /// `view.edge == target.targetEdge + constant`. Both edges are directional (leading,
    /// trailing) or both absolute (left, right, centerX).
    struct XPosition: CustomStringConvertible {
        var edge: XEdge
        var target: Target
        var targetEdge: XEdge
        var constant: CGFloat
        var description: String { "\(edge) == \(target).\(targetEdge) + \(constant)" }
    }

    /// `view.edge == target.targetEdge + constant`.
    struct YPosition: CustomStringConvertible {
        var edge: YEdge
        var target: Target
        var targetEdge: YEdge
        var constant: CGFloat
        var description: String { "\(edge) == \(target).\(targetEdge) + \(constant)" }
    }

    /// `dimension == constant`, or `dimension == multiplier × item's same dimension + constant`
    /// (`item` the window or an earlier view).
    struct Size: CustomStringConvertible {
        var item: Int?
        var multiplier: CGFloat
        var constant: CGFloat
        var description: String {
            guard let item else { return "\(constant)" }
            return "\(multiplier) × \(item == LayoutTreeDescription.windowItem ? "window" : "n\(item)") + \(constant)"
        }
    }

    /// One of a view's four constraints.
    enum Anchoring: CustomStringConvertible {
        case x(XPosition)
        case width(Size)
        case y(YPosition)
        case height(Size)

        /// 0 x, 1 width, 2 y, 3 height: the index of the constraint it replaces.
        var axis: Int {
            switch self {
            case .x: 0
            case .width: 1
            case .y: 2
            case .height: 3
            }
        }

        var description: String {
            switch self {
            case .x(let p): "x: \(p)"
            case .width(let s): "width: \(s)"
            case .y(let p): "y: \(p)"
            case .height(let s): "height: \(s)"
            }
        }
    }

    struct Node {
        /// ``windowItem`` or an earlier view.
        var parent: Int
        var margins: DirectionalEdgeInsets
        var marginsFromSafeArea: Bool
        /// x, width, y, height (``Anchoring/axis`` order).
        var anchorings: [Anchoring]
        var isRemoved = false
    }

    /// The item index of the window.
    static let windowItem = -1

    var device: Device
    /// The height of the docked keyboard, or `nil` when it is hidden.
    var keyboardHeight: CGFloat?
    var rightToLeft: Bool
    var windowMargins: DirectionalEdgeInsets
    var nodes: [Node]

    /// The items a view's anchorings may name: the window and the views before it that are
    /// still in the tree.
    func items(before index: Int) -> [Int] {
        [Self.windowItem] + (0..<index).filter { !nodes[$0].isRemoved }
    }

    /// Whether an anchoring names `item` (or one of its guides).
    static func anchoring(_ a: Anchoring, names item: Int) -> Bool {
        switch a {
        case .x(let p): p.target.item == item
        case .y(let p): p.target.item == item
        case .width(let s), .height(let s): s.item == item
        }
    }

    var description: String {
        var lines = [
            "window \(device), keyboard \(keyboardHeight.map { "\($0)" } ?? "hidden"), "
                + (rightToLeft ? "right-to-left" : "left-to-right") + ", margins \(windowMargins)"
        ]
        for (i, n) in nodes.enumerated() where !n.isRemoved {
            lines.append(
                "n\(i) in \(n.parent == Self.windowItem ? "window" : "n\(n.parent)"), margins \(n.margins)"
                    + (n.marginsFromSafeArea ? " from the safe area" : "") + "; "
                    + n.anchorings.map(\.description).joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}
