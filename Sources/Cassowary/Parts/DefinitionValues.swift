/// The evaluated values of the definitions (see `Tableau+Definitions.swift`), kept by the
/// two walks of ``DefinitionWalk``: evaluation and invalidation.
///
/// The value of a definition `x = c + Σ aᵢ·sᵢ` is `c + Σ aᵢ·value(sᵢ)`, where a parametric
/// `sᵢ` is 0, a flat row's basic is its row's constant, and a defined one is its own value.
/// Each value is kept with its magnitude (the size of the numbers it was summed from, through
/// every level: a value that is round-off of huge terms is 0, however it was reached) until a
/// row it depends on changes.
///
/// Invariant: a value is current (``isCurrent(_:)``) only if every definition it names is
/// current; ``invalidate(from:rows:referrers:)`` keeps this by invalidating the definitions
/// that name a stale one.
struct DefinitionValues {
    private(set) var values: [Double] = []
    private(set) var magnitudes: [Double] = []
    private var current = StampSet()
    /// The path of an evaluation: a step a definition on it, so at most one a row (see
    /// ``evaluate(_:rows:rowOf:)``).
    private var stack: [DefinitionWalk.Step] = []

    /// Where an evaluation starts.
    enum Roots {
        /// One definition.
        case one(Symbol)
        /// Every definition in the rows.
        case everyDefinition
        /// The listed symbols (those that are not definitions are skipped).
        case listed([Symbol])
    }

    /// Makes room for the symbols `0..<count`.
    mutating func grow(toHold count: Int) {
        guard values.count < count else { return }
        let extra = count - values.count
        values.append(contentsOf: repeatElement(0, count: extra))
        magnitudes.append(contentsOf: repeatElement(0, count: extra))
        current.grow(toHold: count)
    }

    /// How many steps the evaluation stack holds (for tests of its bound).
    var stackLength: Int { stack.count }

    @inline(__always)
    func isCurrent(_ symbol: Symbol) -> Bool {
        current.contains(symbol.index)
    }

    /// Makes every value stale.
    mutating func invalidateAll() {
        current.removeAll()
    }

    /// Evaluates the stale definitions among `roots`, the definitions they name first
    /// (depth first, without recursion: a chain of definitions is as deep as it is long).
    /// A sum that is round-off of its terms (``Tolerance/cancellation``) is 0.
    ///
    /// A path holds each definition on it once (a second visit is a cycle), and each is one
    /// of `rows`, so the stack grows to a step a row, not to a step a symbol (a tableau has
    /// several symbols a row; on chain-100000, 12.8 MB of steps instead of 34 MB).
    mutating func evaluate(_ roots: Roots, rows: [Row], rowOf: [Int32]) {
        if stack.count <= rows.count {
            stack.append(
                contentsOf: repeatElement(DefinitionWalk.Step(symbol: .none), count: rows.count + 1 - stack.count))
        }
        DefinitionWalk.evaluate(
            roots, rows: rows, rowOf: rowOf, values: &values, magnitudes: &magnitudes, stack: &stack,
            current: &current)
    }

    /// Makes stale the values of `queue`'s symbols from `start` on and of every definition
    /// that names one of them, directly or through other definitions, appending those to
    /// `queue` (each once); the lists of referrers may hold stale entries.
    mutating func invalidate(from queue: inout [Symbol], startingAt start: Int = 0, rows: [Row], referrers: SlotLists) {
        DefinitionWalk.markStale(queue, from: start, current: &current)
        DefinitionWalk.invalidate(from: &queue, startingAt: start, rows: rows, referrers: referrers, current: &current)
    }

    /// Makes stale the values of `symbols`: what ``invalidate(from:startingAt:rows:referrers:)``
    /// reached from the same changes with every value current, known in advance.
    @inline(__always)
    mutating func markStale(_ symbols: [Symbol]) {
        DefinitionWalk.markStale(symbols, current: &current)
    }

    /// Every way the part breaks its invariants (empty when they hold).
    func invariantViolations() -> [String] {
        current.invariantViolations()
    }
}
