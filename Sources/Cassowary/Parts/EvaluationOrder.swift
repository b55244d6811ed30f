/// The order the definitions are evaluated in: a number for each defined symbol, such that
/// a definition names only definitions with a smaller number, so definitions never form a
/// cycle (see `Tableau+Definitions.swift`).
///
/// Numbers are reals, so a new definition fits between two others without renumbering
/// (``Tableau/lazyDefinitionOrder(of:after:)`` takes the midpoint); a definition that names
/// only parametric symbols goes before every other (``first``), one that nothing names yet
/// after everything (``last``).
///
/// Invariant: ``lowest`` ≤ every symbol's number ≤ ``highest`` (the extremes only widen, so
/// an undo that puts a number back keeps it).
struct EvaluationOrder {
    private var order: [Double] = []
    /// The extremes of the numbers handed out.
    private(set) var highest = 0.0
    private(set) var lowest = 0.0

    /// Makes room for the symbols `0..<count` (numbered 0).
    mutating func grow(toHold count: Int) {
        guard order.count < count else { return }
        order.append(contentsOf: repeatElement(0, count: count - order.count))
    }

    /// The number of `symbol`'s definition.
    @inline(__always)
    subscript(symbol: Symbol) -> Double { order[symbol.index] }

    /// A number before every other.
    var first: Double { lowest - 1 }

    /// A number after every other.
    var last: Double { highest + 1 }

    /// Numbers `symbol` `number`; returns the old one (for an undo).
    @discardableResult
    mutating func set(_ symbol: Symbol, _ number: Double) -> Double {
        defer {
            order[symbol.index] = number
            highest = max(highest, number)
            lowest = min(lowest, number)
        }
        return order[symbol.index]
    }

    /// Whether the definition of `a` comes before that of `b` (ties, which the order does
    /// not have between definitions that name each other, go to the lower id).
    @inline(__always)
    func precedes(_ a: Symbol, _ b: Symbol) -> Bool {
        let (p, q) = (order[a.index], order[b.index])
        return p < q || (p == q && a < b)
    }

    /// Every way the order breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        order.indices.filter { !(lowest...highest).contains(order[$0]) }.map {
            "symbol \($0)'s evaluation order \(order[$0]) is outside \(lowest)...\(highest)"
        }
    }
}
