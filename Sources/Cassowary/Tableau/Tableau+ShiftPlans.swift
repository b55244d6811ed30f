/// Changes of a constraint's constant along a plan (see ``ShiftPlans``): the rows that
/// ``shiftRows(of:by:)`` would find by its walks, found once and moved again at every change
/// until which rows hold which symbols changes (a pivot, a new or removed constraint).
extension Tableau {
    /// ``shiftRows(of:by:)`` for the constraint in `slot`, along its plan if it is current,
    /// or made first if the last change found the rows as they are now; otherwise by the
    /// walks. The plan moves the same rows in the same order with the same arithmetic as the
    /// walks, so the result is the same. Outside a journal only (a roll-back needs the rows
    /// saved before they move, which the walks do).
    mutating func shiftRows(of record: ConstraintMarkers, slot: Int32, by delta: Double) {
        let shape = cellIndex.shape
        var place = shiftPlans.current(slot, markers: record, shape: shape)
        // A plan current at the shape names its cells where they are: every change of which
        // row holds which cell, and where, moves the shape (``ColumnIndex/shape``), so only
        // the debug build checks it (as the tableau's invariant check does).
        assert(
            place.map { PlannedShift.holds(shiftPlans.plans[$0].steps, rows: rows) } ?? true,
            "a current shift plan names a cell that moved")
        if place == nil {
            guard shiftPlans.repeats(slot, markers: record, shape: shape) else {
                shiftRows(of: record, by: delta)
                return
            }
            place = makeShiftPlan(of: record, slot: slot)
        }
        guard let p = place else { return }
        let shift = delta / record.markerCoefficient
        let opensRound = !changes.hasChanges
        PlannedShift.shift(
            shiftPlans.plans[p].steps, delta: delta, shift: shift, rows: &rowStore.rows, kinds: symbols.kinds,
            changes: &changes, infeasible: &infeasible)
        changes.notePlannedShift(p, openedRound: opensRound)
        guard shiftPlans.plans[p].movesObjective else { return }
        let marker = record.marker
        for k in objective.levels.indices {
            let c = objective.levels[k].coefficients[marker.index]
            if c != 0 { setObjectiveConstant(k, objective.levels[k].constant + c * shift) }
        }
    }

    /// Makes the plan of the constraint in `slot` at the current shape, and returns its
    /// place: the walks of ``shiftRows(of:by:)``, recording each row they would move and the
    /// position of its cell instead of moving it. The definitions that name the marker, then those that name
    /// its partner and not the marker; then the constraint's own basic row (the marker's,
    /// else the partner's) or, with neither basic, the flat rows of the marker's column and
    /// the objective.
    private mutating func makeShiftPlan(of record: ConstraintMarkers, slot: Int32) -> Int {
        // Compaction changes no row: the shape stays.
        let p = shiftPlans.start(slot, markers: record, shape: cellIndex.shape)
        let (marker, other) = (record.marker, record.other)
        for (symbol, coefficient) in record.terms {
            guard cellIndex.referrerCount[symbol.index] > 0 else { continue }
            cellIndex.compactReferrers(symbol, rows: rows)
            // A definition that holds the marker is moved by it.
            let skipping = symbol == other ? marker : Symbol.none
            for rowSlot in cellIndex.referrers[symbol.index] {
                let row = Int(rowSlot)
                if !skipping.isNone && rows[row].position(of: skipping).found { continue }
                let (index, found) = rows[row].position(of: symbol)
                guard found else { continue }
                let step = PlannedShift.Step(
                    slot: rowSlot, position: Int32(index), symbol: symbol, divisor: coefficient, usesShift: false)
                shiftPlans.append(step, toPlan: p)
            }
        }
        for (symbol, mu) in record.terms where rowOf[symbol.index] >= 0 {
            let step = PlannedShift.Step(
                slot: rowOf[symbol.index], position: -1, symbol: symbol, divisor: mu, usesShift: false)
            shiftPlans.append(step, toPlan: p)
            return p
        }
        cellIndex.compactColumn(marker, rows: rows)
        for rowSlot in cellIndex.column[marker.index] {
            let (index, found) = rows[Int(rowSlot)].position(of: marker)
            guard found else { continue }
            let step = PlannedShift.Step(
                slot: rowSlot, position: Int32(index), symbol: marker, divisor: 1, usesShift: true)
            shiftPlans.append(step, toPlan: p)
        }
        shiftPlans.noteMovesObjective(p)
        return p
    }
}
