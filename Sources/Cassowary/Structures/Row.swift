/// One cell of a row: a parametric symbol and its coefficient.
///
/// Cells are stored interleaved (one block of symbol–coefficient pairs per row, a
/// ``CellBuffer``) so that a row is one heap block: a merge reads one stream per side and
/// allocates one block.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ coefficientᵢ · symbolᵢ`.
///
/// In a *flat* row (the row of a slack, error or dummy symbol) the symbols on the right are
/// parametric (non-basic, value 0), so the basic symbol's value is `constant`. The row of
/// an external symbol is a *definition* (`isDefinition`): its cells may name basic symbols
/// too, whose values it adds up (see `Tableau+Definitions.swift`). Cells are sorted by
/// symbol id, so a merge is a linear two-pointer walk and a look-up a binary search.
///
/// A row being built (before it has a basic symbol) has `basic == -1` and stands for the
/// equation `0 = constant + Σ cells`.
struct Row {
    // In this order the row is four words: the cells' block, the gap's position and
    // length, the flag and the basic symbol in the third word, the constant.
    var cells: CellBuffer
    /// Whether the row is a definition (its basic symbol is external), indexed in
    /// `Tableau.referrers` rather than `Tableau.column`. Kept with the row so that an undo
    /// knows which index a saved row belongs to even after its symbol has been freed.
    var isDefinition = false
    var basic: Symbol
    var constant: Double

    init(basic: Symbol = .none, constant: Double = 0, cells: CellBuffer = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    init(basic: Symbol = .none, constant: Double = 0, cells: [Cell]) {
        self.init(basic: basic, constant: constant, cells: CellBuffer(cells))
    }

    /// The position of `symbol` among the cells, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        CellSearch.position(of: symbol, in: cells)
    }

    /// The coefficient of `symbol` (0 if absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// The symbols of the cells, in order (a copy; for paths that are not hot).
    var symbols: [Symbol] { cells.map(\.symbol) }

    var isConstant: Bool { cells.isEmpty }

    /// The largest |coefficient| of the row (0 for a constant row): the scale that pivot
    /// tolerances are relative to.
    var largestCoefficient: Double { cells.largestMagnitude }

    /// Multiplies the row by -1: `0 = c + Σ aᵢsᵢ` becomes `0 = -c + Σ -aᵢsᵢ`.
    mutating func negate() {
        constant = -constant
        cells.transformCoefficients { -$0 }
    }

    /// Solves the equation `0 = constant + a·symbol + Σ rest` for `symbol`:
    /// `symbol = -constant/a + Σ (-aᵢ/a)·sᵢ`. `symbol` leaves the cells and becomes basic;
    /// if the row had a basic symbol `b` (`b = constant + …`, i.e. `0 = constant - b + …`),
    /// `b` joins the cells with coefficient `1/a`.
    ///
    /// Returns whether `b` was added as a cell (the caller indexes it).
    mutating func solve(for symbol: Symbol) -> Bool {
        let (index, found) = position(of: symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let a = cells[index].coefficient
        let old = basic
        // Divide rather than multiply by 1/a: `1e-9·x = 1e-9` must give exactly 1.
        constant = -constant / a
        basic = symbol
        guard !old.isNone else {
            cells.remove(at: index) { -$0 / a }
            return false
        }
        // The old basic takes the solved symbol's place and is then moved to its sorted
        // position (see ``RowSolve``).
        RowSolve.solve(&cells, at: index, replacingWith: old)
        return true
    }

    /// Multiplies every coefficient and the constant as solving the row for a symbol of
    /// coefficient `a` and then scaling it by `b` would: `b·(−aᵢ/a)` and `b·(−c/a)`, in that
    /// order of operations (the bits of a solve followed by a merge). With `a = ±1` and
    /// `b = −a` the cells are unchanged and are not visited.
    mutating func scaleAsSolved(dividingBy a: Double, times b: Double) {
        constant = b * (-constant / a)
        guard !(abs(a) == 1 && b == -a) else { return }
        cells.transformCoefficients { b * (-$0 / a) }
    }
}
