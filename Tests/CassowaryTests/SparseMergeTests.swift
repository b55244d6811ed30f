// The in-place merge of a short source into a long row (`Tableau.sparseMerge`) against the
// rebuilding merge (`Tableau.merge`), which walks both rows cell by cell: on random rows,
// random sources and every kind of edit (coefficients updated, cells inserted before,
// between and after the row's, cells cancelled, the replaced cell anywhere), both must give
// the same cells, constant, added and cancelled symbols.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Sparse merge")
struct SparseMergeTests {
    /// A row of `count` cells with sorted distinct symbols drawn from `0..<universe`.
    static func randomRow(count: Int, universe: Int, rng: inout SplitMix64) -> Row {
        var symbols = Array(0..<universe).shuffled(using: &rng).prefix(count).map { Symbol($0) }
        symbols.sort()
        let cells = symbols.map { Cell(symbol: $0, coefficient: Double(Int.random(in: 1...9, using: &rng))) }
        return Row(basic: Symbol(universe), constant: Double(Int.random(in: -50...50, using: &rng)), cells: cells)
    }

    /// Runs both merges on copies of `row` and compares them.
    static func expectSameMerge(row: Row, skipping skipped: Int, scale: Double, source: Row) {
        var rebuilt = row
        var scratch: [Cell] = []
        var addedFull: [Symbol] = []
        var cancelledFull: [Symbol] = []
        let full = Tableau.merge(
            &rebuilt, skipping: skipped, scale: scale, source: source, scratch: &scratch, added: &addedFull,
            cancelled: &cancelledFull)

        var edited = row
        var edits: [CellEdit] = []
        var addedSparse: [Symbol] = [99, 98]  // stale contents must not matter
        var cancelledSparse: [Symbol] = []
        let sparse = Tableau.sparseMerge(
            &edited, skipping: skipped, scale: scale, source: source, edits: &edits, added: &addedSparse,
            cancelled: &cancelledSparse)

        #expect(edited.cells.map(\.symbol) == rebuilt.cells.map(\.symbol))
        #expect(edited.cells.map(\.coefficient) == rebuilt.cells.map(\.coefficient))
        #expect(edited.constant == rebuilt.constant)
        #expect(Set(addedSparse.prefix(sparse.added)) == Set(addedFull.prefix(full.added)))
        #expect(Set(cancelledSparse.prefix(sparse.cancelled)) == Set(cancelledFull.prefix(full.cancelled)))
        #expect(sparse.added == full.added && sparse.cancelled == full.cancelled)
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
