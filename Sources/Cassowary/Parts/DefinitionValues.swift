/// The evaluated values of the definitions (see `Tableau+Definitions.swift`), and the two
/// walks that keep them: evaluation and invalidation.
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
    /// The symbols on the path of the current evaluation, to catch a cycle.
    private var onPath = StampSet()
    /// The path of an evaluation, one entry a symbol deep.
    private var stack: [Step] = []

    /// A definition on the path of an evaluation: the cell its walk resumes at (a
    /// definition it descended into, now evaluated), and the sum and the magnitude of the
    /// cells before.
    struct Step {
        var symbol: Symbol
        var next = 0
        var sum = 0.0
        var magnitude = 0.0
    }

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
        onPath.grow(toHold: count)
        // A path is at most one step a symbol long; the stack doubles, so growing by chunks
        // of symbols does not copy it once a chunk.
        if stack.count <= count {
            let length = Swift.max(count + 1, 2 * stack.count)
            stack.append(contentsOf: repeatElement(Step(symbol: .none), count: length - stack.count))
        }
    }

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
    mutating func evaluate(_ roots: Roots, rows: [Row], rowOf: [Int32]) {
        onPath.removeAll()
        rows.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                values.withUnsafeMutableBufferPointer { values in
                    magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                        stack.withUnsafeMutableBufferPointer { stack in
                            current.withUnsafeView { current in
                                onPath.withUnsafeView { onPath in
                                    let walk = Walk(
                                        rows: rows, rowOf: rowOf, values: values, magnitudes: magnitudes,
                                        current: current, onPath: onPath, stack: stack)
                                    switch roots {
                                    case .one(let symbol):
                                        walk.evaluate(symbol)
                                    case .everyDefinition:
                                        for slot in rows.indices
                                        where rows[slot].isDefinition && !rows[slot].basic.isNone {
                                            walk.evaluate(rows[slot].basic)
                                        }
                                    case .listed(let symbols):
                                        for symbol in symbols { walk.evaluate(symbol) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Makes stale the values of `queue`'s symbols and of every definition that names one
    /// of them, directly or through other definitions, appending those to `queue` (each
    /// once); the lists of referrers may hold stale entries.
    mutating func invalidate(from queue: inout [Symbol], rows: [Row], referrers: [[Int32]]) {
        for symbol in queue { current.remove(symbol.index) }
        var next = 0
        // The lists of referrers are read in place, by index: no retain of a list per symbol.
        rows.withUnsafeBufferPointer { rows in
            referrers.withUnsafeBufferPointer { referrers in
                current.withUnsafeView { current in
                    while next < queue.count {
                        let symbol = queue[next].index
                        next += 1
                        for k in 0..<referrers[symbol].count {
                            let slot = Int(referrers[symbol][k])
                            let basic = rows[slot].basic
                            guard rows[slot].isDefinition, !basic.isNone, current.contains(basic.index) else {
                                continue
                            }
                            current.remove(basic.index)
                            queue.append(basic)
                        }
                    }
                }
            }
        }
    }

    /// The value and magnitude of the defined `symbol` by plain recursion over the rows:
    /// the specification the evaluation walk is tested against.
    static func reference(_ symbol: Symbol, rows: [Row], rowOf: [Int32]) -> (value: Double, magnitude: Double) {
        let row = rows[Int(rowOf[symbol.index])]
        var sum = row.constant
        var magnitude = abs(row.constant)
        for cell in row.cells {
            let slot = rowOf[cell.symbol.index]
            guard slot >= 0 else { continue }
            let (v, size) =
                rows[Int(slot)].isDefinition
                ? reference(cell.symbol, rows: rows, rowOf: rowOf)
                : (rows[Int(slot)].constant, abs(rows[Int(slot)].constant))
            sum += cell.coefficient * v
            magnitude = max(magnitude, abs(cell.coefficient) * size)
        }
        if abs(sum) <= Tolerance.cancellation * magnitude { sum = 0 }
        return (sum, magnitude)
    }

    /// Every way the part breaks its invariants (empty when they hold).
    func invariantViolations() -> [String] {
        current.invariantViolations() + onPath.invariantViolations()
            + (values.isEmpty || stack.count > values.count ? [] : ["evaluation stack shorter than a path"])
    }
}

extension DefinitionValues {
    /// The evaluation walk over the buffers of the rows and the values.
    private struct Walk {
        let rows: UnsafeBufferPointer<Row>
        let rowOf: UnsafeBufferPointer<Int32>
        let values: UnsafeMutableBufferPointer<Double>
        let magnitudes: UnsafeMutableBufferPointer<Double>
        let current: StampSet.UnsafeView
        let onPath: StampSet.UnsafeView
        let stack: UnsafeMutableBufferPointer<Step>

        /// Evaluates `symbol` if it is a definition whose value is stale.
        func evaluate(_ symbol: Symbol) {
            guard !symbol.isNone, rowOf[symbol.index] >= 0, rows[Int(rowOf[symbol.index])].isDefinition,
                !current.contains(symbol.index)
            else { return }
            onPath.insert(symbol.index)
            stack[0] = Step(symbol: symbol)
            var depth = 1
            while depth > 0 {
                let step = stack[depth - 1]
                let d = step.symbol
                let slot = Int(rowOf[d.index])
                let constant = rows[slot].constant
                rows[slot].cells.withUnsafeBufferPointer { cells in
                    // The cells are summed in order, once: a walk that meets a stale
                    // definition keeps its sum on the path and resumes at that cell once it
                    // is evaluated.
                    var sum = step.next == 0 ? constant : step.sum
                    var magnitude = step.next == 0 ? abs(constant) : step.magnitude
                    for i in step.next..<cells.count {
                        let t = cells[i].symbol.index
                        let coefficient = cells[i].coefficient
                        let tSlot = rowOf[t]
                        guard tSlot >= 0 else { continue }
                        let v: Double
                        let size: Double
                        if rows[Int(tSlot)].isDefinition {
                            if !current.contains(t) {
                                precondition(!onPath.contains(t), "definitions form a cycle")
                                onPath.insert(t)
                                stack[depth - 1] = Step(symbol: d, next: i, sum: sum, magnitude: magnitude)
                                stack[depth] = Step(symbol: Symbol(t))
                                depth += 1
                                return
                            }
                            v = values[t]
                            size = magnitudes[t]
                        } else {
                            v = rows[Int(tSlot)].constant
                            size = abs(v)
                        }
                        sum += coefficient * v
                        magnitude = max(magnitude, abs(coefficient) * size)
                    }
                    if abs(sum) <= Tolerance.cancellation * magnitude { sum = 0 }
                    values[d.index] = sum
                    magnitudes[d.index] = magnitude
                    current.insert(d.index)
                    depth -= 1
                }
            }
        }
    }
}
