// The kernels' view of a `StampSet` (`StampSet.withUnsafeView`) against the set's own
// methods, on random inserts, removals and epochs: after every step the view and the set
// answer the same for every id, and an insert through the view is a member of the set.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Stamp set view")
struct StampViewTests {
    @Test("the view answers and changes as the set does", arguments: 0..<12)
    func randomOperations(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 31 &+ 5)
        let capacity = rng.int(1...200)
        var viewed = StampSet()
        var plain = StampSet()
        viewed.grow(toHold: capacity)
        plain.grow(toHold: capacity)
        var members = 0
        for _ in 0..<400 {
            let id = rng.int(0...(capacity - 1))
            switch rng.int(0...9) {
            case 0:
                viewed.removeAll()
                plain.removeAll()
            case 1...3:
                viewed.withUnsafeView { $0.remove(id) }
                plain.remove(id)
            default:
                viewed.withUnsafeView { $0.insert(id) }
                plain.insert(id)
            }
            let fromView = viewed.withUnsafeView { view in (0..<capacity).map { view.contains($0) } }
            let fromSet = (0..<capacity).map { plain.contains($0) }
            #expect(fromView == fromSet)
            #expect((0..<capacity).map { viewed.contains($0) } == fromSet)
            members += fromSet.filter { $0 }.count
        }
        #expect(viewed.invariantViolations().isEmpty)
        #expect(members > 0)
    }

    @Test("room for an id at least doubles the capacity and keeps the members")
    func makeRoom() {
        var set = StampSet()
        set.makeRoom(for: 0)
        #expect(set.capacity == 64)  // the smallest growth
        set.insert(63)
        set.makeRoom(for: 64)
        #expect(set.capacity == 128)  // 2 × 64, more than 64 + 1
        set.makeRoom(for: 1000)
        #expect(set.capacity == 1001)  // more than 2 × 128: exactly room for the id
        set.makeRoom(for: 10)
        #expect(set.capacity == 1001)  // already room: unchanged
        #expect(set.contains(63))
        #expect(!set.contains(64) && !set.contains(1000))
        #expect(set.invariantViolations().isEmpty)
    }

    @Test("a new epoch empties what the view inserted")
    func epoch() {
        var set = StampSet()
        set.grow(toHold: 4)
        set.withUnsafeView { $0.insert(2) }
        #expect(set.contains(2))
        #expect(!set.contains(1))
        set.removeAll()
        #expect(!set.withUnsafeView { $0.contains(2) })
    }
}
