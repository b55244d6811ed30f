/// The full scans of one row's cells that the dual simplex step makes on a long infeasible
/// row (see `Tableau+LongStep.swift`): each reads the cells through the row's buffer, in
/// its at most two stretches (``CellBuffer/withUnsafeSegments(_:)``), with no bounds check
/// and no copy, and writes through a buffer it opened itself.
///
/// The math of ``gatherTies(_:kinds:levels:into:)``: a tie of the dual ratio test at 0 is a
/// cell `a·s` with `a > 0` whose symbol is restricted (a slack or an error) and costs
/// nothing: at every level `k` of the objective, `|cₖ(s)| ≤ scaleₖ · Tolerance.objective`
/// (``Tableau/costsNothing(_:)``). The kernel keeps the cells of a restricted symbol with
/// `a > 0` in one pass over the row, then drops those that cost something at each level in
/// one pass per level over the kept cells (each reads one level's coefficients, in
/// ascending symbol order).
///
/// Each kernel has a plain reference (``referenceLargestMagnitude(_:)``,
/// ``referenceGatherTies(_:kinds:levels:)``) that `RowScanTests` runs it against on random
/// rows.
enum RowScan {
    /// The largest |coefficient| of `cells` (0 for none): the scale of a row's pivot
    /// tolerances. A NaN coefficient is passed over, as `Swift.max` passes it over.
    @inline(__always)
    static func largestMagnitude(_ cells: CellBuffer) -> Double {
        cells.withUnsafeSegments { before, after in
            let a = largestMagnitude(before)
            let b = largestMagnitude(after)
            return b > a ? b : a
        }
    }

    /// ``largestMagnitude(_:)`` of one stretch: four running maxima over interleaved cells,
    /// so that no comparison waits on the one before it.
    @inline(__always)
    private static func largestMagnitude(_ stretch: UnsafeBufferPointer<Cell>) -> Double {
        var m0 = 0.0
        var m1 = 0.0
        var m2 = 0.0
        var m3 = 0.0
        var i = 0
        let end = stretch.count
        while i &+ 4 <= end {
            let a0 = abs(stretch[i].coefficient)
            let a1 = abs(stretch[i &+ 1].coefficient)
            let a2 = abs(stretch[i &+ 2].coefficient)
            let a3 = abs(stretch[i &+ 3].coefficient)
            m0 = a0 > m0 ? a0 : m0
            m1 = a1 > m1 ? a1 : m1
            m2 = a2 > m2 ? a2 : m2
            m3 = a3 > m3 ? a3 : m3
            i &+= 4
        }
        while i < end {
            let a = abs(stretch[i].coefficient)
            m0 = a > m0 ? a : m0
            i &+= 1
        }
        m0 = m1 > m0 ? m1 : m0
        m2 = m3 > m2 ? m3 : m2
        return m2 > m0 ? m2 : m0
    }

    /// Writes the ties of `cells` to `ties` from its first place on, in the cells' order
    /// (growing it to hold `cells.count` if it is shorter; the places past the ties are left
    /// as they are), and returns how many there are and the largest |coefficient| of all
    /// the cells (0 for none).
    static func gatherTies(
        _ cells: CellBuffer, kinds: [SymbolKind], levels: [Objective.Level], into ties: inout [Cell]
    ) -> (count: Int, largest: Double) {
        if ties.count < cells.count {
            ties.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: cells.count - ties.count))
        }
        var largest = 0.0
        var count = ties.withUnsafeMutableBufferPointer { out in
            kinds.withUnsafeBufferPointer { kinds in
                cells.withUnsafeSegments { before, after in
                    var kept = 0
                    keepRestricted(before, kinds: kinds, into: out, kept: &kept, largest: &largest)
                    keepRestricted(after, kinds: kinds, into: out, kept: &kept, largest: &largest)
                    return kept
                }
            }
        }
        for level in levels {
            let threshold = level.scale * Tolerance.objective
            count = ties.withUnsafeMutableBufferPointer { out in
                level.coefficients.withUnsafeBufferPointer { coefficients in
                    var kept = 0
                    for k in 0..<count where !(abs(coefficients[out[k].symbol.index]) > threshold) {
                        out[kept] = out[k]
                        kept &+= 1
                    }
                    return kept
                }
            }
        }
        return (count, largest)
    }

    /// The first pass of ``gatherTies(_:kinds:levels:into:)`` over one stretch of the cells:
    /// writes those of a restricted symbol with a positive coefficient to `out[kept...]`.
    @inline(__always)
    private static func keepRestricted(
        _ stretch: UnsafeBufferPointer<Cell>, kinds: UnsafeBufferPointer<SymbolKind>,
        into out: UnsafeMutableBufferPointer<Cell>, kept: inout Int, largest: inout Double
    ) {
        for cell in stretch {
            let magnitude = abs(cell.coefficient)
            if magnitude > largest { largest = magnitude }
            guard cell.coefficient > 0, kinds[cell.symbol.index].isRestricted else { continue }
            out[kept] = cell
            kept &+= 1
        }
    }
}

// MARK: - Reference

extension RowScan {
    /// The plain reference of ``largestMagnitude(_:)``.
    static func referenceLargestMagnitude(_ cells: [Cell]) -> Double {
        cells.reduce(0.0) { max($0, abs($1.coefficient)) }
    }

    /// The plain reference of ``gatherTies(_:kinds:levels:into:)``: the ties in the cells'
    /// order, and the largest |coefficient|.
    static func referenceGatherTies(
        _ cells: [Cell], kinds: [SymbolKind], levels: [Objective.Level]
    ) -> (ties: [Cell], largest: Double) {
        let largest = referenceLargestMagnitude(cells)
        let ties = cells.filter { cell in
            cell.coefficient > 0 && (kinds[cell.symbol.index] == .slack || kinds[cell.symbol.index] == .error)
                && !levels.contains { abs($0.coefficients[cell.symbol.index]) > $0.scale * Tolerance.objective }
        }
        return (ties, largest)
    }
}
