/// The rewrite of a row's cells when the row is solved for one of its symbols (see
/// ``Row/solve(for:)``): one pass over the cells' buffer that scales every coefficient and
/// moves the old basic symbol into the solved one's place, then to its sorted position,
/// with no uniqueness check per cell and no second shift of the whole array.
///
/// The math: the row `b = c + a·x + Σ aᵢ·sᵢ` is `0 = c - b + a·x + Σ aᵢ·sᵢ`; solved for
/// `x` it is `x = -c/a + (1/a)·b + Σ (-aᵢ/a)·sᵢ`. The kernel writes the cells: each `aᵢ`
/// becomes `-aᵢ/a` (a division, not a product with `1/a`, so that `1e-9·x = 1e-9` gives
/// exactly 1), and the cell of `x` becomes `(b, 1/a)`, moved by adjacent swaps until the
/// cells are sorted again.
///
/// The reference is ``referenceSolved(_:at:replacingWith:)``, which removes and inserts;
/// `CellSearchTests` runs the kernel against it on random rows.
enum RowSolve {
    /// Rewrites `cells` for the solved symbol at `index` (coefficient `a`), whose place the
    /// old basic symbol `old` takes: see the type's math. `old` must not be a cell already.
    @inline(__always)
    static func solve(_ cells: inout CellBuffer, at index: Int, replacingWith old: Symbol) {
        cells.withUnsafeMutableBufferPointer { solve($0, at: index, replacingWith: old) }
    }

    /// ``solve(_:at:replacingWith:)`` over an array of cells.
    static func solve(_ cells: inout [Cell], at index: Int, replacingWith old: Symbol) {
        cells.withUnsafeMutableBufferPointer { solve($0, at: index, replacingWith: old) }
    }

    @inline(__always)
    private static func solve(_ cells: UnsafeMutableBufferPointer<Cell>, at index: Int, replacingWith old: Symbol) {
        let a = cells[index].coefficient
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient / a }
        cells[index] = Cell(symbol: old, coefficient: 1 / a)
        var i = index
        while i > 0 && cells[i - 1].symbol > old {
            cells.swapAt(i - 1, i)
            i -= 1
        }
        while i + 1 < cells.count && cells[i + 1].symbol < old {
            cells.swapAt(i, i + 1)
            i += 1
        }
        precondition(
            i + 1 >= cells.count || cells[i + 1].symbol != old, "a basic symbol cannot be a cell of its own row")
    }
}

// MARK: - Reference

extension RowSolve {
    /// The plain reference of ``solve(_:at:replacingWith:)``: scale, remove the solved
    /// cell, insert the old basic symbol's at its sorted place.
    static func referenceSolved(_ cells: [Cell], at index: Int, replacingWith old: Symbol) -> [Cell] {
        let a = cells[index].coefficient
        var result = cells.map { Cell(symbol: $0.symbol, coefficient: -$0.coefficient / a) }
        result.remove(at: index)
        let place = result.firstIndex { $0.symbol > old } ?? result.count
        result.insert(Cell(symbol: old, coefficient: 1 / a), at: place)
        return result
    }
}
