/// The tied cells of an infeasible row, handed out one at a time in the dual ratio test's
/// order: the larger coefficient first, then the lower symbol id (``precedes(_:_:)``, a
/// total order on cells with distinct symbols, so the sequence is that of sorting them).
///
/// The long step (`Tableau+LongStep.swift`) takes ties until the row is feasible, which on
/// a long row is usually a few dozen out of thousands: the cells are gathered unordered,
/// arranged into a binary heap in linear time (``refill(_:)``) and taken off its top
/// (``popFirst()``, logarithmic), so the ties never taken are never sorted. The storage is
/// kept between uses, so gathering allocates only when a row has more ties than any before.
///
/// Invariant: `storage[..<count]` is a heap: no cell precedes its parent,
/// `storage[(i - 1) / 2]` precedes or equals `storage[i]` for every `0 < i < count`.
struct TieQueue {
    /// The heap in `storage[..<count]`; the places past it hold stale cells, kept so that
    /// the next gathering writes over them rather than appending.
    private(set) var storage: [Cell] = []
    /// How many cells the queue holds.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Whether `a` comes before `b`: the larger coefficient, then the lower symbol id.
    @inline(__always)
    static func precedes(_ a: Cell, _ b: Cell) -> Bool {
        a.coefficient > b.coefficient || (a.coefficient == b.coefficient && a.symbol < b.symbol)
    }

    /// Replaces the cells with those `gather` writes, in any order: it is handed the
    /// storage, writes the cells to its first places (appending past its end as needed) and
    /// returns how many it wrote. Then arranges them into a heap (Floyd's construction:
    /// linear in their number).
    mutating func refill(_ gather: (inout [Cell]) -> Int) {
        count = 0
        let gathered = gather(&storage)
        precondition(gathered >= 0 && gathered <= storage.count, "more ties gathered than stored")
        count = gathered
        var parent = count / 2
        while parent > 0 {
            parent -= 1
            siftDown(from: parent)
        }
    }

    /// Takes the first cell in the order out of the queue, or nil if it is empty.
    mutating func popFirst() -> Cell? {
        guard count > 0 else { return nil }
        count -= 1
        let first = storage[0]
        guard count > 0 else { return first }
        storage[0] = storage[count]
        siftDown(from: 0)
        return first
    }

    /// Moves the cell at `start` down until it precedes its children, moving the child
    /// that comes first up into its place at each level.
    @inline(__always)
    private mutating func siftDown(from start: Int) {
        let moving = storage[start]
        var hole = start
        while true {
            var child = 2 * hole + 1
            guard child < count else { break }
            if child + 1 < count, Self.precedes(storage[child + 1], storage[child]) { child += 1 }
            guard Self.precedes(storage[child], moving) else { break }
            storage[hole] = storage[child]
            hole = child
        }
        storage[hole] = moving
    }

    /// Every way the queue breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if count > storage.count { problems.append("\(count) ties in \(storage.count) places") }
        for i in (0..<min(count, storage.count)).dropFirst() where Self.precedes(storage[i], storage[(i - 1) / 2]) {
            problems.append("tie \(i) (symbol \(storage[i].symbol)) precedes its parent")
        }
        return problems
    }
}
