/// Lists of row slots, one per symbol, pooled in one array: the storage of the column index
/// (``ColumnIndex``).
///
/// Each list lives in a block of `entries` whose room is ``firstRoom`` times a power of 2;
/// a full list moves to a block of twice its room, and the block it leaves goes on the free
/// chain of its size, which the next list to need that room takes. A tableau's lists are
/// thus a few blocks of one array, not a heap object each: adding a row costs no
/// allocation once the pool has grown, and freeing the tableau frees one array.
///
/// Invariant: list `s` is `entries[spans[s].start ..< spans[s].start + spans[s].length]`,
/// inside its block of `spans[s].room` entries (room 0: no block); blocks lie below `used`
/// and do not overlap; each free block is on the chain of its size once (the chain runs
/// through each free block's first entry, -1 ends it).
struct SlotLists {
    /// Where a list is: its block and how much of it the list fills.
    struct Span {
        var start: Int32 = 0
        var length: Int32 = 0
        var room: Int32 = 0
    }

    /// Every list's block, the free blocks, and from `used` on, room for new blocks. Written
    /// in place only where ``extend(_:by:)`` made room (the kernel `ColumnUpdate.flush`).
    var entries: [Int32] = []
    private(set) var spans: [Span] = []
    private var used = 0
    /// The first free block of each size class `c` (room `firstRoom << c`), or -1.
    private var freeBlock: [Int32] = []

    /// The room of a list's first block: most lists stay this short.
    static let firstRoom = 8

    init() {}

    /// Lists holding `lists` (for tests and references).
    init(_ lists: [[Int32]]) {
        grow(toHold: lists.count)
        for (s, list) in lists.enumerated() { append(contentsOf: list, to: s) }
    }

    /// The lists as arrays (for tests and references).
    var arrays: [[Int32]] { spans.indices.map { Array(self[$0]) } }

    /// How many symbols have a list.
    var symbolCount: Int { spans.count }

    /// Makes room for the lists of the symbols `0..<count` (empty).
    mutating func grow(toHold count: Int) {
        guard spans.count < count else { return }
        spans.append(contentsOf: repeatElement(Span(), count: count - spans.count))
    }

    /// The list of symbol `s` (a view that shares the pool: a walk that changes other
    /// lists takes a copy first, or the pool is copied).
    @inline(__always)
    subscript(_ s: Int) -> SlotList {
        SlotList(entries: entries, base: Int(spans[s].start), count: Int(spans[s].length))
    }

    /// The length of `s`'s list.
    @inline(__always)
    func count(of s: Int) -> Int { Int(spans[s].length) }

    /// Appends `s`'s list to `array` (one block copy).
    @inline(__always)
    func copy(_ s: Int, appendingTo array: inout [Int32]) {
        let span = spans[s]
        array.append(contentsOf: entries[Int(span.start)..<Int(span.start + span.length)])
    }

    /// The room of `s`'s block.
    func capacity(of s: Int) -> Int { Int(spans[s].room) }

    /// Appends `slot` to `s`'s list.
    @inline(__always)
    mutating func append(_ slot: Int32, to s: Int) {
        var span = spans[s]
        if span.length == span.room {
            span = move(s, toRoom: span.room == 0 ? Self.firstRoom : 2 * Int(span.room))
        }
        entries[Int(span.start + span.length)] = slot
        spans[s].length = span.length + 1
    }

    /// Appends `slot` to the lists of the first `count` of `symbols`, in order: each list
    /// with room in its block in one pass through the pool (the kernel
    /// ``ColumnUpdate/appendWhileRoom(_:toListsOf:from:count:entries:spans:)``), a full one
    /// moved to a larger block as ``append(_:to:)`` does.
    mutating func append(_ slot: Int32, toListsOf symbols: [Symbol], count: Int) {
        var k = 0
        while k < count {
            k = ColumnUpdate.appendWhileRoom(
                slot, toListsOf: symbols, from: k, count: count, entries: &entries, spans: &spans)
            if k < count {
                append(slot, to: symbols[k].index)
                k += 1
            }
        }
    }

    /// Appends `slots` to `s`'s list.
    mutating func append(contentsOf slots: some Collection<Int32>, to s: Int) {
        var span = spans[s]
        let needed = Int(span.length) + slots.count
        if needed > Int(span.room) {
            var newRoom = max(Self.firstRoom, Int(span.room))
            while newRoom < needed { newRoom *= 2 }
            span = move(s, toRoom: newRoom)
        }
        var k = Int(span.start + span.length)
        for slot in slots {
            entries[k] = slot
            k += 1
        }
        spans[s].length = Int32(needed)
    }

    /// Lengthens `s`'s list by `n` entries, moving it to a larger block if needed, and returns
    /// the position in ``entries`` of the first of them, which the caller must write.
    mutating func extend(_ s: Int, by n: Int) -> Int {
        var span = spans[s]
        let needed = Int(span.length) + n
        if needed > Int(span.room) {
            var newRoom = max(Self.firstRoom, Int(span.room))
            while newRoom < needed { newRoom *= 2 }
            span = move(s, toRoom: newRoom)
        }
        spans[s].length = Int32(needed)
        return Int(span.start + span.length)
    }

    /// Empties `s`'s list; its block goes back to the pool unless `keepingRoom`.
    mutating func removeAll(of s: Int, keepingRoom: Bool) {
        spans[s].length = 0
        guard !keepingRoom, spans[s].room > 0 else { return }
        release(start: spans[s].start, room: spans[s].room)
        spans[s] = Span()
    }

    /// Makes `list` the list of `s`, in a block no larger than it needs unless the current
    /// one keeps at most twice the room it needs plus `allowance`.
    mutating func replace(_ s: Int, with list: some Collection<Int32>, allowance: Int) {
        if Int(spans[s].room) > 2 * list.count + allowance { removeAll(of: s, keepingRoom: false) }
        spans[s].length = 0
        append(contentsOf: list, to: s)
    }

    // MARK: - Blocks

    /// Moves `s`'s list into a block of `newRoom` entries (a power-of-2 multiple of
    /// ``firstRoom``), releasing its old one; returns its new span.
    private mutating func move(_ s: Int, toRoom newRoom: Int) -> Span {
        let block = takeBlock(room: newRoom)
        let old = spans[s]
        ColumnUpdate.copyBlock(&entries, from: Int(old.start), to: block, count: Int(old.length))
        if old.room > 0 { release(start: old.start, room: old.room) }
        spans[s] = Span(start: Int32(block), length: old.length, room: Int32(newRoom))
        return spans[s]
    }

    /// A free block of `room` entries: the head of its chain, or new at `used` (the pool
    /// doubles when it is full).
    private mutating func takeBlock(room: Int) -> Int {
        let c = Self.sizeClass(of: room)
        if c < freeBlock.count, freeBlock[c] >= 0 {
            let block = Int(freeBlock[c])
            freeBlock[c] = entries[block]
            return block
        }
        if used + room > entries.count {
            entries.append(contentsOf: repeatElement(0, count: max(used + room, 2 * entries.count) - entries.count))
        }
        let block = used
        used += room
        return block
    }

    /// Puts the block at `start` of `room` entries on its free chain.
    private mutating func release(start: Int32, room: Int32) {
        let c = Self.sizeClass(of: Int(room))
        if c >= freeBlock.count { freeBlock.append(contentsOf: repeatElement(-1, count: c + 1 - freeBlock.count)) }
        entries[Int(start)] = freeBlock[c]
        freeBlock[c] = start
    }

    /// The size class of a block of `room` entries: log₂(room / firstRoom).
    private static func sizeClass(of room: Int) -> Int {
        (room / firstRoom).trailingZeroBitCount
    }

    /// Every way the lists break their invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var owner = [Int32](repeating: -1, count: entries.count)
        for s in spans.indices where spans[s].room > 0 {
            let r = Int(spans[s].room)
            if spans[s].length > spans[s].room { problems.append("list \(s) longer than its block") }
            if r % Self.firstRoom != 0 || (r / Self.firstRoom).nonzeroBitCount != 1 {
                problems.append("list \(s) has a block of \(r) entries")
            }
            if Int(spans[s].start) + r > used { problems.append("list \(s) lies past the used pool") }
            for k in Int(spans[s].start)..<min(entries.count, Int(spans[s].start) + r) {
                if owner[k] >= 0 { problems.append("blocks of lists \(owner[k]) and \(s) overlap") }
                owner[k] = Int32(s)
            }
        }
        for (c, head) in freeBlock.enumerated() {
            var block = head
            var steps = 0
            while block >= 0 && steps <= entries.count {
                if owner[Int(block)] >= 0 { problems.append("free block \(block) (class \(c)) is a list's") }
                block = entries[Int(block)]
                steps += 1
            }
            if steps > entries.count { problems.append("free chain \(c) has a cycle") }
        }
        return problems
    }
}

/// One list of ``SlotLists``: a view of its entries, indexed from 0.
struct SlotList: RandomAccessCollection {
    let entries: [Int32]
    let base: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(_ k: Int) -> Int32 {
        precondition(k >= 0 && k < count, "slot list index out of range")
        return entries[base + k]
    }
}
