/// Adding and removing constraints (kiwi's `addConstraint` / `removeConstraint`, with
/// sparsity-aware subject choice, batches and undo).
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
        // turns row saving on itself; a batch must be able to undo its earlier members.
        do {
            try atomically(savingRows: constraints.count > 1) { (t: inout Tableau) throws(SolverError) in
                for constraint in constraints {
                    try t.insert(constraint, strength: constraint.strength)
                }
                t.optimize()
            }
        } catch {
            guard case .unsatisfiableConstraint = error, mayHaveDrifted, verifies, journal == nil,
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
            let old = variables.setReferences(symbol, variables.references[Int(symbol)] + 1)
            journal?.record(.references(symbol, old))
        }
        let slot = allocateRecord()
        var record = ConstraintRecord(
            constraint: constraint, marker: -1, other: -1, markerCoefficient: 1, strength: strength,
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
        journal?.record(.record(slot, nil))
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
    /// 4. A required inequality that the current solution violates: its slack enters the
    ///    basis negative and the dual simplex method restores feasibility (reaching the new
    ///    optimum directly, where phase 1 would first give optimality up), if its row is
    ///    short (``dualSimplexRowLimit``); a long one goes through phase 1 as in 5.
    /// 5. A required equality with no subject: phase 1 with an artificial variable.
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
                symbols.kinds[Int(subject)] == .external && cellIndex.columnCount[Int(subject)] > 0 && row.constant != 0
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
        if row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .dummy }) {
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
        guard record.constraint.relation != .equal, row.cells.count <= Self.dualSimplexRowLimit else {
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
    /// new constant is computed exactly as the substitution will compute it.
    func moveKeepsRowsFeasible(_ subject: Symbol, to value: Double) -> Bool {
        rows.withUnsafeBufferPointer { rows in
            for slot in cellIndex.column[Int(subject)] {
                let row = rows[Int(slot)]
                guard row.basic >= 0 else { continue }
                let kind = symbols.kinds[Int(row.basic)]
                guard kind != .external else { continue }
                let a = row.coefficient(of: subject)
                guard a != 0 else { continue }
                if !kind.admits(Tolerance.snappedSum(row.constant, a * value)) { return false }
            }
            return true
        }
    }

    /// Prepares a path that ends in the dual simplex method, which can fail (so rows are
    /// saved from here on) and needs an optimal tableau. If the tableau is not optimal (a
    /// batch has added rows since the last optimization), optimizes, enters the rebuilt row
    /// instead, and returns false.
    private mutating func isReadyForDualSimplex(
        _ record: ConstraintRecord, terms: [(symbol: Symbol, coefficient: Double)]
    ) throws(SolverError) -> Bool {
        journal?.savesRows = true
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
        where symbol >= 0 {
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
            let slot = rowOf[Int(symbol)]
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
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        // Threshold pivoting: only an external whose coefficient is within a factor of the
        // largest external coefficient of the row qualifies, so that solving for it does
        // not multiply the row by a huge factor (the stability rule of sparse LU).
        var largest = 0.0
        for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
            largest = max(largest, abs(cell.coefficient))
        }
        let threshold = Tolerance.subjectPivot * largest
        var best: Symbol?
        var bestCount = Int32.max
        for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
            let s = cell.symbol
            // Definitions that name the symbol are not substituted into, but their values are
            // computed through its row, which a small coefficient would blow up as much.
            let count = cellIndex.columnCount[Int(s)] + cellIndex.referrerCount[Int(s)]
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
            guard symbol >= 0 && symbols.kinds[Int(symbol)].isRestricted else { return false }
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
        journal?.savesRows = true
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = Row(constant: row.constant, cells: row.cells)
        let initial = row.constant
        let minimum = optimizeArtificial()
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
        if rowOf[Int(art)] >= 0 {
            let slot = Int(rowOf[Int(art)])
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
                var entering: Symbol = -1
                var largest = Tolerance.artificialPivot * scale
                for cell in rows[slot].cells where symbols.kinds[Int(cell.symbol)].isRestricted {
                    if abs(cell.coefficient) > largest {
                        entering = cell.symbol
                        largest = abs(cell.coefficient)
                    }
                }
                if entering < 0 {
                    let candidates = rows[slot].symbols
                    entering = candidates.contains(record.marker) ? record.marker : candidates[0]
                }
                pivot(slot, entering: entering)
            }
        }
        purgeColumn(of: art)
        freeSymbol(art)
    }

    // MARK: - Removing

    mutating func removeConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        // Check everything first: once the removals start nothing can fail, so no undo log.
        var slots: [Int32] = []
        for constraint in constraints {
            // An edit constraint goes with its edit variable.
            guard let slot = constraintSlot(of: constraint), !records[Int(slot)]!.isEdit else {
                throw .unknownConstraint(constraint)
            }
            slots.append(slot)
        }
        if slots.count > 1 {
            // A constraint listed twice is unknown the second time.
            var seen = Set<Int32>(minimumCapacity: slots.count)
            for slot in slots where !seen.insert(slot).inserted {
                throw .unknownConstraint(records[Int(slot)]!.constraint)
            }
        }
        for slot in slots { remove(slot: slot) }
        optimize()
        verifyIfNeeded()
    }

    /// Takes a constraint's row out of the tableau (kiwi's `removeConstraint`), without
    /// optimizing.
    ///
    /// Before: the constraint's marker is basic, or parametric in flat rows or definitions.
    /// After: the marker's row (after a pivot that makes it basic, by the ratio test of
    /// ``markerLeavingRow(_:)``) is deleted, so no row depends on the constraint; its errors
    /// are out of the objective and its symbols are freed. Every restricted basic symbol
    /// stays ≥ 0; the objective may not be optimal.
    mutating func remove(slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        for error in record.errors { addToObjective(error, strength: record.strength, sign: -1) }
        let marker = record.marker
        if rowOf[Int(marker)] >= 0 {
            deleteRow(Int(rowOf[Int(marker)]))
        } else if let slot = markerLeavingRow(marker) {
            pivot(slot, entering: marker)
            deleteRow(Int(rowOf[Int(marker)]))
        } else if !eliminateFromDefinitions(marker), let slot = definitionLeavingRow(marker) {
            pivot(slot, entering: marker)
            deleteRow(Int(rowOf[Int(marker)]))
        }
        // The marker is out; its partner (and any round-off) must go too.
        for (s, _) in record.markerTerms {
            if rowOf[Int(s)] >= 0 {
                // `other` basic after the marker left: its row is now a free definition.
                deleteRow(Int(rowOf[Int(s)]))
            }
            purgeColumn(of: s)
            freeSymbol(s)
        }
        journal?.record(.record(slot, record))
        records.store(nil, at: slot)
        journal?.record(.recordFreed(slot))
        records.release(slot)
        for (symbol, _) in record.terms {
            let old = variables.setReferences(symbol, variables.references[Int(symbol)] - 1)
            journal?.record(.references(symbol, old))
            if old == 1 { dropVariable(symbol) }
        }
    }

    /// The flat row to pivot a parametric marker into, so that the tableau stays feasible
    /// when the marker's row is then deleted:
    ///
    /// 1. A row whose basic is a dummy (a required equality redundant with others, held
    ///    as `d = Σ cⱼ·dⱼ` with constant 0). A dummy must stay at 0 in both directions, so
    ///    no ratio test protects it; a pivot on its row moves no value (the row's constant
    ///    is 0) and leaves the redundant equality's marker parametric, standing in for the
    ///    removed one. The largest coefficient wins, for stability.
    /// 2. Else, as kiwi's `getMarkerLeavingRow`, the row the marker would drive to 0 first
    ///    going up (coefficient < 0, smallest `constant / −coefficient`), else going down
    ///    (coefficient > 0, smallest `constant / coefficient`); ties go to the lowest basic
    ///    id. Every restricted row it passes stays ≥ 0 (the ratio test); a flat row of an
    ///    external may win the test, since its symbol has no sign to keep.
    ///
    /// If there is none, ``definitionLeavingRow(_:)`` finds an unrestricted one.
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var dummy: (slot: Int, magnitude: Double)?
        var first: (slot: Int, ratio: Double, basic: Symbol)?
        var second: (slot: Int, ratio: Double, basic: Symbol)?
        rows.withUnsafeBufferPointer { rows in
            for slot in cellIndex.column[Int(marker)] {
                let basic = rows[Int(slot)].basic
                guard basic >= 0, !rows[Int(slot)].isDefinition else { continue }
                let c = rows[Int(slot)].coefficient(of: marker)
                guard c != 0 else { continue }
                let kind = symbols.kinds[Int(basic)]
                if kind == .dummy {
                    if dummy == nil || abs(c) > dummy!.magnitude { dummy = (Int(slot), abs(c)) }
                    continue
                }
                let constant = rows[Int(slot)].constant
                if c < 0 {
                    let r = -constant / c
                    if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) {
                        first = (Int(slot), r, basic)
                    }
                } else {
                    let r = constant / c
                    if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) {
                        second = (Int(slot), r, basic)
                    }
                }
            }
        }
        return dummy?.slot ?? first?.slot ?? second?.slot
    }

    /// Takes a parametric marker that only definitions hold out of the tableau, as kiwi's
    /// pivot on an unrestricted row followed by the deletion of the marker's row would, but
    /// without expanding anything: the earliest definition `x = c + a·m + Σ` that names it
    /// (in evaluation order) is solved for it, `m = (x − c − Σ)/a`, and that row, as
    /// written, is substituted into the other definitions that name it; `x` becomes
    /// parametric. The definitions that receive it come later in evaluation order than
    /// everything it names, so no cycle forms. Returns false (and changes nothing) if the
    /// marker is in an objective level (which must stay in parametric symbols) or no
    /// definition names it.
    mutating func eliminateFromDefinitions(_ marker: Symbol) -> Bool {
        guard cellIndex.referrerCount[Int(marker)] > 0, artificial == nil else { return false }
        for level in objective.levels where level.coefficients[Int(marker)] != 0 { return false }
        cellIndex.compactReferrers(marker, rows: rows)
        var chosen = -1
        for slot in cellIndex.referrers[Int(marker)]
        where chosen < 0 || precedesInEvaluation(rows[Int(slot)].basic, rows[chosen].basic) {
            chosen = Int(slot)
        }
        guard chosen >= 0 else { return false }
        var solved = rows[chosen]
        _ = solved.solve(for: marker)
        // The definition leaves the tableau; its variable is parametric from here on.
        freeRowSlot(chosen)
        inlineIntoReferrers(marker, source: solved)
        return true
    }

    /// A definition to pivot a parametric marker into when no flat row holds it (kiwi's
    /// third choice, an unrestricted row): of the definitions that name the marker, the
    /// earliest in evaluation order, which names no other definition that depends on the
    /// marker, so its expansion holds the marker with the coefficient it names it with
    /// (others are tried in order if round-off cancelled it). The chosen one is expanded in
    /// place (``flattenDefinition(_:)``), ready for the pivot.
    mutating func definitionLeavingRow(_ marker: Symbol) -> Int? {
        guard cellIndex.referrerCount[Int(marker)] > 0 else { return nil }
        cellIndex.compactReferrers(marker, rows: rows)
        let candidates = cellIndex.referrers[Int(marker)].sorted {
            precedesInEvaluation(rows[Int($0)].basic, rows[Int($1)].basic)
        }
        for slot in candidates {
            flattenDefinition(Int(slot))
            if rows[Int(slot)].coefficient(of: marker) != 0 { return Int(slot) }
        }
        return nil
    }

    // MARK: - Records and objective

    mutating func allocateRecord() -> Int32 {
        let (slot, fromFreeList) = records.allocate()
        journal?.record(.recordAllocated(slot, fromFreeList: fromFreeList))
        return slot
    }

    mutating func setOwner(_ symbol: Symbol, _ slot: Int32) {
        let old = symbols.setOwner(symbol, slot)
        journal?.record(.owner(symbol, old))
    }

    /// The required constraint whose marker `symbol` is (for explanations).
    func owningConstraint(of symbol: Symbol) -> Constraint? {
        let slot = symbols.owner[Int(symbol)]
        guard slot >= 0, let record = records[Int(slot)], record.strength.isRequired else { return nil }
        return record.constraint
    }

    /// Adds `sign · weight · error` to the objective at the strength's level, substituting
    /// the error's row if it is basic. Levels come into being with their first error and go
    /// with their last.
    mutating func addToObjective(_ error: Symbol, strength: Strength, sign: Double) {
        var (k, found) = objective.index(of: strength.level)
        if !found {
            objective.insertLevel(strength.level, at: k)
            journal?.record(.objectiveLevel(inserted: strength.level))
        }
        journal?.record(
            .objectiveLevelStats(
                strength.level, references: objective.levels[k].references, scale: objective.levels[k].scale))
        objective.levels[k].references += sign > 0 ? 1 : -1
        objective.levels[k].scale = max(objective.levels[k].scale, strength.weight)
        let w = sign * strength.weight
        let slot = rowOf[Int(error)]
        if slot < 0 {
            let old = objective.levels[k].coefficients[Int(error)]
            setObjectiveCoefficient(k, error, Tolerance.snappedSum(old, w))
        } else {
            let row = rows[Int(slot)]
            for cell in row.cells {
                let s = cell.symbol
                let old = objective.levels[k].coefficients[Int(s)]
                setObjectiveCoefficient(k, s, Tolerance.snappedSum(old, w * cell.coefficient))
            }
            setObjectiveConstant(k, Tolerance.snappedSum(objective.levels[k].constant, w * row.constant))
        }
        if objective.levels[k].references == 0 {
            journal?.record(.objectiveLevelRemoved(objective.levels[k], at: k))
            objective.levels.remove(at: k)
            k = -1
        }
    }
}
