/// ``RowChanges`` seen through the buffers of its storage, for a kernel that notes several
/// rows in one walk (``PlannedShift``): room is made once, so a note has no growth check,
/// no bounds check and no uniqueness check. ``RowChanges/note(_:basic:)`` is its plain
/// reference, which `PlannedShiftTests` runs the view against.
///
/// The math is the note's: a slot not yet noted in this round is marked, and listed after
/// the counted entries with its basic symbol; a slot already noted is left as it is.
extension RowChanges {
    /// Calls `body` with a view that notes at most `room` rows, of slots below `slotBound`.
    @inline(__always)
    mutating func withUnsafeNotes<R>(room: Int, slotBound: Int, _ body: (inout NoteView) -> R) -> R {
        if slotBound > changeNoted.capacity { changeNoted.makeRoom(for: slotBound - 1) }
        let needed = changedCount + room
        if changed.count < needed {
            changed.append(contentsOf: repeatElement(ChangedRow(slot: -1, basic: .none), count: needed - changed.count))
        }
        var count = changedCount
        let result = changeNoted.withUnsafeView { noted in
            changed.withUnsafeMutableBufferPointer { list in
                var view = NoteView(noted: noted, changed: list, count: count, limit: needed)
                defer { count = view.count }
                return body(&view)
            }
        }
        changedCount = count
        return result
    }

    /// The note of a row through the buffers, valid only inside
    /// ``RowChanges/withUnsafeNotes(room:slotBound:_:)``.
    struct NoteView {
        let noted: StampSet.UnsafeView
        let changed: UnsafeMutableBufferPointer<ChangedRow>
        /// How many rows are listed, and the most the room allows.
        fileprivate(set) var count: Int
        let limit: Int

        /// Notes that the row in `slot`, whose basic symbol is `basic`, is about to change.
        @inline(__always)
        mutating func note(_ slot: Int, basic: Symbol) {
            guard !noted.contains(slot) else { return }
            precondition(count < limit, "more rows noted than the room made")
            noted.insert(slot)
            changed[count] = ChangedRow(slot: Int32(slot), basic: basic)
            count += 1
        }
    }
}
