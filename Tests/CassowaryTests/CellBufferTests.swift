// The row's cell block (`CellBuffer`, room at the front and the back) against a plain
// `[Cell]`: random sequences of insertions, removals, appends and merge edits near the
// front, the middle and the back must leave the same cells, in the same order, whichever
// end of the block each operation moved.

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

    static func expectSame(_ buffer: CellBuffer, _ reference: [Cell], _ note: String) {
        #expect(buffer.count == reference.count, "\(note)")
        #expect(buffer.map(\.symbol) == reference.map(\.symbol), "\(note)")
        #expect(buffer.map(\.coefficient) == reference.map(\.coefficient), "\(note)")
        buffer.withUnsafeBufferPointer { cells in
            #expect(Array(cells).map(\.coefficient) == reference.map(\.coefficient), "\(note)")
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
        for step in 0..<600 {
            let operation = rng.int(0...9)
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
            if reference.count < 40 {
                // Grow the row so that long rows are exercised too.
                for _ in 0..<rng.int(0...20) {
                    let cell = fresh()
                    buffer.append(cell)
                    reference.append(cell)
                }
            }
        }
    }

    /// Edits at the front of a long row with room at its front move the few cells before
    /// them: removing cells 0 and 2 of 100 moves cell 1 two places back into the room (the
    /// room grows from 0 to 2) and none of the 97 cells after them.
    @Test("edits at the front of a long row use the room at the front")
    func frontEdits() {
        var buffer = CellBuffer((0..<100).map { Cell(symbol: Symbol($0), coefficient: Double($0)) })
        let none = Cell(symbol: .none, coefficient: 0)
        buffer.apply(
            [CellEdit(position: 0, kind: .remove, cell: none), CellEdit(position: 2, kind: .remove, cell: none)],
            total: -2)
        #expect(buffer.frontRoom == 2)
        #expect(buffer.count == 98)
        #expect(buffer.prefix(3).map(\.symbol) == [Symbol(1), Symbol(3), Symbol(4)])
        // Inserting one cell before cell 1 takes one place of that room.
        buffer.apply([CellEdit(position: 0, kind: .insert, cell: Cell(symbol: Symbol(0), coefficient: 9))], total: 1)
        #expect(buffer.frontRoom == 1)
        #expect(buffer.prefix(3).map(\.symbol) == [Symbol(0), Symbol(1), Symbol(3)])
        #expect(buffer.last?.symbol == Symbol(99))
    }

    /// A row that keeps losing its front cells fills the room's ``CellBuffer/maxRoom``
    /// places; the cells then move to the block's front once and the room starts again.
    /// 66 000 removals of the first cell of 70 000: the first 65 535 fill the room, the next
    /// one starts it again, so 465 places are left and the 4 000 last cells stay, in order.
    @Test("a full room at the front starts again from the block's front")
    func fullFrontRoom() {
        let cells = (0..<70_000).map { Cell(symbol: Symbol($0), coefficient: Double($0)) }
        var buffer = CellBuffer(cells)
        for _ in 0..<66_000 { buffer.remove(at: 0) }
        #expect(buffer.frontRoom == 465)
        Self.expectSame(buffer, Array(cells[66_000...]), "after 66 000 removals")

        // Merge edits removing the first two cells: 32 767 of them fill the room to 65 534
        // places, the next starts it again (2 places), 232 more make it 466.
        var merged = CellBuffer(cells)
        let none = Cell(symbol: .none, coefficient: 0)
        let edits = [
            CellEdit(position: 0, kind: .remove, cell: none), CellEdit(position: 1, kind: .remove, cell: none),
        ]
        for _ in 0..<33_000 { merged.apply(edits, total: -2) }
        #expect(merged.frontRoom == 466)
        Self.expectSame(merged, Array(cells[66_000...]), "after 33 000 merges")
    }

    /// A row is three words (the block and its room, the flag and basic, the constant), as
    /// it was with an array of cells.
    @Test("a row stays three words")
    func rowSize() {
        #expect(MemoryLayout<Row>.stride == 24)
    }
}
