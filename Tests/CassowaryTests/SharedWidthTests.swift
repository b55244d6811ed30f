// A column of labels that share one width: each label's width hugs its text at 250 and
// resists compression at 750, and a required pair of constraints ties the label's edges
// to a shared guide's. This is a self-sizing card: each label's `trailing == guide.trailing`
// is a required equality whose row holds only slacks, errors and dummies, so it enters
// through phase 1 (constant 0) or the dual simplex method (constant not 0).
//
// The work must grow linearly with the labels. Phase 1 and the dual pivot each touch the
// new label's rows and the shared width's; a choice that moves the shared width's
// parametric symbol to the newest label rewrites a row of every label before it, N² over
// the column. The counts are the solver's own (pivots and merged cells): deterministic.

import Cassowary
import TestSupport
import Testing

@Suite("Labels sharing one width")
struct SharedWidthTests {
    /// The guide's x and width; each label's x and width.
    struct Card {
        let solver = Solver()
        let guideX = Variable("guide.x")
        let guideWidth = Variable("guide.width")
        let xs: [Variable]
        let widths: [Variable]

        /// Each label: its intrinsic width (`text` points) hugged at 250 and kept at 750,
        /// then `x == guide.x` and `x + width == guide.x + guide.width`, one constraint at a
        /// time (each addition optimizes, as a layout pass's activations do).
        init(labels: Int, text: Double) throws {
            xs = (0..<labels).map { Variable("label\($0).x") }
            widths = (0..<labels).map { Variable("label\($0).width") }
            for i in 0..<labels {
                try solver.addConstraint((widths[i] <= text).strength(.weight(250)))
                try solver.addConstraint((widths[i] >= text).strength(.weight(750)))
                try solver.addConstraint(xs[i] == guideX)
                try solver.addConstraint(xs[i] + widths[i] == guideX + guideWidth)
            }
        }

        var mergedCells: Int { solver._workCounters.mergedCells }
    }

    /// Before the guide is placed every label takes its text's width (168): all errors 0.
    /// Pinning the guide to x 16, width 200 stretches every label to 200 against its hugging
    /// (250 × 32 a label, the cheapest way to satisfy the required ties).
    @Test func everyLabelTakesTheGuidesWidth() throws {
        let card = try Card(labels: 12, text: 168)
        card.solver.updateVariables()
        for width in card.widths { #expect(card.solver.value(of: width) == 168) }
        try card.solver.addConstraint(card.guideX == 16)
        try card.solver.addConstraint(card.guideWidth == 200)
        card.solver.updateVariables()
        for (x, width) in zip(card.xs, card.widths) {
            #expect(card.solver.value(of: x) == 16)
            #expect(card.solver.value(of: width) == 200)
        }
        #expect(card.solver._invariantViolations().isEmpty)
    }

    /// A guide narrower than the text: compression resistance (750) loses to the required
    /// ties, and every label is 120 wide.
    @Test func aNarrowGuideCompressesEveryLabel() throws {
        let card = try Card(labels: 12, text: 168)
        try card.solver.addConstraint(card.guideWidth == 120)
        card.solver.updateVariables()
        for width in card.widths { #expect(card.solver.value(of: width) == 120) }
        #expect(card.solver._invariantViolations().isEmpty)
    }

    /// Four times the labels, about four times the work (N² would be sixteen times): the
    /// cells merged building the card and then pinning its width.
    @Test func workGrowsLinearly() throws {
        func work(_ labels: Int) throws -> (pivots: Int, cells: Int) {
            let card = try Card(labels: labels, text: 168)
            try card.solver.addConstraint(card.guideWidth == 200)
            card.solver.updateVariables()
            #expect(card.solver.value(of: card.widths[labels - 1]) == 200)
            let counters = card.solver._workCounters
            return (counters.pivots, counters.mergedCells)
        }
        let small = try work(100)
        let large = try work(400)
        #expect(Double(large.pivots) <= 4.5 * Double(small.pivots), "pivots \(small.pivots) → \(large.pivots)")
        #expect(Double(large.cells) <= 5 * Double(small.cells), "merged cells \(small.cells) → \(large.cells)")
    }
}
