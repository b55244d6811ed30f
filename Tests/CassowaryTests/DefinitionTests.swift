// The rows of user variables are definitions, kept as their constraints wrote them
// (`Tableau+Definitions.swift`): a chain's size grows linearly, values are evaluated through
// the definitions and kept current incrementally. The expected values are worked out by hand
// from the chain; the incremental values are checked against a full re-evaluation.

import Cassowary
import TestSupport
import Testing

@Suite("Definitions")
struct DefinitionTests {
    /// N views in a row: x₀ = 0, xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8, wᵢ ≥ 20, wᵢ = 100 (weak), inside an edit
    /// `width` (strong) with x_last + w_last ≤ width.
    struct Chain {
        let solver = Solver()
        let width = Variable("width")
        let xs: [Variable]
        let ws: [Variable]
        var constraints: [Constraint] = []

        init(count: Int) throws {
            xs = (0..<count).map { Variable("x\($0)") }
            ws = (0..<count).map { Variable("w\($0)") }
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, Double(count * 108))
            constraints.append(xs[0] == 0)
            for i in 0..<count {
                if i > 0 { constraints.append(xs[i] == xs[i - 1] + ws[i - 1] + 8) }
                constraints.append(ws[i] >= 20)
                constraints.append((ws[i] == 100).strength(.weak))
            }
            constraints.append(xs[count - 1] + ws[count - 1] <= width)
            try solver.addConstraints(constraints)
        }

        /// Every variable's value as the solver reports it now.
        func values() -> [Double] { (xs + ws + [width]).map { solver.value(of: $0) } }
    }

    /// A fully substituted tableau writes xᵢ over the i links before it (about N²/2 cells:
    /// 80 000 for 400 views); definitions keep a few cells a constraint.
    @Test(arguments: [100, 400])
    func aChainsTableauGrowsLinearly(count: Int) throws {
        let chain = try Chain(count: count)
        let statistics = chain.solver.statistics
        #expect(statistics.cells <= 8 * statistics.constraints, "\(statistics)")
        #expect(chain.solver._invariantViolations().isEmpty)
    }

    /// Unsqueezed every view is 100 wide and xᵢ = 108·i; at width 28·N − 8 every view is at
    /// its minimum and xᵢ = 28·i; in between the extent is the width.
    @Test func valuesAreEvaluatedThroughTheDefinitions() throws {
        let chain = try Chain(count: 50)
        chain.solver.updateVariables()
        for i in [0, 1, 25, 49] {
            #expect(approx(chain.solver.value(of: chain.xs[i]), Double(108 * i)))
            #expect(approx(chain.solver.value(of: chain.ws[i]), 100))
        }
        try chain.solver.suggestValue(chain.width, Double(28 * 50 - 8))
        chain.solver.updateVariables()
        for i in [0, 1, 25, 49] {
            #expect(approx(chain.solver.value(of: chain.xs[i]), Double(28 * i)))
            #expect(approx(chain.solver.value(of: chain.ws[i]), 20))
        }
        try chain.solver.suggestValue(chain.width, 3000)
        #expect(approx(chain.solver.value(of: chain.xs[49]) + chain.solver.value(of: chain.ws[49]), 3000))
    }

    /// Values read after each operation (kept current incrementally: only what the changed
    /// rows reach is re-evaluated) equal the values of a full re-evaluation, which the
    /// invariant check performs. Suggestions, removals of links (the chain falls apart and
    /// the pieces move), re-adding them, a rejected constraint, through `value(of:)` and
    /// through `updateVariables`.
    @Test func incrementalValuesEqualAFullEvaluation() throws {
        var chain = try Chain(count: 30)
        var random = SplitMix64(seed: 7)
        for step in 0..<60 {
            switch random.next() % 4 {
            case 0:
                try chain.solver.suggestValue(chain.width, Double(800 + random.next() % 3000))
            case 1:
                let i = 1 + Int(random.next() % 29)
                let link = chain.xs[i] == chain.xs[i - 1] + chain.ws[i - 1] + 8
                if let index = chain.constraints.firstIndex(where: { $0.description == link.description }) {
                    try chain.solver.removeConstraint(chain.constraints.remove(at: index))
                } else {
                    try chain.solver.addConstraint(link)
                    chain.constraints.append(link)
                }
            case 2:
                // Below every minimum: rejected, nothing changes.
                #expect(throws: SolverError.self) { try chain.solver.addConstraint(chain.ws[3] <= 10) }
            default:
                chain.solver.updateVariables()
            }
            let incremental = chain.values()
            #expect(chain.solver._invariantViolations().isEmpty, "step \(step)")
            #expect(chain.values() == incremental, "step \(step)")
            #expect(requiredConstraintsHold(chain.solver), "step \(step)")
        }
    }

    /// Squeezing 300 views makes 300 candidates for the entering symbol, past the partial
    /// pricing limit (256): every view still ends at its minimum.
    @Test func squeezingManyViewsWithPartialPricing() throws {
        let chain = try Chain(count: 300)
        try chain.solver.suggestValue(chain.width, Double(28 * 300 - 8))
        chain.solver.updateVariables()
        for i in [0, 150, 299] {
            #expect(approx(chain.solver.value(of: chain.ws[i]), 20))
            #expect(approx(chain.solver.value(of: chain.xs[i]), Double(28 * i)))
        }
        #expect(chain.solver._invariantViolations().isEmpty)
    }
}
