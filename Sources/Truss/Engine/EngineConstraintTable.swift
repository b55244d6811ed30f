import Cassowary

/// The layout constraints whose solver constraints are in an engine's solver, each in a
/// dense slot that its solver constraint carries as its ``Cassowary/Constraint/tag``, so
/// that the solver's constraints (an explanation's conflicts, a listing) lead back to their
/// layout constraints by an index instead of a hash lookup.
///
/// Slots are reused from a free list, most recently freed first.
///
/// Invariant: every stored constraint's ``LayoutConstraint/solverConstraint`` carries its
/// slot; ``count`` is the number of stored constraints; a free slot holds `nil`.
struct EngineConstraintTable {
    private var slots: [LayoutConstraint?] = []
    private var free: [Int32] = []
    /// How many constraints are stored.
    private(set) var count = 0

    /// The slot the next ``store(_:)`` fills: the tag to make its solver constraint with.
    var nextSlot: Int32 { free.last ?? Int32(slots.count) }

    /// Stores `constraint`, whose solver constraint carries ``nextSlot``.
    mutating func store(_ constraint: LayoutConstraint) {
        assert(constraint.solverConstraint?.tag == nextSlot, "Truss: a solver constraint carries its slot")
        if let slot = free.popLast() {
            slots[Int(slot)] = constraint
        } else {
            slots.append(constraint)
        }
        count += 1
    }

    /// The layout constraint of a solver constraint, if it is stored here.
    subscript(solverConstraint: Constraint) -> LayoutConstraint? {
        let slot = Int(solverConstraint.tag)
        guard slot >= 0, slot < slots.count, let c = slots[slot], c.solverConstraint === solverConstraint else {
            return nil
        }
        return c
    }

    /// Forgets the layout constraint of a solver constraint (nothing if it is not here).
    mutating func remove(_ solverConstraint: Constraint) {
        guard self[solverConstraint] != nil else { return }
        slots[Int(solverConstraint.tag)] = nil
        free.append(solverConstraint.tag)
        count -= 1
    }

    /// The stored constraints, in slot order.
    var constraints: some Sequence<LayoutConstraint> { slots.lazy.compactMap { $0 } }
}
