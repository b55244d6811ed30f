// The updates of `ColumnIndex` (the `ColumnUpdate` kernel) against their plain references, on
// random rows and lists: compaction must keep exactly the live rows of the kind that hold the
// symbol, once each and in order; a flush must leave each column as one append an entry
// would; a merge's entries and counts must be the reference's.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Column updates")
struct ColumnUpdateTests {
    /// Random rows over the symbols `0..<symbolCount`: some free slots, some definitions,
    /// each live row holding a random sorted subset of the symbols.
    static func randomRows(count: Int, symbolCount: Int, rng: inout SplitMix64) -> [Row] {
        (0..<count).map { slot in
            guard !rng.chance(15) else { return Row(basic: Row.freeSlot) }
            let cells = (0..<symbolCount).filter { _ in rng.chance(30) }.map {
                Cell(symbol: Symbol($0), coefficient: Double(rng.int(1...9)))
            }
            var row = Row(basic: Symbol(symbolCount + slot), constant: 1, cells: cells)
            row.isDefinition = rng.chance(30)
            return row
        }
    }

    @Test("compaction keeps each live row of the kind that holds the symbol once", arguments: 0..<25)
    func compaction(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 2_654_435_761 &+ 5)
        let symbolCount = rng.int(1...12)
        let rows = Self.randomRows(count: rng.int(1...40), symbolCount: symbolCount, rng: &rng)
        let symbol = Symbol(rng.int(0...(symbolCount - 1)))
        // Stale, repeated and live slots, in a random order.
        let list = (0..<rng.int(0...80)).map { _ in Int32(rng.int(0...(rows.count - 1))) }
        for definitions in [false, true] {
            var compacted = list
            var marks = Array(repeating: false, count: rows.count)
            ColumnUpdate.compact(&compacted, holding: symbol, definitions: definitions, rows: rows, marks: &marks)
            #expect(
                compacted
                    == ColumnUpdate.referenceCompacted(list, holding: symbol, definitions: definitions, rows: rows))
            #expect(!marks.contains(true))
        }
    }

    @Test("a flush leaves each column as one append an entry would", arguments: 0..<25)
    func flush(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 40_503 &+ 17)
        let symbolCount = rng.int(1...30)
        let sourceSymbols = (0..<symbolCount).filter { _ in rng.chance(50) }
        guard !sourceSymbols.isEmpty else { return }
        let source = Row(basic: .none, cells: sourceSymbols.map { Cell(symbol: Symbol($0), coefficient: 1) })
        let column = (0..<symbolCount).map { _ in (0..<rng.int(0...3)).map { _ in Int32(rng.int(0...99)) } }
        let entryCount = rng.int(0...60)
        let symbols = (0..<entryCount).map { _ in Symbol(rng.pick(sourceSymbols)) }
        let slots = (0..<entryCount).map { _ in Int32(rng.int(0...99)) }
        var flushed = SlotLists(column)
        var offsets = Array(repeating: Int32(0), count: symbolCount)
        var sorted = Array(repeating: Int32(-1), count: entryCount + rng.int(0...5))
        ColumnUpdate.flush(
            symbols: symbols, slots: slots, source: source, offsets: &offsets, sorted: &sorted, column: &flushed)
        #expect(flushed.arrays == ColumnUpdate.referenceFlushed(symbols: symbols, slots: slots, column: column))
        #expect(flushed.invariantViolations().isEmpty)
        #expect(!offsets.contains { $0 != 0 })
    }

    @Test("a block copy within the pool is the entry-by-entry copy", arguments: 0..<25)
    func blockCopy(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 31_337 &+ 7)
        let entries = (0..<rng.int(2...120)).map { _ in Int32(rng.int(-5...999)) }
        let count = rng.int(0...(entries.count / 2))
        let from = rng.int(0...(entries.count - 2 * count))
        // `to` past the source block or before it, without overlap.
        let after = rng.chance(50) && from + 2 * count <= entries.count
        let to = after ? rng.int((from + count)...(entries.count - count)) : rng.int(0...max(0, from - count))
        guard to + count <= from || from + count <= to else { return }
        var copied = entries
        ColumnUpdate.copyBlock(&copied, from: from, to: to, count: count)
        #expect(copied == ColumnUpdate.referenceCopiedBlock(entries, from: from, to: to, count: count))
    }

    @Test("a merge's entries and counts", arguments: 0..<25)
    func merge(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 97_531 &+ 3)
        let symbolCount = rng.int(1...30)
        let added = (0..<symbolCount).filter { _ in rng.chance(40) }.map { Symbol($0) }
        let cancelled = (0..<symbolCount).filter { _ in rng.chance(40) }.map { Symbol($0) }
        // Scratch storage: only the first entries count.
        let counts = (added: rng.int(0...added.count), cancelled: rng.int(0...cancelled.count))
        let slot = rng.int(0...50)
        // Lists of 0 to 17 entries: some fill their block (8 or 16 entries, the first room
        // and its double), so that the append moves them to a larger one.
        let lengths = [0, 3, 7, 8, 9, 15, 16, 17]
        let column = (0..<symbolCount).map { _ in
            (0..<lengths[rng.int(0...(lengths.count - 1))]).map { _ in Int32(rng.int(0...50)) }
        }
        let columnCount = (0..<symbolCount).map { _ in Int32(rng.int(5...9)) }
        let expected = ColumnUpdate.referenceAppended(
            added: added, cancelled: cancelled, counts: counts, slot: slot, column: column, columnCount: columnCount)

        var appended = (column: SlotLists(column), columnCount: columnCount)
        ColumnUpdate.append(
            added: added, cancelled: cancelled, counts: counts, slot: slot, column: &appended.column,
            columnCount: &appended.columnCount)
        #expect(appended.column.arrays == expected.column)
        #expect(appended.columnCount == expected.columnCount)

        var counted = columnCount
        ColumnUpdate.count(added: added, cancelled: cancelled, counts: counts, columnCount: &counted)
        #expect(counted == expected.columnCount)
    }

    @Test("the first stale list among a merge's cancelled symbols", arguments: 0..<25)
    func firstStale(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 24_681 &+ 11)
        let symbolCount = rng.int(1...20)
        // Lists of 0 to 12 entries over counts of 0 to 3: with factor 2 and allowance 2, a
        // list is stale from 2 · count + 3 entries.
        let column = (0..<symbolCount).map { _ in (0..<rng.int(0...12)).map { _ in Int32(rng.int(0...50)) } }
        let columnCount = (0..<symbolCount).map { _ in Int32(rng.int(0...3)) }
        let symbols = (0..<rng.int(0...10)).map { _ in Symbol(rng.int(0...(symbolCount - 1))) }
        let count = rng.int(0...symbols.count)
        let lists = SlotLists(column)
        var start = 0
        // Every stale position in turn, as ColumnIndex.noteMerge walks them.
        while true {
            let expected = ColumnUpdate.referenceFirstStale(
                symbols, from: start, count: count, column: column, columnCount: columnCount, factor: 2, allowance: 2)
            let found = ColumnUpdate.firstStale(
                symbols, from: start, count: count, column: lists, columnCount: columnCount, factor: 2, allowance: 2)
            #expect(found == expected)
            guard let k = found else { break }
            start = k + 1
        }
    }
}
