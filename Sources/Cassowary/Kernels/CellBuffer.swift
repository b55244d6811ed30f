/// The cells of a row (see ``Row``): one heap block with room kept at its front as well as
/// at its back, so that an edit near the front of a long sorted row moves the cells before
/// it, not the whole row.
///
/// The layout: `storage[head...]` are the cells, in order; `storage[..<head]` is room (dead
/// cells, never read). Indices are `0..<count`, as an array's. Removing a cell in the first
/// half of the row moves the cells before it one place back and takes one place of room;
/// inserting one there moves them one place forward into the room, if there is any.
/// ``apply(_:total:)`` performs a merge's planned edits with whichever end fixed moves fewer
/// cells. Only cells move: no value is computed, so every coefficient is what an array
/// holding the same cells would hold.
///
/// The reference is a plain `[Cell]`, which `CellBufferTests` runs every operation against
/// on random rows.
struct CellBuffer: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    /// The room, then the cells.
    private var storage: [Cell]
    /// The number of places of room at the front, at most ``maxRoom`` (two bytes, so that
    /// a row, with its basic symbol and flag, stays three words).
    private var room: UInt16
    private var head: Int { Int(room) }
    /// The most room a block keeps at its front.
    static let maxRoom = Int(UInt16.max)

    init() {
        storage = []
        room = 0
    }

    init(_ cells: [Cell]) {
        storage = cells
        room = 0
    }

    init(arrayLiteral cells: Cell...) { self.init(cells) }

    init<S: Sequence>(_ cells: S) where S.Element == Cell { self.init(Array(cells)) }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count - head }
    var count: Int { storage.count - head }
    var isEmpty: Bool { storage.count == head }

    /// The cells the block can hold without a new one, room at the front included.
    var capacity: Int { storage.capacity }
    /// The places of room at the front.
    var frontRoom: Int { head }

    @inline(__always)
    subscript(position: Int) -> Cell {
        get { storage[head + position] }
        _modify { yield &storage[head + position] }
    }

    /// Walks the cells from the room's end to the block's, so that each read is checked
    /// against the block's count only.
    struct Iterator: IteratorProtocol {
        fileprivate let storage: [Cell]
        fileprivate var index: Int

        @inline(__always)
        mutating func next() -> Cell? {
            guard index < storage.count else { return nil }
            defer { index += 1 }
            return storage[index]
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator { Iterator(storage: storage, index: head) }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        // An array's buffer always has a base address (an empty one's too).
        try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(start: all.baseAddress.unsafelyUnwrapped + head, count: all.count - head))
        }
    }

    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Cell>) throws -> R
    ) rethrows -> R {
        let head = self.head
        return try storage.withUnsafeMutableBufferPointer { all in
            var cells = UnsafeMutableBufferPointer(
                start: all.baseAddress.unsafelyUnwrapped + head, count: all.count - head)
            return try body(&cells)
        }
    }

    /// Replaces every coefficient `c` by `transform(c)`, in order.
    @inline(__always)
    mutating func transformCoefficients(_ transform: (Double) -> Double) {
        withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].coefficient = transform(cells[i].coefficient) }
        }
    }

    /// Removes the cell at `index` and replaces every other coefficient `c` by
    /// `transform(c)`, in order, in one pass over the cells.
    @inline(__always)
    mutating func remove(at index: Int, transformingOthers transform: (Double) -> Double) {
        withUnsafeMutableBufferPointer { cells in
            for i in 0..<index { cells[i].coefficient = transform(cells[i].coefficient) }
            for i in (index + 1)..<cells.count {
                cells[i - 1] = Cell(symbol: cells[i].symbol, coefficient: transform(cells[i].coefficient))
            }
        }
        storage.removeLast()
    }

    /// The cells as an array (a copy).
    var array: [Cell] { Array(storage[head...]) }

    mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(head + n) }

    @inline(__always)
    mutating func append(_ cell: Cell) {
        makeRoom(atBack: 1)
        storage.append(cell)
    }

    mutating func append<S: Sequence>(contentsOf cells: S) where S.Element == Cell {
        makeRoom(atBack: cells.underestimatedCount)
        storage.append(contentsOf: cells)
    }

    mutating func removeLast(_ k: Int) { storage.removeLast(k) }

    mutating func removeAll(keepingCapacity keep: Bool = false) {
        storage.removeAll(keepingCapacity: keep)
        room = 0
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with cells: C) where C.Element == Cell {
        storage.replaceSubrange((head + range.lowerBound)..<(head + range.upperBound), with: cells)
    }

    /// The shortest row whose edits move its front cells into the room rather than its
    /// back cells away from it: a shorter row moves a cache line or two either way.
    static let frontEditLength = 32

    /// Removes the cell at `index`, moving the shorter side of a long row over it.
    @discardableResult
    @inline(__always)
    mutating func remove(at index: Int) -> Cell {
        guard 2 * index < count, count >= Self.frontEditLength else { return storage.remove(at: head + index) }
        if head == Self.maxRoom { dropRoom() }
        return removeMovingFront(at: index)
    }

    /// ``remove(at:)`` in the first half of a long row.
    private mutating func removeMovingFront(at index: Int) -> Cell {
        let cell = self[index]
        let head = self.head
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress! + head
            (base + 1).update(from: base, count: index)
        }
        room += 1
        return cell
    }

    /// Inserts `cell` at `index`, into the room at the front if the index is in the first
    /// half and there is room there.
    mutating func insert(_ cell: Cell, at index: Int) {
        guard head > 0, 2 * index < count, count >= Self.frontEditLength else {
            makeRoom(atBack: 1)
            storage.insert(cell, at: head + index)
            return
        }
        let head = self.head
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress! + head
            (base - 1).update(from: base, count: index)
            base[index - 1] = cell
        }
        room -= 1
    }

    /// Makes `merged` the cells, in this block if they fit behind the room and fill more
    /// than half of it less `spare` cells, else in a new block of their exact size (growing
    /// the old one would copy it and leave room that a row rarely uses, and a row that was
    /// long once, as a pivot of a squeezed chain passes a long row along it, should not keep
    /// its room).
    @inline(__always)
    mutating func assign(_ merged: UnsafeBufferPointer<Cell>, spare: Int) {
        let written = merged.count
        let capacity = storage.capacity
        if written > capacity - head || capacity > 2 * written + spare {
            storage = Array(merged)
            room = 0
            return
        }
        let count = storage.count - head
        let kept = Swift.min(written, count)
        if kept > 0 {
            let head = self.head
            storage.withUnsafeMutableBufferPointer { all in
                (all.baseAddress! + head).update(from: merged.baseAddress!, count: kept)
            }
        }
        if written < count {
            storage.removeLast(count - written)
        } else if written > count {
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: merged[count..<written]))
        }
    }

    // MARK: - A merge's edits

    /// Performs planned edits (``CellEdit``, in increasing position; an insertion before a
    /// removal at the same position) whose insertions minus removals are `total`.
    ///
    /// An old cell that stays moves by the number of insertions before it minus the number
    /// of removals before it, plus `shift`: 0 with the front fixed (the cells after the
    /// edits move by `total`), `−total` with the back fixed (the cells before the edits move
    /// by `−total`, into or out of the room at the front). The fixed end is the one that
    /// moves fewer cells; fixing the back needs `total` places of room at the front, which
    /// a block is given (a quarter of its cells more) when fixing the back saves most of
    /// the moves. The stretches that move left are moved first, left to right, then those
    /// that move right, right to left, and the inserted cells are written last into the
    /// gaps; since the final order is the old order with the edits applied, no stretch
    /// overwrites a cell that has not moved yet.
    mutating func apply(_ edits: [CellEdit], total: Int) {
        let count = self.count
        // Updates name old positions; nothing has moved yet.
        for edit in edits where edit.kind == .update { self[edit.position].coefficient = edit.cell.coefficient }
        guard let first = edits.first(where: { $0.kind != .update }) else { return }
        let last = edits.last(where: { $0.kind != .update })!
        // Cells moved with the front fixed: from the first edit on if the count changes.
        let frontFixedMoves = total == 0 ? last.position - first.position : count - first.position
        let backFixedMoves = total == 0 ? frontFixedMoves : last.position + 1
        var shift = 0
        if backFixedMoves < frontFixedMoves {
            if total > head && 4 * backFixedMoves < frontFixedMoves && total <= Self.maxRoom {
                makeRoom(atFront: Swift.min(total + count / 4, Self.maxRoom))
            } else if head - total > Self.maxRoom && -total <= Self.maxRoom {
                // The room is full: the cells move to the block's front once, and the next
                // ``maxRoom`` places of room cost nothing more.
                dropRoom()
            }
            if total <= head && head - total <= Self.maxRoom { shift = -total }
        }
        if shift == 0 && total > 0 {
            makeRoom(atBack: total)
            storage.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: total))
        }
        let head = self.head
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress! + head
            // Stretches that move left, left to right.
            var offset = shift
            var start = 0
            for edit in edits where edit.kind != .update {
                if offset < 0 && edit.position > start {
                    (base + start + offset).update(from: base + start, count: edit.position - start)
                }
                if edit.kind == .insert {
                    offset += 1
                    start = edit.position
                } else {
                    offset -= 1
                    start = edit.position + 1
                }
            }
            if offset < 0 && count > start { (base + start + offset).update(from: base + start, count: count - start) }
            // Stretches that move right, right to left.
            var end = count
            offset = shift + total
            for edit in edits.reversed() where edit.kind != .update {
                let stretchStart = edit.kind == .insert ? edit.position : edit.position + 1
                if offset > 0 && end > stretchStart {
                    (base + stretchStart + offset).update(from: base + stretchStart, count: end - stretchStart)
                }
                offset += edit.kind == .insert ? -1 : 1
                end = edit.position
            }
            if offset > 0 && end > 0 { (base + offset).update(from: base, count: end) }
            // Inserted cells, each at its position plus the offset of the edits before it.
            offset = shift
            for edit in edits where edit.kind != .update {
                if edit.kind == .insert {
                    base[edit.position + offset] = edit.cell
                    offset += 1
                } else {
                    offset -= 1
                }
            }
        }
        if shift != 0 {
            room = UInt16(head - total)
        } else if total < 0 {
            storage.removeLast(-total)
        }
    }

    /// Gives up the room at the front when the block is too full for `extra` more cells at
    /// the back: the block is about to be replaced by a larger one, which would keep it.
    @inline(__always)
    private mutating func makeRoom(atBack extra: Int) {
        guard head > 0, storage.count + extra > storage.capacity else { return }
        dropRoom()
    }

    /// Moves the cells to the front of the block (one move of every cell): the room at the
    /// front becomes room at the back. A row that keeps losing cells at its front (a chain's
    /// long definition as its links go) fills the room's ``maxRoom`` places; without this,
    /// every later removal would move the cells behind it, the whole row.
    private mutating func dropRoom() {
        storage.removeSubrange(0..<head)
        room = 0
    }

    /// Moves the cells into a new block with `room` places of room at the front.
    private mutating func makeRoom(atFront places: Int) {
        var grown: [Cell] = []
        grown.reserveCapacity(places + storage.count - head + storage.count / 8)
        grown.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: places))
        grown.append(contentsOf: storage[head...])
        storage = grown
        room = UInt16(places)
    }
}
