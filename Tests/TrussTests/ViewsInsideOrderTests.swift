import Foundation
import TestSupport
import Testing

@testable import Truss

/// Seeded runs of subtrees joining, moving within and leaving a window, with views added
/// inside subtrees already there and subviews reordered (so that a subtree does not always
/// fill one range of the engine's list of views in its own order): after each step the
/// engine's ``LayoutEngine/viewsInside`` equals a list kept by the plain rule, where a
/// subtree that joins or moves is appended parents first and one that leaves or moves is
/// filtered out of the list.
@Suite("The engine's list of views against a plainly kept list")
struct ViewsInsideOrderTests {
    static let seed: UInt64 = 0x5649_4557_5331_0001
    static let runs = 16
    static let steps = 80

    /// The view and every view inside it, parents before children, subviews in order.
    static func preorder(_ root: View) -> [View] {
        var result: [View] = [root]
        for subview in root.subviews { result += preorder(subview) }
        return result
    }

    /// A new subtree of `count` views, each under a random earlier one.
    static func makeSubtree(_ count: Int, _ rng: inout SplitMix64) -> View {
        var views = [View()]
        for _ in 1..<max(1, count) {
            let view = View()
            rng.pick(views).addSubview(view)
            views.append(view)
        }
        return views[0]
    }

    /// The views of `list` that are not in `removed`, in order.
    static func without(_ removed: [View], from list: [View]) -> [View] {
        let ids = Set(removed.map(ObjectIdentifier.init))
        return list.filter { !ids.contains(ObjectIdentifier($0)) }
    }

    /// One run; returns the number of steps whose list differed from the plain one.
    static func run(_ rng: inout SplitMix64) -> Int {
        let window = makeWindow(width: 400, height: 400)
        var plain: [View] = []
        var differences = 0
        for _ in 0..<steps {
            let choice = rng.int(0...9)
            if plain.isEmpty || choice < 3 {
                // A new subtree joins under the window or a view in it.
                let parent = plain.isEmpty || rng.chance(30) ? window : rng.pick(plain)
                let root = makeSubtree(rng.int(1...12), &rng)
                parent.addSubview(root)
                plain += preorder(root)
            } else if choice < 6 {
                // A view moves under another view of the window outside its subtree.
                let view = rng.pick(plain)
                let moved = preorder(view)
                let candidates = [window] + without(moved, from: plain)
                let parent = rng.pick(candidates)
                let wasSuperview = view.superview === parent
                parent.addSubview(view)
                if !wasSuperview { plain = without(moved, from: plain) + preorder(view) }
            } else if choice < 8 {
                // A view leaves the window with its subtree.
                let view = rng.pick(plain)
                plain = without(preorder(view), from: plain)
                view.removeFromSuperview()
            } else {
                // A view's subviews are reordered: the engine's list is not told.
                let parents = plain.filter { $0.subviews.count >= 2 }
                if let parent = parents.isEmpty ? nil : rng.pick(parents) {
                    parent.exchangeSubview(at: 0, withSubviewAt: parent.subviews.count - 1)
                }
            }
            if window.engine.viewsInside.map(ObjectIdentifier.init) != plain.map(ObjectIdentifier.init) {
                differences += 1
            }
            if rng.chance(20) { window.layoutIfNeeded() }
        }
        return differences
    }

    @Test("every step's list equals the plain one")
    func seededRuns() {
        var rng = SplitMix64(seed: Self.seed)
        var differences = 0
        for _ in 0..<Self.runs { differences += Self.run(&rng) }
        #expect(differences == 0)
    }
}
