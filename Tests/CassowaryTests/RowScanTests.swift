// The row-scan kernels (`RowScan`) against their plain references on seeded random rows:
// rows with a gap at the front, inside or none, symbols of every kind, objective levels
// whose coefficients are 0, round-off of the level's scale or real costs, and tie storage
// shorter or longer than the row (holding stale cells).

import TestSupport
import Testing

@testable import Cassowary

@Suite("Row scans")
struct RowScanTests {
    struct Case {
        var cells: [Cell]
        var buffer: CellBuffer
        var kinds: [SymbolKind]
        var levels: [Objective.Level]
    }

    static func randomCase(_ rng: inout SplitMix64) -> Case {
        let symbolCount = rng.int(1...400)
        let kinds = (0..<symbolCount).map { _ in
            rng.pick([SymbolKind.external, .slack, .error, .error, .dummy, .unused])
        }
        let cells = (0..<symbolCount).filter { _ in rng.chance(45) }.map { s in
            let magnitude = rng.pick([0.5, 1, 1, 2, 1e-12, 3e4])
            return Cell(symbol: Symbol(s), coefficient: rng.chance(60) ? magnitude : -magnitude)
        }
        let levels = (0..<rng.int(0...3)).map { k in
            let scale = rng.pick([1.0, 1000, 0])
            let coefficients = (0..<symbolCount).map { _ in
                rng.pick([0, 0, 0, scale * 1e-13, -scale * 1e-13, scale * 2e-12, 1, -0.5])
            }
            return Objective.Level(level: Double(3 - k), coefficients: coefficients, scale: scale)
        }
        var buffer = CellBuffer(cells)
        if !cells.isEmpty && rng.chance(70) {
            buffer.regrow(gap: rng.int(1...8), at: rng.int(0...(cells.count - 1)))
        }
        return Case(cells: cells, buffer: buffer, kinds: kinds, levels: levels)
    }

    @Test("gathers the ties and the largest magnitude the reference does", arguments: 0..<40)
    func gatherTies(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 48_271 &+ 17)
        let c = Self.randomCase(&rng)
        let expected = RowScan.referenceGatherTies(c.cells, kinds: c.kinds, levels: c.levels)
        let stale = Cell(symbol: Symbol(id: 99_999), coefficient: 7)
        var storage = Array(repeating: stale, count: rng.int(0...(c.cells.count + 20)))
        let before = storage.count
        let (count, largest) = RowScan.gatherTies(c.buffer, kinds: c.kinds, levels: c.levels, into: &storage)
        #expect(largest == expected.largest, "seed \(seed)")
        #expect(count == expected.ties.count, "seed \(seed)")
        #expect(storage.count == max(before, c.cells.count), "seed \(seed)")
        let ties = Array(storage.prefix(count))
        #expect(ties.map(\.symbol) == expected.ties.map(\.symbol), "seed \(seed)")
        #expect(ties.map(\.coefficient) == expected.ties.map(\.coefficient), "seed \(seed)")
    }

    @Test("finds the largest magnitude the reference does", arguments: 0..<40)
    func largestMagnitude(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 69_621 &+ 29)
        var c = Self.randomCase(&rng)
        if seed % 4 == 0 && !c.cells.isEmpty {
            // NaN coefficients are passed over wherever they are.
            for _ in 0..<rng.int(1...3) { c.cells[rng.int(0...(c.cells.count - 1))].coefficient = .nan }
            c.buffer = CellBuffer(c.cells)
            if rng.chance(50) { c.buffer.regrow(gap: rng.int(1...8), at: rng.int(0...(c.cells.count - 1))) }
        }
        #expect(RowScan.largestMagnitude(c.buffer) == RowScan.referenceLargestMagnitude(c.cells), "seed \(seed)")
        #expect(RowScan.largestMagnitude(CellBuffer(c.cells)) == RowScan.referenceLargestMagnitude(c.cells))
    }

    @Test("an empty row has no ties and a largest magnitude of 0")
    func emptyRow() {
        var storage: [Cell] = []
        let (count, largest) = RowScan.gatherTies(CellBuffer(), kinds: [], levels: [], into: &storage)
        #expect(count == 0 && largest == 0)
        #expect(RowScan.largestMagnitude(CellBuffer()) == 0)
    }
}
