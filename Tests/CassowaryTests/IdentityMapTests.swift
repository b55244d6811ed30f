// `IdentityMap` (the solver's look-up of constraints and variables by identity) against a
// `Dictionary` on random inserts, overwrites and removals of many objects: the same value
// for every key after every step, and the same count. Removal shifts probe runs back, so
// removing in a random order exercises runs that wrap around the table's end.

import TestSupport
import Testing

@testable import Cassowary

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
                // The buffer view answers as the map does.
                map.withLookup { lookup in
                    for object in objects {
                        let id = ObjectIdentifier(object)
                        #expect(lookup[id] == reference[id])
                    }
                }
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
}
