/// The compaction of several columns at once (see ``ColumnIndex``) by one scan of the rows
/// they list, instead of a search of the row of every entry.
///
/// The math: the compaction of symbol `t`'s list keeps each entry `r` whose row is live, of
/// the kind, and holds `t`, once, in first-listed order
/// (``ColumnUpdate/compact(_:holding:definitions:rows:marks:)``). Over lists of `E` entries
/// naming `D` distinct rows of `C` cells in all, searching each entry's row costs about
/// `E·⌈log₂(C/D + 1)⌉` probes (a binary search of a row of the average length), while reading
/// each distinct row once and noting which of the lists' symbols it holds costs `C` reads.
/// The scan is taken when `C` is at most the search's probes
/// (``scanIsCheaper(entries:rows:cells:)``). Each list then keeps its entries whose rows the
/// scan found holding its symbol, once each, in order.
///
/// A substitution that cancels a long source out of many rows leaves each of the source's
/// symbols listed under rows that are short now: a square grid of `n` cells a side whose
/// rows of cells all drop to their minimum width pivots once a row of cells, and each pivot
/// cancels the `2n` markers of its row's spacings and equal widths out of `n` rows, leaving
/// `2n` lists of about `n` entries: `2n²` searches, where the scan reads the `n` short rows.
///
/// The plain reference is ``referenceCompacted(_:holding:definitions:rows:)``, each list
/// compacted on its own, which `ColumnScanTests` runs the kernel against on random inputs.
enum ColumnScan {
    /// Scratch storage reused from call to call.
    struct Scratch {
        /// The distinct rows the lists name (the live ones of the kind, once the first pass
        /// is done).
        var distinct: [Int32] = []
        /// The (list, row) pairs of the rows that hold a list's symbol, in scan order.
        var pairLists: [Int32] = []
        var pairRows: [Int32] = []
        /// Per list: the start of its held rows in `held` (a counting sort of the pairs).
        var starts: [Int32] = []
        var held: [Int32] = []
    }

    /// Whether reading `cells` cells of `rows` distinct rows costs no more than searching the
    /// rows of `entries` entries (see the type's math).
    @inline(__always)
    static func scanIsCheaper(entries: Int, rows: Int, cells: Int) -> Bool {
        guard rows > 0 else { return true }
        let average = cells / rows
        let probes = Int.bitWidth - average.leadingZeroBitCount  // ⌈log₂(average + 1)⌉
        return cells <= entries * max(probes, 1)
    }

    /// Compacts the lists of `symbols` in `column`, if scanning their rows is cheaper than
    /// searching them, and returns whether it did: the compacted list of `symbols[k]` is
    /// `kept[ends[k-1] ..< ends[k]]` (`ends[-1]` = 0). Otherwise `kept` and `ends` are empty.
    /// `column` itself is only read.
    ///
    /// `symbols` are distinct, and each list names every live row of the kind that holds its
    /// symbol (the index's invariant); `marks` has one flag a row slot, all false, and
    /// `wanted` one entry a symbol of the rows, all 0; both are so again on return.
    static func compact(
        _ column: SlotLists, symbols: [Symbol], definitions: Bool, rows: [Row], marks: inout [Bool],
        wanted: inout [Int32], scratch: inout Scratch, kept: inout [Int32], ends: inout [Int32]
    ) -> Bool {
        kept.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        var entryCount = 0
        for symbol in symbols { entryCount += column.count(of: symbol.index) }
        let cells = distinctRows(
            column, symbols: symbols, definitions: definitions, rows: rows, marks: &marks, into: &scratch.distinct)
        guard scanIsCheaper(entries: entryCount, rows: scratch.distinct.count, cells: cells) else { return false }
        gatherHeld(symbols: symbols, rows: rows, wanted: &wanted, scratch: &scratch)
        filter(column, symbols: symbols, marks: &marks, scratch: scratch, kept: &kept, ends: &ends)
        return true
    }

    /// Collects into `distinct` the live rows of the kind that the lists of `symbols` name,
    /// each once, and returns their cells in all. `marks` is all false again on return.
    @inline(__always)
    private static func distinctRows(
        _ column: SlotLists, symbols: [Symbol], definitions: Bool, rows: [Row], marks: inout [Bool],
        into distinct: inout [Int32]
    ) -> Int {
        distinct.removeAll(keepingCapacity: true)
        var cells = 0
        var live = 0
        column.entries.withUnsafeBufferPointer { entries in
            rows.withUnsafeBufferPointer { rows in
                marks.withUnsafeMutableBufferPointer { marks in
                    // Every distinct row is collected, the live ones of the kind moved to the
                    // front, so that the marks are cleared per row, not per entry.
                    for symbol in symbols {
                        let span = column.spans[symbol.index]
                        for e in Int(span.start)..<Int(span.start + span.length) {
                            let slot = Int(entries[e])
                            guard !marks[slot] else { continue }
                            marks[slot] = true
                            distinct.append(Int32(slot))
                            let row = rows[slot]
                            guard row.basic != Row.freeSlot, row.isDefinition == definitions else { continue }
                            distinct.swapAt(live, distinct.count - 1)
                            live += 1
                            cells += row.cells.count
                        }
                    }
                    for slot in distinct { marks[Int(slot)] = false }
                }
            }
        }
        distinct.removeLast(distinct.count - live)
        return cells
    }

    /// Reads each distinct row once and sorts the (list, row) pairs of the rows that hold a
    /// list's symbol by list (stable): list `k`'s held rows are `held[starts[k] ..< starts[k+1]]`.
    @inline(__always)
    private static func gatherHeld(symbols: [Symbol], rows: [Row], wanted: inout [Int32], scratch: inout Scratch) {
        scratch.pairLists.removeAll(keepingCapacity: true)
        scratch.pairRows.removeAll(keepingCapacity: true)
        scratch.starts.removeAll(keepingCapacity: true)
        scratch.starts.append(contentsOf: repeatElement(0, count: symbols.count + 1))
        wanted.withUnsafeMutableBufferPointer { wanted in
            for (k, symbol) in symbols.enumerated() { wanted[symbol.index] = Int32(k + 1) }
            rows.withUnsafeBufferPointer { rows in
                for slot in scratch.distinct {
                    rows[Int(slot)].cells.withUnsafeCells { cells in
                        for i in 0..<cells.count {
                            let k = wanted[cells[i].symbol.index]
                            guard k != 0 else { continue }
                            scratch.pairLists.append(k - 1)
                            scratch.pairRows.append(slot)
                        }
                    }
                }
            }
            for symbol in symbols { wanted[symbol.index] = 0 }
        }
        let pairCount = scratch.pairLists.count
        if scratch.held.count < pairCount {
            scratch.held.append(contentsOf: repeatElement(0, count: pairCount - scratch.held.count))
        }
        scratch.starts.withUnsafeMutableBufferPointer { starts in
            scratch.held.withUnsafeMutableBufferPointer { held in
                for k in scratch.pairLists { starts[Int(k) + 1] += 1 }
                for k in 0..<symbols.count { starts[k + 1] += starts[k] }
                // `starts[k]` is list k's next free place while the pairs are placed, then
                // list k+1's start once they are: shift back afterwards.
                for p in 0..<pairCount {
                    let k = Int(scratch.pairLists[p])
                    held[Int(starts[k])] = scratch.pairRows[p]
                    starts[k] += 1
                }
                for k in stride(from: symbols.count, to: 0, by: -1) { starts[k] = starts[k - 1] }
                starts[0] = 0
            }
        }
    }

    /// Appends to `kept` the entries of each list whose rows hold its symbol
    /// (``gatherHeld(symbols:rows:wanted:scratch:)``), each once, in order, and to `ends`
    /// where each list ends. A list is read only as far as its last held row's first entry,
    /// and not at all if it holds at most one: every held row is listed.
    @inline(__always)
    private static func filter(
        _ column: SlotLists, symbols: [Symbol], marks: inout [Bool], scratch: Scratch, kept: inout [Int32],
        ends: inout [Int32]
    ) {
        column.entries.withUnsafeBufferPointer { entries in
            marks.withUnsafeMutableBufferPointer { marks in
                scratch.held.withUnsafeBufferPointer { held in
                    for (k, symbol) in symbols.enumerated() {
                        let heldRows = Int(scratch.starts[k])..<Int(scratch.starts[k + 1])
                        // Every held row is listed: one (or none) is the whole list.
                        guard heldRows.count > 1 else {
                            for h in heldRows { kept.append(held[h]) }
                            ends.append(Int32(kept.count))
                            continue
                        }
                        for h in heldRows { marks[Int(held[h])] = true }
                        let span = column.spans[symbol.index]
                        // The list is done once each held row is kept: the rest are stale.
                        let last = kept.count + heldRows.count
                        var e = Int(span.start)
                        let end = Int(span.start + span.length)
                        while kept.count < last, e < end {
                            let slot = entries[e]
                            e += 1
                            guard marks[Int(slot)] else { continue }
                            marks[Int(slot)] = false
                            kept.append(slot)
                        }
                        // A held row missing from the list (none, by the precondition) leaves
                        // its mark: clear it.
                        for h in heldRows { marks[Int(held[h])] = false }
                        ends.append(Int32(kept.count))
                    }
                }
            }
        }
    }
}

// MARK: - Reference

extension ColumnScan {
    /// The plain reference of ``compact(_:symbols:definitions:rows:marks:wanted:scratch:kept:ends:)``
    /// when it scans: each list compacted on its own
    /// (``ColumnUpdate/referenceCompacted(_:holding:definitions:rows:)``).
    static func referenceCompacted(_ lists: [[Int32]], holding symbols: [Symbol], definitions: Bool, rows: [Row])
        -> [[Int32]]
    {
        zip(lists, symbols).map { list, symbol in
            ColumnUpdate.referenceCompacted(list, holding: symbol, definitions: definitions, rows: rows)
        }
    }
}
