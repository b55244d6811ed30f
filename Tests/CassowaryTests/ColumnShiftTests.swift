// The kernel `ColumnShift` (a constant change over the rows of a marker's column) against
// its plain reference, on random rows: the same constants afterwards, the same rows noted
// and the same basic symbols queued as infeasible; and one shift worked by hand.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Column shift kernel")
struct ColumnShiftTests {
    @Test("the kernel moves, notes and queues the rows as the reference does", arguments: 0..<20)
    func randomShifts(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 1_000_003 &+ 29)
        var queued = 0
        for _ in 0..<50 {
            let universe = rng.int(2...30)
            let kinds = (0..<universe).map { _ in rng.pick([SymbolKind.slack, .error, .dummy, .external]) }
            let marker = Symbol(rng.int(0...(universe - 1)))
            // Half the rows of two cells or more have a gap inside their cells.
            let rows = PlannedShiftTests.randomRows(universe: universe, rng: &rng)
            // An exact column: every row that holds the marker, in a shuffled order.
            let slots = rows.indices.filter { rows[$0].position(of: marker).found }.map { Int32($0) }
                .shuffled(using: &rng)
            let delta = rng.pick([1.0, -1, 0.25, -3, 1e-13])
            let divisor = rng.pick([1.0, -1, 3, 0.1])
            // Half the walks skip the rows that hold another symbol (a definition's partner).
            let skipping = rng.chance(50) ? Symbol(rng.int(0...(universe - 1))) : Symbol.none
            let column = SlotLists((0..<universe).map { $0 == marker.index ? slots : [] })

            let reference = ColumnShift.referenceShift(
                marker, by: delta, over: divisor, skipping: skipping, slots: slots, rows: rows, kinds: kinds)
            var shifted = rows
            var changes = RowChanges()
            var infeasible: [Symbol] = []
            ColumnShift.shift(
                marker, by: delta, over: divisor, skipping: skipping, lists: column, rows: &shifted, kinds: kinds,
                changes: &changes, infeasible: &infeasible)

            #expect(shifted.map(\.constant) == reference.rows.map(\.constant))
            #expect(infeasible == reference.infeasible)
            let noted = rows.indices.filter { $0 < changes.changeNoted.capacity && changes.changeNoted.contains($0) }
            #expect(noted == reference.noted.sorted())
            queued += infeasible.count
        }
        #expect(queued > 0)
    }

    @Test("a hand-worked shift: a·δ/d added, the negative slack queued, the row without the marker untouched")
    func handWorked() {
        let kinds: [SymbolKind] = [.slack, .error, .external]
        let m = Symbol(2)
        let rows = [
            Row(basic: Symbol(0), constant: 1, cells: [Cell(symbol: m, coefficient: -2)]),  // 1 − 2·1.5/2 < 0
            Row(basic: Symbol(1), constant: 4, cells: [Cell(symbol: Symbol(0), coefficient: 3)]),
            Row(basic: Symbol(1), constant: 2, cells: [Cell(symbol: m, coefficient: 4)]),  // 2 + 4·1.5/2
        ]
        let column = SlotLists([[], [], [0, 2]])
        var shifted = rows
        var changes = RowChanges()
        var infeasible: [Symbol] = []
        ColumnShift.shift(
            m, by: 1.5, over: 2, lists: column, rows: &shifted, kinds: kinds, changes: &changes,
            infeasible: &infeasible)
        #expect(shifted.map(\.constant) == [-0.5, 4, 5])
        #expect(infeasible == [Symbol(0)])
        #expect(changes.changeNoted.contains(0) && !changes.changeNoted.contains(1) && changes.changeNoted.contains(2))

        // Skipping the rows that hold symbol 1 leaves the first, which holds it beside m.
        let pair = [
            Row(
                basic: Symbol(0), constant: 1,
                cells: [Cell(symbol: Symbol(1), coefficient: 1), Cell(symbol: m, coefficient: 1)]),
            Row(basic: Symbol(0), constant: 1, cells: [Cell(symbol: m, coefficient: 1)]),
        ]
        var skipped = pair
        var otherChanges = RowChanges()
        var none: [Symbol] = []
        ColumnShift.shift(
            m, by: 1.5, over: 2, skipping: Symbol(1), lists: SlotLists([[], [], [0, 1]]), rows: &skipped,
            kinds: kinds, changes: &otherChanges, infeasible: &none)
        #expect(skipped.map(\.constant) == [1, 1.75])
        #expect(none.isEmpty)
        #expect(!otherChanges.changeNoted.contains(0) && otherChanges.changeNoted.contains(1))
    }
}
