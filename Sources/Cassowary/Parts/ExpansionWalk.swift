/// The order in which an expansion replaces definitions by their rows (see
/// `Tableau.expandDefinitions`): the reverse post-order of a depth-first walk over the
/// definitions that the roots name, directly or through other definitions.
///
/// A definition's coefficient in the row being built is final only once every definition
/// that names it has been replaced, so definitions are replaced in reverse post-order: a
/// definition comes after every definition that names it. Each is visited once, so the
/// cost is the size of the rows reached, not the number of paths to them. The walk keeps
/// its own stack (a chain of definitions is as deep as it is long).
///
/// Invariant: between walks the stack is empty; ``order`` lists each definition the last
/// walk reached once, in post-order, and ``visited`` holds exactly those.
struct ExpansionWalk {
    /// The definitions the last walk reached, in post-order (replace them last to first).
    private(set) var order: [Symbol] = []
    private var visited = StampSet()
    /// The path of the walk: a definition and the cell its walk resumes at.
    private var stack: [(symbol: Symbol, next: Int)] = []

    /// Makes room for the symbols `0..<count`.
    mutating func grow(toHold count: Int) {
        visited.grow(toHold: count)
    }

    /// Walks from the defined symbols among `roots` (a definition is a basic external
    /// symbol) and lists the definitions reached in ``order``, in post-order.
    mutating func walk(from roots: [Symbol], rows: [Row], rowOf: [Int32], kinds: [SymbolKind]) {
        visited.removeAll()
        order.removeAll(keepingCapacity: true)
        @inline(__always) func isDefined(_ s: Symbol) -> Bool {
            rowOf[s.index] >= 0 && kinds[s.index] == .external
        }
        for s in roots {
            guard isDefined(s), visited.insert(s.index) else { continue }
            stack.append((s, 0))
            while let (d, next) = stack.last {
                let slot = Int(rowOf[d.index])
                var i = next
                var descended = false
                let count = rows[slot].cells.count
                while i < count {
                    let t = rows[slot].cells[i].symbol
                    i += 1
                    if isDefined(t) && visited.insert(t.index) {
                        stack[stack.count - 1].next = i
                        stack.append((t, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    order.append(d)
                    stack.removeLast()
                }
            }
        }
    }

    /// Every way the part breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems = visited.invariantViolations()
        if !stack.isEmpty { problems.append("expansion stack holds \(stack.count) entries between walks") }
        for d in order where !visited.contains(d.index) { problems.append("expansion order lists unvisited \(d)") }
        return problems
    }
}
