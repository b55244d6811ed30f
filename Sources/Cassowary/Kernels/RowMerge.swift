/// The kernel of every substitution: `row += scale · source`, leaving out the row's cell at
/// `skipped` (the symbol being replaced, whose coefficient is `scale`).
///
/// Rows are sorted by symbol, so a merge is a walk over both. One door, ``merge(_:skipping:scale:source:)``,
/// chooses between two strategies (``prefersEditingInPlace(rowCount:sourceCount:)``): a
/// rebuilding walk over every cell, or edits in place when a short source meets a long
/// row. Both give the same cells, bit for bit, as the plain ``reference(_:skipping:scale:source:)``
/// that the tests hold them to. Each coefficient that meets another is summed with
/// ``Tolerance/snappedSum(_:_:)``, so a sum that is round-off of its terms leaves the row.
///
/// After a merge, the first `added` entries of ``added`` are the symbols that entered the
/// row and the first `cancelled` entries of ``cancelled`` those that cancelled out of it, in
/// increasing order (the caller updates its column index from them). The storage is
/// scratch, reused from merge to merge: its counts are capacities, not lengths.
struct RowMerge {
    private(set) var added: [Symbol] = []
    private(set) var cancelled: [Symbol] = []
    private var scratch: [Cell] = []
    private var edits: [CellEdit] = []

    /// `row += scale · source`, leaving out the row's cell at `skipped`; returns how many
    /// symbols entered the row and how many cancelled out of it.
    @inline(__always)
    mutating func merge(
        _ row: inout Row, skipping skipped: Int, scale: Double, source: Row
    ) -> (added: Int, cancelled: Int) {
        if Self.prefersEditingInPlace(rowCount: row.cells.count, sourceCount: source.cells.count) {
            return Self.editingInPlace(
                &row, skipping: skipped, scale: scale, source: source, edits: &edits, added: &added,
                cancelled: &cancelled)
        }
        guard source.cells.isContiguous else {
            return rebuildingFromGappedSource(&row, skipping: skipped, scale: scale, source: source)
        }
        return Self.rebuilding(
            &row, skipping: skipped, scale: scale, source: source, scratch: &scratch, added: &added,
            cancelled: &cancelled)
    }

    /// ``rebuilding(_:skipping:scale:source:scratch:added:cancelled:)`` from a copy of a
    /// source with a gap inside its cells made contiguous: the walk reads each row as one
    /// buffer.
    @inline(never)
    private mutating func rebuildingFromGappedSource(
        _ row: inout Row, skipping skipped: Int, scale: Double, source: Row
    ) -> (added: Int, cancelled: Int) {
        var contiguous = source
        contiguous.cells.makeContiguous()
        return Self.rebuilding(
            &row, skipping: skipped, scale: scale, source: contiguous, scratch: &scratch, added: &added,
            cancelled: &cancelled)
    }

    /// The merge in plain Swift, the specification the kernels are tested against: the row
    /// without its skipped cell and the scaled source, interleaved by symbol; a symbol in
    /// both gets the snapped sum, and leaves if it is 0.
    static func reference(
        _ row: Row, skipping skipped: Int, scale: Double, source: Row
    ) -> (row: Row, added: [Symbol], cancelled: [Symbol]) {
        var left = row.cells
        left.remove(at: skipped)
        let right = source.cells
        var result = row
        result.cells = []
        var added: [Symbol] = []
        var cancelled: [Symbol] = []
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if j == right.count || (i < left.count && left[i].symbol < right[j].symbol) {
                result.cells.append(left[i])
                i += 1
            } else if i == left.count || right[j].symbol < left[i].symbol {
                result.cells.append(Cell(symbol: right[j].symbol, coefficient: scale * right[j].coefficient))
                added.append(right[j].symbol)
                j += 1
            } else {
                let sum = Tolerance.snappedSum(left[i].coefficient, scale * right[j].coefficient)
                if sum != 0 {
                    result.cells.append(Cell(symbol: left[i].symbol, coefficient: sum))
                } else {
                    cancelled.append(left[i].symbol)
                }
                i += 1
                j += 1
            }
        }
        result.constant = Tolerance.snappedSum(row.constant, scale * source.constant)
        return (result, added, cancelled)
    }

    /// The room a row may keep beyond twice its cells before a merge that shrinks it gives
    /// the room back.
    static let spareCells = 32

    /// The rebuilding merge: a two-pointer walk over the sorted cells of both rows.
    ///
    /// The result is written into `scratch` through raw buffers and copied back into the
    /// row's own storage, so a merge allocates nothing unless the row outgrows its capacity.
    /// The scratch arrays only grow; their counts are capacities, not lengths.
    static func rebuilding(
        _ row: inout Row, skipping skipped: Int, scale: Double, source: Row,
        scratch: inout [Cell], added: inout [Symbol], cancelled: inout [Symbol]
    ) -> (added: Int, cancelled: Int) {
        let leftCount = row.cells.count
        let rightCount = source.cells.count
        let total = leftCount + rightCount
        if scratch.count < total {
            scratch.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: total - scratch.count))
        }
        if added.count < rightCount {
            added.append(contentsOf: repeatElement(Symbol.none, count: rightCount - added.count))
        }
        if cancelled.count < rightCount {
            cancelled.append(contentsOf: repeatElement(Symbol.none, count: rightCount - cancelled.count))
        }
        var written = 0
        var addedCount = 0
        var cancelledCount = 0
        // The walk reads the row as one buffer (its cells are replaced anyway).
        row.cells.makeContiguous()
        row.cells.withUnsafeBufferPointer { left in
            source.cells.withUnsafeBufferPointer { right in
                scratch.withUnsafeMutableBufferPointer { out in
                    added.withUnsafeMutableBufferPointer { ad in
                        cancelled.withUnsafeMutableBufferPointer { ca in
                            var i = 0
                            var j = 0
                            // Two stretches of the row, before and after the skipped cell, so
                            // that the inner loop does not test for it.
                            var leftEnd = skipped
                            while true {
                                while i < leftEnd && j < rightCount {
                                    let l = left[i].symbol
                                    let r = right[j].symbol
                                    if l < r {
                                        out[written] = left[i]
                                        written += 1
                                        i += 1
                                    } else if r < l {
                                        out[written] = Cell(symbol: r, coefficient: scale * right[j].coefficient)
                                        written += 1
                                        ad[addedCount] = r
                                        addedCount += 1
                                        j += 1
                                    } else {
                                        let sum = Tolerance.snappedSum(
                                            left[i].coefficient, scale * right[j].coefficient)
                                        if sum != 0 {
                                            out[written] = Cell(symbol: l, coefficient: sum)
                                            written += 1
                                        } else {
                                            ca[cancelledCount] = l
                                            cancelledCount += 1
                                        }
                                        i += 1
                                        j += 1
                                    }
                                }
                                guard leftEnd == skipped else { break }
                                if i == skipped { i += 1 }
                                leftEnd = leftCount
                            }
                            while i < leftCount {
                                if i != skipped {
                                    out[written] = left[i]
                                    written += 1
                                }
                                i += 1
                            }
                            while j < rightCount {
                                let r = right[j].symbol
                                out[written] = Cell(symbol: r, coefficient: scale * right[j].coefficient)
                                written += 1
                                ad[addedCount] = r
                                addedCount += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        scratch.withUnsafeBufferPointer { merged in
            row.cells.assign(UnsafeBufferPointer(rebasing: merged[0..<written]), spare: Self.spareCells)
        }
        row.constant = Tolerance.snappedSum(row.constant, scale * source.constant)
        return (addedCount, cancelledCount)
    }
}
