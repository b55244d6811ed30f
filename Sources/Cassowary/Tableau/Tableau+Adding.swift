/// Adding constraints (kiwi's `addConstraint`): a constraint's row, built over the current
/// basis, enters by the cheapest method that keeps the tableau feasible; batches undo as one.
extension Tableau {
    // MARK: - Adding

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try addConstraints(CollectionOfOne(constraint))
    }

    /// Adds constraints as one batch (see `Solver.addConstraints(_:)`). A required one
    /// rejected by a tableau that may have drifted is tried again on a rebuilt tableau (see
    /// `Tableau+Verification.swift`).
    mutating func addConstraints(_ constraints: some Collection<Constraint>) throws(SolverError) {
        // One constraint changes rows only once nothing can fail any more, or on a path that
        // turns row saving on itself; a batch must be able to undo its earlier members. The
        // optimization that follows cannot fail, so it is not logged: squeezing a chain of N
        // views pivots along all of it, and its log was a fifth of chain-10000's peak memory.
        do {
            try atomically(savingRows: constraints.count > 1) { (t: inout Tableau) throws(SolverError) in
                for constraint in constraints {
                    try t.insert(constraint, strength: constraint.strength)
                }
            }
            optimize()
        } catch {
            guard case .unsatisfiableConstraint = error, drift.mayHaveDrifted, drift.verifies, undo.journal == nil,
                !constraints.contains(where: { constraintSlot(of: $0) != nil }),
                let fresh = rebuilt(adding: Array(constraints))
            else { throw error }
            adopt(fresh)
        }
        verifyIfNeeded()
    }

    /// Adds one constraint's row to the tableau, without optimizing. Must run inside
    /// `atomically`.
    ///
    /// Before: the tableau is feasible. After: the constraint's row `expr + μ·marker − μ·other = 0`
    /// is one of the tableau's identities (``enter(_:_:terms:magnitude:)`` or
    /// ``enterAsDefinition(_:)``), its errors are weighted in the objective, and every restricted
    /// basic symbol is ≥ 0; the objective may not be optimal (`isOptimal` is false).
    @discardableResult
    mutating func insert(_ constraint: Constraint, strength: Strength) throws(SolverError) -> Int32 {
        guard constraintSlot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        defer { isOptimal = false }
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            terms.append((symbol, term.coefficient))
            let old = variables.setReferences(symbol, variables.references[symbol.index] + 1)
            undo.record(.references(symbol, old))
        }
        let slot = allocateRecord()
        var record = ConstraintRecord(
            constraint: constraint, marker: .none, other: .none, markerCoefficient: 1, strength: strength,
            constant: constraint.expression.constant, terms: terms, sequence: records.takeSequence())

        // The markers: `expr + μ·marker − μ·other = 0`.
        let relation = constraint.relation
        if relation != .equal {
            record.marker = makeSymbol(.slack)
            record.markerCoefficient = relation == .lessThanOrEqual ? 1 : -1
            if !strength.isRequired { record.other = makeSymbol(.error) }
        } else if strength.isRequired {
            record.marker = makeSymbol(.dummy)
            record.markerCoefficient = 1
        } else {
            record.marker = makeSymbol(.error)
            record.other = makeSymbol(.error)
            record.markerCoefficient = -1
        }
        for (symbol, _) in record.markerTerms { setOwner(symbol, slot) }
        undo.recordEmpty(slot)
        records.store(record, at: slot)
        for error in record.errors { addToObjective(error, strength: strength, sign: 1) }

        // A variable that no row holds yet takes the row as written.
        if enterAsDefinition(record) { return slot }

        let (row, magnitude) = constraintRow(record, terms: terms)
        try enter(consume row, record, terms: terms, magnitude: magnitude)
        return slot
    }

    /// Enters a new constraint's row `0 = constant + …` (with `constant ≥ 0`) into the
    /// tableau by the cheapest method that keeps every restricted basic symbol ≥ 0:
    ///
    /// 1. Solved for a subject that changes no value (``chooseSubject(_:_:)``): one row, and
    ///    a substitution wherever the subject appears.
    /// 2. Solved for a parametric external symbol that appears in other rows when the row's
    ///    constant is not 0: the symbol moves from 0 to its new value, and so do the rows that
    ///    hold it; the dual simplex method restores feasibility from the current optimum.
    /// 3. No subject and only required-equality markers: consistent iff the constant is 0.
    /// 4. A required inequality that the current solution violates, or a required equality
    ///    that it misses (constant not 0): its marker (slack or dummy) enters the basis off
    ///    its bound and the dual simplex method restores feasibility (reaching the new
    ///    optimum directly, where phase 1 would first give optimality up), if its row is
    ///    short (``dualSimplexRowLimit``); a long one goes through phase 1 as in 5. Pinning
    ///    the width that N labels share moves every label's rows once, a dual pivot each;
    ///    phase 1 would hand the shared width from label to label, rewriting all N each time.
    /// 5. A required equality that already holds (constant 0) with no subject: phase 1
    ///    with an artificial variable, which leaves on its own row at once when it can
    ///    (``artificialRowTie(_:entering:with:)``).
    ///
    /// The dual simplex needs an optimal tableau: a batch that has added rows since the
    /// last optimization optimizes first and rebuilds the row. Where the dual simplex finds
    /// no pivot, its stuck row is the proof that the constraint cannot be satisfied.
    mutating func enter(
        _ row: consuming Row, _ record: ConstraintRecord, terms: [(symbol: Symbol, coefficient: Double)],
        magnitude: Double
    ) throws(SolverError) {
        // A constant that is round-off next to the numbers that made it is 0: the
        // constraint already holds, and must not be judged violated by a rounding error.
        if abs(row.constant) <= Tolerance.cancellation * magnitude { row.constant = 0 }
        if let subject = chooseSubject(row, record) {
            let moves =
                symbols.kind(of: subject) == .external && cellIndex.columnCount[subject.index] > 0
                && row.constant != 0
            // A move that leaves every row feasible cannot fail: no dual simplex, no undo
            // log (re-anchoring a chain moves hundreds of rows, all of them external).
            guard moves, !moveKeepsRowsFeasible(subject, to: -row.constant / row.coefficient(of: subject)) else {
                insertSolved(row, for: subject)
                return
            }
            guard try isReadyForDualSimplex(record, terms: terms) else { return }
            insertSolved(row, for: subject)
            try restoreFeasibility(record)
            return
        }
        if row.cells.allSatisfy({ symbols.kind(of: $0.symbol) == .dummy }) {
            // The constraint is a combination of required equalities: consistent only if its
            // constant is 0, and then its own marker can stand for it.
            guard abs(row.constant) <= Tolerance.redundantEquality * max(magnitude, Tolerance.smallestScale) else {
                let conflicts = row.symbols.compactMap { owningConstraint(of: $0) }
                throw .unsatisfiableConstraint(
                    record.constraint, conflicts: minimalConflicts(record.constraint, conflicts))
            }
            row.constant = 0
            insertSolved(row, for: record.marker)
            return
        }
        guard row.cells.count <= Self.dualSimplexRowLimit, record.constraint.relation != .equal || row.constant != 0
        else {
            try addWithArtificialVariable(row, record, magnitude: magnitude)
            return
        }
        guard try isReadyForDualSimplex(record, terms: terms) else { return }
        queueIfInfeasible(insertSolved(row, for: record.marker))
        try restoreFeasibility(record)
    }

    /// The longest violated inequality row that enters by the dual simplex method; longer
    /// ones enter by phase 1, as required equalities do.
    ///
    /// The dual simplex keeps the tableau optimal, but each of its pivots substitutes the
    /// violated row, as long as it is, into the rows of the entering symbol, and the next
    /// violated row is one of those, as long again: squeezing a chain of N views moves an
    /// N-cell row N times. Phase 1 pivots on the short rows of the constraints that give
    /// way, and a long row that stays long costs only a few edits per pivot (see
    /// ``RowMerge/prefersEditingInPlace(rowCount:sourceCount:)``). Short rows (every violated row of
    /// enaml's system, of random sparse systems and of forms) take the dual simplex, which
    /// needs fewer pivots there.
    static let dualSimplexRowLimit = 64

    /// Whether moving the parametric `subject` from 0 to `value` keeps every row that holds
    /// it feasible: a restricted basic symbol stays ≥ 0 and a basic dummy at 0. Each row's
    /// new constant is computed exactly as the substitution will compute it (the kernel
    /// ``RatioTest/moveKeepsRowsFeasible(rows:column:kinds:subject:to:)``).
    func moveKeepsRowsFeasible(_ subject: Symbol, to value: Double) -> Bool {
        RatioTest.moveKeepsRowsFeasible(
            rows: rows, column: cellIndex.column[subject.index], kinds: symbols.kinds, subject: subject, to: value)
    }

    /// Prepares a path that ends in the dual simplex method, which can fail (so rows are
    /// saved from here on) and needs an optimal tableau. If the tableau is not optimal (a
    /// batch has added rows since the last optimization), optimizes, enters the rebuilt row
    /// instead, and returns false.
    private mutating func isReadyForDualSimplex(
        _ record: ConstraintRecord, terms: [(symbol: Symbol, coefficient: Double)]
    ) throws(SolverError) -> Bool {
        undo.startSavingRows()
        guard isOptimal else {
            let (rebuilt, magnitude) = reoptimizedRow(record, terms: terms)
            try enter(rebuilt, record, terms: terms, magnitude: magnitude)
            return false
        }
        return true
    }

    /// Optimizes, then builds the row of `record` again over the new basis, with its marker
    /// cells, its constant made ≥ 0.
    private mutating func reoptimizedRow(
        _ record: ConstraintRecord, terms: [(symbol: Symbol, coefficient: Double)]
    ) -> (Row, Double) {
        optimize()
        return constraintRow(record, terms: terms)
    }

    /// The row `0 = expr + μ·marker − μ·other` of a constraint in parametric symbols, with
    /// its constant made ≥ 0 (so that a restricted subject starts feasible), and the largest
    /// constant that went into it.
    private mutating func constraintRow(
        _ record: ConstraintRecord, terms: [(symbol: Symbol, coefficient: Double)]
    ) -> (Row, Double) {
        var (row, magnitude) = buildRow(terms: terms, constant: record.constant)
        for (symbol, coefficient) in [
            (record.marker, record.markerCoefficient), (record.other, -record.markerCoefficient),
        ]
        where !symbol.isNone {
            let (index, _) = row.position(of: symbol)
            row.cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
        if row.constant < 0 { row.negate() }
        return (row, magnitude)
    }

    /// Runs the dual simplex method over the rows queued as infeasible; if it is stuck, the
    /// constraint of `record` cannot be satisfied with the required constraints present.
    private mutating func restoreFeasibility(_ record: ConstraintRecord) throws(SolverError) {
        if let stuck = dualOptimize() {
            throw .unsatisfiableConstraint(
                record.constraint,
                conflicts: minimalConflicts(record.constraint, certificate(ofStuckRow: stuck)))
        }
    }

    /// Builds `constant + Σ coefficient·symbol` in parametric symbols, substituting the rows
    /// of basic symbols (flat rows as they come, definitions expanded), in a dense
    /// accumulator; returns the row and the largest constant that went into it.
    mutating func buildRow(terms: [(symbol: Symbol, coefficient: Double)], constant: Double) -> (Row, Double) {
        var total = constant
        var magnitude = abs(constant)
        var namesDefinitions = false
        for (symbol, coefficient) in terms {
            let slot = rowOf[symbol.index]
            if slot < 0 {
                accumulator.add(symbol, coefficient)
            } else if rows[Int(slot)].isDefinition {
                accumulator.add(symbol, coefficient)
                namesDefinitions = true
            } else {
                accumulateFlatRow(
                    Int(slot), times: coefficient, bound: abs(coefficient), total: &total, magnitude: &magnitude)
            }
        }
        if namesDefinitions { expandDefinitions(total: &total, magnitude: &magnitude) }
        return (accumulator.takeRow(constant: total), magnitude)
    }
}
