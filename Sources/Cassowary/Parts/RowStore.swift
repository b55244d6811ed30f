/// The rows of the tableau in pooled slots, and the map from each basic symbol to its slot.
///
/// A slot, once made, stays: a deleted row's slot goes on a free list and the next row
/// takes it (the most recently freed first), so stale entries of the column lists
/// (``ColumnIndex``) never name a slot past the end, and a tableau's storage returns to its
/// baseline when its constraints are removed. A free slot holds a row whose basic is
/// ``Row/freeSlot``.
///
/// Invariant: `rowOf[s]` is the slot of the live row whose basic is `s`, or -1 if `s` is
/// parametric; the free list holds exactly the free slots, each once; ``liveCount`` is the
/// number of the others.
struct RowStore {
    /// The rows, live and free, by slot.
    var rows: [Row] = []
    /// The slot of the row whose basic symbol is this one, or -1.
    var rowOf: [Int32] = []
    /// The free slots, the most recently freed last.
    private(set) var free: [Int32] = []
    /// How many slots hold a live row.
    private(set) var liveCount = 0

    /// Makes room for the symbols `0..<count` (parametric).
    mutating func grow(toHold count: Int) {
        guard rowOf.count < count else { return }
        rowOf.append(contentsOf: repeatElement(-1, count: count - rowOf.count))
    }

    /// The slot the next row goes into: the most recently freed one, taken off the free
    /// list, or a new one past the end (`isNew`). ``store(_:at:isNew:)`` fills it.
    mutating func takeSlot() -> (slot: Int, isNew: Bool) {
        if let slot = free.popLast() { return (Int(slot), false) }
        return (rows.count, true)
    }

    /// Stores `row` (whose basic is set) in the slot that ``takeSlot()`` gave.
    mutating func store(_ row: consuming Row, at slot: Int, isNew: Bool) {
        let basic = row.basic
        if isNew { rows.append(row) } else { rows[slot] = row }
        rowOf[basic.index] = Int32(slot)
        liveCount += 1
    }

    /// Empties the row in `slot` and frees the slot; its basic symbol becomes parametric.
    mutating func release(_ slot: Int) {
        rowOf[rows[slot].basic.index] = -1
        rows[slot] = Row(basic: Row.freeSlot)
        free.append(Int32(slot))
        liveCount -= 1
    }

    /// Makes the live row in `slot` the row of `basic`, a parametric symbol; the row's old
    /// basic symbol becomes parametric.
    mutating func rebase(_ slot: Int, to basic: Symbol) {
        rowOf[rows[slot].basic.index] = -1
        rows[slot].basic = basic
        rowOf[basic.index] = Int32(slot)
    }

    // MARK: - Undo (rows themselves are put back by the journal's saved copies)

    /// Undoes the append of `slot`: the slot stays (stale column entries may name it), as a
    /// free one. The slot is named, not taken as the last: slots are never removed, so an
    /// operation that appended several slots undoes each append with its own slot.
    mutating func unappend(_ slot: Int32) {
        free.append(slot)
    }

    /// Undoes a ``store(_:at:isNew:)`` into `slot`.
    mutating func unstore(_ slot: Int32, fromFreeList: Bool) {
        liveCount -= 1
        if fromFreeList { free.append(slot) }
    }

    /// Undoes a ``release(_:)`` of `slot`.
    mutating func unrelease(_ slot: Int32) {
        liveCount += 1
        if let i = free.lastIndex(of: slot) { free.remove(at: i) }
    }

    /// Every way the store breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var listed = Set<Int32>()
        for slot in free {
            guard Int(slot) < rows.count, rows[Int(slot)].basic == Row.freeSlot, listed.insert(slot).inserted else {
                problems.append("free list holds slot \(slot), live, past the end or listed twice")
                continue
            }
        }
        var live = 0
        for (slot, row) in rows.enumerated() where row.basic != Row.freeSlot {
            live += 1
            if row.basic.isNone || rowOf[row.basic.index] != Int32(slot) {
                problems.append("row in slot \(slot) is not the row of its basic \(row.basic)")
            }
        }
        if live != liveCount { problems.append("\(liveCount) live rows counted, \(live) stored") }
        if live + free.count != rows.count { problems.append("a free slot is not on the free list") }
        for (s, slot) in rowOf.enumerated() where slot >= 0 {
            if Int(slot) >= rows.count || rows[Int(slot)].basic != Symbol(s) {
                problems.append("rowOf[\(s)] names slot \(slot), whose basic is another")
            }
        }
        return problems
    }
}
