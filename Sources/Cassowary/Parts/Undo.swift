/// The undo part of the tableau: the journal of the operation under way (nil between
/// operations), its entries and saved values, and the row slots it has saved. The entries'
/// storage stays here from one operation to the next.
///
/// Invariant: between operations nothing is recorded (``entries`` and ``saved`` are
/// empty); ``savedRows`` names only slots the current journal holds a saved copy of (see
/// ``StampSet``).
struct Undo {
    /// The journal of the operation under way, or nil.
    private(set) var journal: Journal?
    /// The current operation's log, oldest first (see ``Journal/Entry``).
    private(set) var entries: [Journal.Entry] = []
    private(set) var saved = Journal.Saved()
    /// The row slots the current journal has saved (see `Tableau.saveRow`).
    private(set) var savedRows = StampSet()

    /// Starts recording the operation of `log`.
    mutating func start(_ log: Journal) {
        savedRows.removeAll()
        journal = log
    }

    /// Stops recording, keeping the log's storage for the next operation (a small one's: a
    /// big batch's goes).
    mutating func close() {
        journal = nil
        if !entries.isEmpty { entries.removeAll(keepingCapacity: entries.capacity <= 1024) }
        saved.removeAll()
    }

    /// Stops recording and hands over the log (for a roll-back), or nil outside an operation.
    mutating func takeLog() -> (Journal, [Journal.Entry], Journal.Saved)? {
        guard let log = journal else { return nil }
        journal = nil
        var taken: ([Journal.Entry], Journal.Saved) = ([], Journal.Saved())
        swap(&taken.0, &entries)
        swap(&taken.1, &saved)
        return (log, taken.0, taken.1)
    }

    /// Saves rows from here on (a path that can fail), unless undo is emptying the tableau.
    mutating func startSavingRows() {
        journal?.startSavingRows()
    }

    // MARK: - Recording

    /// Whether changes are logged: an operation is under way and its undo is not emptying
    /// the tableau.
    @inline(__always)
    var records: Bool {
        guard let journal else { return false }
        return !journal.resetsOnFailure
    }

    @inline(__always)
    mutating func record(_ entry: Journal.Entry) {
        guard records else { return }
        entries.append(entry)
    }

    /// Logs that `slot` held no record before the operation stores one.
    mutating func recordEmpty(_ slot: Int32) {
        guard records else { return }
        entries.append(.record(slot, saved: -1))
    }

    /// Logs the record that `slot` held before the operation took it out. The record is
    /// borrowed: it is copied (retaining its constraint and terms) only when it is logged.
    @inline(__always)
    mutating func record(_ old: borrowing ConstraintRecord, of slot: Int32) {
        guard records else { return }
        entries.append(.record(slot, saved: Int32(saved.records.count)))
        saved.records.append(copy old)
    }

    /// Logs a variable dropped from `symbol`, which was at `index` of the variable table.
    mutating func recordDropped(_ variable: Variable, of symbol: Symbol, at index: Int) {
        guard records else { return }
        entries.append(.droppedVariable(symbol, saved: Int32(saved.variables.count), index))
        saved.variables.append(variable)
    }

    /// Logs an objective level removed from position `index`.
    mutating func recordRemoved(_ level: Objective.Level, at index: Int) {
        guard records else { return }
        entries.append(.objectiveLevelRemoved(saved: Int32(saved.levels.count), at: index))
        saved.levels.append(level)
    }

    /// Logs the row that `slot` held before its first change (called only when
    /// ``marksRowSaved(_:)`` says so, which a resetting journal never does).
    mutating func recordRow(_ row: Row, of slot: Int) {
        entries.append(.row(Int32(slot), saved: Int32(saved.rows.count)))
        saved.rows.append(row)
    }

    /// Whether the row in `slot` must be saved now (the journal saves rows and has not
    /// saved this one); marks it as saved.
    @inline(__always)
    mutating func marksRowSaved(_ slot: Int) -> Bool {
        guard journal?.savesRows == true else { return false }
        savedRows.makeRoom(for: slot)
        return savedRows.insert(slot)
    }
}
