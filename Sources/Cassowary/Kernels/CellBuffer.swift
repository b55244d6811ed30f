/// The cells of a row (see ``Row``): one heap block with a gap of dead places kept among
/// the cells, where the last edit left it, so that edits of a long sorted row cost the
/// distance from one edit to the next rather than the cells between an edit and an end of
/// the row.
///
/// The layout: `storage[..<gapStart]` are the cells before the gap, the next `gapLength`
/// places are dead (never read), the rest are the cells from position `gapStart` on. A gap
/// at position 0 is room at the front; an empty gap is at 0; a gap never ends the block
/// (those places are given back). Indices are `0..<count`, as an array's. Reads go through
/// ``subscript(_:)``, the iterator, ``withUnsafeCells(_:)`` and
/// ``withUnsafeSegments(_:)``, which step over the gap; a writer that needs the cells in one
/// piece calls ``makeContiguous()`` first (``withUnsafeMutableBufferPointer(_:)`` does).
/// The edits (`CellBuffer+Edits.swift`) move only cells: no value is computed, so every
/// coefficient is what an array holding the same cells would hold.
///
/// The reference is a plain `[Cell]`, which `CellBufferTests` runs every operation against
/// on random rows.
struct CellBuffer: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    /// The cells before the gap, the gap, the cells after it (the edits, in
    /// `CellBuffer+Edits.swift`, move them).
    var storage: [Cell]
    /// The position of the gap: how many cells come before it (0 when the gap is empty).
    var gapStart: Int32
    /// The dead places of the gap.
    var gapLength: Int32

    init() {
        storage = []
        gapStart = 0
        gapLength = 0
    }

    init(_ cells: [Cell]) {
        storage = cells
        gapStart = 0
        gapLength = 0
    }

    init(arrayLiteral cells: Cell...) { self.init(cells) }

    init<S: Sequence>(_ cells: S) where S.Element == Cell { self.init(Array(cells)) }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count - Int(gapLength) }
    var count: Int { storage.count - Int(gapLength) }
    var isEmpty: Bool { storage.count == Int(gapLength) }

    /// The cells the block can hold without a new one, the gap included.
    var capacity: Int { storage.capacity }
    /// The places of room at the front (a gap at position 0).
    var frontRoom: Int { gapStart == 0 ? Int(gapLength) : 0 }
    /// The places of a gap inside the cells, after the first (0 if there is none).
    var innerGap: Int { gapStart == 0 ? 0 : Int(gapLength) }
    /// Whether the cells are one stretch of the block (the gap, if any, is at the front).
    var isContiguous: Bool { gapStart == 0 }

    /// The place in the block of the cell at `position`.
    @inline(__always)
    func place(_ position: Int) -> Int { position < Int(gapStart) ? position : position + Int(gapLength) }

    @inline(__always)
    subscript(position: Int) -> Cell {
        get { storage[place(position)] }
        _modify { yield &storage[place(position)] }
    }

    /// Walks the block's places in at most two stretches, the cells before the gap and
    /// those after it, so that each read is checked against the stretch's end only (the
    /// stretches lie inside the block, whose buffer is read with no bounds check).
    struct Iterator: IteratorProtocol {
        fileprivate let storage: [Cell]
        fileprivate var index: Int
        /// The end of the current stretch: the gap's start, then the block's end.
        fileprivate var end: Int
        fileprivate let gapEnd: Int

        @inline(__always)
        mutating func next() -> Cell? {
            if index == end {
                guard end != storage.count else { return nil }
                index = gapEnd
                end = storage.count
            }
            let cell = storage.withUnsafeBufferPointer { $0[index] }
            index &+= 1
            return cell
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        let gapEnd = Int(gapStart) + Int(gapLength)
        // Cells before the gap, then after it; with room at the front, one stretch after it.
        return gapStart == 0
            ? Iterator(storage: storage, index: gapEnd, end: storage.count, gapEnd: gapEnd)
            : Iterator(storage: storage, index: 0, end: Int(gapStart), gapEnd: gapEnd)
    }

    /// The cells read through the block's buffer, by position, stepping over the gap: one
    /// comparison a read, no bounds check.
    struct UnsafeCells {
        fileprivate let base: UnsafePointer<Cell>
        fileprivate let gapStart: Int
        fileprivate let gapLength: Int
        let count: Int

        @inline(__always)
        subscript(position: Int) -> Cell { base[position < gapStart ? position : position + gapLength] }
    }

    @inline(__always)
    func withUnsafeCells<R>(_ body: (UnsafeCells) throws -> R) rethrows -> R {
        let gapStart = Int(self.gapStart)
        let gapLength = Int(self.gapLength)
        // An array's buffer always has a base address (an empty one's too).
        return try storage.withUnsafeBufferPointer { all in
            try body(
                UnsafeCells(
                    base: all.baseAddress.unsafelyUnwrapped, gapStart: gapStart, gapLength: gapLength,
                    count: all.count - gapLength))
        }
    }

    /// The cells as two buffers, those before the gap and those after it (the first is
    /// empty when the cells are contiguous).
    @inline(__always)
    func withUnsafeSegments<R>(
        _ body: (UnsafeBufferPointer<Cell>, UnsafeBufferPointer<Cell>) throws -> R
    ) rethrows -> R {
        let gapStart = Int(self.gapStart)
        let gapEnd = gapStart + Int(gapLength)
        return try storage.withUnsafeBufferPointer { all in
            let base = all.baseAddress.unsafelyUnwrapped
            return try body(
                UnsafeBufferPointer(start: base, count: gapStart),
                UnsafeBufferPointer(start: base + gapEnd, count: all.count - gapEnd))
        }
    }

    /// The cells as one buffer; they must be contiguous (see ``makeContiguous()``).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        assert(isContiguous, "a row with a gap inside read as one buffer")
        let head = Int(gapLength)
        return try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(start: all.baseAddress.unsafelyUnwrapped + head, count: all.count - head))
        }
    }

    /// The cells as one mutable buffer, made contiguous first.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Cell>) throws -> R
    ) rethrows -> R {
        makeContiguous()
        let head = Int(gapLength)
        return try storage.withUnsafeMutableBufferPointer { all in
            var cells = UnsafeMutableBufferPointer(
                start: all.baseAddress.unsafelyUnwrapped + head, count: all.count - head)
            return try body(&cells)
        }
    }

    /// The largest |coefficient| of the cells (0 if there are none; the kernel ``RowScan``).
    @inline(__always)
    var largestMagnitude: Double { RowScan.largestMagnitude(self) }

    /// The cells as an array (a copy).
    var array: [Cell] { Array(self) }

    mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(Int(gapLength) + n) }

    @inline(__always)
    mutating func append(_ cell: Cell) {
        makeRoom(atBack: 1)
        storage.append(cell)
    }

    mutating func append<S: Sequence>(contentsOf cells: S) where S.Element == Cell {
        makeRoom(atBack: cells.underestimatedCount)
        storage.append(contentsOf: cells)
    }

    mutating func removeLast(_ k: Int) {
        if Int(gapStart) > count - k { makeContiguous() }
        storage.removeLast(k)
        giveBackTrailingGap()
    }

    mutating func removeAll(keepingCapacity keep: Bool = false) {
        storage.removeAll(keepingCapacity: keep)
        gapStart = 0
        gapLength = 0
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with cells: C) where C.Element == Cell {
        makeContiguous()
        let head = Int(gapLength)
        storage.replaceSubrange((head + range.lowerBound)..<(head + range.upperBound), with: cells)
    }

    // MARK: - The gap

    /// Makes the cells one stretch of the block: a gap inside them becomes room at the
    /// front (the cells before it move back) or leaves the block (the cells after it move
    /// forward), whichever moves fewer cells.
    @inline(__always)
    mutating func makeContiguous() {
        if gapStart != 0 { closeInnerGap() }
    }

    /// ``makeContiguous()`` for a gap inside the cells.
    @inline(never)
    private mutating func closeInnerGap() {
        let start = Int(gapStart)
        let length = Int(gapLength)
        let after = count - start
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress!
            if start <= after {
                (base + length).update(from: base, count: start)
            } else {
                (base + start).update(from: base + start + length, count: after)
            }
        }
        if start > after { storage.removeLast(length) }
        gapStart = 0
        if start > after { gapLength = 0 }
    }

    /// Moves the gap to `position`, moving the cells between the two places across it.
    @inline(__always)
    mutating func moveGap(to position: Int) {
        let start = Int(gapStart)
        let length = Int(gapLength)
        guard position != start, length > 0 else {
            if length > 0 { gapStart = Int32(position) }
            return
        }
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress!
            if position < start {
                (base + position + length).update(from: base + position, count: start - position)
            } else {
                (base + start).update(from: base + start + length, count: position - start)
            }
        }
        gapStart = Int32(position)
    }

    /// Gives back a gap that ends the block and keeps an empty gap at position 0, so that
    /// the gap is at the front or inside the cells.
    @inline(__always)
    mutating func giveBackTrailingGap() {
        if gapLength == 0 {
            gapStart = 0
        } else if gapStart != 0 && Int(gapStart) == count {
            storage.removeLast(Int(gapLength))
            gapStart = 0
            gapLength = 0
        }
    }

    /// Gives up the gap when the block is too full for `extra` more cells at the back: the
    /// block is about to be replaced by a larger one, which would keep it.
    @inline(__always)
    mutating func makeRoom(atBack extra: Int) {
        guard gapLength > 0, storage.count + extra > storage.capacity else { return }
        makeContiguous()
        storage.removeSubrange(0..<Int(gapLength))
        gapLength = 0
    }

    /// Moves the cells into a new block with a gap of `length` places at `position`.
    mutating func regrow(gap length: Int, at position: Int) {
        makeContiguous()
        let head = Int(gapLength)
        var grown: [Cell] = []
        grown.reserveCapacity(length + count + count / 8)
        storage.withUnsafeBufferPointer { all in
            grown.append(contentsOf: UnsafeBufferPointer(rebasing: all[head..<(head + position)]))
            grown.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: length))
            grown.append(contentsOf: UnsafeBufferPointer(rebasing: all[(head + position)...]))
        }
        storage = grown
        gapStart = Int32(position)
        gapLength = Int32(length)
        giveBackTrailingGap()
    }
}
