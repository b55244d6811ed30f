/// Row storage and the two tableau operations everything else is made of: substituting a
/// row for a symbol, and pivoting.
extension Tableau {
    // MARK: - Slots

    /// Stores `row` (whose `basic` is set) and indexes its cells; the row of an external
    /// symbol is a definition, placed at `definitionOrder` in evaluation order (by default
    /// first, which suits a row of parametric symbols only).
    ///
    /// Before: `row` is `basic = c + Σ aᵢ·sᵢ` with `basic` parametric and in no row's cells
    /// (``insertSolved(_:for:)`` substitutes it away first); a flat row's `sᵢ` are parametric.
    /// After: the row is stored, `rowOf[basic]` is its slot, and the ``ColumnIndex`` lists the
    /// slot under each `sᵢ`.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, definitionOrder order: Double? = nil) -> Int {
        work.noteRowChange()
        row.isDefinition = symbols.kind(of: row.basic) == .external
        let basic = row.basic
        if row.isDefinition {
            if let order { setDefinitionOrder(basic, order) } else { placeFirst(basic) }
        }
        let (slot, isNew) = rowStore.takeSlot()
        if isNew {
            undo.record(.appendedRow(Int32(slot)))
            undo.record(.allocatedRow(Int32(slot), fromFreeList: false))
            saveRow(slot, as: Row(basic: Row.freeSlot))
        } else {
            undo.record(.allocatedRow(Int32(slot), fromFreeList: true))
            saveRow(slot)
        }
        rowStore.store(row, at: slot, isNew: isNew)
        cellIndex.index(rows[slot], at: slot)
        return slot
    }

    /// Removes the row in `slot` and unindexes its cells. The definitions that name its
    /// basic symbol get the row substituted first, so that their values do not change.
    ///
    /// Before: `b = c + Σ` in `slot`, and definitions `x = … + a·b + …`. After: those
    /// definitions read `x = … + a·c + … + a·Σ`, the slot is free, and `b` is parametric. Every
    /// value but `b`'s is unchanged.
    mutating func deleteRow(_ slot: Int) {
        let basic = rows[slot].basic
        if cellIndex.referrerCount[basic.index] > 0 { inlineIntoReferrers(basic, source: rows[slot]) }
        freeRowSlot(slot)
    }

    /// Empties the row in `slot` and returns the slot to the free list; its basic symbol
    /// becomes parametric. Nothing is substituted anywhere.
    ///
    /// Holds only if no definition names the row's basic symbol (else use
    /// ``deleteRow(_:)``): a flat row's basic appears in no other row.
    mutating func freeRowSlot(_ slot: Int) {
        work.noteRowChange()
        saveRow(slot)
        cellIndex.unindex(rows[slot])
        rowStore.release(slot)
        undo.record(.freedRow(Int32(slot)))
    }

    /// Removes `symbol` from every row and definition that holds it (round-off leftovers of
    /// a symbol that is leaving the tableau, or one fixed at 0 for good) and empties its
    /// column and referrers.
    ///
    /// After: `symbol` is in no row, no definition, no objective level and not in the phase-1
    /// objective; its lists in the ``ColumnIndex`` are empty. Holds: the caller knows its cells
    /// are round-off, or that the symbol stays 0.
    mutating func purgeColumn(of symbol: Symbol) {
        let s = symbol.index
        if cellIndex.referrerCount[s] > 0 {
            let removed = removeCells(of: symbol, listedIn: cellIndex.referrers[s], definitions: true)
            cellIndex.remove(symbol, definition: true, count: removed)
        }
        cellIndex.clearList(of: symbol, definitions: true)
        if cellIndex.columnCount[s] > 0 {
            let removed = removeCells(of: symbol, listedIn: cellIndex.column[s], definitions: false)
            cellIndex.remove(symbol, definition: false, count: removed)
        }
        cellIndex.clearList(of: symbol, definitions: false)
        if var art = artificial {
            let (index, found) = art.position(of: symbol)
            if found {
                art.cells.remove(at: index)
                artificial = art
            }
        }
        for k in objective.levels.indices where objective.levels[k].coefficients[s] != 0 {
            setObjectiveCoefficient(k, symbol, 0)
        }
    }

    /// Removes `symbol`'s cell from each live row of the given kind among `slots` (an index
    /// list, with its stale and repeated entries); returns how many cells were removed. With
    /// `roundOffOnly`, only the cells within ``Tolerance/cancellation`` of their row's largest
    /// coefficient (the row's own basic, 1, included): round-off of the merges that made the
    /// row, which no real dependence on the symbol is that small.
    mutating func removeCells(
        of symbol: Symbol, listedIn slots: SlotList, definitions: Bool, roundOffOnly: Bool = false
    ) -> Int {
        var removed = 0
        for slot in slots {
            let slot = Int(slot)
            guard rows[slot].isDefinition == definitions, rows[slot].basic != Row.freeSlot else { continue }
            let (index, found) = rows[slot].position(of: symbol)
            guard found else { continue }
            if roundOffOnly,
                abs(rows[slot].cells[index].coefficient)
                    > Tolerance.cancellation * max(1, rows[slot].largestCoefficient)
            {
                continue
            }
            saveRow(slot)
            rows[slot].cells.remove(at: index)
            removed += 1
        }
        return removed
    }

    // MARK: - Substitution

    /// Replaces `symbol` by `source` (a row whose basic symbol is `symbol`) in every row
    /// that holds it, in every objective level and in the phase-1 objective.
    ///
    /// A row `b = c + a·symbol + Σ` becomes `b = (c + a·c') + Σ + a·Σ'` for `source`
    /// `symbol = c' + Σ'`. Rows whose restricted basic goes negative are queued for the dual
    /// simplex. Afterwards `symbol` appears nowhere as a cell.
    mutating func substitute(_ symbol: Symbol, by source: Row) {
        let s = symbol.index
        if cellIndex.columnCount[s] > 0 {
            let defers = source.cells.count >= Self.deferredColumnSourceLength
            let slots = cellIndex.copyList(of: symbol, definitions: false)
            for slot in slots {
                let slot = Int(slot)
                guard rows[slot].basic != Row.freeSlot, !rows[slot].isDefinition else { continue }
                mergeInto(slot, replacing: symbol, by: source, defersColumns: defers)
                if cellIndex.columnCount[s] == 0 { break }
            }
            cellIndex.giveBack(slots)
            if defers { cellIndex.flushQueued(of: source, rows: rows) }
        }
        cellIndex.clearList(of: symbol, definitions: false)
        assert(cellIndex.columnCount[s] == 0, "substitution left \(symbol) in a row")
        for k in objective.levels.indices {
            let c = objective.levels[k].coefficients[s]
            guard c != 0 else { continue }
            setObjectiveCoefficient(k, symbol, 0)
            for cell in source.cells {
                let t = cell.symbol
                let old = objective.levels[k].coefficients[t.index]
                setObjectiveCoefficient(k, t, Tolerance.snappedSum(old, c * cell.coefficient))
            }
            setObjectiveConstant(k, Tolerance.snappedSum(objective.levels[k].constant, c * source.constant))
        }
        if var art = artificial {
            let (index, found) = art.position(of: symbol)
            if found {
                _ = rowMerge.merge(&art, skipping: index, scale: art.cells[index].coefficient, source: source)
                artificial = art
            }
        }
    }

    /// The shortest source row whose substitution queues its column entries (see
    /// ``ColumnIndex/flushQueued(of:rows:)``); shorter ones append them as they come, which
    /// costs less when there are few.
    static let deferredColumnSourceLength = 128

    /// `rows[slot] += a · source` where `a` is the coefficient of `symbol` in the row, which
    /// `symbol` then leaves. Counts are kept exact; the slots where source symbols appear are
    /// appended to their columns, or with `defersColumns` queued for
    /// ``ColumnIndex/flushQueued(of:rows:)``, which `substitute` then calls after the last merge.
    ///
    /// Before: `b = c + a·symbol + Σ` in `slot`, `source` is `symbol = c' + Σ'`. After:
    /// `b = (c + a·c') + Σ + a·Σ'`, each sum snapped (``Tolerance/snappedSum(_:_:)``); if `b`'s
    /// kind no longer admits the new constant, the row is queued for the dual simplex method.
    mutating func mergeInto(_ slot: Int, replacing symbol: Symbol, by source: Row, defersColumns: Bool) {
        let (index, found) = rows[slot].position(of: symbol)
        guard found else { return }
        saveRow(slot)
        let a = rows[slot].cells[index].coefficient
        work.noteMerge(rowCells: rows[slot].cells.count, sourceCells: source.cells.count)
        cellIndex.remove(symbol, definition: false)
        let (addedCount, cancelledCount) = rowMerge.merge(
            &rowStore.rows[slot], skipping: index, scale: a, source: source)
        cellIndex.noteMerge(
            into: slot, rowMerge, counts: (addedCount, cancelledCount), queues: defersColumns, rows: rows)
        queueIfInfeasible(slot)
    }

    /// Queues the row in `slot` for the dual simplex if its basic symbol is out of range: a
    /// restricted symbol below 0, or a dummy (fixed at 0) anywhere but 0.
    @inline(__always)
    mutating func queueIfInfeasible(_ slot: Int) {
        let basic = rows[slot].basic
        if !symbols.kind(of: basic).admits(rows[slot].constant) { infeasible.append(basic) }
    }

    /// Inserts a new row `0 = constant + …` solved for `subject`, substituting it wherever
    /// `subject` appears. Returns the row's slot.
    ///
    /// Before: `0 = c + a·subject + Σ` with `subject` parametric. After: the row
    /// `subject = −c/a − Σ/a` is stored, and `subject` is in no other flat row and no objective
    /// level (its row was substituted there).
    @discardableResult
    mutating func insertSolved(_ row: consuming Row, for subject: Symbol) -> Int {
        _ = row.solve(for: subject)
        substitute(subject, by: row)
        return insertRow(row)
    }

    // MARK: - Pivot

    /// Makes `entering` the basic symbol of the row in `slot`, whose basic symbol becomes
    /// parametric, and substitutes the new row for `entering` in every flat row and the
    /// objective. The row must be flat (a definition is flattened first); it is a definition
    /// afterwards if `entering` is external.
    ///
    /// Before: `b = c + a·entering + Σ`. After: `entering = -c/a + (1/a)·b - Σ/a`.
    mutating func pivot(_ slot: Int, entering: Symbol) {
        work.notePivot()
        saveRow(slot)
        let leaving = rows[slot].basic
        let wasDefinition = rows[slot].isDefinition
        cellIndex.remove(entering, definition: wasDefinition)
        let addedLeaving = rows[slot].solve(for: entering)
        drift.notePivot(growth: rows[slot].largestCoefficient)
        if addedLeaving { cellIndex.add(leaving, inRow: slot, definition: wasDefinition) }
        rowOf[leaving.index] = -1
        rowOf[entering.index] = Int32(slot)
        if wasDefinition != (symbols.kind(of: entering) == .external) {
            // The row moves to the other index.
            cellIndex.unindex(rows[slot])
            rows[slot].isDefinition = !wasDefinition
            cellIndex.index(rows[slot], at: slot)
            if !wasDefinition { placeFirst(entering) }
        }
        substitute(entering, by: rows[slot])
    }

    // MARK: - Objective cells

    /// Sets one objective coefficient, keeping the candidate bits and the journal.
    @inline(__always)
    mutating func setObjectiveCoefficient(_ k: Int, _ symbol: Symbol, _ value: Double) {
        let s = symbol.index
        if undo.journal != nil {
            undo.record(.objectiveCell(objective.levels[k].level, symbol, objective.levels[k].coefficients[s]))
        }
        objective.levels[k].coefficients[s] = value
        objective.levels[k].candidates[symbol] = isCandidate(symbol, value, scale: objective.levels[k].scale)
    }

    @inline(__always)
    mutating func setObjectiveConstant(_ k: Int, _ value: Double) {
        if undo.journal != nil {
            undo.record(.objectiveConstant(objective.levels[k].level, objective.levels[k].constant))
        }
        objective.levels[k].constant = value
    }

    /// Whether a parametric symbol with objective coefficient `c` could improve the level:
    /// a restricted symbol by growing from 0 if `c < 0`, an unrestricted one by moving in
    /// either direction if `c ≠ 0`. Coefficients within `scale · relativeTolerance` of 0 are
    /// round-off (``Tolerance/objective`` in the objective, ``Tolerance/artificialPivot`` in
    /// phase 1).
    @inline(__always)
    func isCandidate(_ symbol: Symbol, _ c: Double, scale: Double, relativeTolerance: Double = Tolerance.objective)
        -> Bool
    {
        let tolerance = scale * relativeTolerance
        switch symbols.kind(of: symbol) {
        case .slack, .error: return c < -tolerance
        case .external: return abs(c) > tolerance
        case .dummy, .unused: return false
        }
    }
}

extension Row {
    /// The `basic` of a free slot.
    static let freeSlot = Symbol(id: -2)
}
