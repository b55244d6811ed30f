// The compaction of several columns by one scan of their rows (the `ColumnScan` kernel):
// on a hand-built case against lists worked out by hand, on random rows and lists against
// each list compacted on its own, and its choice between scanning and searching against
// costs worked out by hand.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Column scans")
struct ColumnScanTests {
    /// Runs the kernel on `lists`; returns the compacted lists, or nil if it chose to search.
    static func scanned(
        _ lists: [[Int32]], symbols: [Symbol], definitions: Bool, rows: [Row], symbolCount: Int
    ) -> [[Int32]]? {
        // The listed symbols' lists, the others empty.
        var all = Array(repeating: [Int32](), count: symbolCount)
        for (list, symbol) in zip(lists, symbols) { all[symbol.index] = list }
        let column = SlotLists(all)
        var marks = Array(repeating: false, count: rows.count)
        var wanted = Array(repeating: Int32(0), count: symbolCount)
        var scratch = ColumnScan.Scratch()
        var kept: [Int32] = [7, 7]  // emptied first
        var ends: [Int32] = [7]
        let didScan = ColumnScan.compact(
            column, symbols: symbols, definitions: definitions, rows: rows, marks: &marks, wanted: &wanted,
            scratch: &scratch, kept: &kept, ends: &ends)
        #expect(!marks.contains(true))
        #expect(!wanted.contains { $0 != 0 })
        guard didScan else {
            #expect(kept.isEmpty && ends.isEmpty)
            return nil
        }
        var begin = 0
        return ends.map { end in
            defer { begin = Int(end) }
            return Array(kept[begin..<Int(end)])
        }
    }

    @Test("a scan keeps each list's live rows of the kind that hold its symbol, once, in order")
    func handBuilt() {
        let s1 = Symbol(1)
        let s2 = Symbol(2)
        let s3 = Symbol(3)
        func cells(_ symbols: [Symbol]) -> [Cell] { symbols.map { Cell(symbol: $0, coefficient: 1) } }
        var definition = Row(basic: Symbol(13), cells: cells([s1, s2]))
        definition.isDefinition = true
        let rows = [
            Row(basic: Symbol(10), cells: cells([s1, s3])),  // slot 0
            Row(basic: Symbol(11), cells: cells([s2])),  // slot 1
            Row(basic: Row.freeSlot),  // slot 2
            definition,  // slot 3
            Row(basic: Symbol(14), cells: cells([s1, s2, s3])),  // slot 4
        ]
        // s1 is held by the flat rows 4 and 0 (slot 3 is a definition, slot 2 free, slot 1
        // lacks it), first listed in that order; s2 by 1 and 4; s3 by 4 and 0.
        let lists: [[Int32]] = [[4, 1, 0, 4, 2, 3], [1, 3, 1, 4], [1, 4, 1, 0, 4]]
        let result = Self.scanned(lists, symbols: [s1, s2, s3], definitions: false, rows: rows, symbolCount: 15)
        #expect(result == [[4, 0], [1, 4], [4, 0]])
        // Among definitions only slot 3 is live: it holds s1 and s2, not s3.
        let amongDefinitions = Self.scanned(
            lists, symbols: [s1, s2, s3], definitions: true, rows: rows, symbolCount: 15)
        #expect(amongDefinitions == [[3], [3], []])
    }

    @Test("the scan is taken when its cells are at most the searches' probes")
    func choice() {
        // 20 000 entries naming 100 rows of 5 cells: 500 cells against 20 000 · ⌈log₂ 6⌉ probes.
        #expect(ColumnScan.scanIsCheaper(entries: 20_000, rows: 100, cells: 500))
        // One entry naming one row of 1 000 cells: 1 000 cells against ⌈log₂ 1 001⌉ = 10 probes.
        #expect(!ColumnScan.scanIsCheaper(entries: 1, rows: 1, cells: 1_000))
        // 100 entries, 100 rows of 127 cells: 12 700 cells against 100 · 7 = 700 probes.
        #expect(!ColumnScan.scanIsCheaper(entries: 100, rows: 100, cells: 12_700))
        // 2 000 entries, 100 rows of 127 cells: 12 700 cells against 2 000 · 7 = 14 000 probes.
        #expect(ColumnScan.scanIsCheaper(entries: 2_000, rows: 100, cells: 12_700))
        // No live row to read: nothing to scan.
        #expect(ColumnScan.scanIsCheaper(entries: 5, rows: 0, cells: 0))
    }

    @Test("a scan compacts each list as compacting it on its own would", arguments: 0..<40)
    func random(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 2_246_822_519 &+ 3)
        let symbolCount = rng.int(1...24)
        let rows = ColumnUpdateTests.randomRows(count: rng.int(1...40), symbolCount: symbolCount, rng: &rng)
        let symbols = (0..<symbolCount).filter { _ in rng.chance(40) }.map { Symbol($0) }
        // Stale, repeated and live slots, in a random order; many entries a row so that the
        // scan is usually the cheaper.
        let randomLists = symbols.map { _ in
            (0..<rng.int(0...120)).map { _ in Int32(rng.int(0...(rows.count - 1))) }
        }
        for definitions in [false, true] {
            // As in the index, each list names every live row of the kind that holds its
            // symbol, inserted at a random place.
            let lists = zip(randomLists, symbols).map { list, symbol in
                var list = list
                for (slot, row) in rows.enumerated()
                where row.basic != Row.freeSlot && row.isDefinition == definitions
                    && row.cells.contains(where: { $0.symbol == symbol })
                {
                    list.insert(Int32(slot), at: rng.int(0...list.count))
                }
                return list
            }
            let result = Self.scanned(
                lists, symbols: symbols, definitions: definitions, rows: rows, symbolCount: symbolCount + rows.count)
            guard let result else { continue }
            #expect(
                result
                    == ColumnScan.referenceCompacted(lists, holding: symbols, definitions: definitions, rows: rows))
        }
    }
}
