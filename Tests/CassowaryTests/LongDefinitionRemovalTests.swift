// Removing a squeezed chain link by link, as the benchmark's remove phase does: the chain's
// extent is one long definition (every link's symbols) that each removal passes from one
// link's variable to the next, rewritten in place (`Tableau.passOn`). The expected values are
// worked out by hand from the chain; the solver's own invariant check recounts every row and
// re-evaluates every definition after each removal.

import Cassowary
import TestSupport
import Testing

@Suite("Removing a long definition")
struct LongDefinitionRemovalTests {
    /// N views in a row, written as chain-N.cass writes them (each link scaled by `scale`,
    /// which changes no solution but the coefficients of the markers in the long row):
    /// x₀ ≥ 0; s·xᵢ = s·(xᵢ₋₁ + wᵢ₋₁ + 8); wᵢ ≥ 20; wᵢ = 100 (weak); wᵢ ≤ 300 (strong); and
    /// x_last + w_last ≤ width for the edit `width` (strong) at 0.
    struct Chain {
        let solver = Solver()
        let width = Variable("width")
        let xs: [Variable]
        let ws: [Variable]
        var constraints: [Constraint] = []
        /// The index in `constraints` of each view's weak preference.
        var preference: [Int] = []
        /// The indices of the anchor x₀ ≥ 0, the links and the extent: removing any one of
        /// them lets the chain stretch or slide, and the squeeze ends.
        var squeezers: Set<Int> = []

        init(count: Int, scale: Double) throws {
            xs = (0..<count).map { Variable("x\($0)") }
            ws = (0..<count).map { Variable("w\($0)") }
            try solver.addEditVariable(width, strength: .strong)
            for i in 0..<count {
                squeezers.insert(constraints.count)
                if i == 0 {
                    constraints.append(xs[0] >= 0)
                } else {
                    constraints.append(scale * xs[i] == scale * (xs[i - 1] + ws[i - 1] + 8))
                }
                constraints.append(ws[i] >= 20)
                preference.append(constraints.count)
                constraints.append((ws[i] == 100).strength(.weak))
                constraints.append((ws[i] <= 300).strength(.strong))
            }
            squeezers.insert(constraints.count)
            constraints.append(xs[count - 1] + ws[count - 1] <= width)
            for constraint in constraints { try solver.addConstraint(constraint) }
        }
    }

    /// 40 views make a long definition of about 80 cells, past the length that is passed on
    /// in place (64); 120 views pass one of about 240 cells 120 times.
    @Test(arguments: [(40, 1.0), (40, 2.0), (40, 3.0), (120, 1.0), (120, 0.5)])
    func removingASqueezedChainInFileOrder(count: Int, scale: Double) throws {
        let chain = try Chain(count: count, scale: scale)
        chain.solver.updateVariables()
        // Squeezed: the minimum extent 28·N − 8 is above width 0, so every view is at its
        // required minimum 20 and xᵢ = 0 + 28·i (x₀ at its bound 0).
        for i in [0, 1, count / 2, count - 1] {
            #expect(approx(chain.solver.value(of: chain.ws[i]), 20))
            #expect(approx(chain.solver.value(of: chain.xs[i]), Double(28 * i)))
        }
        for (k, constraint) in chain.constraints.enumerated() {
            try chain.solver.removeConstraint(constraint)
            chain.solver.updateVariables()
            #expect(chain.solver._invariantViolations().isEmpty, "after removing \(k)")
            #expect(requiredConstraintsHold(chain.solver), "after removing \(k)")
            guard k < chain.constraints.count - 1 else { break }
            // Without x₀ ≥ 0 the chain slides left as far as it needs: the edit holds
            // (width = 0), and every view whose weak preference is left is 100 wide (the
            // strong maximum 300 and the required minimum 20 allow it).
            #expect(approx(chain.solver.value(of: chain.width), 0), "after removing \(k)")
            for i in [1, count / 2, count - 1] where chain.preference[i] > k {
                #expect(approx(chain.solver.value(of: chain.ws[i]), 100), "w\(i) after removing \(k)")
            }
        }
        // Every constraint is gone: only the edit's is left, in one row of two cells at most.
        let statistics = chain.solver.statistics
        #expect(statistics.constraints == 1 && statistics.rows <= 1 && statistics.cells <= 2, "\(statistics)")
    }

    /// The same chain removed from its far end (the long definition is never passed on) and
    /// from its middle outwards: once the anchor, a link or the extent is gone, nothing
    /// squeezes the views, and every view whose weak preference is left is 100 wide.
    @Test(arguments: [false, true])
    func removingInOtherOrders(fromTheMiddle: Bool) throws {
        let count = 60
        let chain = try Chain(count: count, scale: 1)
        let middle = chain.constraints.count / 2
        let distance = { (k: Int) in abs(k - middle) * chain.constraints.count + k }
        let order =
            fromTheMiddle
            ? chain.constraints.indices.sorted { distance($0) < distance($1) }
            : Array(chain.constraints.indices.reversed())
        var removed = Set<Int>()
        var checked = 0
        for k in order {
            try chain.solver.removeConstraint(chain.constraints[k])
            removed.insert(k)
            chain.solver.updateVariables()
            #expect(chain.solver._invariantViolations().isEmpty, "after removing \(k)")
            #expect(requiredConstraintsHold(chain.solver), "after removing \(k)")
            guard !removed.isDisjoint(with: chain.squeezers) else { continue }
            for i in 0..<count where !removed.contains(chain.preference[i]) {
                #expect(approx(chain.solver.value(of: chain.ws[i]), 100), "w\(i) after removing \(k)")
                checked += 1
            }
        }
        #expect(checked > count, "the check ran")
        #expect(chain.solver.statistics.constraints == 1)
    }
}
