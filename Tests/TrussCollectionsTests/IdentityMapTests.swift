// `IdentityMap` (the solver's and the layout engine's look-up by identity) and `IdentitySet`
// against a `Dictionary` and a `Set` on random inserts, overwrites and removals of many objects: the same value
// for every key after every step, and the same count. Removal shifts probe runs back, so
// removing in a random order exercises runs that wrap around the table's end.

import TestSupport
import Testing

@testable import TrussCollections

@Suite("Identity map")
struct IdentityMapTests {
    final class Key {}

    @Test("random operations against a Dictionary", arguments: 0..<12)
    func randomOperations(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 101)
        let objects = (0..<300).map { _ in Key() }
        var map = IdentityMap<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<4000 {
            let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &rng)])
            if Int.random(in: 0..<3, using: &rng) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                map[key] = step
                reference[key] = step
            }
            if step % 97 == 0 {
                for object in objects {
                    let id = ObjectIdentifier(object)
                    #expect(map[id] == reference[id])
                }
                #expect(map.values.sorted() == reference.values.sorted())
            }
            #expect(map.count == reference.count)
        }
        // Empty it in a random order.
        for object in objects.shuffled(using: &rng) {
            map[ObjectIdentifier(object)] = nil
            reference[ObjectIdentifier(object)] = nil
            #expect(map.count == reference.count)
        }
        #expect(map.count == 0)
        #expect(map[ObjectIdentifier(objects[0])] == nil)
    }

    @Test("a set against a Set", arguments: 0..<4)
    func setOperations(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 707)
        let objects = (0..<200).map { _ in Key() }
        var set = IdentitySet()
        var reference = Set<ObjectIdentifier>()
        for _ in 0..<3000 {
            let object = objects[Int.random(in: 0..<objects.count, using: &rng)]
            let id = ObjectIdentifier(object)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                set.remove(object)
                reference.remove(id)
            } else {
                #expect(set.insert(object) == reference.insert(id).inserted)
            }
            #expect(set.contains(object) == reference.contains(id))
            #expect(set.count == reference.count)
        }
    }

    @Test("room reserved ahead: the table grows no further while filling it, and keeps its entries")
    func reservedCapacity() {
        let objects = (0..<1000).map { _ in Key() }
        var map = IdentityMap<Int>()
        for (i, object) in objects.prefix(100).enumerated() { map[ObjectIdentifier(object)] = i }
        map.reserveCapacity(1000)
        let capacity = map.entries.count
        #expect(capacity == 2048)
        for (i, object) in objects.enumerated() { map[ObjectIdentifier(object)] = i }
        #expect(map.entries.count == capacity)
        #expect(map.count == 1000)
        #expect(objects.indices.allSatisfy { map[ObjectIdentifier(objects[$0])] == $0 })
        map.reserveCapacity(10)
        #expect(map.entries.count == capacity)
        // A table that doubles on the way ends the same size.
        var grown = IdentityMap<Int>()
        for (i, object) in objects.enumerated() { grown[ObjectIdentifier(object)] = i }
        #expect(grown.entries.count == capacity)
    }

    @Test("a set made from a sequence holds each object once")
    func setFromSequence() {
        let objects = (0..<50).map { _ in Key() }
        let set = IdentitySet(objects + objects.prefix(10))
        #expect(set.count == 50)
        #expect(objects.allSatisfy { set.contains($0) })
        #expect(!set.contains(Key()))
        #expect(IdentitySet([Key]()).count == 0)
    }
}
