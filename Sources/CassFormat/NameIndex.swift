/// Variable ids by name, found from a name's UTF-8 bytes in the file without making a
/// `String` for each occurrence.
///
/// An open-addressing table (linear probing, at most half full) from the FNV-1a hash of a
/// name's bytes to its id; ids count from 0 in order of first insertion. Each name's bytes
/// are kept once, end to end in one array, so a look-up compares the stored hash and then
/// the bytes, and only a new name costs storage.
///
/// ```swift
/// var names = NameIndex()
/// let bytes = Array("x + width".utf8)
/// names.insert(bytes, 0..<1)    // (id: 0, isNew: true)
/// names.insert(bytes, 4..<9)    // (id: 1, isNew: true)
/// names.id(of: bytes, 0..<1)    // 0
/// ```
struct NameIndex {
    /// The id held by each slot, or `emptySlot`; the count is a power of two.
    private var slots: [Int32]
    /// The hash of each id's name.
    private var hashes: [UInt64] = []
    /// Where each id's name starts in `spellings`; one more entry than ids, the last being
    /// the end of the last name.
    private var starts: [Int] = [0]
    /// The names' bytes, end to end in id order.
    private var spellings: [UInt8] = []

    private static let emptySlot: Int32 = -1

    /// An empty index with room for `capacity` names before it first grows (at least 1).
    init(capacity: Int = 64) {
        var slotCount = 2
        while slotCount < 2 * max(1, capacity) { slotCount *= 2 }
        slots = Array(repeating: Self.emptySlot, count: slotCount)
    }

    /// The number of names.
    var count: Int { hashes.count }

    /// The number of slots (for the tests of probing; twice the names or more).
    var slotCount: Int { slots.count }

    /// The id of the name spelled by `bytes[range]`, or `nil` when it has none.
    func id(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let hash = Self.hash(bytes, range)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { return nil }
            if hashes[id] == hash && spells(id, bytes, range) { return id }
            slot = (slot + 1) & mask
        }
    }

    /// The id of the name spelled by `bytes[range]`, giving it the next id when it is new.
    @discardableResult
    mutating func insert(_ bytes: [UInt8], _ range: Range<Int>) -> (id: Int, isNew: Bool) {
        let hash = Self.hash(bytes, range)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { break }
            if hashes[id] == hash && spells(id, bytes, range) { return (id, false) }
            slot = (slot + 1) & mask
        }
        let id = hashes.count
        slots[slot] = Int32(id)
        hashes.append(hash)
        spellings.append(contentsOf: bytes[range])
        starts.append(spellings.count)
        if 2 * hashes.count > slots.count { grow() }
        return (id, true)
    }

    /// The spelling of name `id`.
    func name(_ id: Int) -> String {
        String(decoding: spellings[starts[id]..<starts[id + 1]], as: UTF8.self)
    }

    /// FNV-1a, 64 bits, of `bytes[range]`.
    static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range {
            hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Whether name `id` is spelled by `bytes[range]`.
    private func spells(_ id: Int, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == range.count else { return false }
        var i = start
        for j in range {
            if spellings[i] != bytes[j] { return false }
            i += 1
        }
        return true
    }

    /// Doubles the slots and places every id again by its hash.
    private mutating func grow() {
        let count = slots.count * 2
        let mask = count - 1
        var grown = Array(repeating: Self.emptySlot, count: count)
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(id)
        }
        slots = grown
    }
}
