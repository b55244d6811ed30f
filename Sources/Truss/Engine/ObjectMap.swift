/// A hash map from object identities to values: the engine's look-up of the item slot of a
/// solver variable (one per variable the solver reports changed) and of the layout
/// constraint of a solver constraint.
///
/// Open addressing with linear probing over a power-of-two table kept at most half full; the
/// home slot of a key is the high bits of its address times 2⁶⁴/φ (Fibonacci hashing), one
/// multiply where a `Dictionary` runs seeded SipHash. Removal shifts the following entries of
/// the probe run back, so there are no tombstones. The solver has the same structure
/// (`IdentityMap`), but a generic from another module is not specialized here: each call
/// went through the type's metadata, several times the cost of the look-up itself.
///
/// The map's order is never observed (``values`` is for clearing references only), so the
/// addresses cannot reach a result. It does not keep its keys' objects alive: remove an
/// entry before its object goes away (a new object may reuse the address).
///
/// ```swift
/// var slots = ObjectMap<Int32>()
/// slots[width.id] = 2
/// slots[width.id]      // 2
/// slots[height.id]     // nil
/// ```
struct ObjectMap<Value> {
    /// Addresses; 0 marks an empty slot (no object lives at address 0).
    private var keys: [UInt] = []
    private var entries: [Value?] = []
    /// `64 - log2(capacity)`: the home slot of `k` is `(k &* φ⁻¹·2⁶⁴) >> shift`.
    private var shift = 64
    /// The number of entries.
    private(set) var count = 0

    init() {}

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go (the table is never full).
    @inline(__always)
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return (i, true) }
            if k == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The value stored for an identity, or nil; setting nil removes the entry.
    subscript(key: ObjectIdentifier) -> Value? {
        @inline(__always) get {
            guard count > 0 else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: key))
            return found ? entries[index] : nil
        }
        set {
            let k = UInt(bitPattern: key)
            if let newValue { insert(k, newValue) } else { remove(k) }
        }
    }

    /// The value stored for an object, or nil; setting nil removes the entry.
    subscript(object: AnyObject) -> Value? {
        get { self[ObjectIdentifier(object)] }
        set { self[ObjectIdentifier(object)] = newValue }
    }

    /// Every value, in no meaningful order.
    var values: some Sequence<Value> { entries.lazy.compactMap { $0 } }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if 2 * (count + 1) > keys.count { grow() }
        let (index, found) = slot(of: key)
        entries[index] = value
        if !found {
            keys[index] = key
            count += 1
        }
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
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
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        entries[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        let oldKeys = keys
        let oldEntries = entries
        keys = Array(repeating: 0, count: capacity)
        entries = Array(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 {
            insert(oldKeys[i], oldEntries[i]!)
        }
    }
}

/// A set of object identities, on an ``ObjectMap``: the same cost per operation, and the
/// same rule (an object must stay alive while it is in the set).
struct ObjectSet {
    private var members = ObjectMap<Void>()

    init() {}

    /// Adds an object; whether it was new.
    @discardableResult
    mutating func insert(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        guard members[id] == nil else { return false }
        members[id] = ()
        return true
    }

    func contains(_ object: AnyObject) -> Bool { members[ObjectIdentifier(object)] != nil }

    mutating func remove(_ object: AnyObject) { members[ObjectIdentifier(object)] = nil }
}
