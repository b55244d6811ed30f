// The row kernels `CellSearch` (the binary search of a row's cells) and `RowSolve` (the
// rewrite of a row solved for one of its symbols) against their plain references, on random
// sorted rows: every symbol of the row, every gap between them, and symbols past both ends.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Row kernels")
struct CellSearchTests {
    /// A random row over the symbols `0..<universe`: sorted, each symbol at most once,
    /// coefficients from a few values (so that divisions are exact or not).
    static func randomCells(universe: Int, rng: inout SplitMix64) -> [Cell] {
        let coefficients: [Double] = [1, -1, 2, -3, 0.5, 7, 1e-9, -1e-12]
        return (0..<universe).filter { _ in rng.chance(40) }.map {
            Cell(symbol: Symbol($0), coefficient: rng.pick(coefficients))
        }
    }

    @Test("the binary search finds what the linear scan finds", arguments: 0..<20)
    func position(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 3)
        for _ in 0..<100 {
            let universe = rng.int(0...40)
            let cells = Self.randomCells(universe: universe, rng: &rng)
            for s in -1...(universe + 1) {
                let kernel = CellSearch.position(of: Symbol(s), in: cells)
                let reference = CellSearch.referencePosition(of: Symbol(s), in: cells)
                #expect(kernel == reference)
            }
        }
    }

    @Test("a hand-worked search: found at its index, absent at its insertion point")
    func handWorked() {
        let cells = [2, 5, 9].map { Cell(symbol: Symbol($0), coefficient: 1) }
        #expect(CellSearch.position(of: Symbol(5), in: cells) == (1, true))
        #expect(CellSearch.position(of: Symbol(6), in: cells) == (2, false))  // between 5 and 9
        #expect(CellSearch.position(of: Symbol(10), in: cells) == (3, false))  // past the end
        #expect(CellSearch.position(of: Symbol(0), in: []) == (0, false))
    }

    @Test("solving a row rewrites its cells as the reference does", arguments: 0..<20)
    func solve(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 17)
        var solved = 0
        for _ in 0..<200 {
            let universe = rng.int(2...40)
            let cells = Self.randomCells(universe: universe, rng: &rng)
            // The old basic is a symbol the row does not hold, below, among or above its cells.
            let absent = (0...universe).filter { s in !cells.contains { $0.symbol == Symbol(s) } }
            guard !cells.isEmpty, !absent.isEmpty else { continue }
            let index = rng.int(0...(cells.count - 1))
            let old = Symbol(rng.pick(absent))
            var kernel = cells
            RowSolve.solve(&kernel, at: index, replacingWith: old)
            let reference = RowSolve.referenceSolved(cells, at: index, replacingWith: old)
            #expect(kernel.map(\.symbol) == reference.map(\.symbol))
            #expect(kernel.map(\.coefficient) == reference.map(\.coefficient))
            solved += 1
        }
        #expect(solved > 100)
    }

    @Test("a hand-worked solve: b = 4 + 2·x + 6·y for x")
    func handWorkedSolve() {
        // 0 = 4 - b + 2x + 6y, so x = -2 + 0.5·b - 3·y: the cell of x (index 0) becomes
        // b's (1/2), moved past y (id 3 < b's 7); y's coefficient is -6/2 = -3.
        var row = Row(
            basic: Symbol(7), constant: 4,
            cells: [Cell(symbol: Symbol(1), coefficient: 2), Cell(symbol: Symbol(3), coefficient: 6)])
        let addedOldBasic = row.solve(for: Symbol(1))
        #expect(addedOldBasic)
        #expect(row.basic == Symbol(1))
        #expect(row.constant == -2)  // -4 / 2
        #expect(row.symbols == [Symbol(3), Symbol(7)])
        #expect(row.cells.map(\.coefficient) == [-3, 0.5])
    }
}
