/// A set of slots of a ``LayoutItemTable``, in insertion order, each once; cleared in O(1)
/// by moving to a new epoch, so that a pass allocates nothing once the buffers have grown.
///
/// The slots are kept in the first ``count`` entries of a buffer as long as the marks, so
/// that an insertion never grows it: slots are distinct and below the number of marks.
struct SlotList {
    private var storage: [Int32] = []
    private var marks: [UInt32] = []
    private var epoch: UInt32 = 1
    private(set) var count = 0

    /// The slots, in the order they were inserted.
    var slots: ArraySlice<Int32> { storage[..<count] }
    var isEmpty: Bool { count == 0 }

    /// Adds a slot; whether it was new.
    @discardableResult
    mutating func insert(_ slot: Int32) -> Bool {
        let i = Int(slot)
        if i >= marks.count { reserve(below: i + 1 + 64) }
        guard marks[i] != epoch else { return false }
        marks[i] = epoch
        storage[count] = slot
        count += 1
        return true
    }

    func contains(_ slot: Int32) -> Bool {
        let i = Int(slot)
        return i < marks.count && marks[i] == epoch
    }

    /// Empties the list, keeping its storage.
    mutating func removeAll() {
        count = 0
        if epoch == .max {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        } else {
            epoch += 1
        }
    }

    /// Grows the marks and the buffer to hold every slot below `limit`, so that inserting
    /// those allocates nothing.
    mutating func reserve(below limit: Int) {
        guard limit > marks.count else { return }
        marks.append(contentsOf: repeatElement(0, count: limit - marks.count))
        storage.append(contentsOf: repeatElement(0, count: limit - storage.count))
    }
}
