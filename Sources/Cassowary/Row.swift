/// One row of the tableau: `basic = constant + Σ coefficientᵢ · symbolᵢ`.
///
/// The symbols on the right are parametric (non-basic, value 0), so the basic symbol's
/// value is `constant`. Cells are kept as parallel arrays sorted by symbol id, so a merge
/// is a linear two-pointer walk and a look-up a binary search.
///
/// A row being built (before it has a basic symbol) has `basic == -1` and stands for the
/// equation `0 = constant + Σ cells`.
struct Row {
    var basic: Symbol
    var constant: Double
    var symbols: [Symbol]
    var coefficients: [Double]

    init(basic: Symbol = -1, constant: Double = 0, symbols: [Symbol] = [], coefficients: [Double] = []) {
        self.basic = basic
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
    }

    /// The position of `symbol` among the cells, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
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

    /// The coefficient of `symbol` (0 if absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    var isConstant: Bool { symbols.isEmpty }

    /// Multiplies the row by -1: `0 = c + Σ aᵢsᵢ` becomes `0 = -c + Σ -aᵢsᵢ`.
    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
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
        let a = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        // Divide rather than multiply by 1/a: `1e-9·x = 1e-9` must give exactly 1.
        constant = -constant / a
        for i in coefficients.indices { coefficients[i] = -coefficients[i] / a }
        let old = basic
        basic = symbol
        guard old >= 0 else { return false }
        let (at, present) = position(of: old)
        precondition(!present, "a basic symbol cannot be a cell of its own row")
        symbols.insert(old, at: at)
        coefficients.insert(1 / a, at: at)
        return true
    }
}
