// A required inequality that the current solution violates enters by the dual simplex
// method if its row is short, and by phase 1 (an artificial variable) if it is long
// (`Tableau.dualSimplexRowLimit`, 64 cells). A chain of 40 views makes the long row: every
// view's slack and errors are in it. The answers are worked out by hand from the chain.

import Cassowary
import TestSupport
import Testing

@Suite("Long violated rows")
struct LongViolatedRowTests {
    /// 40 views in a row: x₀ ≥ 0, xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8, wᵢ ≥ 20 (required), wᵢ = 100 (weak),
    /// wᵢ ≤ 300 (strong). Natural extent 40·100 + 39·8 = 4312, minimum 40·20 + 39·8 = 1112.
    struct Chain {
        let solver = Solver()
        let xs: [Variable]
        let ws: [Variable]
        let origin: Constraint
        /// The origin, links and minimums, in the order added.
        var required: [Constraint] = []

        init(count: Int = 40) throws {
            xs = (0..<count).map { Variable("x\($0)") }
            ws = (0..<count).map { Variable("w\($0)") }
            origin = (xs[0] >= 0).identifier("origin")
            try solver.addConstraint(origin)
            required.append(origin)
            for i in 0..<count {
                if i > 0 {
                    let link = (xs[i] == xs[i - 1] + ws[i - 1] + 8).identifier("link \(i)")
                    required.append(link)
                    try solver.addConstraint(link)
                }
                let minimum = (ws[i] >= 20).identifier("minimum \(i)")
                required.append(minimum)
                try solver.addConstraint(minimum)
                try solver.addConstraint((ws[i] == 100).strength(.weak))
                try solver.addConstraint((ws[i] <= 300).strength(.strong))
            }
        }

        var end: LinearExpression { xs[xs.count - 1] + ws[ws.count - 1] }
    }

    /// Unsqueezed, the chain ends at 4312; `end ≤ 1112` squeezes every view to its minimum.
    @Test func squeezingToTheMinimumExtent() throws {
        let chain = try Chain()
        chain.solver.updateVariables()
        #expect(approx(chain.solver.value(of: chain.xs[39]) + chain.solver.value(of: chain.ws[39]), 4312))
        try chain.solver.addConstraint(chain.end <= 1112)
        chain.solver.updateVariables()
        for i in 0..<40 {
            #expect(approx(chain.solver.value(of: chain.ws[i]), 20))
            #expect(approx(chain.solver.value(of: chain.xs[i]), Double(28 * i)))
        }
        #expect(chain.solver._invariantViolations().isEmpty)
    }

    /// `end ≤ 2000` takes 4312 − 2000 = 2312 off the views: the weak preferences are equal,
    /// so the split is not unique, but every view stays within 20…100, the extent is 2000
    /// exactly, and the weighted error is the least possible (2312 of weak error).
    @Test func squeezingPartway() throws {
        let chain = try Chain()
        try chain.solver.addConstraint(chain.end <= 2000)
        chain.solver.updateVariables()
        var total = 0.0
        for w in chain.ws {
            let value = chain.solver.value(of: w)
            #expect(value >= 20 - 1e-9 && value <= 100 + 1e-9)
            total += value
        }
        #expect(approx(total, 2000 - 39 * 8))
        #expect(approx(chain.solver.value(of: chain.xs[39]) + chain.solver.value(of: chain.ws[39]), 2000))
        #expect(requiredConstraintsHold(chain.solver))
    }

    /// `end ≤ 1000` is below the minimum extent: rejected with exactly the origin, the 39
    /// links and the 40 minimums as the conflict (each is needed: without any one of them
    /// the chain could end at 1000), and the solver as it was.
    @Test func squeezingBelowTheMinimumIsRejectedMinimally() throws {
        let chain = try Chain()
        let before = SolverSnapshot(chain.solver, chain.xs + chain.ws)
        let tooShort = (chain.end <= 1000).identifier("too short")
        let error = try #require(caught { try chain.solver.addConstraint(tooShort) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(sameConstraints(error.conflicts ?? [], chain.required), "\(error.conflicts?.count ?? 0) conflicts")
        #expect(SolverSnapshot(chain.solver, chain.xs + chain.ws) == before)
        #expect(chain.solver._invariantViolations().isEmpty)

        try chain.solver.addConstraint(chain.end <= 1112)
        chain.solver.updateVariables()
        #expect(approx(chain.solver.value(of: chain.ws[0]), 20))
    }

    /// The squeeze taken back: removing the bound lets every view return to 100.
    @Test func removingTheSqueeze() throws {
        let chain = try Chain()
        let squeeze = chain.end <= 1112
        try chain.solver.addConstraint(squeeze)
        try chain.solver.removeConstraint(squeeze)
        chain.solver.updateVariables()
        for i in 0..<40 { #expect(approx(chain.solver.value(of: chain.ws[i]), 100)) }
        #expect(approx(chain.solver.value(of: chain.xs[39]), 39 * 108))
    }
}

/// Re-anchoring a chain (what a tracked set does when a keyboard nears the top): the chain
/// of 100 rows hangs from one edit variable or stands on another. The rows are definitions
/// that name the row before them, so the switch removes one anchor (its marker is taken out
/// of the definitions that name it) and adds the other (expanded through the chain); the
/// values must follow and the indexes stay exact.
@Suite("Re-anchoring a chain")
struct ReanchoringTests {
    @Test func switchingTheAnchorBackAndForth() throws {
        let solver = Solver()
        let top = Variable("keyboard top")
        let bottom = Variable("keyboard bottom")
        try solver.addEditVariable(top, strength: .strong)
        try solver.addEditVariable(bottom, strength: .strong)
        try solver.suggestValue(top, 900)
        try solver.suggestValue(bottom, 300)
        var ys: [Variable] = []
        var hs: [Variable] = []
        for i in 0..<100 {
            let y = Variable("y\(i)")
            let h = Variable("h\(i)")
            try solver.addConstraint(h == 20)
            if i > 0 { try solver.addConstraint(y == ys[i - 1] + hs[i - 1] + 8) }
            ys.append(y)
            hs.append(h)
        }
        // Standing on the keyboard: the last row ends 8 above its top (900 − 8 = 892), so
        // row i starts at 892 − 20 − 28·(99 − i). Hanging below it: row i starts at
        // 300 + 8 + 28·i.
        let standing = ys[99] + hs[99] == top - 8
        let hanging = ys[0] == bottom + 8
        try solver.addConstraint(standing)
        for round in 0..<4 {
            solver.updateVariables()
            let isStanding = round % 2 == 0
            for i in [0, 1, 50, 99] {
                let expected = isStanding ? Double(872 - 28 * (99 - i)) : Double(308 + 28 * i)
                #expect(approx(solver.value(of: ys[i]), expected), "round \(round), row \(i)")
            }
            #expect(solver._invariantViolations().isEmpty)
            try solver.removeConstraint(isStanding ? standing : hanging)
            try solver.addConstraint(isStanding ? hanging : standing)
        }
        // After four switches the rows stand on the keyboard again; one suggestion moves
        // them all: the last row ends at 1000 − 8.
        try solver.suggestValue(top, 1000)
        solver.updateVariables()
        #expect(approx(solver.value(of: ys[99]), 972))
        #expect(approx(solver.value(of: ys[0]), Double(972 - 28 * 99)))
        #expect(solver._invariantViolations().isEmpty)
    }
}
