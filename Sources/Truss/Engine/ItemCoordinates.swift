import Cassowary
import TrussCollections

/// Which item and coordinate each solver variable of the registered items is: the map a
/// layout pass reads for every changed variable (``LayoutItemTable/recordChanges(from:into:)``).
///
/// Each slot keeps the identities of its item's four variables, so that a release removes
/// them from the map without reading the item's variables (four objects a view, out of
/// cache when a large subtree leaves).
///
/// Releases may be gathered (``beginReleases(expected:)``, ``endReleases()``): a gathered batch that
/// leaves at most as many slots as it releases is done by building the map again from the
/// slots that stay, one walk of the slots in order, instead of one probe at a random place
/// of a large map for each of the four variables of each released slot. Either way the map
/// ends holding exactly the variables of the slots that stay.
struct ItemCoordinates {
    /// The identities of an item's four variables.
    struct VariableIDs {
        var minX: ObjectIdentifier
        var minY: ObjectIdentifier
        var width: ObjectIdentifier
        var height: ObjectIdentifier

        init(_ variables: ItemVariables) {
            minX = variables.minX.id
            minY = variables.minY.id
            width = variables.width.id
            height = variables.height.id
        }
    }

    /// Variable id → the item and coordinate it is.
    private var map = IdentityMap<ItemCoordinate>()
    /// The variables of each slot's item (`nil`: a free slot).
    private var ids: [VariableIDs?] = []
    /// How many slots hold an item.
    private var liveCount = 0
    /// The variables of the slots released since ``beginReleases(expected:)``, still in ``map``;
    /// `nil` when releases are not gathered.
    private var gathered: [VariableIDs]?

    /// The item and coordinate of a variable, if it is a registered item's.
    @inline(__always)
    subscript(id: ObjectIdentifier) -> ItemCoordinate? { map[id] }

    /// Maps the four variables of the item in `slot`.
    mutating func insert(_ variables: ItemVariables, at slot: Int32) {
        let v = VariableIDs(variables)
        while ids.count <= Int(slot) { ids.append(nil) }
        ids[Int(slot)] = v
        liveCount += 1
        insertEntries(v, slot: slot)
    }

    /// Unmaps the variables of the item in `slot` (now, or at ``endReleases()`` while releases are gathered).
    mutating func remove(at slot: Int32) {
        guard let v = ids[Int(slot)] else { return }
        ids[Int(slot)] = nil
        liveCount -= 1
        if gathered != nil {
            gathered!.append(v)
        } else {
            removeEntries(v)
        }
    }

    /// Starts gathering releases, with room for `expected` of them.
    mutating func beginReleases(expected: Int) {
        guard gathered == nil else { return }
        var list: [VariableIDs] = []
        list.reserveCapacity(expected)
        gathered = list
    }

    /// Unmaps the variables of the slots released since ``beginReleases(expected:)``: by a new map of
    /// the slots that stay when at least 64 were released and no more stay, else one by one.
    mutating func endReleases() {
        guard let released = gathered else { return }
        gathered = nil
        guard released.count >= 64, liveCount <= released.count else {
            for v in released { removeEntries(v) }
            return
        }
        map = IdentityMap()
        for slot in ids.indices {
            if let v = ids[slot] { insertEntries(v, slot: Int32(slot)) }
        }
    }

    /// Whether the map holds exactly the four variables of each slot that holds an item (the
    /// invariant outside a gathered batch; for debug assertions).
    func isConsistent() -> Bool {
        guard gathered == nil, map.count == 4 * liveCount else { return false }
        return ids.indices.allSatisfy { slot in
            guard let v = ids[slot] else { return true }
            let s = Int32(slot)
            return map[v.minX]?.slot == s && map[v.minY]?.slot == s && map[v.width]?.slot == s
                && map[v.height]?.slot == s
        }
    }

    private mutating func insertEntries(_ v: VariableIDs, slot: Int32) {
        map[v.minX] = ItemCoordinate(slot: slot, coordinate: .minX)
        map[v.minY] = ItemCoordinate(slot: slot, coordinate: .minY)
        map[v.width] = ItemCoordinate(slot: slot, coordinate: .width)
        map[v.height] = ItemCoordinate(slot: slot, coordinate: .height)
    }

    private mutating func removeEntries(_ v: VariableIDs) {
        map[v.minX] = nil
        map[v.minY] = nil
        map[v.width] = nil
        map[v.height] = nil
    }
}
