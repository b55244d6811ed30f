/// A row under construction, dense by symbol: `Σ coefficientₛ · s` over the symbols added
/// since the row was last taken, each with the size of the numbers its coefficient was
/// computed from.
///
/// A new constraint's row is built here (its terms, and the rows of its basic symbols
/// substituted into it): adding to a symbol is an array write, and like terms collect
/// without a search. ``takeRow(constant:)`` turns the entries into a sorted row and leaves
/// the accumulator empty.
///
/// Invariant: each symbol with an entry is listed once in ``touched``; a symbol without one
/// has coefficient and magnitude 0. Between rows, no symbol has an entry.
struct Accumulator {
    private var coefficients: [Double] = []
    private var magnitudes: [Double] = []
    private var hasEntry: [Bool] = []
    /// The symbols with an entry, in the order of their first addition.
    private(set) var touched: [Symbol] = []

    /// Makes room for the symbols `0..<count`.
    mutating func grow(toHold count: Int) {
        guard coefficients.count < count else { return }
        let extra = count - coefficients.count
        coefficients.append(contentsOf: repeatElement(0, count: extra))
        magnitudes.append(contentsOf: repeatElement(0, count: extra))
        hasEntry.append(contentsOf: repeatElement(false, count: extra))
    }

    @inline(__always)
    mutating func add(_ symbol: Symbol, _ value: Double) {
        add(symbol, value, magnitude: abs(value))
    }

    /// Adds `value` to the symbol's coefficient; `magnitude` bounds the size of the numbers
    /// `value` was computed from (at least `|value|`), so that a sum that is their round-off
    /// is recognized as 0.
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ value: Double, magnitude: Double) {
        let i = symbol.index
        if !hasEntry[i] {
            hasEntry[i] = true
            touched.append(symbol)
        }
        coefficients[i] += value
        magnitudes[i] = max(magnitudes[i], magnitude)
    }

    /// The symbol's coefficient and its magnitude, leaving the coefficient 0 (a definition
    /// being replaced by its row: its entry stays, and is left out of the row).
    @inline(__always)
    mutating func take(_ symbol: Symbol) -> (coefficient: Double, magnitude: Double) {
        let i = symbol.index
        defer { coefficients[i] = 0 }
        return (coefficients[i], magnitudes[i])
    }

    /// The row `constant + Σ` of the entries (sorted by symbol; a coefficient that is
    /// round-off of its magnitude left out), leaving the accumulator empty.
    mutating func takeRow(constant: Double) -> Row {
        touched.sort()
        var row = Row(constant: constant)
        row.cells.reserveCapacity(touched.count + 2)  // room for the markers
        for s in touched {
            let i = s.index
            let value = coefficients[i]
            if abs(value) > Tolerance.cancellation * magnitudes[i] {
                row.cells.append(Cell(symbol: s, coefficient: value))
            }
            coefficients[i] = 0
            magnitudes[i] = 0
            hasEntry[i] = false
        }
        touched.removeAll(keepingCapacity: true)
        return row
    }

    /// Every way the accumulator breaks its invariant between rows (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if !touched.isEmpty { problems.append("accumulator holds \(touched.count) entries between rows") }
        for i in coefficients.indices where hasEntry[i] || coefficients[i] != 0 || magnitudes[i] != 0 {
            problems.append("accumulator entry of symbol \(i) left over")
            break
        }
        return problems
    }
}
