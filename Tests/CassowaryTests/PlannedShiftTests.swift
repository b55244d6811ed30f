// The kernel `PlannedShift` (a constant change along a plan of steps) against its plain
// reference, on random rows: the same constants afterwards, the same rows noted (in the
// order and with the basic symbols of plain notes) and the same basic symbols queued as
// infeasible; and its check that each step's cell is in place.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Planned shift kernel")
struct PlannedShiftTests {
    /// Random rows over `universe` symbols, half of those of two cells or more with a gap.
    static func randomRows(universe: Int, rng: inout SplitMix64) -> [Row] {
        let coefficients: [Double] = [1, -1, 2, -0.5, 1e-12]
        let constants: [Double] = [0, 1, -1, 3, 1e-14, -2.5]
        return (0..<rng.int(1...12)).map { _ in
            let cells = CellSearchTests.randomCells(universe: universe, rng: &rng).map {
                Cell(symbol: $0.symbol, coefficient: rng.pick(coefficients))
            }
            let buffer =
                cells.count >= 2 && rng.chance(50)
                ? CellBufferTests.gapped(cells, at: rng.int(1...(cells.count - 1)), length: rng.int(1...3))
                : CellBuffer(cells)
            return Row(basic: Symbol(rng.int(0...(universe - 1))), constant: rng.pick(constants), cells: buffer)
        }
    }

    /// Random steps over `rows`: cells of the rows (each row at most once) and basic rows.
    static func randomSteps(_ rows: [Row], rng: inout SplitMix64) -> [PlannedShift.Step] {
        var steps: [PlannedShift.Step] = []
        for slot in rows.indices.shuffled(using: &rng) where rng.chance(70) {
            let cells = Array(rows[slot].cells)
            let divisor = rng.pick([1.0, -1, 3, 0.1])
            if cells.isEmpty || rng.chance(20) {
                steps.append(
                    PlannedShift.Step(
                        slot: Int32(slot), position: -1, symbol: rows[slot].basic, divisor: divisor, usesShift: false))
            } else {
                let position = rng.int(0...(cells.count - 1))
                steps.append(
                    PlannedShift.Step(
                        slot: Int32(slot), position: Int32(position), symbol: cells[position].symbol,
                        divisor: divisor, usesShift: rng.chance(50)))
            }
        }
        return steps
    }

    @Test("the kernel moves, notes and queues the rows as the reference does", arguments: 0..<20)
    func randomShifts(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 1_000_033 &+ 17)
        var queued = 0
        for _ in 0..<50 {
            let universe = rng.int(2...30)
            let kinds = (0..<universe).map { _ in rng.pick([SymbolKind.slack, .error, .dummy, .external]) }
            let rows = Self.randomRows(universe: universe, rng: &rng)
            let steps = Self.randomSteps(rows, rng: &rng)
            let delta = rng.pick([1.0, -1, 0.25, -3, 1e-13])
            let shift = delta / rng.pick([1.0, -2, 0.5])
            #expect(PlannedShift.holds(steps, rows: rows))

            let reference = PlannedShift.referenceShift(steps, delta: delta, shift: shift, rows: rows, kinds: kinds)
            var shifted = rows
            var changes = RowChanges()
            // Rows noted before the shift, in the kernel's changes and in the plain notes
            // (``RowChanges/note(_:basic:)``, the reference of the kernel's view).
            var plain = RowChanges()
            for slot in rows.indices where rng.chance(20) {
                changes.note(slot, basic: rows[slot].basic)
                plain.note(slot, basic: rows[slot].basic)
            }
            var infeasible: [Symbol] = []
            PlannedShift.shift(
                steps, delta: delta, shift: shift, rows: &shifted, kinds: kinds, changes: &changes,
                infeasible: &infeasible)
            for slot in reference.noted { plain.note(slot, basic: rows[slot].basic) }

            #expect(shifted.map(\.constant) == reference.rows.map(\.constant))
            #expect(infeasible == reference.infeasible)
            #expect(changes.notedRows.map(\.slot) == plain.notedRows.map(\.slot))
            #expect(changes.notedRows.map(\.basic) == plain.notedRows.map(\.basic))
            #expect(changes.invariantViolations().isEmpty)
            queued += infeasible.count
        }
        #expect(queued > 0)
    }

    @Test("a step whose cell moved, or whose row is free, does not hold", arguments: 0..<10)
    func moved(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7727 &+ 3)
        var checked = 0
        for _ in 0..<30 {
            let rows = Self.randomRows(universe: rng.int(3...30), rng: &rng)
            var steps = Self.randomSteps(rows, rng: &rng)
            guard let k = steps.indices.first(where: { steps[$0].position >= 0 }) else { continue }
            var moved = steps
            moved[k].symbol = Symbol(moved[k].symbol.index + 1000)
            #expect(!PlannedShift.holds(moved, rows: rows))
            var past = steps
            past[k].position = Int32(rows[Int(past[k].slot)].cells.count)
            #expect(!PlannedShift.holds(past, rows: rows))
            var freed = rows
            freed[Int(steps[k].slot)].basic = Row.freeSlot
            #expect(!PlannedShift.holds(steps, rows: freed))
            steps.append(steps[k])
            #expect(PlannedShift.holds(steps, rows: rows))
            checked += 1
        }
        #expect(checked > 0)
    }
}
