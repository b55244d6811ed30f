import Foundation

@testable import Truss

/// A change to a ``LayoutTreeDescription``, applied to the description here and to a
/// window by ``LiveLayoutTree/apply(_:)``.
enum LayoutTreeMutation: CustomStringConvertible {
    /// The window takes another size and insets (a rotation, another device).
    case device(LayoutTreeDescription.Device)
    /// The window's safe-area insets change.
    case insets(EdgeInsets)
    /// A docked keyboard of this height shows, or (`nil`) the keyboard hides.
    case keyboard(CGFloat?)
    /// One of a view's constraints gets another constant (x, width, y or height by
    /// ``LayoutTreeDescription/Anchoring/axis``).
    case constant(node: Int, axis: Int, CGFloat)
    /// One of a view's constraints is deactivated and another activated in its place.
    case replace(node: Int, LayoutTreeDescription.Anchoring)
    /// A view's layout margins change (``LayoutTreeDescription/windowItem``: the window's).
    case margins(node: Int, DirectionalEdgeInsets, fromSafeArea: Bool)
    /// A view leaves the hierarchy with its subviews; the remaining views that named them
    /// get the replacement constraints.
    case remove(node: Int, replacements: [(node: Int, LayoutTreeDescription.Anchoring)])
    /// A view moves, with its subviews, to another superview (the window or a view before
    /// it); the constraints that crossed the subtree's edge are deactivated, as UIKit does,
    /// and the views that had them get the replacement constraints.
    case move(node: Int, parent: Int, replacements: [(node: Int, LayoutTreeDescription.Anchoring)])
    /// The window's layout direction flips: every leading and trailing constraint reads the
    /// other way.
    case direction(rightToLeft: Bool)

    var description: String {
        switch self {
        case .device(let d): "device \(d)"
        case .insets(let i): "insets \(i)"
        case .keyboard(let h): h.map { "keyboard docked, height \($0)" } ?? "keyboard hidden"
        case .constant(let node, let axis, let c): "n\(node) constraint \(axis) constant \(c)"
        case .replace(let node, let a): "n\(node) replaced by \(a)"
        case .margins(let node, let m, let s): "n\(node) margins \(m)\(s ? " from the safe area" : "")"
        case .remove(let node, let r):
            "remove n\(node); " + r.map { "n\($0.node) \($0.1)" }.joined(separator: "; ")
        case .direction(let rightToLeft): rightToLeft ? "right-to-left" : "left-to-right"
        case .move(let node, let parent, let r):
            "move n\(node) into \(parent == LayoutTreeDescription.windowItem ? "window" : "n\(parent)"); "
                + r.map { "n\($0.node) \($0.1)" }.joined(separator: "; ")
        }
    }

    /// The views a removal takes out: the view and every view inside it.
    static func subtree(of node: Int, in tree: LayoutTreeDescription) -> Set<Int> {
        var removed: Set<Int> = [node]
        for i in (node + 1)..<max(node + 1, tree.nodes.count) where removed.contains(tree.nodes[i].parent) {
            removed.insert(i)
        }
        return removed
    }
}

extension LayoutTreeDescription {
    /// Applies a mutation to the description.
    mutating func apply(_ mutation: LayoutTreeMutation) {
        switch mutation {
        case .device(let d):
            device = d
        case .insets(let i):
            device.insets = i
        case .keyboard(let h):
            keyboardHeight = h
        case .constant(let node, let axis, let c):
            switch nodes[node].anchorings[axis] {
            case .x(var p):
                p.constant = c
                nodes[node].anchorings[axis] = .x(p)
            case .y(var p):
                p.constant = c
                nodes[node].anchorings[axis] = .y(p)
            case .width(var s):
                s.constant = c
                nodes[node].anchorings[axis] = .width(s)
            case .height(var s):
                s.constant = c
                nodes[node].anchorings[axis] = .height(s)
            }
        case .replace(let node, let a):
            nodes[node].anchorings[a.axis] = a
        case .margins(let node, let m, let fromSafeArea):
            if node == Self.windowItem {
                windowMargins = m
            } else {
                nodes[node].margins = m
                nodes[node].marginsFromSafeArea = fromSafeArea
            }
        case .remove(let node, let replacements):
            for i in LayoutTreeMutation.subtree(of: node, in: self) { nodes[i].isRemoved = true }
            for (i, a) in replacements { nodes[i].anchorings[a.axis] = a }
        case .direction(let value):
            rightToLeft = value
        case .move(let node, let parent, let replacements):
            nodes[node].parent = parent
            for (i, a) in replacements { nodes[i].anchorings[a.axis] = a }
        }
    }
}
