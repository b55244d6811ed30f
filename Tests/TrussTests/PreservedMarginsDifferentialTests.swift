import Foundation
import TestSupport
import Testing

@testable import Truss

/// Seeded random chains container → middle → inner, the two inner views each preserving
/// their superview's margins or not, changed step by step (margins, insets, the flags),
/// against a reference that computes the margins guides from the rule by edge clamping,
/// and against a fresh window built from the same description.
@Suite("Preserved margins differential: incremental against a reference and a fresh window")
struct PreservedMarginsDifferentialTests {
    static let seed: UInt64 = 0x4D41_5247_494E_0001
    static let scenes = 40
    static let steps = 8

    /// A chain's description: insets by edge (top, left, bottom, right) as arrays of four.
    struct Description: CustomStringConvertible {
        var containerFrame: CGRect
        var containerMargins: [CGFloat]
        var middleInsets: [CGFloat]
        var middleMargins: [CGFloat]
        var middlePreserves: Bool
        var innerInsets: [CGFloat]
        var innerMargins: [CGFloat]
        var innerPreserves: Bool

        var description: String {
            "container \(containerFrame) margins \(containerMargins); middle insets \(middleInsets) margins "
                + "\(middleMargins) preserves \(middlePreserves); inner insets \(innerInsets) margins "
                + "\(innerMargins) preserves \(innerPreserves)"
        }
    }

    /// The live chain: the label is pinned to the inner view's margins guide.
    final class Live {
        let window = makeWindow(width: 400, height: 800)
        let container = makeViewWithoutFrame()
        let middle = makeViewWithoutFrame()
        let inner = makeViewWithoutFrame()
        let label = makeViewWithoutFrame()
        var containerConstraints: [LayoutConstraint] = []
        var middleConstraints: [LayoutConstraint] = []
        var innerConstraints: [LayoutConstraint] = []

        init(_ d: Description) {
            window.addSubview(container)
            container.addSubview(middle)
            middle.addSubview(inner)
            inner.addSubview(label)
            containerConstraints = [
                container.leftAnchor.constraint(equalTo: window.leftAnchor),
                container.topAnchor.constraint(equalTo: window.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 0),
                container.heightAnchor.constraint(equalToConstant: 0),
            ]
            middleConstraints = Self.insetConstraints(middle, in: container)
            innerConstraints = Self.insetConstraints(inner, in: middle)
            LayoutConstraint.activate(containerConstraints + middleConstraints + innerConstraints)
            LayoutConstraint.activate {
                label.leftAnchor == inner.layoutMarginsGuide.leftAnchor
                label.rightAnchor == inner.layoutMarginsGuide.rightAnchor
                label.topAnchor == inner.layoutMarginsGuide.topAnchor
                label.bottomAnchor == inner.layoutMarginsGuide.bottomAnchor
            }
            apply(d)
        }

        /// top, left, bottom, right: `view.top == parent.top + t`, …, `parent.right == view.right + r`.
        static func insetConstraints(_ view: View, in parent: View) -> [LayoutConstraint] {
            [
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                view.leftAnchor.constraint(equalTo: parent.leftAnchor),
                parent.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                parent.rightAnchor.constraint(equalTo: view.rightAnchor),
            ]
        }

        func apply(_ d: Description) {
            let f = d.containerFrame
            for (c, v) in zip(containerConstraints, [f.minX, f.minY, f.width, f.height]) { c.constant = v }
            for (c, v) in zip(middleConstraints, d.middleInsets) { c.constant = v }
            for (c, v) in zip(innerConstraints, d.innerInsets) { c.constant = v }
            container.directionalLayoutMargins = Self.margins(d.containerMargins)
            middle.directionalLayoutMargins = Self.margins(d.middleMargins)
            inner.directionalLayoutMargins = Self.margins(d.innerMargins)
            middle.preservesSuperviewLayoutMargins = d.middlePreserves
            inner.preservesSuperviewLayoutMargins = d.innerPreserves
            window.layoutIfNeeded()
        }

        static func margins(_ m: [CGFloat]) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: m[0], leading: m[1], bottom: m[2], trailing: m[3])
        }

        /// The label's rectangle in window coordinates.
        var labelRect: CGRect { label.convert(label.bounds, to: window) }
    }

    /// The reference: each margins guide is its view inset by its own margins, and, for a
    /// preserving view, each edge pushed inward to the superview's guide's edge if it lies
    /// outside it.
    static func referenceLabelRect(_ d: Description) -> CGRect {
        func inset(_ r: CGRect, _ i: [CGFloat]) -> (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            (r.minY + i[0], r.minX + i[1], r.maxY - i[2], r.maxX - i[3])
        }
        func rect(_ e: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)) -> CGRect {
            CGRect(x: e.left, y: e.top, width: e.right - e.left, height: e.bottom - e.top)
        }
        func guide(of view: CGRect, margins: [CGFloat], preserves: Bool, outer: CGRect) -> CGRect {
            var e = inset(view, margins)
            if preserves {
                e.top = max(e.top, outer.minY)
                e.left = max(e.left, outer.minX)
                e.bottom = min(e.bottom, outer.maxY)
                e.right = min(e.right, outer.maxX)
            }
            return rect(e)
        }
        let container = d.containerFrame
        let containerGuide = rect(inset(container, d.containerMargins))
        let middle = rect(inset(container, d.middleInsets))
        let middleGuide = guide(
            of: middle, margins: d.middleMargins, preserves: d.middlePreserves, outer: containerGuide)
        let inner = rect(inset(middle, d.innerInsets))
        return guide(of: inner, margins: d.innerMargins, preserves: d.innerPreserves, outer: middleGuide)
    }

    static func randomEdges(_ rng: inout SplitMix64, _ range: ClosedRange<Int>) -> [CGFloat] {
        (0..<4).map { _ in CGFloat(rng.int(range)) }
    }

    static func randomDescription(_ rng: inout SplitMix64) -> Description {
        Description(
            containerFrame: CGRect(
                x: rng.int(0...50), y: rng.int(0...100), width: rng.int(200...350), height: rng.int(200...600)),
            containerMargins: randomEdges(&rng, 0...40), middleInsets: randomEdges(&rng, 0...30),
            middleMargins: randomEdges(&rng, 0...20), middlePreserves: rng.chance(70),
            innerInsets: randomEdges(&rng, 0...30), innerMargins: randomEdges(&rng, 0...20),
            innerPreserves: rng.chance(70))
    }

    /// One random change of a description.
    static func mutate(_ d: inout Description, _ rng: inout SplitMix64) {
        switch rng.int(0...5) {
        case 0: d.containerMargins = randomEdges(&rng, 0...40)
        case 1: d.middleInsets = randomEdges(&rng, 0...30)
        case 2: d.innerInsets = randomEdges(&rng, 0...30)
        case 3: d.middlePreserves.toggle()
        case 4: d.innerPreserves.toggle()
        default: d.middleMargins = randomEdges(&rng, 0...20)
        }
    }

    @Test("40 seeded chains, 8 steps each: incremental equals the reference and a fresh window")
    func differential() {
        var rng = SplitMix64(seed: Self.seed)
        var failures: [String] = []
        for scene in 0..<Self.scenes {
            var d = Self.randomDescription(&rng)
            let live = Live(d)
            for step in 0...Self.steps {
                if step > 0 {
                    for _ in 0..<rng.int(1...2) { Self.mutate(&d, &rng) }
                    live.apply(d)
                }
                let expected = Self.referenceLabelRect(d)
                let fresh = Live(d).labelRect
                if !close(live.labelRect, expected) || !close(live.labelRect, fresh) {
                    failures.append(
                        "seed \(Self.seed) scene \(scene) step \(step): \(live.labelRect), reference \(expected), "
                            + "fresh \(fresh); \(d)")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
    }
}

/// A view for constraints, without a frame of its own.
private func makeViewWithoutFrame() -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}
