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
    /// Addresses; 0 marks an empty slot (no object lives at address 0).
    @usableFromInline var keys: [UInt] = []
    /// The value of each occupied slot; nil where `keys` is 0.
    @usableFromInline var slots: [Value?] = []
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
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
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
            return found ? slots[index] : nil
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

    /// Every value, in no meaningful order.
    @inlinable
    public var values: some Sequence<Value> { slots.lazy.compactMap { $0 } }

    @inlinable
    mutating func insert(_ key: UInt, _ value: Value) {
        if 2 * (entryCount + 1) > keys.count { grow() }
        let (index, found) = slot(of: key)
        slots[index] = value
        if !found {
            keys[index] = key
            entryCount += 1
        }
    }

    @inlinable
    mutating func remove(_ key: UInt) {
        guard entryCount > 0 else { return }
        let (found, present) = slot(of: key)
        guard present else { return }
        let mask = keys.count - 1
        var hole = found
        var next = (hole + 1) & mask
        // Move back every entry of the run after the hole whose home is not between the hole
        // and its slot (cyclically): it was displaced past the hole.
        while keys[next] != 0 {
            let h = home(keys[next])
            let displaced = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if displaced {
                keys[hole] = keys[next]
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        slots[hole] = nil
        entryCount -= 1
    }

    /// Doubles the table (at least 16 slots) and moves every entry to its slot in it. A value
    /// is moved, not copied: a reference is neither retained nor released, so the objects
    /// the map holds are not touched.
    @inlinable
    mutating func grow() {
        let capacity = max(16, keys.count * 2)
        let oldKeys = keys
        var oldSlots = slots
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for i in oldKeys.indices where oldKeys[i] != 0 {
            // Keys are distinct, so the probe ends at an empty slot.
            let j = slot(of: oldKeys[i]).index
            keys[j] = oldKeys[i]
            swap(&slots[j], &oldSlots[i])
        }
    }
}

extension IdentityMap: Sendable where Value: Sendable {}
