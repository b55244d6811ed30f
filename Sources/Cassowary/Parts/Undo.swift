/// The undo part of the tableau: the journal of the operation under way (nil between
/// operations), the row slots it has saved, and the storage of the last finished journal,
/// emptied, kept for the next one.
///
/// Invariant: between operations nothing is recorded; ``savedRows`` names only slots the
/// current journal holds a saved copy of (see ``StampSet``).
struct Undo {
    /// The journal of the operation under way, or nil.
    var journal: Journal?
    /// The row slots the current journal has saved (see `Tableau.saveRow`).
    private(set) var savedRows = StampSet()
    private var spareEntries: [Journal.Entry] = []

    /// Starts recording into `log`, reusing the last journal's storage.
    mutating func start(_ log: Journal) {
        var log = log
        savedRows.removeAll()
        swap(&log.entries, &spareEntries)
        journal = log
    }

    /// Stops recording and keeps the journal's storage for the next one (a small one's: a
    /// big batch's goes).
    mutating func close() {
        swap(&spareEntries, &journal!.entries)
        journal = nil
        spareEntries.removeAll(keepingCapacity: spareEntries.capacity <= 1024)
    }

    /// Whether the row in `slot` must be saved now (the journal saves rows and has not
    /// saved this one); marks it as saved.
    @inline(__always)
    mutating func marksRowSaved(_ slot: Int) -> Bool {
        guard journal?.savesRows == true else { return false }
        if slot >= savedRows.capacity { savedRows.grow(toHold: slot + 1) }
        return savedRows.insert(slot)
    }
}
