/// Edit variables and in-place changes of a constraint's constant or strength.
extension Tableau {
    // MARK: - Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard records.editSlot(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(
            LinearExpression(variable), .equal, strength: strength, identifier: "edit \(variable)")
        try atomically(savingRows: false) { (t: inout Tableau) throws(SolverError) in
            let slot = try t.insert(constraint, strength: strength)
            t.records.markEdit(at: slot)
            t.undo.record(.edit(variable.id, nil))
            t.records.setEditSlot(slot, for: variable.id)
            t.optimize()
        }
        verifyIfNeeded()
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = records.editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        records.setEditSlot(nil, for: variable.id)
        _ = records.unmap(records[Int(slot)]!.constraint)
        remove(slot: slot)
        optimize()
        verifyIfNeeded()
    }

    /// Moves the edit constraint `variable − value = 0` to the new value: a change of its
    /// constant (``shiftConstant(slot:to:)``), which also records the value.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let slot = records.editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        let failed = shiftConstant(slot: slot, to: -value)
        assert(failed == nil, "an optional edit cannot make the tableau infeasible")
        verifyIfNeeded()
    }

    // MARK: - Constants

    mutating func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = constraintSlot(of: constraint) else { throw .unknownConstraint(constraint) }
        let record = records[Int(slot)]!
        defer { verifyIfNeeded() }
        guard record.strength.isRequired else {
            _ = shiftConstant(slot: slot, to: constant)
            return
        }
        try atomically { (t: inout Tableau) throws(SolverError) in
            guard let stuck = t.shiftConstant(slot: slot, to: constant) else { return }
            // The row of `stuck` is negative with no way up: it, and the markers it is written
            // in, prove the new constant infeasible.
            let certificate = t.certificate(ofStuckRow: stuck)
            let changed = Constraint(
                LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
                strength: .required, identifier: constraint.identifier)
            let others = certificate.filter { $0 !== constraint }
            let conflicts = t.minimalConflicts(changed, others)
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
    }

    /// Changes the constant of a constraint's expression to `constant` and re-optimizes with
    /// the dual simplex method. Returns the basic symbol of a row that cannot be made
    /// feasible, if the new constant is infeasible (only possible for required
    /// constraints; the caller rolls back).
    ///
    /// The original row is `expr + μ·m + … = 0` for the marker `m`. Adding δ to the constant
    /// is the same as replacing `m` by `m - δ/μ`: a basic `m` has its constant lowered by
    /// δ/μ, and every row that holds `m` with coefficient `a` gains `a·δ/μ`.
    mutating func shiftConstant(slot: Int32, to constant: Double) -> Symbol? {
        // The record is read in place: a copy would retain its constraint and terms, as much
        // work as the rest of a suggestion that moves a row or two.
        guard let old = records[Int(slot)]?.constant, let markers = records[Int(slot)]?.markers else { return nil }
        let delta = constant - old
        undo.record(.recordConstant(slot, old))
        records.setConstant(constant, at: slot)
        guard delta != 0 else { return nil }
        if undo.journal == nil && shiftPlans.isEnabled {
            shiftRows(of: markers, slot: slot, by: delta)
        } else {
            shiftRows(of: markers, by: delta)
        }
        return dualOptimize()
    }

    /// Moves the rows, the definitions and the objective for a change δ of the constant of
    /// the expression of the constraint with these `markers` (see ``shiftConstant(slot:to:)``),
    /// queueing the rows it makes infeasible; the caller runs the dual simplex method.
    mutating func shiftRows(of record: ConstraintMarkers, by delta: Double) {
        shiftDefinitions(record, by: delta)
        // Prefer a basic symbol of the constraint: one row changes.
        for (symbol, mu) in record.terms where rowOf[symbol.index] >= 0 {
            let rowSlot = Int(rowOf[symbol.index])
            saveRow(rowSlot)
            rows[rowSlot].constant = Tolerance.snappedSum(rows[rowSlot].constant, -delta / mu)
            queueIfInfeasible(rowSlot)
            return
        }
        let marker = record.marker
        let shift = delta / record.markerCoefficient
        cellIndex.compactColumn(marker, rows: rows)
        if undo.journal?.savesRows == true {
            // A roll-back puts back the rows as they were before the kernel moves them.
            for rowSlot in cellIndex.column[marker.index] { saveRow(Int(rowSlot)) }
        }
        ColumnShift.shift(
            marker, by: shift, over: 1, lists: cellIndex.column, rows: &rowStore.rows, kinds: symbols.kinds,
            changes: &changes, infeasible: &infeasible)
        for k in objective.levels.indices {
            let c = objective.levels[k].coefficients[marker.index]
            if c != 0 { setObjectiveConstant(k, objective.levels[k].constant + c * shift) }
        }
    }

    /// Shifts the definitions that name the constraint's marker (or its partner) for a
    /// change δ of its constant: whichever of the two symbols a definition holds, every
    /// equation of the tableau is a combination of the constraints' rows, so its cell of the
    /// marker is `λ·μ` (of the partner `−λ·μ`) for the share λ of the constraint's row in it,
    /// and its constant moves by `λ·δ`. A definition that names the marker's basic row gets
    /// the rest of its change through that row's value; one that names neither, through
    /// the values of what it names.
    private mutating func shiftDefinitions(_ record: ConstraintMarkers, by delta: Double) {
        let (marker, other) = (record.marker, record.other)
        for (symbol, coefficient) in record.terms {
            guard cellIndex.referrerCount[symbol.index] > 0 else { continue }
            cellIndex.compactReferrers(symbol, rows: rows)
            // A definition that holds the marker was shifted by it.
            let skipping = symbol == other ? marker : Symbol.none
            if undo.journal?.savesRows == true {
                // A roll-back puts back the rows as they were before the kernel moves them.
                for slot in cellIndex.referrers[symbol.index]
                where skipping.isNone || !rows[Int(slot)].position(of: skipping).found {
                    saveRow(Int(slot))
                }
            }
            // External basics admit any value: no definition is queued as infeasible.
            ColumnShift.shift(
                symbol, by: delta, over: coefficient, skipping: skipping, lists: cellIndex.referrers,
                rows: &rowStore.rows, kinds: symbols.kinds, changes: &changes, infeasible: &infeasible)
        }
    }

    // MARK: - Strengths

    mutating func setStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        guard let slot = constraintSlot(of: constraint), var record = records[Int(slot)] else {
            throw .unknownConstraint(constraint)
        }
        guard !strength.isRequired && !record.strength.isRequired else {
            throw .requiredStrengthChange(constraint)
        }
        guard strength != record.strength else { return }
        for error in record.errors { addToObjective(error, strength: record.strength, sign: -1) }
        record.strength = strength
        records.store(record, at: slot)
        for error in record.errors { addToObjective(error, strength: strength, sign: 1) }
        optimize()
        verifyIfNeeded()
    }
}
