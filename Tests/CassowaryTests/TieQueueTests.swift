// The long step's queue of ties (`TieQueue`) against a plain reference, the cells sorted by
// coefficient descending, then symbol id ascending: on seeded random gatherings, with many
// equal coefficients and with none, popping every cell (or a few, then refilling the same
// storage) yields the sorted order, and the queue holds its heap invariant throughout.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Tie queue")
struct TieQueueTests {
    /// The reference order: the larger coefficient, then the lower id.
    static func sorted(_ cells: [Cell]) -> [Cell] {
        cells.sorted { $0.coefficient > $1.coefficient || ($0.coefficient == $1.coefficient && $0.symbol < $1.symbol) }
    }

    /// `count` cells with distinct symbols; coefficients drawn from `distinct` values (few
    /// values: many ties in coefficient).
    static func randomCells(_ count: Int, distinct: Int, _ rng: inout SplitMix64) -> [Cell] {
        var ids = Array(0..<Int32(count * 2))
        ids.shuffle(using: &rng)
        return (0..<count).map { k in
            Cell(symbol: Symbol(id: ids[k]), coefficient: Double(rng.int(1...distinct)) / 8)
        }
    }

    static func fill(_ queue: inout TieQueue, with cells: [Cell]) {
        queue.refill { storage in
            for (k, cell) in cells.enumerated() {
                if k < storage.count { storage[k] = cell } else { storage.append(cell) }
            }
            return cells.count
        }
    }

    static func popAll(_ queue: inout TieQueue) -> [Cell] {
        var popped: [Cell] = []
        while let cell = queue.popFirst() { popped.append(cell) }
        return popped
    }

    static func same(_ a: [Cell], _ b: [Cell]) -> Bool {
        a.map(\.symbol) == b.map(\.symbol) && a.map(\.coefficient) == b.map(\.coefficient)
    }

    @Test("pops every gathered cell in the sorted order", arguments: 0..<24)
    func popsInOrder(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 3)
        let count = rng.int(0...300)
        let distinct = rng.pick([1, 2, 5, 1_000_000])
        let cells = Self.randomCells(count, distinct: distinct, &rng)
        var queue = TieQueue()
        Self.fill(&queue, with: cells)
        #expect(queue.count == count)
        #expect(queue.invariantViolations().isEmpty)
        #expect(Self.same(Self.popAll(&queue), Self.sorted(cells)), "seed \(seed)")
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }

    @Test("a refill after a partial take starts over, in the storage it kept", arguments: 0..<16)
    func refillAfterPartialTake(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_723 &+ 5)
        var queue = TieQueue()
        for round in 0..<6 {
            let cells = Self.randomCells(rng.int(0...200), distinct: rng.pick([1, 3, 50]), &rng)
            Self.fill(&queue, with: cells)
            let taken = rng.int(0...cells.count)
            var popped: [Cell] = []
            for _ in 0..<taken { popped.append(queue.popFirst()!) }
            #expect(queue.count == cells.count - taken)
            #expect(queue.invariantViolations().isEmpty, "seed \(seed), round \(round)")
            #expect(Self.same(popped, Array(Self.sorted(cells).prefix(taken))), "seed \(seed), round \(round)")
        }
    }

    @Test("an empty gathering pops nothing")
    func empty() {
        var queue = TieQueue()
        queue.refill { _ in 0 }
        #expect(queue.isEmpty && queue.popFirst() == nil)
        Self.fill(&queue, with: [Cell(symbol: Symbol(id: 4), coefficient: 1)])
        Self.fill(&queue, with: [])
        #expect(queue.isEmpty && queue.popFirst() == nil)
        #expect(queue.invariantViolations().isEmpty)
    }

    @Test("equal coefficients come out by ascending id")
    func equalCoefficients() {
        var queue = TieQueue()
        let ids: [Int32] = [9, 2, 7, 4, 0, 5]
        Self.fill(&queue, with: ids.map { Cell(symbol: Symbol(id: $0), coefficient: 1) })
        #expect(Self.popAll(&queue).map(\.symbol.id) == [0, 2, 4, 5, 7, 9])
    }
}
