// The row-merge kernel (`RowMerge`) against its plain reference: the rebuilding merge, the
// in-place merge of a short source into a long row, and the door that chooses between them
// must all give the reference's cells, constant, added and cancelled symbols, on random
// rows, random sources and every kind of edit (coefficients updated, cells inserted before,
// between and after the row's, cells cancelled, the replaced cell anywhere).

import TestSupport
import Testing

@testable import Cassowary

@Suite("Row merge")
struct RowMergeTests {
    /// A row of `count` cells with sorted distinct symbols drawn from `0..<universe`.
    static func randomRow(count: Int, universe: Int, rng: inout SplitMix64) -> Row {
        var symbols = Array(0..<universe).shuffled(using: &rng).prefix(count).map { Symbol($0) }
        symbols.sort()
        let cells = symbols.map { Cell(symbol: $0, coefficient: Double(Int.random(in: 1...9, using: &rng))) }
        return Row(basic: Symbol(universe), constant: Double(Int.random(in: -50...50, using: &rng)), cells: cells)
    }

    /// Runs both strategies and the door on copies of `row` and compares them with the
    /// reference.
    static func expectSameMerge(row: Row, skipping skipped: Int, scale: Double, source: Row) {
        let expected = RowMerge.reference(row, skipping: skipped, scale: scale, source: source)
        func expectReference(_ merged: Row, _ added: [Symbol], _ cancelled: [Symbol]) {
            #expect(merged.cells.map(\.symbol) == expected.row.cells.map(\.symbol))
            #expect(merged.cells.map(\.coefficient) == expected.row.cells.map(\.coefficient))
            #expect(merged.constant == expected.row.constant)
            #expect(added == expected.added)
            #expect(cancelled == expected.cancelled)
        }

        var rebuilt = row
        var scratch: [Cell] = []
        var addedFull: [Symbol] = []
        var cancelledFull: [Symbol] = []
        // The rebuilding walk reads its source as one buffer (the door makes a copy so).
        var contiguousSource = source
        contiguousSource.cells.makeContiguous()
        let full = RowMerge.rebuilding(
            &rebuilt, skipping: skipped, scale: scale, source: contiguousSource, scratch: &scratch, added: &addedFull,
            cancelled: &cancelledFull)
        expectReference(rebuilt, Array(addedFull.prefix(full.added)), Array(cancelledFull.prefix(full.cancelled)))

        var edited = row
        var edits: [CellEdit] = []
        var addedSparse: [Symbol] = [99, 98]  // stale contents must not matter
        var cancelledSparse: [Symbol] = []
        let sparse = RowMerge.editingInPlace(
            &edited, skipping: skipped, scale: scale, source: source, edits: &edits, added: &addedSparse,
            cancelled: &cancelledSparse)
        expectReference(
            edited, Array(addedSparse.prefix(sparse.added)), Array(cancelledSparse.prefix(sparse.cancelled)))

        var merged = row
        var kernel = RowMerge()
        let counts = kernel.merge(&merged, skipping: skipped, scale: scale, source: source)
        expectReference(
            merged, Array(kernel.added.prefix(counts.added)), Array(kernel.cancelled.prefix(counts.cancelled)))
    }

    @Test("random rows and sources", arguments: 0..<40)
    func randomMerges(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        for _ in 0..<50 {
            let universe = Int.random(in: 60...200, using: &rng)
            let row = Self.randomRow(
                count: Int.random(in: 40...universe - 10, using: &rng), universe: universe, rng: &rng)
            let skipped = Int.random(in: 0..<row.cells.count, using: &rng)
            let replaced = row.cells[skipped].symbol
            // A source of 1–8 cells on symbols other than the replaced one; some cancel a
            // cell of the row exactly.
            let scale = Double(Int.random(in: 1...4, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
            var symbols = Set<Symbol>()
            let wanted = Int.random(in: 1...8, using: &rng)
            while symbols.count < wanted {
                let s = Symbol(Int.random(in: 0..<universe, using: &rng))
                if s != replaced { symbols.insert(s) }
            }
            let cells = symbols.sorted().map { s -> Cell in
                let existing = row.coefficient(of: s)
                if existing != 0 && Int.random(in: 0..<3, using: &rng) == 0 {
                    return Cell(symbol: s, coefficient: -existing / scale)
                }
                return Cell(symbol: s, coefficient: Double(Int.random(in: -9...9, using: &rng)) + 0.5)
            }
            let source = Row(basic: replaced, constant: 3, cells: cells)
            Self.expectSameMerge(row: row, skipping: skipped, scale: scale, source: source)
            // The same merge into a row with a gap inside its cells, from a source with one.
            var gappedRow = row
            gappedRow.cells = CellBufferTests.gapped(
                row.cells.array, at: Int.random(in: 1..<row.cells.count, using: &rng),
                length: Int.random(in: 1...6, using: &rng))
            var gappedSource = source
            gappedSource.cells = CellBufferTests.gapped(
                cells, at: Int.random(in: 0...cells.count, using: &rng), length: 2)
            Self.expectSameMerge(row: gappedRow, skipping: skipped, scale: scale, source: gappedSource)
        }
    }

    @Test("random rows and long sources, with round-off cancellations", arguments: 0..<20)
    func randomLongSources(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
        for _ in 0..<50 {
            let universe = Int.random(in: 20...120, using: &rng)
            let row = Self.randomRow(
                count: Int.random(in: 1...universe / 2, using: &rng), universe: universe, rng: &rng)
            let skipped = Int.random(in: 0..<row.cells.count, using: &rng)
            let replaced = row.cells[skipped].symbol
            let scale = Double.random(in: -3...3, using: &rng)
            var source = Self.randomRow(
                count: Int.random(in: 1...universe / 2, using: &rng), universe: universe, rng: &rng)
            source.cells.removeAll { $0.symbol == replaced }
            // Some cells cancel up to round-off, which the snapped sum makes exactly 0.
            for k in source.cells.indices where Int.random(in: 0..<4, using: &rng) == 0 {
                let existing = row.coefficient(of: source.cells[k].symbol)
                if existing != 0 && scale != 0 { source.cells[k].coefficient = -existing / scale * (1 + 1e-13) }
            }
            source.basic = replaced
            Self.expectSameMerge(row: row, skipping: skipped, scale: scale, source: source)
            // A source with a gap inside its cells, which the rebuilding walk reads as a copy.
            if source.cells.count >= 2 {
                var gappedSource = source
                gappedSource.cells = CellBufferTests.gapped(
                    source.cells.array, at: Int.random(in: 1..<source.cells.count, using: &rng), length: 3)
                Self.expectSameMerge(row: row, skipping: skipped, scale: scale, source: gappedSource)
            }
        }
    }

    @Test("the edits at the ends of the row and around the replaced cell")
    func edgePositions() {
        let row = Row(basic: 500, constant: 1, cells: (10..<60).map { Cell(symbol: Symbol($0 * 2), coefficient: 1) })
        // Replaced first / last cell; insertions before everything, after everything, right
        // before and after the replaced cell; one that cancels; one swap of neighbours.
        let cases: [(skipped: Int, source: [Cell])] = [
            (0, [Cell(symbol: 1, coefficient: 2)]),
            (49, [Cell(symbol: 200, coefficient: 2)]),
            (0, [Cell(symbol: 21, coefficient: 2), Cell(symbol: 22, coefficient: -1)]),
            (
                49,
                [Cell(symbol: 1, coefficient: 1), Cell(symbol: 117, coefficient: 1), Cell(symbol: 119, coefficient: 1)]
            ),
            (20, [Cell(symbol: 59, coefficient: 1), Cell(symbol: 61, coefficient: 1)]),
            (20, [Cell(symbol: 58, coefficient: -1), Cell(symbol: 62, coefficient: -1)]),
            (25, [Cell(symbol: 3, coefficient: 1), Cell(symbol: 199, coefficient: 1)]),
        ]
        for (skipped, cells) in cases {
            Self.expectSameMerge(
                row: row, skipping: skipped, scale: 1, source: Row(basic: row.cells[skipped].symbol, cells: cells))
        }
    }
}
