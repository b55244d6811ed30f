// The walks of `DefinitionValues` (the `DefinitionWalk` kernel) against their plain references, on random
// acyclic definitions over parametric symbols, flat rows and earlier definitions: every value
// and magnitude must be the reference's, bit for bit, after a full evaluation, one at a time,
// and after a flat row changes and the values that depend on it are invalidated. Half the
// definitions of two cells or more have a gap inside their cells.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Definition values")
struct DefinitionValuesTests {
    /// Random rows: symbols `0..<count`, some parametric, some basic in a flat row, the rest
    /// defined, each definition naming only symbols of lower id (so there is no cycle).
    struct System {
        var rows: [Row] = []
        var rowOf: [Int32]
        var referrers: [[Int32]]

        init(count: Int, rng: inout SplitMix64) {
            rowOf = Array(repeating: -1, count: count)
            referrers = Array(repeating: [], count: count)
            for s in 0..<count {
                switch rng.int(0...2) {
                case 0:
                    continue  // parametric
                case 1:
                    rowOf[s] = Int32(rows.count)
                    rows.append(Row(basic: Symbol(s), constant: Double(rng.int(-50...50)) / 4))
                default:
                    var cells: [Cell] = []
                    if s > 0 {
                        for t in 0..<s where rng.chance(30) {
                            cells.append(Cell(symbol: Symbol(t), coefficient: Double(rng.int(-9...9)) / 3 + 0.25))
                        }
                    }
                    for cell in cells { referrers[cell.symbol.index].append(Int32(rows.count)) }
                    rowOf[s] = Int32(rows.count)
                    var row = Row(basic: Symbol(s), constant: Double(rng.int(-20...20)), cells: cells)
                    if cells.count >= 2 && rng.chance(50) {
                        // A gap inside the cells, which the walk steps over.
                        row.cells = CellBufferTests.gapped(
                            cells, at: rng.int(1...(cells.count - 1)), length: rng.int(1...3))
                    }
                    row.isDefinition = true
                    rows.append(row)
                }
            }
        }

        var definitions: [Symbol] { rows.filter(\.isDefinition).map(\.basic) }
    }

    static func expectReference(_ values: DefinitionValues, _ system: System) {
        for d in system.definitions {
            let expected = DefinitionWalk.reference(d, rows: system.rows, rowOf: system.rowOf)
            #expect(values.isCurrent(d))
            #expect(values.values[d.index] == expected.value)
            #expect(values.magnitudes[d.index] == expected.magnitude)
        }
    }

    /// A chain of 40 definitions, each naming the next, `dᵢ = 1 + dᵢ₊₁`, ending at a flat
    /// row `f = 2`, among 401 symbols: the path from `d₀` holds all 40, and the stack holds
    /// a step a row (41 rows, 42 steps), not a step a symbol. `dᵢ = 2 + (40 − i)`.
    @Test func aPathAsLongAsTheDefinitionsFitsAStackOfOneStepARow() {
        let chain = 40
        var rows: [Row] = []
        var rowOf = [Int32](repeating: -1, count: 10 * chain + 1)
        for i in 0...chain {
            rowOf[i * 10] = Int32(rows.count)
            if i == chain {
                rows.append(Row(basic: Symbol(i * 10), constant: 2))
            } else {
                var row = Row(
                    basic: Symbol(i * 10), constant: 1, cells: [Cell(symbol: Symbol((i + 1) * 10), coefficient: 1)])
                row.isDefinition = true
                rows.append(row)
            }
        }
        var values = DefinitionValues()
        values.grow(toHold: rowOf.count)
        values.evaluate(.one(Symbol(0)), rows: rows, rowOf: rowOf)
        #expect(values.stackLength == rows.count + 1)  // 42, where a step a symbol made 402
        for i in 0..<chain { #expect(values.values[i * 10] == Double(2 + chain - i)) }
    }

    @Test("every definition, one at a time, and after an invalidation", arguments: 0..<30)
    func randomDefinitions(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 6_700_417 &+ 11)
        var system = System(count: rng.int(5...120), rng: &rng)
        var values = DefinitionValues()
        values.grow(toHold: system.rowOf.count)
        values.evaluate(.everyDefinition, rows: system.rows, rowOf: system.rowOf)
        Self.expectReference(values, system)

        values.invalidateAll()
        for d in system.definitions.shuffled(using: &rng) {
            values.evaluate(.one(d), rows: system.rows, rowOf: system.rowOf)
        }
        Self.expectReference(values, system)

        // A flat row changes: what depends on it is stale, and evaluates to the new values.
        guard let flat = system.rows.indices.first(where: { !system.rows[$0].isDefinition }) else { return }
        system.rows[flat].constant += 7
        var queue = [system.rows[flat].basic]
        let expectedStale = DefinitionWalk.referenceInvalidated(
            from: queue, rows: system.rows, referrers: system.referrers, current: Set(system.definitions))
        values.invalidate(from: &queue, rows: system.rows, referrers: SlotLists(system.referrers))
        #expect(Set(queue.dropFirst()) == expectedStale)
        #expect(queue.count == expectedStale.count + 1)
        for d in system.definitions where !queue.contains(d) { #expect(values.isCurrent(d)) }
        values.evaluate(.listed(queue), rows: system.rows, rowOf: system.rowOf)
        Self.expectReference(values, system)
        #expect(values.invariantViolations().isEmpty)

        // Marking some values stale (symbols repeated, definitions or not) leaves the others
        // current, as removing them from a plain set does.
        let marked = (0..<rng.int(0...20)).map { _ in Symbol(rng.int(0...(system.rowOf.count - 1))) }
        var plain = StampSet()
        plain.grow(toHold: system.rowOf.count)
        for d in system.definitions { plain.insert(d.index) }
        for symbol in marked { plain.remove(symbol.index) }
        values.markStale(marked)
        for d in system.definitions { #expect(values.isCurrent(d) == plain.contains(d.index)) }
        values.evaluate(.listed(marked), rows: system.rows, rowOf: system.rowOf)
        Self.expectReference(values, system)
    }
}
