/// A variable's identity → `slot << 2 | coordinate` for a ``LayoutItemTable`` (coordinates
/// 0 minX, 1 minY, 2 width, 3 height): the map that the solver's callback reads once per
/// changed variable in every layout pass.
///
/// The open addressing of Cassowary's `IdentityMap` (linear probing over a power-of-two
/// table kept at most half full, the high bits of the address times 2⁶⁴/φ as the home slot,
/// removal by shifting the rest of the probe run back), for `Int32` codes only, with a
/// ``Lookup`` that reads the table through its buffers: a look-up inlines into the
/// callback instead of being a call.
///
/// It does not keep its keys' objects alive: remove an entry before its variable goes away.
struct CoordinateCodes {
    /// Addresses; 0 marks an empty slot (no object lives at address 0).
    private var keys: [UInt] = []
    private var codes: [Int32] = []
    /// `64 - log2(capacity)`.
    private var shift = 64
    private var count = 0

    @inline(__always)
    private static func home(_ key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var i = Self.home(key, shift: shift)
        while true {
            let k = keys[i]
            if k == key { return (i, true) }
            if k == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The code stored for a variable's identity, or nil; setting nil removes the entry.
    subscript(id: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? codes[index] : nil
        }
        set {
            if let newValue {
                insert(UInt(bitPattern: id), newValue)
            } else {
                remove(UInt(bitPattern: id))
            }
        }
    }

    private mutating func insert(_ key: UInt, _ code: Int32) {
        if 2 * (count + 1) > keys.count { grow() }
        let (index, found) = slot(of: key)
        codes[index] = code
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
            let h = Self.home(keys[next], shift: shift)
            let displaced = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if displaced {
                keys[hole] = keys[next]
                codes[hole] = codes[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        codes[hole] = 0
        count -= 1
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        let oldKeys = keys
        let oldCodes = codes
        keys = Array(repeating: 0, count: capacity)
        codes = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 {
            insert(oldKeys[i], oldCodes[i])
        }
    }

    /// Calls `body` with a ``Lookup`` over the map as it is now.
    func withLookup<R>(_ body: (Lookup) -> R) -> R {
        keys.withUnsafeBufferPointer { keys in
            codes.withUnsafeBufferPointer { codes in
                body(Lookup(keys: keys, codes: codes, shift: shift, isEmpty: count == 0))
            }
        }
    }

    /// Reads a ``CoordinateCodes`` through its buffers. Every probe stays in the table (a
    /// home slot is below the capacity, and probing wraps with the mask) and ends (the
    /// table is at most half full).
    struct Lookup {
        fileprivate let keys: UnsafeBufferPointer<UInt>
        fileprivate let codes: UnsafeBufferPointer<Int32>
        fileprivate let shift: Int
        fileprivate let isEmpty: Bool

        /// The code stored for a variable's identity, or nil.
        @inline(__always)
        func code(of id: ObjectIdentifier) -> Int32? {
            guard !isEmpty else { return nil }
            let key = UInt(bitPattern: id)
            let mask = keys.count - 1
            var i = CoordinateCodes.home(key, shift: shift)
            while true {
                let k = keys[i]
                if k == key { return codes[i] }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }
}
