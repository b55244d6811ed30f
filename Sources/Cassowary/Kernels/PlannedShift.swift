/// The walk of a constant change along a plan (see ``ShiftPlans``): the rows that a change
/// of one constraint's constant moves, each with the position of the cell that scales its
/// move, so that a repeated change (an edit variable's suggestions) moves them with no
/// search of a list or a row. Each row's constant moves, and the row is noted for the values
/// of definitions and queued if it became infeasible, in one pass through the buffers of
/// the rows and the symbol kinds, with no uniqueness check and no copy of a row per step.
/// The tableau calls it and never opens a buffer.
///
/// The math is ``ColumnShift``'s: a step at a cell of coefficient `a` adds the snapped
/// `a·δ'/d` to its row's constant (`δ'` the change δ of the constant, or `δ/μ` for a flat
/// row of the marker's column; `d` the step's divisor); the step of the constraint's own
/// basic row (position -1) adds `−δ/d`. A row whose basic symbol's kind does not admit its
/// new constant goes on the infeasible queue.
///
/// The reference is ``referenceShift(_:delta:shift:rows:kinds:)``, a plain loop over arrays,
/// which `PlannedShiftTests` runs the kernel against on random rows.
enum PlannedShift {
    /// One row that a change of a constraint's constant moves.
    struct Step: Equatable {
        /// The row's slot.
        var slot: Int32
        /// The position among the row's cells of the cell whose coefficient scales the move,
        /// or -1 for the constraint's own basic row.
        var position: Int32
        /// The symbol of that cell (the row's basic symbol for position -1).
        var symbol: Symbol
        var divisor: Double
        /// Whether the move is `a·(δ/μ)/divisor` (a flat row of the marker's column) rather
        /// than `a·δ/divisor`.
        var usesShift: Bool
    }

    /// Whether each step's row is live and holds the step's symbol at its position (or, at
    /// position -1, as its basic symbol).
    @inline(__always)
    static func holds(_ steps: [Step], rows: [Row]) -> Bool {
        rows.withUnsafeBufferPointer { rows in
            for step in steps {
                let slot = Int(step.slot)
                guard slot < rows.count, rows[slot].basic != Row.freeSlot else { return false }
                if step.position < 0 {
                    guard rows[slot].basic == step.symbol else { return false }
                    continue
                }
                let position = Int(step.position)
                let held = rows[slot].cells.withUnsafeCells {
                    position < $0.count && $0[position].symbol == step.symbol
                }
                guard held else { return false }
            }
            return true
        }
    }

    /// Moves the rows of `steps` (which ``holds(_:rows:)``) for the change `delta` (`shift`
    /// is `δ/μ`), in order; notes each row in `changes` before it changes (through the
    /// changes' view, room made once for all the steps) and appends the basic symbol of each
    /// row made infeasible to `infeasible`.
    @inline(__always)
    static func shift(
        _ steps: [Step], delta: Double, shift: Double, rows: inout [Row], kinds: [SymbolKind],
        changes: inout RowChanges, infeasible: inout [Symbol]
    ) {
        changes.withUnsafeNotes(room: steps.count, slotBound: rows.count) { notes in
            steps.withUnsafeBufferPointer { steps in
                kinds.withUnsafeBufferPointer { kinds in
                    rows.withUnsafeMutableBufferPointer { rows in
                        for step in steps {
                            let slot = Int(step.slot)
                            let move: Double
                            if step.position < 0 {
                                move = -delta / step.divisor
                            } else {
                                let a = rows[slot].cells.withUnsafeCells { $0[Int(step.position)].coefficient }
                                move = a * (step.usesShift ? shift : delta) / step.divisor
                            }
                            let basic = rows[slot].basic
                            notes.note(slot, basic: basic)
                            let constant = Tolerance.snappedSum(rows[slot].constant, move)
                            rows[slot].constant = constant
                            if !kinds[basic.index].admits(constant) { infeasible.append(basic) }
                        }
                    }
                }
            }
        }
    }
}

// MARK: - Reference

extension PlannedShift {
    /// The plain reference of ``shift(_:delta:shift:rows:kinds:changes:infeasible:)``: the
    /// rows after the shift, the slots it notes (in order) and the basic symbols it queues.
    static func referenceShift(
        _ steps: [Step], delta: Double, shift: Double, rows: [Row], kinds: [SymbolKind]
    ) -> (rows: [Row], noted: [Int], infeasible: [Symbol]) {
        var rows = rows
        var noted: [Int] = []
        var infeasible: [Symbol] = []
        for step in steps {
            let slot = Int(step.slot)
            let cells = Array(rows[slot].cells)
            let move =
                step.position < 0
                ? -delta / step.divisor
                : cells[Int(step.position)].coefficient * (step.usesShift ? shift : delta) / step.divisor
            noted.append(slot)
            rows[slot].constant = Tolerance.snappedSum(rows[slot].constant, move)
            let basic = rows[slot].basic
            if !kinds[basic.index].admits(rows[slot].constant) { infeasible.append(basic) }
        }
        return (rows, noted, infeasible)
    }
}
