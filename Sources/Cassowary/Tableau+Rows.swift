/// Row storage and the two tableau operations everything else is made of: substituting a
/// row for a symbol, and pivoting.
extension Tableau {
    // MARK: - Slots

    /// Stores `row` (whose `basic` is set) and indexes its cells; the row of an external
    /// symbol is a definition, placed at `definitionOrder` in evaluation order (by default
    /// first, which suits a row of parametric symbols only).
    @discardableResult
    mutating func insertRow(_ row: consuming Row, definitionOrder order: Double? = nil) -> Int {
        let slot: Int
        valuesNeedRefinement = true
        row.isDefinition = symbols.kinds[Int(row.basic)] == .external
        let basic = row.basic
        if row.isDefinition {
            if let order { setDefinitionOrder(basic, order) } else { placeFirst(basic) }
        }
        if let free = freeRows.popLast() {
            slot = Int(free)
            journal?.record(.allocatedRow(Int32(slot), fromFreeList: true))
            saveRow(slot)
            rows[slot] = row
        } else {
            slot = rows.count
            journal?.record(.appendedRow)
            journal?.record(.allocatedRow(Int32(slot), fromFreeList: false))
            saveRow(slot, as: Row(basic: Row.freeSlot))
            rows.append(row)
        }
        indexCells(ofRowAt: slot)
        rowOf[Int(basic)] = Int32(slot)
        liveRowCount += 1
        return slot
    }

    /// Removes the row in `slot` and unindexes its cells. The definitions that name its
    /// basic symbol get the row substituted first, so that their values do not change.
    mutating func deleteRow(_ slot: Int) {
        let basic = rows[slot].basic
        if referrerCount[Int(basic)] > 0 { inlineIntoReferrers(basic, source: rows[slot]) }
        freeRowSlot(slot)
    }

    /// Empties the row in `slot` and returns the slot to the free list; its basic symbol
    /// becomes parametric. Nothing is substituted anywhere.
    mutating func freeRowSlot(_ slot: Int) {
        valuesNeedRefinement = true
        saveRow(slot)
        unindexCells(of: rows[slot])
        rowOf[Int(rows[slot].basic)] = -1
        rows[slot] = Row(basic: Row.freeSlot)
        freeRows.append(Int32(slot))
        journal?.record(.freedRow(Int32(slot)))
        liveRowCount -= 1
    }

    /// Removes `symbol` from every row and definition that holds it (round-off leftovers of
    /// a symbol that is leaving the tableau, or one fixed at 0 for good) and empties its
    /// column and referrers.
    mutating func purgeColumn(of symbol: Symbol) {
        let s = Int(symbol)
        if referrerCount[s] > 0 {
            referrerCount[s] -= Int32(removeCells(of: symbol, listedIn: referrers[s], definitions: true))
        }
        referrers[s].removeAll(keepingCapacity: true)
        if columnCount[s] > 0 {
            columnCount[s] -= Int32(removeCells(of: symbol, listedIn: column[s], definitions: false))
        }
        column[s].removeAll(keepingCapacity: true)
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
    /// list, with its stale and repeated entries); returns how many cells were removed.
    private mutating func removeCells(of symbol: Symbol, listedIn slots: [Int32], definitions: Bool) -> Int {
        var removed = 0
        for slot in slots {
            let slot = Int(slot)
            guard rows[slot].isDefinition == definitions, rows[slot].basic != Row.freeSlot else { continue }
            let (index, found) = rows[slot].position(of: symbol)
            guard found else { continue }
            saveRow(slot)
            rows[slot].cells.remove(at: index)
            removed += 1
        }
        return removed
    }

    /// Drops stale entries from a column once it has grown far past its true size (64
    /// times, plus 4 096 entries; at most 16 KB of stale entries a symbol beyond that).
    ///
    /// Compacting costs a look-up in the row of every entry; a stale entry costs the same
    /// look-up only when the column is walked. Symbols that leave many rows at once and are
    /// then left alone (the markers of a chain that a tracked set re-anchors, the errors a
    /// squeeze cancels) are walked rarely, and compacting them at 8× was a quarter of the
    /// time of a set switch over 500 rows and a fifth of a chain-1000 squeeze.
    @inline(__always)
    mutating func compactColumnIfNeeded(_ symbol: Symbol) {
        let s = Int(symbol)
        guard column[s].count > 64 * Int(columnCount[s]) + 4096 else { return }
        compactColumn(symbol)
    }

    /// Makes `column[symbol]` exact: every flat row slot that holds `symbol`, once, in the
    /// order they were first listed. Call before an iteration that must visit each row once.
    mutating func compactColumn(_ symbol: Symbol) {
        let s = Int(symbol)
        // Every row that holds the symbol is listed, so a list as long as the count is exact.
        guard column[s].count != Int(columnCount[s]) else { return }
        var list = column[s]
        column[s] = []  // keep `list` unique while it is compacted in place
        compact(&list, holding: symbol, definitions: false)
        column[s] = list
    }

    /// Makes `referrers[symbol]` exact, as ``compactColumn(_:)`` does for the column.
    mutating func compactReferrers(_ symbol: Symbol) {
        let s = Int(symbol)
        guard referrers[s].count != Int(referrerCount[s]) else { return }
        var list = referrers[s]
        referrers[s] = []
        compact(&list, holding: symbol, definitions: true)
        referrers[s] = list
    }

    /// Keeps the entries of `list` whose rows are live, of the given kind, and hold
    /// `symbol`, each once, in order.
    private mutating func compact(_ list: inout [Int32], holding symbol: Symbol, definitions: Bool) {
        if rowMark.count < rows.count {
            rowMark.append(contentsOf: repeatElement(false, count: rows.count - rowMark.count))
        }
        var marks = rowMark
        rowMark = []
        // Rows are read in place through the buffer, without copying (retaining) each one.
        let kept = rows.withUnsafeBufferPointer { rows in
            var kept = 0
            for k in list.indices {
                let slot = list[k]
                guard !marks[Int(slot)] else { continue }
                let row = rows[Int(slot)]
                if row.basic != Row.freeSlot, row.isDefinition == definitions, row.position(of: symbol).found {
                    marks[Int(slot)] = true
                    list[kept] = slot
                    kept += 1
                }
            }
            return kept
        }
        list.removeLast(list.count - kept)
        for slot in list { marks[Int(slot)] = false }
        rowMark = marks
    }

    // MARK: - Substitution

    /// Replaces `symbol` by `source` (a row whose basic symbol is `symbol`) in every row
    /// that holds it, in every objective level and in the phase-1 objective.
    ///
    /// A row `b = c + a·symbol + Σ` becomes `b = (c + a·c') + Σ + a·Σ'` for `source`
    /// `symbol = c' + Σ'`. Rows whose restricted basic goes negative are queued for the dual
    /// simplex. Afterwards `symbol` appears nowhere as a cell.
    mutating func substitute(_ symbol: Symbol, by source: Row) {
        let s = Int(symbol)
        if columnCount[s] > 0 {
            let defers = source.cells.count >= Self.deferredColumnSourceLength
            let slots = column[s]
            for slot in slots {
                let slot = Int(slot)
                guard rows[slot].basic != Row.freeSlot, !rows[slot].isDefinition else { continue }
                mergeInto(slot, replacing: symbol, by: source, defersColumns: defers)
                if columnCount[s] == 0 { break }
            }
            if defers { flushPendingColumnEntries(of: source) }
        }
        column[s].removeAll(keepingCapacity: true)
        assert(columnCount[s] == 0, "substitution left \(symbol) in a row")
        for k in objective.levels.indices {
            let c = objective.levels[k].coefficients[s]
            guard c != 0 else { continue }
            setObjectiveCoefficient(k, symbol, 0)
            for cell in source.cells {
                let t = cell.symbol
                let old = objective.levels[k].coefficients[Int(t)]
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
    /// ``flushPendingColumnEntries(of:)``); shorter ones append them as they come, which
    /// costs less when there are few.
    static let deferredColumnSourceLength = 128

    /// `rows[slot] += a · source` where `a` is the coefficient of `symbol` in the row, which
    /// `symbol` then leaves. Counts are kept exact; the slots where source symbols appear are
    /// appended to their columns, or with `defersColumns` queued for
    /// ``flushPendingColumnEntries(of:)``, which `substitute` then calls after the last merge.
    mutating func mergeInto(_ slot: Int, replacing symbol: Symbol, by source: Row, defersColumns: Bool) {
        let (index, found) = rows[slot].position(of: symbol)
        guard found else { return }
        saveRow(slot)
        let a = rows[slot].cells[index].coefficient
        mergeCount += 1
        mergedCells += rows[slot].cells.count + source.cells.count
        columnCount[Int(symbol)] -= 1
        let (addedCount, cancelledCount) = rowMerge.merge(&rows[slot], skipping: index, scale: a, source: source)
        if defersColumns {
            for k in 0..<addedCount {
                let s = rowMerge.added[k]
                pendingSymbols.append(s)
                pendingSlots.append(Int32(slot))
                columnCount[Int(s)] += 1
            }
            for k in 0..<cancelledCount { columnCount[Int(rowMerge.cancelled[k])] -= 1 }
        } else {
            // Through the buffers: no uniqueness check of the outer arrays per cell.
            column.withUnsafeMutableBufferPointer { columns in
                columnCount.withUnsafeMutableBufferPointer { counts in
                    for k in 0..<addedCount {
                        let s = Int(rowMerge.added[k])
                        columns[s].append(Int32(slot))
                        counts[s] += 1
                    }
                    for k in 0..<cancelledCount { counts[Int(rowMerge.cancelled[k])] -= 1 }
                }
            }
            for k in 0..<cancelledCount { compactColumnIfNeeded(rowMerge.cancelled[k]) }
        }
        queueIfInfeasible(slot)
    }

    /// Appends the queued (symbol, slot) entries of a substitution to the columns, symbol
    /// by symbol, and compacts the columns of `source`'s symbols that have grown stale.
    ///
    /// A dense substitution adds and cancels hundreds of symbols in each of hundreds of
    /// rows; appending each entry as it comes touches a different column every time (a
    /// cache miss an entry, most of a re-anchoring's time). Sorted by symbol (a counting
    /// sort, stable, so each column receives its slots in merge order, as before), each
    /// column is touched once. Every symbol a merge adds or cancels is one of `source`'s.
    mutating func flushPendingColumnEntries(of source: Row) {
        let count = pendingSymbols.count
        if count > 0 {
            if pendingOffsets.count < symbols.capacity {
                pendingOffsets.append(contentsOf: repeatElement(0, count: symbols.capacity - pendingOffsets.count))
            }
            for symbol in pendingSymbols { pendingOffsets[Int(symbol)] += 1 }
            var start: Int32 = 0
            for cell in source.cells {
                let n = pendingOffsets[Int(cell.symbol)]
                pendingOffsets[Int(cell.symbol)] = start
                start += n
            }
            if pendingSorted.count < count {
                pendingSorted.append(contentsOf: repeatElement(0, count: count - pendingSorted.count))
            }
            for k in 0..<count {
                let symbol = Int(pendingSymbols[k])
                pendingSorted[Int(pendingOffsets[symbol])] = pendingSlots[k]
                pendingOffsets[symbol] += 1
            }
            // `pendingOffsets[t]` is now the end of t's run; runs follow source's order.
            var begin = 0
            pendingSorted.withUnsafeBufferPointer { sorted in
                for cell in source.cells {
                    let end = Int(pendingOffsets[Int(cell.symbol)])
                    if end > begin {
                        column[Int(cell.symbol)].append(contentsOf: UnsafeBufferPointer(rebasing: sorted[begin..<end]))
                    }
                    pendingOffsets[Int(cell.symbol)] = 0
                    begin = end
                }
            }
            pendingSymbols.removeAll(keepingCapacity: true)
            pendingSlots.removeAll(keepingCapacity: true)
        }
        for cell in source.cells { compactColumnIfNeeded(cell.symbol) }
    }

    /// Queues the row in `slot` for the dual simplex if its basic symbol is out of range: a
    /// restricted symbol below 0, or a dummy (fixed at 0) anywhere but 0.
    @inline(__always)
    mutating func queueIfInfeasible(_ slot: Int) {
        let basic = rows[slot].basic
        if !symbols.kinds[Int(basic)].admits(rows[slot].constant) { infeasible.append(basic) }
    }

    /// Inserts a new row `0 = constant + …` solved for `subject`, substituting it wherever
    /// `subject` appears. Returns the row's slot.
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
        pivotCount += 1
        valuesNeedRefinement = true
        saveRow(slot)
        let leaving = rows[slot].basic
        let wasDefinition = rows[slot].isDefinition
        if wasDefinition {
            referrerCount[Int(entering)] -= 1
        } else {
            columnCount[Int(entering)] -= 1
        }
        let addedLeaving = rows[slot].solve(for: entering)
        notePivotGrowth(rows[slot].largestCoefficient)
        if addedLeaving {
            if wasDefinition {
                referrers[Int(leaving)].append(Int32(slot))
                referrerCount[Int(leaving)] += 1
            } else {
                column[Int(leaving)].append(Int32(slot))
                columnCount[Int(leaving)] += 1
            }
        }
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = Int32(slot)
        if wasDefinition != (symbols.kinds[Int(entering)] == .external) {
            // The row moves to the other index.
            unindexCells(of: rows[slot])
            rows[slot].isDefinition = !wasDefinition
            indexCells(ofRowAt: slot)
            if !wasDefinition { placeFirst(entering) }
        }
        substitute(entering, by: rows[slot])
    }

    // MARK: - Objective cells

    /// Sets one objective coefficient, keeping the candidate bits and the journal.
    @inline(__always)
    mutating func setObjectiveCoefficient(_ k: Int, _ symbol: Symbol, _ value: Double) {
        let s = Int(symbol)
        if journal != nil {
            journal!.record(.objectiveCell(objective.levels[k].level, symbol, objective.levels[k].coefficients[s]))
        }
        objective.levels[k].coefficients[s] = value
        objective.levels[k].candidates[symbol] = isCandidate(symbol, value, scale: objective.levels[k].scale)
    }

    @inline(__always)
    mutating func setObjectiveConstant(_ k: Int, _ value: Double) {
        if journal != nil {
            journal!.record(.objectiveConstant(objective.levels[k].level, objective.levels[k].constant))
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
        switch symbols.kinds[Int(symbol)] {
        case .slack, .error: return c < -tolerance
        case .external: return abs(c) > tolerance
        case .dummy, .unused: return false
        }
    }
}

extension Row {
    /// The `basic` of a free slot.
    static let freeSlot: Symbol = -2
}
