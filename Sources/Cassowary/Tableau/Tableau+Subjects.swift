/// How a new row enters: the subject it is solved for (sparsity-aware, with threshold
/// pivoting), or, when it has none, phase 1 with an artificial variable.
extension Tableau {
    /// The symbol to solve a new row for, or nil if there is none.
    ///
    /// An external symbol if the row has one (it is unrestricted): one in no other row, or
    /// else, among those whose coefficient passes the threshold-pivoting test
    /// (``Tolerance/subjectPivot`` of the largest), the one in the fewest rows, because
    /// substituting it costs one merge per row that holds it and adds fill-in there (the
    /// Markowitz rule of sparse elimination). Otherwise the constraint's own slack or error
    /// symbol with a negative coefficient (its value is then `constant / -coefficient ≥ 0`;
    /// it is in no other row). An external subject that is in other rows and takes a
    /// nonzero value moves those rows; ``enter(_:_:terms:magnitude:)`` repairs that.
    ///
    /// An external is taken even when the constraint's own slack would substitute nothing:
    /// a variable left parametric makes its later moves go through the dual simplex method,
    /// which loses accuracy on ill-conditioned systems.
    @inline(__always)
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        // Threshold pivoting: only an external whose coefficient is within a factor of the
        // largest external coefficient of the row qualifies, so that solving for it does
        // not multiply the row by a huge factor (the stability rule of sparse LU).
        var largest = 0.0
        for cell in row.cells where symbols.kind(of: cell.symbol) == .external {
            largest = max(largest, abs(cell.coefficient))
        }
        let threshold = Tolerance.subjectPivot * largest
        var best: Symbol?
        var bestCount = Int.max
        for cell in row.cells where symbols.kind(of: cell.symbol) == .external {
            let s = cell.symbol
            // Definitions that name the symbol are not substituted into, but their values are
            // computed through its row, which a small coefficient would blow up as much.
            let count = pivotReach(of: s)
            // A symbol in no other row substitutes into nothing, whatever its coefficient.
            guard count == 0 || abs(cell.coefficient) >= threshold else { continue }
            if count < bestCount {
                best = s
                bestCount = count
            }
        }
        if let best { return best }
        // A restricted symbol's value is `constant / -coefficient`: ≥ 0 for a negative
        // coefficient, and 0 for any coefficient when the constant is 0.
        func qualifies(_ symbol: Symbol) -> Bool {
            guard !symbol.isNone && symbols.kind(of: symbol).isRestricted else { return false }
            let coefficient = row.coefficient(of: symbol)
            return coefficient < 0 || (row.constant == 0 && coefficient != 0)
        }
        if qualifies(record.marker) { return record.marker }
        if qualifies(record.other) { return record.other }
        return nil
    }

    /// Adds a row that has no feasible subject: a temporary artificial symbol `a = row` is
    /// minimized (phase 1 of the two-phase method); the row is feasible iff `a` reaches 0.
    mutating func addWithArtificialVariable(
        _ row: Row, _ record: ConstraintRecord, magnitude: Double
    ) throws(SolverError) {
        undo.startSavingRows()
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = Row(constant: row.constant, cells: row.cells)
        let initial = row.constant
        let minimum = optimizeArtificial(art)
        // The artificial's minimum is judged against the size of the numbers that made the
        // row, not against its initial value, which may itself be round-off.
        if minimum > Tolerance.artificialMinimum * max(initial, magnitude, Tolerance.smallestScale) {
            // Farkas: the phase-1 objective `a = minimum + Σ cⱼ·sⱼ` with every cⱼ ≥ 0 shows
            // that `a > 0`. The constraints whose markers carry a nonzero cⱼ are its proof.
            let certificate = (artificial?.symbols ?? []).compactMap { owningConstraint(of: $0) }
            artificial = nil
            throw .unsatisfiableConstraint(
                record.constraint, conflicts: minimalConflicts(record.constraint, certificate))
        }
        artificial = nil
        if rowOf[art.index] >= 0 {
            let slot = Int(rowOf[art.index])
            if rows[slot].isConstant {
                deleteRow(slot)
            } else {
                // The artificial is basic at its minimum, which was judged to be round-off:
                // it is 0. Its row `a = Σ cⱼ·sⱼ` is pivoted on its largest pivotable
                // coefficient (kiwi takes the first, and a tiny one turns the round-off
                // left in the constant into a huge value of the entering symbol).
                saveRow(slot)
                rows[slot].constant = 0
                // A coefficient that is round-off of the row's largest is no pivot either.
                let scale = rows[slot].largestCoefficient
                var entering = Symbol.none
                var largest = Tolerance.artificialPivot * scale
                for cell in rows[slot].cells where symbols.kind(of: cell.symbol).isRestricted {
                    if abs(cell.coefficient) > largest {
                        entering = cell.symbol
                        largest = abs(cell.coefficient)
                    }
                }
                if entering.isNone {
                    let candidates = rows[slot].symbols
                    entering = candidates.contains(record.marker) ? record.marker : candidates[0]
                }
                pivot(slot, entering: entering)
            }
        }
        purgeColumn(of: art)
        freeSymbol(art)
    }
}
