/// A set of small integer ids (symbols or row slots) that empties in O(1).
///
/// A member's entry holds the set's current epoch; ``removeAll()`` starts a new epoch, which
/// no entry holds yet (every entry is cleared once, when the 32-bit counter wraps). For sets
/// that are filled and emptied many times between growths: the symbols one walk has
/// visited, the rows one operation has saved, the values current since the last change.
///
/// Invariant: `epoch ≥ 1`, and no entry is above it; an absent id's entry is below it.
///
/// The kernels walk a set through its buffer (``StampSet/withUnsafeView(_:)``, in
/// `Kernels/StampView.swift`), the one other place that reads its storage.
struct StampSet: Sendable {
    /// The epoch each id last entered the set in (0: never, or removed). Written only here
    /// and through the kernels' view.
    var stamps: [UInt32] = []
    /// The epoch of the present members.
    private(set) var epoch: UInt32 = 1

    /// How many ids the set can hold: `0..<capacity`.
    var capacity: Int { stamps.count }

    /// Makes room for the ids `0..<count` (absent).
    mutating func grow(toHold count: Int) {
        guard stamps.count < count else { return }
        stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
    }

    /// Makes room for `id`, at least doubling the capacity when it grows, so that ids met
    /// one past another (row slots) grow the set a logarithmic number of times.
    mutating func makeRoom(for id: Int) {
        guard id >= stamps.count else { return }
        grow(toHold: Swift.max(id + 1, 2 * stamps.count, 64))
    }

    @inline(__always)
    func contains(_ id: Int) -> Bool {
        stamps[id] == epoch
    }

    /// Inserts `id`; returns whether it was absent.
    @inline(__always) @discardableResult
    mutating func insert(_ id: Int) -> Bool {
        guard stamps[id] != epoch else { return false }
        stamps[id] = epoch
        return true
    }

    @inline(__always)
    mutating func remove(_ id: Int) {
        stamps[id] = 0
    }

    /// Empties the set.
    mutating func removeAll() {
        if epoch == UInt32.max {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 0
        }
        epoch += 1
    }

    /// Every way the set breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if epoch == 0 { problems.append("stamp set at epoch 0") }
        if let stamp = stamps.first(where: { $0 > epoch }) {
            problems.append("stamp \(stamp) past the epoch \(epoch)")
        }
        return problems
    }
}
