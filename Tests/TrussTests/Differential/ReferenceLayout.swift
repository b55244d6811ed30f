import Foundation

@testable import Truss

/// The layout of a ``LayoutTreeDescription`` computed directly from the rules, without a
/// solver and without any of Truss's layout code: one walk over the views in order, each
/// placed from items already placed. Every rectangle is a ``Box`` in window coordinates
/// until it is recorded.
///
/// The rules (UIKit's, as Truss documents them):
/// - The window is (0, 0, W, H); its safe-area insets are the device's.
/// - A view's safe-area insets are how far its rectangle reaches past each edge of the
///   window's safe rectangle (the window inset by its insets), each between 0 and the view's
///   size on that axis. Its safe-area guide is its rectangle inset by them.
/// - Its margins guide is its rectangle inset by its layout margins (leading is left in
///   left-to-right, right in right-to-left), plus its safe-area insets when it measures its
///   margins from the safe area (the window always does).
/// - The keyboard guide (docked keyboard of height k, or hidden; b the window's bottom inset):
///   G = (0, H − h, W, h) with h = max(k, b) when shown, (0, H − b, W, b) when hidden; the
///   guide's top is the higher of G's top and the window's safe-area bottom H − b, its other
///   edges G's.
/// - `view.edge == target.edge + c`: left, right and centerX are the minimum, maximum and
///   middle x; leading and trailing are the left and right edges in left-to-right and the
///   right and left edges in right-to-left, where a constant between them counts in the
///   reading direction (a positive one moves left). Top, bottom and centerY likewise.
///
/// Since every view depends only on earlier items, their insets are final when it is placed:
/// the walk is the fixed point that a layout pass iterates to.
struct ReferenceLayout {
    typealias Tree = LayoutTreeDescription

    /// A rectangle as origin and size, taken literally (a guide inset by more than its size
    /// has a negative size; `CGRect` would normalize it).
    struct Box {
        var x: CGFloat
        var y: CGFloat
        var width: CGFloat
        var height: CGFloat

        var maxX: CGFloat { x + width }
        var maxY: CGFloat { y + height }

        func inset(by i: EdgeInsets) -> Box {
            Box(x: x + i.left, y: y + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
        }

        /// The box in the coordinates of a box with origin `o`, as a `CGRect`, with every
        /// edge on the whole-point grid of the trees' scale-1 screen in window coordinates
        /// (each edge ⌊v + ½⌋, a hair below a half point counting as the half): the frame's
        /// origin is the rounded edge minus the rounded origin of `o`, its size the
        /// difference of its rounded edges.
        func rect(from o: Box) -> CGRect {
            func grid(_ v: CGFloat) -> CGFloat { (v + 0.5 + 1e-7).rounded(.down) }
            let left = grid(x)
            let top = grid(y)
            return CGRect(x: left - grid(o.x), y: top - grid(o.y), width: grid(maxX) - left, height: grid(maxY) - top)
        }
    }

    let tree: Tree
    private var rects: [Int: Box] = [:]
    private var insets: [Int: EdgeInsets] = [:]

    init(_ tree: Tree) {
        self.tree = tree
        let size = tree.device.size
        rects[Tree.windowItem] = Box(x: 0, y: 0, width: size.width, height: size.height)
        insets[Tree.windowItem] = tree.device.insets
        for (i, node) in tree.nodes.enumerated() where !node.isRemoved { place(i, node) }
    }

    /// The observation in ``LayoutObservation``'s order.
    func observation() -> LayoutObservation {
        var o = LayoutObservation()
        let window = Tree.windowItem
        let w = rects[window]!
        o.record("window.safeAreaLayoutGuide.layoutFrame", box(of: .init(item: window, guide: .safeArea)).rect(from: w))
        o.record("window.layoutMarginsGuide.layoutFrame", box(of: .init(item: window, guide: .margins)).rect(from: w))
        o.record("window.keyboardLayoutGuide.layoutFrame", box(of: .init(item: window, guide: .keyboard)).rect(from: w))
        for (i, node) in tree.nodes.enumerated() where !node.isRemoved {
            let r = rects[i]!
            o.recordView(
                "n\(i)", frame: r.rect(from: rects[node.parent]!), insets: insets[i]!,
                safeAreaFrame: box(of: .init(item: i, guide: .safeArea)).rect(from: r),
                marginsFrame: box(of: .init(item: i, guide: .margins)).rect(from: r))
        }
        return o
    }

    // MARK: - Placing

    private mutating func place(_ i: Int, _ node: Tree.Node) {
        var width: CGFloat = 0
        var height: CGFloat = 0
        var minX: CGFloat = 0
        var minY: CGFloat = 0
        for a in node.anchorings {
            switch a {
            case .width(let s): width = dimension(s, \.width)
            case .height(let s): height = dimension(s, \.height)
            default: break
            }
        }
        for a in node.anchorings {
            switch a {
            case .x(let p): minX = self.minX(p, width: width)
            case .y(let p): minY = self.minY(p, height: height)
            default: break
            }
        }
        let r = Box(x: minX, y: minY, width: width, height: height)
        rects[i] = r
        insets[i] = Self.overlap(of: r, outside: safeRect)
    }

    private func dimension(_ s: Tree.Size, _ side: KeyPath<Box, CGFloat>) -> CGFloat {
        guard let item = s.item else { return s.constant }
        return s.multiplier * rects[item]![keyPath: side] + s.constant
    }

    private var rightToLeft: Bool { tree.rightToLeft }

    /// The x of an edge of `r`.
    private func x(_ edge: Tree.XEdge, of r: Box) -> CGFloat {
        switch edge {
        case .left: r.x
        case .right: r.maxX
        case .centerX: r.x + r.width / 2
        case .leading: rightToLeft ? r.maxX : r.x
        case .trailing: rightToLeft ? r.x : r.maxX
        }
    }

    /// The view's minimum x: its edge is at the target's edge plus the constant (toward the
    /// left for a directional constraint in right-to-left), then back from the edge by the
    /// part of the width the edge lies past the minimum.
    private func minX(_ p: Tree.XPosition, width: CGFloat) -> CGFloat {
        let readingSign: CGFloat = p.edge.isDirectional && rightToLeft ? -1 : 1
        let edge = x(p.targetEdge, of: box(of: p.target)) + readingSign * p.constant
        return edge - x(p.edge, of: Box(x: 0, y: 0, width: width, height: 0))
    }

    private func minY(_ p: Tree.YPosition, height: CGFloat) -> CGFloat {
        func y(_ edge: Tree.YEdge, of r: Box) -> CGFloat {
            switch edge {
            case .top: r.y
            case .bottom: r.maxY
            case .centerY: r.y + r.height / 2
            }
        }
        let edge = y(p.targetEdge, of: box(of: p.target)) + p.constant
        return edge - y(p.edge, of: Box(x: 0, y: 0, width: 0, height: height))
    }

    // MARK: - Guides

    /// The window's safe rectangle.
    private var safeRect: Box {
        rects[Tree.windowItem]!.inset(by: tree.device.insets)
    }

    /// The rectangle of an item or of one of its guides.
    private func box(of target: Tree.Target) -> Box {
        let r = rects[target.item]!
        switch target.guide {
        case .none:
            return r
        case .safeArea:
            return r.inset(by: insets[target.item]!)
        case .margins:
            let isWindow = target.item == Tree.windowItem
            let directional = isWindow ? tree.windowMargins : tree.nodes[target.item].margins
            let fromSafeArea = isWindow || tree.nodes[target.item].marginsFromSafeArea
            let left = rightToLeft ? directional.trailing : directional.leading
            let right = rightToLeft ? directional.leading : directional.trailing
            let s = fromSafeArea ? insets[target.item]! : .zero
            let m = EdgeInsets(
                top: directional.top + s.top, left: left + s.left, bottom: directional.bottom + s.bottom,
                right: right + s.right)
            return r.inset(by: m)
        case .keyboard:
            let size = tree.device.size
            let b = tree.device.insets.bottom
            let h = tree.keyboardHeight.map { max($0, b) } ?? b
            let g = Box(x: 0, y: size.height - h, width: size.width, height: h)
            let top = min(g.y, size.height - b)
            return Box(x: g.x, y: top, width: g.width, height: g.maxY - top)
        }
    }

    private static func overlap(of r: Box, outside safe: Box) -> EdgeInsets {
        func clamp(_ v: CGFloat, to size: CGFloat) -> CGFloat { min(max(v, 0), max(size, 0)) }
        return EdgeInsets(
            top: clamp(safe.y - r.y, to: r.height), left: clamp(safe.x - r.x, to: r.width),
            bottom: clamp(r.maxY - safe.maxY, to: r.height), right: clamp(r.maxX - safe.maxX, to: r.width))
    }
}
