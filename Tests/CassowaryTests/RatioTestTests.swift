// The ratio-test kernels (`RatioTest`) against their plain references, on random columns:
// flat rows of every kind of basic, definitions, free slots, stale and repeated column
// entries, tied ratios, zero constants and coefficients that are round-off of the column's
// largest. Each kernel must pick the reference's row (and ratio) exactly.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Ratio test")
struct RatioTestTests {
    /// Random rows over the symbols `0..<universe` and one column symbol `x` (id
    /// `universe`): each slot free, or a row whose basic is a distinct symbol of a random
    /// kind (a definition when it is external), holding `x` or not; the column lists the
    /// flat rows that hold `x` among stale and repeated slots, the referrers the definitions.
    struct Column {
        var rows: [Row] = []
        var kinds: [SymbolKind]
        var column: [Int32] = []
        var referrers: [Int32] = []
        let x: Symbol

        init(rng: inout SplitMix64) {
            let universe = rng.int(8...40)
            x = Symbol(universe)
            let kindChoices: [SymbolKind] = [.external, .slack, .slack, .error, .dummy]
            kinds = (0..<universe).map { _ in rng.pick(kindChoices) } + [.external]
            var basics = Array(0..<universe).map { Symbol($0) }
            basics.shuffle(using: &rng)
            // Few distinct values, so that ratios tie; a tiny coefficient is round-off.
            let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 4, -4, 1e-12, -1e-12]
            let constants: [Double] = [0, 0, 1, 2, 3, 4, -1]
            for basic in basics.prefix(rng.int(1...universe)) {
                let slot = Int32(rows.count)
                if rng.chance(10) {
                    rows.append(Row(basic: Row.freeSlot))
                    if rng.chance(50) { column.append(slot) }
                    continue
                }
                var cells: [Cell] = []
                for s in 0..<universe where Symbol(s) != basic && rng.chance(20) {
                    cells.append(Cell(symbol: Symbol(s), coefficient: rng.pick(coefficients)))
                }
                let holdsX = rng.chance(70)
                if holdsX { cells.append(Cell(symbol: x, coefficient: rng.pick(coefficients))) }
                var row = Row(basic: basic, constant: rng.pick(constants), cells: cells)
                row.isDefinition = kinds[basic.index] == .external
                rows.append(row)
                // Lists hold every row that holds `x`, and stale entries of rows that do not.
                if holdsX || rng.chance(20) {
                    if row.isDefinition { referrers.append(slot) } else { column.append(slot) }
                }
                if rng.chance(15) { column.append(slot) }  // a repeat, or a row of the other kind
            }
            column.shuffle(using: &rng)
            referrers.shuffle(using: &rng)
        }
    }

    @Test("the primal ratio test picks the reference's row", arguments: 0..<40)
    func leavingRow(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 6151 &+ 11)
        for _ in 0..<100 {
            let c = Column(rng: &rng)
            for direction in [1.0, -1.0] {
                let kernel = RatioTest.leavingRow(
                    rows: c.rows, column: c.column, referrers: c.referrers, kinds: c.kinds, entering: c.x,
                    direction: direction)
                let reference = RatioTest.referenceLeavingRow(
                    rows: c.rows, column: c.column, referrers: c.referrers, kinds: c.kinds, entering: c.x,
                    direction: direction)
                #expect(kernel?.slot == reference?.slot)
                #expect(kernel?.ratio == reference?.ratio)
            }
        }
    }

    @Test("the marker's leaving row is the reference's", arguments: 0..<40)
    func markerLeavingRow(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7727 &+ 5)
        for _ in 0..<100 {
            let c = Column(rng: &rng)
            let kernel = RatioTest.markerLeavingRow(rows: c.rows, column: c.column, kinds: c.kinds, marker: c.x)
            let reference = RatioTest.referenceMarkerLeavingRow(
                rows: c.rows, column: c.column, kinds: c.kinds, marker: c.x)
            #expect(kernel == reference)
        }
    }

    @Test("a move keeps the rows feasible exactly when the reference says so", arguments: 0..<40)
    func moveKeepsRowsFeasible(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 3571 &+ 23)
        var feasible = 0
        for _ in 0..<100 {
            let c = Column(rng: &rng)
            let value = rng.pick([0.0, 0.5, -0.5, 1, -1, 3, -3, 1e-13])
            let kernel = RatioTest.moveKeepsRowsFeasible(
                rows: c.rows, column: c.column, kinds: c.kinds, subject: c.x, to: value)
            let reference = RatioTest.referenceMoveKeepsRowsFeasible(
                rows: c.rows, column: c.column, kinds: c.kinds, subject: c.x, to: value)
            #expect(kernel == reference)
            if reference { feasible += 1 }
        }
        // Both answers occur, so the comparison tests something.
        #expect(feasible > 0 && feasible < 100)
    }

    @Test("a hand-worked marker column: ties go to the highest basic")
    func handWorkedMarker() {
        // Rows (basic = constant + c·m) of slacks s0…s4 and dummies d5…d7:
        //   s0 = 0 + m, s1 = 0 + m, s2 = 3 + m   → going down, s0 and s1 tie at 0: s1
        //   s3 = 2 − m, s4 = 4 − 2m               → going up, both limit at 2: s4, before any row going down
        //   d5 = 0 + 2m, d6 = 0 − 2m, d7 = 0 + m  → a dummy first, the largest |c|: d5 and d6 tie: d6
        let m: Symbol = 9
        let kinds: [SymbolKind] = [.slack, .slack, .slack, .slack, .slack, .dummy, .dummy, .dummy, .unused, .slack]
        let cells: [(constant: Double, c: Double)] = [
            (0, 1), (0, 1), (3, 1), (2, -1), (4, -2), (0, 2), (0, -2), (0, 1),
        ]
        let rows = cells.enumerated().map { i, row in
            Row(basic: Symbol(i), constant: row.constant, cells: [Cell(symbol: m, coefficient: row.c)])
        }
        func leaving(_ column: [Int32]) -> Int? {
            RatioTest.markerLeavingRow(rows: rows, column: column, kinds: kinds, marker: m)
        }
        #expect(leaving([1, 2, 0]) == 1)
        #expect(leaving([1, 4, 0, 3, 2]) == 4)
        #expect(leaving([6, 7, 1, 4, 5, 0, 3, 2]) == 6)
        #expect(leaving([5, 7, 6]) == 6)
    }

    @Test("a hand-worked column: the tightest restricted row leaves, ties to the lowest basic")
    func handWorked() {
        // x enters upwards (direction +1). Rows (basic = constant + a·x):
        //   s0 = 6 − 2x  → limits at 6/2 = 3
        //   s1 = 4 − 4x  → limits at 4/4 = 1
        //   s2 = 2 − 2x  → limits at 2/2 = 1 (ties with s1; s1 has the lower id)
        //   s3 = 1 + 5x  → grows, never limits
        // So row 1 (basic s1) leaves with ratio 1.
        let x: Symbol = 9
        let kinds: [SymbolKind] = Array(repeating: .slack, count: 9) + [.external]
        let rows = [
            Row(basic: 0, constant: 6, cells: [Cell(symbol: x, coefficient: -2)]),
            Row(basic: 1, constant: 4, cells: [Cell(symbol: x, coefficient: -4)]),
            Row(basic: 2, constant: 2, cells: [Cell(symbol: x, coefficient: -2)]),
            Row(basic: 3, constant: 1, cells: [Cell(symbol: x, coefficient: 5)]),
        ]
        let column: [Int32] = [3, 2, 0, 1]
        let best = RatioTest.leavingRow(
            rows: rows, column: column, referrers: [], kinds: kinds, entering: x, direction: 1)
        #expect(best?.slot == 1)
        #expect(best?.ratio == 1)
        // Going down, only s3 = 1 + 5x limits: at 1/5.
        let down = RatioTest.leavingRow(
            rows: rows, column: column, referrers: [], kinds: kinds, entering: x, direction: -1)
        #expect(down?.slot == 3)
        #expect(down?.ratio == 0.2)
    }
}
