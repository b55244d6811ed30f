/// A ``StampSet`` seen through its storage's buffer, for the kernels that walk the tableau
/// (``DefinitionWalk``): membership tests and updates with no bounds check and no
/// uniqueness check per access. The set's own methods are its plain reference, which
/// `StampViewTests` runs the view against on random operations.
///
/// The math is the set's: `id` is a member when `stamps[id] == epoch`; inserting writes the
/// epoch, removing writes 0. The view's epoch is the set's when the view was opened, and the
/// set cannot start a new epoch while the view is open (it is borrowed inout).
extension StampSet {
    /// Calls `body` with a view of the set through its storage's buffer.
    mutating func withUnsafeView<R>(_ body: (UnsafeView) -> R) -> R {
        let epoch = epoch
        return stamps.withUnsafeMutableBufferPointer { body(UnsafeView(stamps: $0, epoch: epoch)) }
    }

    /// The operations of a ``StampSet`` on its buffer, valid only inside
    /// ``StampSet/withUnsafeView(_:)``.
    struct UnsafeView {
        let stamps: UnsafeMutableBufferPointer<UInt32>
        let epoch: UInt32

        @inline(__always)
        func contains(_ id: Int) -> Bool {
            stamps[id] == epoch
        }

        @inline(__always)
        func insert(_ id: Int) {
            stamps[id] = epoch
        }

        @inline(__always)
        func remove(_ id: Int) {
            stamps[id] = 0
        }
    }
}
