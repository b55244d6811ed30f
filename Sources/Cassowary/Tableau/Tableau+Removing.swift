/// Removing constraints (kiwi's `removeConstraint`): the marker is made basic by a ratio
/// test that keeps the tableau feasible, and its row is deleted.
extension Tableau {
    // MARK: - Removing

    mutating func removeConstraints(_ constraints: some Collection<Constraint>) throws(SolverError) {
        guard let slots = unmapForRemoval(constraints.lazy.map { ObjectIdentifier($0) }) else {
            throw .unknownConstraint(firstRefused(of: constraints))
        }
        remove(slots: slots)
    }

    /// ``removeConstraints(_:)`` for constraints named by their identities
    /// (`ObjectIdentifier(constraint)`), which are not read: the records hold the
    /// constraints, so they live until their records go. False, with nothing changed, if one
    /// is unknown, an edit constraint or listed twice.
    ///
    /// A batch that a rebuild will remove (``rebuildsBatch(removing:keeping:)``) is looked up
    /// without unmapping: the rebuild drops the whole map, so a removal from it for each
    /// constraint would be work thrown away.
    mutating func removeConstraints(identifiedBy ids: [ObjectIdentifier]) -> Bool {
        guard undo.journal == nil, Self.rebuildsBatch(removing: ids.count, keeping: records.liveCount - ids.count)
        else {
            guard let slots = unmapForRemoval(ids) else { return false }
            remove(slots: slots)
            return true
        }
        guard var slots = slotsForRebuild(ids) else { return false }
        slots.sort()
        if removeByRebuilding(slots) { return true }
        for id in ids { _ = records.unmap(id: id) }
        removeOneByOne(slots)
        return true
    }

    /// The slots of the constraints of `ids`, looked up (not unmapped); nil if one is
    /// unknown, an edit constraint or listed twice.
    private func slotsForRebuild(_ ids: [ObjectIdentifier]) -> [Int32]? {
        var listed = [Bool](repeating: false, count: records.count)
        var slots: [Int32] = []
        slots.reserveCapacity(ids.count)
        for id in ids {
            guard let slot = records.slot(id: id), !listed[Int(slot)], !records[Int(slot)]!.isEdit else { return nil }
            listed[Int(slot)] = true
            slots.append(slot)
        }
        return slots
    }

    /// Unmaps the constraints of `ids` for their removal and returns their slots; nil, with
    /// nothing changed, if one is unknown, an edit constraint or listed twice (unknown the
    /// second time).
    ///
    /// Everything is checked first: once the removals start nothing can fail, so no undo
    /// log. Each constraint is unmapped as it is looked up (one probe of the map, where a
    /// look-up now and a removal later make two); a failure maps the ones unmapped back.
    private mutating func unmapForRemoval(_ ids: some Collection<ObjectIdentifier>) -> [Int32]? {
        var slots: [Int32] = []
        slots.reserveCapacity(ids.count)
        for id in ids {
            guard let slot = unmapForRemoval(id) else {
                for (unmapped, slot) in zip(ids, slots) { records.remap(id: unmapped, to: slot) }
                return nil
            }
            slots.append(slot)
        }
        return slots
    }

    /// Removes the constraints of `slots` (unmapped) as one batch, and optimizes.
    private mutating func remove(slots unsorted: [Int32]) {
        var slots = unsorted
        // In slot order: the constraints added together (a view's, a row's) have their
        // records, symbols and rows side by side, so one walk in that order visits each
        // neighbourhood of memory once instead of once a pass of the caller's order.
        slots.sort()
        if undo.journal == nil, Self.rebuildsBatch(removing: slots.count, keeping: records.liveCount),
            removeByRebuilding(slots)
        {
            return
        }
        removeOneByOne(slots)
    }

    /// Removes the constraints of `slots` (unmapped, in slot order) one at a time, then
    /// optimizes.
    private mutating func removeOneByOne(_ slots: [Int32]) {
        for slot in slots { remove(slot: slot) }
        optimize()
        verifyIfNeeded()
    }

    /// Removes one constraint: ``removeConstraints(_:)`` without a batch's list of slots.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let slot = unmapForRemoval(ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        remove(slot: slot)
        optimize()
        verifyIfNeeded()
    }

    /// Unmaps the constraint of `id` for its removal and returns its slot; nil, with nothing
    /// changed, if it is unknown or an edit constraint (which goes with its edit variable).
    @inline(__always)
    private mutating func unmapForRemoval(_ id: ObjectIdentifier) -> Int32? {
        guard let slot = records.unmap(id: id) else { return nil }
        guard !records[Int(slot)]!.isEdit else {
            records.remap(id: id, to: slot)
            return nil
        }
        return slot
    }

    /// The constraint a removal of `constraints` fails on: the first that is unknown or an
    /// edit constraint, else the first listed a second time.
    private func firstRefused(of constraints: some Collection<Constraint>) -> Constraint {
        var seen = Set<Int32>(minimumCapacity: constraints.count)
        var twice: Constraint?
        for constraint in constraints {
            guard let slot = constraintSlot(of: constraint), !records[Int(slot)]!.isEdit else { return constraint }
            if !seen.insert(slot).inserted, twice == nil { twice = constraint }
        }
        return twice!
    }

    /// Takes a constraint's row out of the tableau (kiwi's `removeConstraint`), without
    /// optimizing.
    ///
    /// Before: the constraint is unmapped (``ConstraintTable/unmap(_:)``: the caller's look-up
    /// of the slot), and its marker is basic, or parametric in flat rows or definitions.
    /// After: the marker's row (after a pivot that makes it basic, by the ratio test of
    /// ``markerLeavingRow(_:)``) is deleted, so no row depends on the constraint; its errors
    /// are out of the objective and its symbols are freed. Every restricted basic symbol
    /// stays ≥ 0; the objective may not be optimal.
    mutating func remove(slot: Int32) {
        guard let record = records.take(slot) else { return }
        for error in record.errors { addToObjective(error, strength: record.strength, sign: -1) }
        let marker = record.marker
        if rowOf[marker.index] >= 0 {
            deleteRow(Int(rowOf[marker.index]))
        } else if let slot = markerLeavingRow(marker) {
            pivot(slot, entering: marker)
            deleteRow(Int(rowOf[marker.index]))
        } else if !eliminateFromDefinitions(marker), let slot = definitionLeavingRow(marker) {
            pivot(slot, entering: marker)
            deleteRow(Int(rowOf[marker.index]))
        }
        // The marker is out; its partner (and any round-off) must go too.
        for (s, _) in record.markerTerms {
            if rowOf[s.index] >= 0 {
                // `other` basic after the marker left: its row is now a free definition.
                deleteRow(Int(rowOf[s.index]))
            }
            purgeColumn(of: s)
            freeSymbol(s)
        }
        undo.record(record, of: slot)
        undo.record(.recordFreed(slot))
        records.release(slot)
        for (symbol, _) in record.terms {
            let old = variables.setReferences(symbol, variables.references[symbol.index] - 1)
            undo.record(.references(symbol, old))
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
    ///    (coefficient > 0, smallest `constant / coefficient`). Every restricted row it
    ///    passes stays ≥ 0 (the ratio test); a flat row of an external may win the test,
    ///    since its symbol has no sign to keep.
    ///
    /// Ties go to the highest basic id (kiwi: the lowest): the leaving row's basic stands in
    /// for the marker in the rest of the column, and the most recent constraint's symbol is
    /// the one a removal in the order of addition reaches last, so a grid removed in file
    /// order pivots through a grid line once rather than once a cell of it.
    ///
    /// If there is none, ``definitionLeavingRow(_:)`` finds an unrestricted one. The walk is
    /// the kernel ``RatioTest/markerLeavingRow(rows:column:kinds:marker:)``.
    @inline(__always)
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        RatioTest.markerLeavingRow(
            rows: rows, column: cellIndex.column[marker.index], kinds: symbols.kinds, marker: marker)
    }

    /// Takes a parametric marker that only definitions hold out of the tableau, as kiwi's
    /// pivot on an unrestricted row followed by the deletion of the marker's row would, but
    /// without expanding anything: a definition `x = c + a·m + Σ` that names it
    /// (``eliminatingDefinition(_:earliest:)``) is solved for it, `m = (x − c − Σ)/a`, and that row,
    /// as written, is substituted into the other definitions that name it; `x` becomes
    /// parametric. Returns false (and changes nothing) if the marker is in an objective
    /// level (which must stay in parametric symbols) or no definition names it.
    mutating func eliminateFromDefinitions(_ marker: Symbol) -> Bool {
        guard cellIndex.referrerCount[marker.index] > 0, artificial == nil else { return false }
        for level in objective.levels where level.coefficients[marker.index] != 0 { return false }
        cellIndex.compactReferrers(marker, rows: rows)
        // A definition may hold the marker with a coefficient that is round-off of its row;
        // solved for it, the row would be divided by that round-off.
        dropRoundOffCells(of: marker)
        // Every holder held round-off: the marker is in no row any more.
        guard cellIndex.referrerCount[marker.index] > 0 else { return true }
        var chosen = -1
        for slot in cellIndex.referrers[marker.index]
        where chosen < 0 || precedesInEvaluation(rows[Int(slot)].basic, rows[chosen].basic) {
            chosen = Int(slot)
        }
        guard chosen >= 0 else { return false }
        // With two holders either choice merges the same two rows into one.
        if cellIndex.referrerCount[marker.index] > 2 { chosen = eliminatingDefinition(marker, earliest: chosen) }
        if let receiver = receiverOfLongDefinition(chosen, eliminating: marker) {
            passOn(chosen, to: receiver, eliminating: marker)
            return true
        }
        // The definition leaves the tableau (its variable is parametric from here on) before
        // it is solved, so that the solve rewrites the row's own cells instead of a copy.
        var solved = rows[chosen]
        freeRowSlot(chosen)
        _ = solved.solve(for: marker)
        inlineIntoReferrers(marker, source: solved)
        return true
    }

    /// Removes `marker`'s round-off cells from the definitions that hold it
    /// (``removeCells(of:listedIn:definitions:roundOffOnly:)``), whose referrers must be
    /// compacted, and compacts them again.
    private mutating func dropRoundOffCells(of marker: Symbol) {
        let dropped = removeCells(
            of: marker, listedIn: cellIndex.referrers[marker.index], definitions: true, roundOffOnly: true)
        guard dropped > 0 else { return }
        cellIndex.remove(marker, definition: true, count: dropped)
        cellIndex.compactReferrers(marker, rows: rows)
    }

    /// The slot of the definition that ``eliminateFromDefinitions(_:)`` solves for `marker`,
    /// held by three definitions or more (whose referrers are compacted); `earliest` is the
    /// slot of the earliest of them in evaluation order.
    ///
    /// Solving `x = c + a·m + Σ` for `m` and substituting it into the other k definitions that
    /// name `m` costs k merges of the |Σ| + 1 cells of `m`'s row, and each of those definitions
    /// may gain as many (the Markowitz rule of sparse elimination: k is the same whichever
    /// definition is solved, so the shortest costs least). With two holders (k = 1) either
    /// choice merges the same two rows into one, so the caller keeps the earliest (and a long
    /// one is passed on in place, ``passOn(_:to:eliminating:)``). A definition qualifies if the
    /// others may name what it names without a cycle: every definition named in `Σ` comes
    /// before every other definition that names `m` in evaluation order (so each receiver
    /// still names only definitions placed before it), and `a` passes the threshold-pivoting
    /// test (``Tolerance/subjectPivot`` of the row's largest coefficient, `x`'s own 1
    /// included), so that the division does not multiply the row's round-off. The earliest
    /// always qualifies on the first count (the others all come after it), and is taken when
    /// no shorter one qualifies; of equal lengths, the earlier listed.
    @inline(__always)
    func eliminatingDefinition(_ marker: Symbol, earliest: Int) -> Int {
        let first = definitionOrder[rows[earliest].basic]
        var chosen = earliest
        for slot in cellIndex.referrers[marker.index] where rows[Int(slot)].cells.count < rows[chosen].cells.count {
            var largest = 1.0
            var names = false
            for cell in rows[Int(slot)].cells {
                largest = max(largest, abs(cell.coefficient))
                if isDefined(cell.symbol) && definitionOrder[cell.symbol] >= first { names = true }
            }
            let a = rows[Int(slot)].coefficient(of: marker)
            guard !names, abs(a) >= Tolerance.subjectPivot * largest else { continue }
            chosen = Int(slot)
        }
        return chosen
    }

    /// A definition to pivot a parametric marker into when no flat row holds it (kiwi's
    /// third choice, an unrestricted row): of the definitions that name the marker, the
    /// earliest in evaluation order, which names no other definition that depends on the
    /// marker, so its expansion holds the marker with the coefficient it names it with
    /// (others are tried in order if round-off cancelled it). The chosen one is expanded in
    /// place (``flattenDefinition(_:)``), ready for the pivot.
    mutating func definitionLeavingRow(_ marker: Symbol) -> Int? {
        guard cellIndex.referrerCount[marker.index] > 0 else { return nil }
        cellIndex.compactReferrers(marker, rows: rows)
        let candidates = cellIndex.referrers[marker.index].sorted {
            precedesInEvaluation(rows[Int($0)].basic, rows[Int($1)].basic)
        }
        for slot in candidates {
            flattenDefinition(Int(slot))
            if rows[Int(slot)].coefficient(of: marker) != 0 { return Int(slot) }
        }
        return nil
    }

    // MARK: - Passing a long definition on

    /// The shortest definition that ``passOn(_:to:eliminating:)`` rewrites in place.
    static let longDefinitionLength = 64

    /// The other definition that names `marker`, if it is the only one and the definition in
    /// `slot` is long and several times longer: a chain's removal passes one long definition
    /// (the chain's extent, in the symbols of every link left) from link to link.
    @inline(__always)
    private func receiverOfLongDefinition(_ slot: Int, eliminating marker: Symbol) -> Int? {
        // The referrers were compacted: the list is exact.
        guard cellIndex.referrerCount[marker.index] == 2 else { return nil }
        let list = cellIndex.referrers[marker.index]
        let receiver = Int(list[0]) == slot ? Int(list[1]) : Int(list[0])
        let length = rows[slot].cells.count
        guard length >= Self.longDefinitionLength, length >= 4 * rows[receiver].cells.count else { return nil }
        return receiver
    }

    /// Eliminates `marker` from the two definitions that name it, the long one in `slot`
    /// and the one in `receiver`, as ``eliminateFromDefinitions(_:)`` does, but in the long
    /// row's storage: the result is written over the long row, which becomes the receiver's
    /// definition, and the receiver's slot is freed.
    ///
    /// Before: `x = c + a·m + Σ` in `slot`, `y = d + b·m + Σ'` in `receiver`. Solving the first
    /// for `m` and substituting gives `y = (d − b·c/a) + Σ' + (b/a)·x + Σ b·(−aᵢ/a)·sᵢ`; `x` is
    /// parametric after. Each coefficient is computed by the same operations as the solve and
    /// the merge compute it, so the rows are the same bit for bit; the work is one pass over
    /// the long row's coefficients (none if `b/a` is −1 with `a = ±1`) and a merge of the short
    /// row into it, instead of a copy of the long row and an index entry a cell.
    private mutating func passOn(_ slot: Int, to receiver: Int, eliminating marker: Symbol) {
        work.noteRowChange()
        saveRow(slot)
        saveRow(receiver)
        let (markerIndex, _) = rows[slot].position(of: marker)
        let a = rows[slot].cells[markerIndex].coefficient
        let (receiverIndex, _) = rows[receiver].position(of: marker)
        let b = rows[receiver].cells[receiverIndex].coefficient
        let defined = rows[slot].basic
        // The short side of the sum: `Σ'` and the share of `x`, `(b/a)·x` (as the merge of
        // the solved row's cell `1/a` computes it).
        // The receiver's slot goes first, so that the edits below rewrite its cells, not a
        // copy; its row is rebuilt over the long one.
        var source = rows[receiver]
        let basic = source.basic
        cellIndex.unindex(source)
        rowStore.release(receiver)
        undo.record(.freedRow(Int32(receiver)))
        source.cells.remove(at: receiverIndex)
        let share = b * (1 / a)
        let (index, found) = source.position(of: defined)
        if !found {
            source.cells.insert(Cell(symbol: defined, coefficient: share), at: index)
        } else if case let sum = Tolerance.snappedSum(source.cells[index].coefficient, share), sum != 0 {
            source.cells[index].coefficient = sum
        } else {
            source.cells.remove(at: index)
        }
        // The long side: `b·(−aᵢ/a)` a cell, `b·(−c/a)` the constant, then `+ 1·source`.
        rowStore.rows[slot].scaleAsSolved(dividingBy: a, times: b)
        cellIndex.remove(marker, definition: true)
        let (addedCount, cancelledCount) = rowMerge.merge(
            &rowStore.rows[slot], skipping: markerIndex, scale: 1, source: source)
        cellIndex.noteDefinitionMerge(into: slot, rowMerge, counts: (addedCount, cancelledCount))
        rowStore.rebase(slot, to: basic)
        cellIndex.clearList(of: marker, definitions: true)
        assert(cellIndex.referrerCount[marker.index] == 0, "passing on left \(marker) in a definition")
    }
}
