import Foundation
import TestSupport
import Testing

@testable import Truss

/// Seeded scenes where a subtree holding most of a window's views (at least 64, so that the
/// engine's gathered releases and the solver's batch removal rebuild what stays) leaves the
/// window, the views that stay change, and the subtree comes back under another parent:
/// after each step every frame equals a fresh window's built in that state.
@Suite("Large subtree leaving: incremental against a fresh window")
struct LargeSubtreeLeaveDifferentialTests {
    static let seed: UInt64 = 0x4C45_4156_4531_0001
    static let scenes = 12

    /// One scene: the views that stay (anchored to the window), the subtree's views in rows
    /// (some with a guide of their own), and the constants each step uses.
    struct Description {
        var staying: [(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)]
        /// The staying views' positions after the subtree left.
        var movedStaying: [(x: CGFloat, y: CGFloat)]
        var rows: Int
        var columns: Int
        var sizes: [(width: CGFloat, height: CGFloat)]
        var guided: [Bool]
        /// Which staying view the subtree first hangs from, and which it comes back under.
        var firstParent: Int
        var secondParent: Int

        init(_ rng: inout SplitMix64) {
            let stayingCount = rng.int(1...6)
            staying = (0..<stayingCount).map { _ in
                (
                    CGFloat(rng.int(0...200)), CGFloat(rng.int(0...300)), CGFloat(rng.int(1...80)),
                    CGFloat(rng.int(1...80))
                )
            }
            movedStaying = (0..<stayingCount).map { _ in (CGFloat(rng.int(0...200)), CGFloat(rng.int(0...300))) }
            rows = rng.int(4...12)
            columns = max(2, (rng.int(64...160) + rows - 1) / rows)
            sizes = (0..<(rows * columns)).map { _ in (CGFloat(rng.int(1...20)), CGFloat(rng.int(1...20))) }
            guided = (0..<(rows * columns)).map { _ in rng.chance(20) }
            firstParent = rng.int(0...(stayingCount - 1))
            secondParent = rng.int(0...(stayingCount - 1))
        }
    }

    /// A built scene: its window, the staying views, the subtree's root and views.
    struct Scene {
        var window: Window
        var staying: [View]
        var root: View
        var views: [View]
    }

    /// The staying views in a new window at `positions`.
    static func stayingViews(_ d: Description, at positions: [(x: CGFloat, y: CGFloat)]) -> (Window, [View]) {
        let window = makeWindow(width: 800, height: 900)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for (i, s) in d.staying.enumerated() {
            let v = makeView("staying\(i)", in: window)
            constraints += [
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: positions[i].x),
                v.topAnchor.constraint(equalTo: window.topAnchor, constant: positions[i].y),
                v.widthAnchor.constraint(equalToConstant: s.width),
                v.heightAnchor.constraint(equalToConstant: s.height),
            ]
            views.append(v)
        }
        LayoutConstraint.activate(constraints)
        return (window, views)
    }

    /// The subtree (not in a window): rows of views, each leading on the previous one's
    /// trailing + 1, each row under the previous one's first view; a guided view's width
    /// and height are its guide's.
    static func subtree(_ d: Description) -> (View, [View]) {
        let root = View()
        root.identifier = "root"
        root.translatesAutoresizingMaskIntoConstraints = false
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for r in 0..<d.rows {
            for c in 0..<d.columns {
                let i = r * d.columns + c
                let v = makeView("v\(i)", in: root)
                let leading = c == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor
                let top = r == 0 ? root.topAnchor : views[i - d.columns].bottomAnchor
                constraints += [
                    v.leadingAnchor.constraint(equalTo: leading, constant: 1),
                    v.topAnchor.constraint(equalTo: top, constant: 1),
                ]
                if d.guided[i] {
                    let guide = LayoutGuide()
                    v.addLayoutGuide(guide)
                    constraints += [
                        guide.leadingAnchor.constraint(equalTo: v.leadingAnchor),
                        guide.topAnchor.constraint(equalTo: v.topAnchor),
                        guide.widthAnchor.constraint(equalToConstant: d.sizes[i].width),
                        guide.heightAnchor.constraint(equalToConstant: d.sizes[i].height),
                        v.widthAnchor.constraint(equalTo: guide.widthAnchor),
                        v.heightAnchor.constraint(equalTo: guide.heightAnchor),
                    ]
                } else {
                    constraints += [
                        v.widthAnchor.constraint(equalToConstant: d.sizes[i].width),
                        v.heightAnchor.constraint(equalToConstant: d.sizes[i].height),
                    ]
                }
                views.append(v)
            }
        }
        LayoutConstraint.activate(constraints)
        return (root, views)
    }

    /// Hangs the subtree from `parent`, its top-left corner on the parent's.
    static func attach(_ root: View, to parent: View) {
        parent.addSubview(root)
        LayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            root.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
    }

    static func fresh(_ d: Description, positions: [(x: CGFloat, y: CGFloat)], parent: Int?) -> Scene {
        let (window, staying) = stayingViews(d, at: positions)
        let (root, views) = subtree(d)
        if let parent { attach(root, to: staying[parent]) }
        window.layoutIfNeeded()
        return Scene(window: window, staying: staying, root: root, views: views)
    }

    static func expectSameFrames(_ live: Scene, _ fresh: Scene, withSubtree: Bool, _ what: String) {
        for (a, b) in zip(live.staying, fresh.staying) where a.frame != b.frame {
            Issue.record("\(what): \(a.identifier ?? "?") at \(a.frame), fresh \(b.frame)")
            return
        }
        guard withSubtree else { return }
        for (a, b) in zip([live.root] + live.views, [fresh.root] + fresh.views) where a.frame != b.frame {
            Issue.record("\(what): \(a.identifier ?? "?") at \(a.frame), fresh \(b.frame)")
            return
        }
    }

    @Test("seeded scenes: leave, change what stays, come back under another parent")
    func leaveAndReturn() {
        var rng = SplitMix64(seed: Self.seed)
        for scene in 0..<Self.scenes {
            let d = Description(&rng)
            let start = d.staying.map { (x: $0.x, y: $0.y) }
            let live = Self.fresh(d, positions: start, parent: d.firstParent)
            let what = "scene \(scene) (\(d.rows * d.columns) views)"

            live.root.removeFromSuperview()
            live.window.layoutIfNeeded()
            Self.expectSameFrames(
                live, Self.fresh(d, positions: start, parent: nil), withSubtree: false, "\(what) left")

            for (i, v) in live.staying.enumerated() {
                for c in v.window?.constraints ?? [] where c.firstItem === v {
                    if c.firstAttribute == .leading { c.constant = d.movedStaying[i].x }
                    if c.firstAttribute == .top { c.constant = d.movedStaying[i].y }
                }
            }
            live.window.layoutIfNeeded()
            let moved = d.movedStaying
            Self.expectSameFrames(
                live, Self.fresh(d, positions: moved, parent: nil), withSubtree: false, "\(what) moved")

            Self.attach(live.root, to: live.staying[d.secondParent])
            live.window.layoutIfNeeded()
            Self.expectSameFrames(
                live, Self.fresh(d, positions: moved, parent: d.secondParent), withSubtree: true, "\(what) back")
        }
    }
}
