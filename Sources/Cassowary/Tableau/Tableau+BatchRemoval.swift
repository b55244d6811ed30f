/// Removing most of the tableau at once: a batch that takes out most of the constraints is
/// done by solving the constraints that stay afresh, instead of one removal each.
///
/// A removal costs at least the deletion of its constraint's row, often a pivot or the
/// elimination of its marker from the definitions that name it, and each touches rows,
/// records and symbols spread over the whole tableau. When a subtree of ten thousand views
/// leaves a window, forty thousand such removals leave a handful of constraints; adding that
/// handful to an empty tableau costs in proportion to what stays, and the old tableau's
/// storage is freed in slot order (the order it was allocated in).
///
/// The result is what a fresh solve of the constraints that stay gives: each with its current
/// constant and strength, in the order they were added, then the edit variables with their
/// suggested values. Reports go on as after the removals one by one: each variable keeps its
/// place in the order and its last published value, and a variable that no constraint
/// mentions any more is dropped, to report 0 once if it was published otherwise.
extension Tableau {
    /// Whether a batch that removes `removed` constraints and keeps `kept` (edit constraints
    /// included) is done by a rebuild: when at least 64 go and at most one for every 8 of
    /// them stays, so that the rebuild's additions are few next to the removals it saves.
    /// (A conservative bound, not a measured crossover: a layout's large removals, a subtree
    /// leaving its window, keep far fewer.)
    static func rebuildsBatch(removing removed: Int, keeping kept: Int) -> Bool {
        removed >= 64 && kept * 8 <= removed
    }

    /// Replaces the tableau by a fresh solve of its constraints but those in `removed`
    /// (their slots, unmapped or not: the map goes with the rest); returns false, with
    /// nothing changed, if the fresh tableau rejects a constraint (round-off can make a
    /// consistent one look inconsistent), so that the caller removes them one by one instead.
    mutating func removeByRebuilding(_ removed: [Int32]) -> Bool {
        var isRemoved = [Bool](repeating: false, count: records.count)
        for slot in removed { isRemoved[Int(slot)] = true }
        var kept: [ConstraintRecord] = []
        var mentioned = [Bool](repeating: false, count: symbols.capacity)
        for slot in records.indices where !isRemoved[slot] {
            guard let record = records[slot] else { continue }
            for (symbol, _) in record.terms { mentioned[symbol.index] = true }
            kept.append(record)
        }
        kept.sort { $0.sequence < $1.sequence }
        guard let fresh = solvedAfresh(kept, meeting: mentioned) else { return false }
        var old = fresh
        swap(&self, &old)
        variables.carryOrder(from: &old.variables, keeping: mentioned)
        work.carry(old.work)
        drift.noteRefactored(from: old.drift)
        records.restoreSequence(old.records.nextSequence)
        checkParts()
        return true
    }

    /// A fresh tableau holding the constraints of `kept` (in order) with their current
    /// constants and strengths, then their edit variables with their suggested values; this
    /// tableau's variables whose symbols `mentioned` marks are met first, in this tableau's
    /// order. Nil if it rejects any of them.
    private func solvedAfresh(_ kept: [ConstraintRecord], meeting mentioned: [Bool]) -> Tableau? {
        var fresh = Tableau()
        fresh.explains = false
        fresh.drift.verifies = drift.verifies
        let order = variables.order
        for i in order.indices {
            let symbol = order[i].symbol
            guard !symbol.isNone, mentioned[symbol.index] else { continue }
            _ = fresh.symbol(for: order[i].variable)
        }
        var stands: [StandIn] = []
        let constraints = kept.filter { !$0.isEdit }.map { current($0, stands: &stands) }
        do {
            if !constraints.isEmpty { try fresh.addConstraints(constraints) }
            try fresh.replayEdits(of: kept)
        } catch {
            return nil
        }
        for (stand, constraint) in stands { fresh.records.rename(stand, to: constraint) }
        fresh.explains = explains
        return fresh
    }
}
