// The pooled lists of the column index (`SlotLists`) against a plain array of arrays, under
// random appends, bulk appends, emptyings (keeping room or not) and replacements: every list
// must read as the model's after each step and blocks must never overlap; a freed block is
// reused by the next list of its size.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Pooled slot lists")
struct SlotListsTests {
    @Test("random operations read as a plain array of arrays", arguments: 0..<30)
    func randomOperations(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 6_364_136_223 &+ 11)
        let symbolCount = rng.int(1...24)
        var lists = SlotLists()
        lists.grow(toHold: symbolCount)
        var model = Array(repeating: [Int32](), count: symbolCount)
        for _ in 0..<rng.int(50...400) {
            let s = rng.int(0...(symbolCount - 1))
            switch rng.int(0...9) {
            case 0...5:
                let slot = Int32(rng.int(0...999))
                lists.append(slot, to: s)
                model[s].append(slot)
            case 6:
                let slots = (0..<rng.int(0...40)).map { _ in Int32(rng.int(0...999)) }
                lists.append(contentsOf: slots, to: s)
                model[s] += slots
            case 7:
                let keeps = rng.chance(50)
                lists.removeAll(of: s, keepingRoom: keeps)
                model[s].removeAll()
                if !keeps { #expect(lists.capacity(of: s) == 0) }
            case 8:
                let kept = model[s].filter { _ in rng.chance(40) }
                lists.replace(s, with: kept, allowance: rng.int(0...16))
                model[s] = kept
            default:
                let more = symbolCount + rng.int(0...3)
                lists.grow(toHold: more)
                if more > model.count { model += Array(repeating: [], count: more - model.count) }
            }
            #expect(lists.count(of: s) == model[s].count)
            #expect(Array(lists[s]) == model[s])
        }
        #expect(lists.arrays == model)
        #expect(lists.invariantViolations().isEmpty)
    }

    @Test("a list emptied without its room gives the block to the next list of that size")
    func reuse() {
        var lists = SlotLists()
        lists.grow(toHold: 3)
        for k in 0..<5 { lists.append(Int32(k), to: 0) }
        let pool = lists.entries.count
        lists.removeAll(of: 0, keepingRoom: false)
        for k in 0..<5 { lists.append(Int32(10 + k), to: 1) }
        #expect(lists.entries.count == pool)
        #expect(Array(lists[1]) == [10, 11, 12, 13, 14])
        #expect(Array(lists[0]).isEmpty)
        #expect(lists.invariantViolations().isEmpty)
    }

    @Test("a view indexes its list from 0")
    func view() {
        var lists = SlotLists([[], [7, 8], [1, 2, 3]])
        lists.append(4, to: 2)
        let list = lists[2]
        #expect(list.count == 4)
        #expect(list[0] == 1 && list[3] == 4)
        #expect(lists[1].first == 7)
        #expect(lists[0].isEmpty)
    }
}
