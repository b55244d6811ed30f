// A row of N views squeezed between their minimum and preferred widths, as the chain
// workload is: `x0 >= 0`, `xI == x(I-1) + w(I-1) + 8`, `wI >= 20`, `wI == 100 @ weak`,
// `wI <= 300 @ strong`, and the last view's trailing edge at most the edited width. Every
// weak error costs the same, so any split of the shortfall among the views is optimal; the
// solver's is a vertex: every view at 20 or 100 but at most one.
//
// The rows of the view in between hold every other view's symbols (64 cells and more from
// 32 views on), so a suggestion that switches views takes the dual step's long step
// (`Tableau+LongStep.swift`): each switching view enters its own short row.

import Cassowary
import TestSupport
import Testing

@Suite("Squeezed chain suggestions")
struct SqueezedChainTests {
    struct Chain {
        let solver = Solver()
        let width = Variable("width")
        let xs: [Variable]
        let ws: [Variable]

        init(views: Int) throws {
            xs = (0..<views).map { Variable("v\($0).x") }
            ws = (0..<views).map { Variable("v\($0).w") }
            try solver.addEditVariable(width, strength: .strong)
            for i in 0..<views {
                try solver.addConstraint(i == 0 ? xs[0] >= 0 : xs[i] == xs[i - 1] + ws[i - 1] + 8)
                try solver.addConstraint(ws[i] >= 20)
                try solver.addConstraint((ws[i] == 100).strength(.weak))
                try solver.addConstraint((ws[i] <= 300).strength(.strong))
            }
            try solver.addConstraint(xs[views - 1] + ws[views - 1] <= width)
        }

        /// The extent every view at its minimum width, 20, takes: 28 a view less the last gap.
        var minimum: Double { Double(28 * ws.count - 8) }
    }

    /// Between the minimum and the natural extent the views fill the width exactly: the
    /// widths add up to the width less the gaps (8 each), x0 is 0, every width is in
    /// [20, 100], and all but at most one are at 20 or 100. Below the minimum every view is
    /// at 20 (the strong edit gives way to the required minimums).
    @Test(arguments: [100, 300])
    func viewsFillTheWidth(views: Int) throws {
        let chain = try Chain(views: views)
        let gaps = Double(8 * (views - 1))
        let span = Double(80 * views)
        let low = chain.minimum - 0.05 * span
        let high = chain.minimum + 0.15 * span
        for k in 0..<24 {
            let t = Double(k < 12 ? k : 23 - k) / 11
            let width = (low + (high - low) * t).rounded()
            try chain.solver.suggestValue(chain.width, width)
            chain.solver.updateVariables()
            let values = chain.ws.map { chain.solver.value(of: $0) }
            let filled = max(width, chain.minimum) - gaps
            #expect(approx(values.reduce(0, +), filled), "suggestion \(k): \(width)")
            #expect(approx(chain.solver.value(of: chain.xs[0]), 0))
            #expect(values.allSatisfy { $0 >= 20 - 1e-9 && $0 <= 100 + 1e-9 })
            let between = values.filter { abs($0 - 20) > 1e-9 && abs($0 - 100) > 1e-9 }
            #expect(between.count <= 1, "suggestion \(k): \(between.count) views between 20 and 100")
        }
        #expect(chain.solver._invariantViolations().isEmpty)
    }

    /// The same sweep at 100 and 400 views. Each view that switches is one long step, which
    /// merges its short row into the long rows: the cells walked grow as N² (N switches,
    /// each along rows of about 2N cells), the cells combined, which pace the refinement of
    /// values, only as N (a few a switch). Counting the walked cells made every value due
    /// for refinement every few suggestions of a long chain, and the suggestions quadratic.
    @Test func aSweepCombinesCellsLinearly() throws {
        func sweep(_ views: Int) throws -> (walked: Int, combined: Int) {
            let chain = try Chain(views: views)
            let span = Double(80 * views)
            let before = chain.solver._workCounters
            for k in 0..<24 {
                let t = Double(k < 12 ? k : 23 - k) / 11
                try chain.solver.suggestValue(chain.width, (chain.minimum + 0.15 * span * t).rounded())
                chain.solver.updateVariables()
            }
            let after = chain.solver._workCounters
            return (after.mergedCells - before.mergedCells, after.combinedCells - before.combinedCells)
        }
        let small = try sweep(100)
        let large = try sweep(400)
        #expect(Double(large.combined) <= 5 * Double(small.combined), "combined \(small.combined) → \(large.combined)")
        #expect(Double(large.walked) >= 10 * Double(small.walked), "walked \(small.walked) → \(large.walked)")
    }
}
