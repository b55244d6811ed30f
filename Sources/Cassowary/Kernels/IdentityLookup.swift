/// An ``IdentityMap`` read through its buffers: look-ups with no copy-on-write check, no
/// bounds check and no retain per probe, which inline into the caller's loop (such as a
/// layout engine's per-variable report). The map's subscript is its plain reference, which
/// `IdentityMapTests` runs the view against on random maps.
///
/// The math is the map's: the probe for a key `k` starts at its home slot
/// `(k · ⌊2⁶⁴/φ⌋ mod 2⁶⁴) >> shift` and steps by one slot (mod the power-of-two capacity) to
/// the slot holding `k` (found) or the first empty one (absent). Every probe stays in the
/// table (a home slot is below the capacity, and stepping wraps with the mask) and ends (the
/// table is at most half full).
extension IdentityMap {
    /// Calls `body` with a read-only view of the map as it is now, whose look-ups read the
    /// table through its buffers (no copy-on-write check or retain per look-up, and they
    /// inline): for many look-ups in a loop, such as a layout engine's per-variable report.
    ///
    /// ```swift
    /// index.withLookup { index in
    ///     solver.updateVariables { variable, value in if let i = index[variable.id] { … } }
    /// }
    /// ```
    @inlinable
    package func withLookup<R>(_ body: (Lookup) throws -> R) rethrows -> R {
        try keys.withUnsafeBufferPointer { keys in
            try values.withUnsafeBufferPointer { values in
                try body(Lookup(keys: keys, values: values, shift: shift, isEmpty: count == 0))
            }
        }
    }

    /// A read-only view of an ``IdentityMap`` through its buffers, valid only inside
    /// ``IdentityMap/withLookup(_:)``. Every probe stays in the table (a home slot is below
    /// the capacity, and probing wraps with the mask) and ends (the table is at most half
    /// full).
    package struct Lookup {
        @usableFromInline let keys: UnsafeBufferPointer<UInt>
        @usableFromInline let values: UnsafeBufferPointer<Value?>
        @usableFromInline let shift: Int
        @usableFromInline let isEmpty: Bool

        @inlinable
        init(keys: UnsafeBufferPointer<UInt>, values: UnsafeBufferPointer<Value?>, shift: Int, isEmpty: Bool) {
            self.keys = keys
            self.values = values
            self.shift = shift
            self.isEmpty = isEmpty
        }

        /// The value stored for `key`, or nil.
        @inlinable @inline(__always)
        package subscript(key: ObjectIdentifier) -> Value? {
            guard !isEmpty else { return nil }
            let k = UInt(bitPattern: key)
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
            while true {
                let found = keys[i]
                if found == k { return values[i] }
                if found == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }
}
