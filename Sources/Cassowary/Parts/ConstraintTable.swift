import TrussCollections

/// The tableau's constraints: a record a slot (slots are reused from a free list), the slot
/// of each constraint by identity, the sequence numbers that order them, and the edit
/// variables (the slot of each one's edit constraint, by the variable's identity).
///
/// A collection of the slots' records (nil for a free slot), so that walks over the
/// constraints read `for record in records`; records change only through the methods here.
///
/// Invariant: ``slot(of:)`` maps each stored record's constraint to its slot and nothing
/// else; every free slot's record is nil.
struct ConstraintTable: RandomAccessCollection {
    private var records: [ConstraintRecord?] = []
    private var free: [Int32] = []
    private var slotOf = IdentityMap<Int32>()
    /// The sequence number of the next constraint added.
    private(set) var nextSequence: Int64 = 0
    private var edits = IdentityMap<Int32>()

    var startIndex: Int { records.startIndex }
    var endIndex: Int { records.endIndex }

    @inline(__always)
    subscript(slot: Int) -> ConstraintRecord? {
        _read { yield records[slot] }
    }

    /// How many constraints are stored (edit constraints included).
    var liveCount: Int { slotOf.count }

    @inline(__always)
    func slot(of constraint: Constraint) -> Int32? {
        slot(id: ObjectIdentifier(constraint))
    }

    /// ``slot(of:)`` by the constraint's identity: the constraint itself is not read.
    @inline(__always)
    func slot(id: ObjectIdentifier) -> Int32? {
        slotOf[id]
    }

    /// A slot for a new record (the most recently freed one first); `fromFreeList` tells
    /// whether it was reused or appended, for an undo.
    mutating func allocate() -> (slot: Int32, fromFreeList: Bool) {
        if let slot = free.popLast() { return (slot, true) }
        records.append(nil)
        return (Int32(records.count - 1), false)
    }

    /// Stores `record` (or nil) in `slot`, mapping its constraint there instead of the old
    /// record's.
    @inline(__always)
    mutating func store(_ record: ConstraintRecord?, at slot: Int32) {
        if let old = records[Int(slot)]?.constraint { slotOf[ObjectIdentifier(old)] = nil }
        records[Int(slot)] = record
        if let record { slotOf[ObjectIdentifier(record.constraint)] = slot }
    }

    /// Unmaps `constraint` and returns its slot, or nil if it is not in the table: the first
    /// step of a removal, one probe of the map. Its record stays until ``take(_:)`` moves it
    /// out; ``remap(_:to:)`` undoes it.
    mutating func unmap(_ constraint: Constraint) -> Int32? {
        unmap(id: ObjectIdentifier(constraint))
    }

    /// ``unmap(_:)`` by the constraint's identity: the constraint itself is not read.
    mutating func unmap(id: ObjectIdentifier) -> Int32? {
        slotOf.removeValue(forKey: id)
    }

    /// Undoes ``unmap(_:)``.
    mutating func remap(_ constraint: Constraint, to slot: Int32) {
        remap(id: ObjectIdentifier(constraint), to: slot)
    }

    /// Undoes ``unmap(id:)``.
    mutating func remap(id: ObjectIdentifier, to slot: Int32) {
        slotOf[id] = slot
    }

    /// Moves the record out of `slot` (nil if the slot is free), whose constraint
    /// ``unmap(_:)`` unmapped: the caller owns it, and nothing is copied or retained.
    mutating func take(_ slot: Int32) -> ConstraintRecord? {
        var record: ConstraintRecord?
        swap(&record, &records[Int(slot)])
        assert(record.map { slotOf[ObjectIdentifier($0.constraint)] == nil } ?? true, "taking a mapped record")
        return record
    }

    /// Sets the current constant of the record in `slot`, in place.
    mutating func setConstant(_ constant: Double, at slot: Int32) {
        records[Int(slot)]?.constant = constant
    }

    /// Marks the record in `slot` as an edit variable's.
    mutating func markEdit(at slot: Int32) {
        records[Int(slot)]?.isEdit = true
    }

    /// Returns an emptied slot to the free list.
    mutating func release(_ slot: Int32) {
        free.append(slot)
    }

    /// The sequence number for a new constraint.
    mutating func takeSequence() -> Int64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Makes the record of `stand` the record of `constraint` (a rebuild's stand-in for a
    /// constraint whose constant or strength has changed since it was added).
    mutating func rename(_ stand: Constraint, to constraint: Constraint) {
        guard let slot = slotOf[ObjectIdentifier(stand)] else { return }
        slotOf[ObjectIdentifier(stand)] = nil
        slotOf[ObjectIdentifier(constraint)] = slot
        records[Int(slot)]!.constraint = constraint
    }

    // MARK: - Edit variables

    /// The slot of the edit constraint of `variable`, if it is an edit variable: one look-up,
    /// and a suggestion needs nothing else (the record holds the suggested value, see
    /// ``ConstraintRecord/suggestedValue``).
    @inline(__always)
    func editSlot(of variable: Variable) -> Int32? {
        edits[variable.id]
    }

    /// Sets (or with nil removes) the slot of a variable's edit constraint.
    @inline(__always)
    mutating func setEditSlot(_ slot: Int32?, for id: ObjectIdentifier) {
        edits[id] = slot
    }

    // MARK: - Undo

    /// Undoes ``allocate()``.
    mutating func unallocate(_ slot: Int32, fromFreeList: Bool) {
        if fromFreeList {
            free.append(slot)
        } else {
            records.removeLast()
        }
    }

    /// Undoes ``release(_:)``.
    mutating func unrelease(_ slot: Int32) {
        if let i = free.lastIndex(of: slot) { free.remove(at: i) }
    }

    /// Undoes every ``takeSequence()`` since `sequence` was the next one.
    mutating func restoreSequence(_ sequence: Int64) {
        nextSequence = sequence
    }

    /// Every way the table breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var live = 0
        for (slot, record) in records.enumerated() {
            guard let record else { continue }
            live += 1
            if slotOf[ObjectIdentifier(record.constraint)] != Int32(slot) {
                problems.append("constraint \(record.constraint) is not mapped to its slot \(slot)")
            }
        }
        if live != slotOf.count { problems.append("\(slotOf.count) constraints mapped, \(live) stored") }
        for slot in free where records[Int(slot)] != nil { problems.append("free slot \(slot) holds a record") }
        return problems
    }
}
