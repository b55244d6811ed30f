/// The look-up of a symbol among a row's cells (see ``Row``): a binary search over the
/// cells' buffer, with no bounds check per probe. ``Row/position(of:)`` calls it, and
/// through it every coefficient look-up of the algorithms and kernels.
///
/// The math: the cells are sorted by symbol id, strictly ascending; the search keeps
/// `cells[..<low]` below `symbol` and `cells[high...]` above it, halving `high - low` per
/// probe, so it ends after ⌈log₂(count + 1)⌉ probes at the cell holding `symbol`, or at
/// `low == high`, where `symbol` would be inserted to keep the order.
///
/// The reference is ``referencePosition(of:in:)``, a linear scan, which `CellSearchTests`
/// runs it against on random rows.
enum CellSearch {
    /// The position of `symbol` among `cells` (sorted by symbol), or where it would be
    /// inserted.
    ///
    /// A row with a gap inside (see ``CellBuffer``) is searched on the side of the gap that
    /// holds `symbol`: before it if `symbol` is below the first cell after it.
    @inline(__always)
    static func position(of symbol: Symbol, in cells: CellBuffer) -> (index: Int, found: Bool) {
        guard cells.isContiguous else { return positionAcrossGap(of: symbol, in: cells) }
        return cells.withUnsafeBufferPointer { position(of: symbol, in: $0) }
    }

    /// ``position(of:in:)`` in a row with a gap inside its cells.
    private static func positionAcrossGap(of symbol: Symbol, in cells: CellBuffer) -> (index: Int, found: Bool) {
        cells.withUnsafeSegments { before, after in
            if after.isEmpty || symbol < after[0].symbol { return position(of: symbol, in: before) }
            let (index, found) = position(of: symbol, in: after)
            return (before.count + index, found)
        }
    }

    /// ``position(of:in:)`` over an array of cells.
    @inline(__always)
    static func position(of symbol: Symbol, in cells: [Cell]) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { position(of: symbol, in: $0) }
    }

    @inline(__always)
    private static func position(of symbol: Symbol, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s < symbol {
                low = mid + 1
            } else if s > symbol {
                high = mid
            } else {
                return (mid, true)
            }
        }
        return (low, false)
    }
}

// MARK: - Reference

extension CellSearch {
    /// The plain reference of ``position(of:in:)``: the first cell not below `symbol`.
    static func referencePosition(of symbol: Symbol, in cells: [Cell]) -> (index: Int, found: Bool) {
        let index = cells.firstIndex { $0.symbol >= symbol } ?? cells.count
        return (index, index < cells.count && cells[index].symbol == symbol)
    }
}
