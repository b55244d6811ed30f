import Foundation
import TestSupport
import Testing

@testable import Truss

/// Random view trees on each other's guides, changed step by step, against a reference that
/// computes every frame from the rules without a solver (``ReferenceLayout``) and against a
/// fresh window built from the same description: incremental layout must equal both.
///
/// Each tree (see ``LayoutTreeGenerator``) has 3 to 14 views placed on the window, their
/// parents, earlier views, and those items' safe-area, margins and keyboard guides, in a
/// phone- or iPad-sized window, some right-to-left, some with a docked keyboard. Each step
/// applies one to three random mutations (rotations and other devices, new safe-area insets,
/// the keyboard shown or hidden, new constants, replaced constraints, new margins, views
/// removed with replacements for what named them; in the second test also views moved to
/// another superview and the window's layout direction flipped), lays out once and compares every view's
/// frame, safe-area insets and guides. A failure names the seed, the tree, the step, the
/// first differing entry with both values, and the description.
@Suite("Layout differential: random trees on guides against a reference without a solver")
struct LayoutDifferentialTests {
    static let seed: UInt64 = 0x5AFE_A12E_A000_0001
    static let trees = 400
    static let steps = 6
    /// The trees run in this many batches, which the test library may run in parallel.
    static let batches = 4
    /// How many failing trees a batch reports before it only counts the rest.
    static let reportedFailures = 3

    /// The seed of the trees whose mutations move views between superviews.
    static let movingSeed: UInt64 = 0x5AFE_A12E_A000_0002

    @Test("400 seeded trees, 6 steps each: incremental equals the reference and a fresh window", arguments: 0..<4)
    func differential(batch: Int) {
        Self.runBatch(batch, seed: Self.seed, movingViews: false)
    }

    /// A view that moves within its window keeps its subtree's constraints in the solver
    /// (``View/addSubview(_:)``), and a new layout direction makes the directional
    /// constraints again: after each change, the frames must be those of a window built
    /// afresh with the changed tree, and those the reference computes.
    @Test(
        "200 seeded trees whose views move and whose direction flips: incremental equals the reference and a fresh window",
        arguments: 0..<4)
    func differentialWithMoves(batch: Int) {
        Self.runBatch(batch, seed: Self.movingSeed, movingViews: true)
    }

    /// How many trees the moving test runs (they take longer: each move is a new tree).
    static let movingTrees = 200

    static func runBatch(_ batch: Int, seed: UInt64, movingViews: Bool) {
        let size = (movingViews ? Self.movingTrees : Self.trees) / Self.batches
        var failures = 0
        for index in (batch * size)..<((batch + 1) * size) {
            if let failure = Self.run(tree: index, seed: seed, movingViews: movingViews) {
                failures += 1
                if failures <= Self.reportedFailures { Issue.record("\(failure)") }
            }
        }
        #expect(failures == 0, "\(failures) of \(size) trees of batch \(batch) differ (seed \(seed))")
    }

    /// Runs one tree; the first difference, or `nil`.
    static func run(tree index: Int, seed: UInt64, movingViews: Bool) -> String? {
        // Each tree's seed is a draw from a generator seeded by the tree's number, so that
        // neighbouring trees' sequences do not overlap.
        var seeds = SplitMix64(seed: seed ^ UInt64(index))
        var generator = LayoutTreeGenerator(seed: seeds.next())
        var tree = generator.tree()
        let live = LiveLayoutTree(tree)
        for step in 0...steps {
            var applied: [LayoutTreeMutation] = []
            if step > 0 {
                for _ in 0..<generator.rng.int(1...3) {
                    let m = generator.mutation(of: tree, movingViews: movingViews)
                    tree.apply(m)
                    live.apply(m, tree: tree)
                    applied.append(m)
                }
            }
            let incremental = live.observation(tree)
            let reference = ReferenceLayout(tree).observation()
            let difference =
                incremental.firstDifference(from: reference, labels: ("incremental", "reference"))
                ?? incremental.firstDifference(
                    from: LiveLayoutTree(tree).observation(tree), labels: ("incremental", "fresh"))
            if let difference {
                let changes = step == 0 ? "built" : applied.map(\.description).joined(separator: " | ")
                return "seed \(seed) tree \(index) step \(step) (\(changes)): \(difference)\n\(tree)"
            }
        }
        return nil
    }
}
