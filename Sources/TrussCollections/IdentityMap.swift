/// A hash map from object identities to values: the solver's look-ups of constraint records,
/// variable symbols and edit records, and the layout engine's look-ups of the item a solver
/// variable belongs to and of the layout constraint of a solver constraint.
///
/// Open addressing with linear probing over a power-of-two table kept at most half full; the
/// home slot of a key is the high bits of its address times 2⁶⁴/φ (Fibonacci hashing), one
/// multiply where a `Dictionary` hashes an `ObjectIdentifier` with seeded SipHash. Removal
/// shifts the following entries of the probe run back, so there are no tombstones.
///
/// Every member is `public` and `@inlinable`, so a client module specializes the map for its
/// value type (an unspecialized generic call goes through the type's metadata, several times
/// the cost of the look-up itself; Swift 6.3 specializes `package` inlinable generics only
/// inside their module). The target is not a product of the package: it is the solver's and
/// the layout layer's, not part of Truss's API.
///
/// The map's order is never observed (``values`` is for dropping references only), so the
/// addresses cannot reach a result. It does not keep its keys' objects alive: remove an
/// entry before its object goes away (a new object may reuse the address).
///
/// ```swift
/// var index = IdentityMap<Int>()
/// index[width.id] = 2
/// index[width.id]      // 2
/// index[height.id]     // nil
/// ```
public struct IdentityMap<Value> {
    /// One slot of the table: an address (0 marks an empty slot: no object lives at address
    /// 0) and its value (nil where the key is 0). Key and value side by side, so that a
    /// look-up that finds its key at home reads one cache line, not one in each of two
    /// tables.
    @usableFromInline
    struct Entry {
        @usableFromInline var key: UInt
        @usableFromInline var value: Value?

        @inlinable
        init(key: UInt, value: Value?) {
            self.key = key
            self.value = value
        }
    }

    /// The table.
    @usableFromInline var entries: [Entry] = []
    /// `64 - log2(capacity)`: the home slot of `k` is `(k &* φ⁻¹·2⁶⁴) >> shift`.
    @usableFromInline var shift = 64
    /// The number of entries (``count``).
    @usableFromInline var entryCount = 0

    /// The number of entries.
    @inlinable
    public var count: Int { entryCount }

    /// An empty map.
    @inlinable
    public init() {}

    @inlinable @inline(__always)
    func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go (the table is never full,
    /// so the probe ends).
    @inlinable @inline(__always)
    func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = entries.count - 1
        var i = home(key)
        while true {
            let k = entries[i].key
            if k == key { return (i, true) }
            if k == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The value stored for `key`, or nil; setting nil removes the entry.
    @inlinable
    public subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard entryCount > 0 else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: key))
            return found ? entries[index].value : nil
        }
        set {
            let k = UInt(bitPattern: key)
            if let newValue {
                insert(k, newValue)
            } else {
                remove(k)
            }
        }
    }

    /// The value stored for an object, or nil; setting nil removes the entry.
    @inlinable
    public subscript(object: AnyObject) -> Value? {
        @inline(__always) get { self[ObjectIdentifier(object)] }
        set { self[ObjectIdentifier(object)] = newValue }
    }

    /// Removes the entry of `key` and returns its value, or nil if there is none: one probe,
    /// where a look-up followed by a removal makes two.
    @inlinable
    public mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        remove(UInt(bitPattern: key))
    }

    /// Every value, in no meaningful order.
    @inlinable
    public var values: some Sequence<Value> { entries.lazy.compactMap { $0.value } }

    @inlinable
    mutating func insert(_ key: UInt, _ value: Value) {
        if 2 * (entryCount + 1) > entries.count { grow() }
        let (index, found) = slot(of: key)
        entries[index].value = value
        if !found {
            entries[index].key = key
            entryCount += 1
        }
    }

    @inlinable @discardableResult
    mutating func remove(_ key: UInt) -> Value? {
        guard entryCount > 0 else { return nil }
        let (found, present) = slot(of: key)
        guard present else { return nil }
        var value: Value?
        swap(&value, &entries[found].value)
        let mask = entries.count - 1
        var hole = found
        var next = (hole + 1) & mask
        // Move back every entry of the run after the hole whose home is not between the hole
        // and its slot (cyclically): it was displaced past the hole.
        while entries[next].key != 0 {
            let h = home(entries[next].key)
            let displaced = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if displaced {
                entries.swapAt(hole, next)
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole].key = 0
        entries[hole].value = nil
        entryCount -= 1
        return value
    }

    /// Makes room for `count` entries in all, so that inserting up to that many rehashes
    /// nothing: the table takes the size it would have grown to by those insertions, at once
    /// (a large map that doubles step by step moves every entry to a random place at each
    /// step, a read and a write out of cache each once it outgrows the cache).
    @inlinable
    public mutating func reserveCapacity(_ count: Int) {
        guard 2 * count > entries.count else { return }
        var capacity = max(16, entries.count)
        while 2 * count > capacity { capacity *= 2 }
        rehash(capacity: capacity)
    }

    /// Doubles the table (at least 16 slots).
    @inlinable
    mutating func grow() {
        rehash(capacity: max(16, entries.count * 2))
    }

    /// Moves every entry to its slot in a table of `capacity` slots (a power of two, more
    /// than twice ``count``). A value is moved, not copied: a reference is neither retained
    /// nor released, so the objects the map holds are not touched.
    @inlinable @inline(__always)
    mutating func rehash(capacity: Int) {
        var old: [Entry] = Array(repeating: Entry(key: 0, value: nil), count: capacity)
        swap(&old, &entries)
        shift = 64 - capacity.trailingZeroBitCount
        for i in old.indices where old[i].key != 0 {
            // Keys are distinct, so the probe ends at an empty slot.
            let j = slot(of: old[i].key).index
            swap(&entries[j], &old[i])
        }
    }
}

extension IdentityMap: Sendable where Value: Sendable {}
extension IdentityMap.Entry: Sendable where Value: Sendable {}
