/// The updates of the column index (see ``ColumnIndex``) that touch many lists at once: the
/// entries and counts of a merge, the compaction of a list, and the counting sort of the
/// entries queued during a substitution. They work through the buffers of the outer arrays,
/// with no uniqueness check per cell (the lists themselves are appended to through
/// ``SlotLists``); ``ColumnIndex`` calls them and never opens a buffer.
///
/// The math: after a merge into the flat row in `slot`, each added symbol `s` has
/// `columnCount[s] += 1` and gains `slot` at the end of `column[s]`; each cancelled one has
/// `columnCount[s] -= 1` (its list keeps the stale entry); a merge into a definition does the
/// same to `referrerCount` and `referrers`. A compacted list is the entries
/// whose rows are live, of the kind, and hold the symbol, each once, in their first order.
/// A flush appends to each `column[s]` the queued slots of `s`, in queue order.
///
/// Each update has a plain reference (``referenceCompacted(_:holding:definitions:rows:)``,
/// …) that `ColumnUpdateTests` runs it against on random inputs.
enum ColumnUpdate {
    /// Counts a merge whose entries are queued: `columnCount[s] += 1` for the first
    /// `counts.added` symbols of `added`, `-= 1` for the first `counts.cancelled` of
    /// `cancelled`.
    @inline(__always)
    static func count(
        added: [Symbol], cancelled: [Symbol], counts: (added: Int, cancelled: Int), columnCount: inout [Int32]
    ) {
        columnCount.withUnsafeMutableBufferPointer { columnCounts in
            for k in 0..<counts.added { columnCounts[added[k].index] += 1 }
            for k in 0..<counts.cancelled { columnCounts[cancelled[k].index] -= 1 }
        }
    }

    /// Notes a merge into the row in `slot`: as ``count(added:cancelled:counts:columnCount:)``,
    /// and each added symbol's list gains `slot` (the column and counts of flat rows, or the
    /// referrers and their counts for a definition).
    @inline(__always)
    static func append(
        added: [Symbol], cancelled: [Symbol], counts: (added: Int, cancelled: Int), slot: Int,
        column: inout SlotLists, columnCount: inout [Int32]
    ) {
        column.append(Int32(slot), toListsOf: added, count: counts.added)
        count(added: added, cancelled: cancelled, counts: counts, columnCount: &columnCount)
    }

    /// Appends `slot` to the lists of `symbols[start..<count]` in turn, as long as each list
    /// has room in its block (``SlotLists``: list `s` is `entries[spans[s].start ..<
    /// spans[s].start + spans[s].length]`, its block `spans[s].room` entries); returns the
    /// position of the first symbol whose list is full, or `count`. One pass through the
    /// pool and the spans, with no uniqueness check a list: a merge that adds a long row's
    /// cells appends to that many lists.
    @inline(__always)
    static func appendWhileRoom(
        _ slot: Int32, toListsOf symbols: [Symbol], from start: Int, count: Int, entries: inout [Int32],
        spans: inout [SlotLists.Span]
    ) -> Int {
        precondition(start >= 0 && count <= symbols.count, "symbols out of range")
        return entries.withUnsafeMutableBufferPointer { pool in
            spans.withUnsafeMutableBufferPointer { spans in
                symbols.withUnsafeBufferPointer { symbols in
                    var k = start
                    while k < count {
                        let s = symbols[k].index
                        let span = spans[s]
                        guard span.length < span.room else { break }
                        pool[Int(span.start + span.length)] = slot
                        spans[s].length = span.length + 1
                        k += 1
                    }
                    return k
                }
            }
        }
    }

    /// The position of the first of `symbols[start..<count]` whose list in `column` has
    /// grown stale, longer than `factor · columnCount[s] + allowance` entries
    /// (``ColumnIndex/isStale(_:)``), or nil: one pass through the spans and counts, after a
    /// merge that cancelled those symbols.
    @inline(__always)
    static func firstStale(
        _ symbols: [Symbol], from start: Int, count: Int, column: SlotLists, columnCount: [Int32], factor: Int,
        allowance: Int
    ) -> Int? {
        precondition(start >= 0 && count <= symbols.count, "symbols out of range")
        return symbols.withUnsafeBufferPointer { symbols in
            column.spans.withUnsafeBufferPointer { spans in
                columnCount.withUnsafeBufferPointer { counts in
                    for k in start..<max(start, count) {
                        let s = symbols[k].index
                        if Int(spans[s].length) > factor * Int(counts[s]) + allowance { return k }
                    }
                    return nil
                }
            }
        }
    }

    /// Keeps the entries of `list` whose rows are live, of the given kind, and hold
    /// `symbol`, each once, in order. `marks` has one flag a row slot, all false, and is so
    /// again on return.
    ///
    /// Each slot's row is looked at once: its first entry marks it, kept or not, and the
    /// entries that repeat it are passed over (a stale list repeats its rows: a row that
    /// gains and loses the symbol at every other pivot is listed once for each gain). The
    /// first entries are written back in order, a dropped one as its complement (negative),
    /// and a last pass keeps the others and clears every mark. Every entry of `list` is a
    /// slot of `rows` and of `marks`; the list, the marks and the rows are walked through
    /// their buffers, a row's fields and cells read in place, without copying (retaining)
    /// the row.
    @inline(__always)
    static func compact(
        _ list: inout [Int32], holding symbol: Symbol, definitions: Bool, rows: [Row], marks: inout [Bool]
    ) {
        precondition(marks.count >= rows.count, "a mark for every row slot")
        let kept = rows.withUnsafeBufferPointer { rows in
            list.withUnsafeMutableBufferPointer { list in
                marks.withUnsafeMutableBufferPointer { marks in
                    var firsts = 0
                    for k in 0..<list.count {
                        let slot = Int(list[k])
                        precondition(slot >= 0 && slot < rows.count, "a listed slot past the rows")
                        guard !marks[slot] else { continue }
                        marks[slot] = true
                        let holds =
                            rows[slot].basic != Row.freeSlot && rows[slot].isDefinition == definitions
                            && rows[slot].position(of: symbol).found
                        list[firsts] = holds ? Int32(slot) : ~Int32(slot)
                        firsts += 1
                    }
                    var kept = 0
                    for k in 0..<firsts {
                        let entry = list[k]
                        marks[Int(entry >= 0 ? entry : ~entry)] = false
                        guard entry >= 0 else { continue }
                        list[kept] = entry
                        kept += 1
                    }
                    return kept
                }
            }
        }
        list.removeLast(list.count - kept)
    }

    /// Appends the queued entries (`symbols[k]`, `slots[k]`) to the columns, symbol by symbol
    /// in `source`'s order (a stable counting sort: each column receives its slots in queue
    /// order). Every queued symbol is one of `source`'s; `offsets` is all 0, and is so again
    /// on return; `sorted` holds at least `symbols.count` entries.
    @inline(__always)
    static func flush(
        symbols: [Symbol], slots: [Int32], source: Row, offsets: inout [Int32], sorted: inout [Int32],
        column: inout SlotLists
    ) {
        let count = symbols.count
        offsets.withUnsafeMutableBufferPointer { offsets in
            sorted.withUnsafeMutableBufferPointer { sorted in
                for symbol in symbols { offsets[symbol.index] += 1 }
                var start: Int32 = 0
                for cell in source.cells {
                    let n = offsets[cell.symbol.index]
                    offsets[cell.symbol.index] = start
                    start += n
                }
                for k in 0..<count {
                    let symbol = symbols[k].index
                    sorted[Int(offsets[symbol])] = slots[k]
                    offsets[symbol] += 1
                }
            }
        }
        // `offsets[t]` is now the end of t's run; runs follow source's order. Each run is
        // written straight into the room its list was extended by.
        var begin = 0
        sorted.withUnsafeBufferPointer { runs in
            for cell in source.cells {
                let end = Int(offsets[cell.symbol.index])
                if end > begin {
                    let at = column.extend(cell.symbol.index, by: end - begin)
                    column.entries.withUnsafeMutableBufferPointer { pool in
                        for k in begin..<end { pool[at + k - begin] = runs[k] }
                    }
                }
                offsets[cell.symbol.index] = 0
                begin = end
            }
        }
    }
}

extension ColumnUpdate {
    /// Copies `entries[from ..< from + count]` to `entries[to ..< to + count]` (two blocks of
    /// the slot pool that do not overlap), as one block copy.
    @inline(__always)
    static func copyBlock(_ entries: inout [Int32], from: Int, to: Int, count: Int) {
        precondition(from + count <= to || to + count <= from, "overlapping blocks")
        precondition(from >= 0 && to >= 0 && max(from, to) + count <= entries.count, "block out of range")
        entries.withUnsafeMutableBufferPointer { pool in
            guard let base = pool.baseAddress, count > 0 else { return }
            (base + to).update(from: base + from, count: count)
        }
    }
}

// MARK: - Reference

extension ColumnUpdate {
    /// The plain reference of ``compact(_:holding:definitions:rows:marks:)``.
    static func referenceCompacted(_ list: [Int32], holding symbol: Symbol, definitions: Bool, rows: [Row]) -> [Int32] {
        var seen = Set<Int32>()
        return list.filter { slot in
            let row = rows[Int(slot)]
            return row.basic != Row.freeSlot && row.isDefinition == definitions
                && row.cells.contains { $0.symbol == symbol } && seen.insert(slot).inserted
        }
    }

    /// The plain reference of ``copyBlock(_:from:to:count:)``: one entry at a time.
    static func referenceCopiedBlock(_ entries: [Int32], from: Int, to: Int, count: Int) -> [Int32] {
        var entries = entries
        for k in 0..<count { entries[to + k] = entries[from + k] }
        return entries
    }

    /// The plain reference of ``flush(symbols:slots:source:offsets:sorted:column:)``: one
    /// append an entry.
    static func referenceFlushed(symbols: [Symbol], slots: [Int32], column: [[Int32]]) -> [[Int32]] {
        var column = column
        for (symbol, slot) in zip(symbols, slots) { column[symbol.index].append(slot) }
        return column
    }

    /// The plain reference of ``firstStale(_:from:count:column:columnCount:factor:allowance:)``.
    static func referenceFirstStale(
        _ symbols: [Symbol], from start: Int, count: Int, column: [[Int32]], columnCount: [Int32], factor: Int,
        allowance: Int
    ) -> Int? {
        guard start < count else { return nil }
        return (start..<count).first { k in
            let s = symbols[k].index
            return column[s].count > factor * Int(columnCount[s]) + allowance
        }
    }

    /// The plain reference of ``append(added:cancelled:counts:slot:column:columnCount:)``
    /// (and, for the counts, of ``count(added:cancelled:counts:columnCount:)``).
    static func referenceAppended(
        added: [Symbol], cancelled: [Symbol], counts: (added: Int, cancelled: Int), slot: Int,
        column: [[Int32]], columnCount: [Int32]
    ) -> (column: [[Int32]], columnCount: [Int32]) {
        var column = column
        var columnCount = columnCount
        for symbol in added.prefix(counts.added) {
            column[symbol.index].append(Int32(slot))
            columnCount[symbol.index] += 1
        }
        for symbol in cancelled.prefix(counts.cancelled) { columnCount[symbol.index] -= 1 }
        return (column, columnCount)
    }
}
