/// An undo log: what a failing operation must put back so that it leaves the solver
/// exactly as it was.
///
/// Rows are saved whole on their first change (copy on first write), so the log costs at
/// most one copy of each row the operation touched, which the operation paid for anyway.
/// Everything else is logged as the old value of what changed, and put back in reverse.
///
/// A journal is the operation's header (plain values); its entries and saved values are
/// kept by ``Undo``, whose storage every operation reuses.
struct Journal {
    /// One logged change. Entries hold only plain values, so that a log is emptied without
    /// visiting them; what holds references (a row's cells, a constraint record, a variable,
    /// an objective level) is kept in ``saved`` and named by its position there.
    enum Entry {
        case row(Int32, saved: Int32)
        case appendedRow(Int32)
        case allocatedRow(Int32, fromFreeList: Bool)
        case freedRow(Int32)
        case madeSymbol(Symbol)
        case freedSymbol(Symbol, SymbolKind, Int32)
        case metVariable(Symbol)
        case droppedVariable(Symbol, saved: Int32, Int)
        case references(Symbol, Int32)
        case objectiveCell(Double, Symbol, Double)
        case objectiveConstant(Double, Double)
        case objectiveLevel(inserted: Double)
        case objectiveLevelRemoved(saved: Int32, at: Int)
        case objectiveLevelStats(Double, references: Int, scale: Double)
        /// The slot's record before the operation stored one there: `saved` is its position
        /// in ``Saved/records``, or -1 for an empty slot.
        case record(Int32, saved: Int32)
        /// The constant of the slot's record before ``ConstraintTable/setConstant(_:at:)``.
        case recordConstant(Int32, Double)
        case recordAllocated(Int32, fromFreeList: Bool)
        case recordFreed(Int32)
        case edit(ObjectIdentifier, Int32?)
        case owner(Symbol, Int32)
        case definitionOrder(Symbol, Double)
    }

    /// The old values of an operation that hold references, which ``Entry`` names by
    /// position (each array in the order of its entries).
    struct Saved {
        var rows: [Row] = []
        var records: [ConstraintRecord] = []
        var variables: [Variable] = []
        var levels: [Objective.Level] = []

        /// Empties the arrays, keeping a small log's storage for the next operation.
        mutating func removeAll() {
            if !rows.isEmpty { rows.removeAll(keepingCapacity: rows.capacity <= 1024) }
            if !records.isEmpty { records.removeAll(keepingCapacity: records.capacity <= 1024) }
            if !variables.isEmpty { variables.removeAll(keepingCapacity: true) }
            if !levels.isEmpty { levels.removeAll(keepingCapacity: true) }
        }
    }

    /// The constraint sequence number before the operation.
    var sequence: Int64

    /// Whether the tableau was optimal before the operation.
    var wasOptimal: Bool
    /// Whether rows are saved before they change. An operation that cannot fail once it
    /// starts changing rows (a single constraint with a feasible subject) leaves this off
    /// until it enters a path that can fail, and so pays nothing for its undo log.
    private(set) var savesRows = true
    /// Whether the operation started on an empty tableau (nothing ever added), whose undo is
    /// emptying it again: such a journal records nothing and saves no row.
    let resetsOnFailure: Bool

    init(sequence: Int64, wasOptimal: Bool, resetsOnFailure: Bool = false, savingRows: Bool = true) {
        self.sequence = sequence
        self.wasOptimal = wasOptimal
        self.resetsOnFailure = resetsOnFailure
        self.savesRows = savingRows && !resetsOnFailure
    }

    /// Saves rows from here on (a path that can fail), unless undo is emptying the tableau.
    mutating func startSavingRows() {
        savesRows = !resetsOnFailure
    }

}

extension Tableau {
    /// Runs `body` as one all-or-nothing operation: if it throws, every change it made is
    /// undone. Nested calls join the outermost operation.
    @discardableResult
    mutating func atomically<T>(
        savingRows: Bool = true, _ body: (inout Tableau) throws(SolverError) -> T
    ) throws(SolverError) -> T {
        if undo.journal != nil { return try body(&self) }
        startJournal(savingRows: savingRows)
        do {
            let result = try body(&self)
            closeJournal()
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    /// Runs `body` as one tentative operation: its changes stay if it returns true, and are
    /// undone if it returns false. Inside another operation, which could not undo it alone,
    /// it does nothing and returns false.
    @discardableResult
    mutating func tentatively(_ body: (inout Tableau) -> Bool) -> Bool {
        guard undo.journal == nil else { return false }
        startJournal(savingRows: true)
        guard body(&self) else {
            rollBack()
            return false
        }
        closeJournal()
        return true
    }

    /// Starts recording an operation's changes. On an empty tableau nothing is recorded:
    /// undoing the operation empties the tableau again (see ``isEmptySinceCreation``).
    private mutating func startJournal(savingRows: Bool) {
        // Outside any journal, so no logged position can move.
        variables.forgetDropped()
        undo.start(
            Journal(
                sequence: records.nextSequence, wasOptimal: isOptimal, resetsOnFailure: isEmptySinceCreation,
                savingRows: savingRows))
    }

    /// Whether nothing was ever added to the tableau: no symbol was made and no constraint
    /// numbered. Such a tableau equals a new one but for its settings and work counters.
    var isEmptySinceCreation: Bool { symbols.freshCount == 0 && records.nextSequence == 0 }

    /// Keeps an operation's changes and stops recording.
    private mutating func closeJournal() {
        undo.close()
    }

    /// Puts back everything the journal recorded, newest first.
    mutating func rollBack() {
        guard let (log, entries, saved) = undo.takeLog() else { return }
        if log.resetsOnFailure {
            emptyAgain()
            return
        }
        artificial = nil
        invalidateValues()
        infeasible.removeAll()
        for entry in entries.reversed() {
            switch entry {
            case .row(let slot, let k):
                restoreRow(Int(slot), saved.rows[Int(k)])
            case .appendedRow(let slot):
                rowStore.unappend(slot)
            case .allocatedRow(let slot, let fromFreeList):
                rowStore.unstore(slot, fromFreeList: fromFreeList)
            case .freedRow(let slot):
                rowStore.unrelease(slot)
            case .madeSymbol(let symbol):
                symbols.unmake(symbol)
                cellIndex.release(symbol)
            case .freedSymbol(let symbol, let kind, let symbolOwner):
                symbols.unfree(symbol, kind: kind, owner: symbolOwner)
            case .metVariable(let symbol):
                variables.unmeet(symbol)
            case .droppedVariable(let symbol, let k, let index):
                variables.undrop(symbol, saved.variables[Int(k)], at: index)
            case .references(let symbol, let old):
                variables.setReferences(symbol, old)
            case .objectiveCell(let level, let symbol, let old):
                let (k, found) = objective.index(of: level)
                if found {
                    objective.levels[k].coefficients[symbol.index] = old
                    objective.levels[k].candidates[symbol] = isCandidate(
                        symbol, old, scale: objective.levels[k].scale)
                }
            case .objectiveConstant(let level, let old):
                let (k, found) = objective.index(of: level)
                if found { objective.levels[k].constant = old }
            case .objectiveLevel(let level):
                let (k, found) = objective.index(of: level)
                if found { objective.levels.remove(at: k) }
            case .objectiveLevelRemoved(let k, let index):
                objective.levels.insert(saved.levels[Int(k)], at: index)
            case .objectiveLevelStats(let level, let refs, let scale):
                let (k, found) = objective.index(of: level)
                if found {
                    objective.levels[k].references = refs
                    objective.levels[k].scale = scale
                }
            case .record(let slot, let k):
                records.store(k < 0 ? nil : saved.records[Int(k)], at: slot)
            case .recordConstant(let slot, let old):
                records.setConstant(old, at: slot)
            case .recordAllocated(let slot, let fromFreeList):
                records.unallocate(slot, fromFreeList: fromFreeList)
            case .recordFreed(let slot):
                records.unrelease(slot)
            case .edit(let id, let old):
                records.setEditSlot(old, for: id)
            case .owner(let symbol, let old):
                symbols.setOwner(symbol, old)
            case .definitionOrder(let symbol, let old):
                definitionOrder.set(symbol, old)
            }
        }
        records.restoreSequence(log.sequence)
        isOptimal = log.wasOptimal
        // Candidate bits depend on kinds, which may have been restored after the cells.
        for k in objective.levels.indices {
            for s in 0..<min(symbols.capacity, objective.levels[k].coefficients.count) {
                let symbol = Symbol(s)
                objective.levels[k].candidates[symbol] = isCandidate(
                    symbol, objective.levels[k].coefficients[s], scale: objective.levels[k].scale)
            }
        }
    }

    /// Makes the tableau a new one again, keeping its settings, its work counters and the
    /// storage of its undo log (the undo of an operation that started on an empty tableau).
    private mutating func emptyAgain() {
        var fresh = Tableau()
        fresh.explains = explains
        fresh.drift.verifies = drift.verifies
        fresh.work = work
        swap(&fresh.undo, &undo)
        self = fresh
    }

    /// Puts a saved row back into its slot, re-indexing the cells it had and has.
    private mutating func restoreRow(_ slot: Int, _ old: Row) {
        guard slot < rows.count else { return }
        let current = rows[slot]
        if current.basic != Row.freeSlot {
            cellIndex.unindex(current)
            if !current.basic.isNone && rowOf[current.basic.index] == Int32(slot) { rowOf[current.basic.index] = -1 }
        }
        rows[slot] = old
        if old.basic != Row.freeSlot {
            cellIndex.index(rows[slot], at: slot)
            if !old.basic.isNone { rowOf[old.basic.index] = Int32(slot) }
        }
    }
}

extension Tableau {
    /// Saves the row in `slot` into the journal before its first change in this operation
    /// (a journal that saves rows, once per slot).
    ///
    /// The rows saved in the current operation are the stamp set `savedRows`, so the check
    /// is an array read, not a hash look-up.
    ///
    /// Every change of a row goes through here first, so this is also where the change is
    /// noted for the values of definitions (`noteRowChange`).
    @inline(__always)
    mutating func saveRow(_ slot: Int) {
        noteRowChange(slot, basic: rows[slot].basic)
        guard marksRowSaved(slot) else { return }
        undo.recordRow(rows[slot], of: slot)
    }

    /// Saves `row` as the old content of `slot` (a slot about to be appended).
    mutating func saveRow(_ slot: Int, as row: Row) {
        noteRowChange(slot, basic: row.basic)
        guard marksRowSaved(slot) else { return }
        undo.recordRow(row, of: slot)
    }

    /// Whether the row in `slot` must be saved now; marks it as saved.
    @inline(__always)
    private mutating func marksRowSaved(_ slot: Int) -> Bool {
        undo.marksRowSaved(slot)
    }
}
