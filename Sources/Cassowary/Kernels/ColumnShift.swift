/// The walk of a constant change over the rows that hold a symbol of the changed constraint
/// (see ``Tableau/shiftRows(of:by:)``): the flat rows of its marker's column, or the
/// definitions that refer to its marker or partner. Each row's constant moves, and the row
/// is noted for the values of definitions and queued if it became infeasible, in one pass
/// through the buffers of the rows, the list and the symbol kinds, with no uniqueness check,
/// no bounds check and no copy of a row per entry. The tableau calls it and never opens a
/// buffer.
///
/// The math: replacing the symbol `m` by `m − δ/d` in a row `b = c + a·m + …` makes it
/// `b = (c + a·δ/d) + a·m + …`; the new constant is the snapped sum
/// (``Tolerance/snappedSum(_:_:)``) of `c` and `(a·δ)/d`, and a row whose basic symbol's kind
/// does not admit it (a restricted symbol below 0, a dummy off 0) goes on the infeasible
/// queue. A row that holds `skipping` is left as it is.
///
/// The reference is ``referenceShift(_:by:over:skipping:slots:rows:kinds:)``, a plain loop
/// over arrays, which `ColumnShiftTests` runs the kernel against on random rows.
enum ColumnShift {
    /// Shifts the rows of the list `lists[symbol]` (exact: live rows that hold `symbol`,
    /// each once) for the change `delta / divisor` of `symbol`, except those that hold
    /// `skipping` (`.none`: none); notes each row in `changes` before it changes and appends
    /// the basic symbol of each row made infeasible to `infeasible`.
    @inline(__always)
    static func shift(
        _ symbol: Symbol, by delta: Double, over divisor: Double, skipping: Symbol = .none, lists: SlotLists,
        rows: inout [Row], kinds: [SymbolKind], changes: inout RowChanges, infeasible: inout [Symbol]
    ) {
        let span = lists.spans[symbol.index]
        lists.entries.withUnsafeBufferPointer { entries in
            kinds.withUnsafeBufferPointer { kinds in
                rows.withUnsafeMutableBufferPointer { rows in
                    for k in Int(span.start)..<Int(span.start + span.length) {
                        let slot = Int(entries[k])
                        if !skipping.isNone && rows[slot].position(of: skipping).found { continue }
                        let (index, found) = rows[slot].position(of: symbol)
                        guard found else { continue }
                        let a = rows[slot].cells.withUnsafeCells { $0[index].coefficient }
                        let basic = rows[slot].basic
                        changes.note(slot, basic: basic)
                        let constant = Tolerance.snappedSum(rows[slot].constant, a * delta / divisor)
                        rows[slot].constant = constant
                        if !kinds[basic.index].admits(constant) { infeasible.append(basic) }
                    }
                }
            }
        }
    }
}

// MARK: - Reference

extension ColumnShift {
    /// The plain reference of ``shift(_:by:over:skipping:lists:rows:kinds:changes:infeasible:)``:
    /// the rows after the shift, the slots it notes (in order) and the basic symbols it queues.
    static func referenceShift(
        _ symbol: Symbol, by delta: Double, over divisor: Double, skipping: Symbol = .none, slots: [Int32],
        rows: [Row], kinds: [SymbolKind]
    ) -> (rows: [Row], noted: [Int], infeasible: [Symbol]) {
        var rows = rows
        var noted: [Int] = []
        var infeasible: [Symbol] = []
        for slot in slots.map({ Int($0) }) {
            let cells = Array(rows[slot].cells)
            if !skipping.isNone && CellSearch.referencePosition(of: skipping, in: cells).found { continue }
            let (index, found) = CellSearch.referencePosition(of: symbol, in: cells)
            guard found else { continue }
            noted.append(slot)
            rows[slot].constant = Tolerance.snappedSum(rows[slot].constant, cells[index].coefficient * delta / divisor)
            let basic = rows[slot].basic
            if !kinds[basic.index].admits(rows[slot].constant) { infeasible.append(basic) }
        }
        return (rows, noted, infeasible)
    }
}
