/// Iterative refinement of the values (see `Solver.refineValues()`).
///
/// The rows are combinations of the constraints' rows, rewritten by pivots, substitutions
/// and expansions of definitions, and each rewrite rounds. Measured against the constraints
/// as written, the values leave residuals; moving the tableau as for a change of each
/// constraint's constant by its residual removes them to the accuracy of the rows'
/// sensitivities, as one step of iterative refinement does for a factorized matrix.
extension Tableau {
    /// The value of `symbol` once every definition is evaluated: its flat row's constant or
    /// its definition's value if it is basic, 0 if it is parametric.
    @inline(__always)
    func settledValue(of symbol: Symbol) -> Double {
        let slot = Int(rowOf[symbol.index])
        guard slot >= 0 else { return 0 }
        return rows[slot].isDefinition ? values.values[symbol.index] : rows[slot].constant
    }

    /// Refines the values against the constraints' own coefficients: each constraint's
    /// residual `r = c + Σ aᵢ·xᵢ + μ·m − μ·m'` is measured at the current values, and the
    /// tableau is moved as for a change `r` of the constant (what it believes is 0 is `r`),
    /// which undoes the round-off the rows accumulated, to the accuracy of the tableau's own
    /// sensitivities. Up to `steps` steps; each is tentative, and kept only if it at least
    /// halves the largest relative residual without the dual simplex method getting stuck
    /// (on a tableau whose sensitivities are too far off, a step is undone and refinement
    /// stops). Returns the number of corrections kept.
    @discardableResult
    mutating func refineValues(steps: Int = 1) -> Int {
        var corrected = 0
        var (corrections, largest) = residuals()
        for _ in 0..<steps where !corrections.isEmpty {
            var after = (corrections: [(slot: Int, residual: Double)](), largest: 0.0)
            let kept = tentatively { t in
                for (slot, residual) in corrections { t.shiftRows(of: t.records[slot]!.markers, by: residual) }
                guard t.dualOptimize() == nil else { return false }
                after = t.residuals()
                return after.largest <= largest / 2
            }
            guard kept else { break }
            corrected += corrections.count
            (corrections, largest) = after
        }
        work.noteRefined()
        return corrected
    }

    /// The constraints whose residual at the current values is more than round-off of its
    /// terms (``Tolerance/refinement``), with the residuals, and the largest residual
    /// relative to its constraint's largest term.
    mutating func residuals() -> (corrections: [(slot: Int, residual: Double)], largest: Double) {
        evaluateDefinitions(nil)
        var corrections: [(slot: Int, residual: Double)] = []
        var largest = 0.0
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            var sum = record.constant
            var size = abs(sum)
            for (symbol, coefficient) in record.terms {
                let term = coefficient * settledValue(of: symbol)
                sum += term
                size = max(size, abs(term))
            }
            for (symbol, coefficient) in record.markerTerms {
                let term = coefficient * settledValue(of: symbol)
                sum += term
                size = max(size, abs(term))
            }
            if abs(sum) > Tolerance.refinement * size {
                corrections.append((slot, sum))
                largest = max(largest, abs(sum) / size)
            }
        }
        return (corrections, largest)
    }

    /// ``updateVariables(_:)`` refines once merges have combined this many cells a row since
    /// the last refinement (see ``WorkCounters``): a refinement reads each constraint's terms
    /// once, so its cost stays a small share of the work that made the round-off.
    static let refinementWork = 32
}
