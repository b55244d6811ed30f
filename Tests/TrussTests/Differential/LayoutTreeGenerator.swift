import Foundation
import TestSupport

@testable import Truss

/// Random ``LayoutTreeDescription``s and ``LayoutTreeMutation``s from a seeded generator.
///
/// Views are placed on the window, their parent, any earlier view, or those items' safe-area
/// and margins guides (and the window's keyboard guide), with constants that often put them
/// across the window's unsafe edges, so that many views get insets of their own and later
/// views depend on them. Every mutation keeps every remaining frame determined.
struct LayoutTreeGenerator {
    typealias Tree = LayoutTreeDescription

    var rng: SplitMix64

    /// Phone-like devices in portrait and landscape (iPhone 15, 14, SE, 15 Pro Max), and an
    /// iPad in portrait, with their safe-area insets.
    static let devices: [Tree.Device] = [
        .init(size: CGSize(width: 393, height: 852), insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        .init(size: CGSize(width: 852, height: 393), insets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        .init(size: CGSize(width: 390, height: 844), insets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        .init(size: CGSize(width: 844, height: 390), insets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        .init(size: CGSize(width: 375, height: 667), insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        .init(size: CGSize(width: 667, height: 375), insets: .zero),
        .init(size: CGSize(width: 430, height: 932), insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        .init(size: CGSize(width: 834, height: 1194), insets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: - Trees

    mutating func tree() -> Tree {
        var tree = Tree(
            device: rng.pick(Self.devices), keyboardHeight: rng.chance(30) ? keyboardHeight() : nil,
            rightToLeft: rng.chance(30), windowMargins: rng.chance(60) ? DirectionalEdgeInsets(all: 8) : margins(),
            nodes: [])
        for i in 0..<rng.int(3...14) {
            let parent = rng.chance(40) ? Tree.windowItem : rng.pick(tree.items(before: i))
            let node = Tree.Node(
                parent: parent, margins: rng.chance(50) ? DirectionalEdgeInsets(all: 8) : margins(),
                marginsFromSafeArea: rng.chance(70), anchorings: [])
            tree.nodes.append(node)
            tree.nodes[i].anchorings = (0..<4).map { anchoring(axis: $0, node: i, in: tree) }
        }
        return tree
    }

    mutating func margins() -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: rng.points(0...24), leading: rng.points(0...24), bottom: rng.points(0...24),
            trailing: rng.points(0...24))
    }

    mutating func keyboardHeight() -> CGFloat {
        rng.points(180...340)
    }

    /// A random constraint for one of a view's four coordinates, naming only the window and
    /// views before it that are still in the tree.
    mutating func anchoring(axis: Int, node i: Int, in tree: Tree) -> Tree.Anchoring {
        let items = tree.items(before: i)
        switch axis {
        case 0:
            let directional = rng.chance(50)
            let edges: [Tree.XEdge] = directional ? [.leading, .trailing] : [.left, .right, .centerX]
            return .x(
                .init(
                    edge: rng.pick(edges), target: target(for: i, among: items, in: tree), targetEdge: rng.pick(edges),
                    constant: positionConstant()))
        case 2:
            return .y(
                .init(
                    edge: rng.pick(Tree.YEdge.allCases), target: target(for: i, among: items, in: tree),
                    targetEdge: rng.pick(Tree.YEdge.allCases), constant: positionConstant()))
        default:
            guard rng.chance(35) else { return axis == 1 ? .width(sizeConstant()) : .height(sizeConstant()) }
            let size = Tree.Size(
                item: rng.pick(items), multiplier: rng.pick([0.25, 0.5, 0.75, 1]), constant: rng.points(0...30))
            return axis == 1 ? .width(size) : .height(size)
        }
    }

    /// The window, the view's parent, or another earlier view (equally likely), or one of
    /// their guides.
    private mutating func target(for i: Int, among items: [Int], in tree: Tree) -> Tree.Target {
        let item =
            switch rng.int(0...2) {
            case 0: Tree.windowItem
            case 1: tree.nodes[i].parent
            default: rng.pick(items)
            }
        switch rng.int(0...9) {
        case 0...3: return .init(item: item, guide: .none)
        case 4...6: return .init(item: item, guide: .safeArea)
        case 7...8: return .init(item: item, guide: .margins)
        default: return .init(item: Tree.windowItem, guide: .keyboard)
        }
    }

    private mutating func positionConstant() -> CGFloat {
        rng.points(-60...80)
    }

    private mutating func sizeConstant() -> Tree.Size {
        .init(item: nil, multiplier: 1, constant: rng.points(10...220))
    }

    // MARK: - Mutations

    /// A random mutation that keeps every remaining frame determined; with `movingViews`,
    /// one in three is a view moved to another superview (``move(of:in:)``) and one in
    /// fifteen a flip of the window's layout direction.
    mutating func mutation(of tree: Tree, movingViews: Bool = false) -> LayoutTreeMutation {
        let live = Array(tree.items(before: tree.nodes.count).dropFirst())
        guard !live.isEmpty else { return .device(rng.pick(Self.devices)) }
        let some = rng.pick(live)
        if movingViews && rng.chance(33) { return move(of: some, in: tree) }
        if movingViews && rng.chance(10) { return .direction(rightToLeft: !tree.rightToLeft) }
        switch rng.int(0...9) {
        case 0:
            return .device(rng.pick(Self.devices))
        case 1:
            let i = tree.device.insets
            let changed = EdgeInsets(
                top: rng.chance(50) ? i.top : rng.points(0...70), left: rng.chance(50) ? i.left : rng.points(0...60),
                bottom: rng.chance(50) ? i.bottom : rng.points(0...40),
                right: rng.chance(50) ? i.right : rng.points(0...60))
            return .insets(changed)
        case 2:
            return .keyboard(tree.keyboardHeight == nil ? keyboardHeight() : (rng.chance(30) ? keyboardHeight() : nil))
        case 3, 4:
            let axis = rng.int(0...3)
            switch tree.nodes[some].anchorings[axis] {
            case .x, .y: return .constant(node: some, axis: axis, positionConstant())
            case .width(let s), .height(let s):
                return .constant(node: some, axis: axis, s.item == nil ? sizeConstant().constant : rng.points(0...30))
            }
        case 5, 6:
            return .replace(node: some, anchoring(axis: rng.int(0...3), node: some, in: tree))
        case 7:
            let node = rng.chance(20) ? Tree.windowItem : some
            return .margins(node: node, margins(), fromSafeArea: rng.chance(70))
        default:
            guard live.count >= 3 else { return .replace(node: some, anchoring(axis: 0, node: some, in: tree)) }
            return removal(of: some, in: tree)
        }
    }

    /// Removes a view and its subviews; each remaining view's constraint that named one of
    /// them is replaced by a random one naming only what remains.
    private mutating func removal(of node: Int, in tree: Tree) -> LayoutTreeMutation {
        var after = tree
        let removed = LayoutTreeMutation.subtree(of: node, in: tree)
        for i in removed { after.nodes[i].isRemoved = true }
        var replacements: [(node: Int, Tree.Anchoring)] = []
        for i in after.nodes.indices where !after.nodes[i].isRemoved {
            for a in after.nodes[i].anchorings where removed.contains(where: { Tree.anchoring(a, names: $0) }) {
                replacements.append((i, anchoring(axis: a.axis, node: i, in: after)))
            }
        }
        return .remove(node: node, replacements: replacements)
    }

    /// Moves a view, with its subviews, to another superview before it (the window or an
    /// earlier view that is not its superview now), so that parents stay before children.
    /// Each constraint that crossed the subtree's edge (a view inside naming an item
    /// outside, or the other way round) is deactivated by the move, and replaced by a
    /// random one in the tree after the move.
    private mutating func move(of node: Int, in tree: Tree) -> LayoutTreeMutation {
        let parents = tree.items(before: node).filter { $0 != tree.nodes[node].parent }
        guard !parents.isEmpty else { return .replace(node: node, anchoring(axis: 1, node: node, in: tree)) }
        let parent = rng.pick(parents)
        var after = tree
        after.nodes[node].parent = parent
        let inside = LayoutTreeMutation.subtree(of: node, in: tree)
        var replacements: [(node: Int, Tree.Anchoring)] = []
        for i in after.nodes.indices where !after.nodes[i].isRemoved {
            for a in after.nodes[i].anchorings {
                let crosses =
                    inside.contains(i)
                    ? Self.namedItems(a).contains { !inside.contains($0) }
                    : Self.namedItems(a).contains { inside.contains($0) }
                if crosses { replacements.append((i, anchoring(axis: a.axis, node: i, in: after))) }
            }
        }
        return .move(node: node, parent: parent, replacements: replacements)
    }

    /// The items an anchoring names (``Tree/windowItem`` for the window and its guides); a
    /// constant size names none.
    private static func namedItems(_ a: Tree.Anchoring) -> [Int] {
        switch a {
        case .x(let p): [p.target.item]
        case .y(let p): [p.target.item]
        case .width(let s), .height(let s): s.item.map { [$0] } ?? []
        }
    }
}
