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
        let slot = Int(rowOf[Int(symbol)])
        guard slot >= 0 else { return 0 }
        return rows[slot].isDefinition ? evaluatedValue[Int(symbol)] : rows[slot].constant
    }

    /// Refines the values against the constraints' own coefficients: each constraint's
    /// residual `r = c + Σ aᵢ·xᵢ + μ·m − μ·m'` is measured at the current values, and the
    /// tableau is moved as for a change `r` of the constant (what it believes is 0 is `r`),
    /// which undoes the round-off the rows accumulated, to the accuracy of the tableau's own
    /// sensitivities. Returns the number of constraints corrected.
    @discardableResult
    mutating func refineValues() -> Int {
        evaluateDefinitions(nil)
        var corrections: [(slot: Int, residual: Double)] = []
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            var sum = record.constant
            var size = abs(sum)
            for (symbol, coefficient) in record.terms {
                let term = coefficient * settledValue(of: symbol)
                sum += term
                size = max(size, abs(term))
            }
            let marker = record.markerCoefficient * settledValue(of: record.marker)
            sum += marker
            size = max(size, abs(marker))
            if record.other >= 0 {
                let other = -record.markerCoefficient * settledValue(of: record.other)
                sum += other
                size = max(size, abs(other))
            }
            if abs(sum) > Self.refinementThreshold * size { corrections.append((slot, sum)) }
        }
        for (slot, residual) in corrections { shiftRows(of: records[slot]!, by: residual) }
        if !corrections.isEmpty { _ = dualOptimize() }
        valuesNeedRefinement = false
        mergedCellsAtRefinement = mergedCells
        return corrections.count
    }

    /// A residual below this share of the constraint's largest term is round-off of the
    /// sum itself, and is left alone.
    static let refinementThreshold = 1e-14

    /// ``updateVariables(_:)`` refines once the rows have been merged over this many cells
    /// a row since the last refinement: a refinement reads each constraint's terms once,
    /// so its cost stays a small share of the work that made the round-off.
    static let refinementWork = 32
}
