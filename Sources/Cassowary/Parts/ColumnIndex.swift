/// The column index of the rows: for each symbol, the row slots that hold it as a cell —
/// flat rows in its `column`, definitions among its `referrers` — so that a substitution
/// visits only the rows it changes.
///
/// The lists are cheap to keep: a row that gains a symbol appends its slot, and a row that
/// loses one only lowers the count, so a list may hold stale or repeated entries, which
/// walks skip (a slot whose row no longer holds the symbol, or is of the other kind) and
/// compaction drops. They are pooled (``SlotLists``): no list is a heap object of its own.
///
/// Invariant: `columnCount[s]` is the exact number of flat rows that hold `s`, and
/// `column[s]` lists each of them at least once; `referrerCount` and `referrers` likewise
/// for definitions. Between substitutions, nothing is queued.
struct ColumnIndex {
    /// Flat row slots that (may) hold the symbol as a cell, and their exact number.
    private(set) var column = SlotLists()
    private(set) var columnCount: [Int32] = []
    /// Definition slots that (may) hold the symbol as a cell, and their exact number.
    private(set) var referrers = SlotLists()
    private(set) var referrerCount: [Int32] = []
    /// Counts the changes of which rows hold which symbols (and so of where a row holds a
    /// cell): every note of a cell gained or lost, a row indexed or unindexed, a list
    /// emptied; compaction, which changes no row, leaves it. What was read of the rows at
    /// one shape holds while the shape is the same (``ShiftPlans``).
    private(set) var shape: UInt64 = 0
    /// One flag a row slot, all false between uses (compaction).
    private var rowMark: [Bool] = []
    /// Column entries queued during a substitution (see ``flushQueued(of:rows:)``): the
    /// symbols and slots, and the counting sort's offsets (all 0 between uses) and output.
    private var queuedSymbols: [Symbol] = []
    private var queuedSlots: [Int32] = []
    private var offsets: [Int32] = []
    private var sorted: [Int32] = []

    /// A copy of one list, in storage reused from walk to walk (``copyList(of:definitions:)``).
    private var listCopy: [Int32] = []
    /// The stale columns of a substitution's source, their compacted lists one after another
    /// and where each ends, and the scan's scratch (``compactColumnsIfNeeded(of:rows:)``).
    private var staleSymbols: [Symbol] = []
    private var compacted: [Int32] = []
    private var compactedEnds: [Int32] = []
    private var scanScratch = ColumnScan.Scratch()

    /// Makes room for the symbols `0..<count`.
    mutating func grow(toHold count: Int) {
        guard column.symbolCount < count else { return }
        let extra = count - column.symbolCount
        column.grow(toHold: count)
        columnCount.append(contentsOf: repeatElement(0, count: extra))
        referrers.grow(toHold: count)
        referrerCount.append(contentsOf: repeatElement(0, count: extra))
        offsets.append(contentsOf: repeatElement(0, count: extra))
    }

    // MARK: - Cells

    /// Indexes the cells of `row`, stored in `slot`: in `referrers` for a definition, in
    /// `column` for a flat row.
    @inline(__always)
    mutating func index(_ row: Row, at slot: Int) {
        shape &+= 1
        if row.isDefinition {
            for cell in row.cells {
                referrers.append(Int32(slot), to: cell.symbol.index)
                referrerCount[cell.symbol.index] += 1
            }
        } else {
            for cell in row.cells {
                column.append(Int32(slot), to: cell.symbol.index)
                columnCount[cell.symbol.index] += 1
            }
        }
    }

    /// Takes the cells of `row` off the counts (the lists keep stale entries).
    @inline(__always)
    mutating func unindex(_ row: Row) {
        shape &+= 1
        if row.isDefinition {
            for cell in row.cells { referrerCount[cell.symbol.index] -= 1 }
        } else {
            for cell in row.cells { columnCount[cell.symbol.index] -= 1 }
        }
    }

    /// Notes that the row in `slot` (a definition or not) gained a cell of `symbol`.
    @inline(__always)
    mutating func add(_ symbol: Symbol, inRow slot: Int, definition: Bool) {
        shape &+= 1
        if definition {
            referrers.append(Int32(slot), to: symbol.index)
            referrerCount[symbol.index] += 1
        } else {
            column.append(Int32(slot), to: symbol.index)
            columnCount[symbol.index] += 1
        }
    }

    /// Notes that `count` rows (definitions or not) lost their cell of `symbol`.
    @inline(__always)
    mutating func remove(_ symbol: Symbol, definition: Bool, count: Int = 1) {
        shape &+= 1
        if definition {
            referrerCount[symbol.index] -= Int32(count)
        } else {
            columnCount[symbol.index] -= Int32(count)
        }
    }

    /// Empties the symbol's list of the given kind, which no row of that kind holds any
    /// more (its stale entries only); a long list's storage is given back.
    mutating func clearList(of symbol: Symbol, definitions: Bool) {
        shape &+= 1
        let s = symbol.index
        if definitions {
            referrers.removeAll(of: s, keepingRoom: referrers.capacity(of: s) <= Self.staleAllowance)
        } else {
            column.removeAll(of: s, keepingRoom: column.capacity(of: s) <= Self.staleAllowance)
        }
    }

    /// Releases the lists of a symbol that leaves the tableau.
    mutating func release(_ symbol: Symbol) {
        shape &+= 1
        column.removeAll(of: symbol.index, keepingRoom: false)
        referrers.removeAll(of: symbol.index, keepingRoom: false)
    }

    /// A copy of the symbol's list of the given kind, for a walk that changes other lists
    /// (a view would share the pool, and the first change would copy all of it). Give it
    /// back with ``giveBack(_:)``.
    mutating func copyList(of symbol: Symbol, definitions: Bool) -> [Int32] {
        var copy: [Int32] = []
        swap(&copy, &listCopy)
        copy.removeAll(keepingCapacity: true)
        if definitions {
            referrers.copy(symbol.index, appendingTo: &copy)
        } else {
            column.copy(symbol.index, appendingTo: &copy)
        }
        return copy
    }

    /// Takes back the storage of a list's copy.
    mutating func giveBack(_ copy: [Int32]) {
        if copy.capacity > listCopy.capacity { listCopy = copy }
    }

    /// Notes a merge into the flat row in `slot` (``RowMerge/added`` and
    /// ``RowMerge/cancelled``, their first `counts`): each added symbol's column gains the
    /// slot, or with `queues` the entry is queued for ``flushQueued(of:rows:)``; each
    /// cancelled symbol's count falls, and its column is compacted if it has grown stale.
    @inline(__always)
    mutating func noteMerge(
        into slot: Int, _ merge: RowMerge, counts: (added: Int, cancelled: Int), queues: Bool, rows: [Row]
    ) {
        shape &+= 1
        if queues {
            queuedSymbols.append(contentsOf: merge.added[0..<counts.added])
            queuedSlots.append(contentsOf: repeatElement(Int32(slot), count: counts.added))
            ColumnUpdate.count(
                added: merge.added, cancelled: merge.cancelled, counts: counts, columnCount: &columnCount)
            return
        }
        ColumnUpdate.append(
            added: merge.added, cancelled: merge.cancelled, counts: counts, slot: slot, column: &column,
            columnCount: &columnCount)
        var k = 0
        while let stale = ColumnUpdate.firstStale(
            merge.cancelled, from: k, count: counts.cancelled, column: column, columnCount: columnCount,
            factor: Self.staleFactor, allowance: Self.staleAllowance)
        {
            compactColumn(merge.cancelled[stale], rows: rows)
            k = stale + 1
        }
    }

    /// Notes a merge into the definition in `slot` (``RowMerge/added`` and
    /// ``RowMerge/cancelled``, their first `counts`): each added symbol's referrers gain the
    /// slot, and each cancelled symbol's count falls (its list keeps the stale entry), in one
    /// pass through the counts' buffer.
    @inline(__always)
    mutating func noteDefinitionMerge(into slot: Int, _ merge: RowMerge, counts: (added: Int, cancelled: Int)) {
        shape &+= 1
        ColumnUpdate.append(
            added: merge.added, cancelled: merge.cancelled, counts: counts, slot: slot, column: &referrers,
            columnCount: &referrerCount)
    }

    /// Every way the index breaks its invariant that it can tell without the rows (empty
    /// when it holds; the tableau's check recounts the rows).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if !queuedSymbols.isEmpty || !queuedSlots.isEmpty { problems.append("column entries left queued") }
        for s in 0..<column.symbolCount where column.count(of: s) < Int(columnCount[s]) || columnCount[s] < 0 {
            problems.append("column of symbol \(s) lists \(column.count(of: s)) of \(columnCount[s]) rows")
        }
        for s in 0..<referrers.symbolCount
        where referrers.count(of: s) < Int(referrerCount[s]) || referrerCount[s] < 0 {
            problems.append("referrers of symbol \(s) list \(referrers.count(of: s)) of \(referrerCount[s]) rows")
        }
        problems += column.invariantViolations() + referrers.invariantViolations()
        if offsets.contains(where: { $0 != 0 }) || rowMark.contains(true) {
            problems.append("column scratch not reset")
        }
        return problems
    }
}
extension ColumnIndex {
    // MARK: - Compaction

    /// Drops stale entries from a column once it has grown past its true size: more than
    /// ``staleFactor`` times its rows, plus ``staleAllowance`` entries.
    ///
    /// Compacting costs a look-up in the row of every entry and removes more than half of
    /// them, so it costs at most two look-ups a stale entry ever appended: linear in the
    /// work that made them. The bound keeps the index linear in the cells: a squeezed chain
    /// pivots its long rows through every link, and a looser bound (64 times plus 4 096
    /// entries a symbol) let chain-3000's suggestions leave 10.6 million entries for 24 000
    /// cells.
    @inline(__always)
    mutating func compactColumnIfNeeded(_ symbol: Symbol, rows: [Row]) {
        guard isStale(symbol) else { return }
        compactColumn(symbol, rows: rows)
    }

    /// Whether `column[symbol]` has grown past its bound (see ``compactColumnIfNeeded(_:rows:)``).
    @inline(__always)
    func isStale(_ symbol: Symbol) -> Bool {
        let s = symbol.index
        return column.count(of: s) > Self.staleFactor * Int(columnCount[s]) + Self.staleAllowance
    }

    /// A list is compacted once it holds more than this many entries a row that holds
    /// the symbol, plus ``staleAllowance``.
    static let staleFactor = 4
    /// The stale entries a list may keep whatever its size (1 KB). A compaction looks at
    /// each listed row once, and a list's stale entries mostly repeat a few rows (a row
    /// that gains and loses the symbol at every other pivot is listed at each gain), so the
    /// more of them a compaction drops, the less it costs an entry.
    static let staleAllowance = 256

    /// Makes `column[symbol]` exact: every flat row slot that holds `symbol`, once, in the
    /// order they were first listed. Call before an iteration that must visit each row once.
    mutating func compactColumn(_ symbol: Symbol, rows: [Row]) {
        let s = symbol.index
        // Every row that holds the symbol is listed, so a list as long as the count is exact.
        guard column.count(of: s) != Int(columnCount[s]) else { return }
        var list = copyList(of: symbol, definitions: false)
        compact(&list, holding: symbol, definitions: false, rows: rows)
        column.replace(s, with: list, allowance: Self.staleAllowance)
        giveBack(list)
    }

    /// Makes `referrers[symbol]` exact, as ``compactColumn(_:rows:)`` does for the column.
    mutating func compactReferrers(_ symbol: Symbol, rows: [Row]) {
        let s = symbol.index
        guard referrers.count(of: s) != Int(referrerCount[s]) else { return }
        var list = copyList(of: symbol, definitions: true)
        compact(&list, holding: symbol, definitions: true, rows: rows)
        referrers.replace(s, with: list, allowance: Self.staleAllowance)
        giveBack(list)
    }

    /// Lengthens the row marks (all false) to one a row slot of `count`.
    @inline(__always)
    private mutating func growRowMarks(toHold count: Int) {
        guard rowMark.count < count else { return }
        rowMark.append(contentsOf: repeatElement(false, count: count - rowMark.count))
    }

    /// Keeps the entries of `list` whose rows are live, of the given kind, and hold
    /// `symbol`, each once, in order.
    private mutating func compact(_ list: inout [Int32], holding symbol: Symbol, definitions: Bool, rows: [Row]) {
        growRowMarks(toHold: rows.count)
        var marks = rowMark
        rowMark = []
        ColumnUpdate.compact(&list, holding: symbol, definitions: definitions, rows: rows, marks: &marks)
        rowMark = marks
    }

    // MARK: - Queued entries

    /// Appends the queued (symbol, slot) entries of a substitution to the columns, symbol
    /// by symbol, and compacts the columns of `source`'s symbols that have grown stale.
    ///
    /// A dense substitution adds and cancels hundreds of symbols in each of hundreds of
    /// rows; appending each entry as it comes touches a different column every time (a
    /// cache miss an entry, most of a re-anchoring's time). Sorted by symbol (a counting
    /// sort, stable, so each column receives its slots in merge order, as before), each
    /// column is touched once. Every symbol a merge adds or cancels is one of `source`'s.
    mutating func flushQueued(of source: Row, rows: [Row]) {
        shape &+= 1
        let count = queuedSymbols.count
        if count > 0 {
            if sorted.count < count {
                sorted.append(contentsOf: repeatElement(0, count: count - sorted.count))
            }
            ColumnUpdate.flush(
                symbols: queuedSymbols, slots: queuedSlots, source: source, offsets: &offsets, sorted: &sorted,
                column: &column)
            queuedSymbols.removeAll(keepingCapacity: true)
            queuedSlots.removeAll(keepingCapacity: true)
        }
        compactColumnsIfNeeded(of: source, rows: rows)
    }

    /// Compacts the columns of `source`'s symbols that have grown stale, as
    /// ``compactColumnIfNeeded(_:rows:)`` does for each, with one scan of the rows they list
    /// when that reads fewer cells than searching the row of every entry (the kernel
    /// ``ColumnScan``). Either way each column ends as its exact compaction.
    private mutating func compactColumnsIfNeeded(of source: Row, rows: [Row]) {
        staleSymbols.removeAll(keepingCapacity: true)
        for cell in source.cells where isStale(cell.symbol) { staleSymbols.append(cell.symbol) }
        guard !staleSymbols.isEmpty else { return }
        growRowMarks(toHold: rows.count)
        let scanned = ColumnScan.compact(
            column, symbols: staleSymbols, definitions: false, rows: rows, marks: &rowMark, wanted: &offsets,
            scratch: &scanScratch, kept: &compacted, ends: &compactedEnds)
        guard scanned else {
            for symbol in staleSymbols { compactColumn(symbol, rows: rows) }
            return
        }
        var begin = 0
        for (k, symbol) in staleSymbols.enumerated() {
            let end = Int(compactedEnds[k])
            column.replace(symbol.index, with: compacted[begin..<end], allowance: Self.staleAllowance)
            begin = end
        }
    }
}
