// The row's cell block (`CellBuffer`, a gap of dead places kept among the cells) against a
// plain `[Cell]`: random sequences of insertions, removals, appends, merge edits (near the
// front, the middle, the back and the last edit), rebuilds and whole-row rewrites must leave
// the same cells, in the same order, read through every access (position, iteration, the
// buffers on either side of the gap, the search), wherever each operation left the gap.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Cell buffer")
struct CellBufferTests {
    /// The cells `cells` with `edits` applied: the reference of ``CellBuffer/apply(_:total:)``.
    static func referenceApplied(_ cells: [Cell], _ edits: [CellEdit]) -> [Cell] {
        var result: [Cell] = []
        var next = 0
        for edit in edits {
            while next < edit.position {
                result.append(cells[next])
                next += 1
            }
            switch edit.kind {
            case .insert: result.append(edit.cell)
            case .update:
                result.append(Cell(symbol: cells[next].symbol, coefficient: edit.cell.coefficient))
                next += 1
            case .remove: next += 1
            }
        }
        result.append(contentsOf: cells[next...])
        return result
    }

    /// Random edits of `count` cells, in increasing position, each old position edited at
    /// most once (an insertion may come before the edit of the same position), mostly in
    /// the `window` of positions starting at `from`.
    static func randomEdits(count: Int, from: Int, window: Int, rng: inout SplitMix64) -> (
        edits: [CellEdit], total: Int
    ) {
        var edits: [CellEdit] = []
        var total = 0
        var position = max(0, min(from, count))
        let end = min(count, position + window)
        while position <= end {
            if rng.chance(30) {
                edits.append(CellEdit(position: position, kind: .insert, cell: Cell(symbol: Symbol(0), coefficient: 5)))
                total += 1
            }
            if position < count && rng.chance(40) {
                if rng.chance(50) {
                    edits.append(CellEdit(position: position, kind: .remove, cell: Cell(symbol: .none, coefficient: 0)))
                    total -= 1
                } else {
                    edits.append(
                        CellEdit(position: position, kind: .update, cell: Cell(symbol: .none, coefficient: -3)))
                }
            }
            position += 1 + rng.int(0...2)
        }
        return (edits, total)
    }

    /// `cells` in a block with a gap of `length` places at `position` (none if `position`
    /// is the end).
    static func gapped(_ cells: [Cell], at position: Int, length: Int) -> CellBuffer {
        var buffer = CellBuffer(cells)
        buffer.regrow(gap: length, at: position)
        return buffer
    }

    static func expectSame(_ buffer: CellBuffer, _ reference: [Cell], _ note: String) {
        #expect(buffer.count == reference.count, "\(note)")
        #expect(buffer.map(\.symbol) == reference.map(\.symbol), "\(note)")
        #expect(buffer.map(\.coefficient) == reference.map(\.coefficient), "\(note)")
        #expect(buffer.indices.map { buffer[$0].coefficient } == reference.map(\.coefficient), "\(note)")
        buffer.withUnsafeSegments { before, after in
            #expect((Array(before) + Array(after)).map(\.coefficient) == reference.map(\.coefficient), "\(note)")
            #expect(before.isEmpty == buffer.isContiguous, "\(note)")
        }
        buffer.withUnsafeCells { cells in
            #expect(cells.count == reference.count, "\(note)")
            #expect((0..<cells.count).map { cells[$0].symbol } == reference.map(\.symbol), "\(note)")
        }
        if buffer.isContiguous {
            buffer.withUnsafeBufferPointer { cells in
                #expect(Array(cells).map(\.coefficient) == reference.map(\.coefficient), "\(note)")
            }
        }
        #expect(buffer.largestMagnitude == reference.reduce(0) { max($0, abs($1.coefficient)) }, "\(note)")
        // The gap is at the front or inside the cells, never at their end.
        #expect(buffer.innerGap == 0 || Int(buffer.gapStart) < buffer.count, "\(note)")
    }

    /// The search finds in `buffer` what the linear scan finds in `reference`, for every
    /// symbol of the cells and those next to them.
    static func expectSameSearch(_ buffer: CellBuffer, _ reference: [Cell], _ note: String) {
        let symbols = Set(reference.flatMap { [$0.symbol.id - 1, $0.symbol.id, $0.symbol.id + 1] })
        for id in symbols.sorted() {
            let symbol = Symbol(id: id)
            let expected = CellSearch.referencePosition(of: symbol, in: reference)
            let found = CellSearch.position(of: symbol, in: buffer)
            #expect(found.index == expected.index && found.found == expected.found, "\(note), symbol \(id)")
        }
    }

    @Test("every operation leaves the cells a plain array would hold", arguments: 0..<16)
    func randomOperations(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 11)
        var buffer = CellBuffer()
        var reference: [Cell] = []
        var serial = 0.0
        func fresh() -> Cell {
            serial += 1
            return Cell(symbol: Symbol(Int(serial)), coefficient: serial)
        }
        var lastEdit = 0
        var sawInnerGap = false
        for step in 0..<600 {
            let operation = rng.int(0...13)
            let count = reference.count
            switch operation {
            case 0...1:
                let index = rng.int(0...count)
                let cell = fresh()
                buffer.insert(cell, at: index)
                reference.insert(cell, at: index)
            case 2...3 where count > 0:
                // Mostly near the front, where the room is used.
                let index = rng.chance(70) ? rng.int(0...min(count - 1, 3)) : rng.int(0...(count - 1))
                #expect(buffer.remove(at: index).coefficient == reference.remove(at: index).coefficient)
            case 4:
                let cell = fresh()
                buffer.append(cell)
                reference.append(cell)
            case 5...8:
                let from = rng.chance(60) ? 0 : rng.int(0...count)
                let (edits, total) = Self.randomEdits(count: count, from: from, window: rng.int(1...12), rng: &rng)
                reference = Self.referenceApplied(reference, edits)
                buffer.apply(edits, total: total)
            case 10...11:
                // Edits a few places after the last ones, as a chain's pivots make them.
                let from = min(count, lastEdit + rng.int(0...4))
                let (edits, total) = Self.randomEdits(count: count, from: from, window: rng.int(1...4), rng: &rng)
                reference = Self.referenceApplied(reference, edits)
                buffer.apply(edits, total: total)
                lastEdit = edits.last?.position ?? from
            case 12:
                switch rng.int(0...3) {
                case 0:
                    buffer.makeContiguous()
                    #expect(buffer.isContiguous)
                case 1:
                    // A rebuilding merge's result written over the cells.
                    var rebuilt = reference
                    if !rebuilt.isEmpty && rng.chance(50) { rebuilt.remove(at: rng.int(0...(rebuilt.count - 1))) }
                    if rng.chance(50) { rebuilt.append(fresh()) }
                    rebuilt.withUnsafeBufferPointer { buffer.assign($0, spare: 32) }
                    reference = rebuilt
                case 2:
                    buffer.transformCoefficients { -$0 }
                    for i in reference.indices { reference[i].coefficient = -reference[i].coefficient }
                default:
                    let k = rng.int(0...min(count, 3))
                    buffer.removeLast(k)
                    reference.removeLast(k)
                }
            case 13 where count > 0:
                let lower = rng.int(0...count)
                let upper = rng.int(lower...count)
                let cells = (0..<rng.int(0...3)).map { _ in fresh() }
                buffer.replaceSubrange(lower..<upper, with: cells)
                reference.replaceSubrange(lower..<upper, with: cells)
            case 9 where count > 0 && rng.chance(30):
                // A solve without an old basic: the cell leaves, the others are divided.
                let index = rng.int(0...(count - 1))
                buffer.remove(at: index) { -$0 / 4 }
                reference.remove(at: index)
                for i in reference.indices { reference[i].coefficient = -reference[i].coefficient / 4 }
            default:
                if count == 0 || rng.chance(20) {
                    buffer.removeAll(keepingCapacity: true)
                    reference.removeAll()
                } else {
                    buffer[count / 2].coefficient = -1
                    reference[count / 2].coefficient = -1
                }
            }
            Self.expectSame(buffer, reference, "seed \(seed) step \(step), operation \(operation)")
            sawInnerGap = sawInnerGap || buffer.innerGap > 0
            if step % 10 == 0 {
                // The search needs sorted cells: the same symbols, renumbered in order.
                let sorted = reference.enumerated().map {
                    Cell(symbol: Symbol(2 * $0.offset), coefficient: $0.element.coefficient)
                }
                var renumbered = buffer
                for i in renumbered.indices { renumbered[i].symbol = Symbol(2 * i) }
                Self.expectSameSearch(renumbered, sorted, "seed \(seed) step \(step)")
            }
            if reference.count < 40 {
                // Grow the row so that long rows are exercised too.
                for _ in 0..<rng.int(0...20) {
                    let cell = fresh()
                    buffer.append(cell)
                    reference.append(cell)
                }
            }
        }
        #expect(sawInnerGap, "seed \(seed): the operations never left a gap inside the cells")
    }

    /// Edits of a long row run through its gap: removing cells 0 and 2 of 100 moves cell 1
    /// one place (the gap, 2 places, is left after it) and none of the 97 cells after them.
    @Test("edits of a long row move the cells between them and the gap")
    func editsThroughTheGap() {
        var buffer = CellBuffer((0..<100).map { Cell(symbol: Symbol($0), coefficient: Double($0)) })
        let none = Cell(symbol: .none, coefficient: 0)
        buffer.apply(
            [CellEdit(position: 0, kind: .remove, cell: none), CellEdit(position: 2, kind: .remove, cell: none)],
            total: -2)
        #expect(buffer.innerGap == 2)
        #expect(buffer.gapStart == 1)
        #expect(buffer.count == 98)
        #expect(buffer.prefix(3).map(\.symbol) == [Symbol(1), Symbol(3), Symbol(4)])
        // Inserting one cell before cell 1 moves cell 1 across the gap, which is then room at
        // the front, and takes one place of it.
        buffer.apply([CellEdit(position: 0, kind: .insert, cell: Cell(symbol: Symbol(0), coefficient: 9))], total: 1)
        #expect(buffer.innerGap == 1)
        #expect(buffer.gapStart == 1)
        #expect(buffer.prefix(3).map(\.symbol) == [Symbol(0), Symbol(1), Symbol(3)])
        #expect(buffer.last?.symbol == Symbol(99))
        // A removal near the back (of symbol 98) moves the cell after it, not the gap.
        buffer.remove(at: 97)
        #expect(buffer.gapStart == 1)
        #expect(buffer.suffix(2).map(\.symbol) == [Symbol(97), Symbol(99)])
    }

    /// A chain's pivots edit its long row two places further along each time (a removal
    /// of the replaced cell and of a cancelled one, an insertion of the new symbol): after
    /// the first edit opens a gap of a quarter of the row and one place, each edit moves the
    /// gap two places and keeps one more, and the block is never replaced again.
    @Test("edits that walk along a long row keep the gap at the last one")
    func walkingEdits() {
        let cells = (0..<3_000).map { Cell(symbol: Symbol(2 * $0), coefficient: Double($0)) }
        var buffer = CellBuffer(cells)
        var reference = cells
        var capacity = 0
        for link in 0..<900 {
            let position = 2 + 2 * link
            let edits = [
                CellEdit(
                    position: position, kind: .insert,
                    cell: Cell(symbol: Symbol(id: reference[position].symbol.id - 1), coefficient: -1)),
                CellEdit(position: position, kind: .remove, cell: Cell(symbol: .none, coefficient: 0)),
                CellEdit(position: position + 1, kind: .remove, cell: Cell(symbol: .none, coefficient: 0)),
            ]
            reference = Self.referenceApplied(reference, edits)
            buffer.apply(edits, total: -1)
            #expect(Int(buffer.gapStart) == position + 1)
            if link == 0 { capacity = buffer.capacity }
            #expect(buffer.capacity == capacity)
        }
        #expect(buffer.innerGap == 1 + 3_000 / 4 + 900)
        Self.expectSame(buffer, reference, "after 900 walking edits")
    }

    /// A row is four words: the block, the gap's position and length, the flag and basic,
    /// the constant.
    @Test("a row is four words")
    func rowSize() {
        #expect(MemoryLayout<Row>.stride == 32)
    }
}
