/// One change a sparse merge makes to a row's cell array, at a position of the old array:
/// a new coefficient for the cell there, a cell inserted before it, or its removal.
struct CellEdit {
    enum Kind { case update, insert, remove }
    var position: Int
    var kind: Kind
    var cell: Cell
}

extension RowMerge {
    /// Whether `row += a · source` should edit the row in place rather than rebuild it: the
    /// source is a few cells and the row many times longer.
    ///
    /// A rebuilding merge reads and writes every cell of the row; editing in place costs a
    /// binary search per source cell and moves only the cells between the edits (a swap of
    /// one parametric symbol for others created next to it moves almost nothing). Long rows
    /// that receive short sources are what a chain of required links produces: every `xᵢ`
    /// row holds the slacks and errors of all earlier links, and each pivot along the chain
    /// swaps one of them.
    @inline(__always)
    static func prefersEditingInPlace(rowCount: Int, sourceCount: Int) -> Bool {
        sourceCount <= 8 && rowCount >= 8 * sourceCount + 24
    }

    /// The merge that edits the row's cells in place.
    ///
    /// The edits are planned first (a binary search per source cell, in increasing
    /// position), then ``CellBuffer/apply(_:total:)`` moves the cells between them and the
    /// row's gap, which it leaves after the last edit (a chain's pivots edit its long row a
    /// few cells further along each time; its removal edits the front of a long definition,
    /// where the earliest links have the lowest ids).
    static func editingInPlace(
        _ row: inout Row, skipping skipped: Int, scale: Double, source: Row,
        edits: inout [CellEdit], added: inout [Symbol], cancelled: inout [Symbol]
    ) -> (added: Int, cancelled: Int) {
        edits.removeAll(keepingCapacity: true)
        let count = row.cells.count
        var addedCount = 0
        var cancelledCount = 0
        if added.count < source.cells.count {
            added.append(contentsOf: repeatElement(Symbol.none, count: source.cells.count - added.count))
        }
        if cancelled.count < source.cells.count {
            cancelled.append(contentsOf: repeatElement(Symbol.none, count: source.cells.count - cancelled.count))
        }

        // Plan, in increasing position; an insertion comes before a removal at the same one.
        var skipPlanned = false
        var low = 0
        row.cells.withUnsafeCells { cells in
            for cell in source.cells {
                var lo = low
                var high = count
                while lo < high {
                    let mid = (lo + high) >> 1
                    if cells[mid].symbol < cell.symbol { lo = mid + 1 } else { high = mid }
                }
                if !skipPlanned && skipped < lo {
                    edits.append(CellEdit(position: skipped, kind: .remove, cell: cells[skipped]))
                    skipPlanned = true
                }
                let value = scale * cell.coefficient
                if lo < count && cells[lo].symbol == cell.symbol {
                    let sum = Tolerance.snappedSum(cells[lo].coefficient, value)
                    if sum == 0 {
                        edits.append(CellEdit(position: lo, kind: .remove, cell: cells[lo]))
                        cancelled[cancelledCount] = cell.symbol
                        cancelledCount += 1
                    } else {
                        edits.append(
                            CellEdit(position: lo, kind: .update, cell: Cell(symbol: cell.symbol, coefficient: sum)))
                    }
                    low = lo + 1
                } else {
                    edits.append(
                        CellEdit(position: lo, kind: .insert, cell: Cell(symbol: cell.symbol, coefficient: value)))
                    added[addedCount] = cell.symbol
                    addedCount += 1
                    low = lo
                }
            }
        }
        if !skipPlanned { edits.append(CellEdit(position: skipped, kind: .remove, cell: row.cells[skipped])) }

        var total = 0
        for edit in edits {
            switch edit.kind {
            case .insert: total += 1
            case .remove: total -= 1
            case .update: break
            }
        }
        row.cells.apply(edits, total: total)
        row.constant = Tolerance.snappedSum(row.constant, scale * source.constant)
        return (addedCount, cancelledCount)
    }
}
