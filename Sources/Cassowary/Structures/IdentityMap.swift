/// A hash map from object identities to values: the solver's look-ups of constraint records,
/// variable symbols and edit records, and a layout engine's look-up of the item a changed
/// variable belongs to (``Solver/updateVariables(_:)`` reports variables, and a client maps
/// each to its own index).
///
/// Open addressing with linear probing over a power-of-two table kept at most half full; the
/// slot of a key is the high bits of its address times 2⁶⁴/φ (Fibonacci hashing). A `Dictionary`
/// hashes an `ObjectIdentifier` with seeded SipHash, several times the cost of one multiply,
/// and the solver looks up a constraint or a variable on every operation. Removal shifts the
/// following entries of the probe run back, so there are no tombstones.
///
/// The map is never iterated, so its layout cannot reach a result. It does not keep its keys'
/// objects alive: remove an entry before its object goes away (a new object may reuse the
/// address).
///
/// Many look-ups in a loop read the table through its buffers instead
/// (``IdentityMap/withLookup(_:)``, in `Kernels/IdentityLookup.swift`).
///
/// ```swift
/// var index = IdentityMap<Int>()
/// index[width.id] = 2
/// index[width.id]      // 2
/// index[height.id]     // nil
/// ```
package struct IdentityMap<Value> {
    /// Addresses; 0 marks an empty slot (no object lives at address 0).
    @usableFromInline var keys: [UInt] = []
    @usableFromInline var values: [Value?] = []
    /// `64 - log2(capacity)`: the slot of `k` is `(k &* φ⁻¹·2⁶⁴) >> shift`.
    @usableFromInline var shift = 64
    /// The number of entries.
    package internal(set) var count = 0

    /// An empty map.
    @inlinable
    package init() {}

    @inlinable @inline(__always)
    func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
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
    package subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: key))
            return found ? values[index] : nil
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

    @usableFromInline
    mutating func insert(_ key: UInt, _ value: Value) {
        if 2 * (count + 1) > keys.count { grow() }
        let (index, found) = slot(of: key)
        values[index] = value
        if !found {
            keys[index] = key
            count += 1
        }
    }

    @usableFromInline
    mutating func remove(_ key: UInt) {
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
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 {
            insert(oldKeys[i], oldValues[i]!)
        }
    }
}

extension IdentityMap: Sendable where Value: Sendable {}
