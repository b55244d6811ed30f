/// The walks that keep the values of the definitions (see ``DefinitionValues``): evaluation
/// and invalidation, over the buffers of the rows, the values and the stamp sets, with no
/// copy and no retain per row. ``DefinitionValues`` calls them and never opens a buffer.
///
/// The math: the value of a definition `x = c + Σ aᵢ·sᵢ` is `c + Σ aᵢ·value(sᵢ)`, where a
/// parametric `sᵢ` is 0, a flat row's basic is its row's constant, and a defined one is its
/// own value; its magnitude is `max(|c|, maxᵢ |aᵢ|·magnitude(sᵢ))` (a flat row's is
/// `|constant|`). A sum with `|sum| ≤ Tolerance.cancellation · magnitude` is round-off of its
/// terms, so 0. Invalidation makes stale the transitive referrers of the changed symbols.
///
/// Each walk has a plain reference (``reference(_:rows:rowOf:)``,
/// ``referenceInvalidated(from:rows:referrers:current:)``, and for marking values stale the
/// stamp set's own removal) that `DefinitionValuesTests` runs it against on random
/// definitions.
enum DefinitionWalk {
    /// A definition on the path of an evaluation: the cell its walk resumes at (a
    /// definition it descended into, now evaluated), and the sum and the magnitude of the
    /// cells before.
    struct Step {
        var symbol: Symbol
        var next = 0
        var sum = 0.0
        var magnitude = 0.0
    }

    /// Evaluates the stale definitions among `roots`, the definitions they name first
    /// (depth first, without recursion: a chain of definitions is as deep as it is long),
    /// storing each value and magnitude and marking it in `current`. `stack` holds at least
    /// one step a definition and more than the definitions: a path holds each once, so a
    /// path that outgrows it has met a cycle. It is opened only for a root that names a
    /// stale definition; most roots are summed at once.
    @inline(__always)
    static func evaluate(
        _ roots: DefinitionValues.Roots, rows: [Row], rowOf: [Int32], values: inout [Double],
        magnitudes: inout [Double], stack: inout [Step], current: inout StampSet
    ) {
        rows.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                values.withUnsafeMutableBufferPointer { values in
                    magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                        current.withUnsafeView { current in
                            let walk = Walk(
                                rows: rows, rowOf: rowOf, values: values, magnitudes: magnitudes, current: current)
                            switch roots {
                            case .one(let symbol):
                                walk.evaluate(symbol, stack: &stack)
                            case .everyDefinition:
                                for slot in rows.indices where rows[slot].isDefinition && !rows[slot].basic.isNone {
                                    walk.evaluate(rows[slot].basic, stack: &stack)
                                }
                            case .listed(let symbols):
                                for symbol in symbols { walk.evaluate(symbol, stack: &stack) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Removes the symbols of `symbols` from `start` on from `current` (each is below its
    /// capacity), through the set's buffer.
    @inline(__always)
    static func markStale(_ symbols: [Symbol], from start: Int = 0, current: inout StampSet) {
        precondition(start <= symbols.count, "marking from past the end")
        symbols.withUnsafeBufferPointer { symbols in
            current.withUnsafeView { current in
                for k in start..<symbols.count { current.remove(symbols[k].index) }
            }
        }
    }

    /// Removes from `current` every definition that names a symbol of `queue` from `start`
    /// on, directly or through other definitions, appending those to `queue` (each once,
    /// breadth first); the lists of referrers may hold stale entries. `queue`'s own symbols
    /// from `start` on are already out of `current`.
    @inline(__always)
    static func invalidate(
        from queue: inout [Symbol], startingAt start: Int = 0, rows: [Row], referrers: SlotLists,
        current: inout StampSet
    ) {
        var next = start
        // The lists of referrers are read in place, through the pool's buffers.
        rows.withUnsafeBufferPointer { rows in
            referrers.spans.withUnsafeBufferPointer { spans in
                referrers.entries.withUnsafeBufferPointer { entries in
                    current.withUnsafeView { current in
                        while next < queue.count {
                            let span = spans[queue[next].index]
                            next += 1
                            for k in Int(span.start)..<Int(span.start + span.length) {
                                let slot = Int(entries[k])
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
    }
}

extension DefinitionWalk {
    /// The evaluation walk over the buffers of the rows and the values.
    private struct Walk {
        let rows: UnsafeBufferPointer<Row>
        let rowOf: UnsafeBufferPointer<Int32>
        let values: UnsafeMutableBufferPointer<Double>
        let magnitudes: UnsafeMutableBufferPointer<Double>
        let current: StampSet.UnsafeView

        /// Evaluates `symbol` if it is a definition whose value is stale. Inlined into the
        /// loops over the roots: most roots are current, not definitions, or definitions that
        /// name only current ones, summed at once with no step on the path and no call.
        @inline(__always)
        func evaluate(_ symbol: Symbol, stack: inout [Step]) {
            guard !symbol.isNone, rowOf[symbol.index] >= 0, rows[Int(rowOf[symbol.index])].isDefinition,
                !current.contains(symbol.index)
            else { return }
            var first = Step(symbol: symbol)
            let stale = sumCells(&first)
            if stale >= 0 { descend(from: first, to: stale, stack: &stack) }
        }

        /// Finishes the evaluation of `first`, a definition summed up to its cell of the stale
        /// definition `stale` (a symbol index), evaluating the stale definitions it names first.
        /// A definition on the path is stale until it is summed, so a cycle would grow the path
        /// past the definitions, hence past `stack`.
        @inline(never)
        func descend(from first: Step, to stale: Int, stack: inout [Step]) {
            stack.withUnsafeMutableBufferPointer { stack in
                var stale = stale
                stack[0] = first
                var depth = 1
                while depth > 0 {
                    // The deepest step waits for the stale definition `stale`: it goes on the path.
                    precondition(depth < stack.count, "definitions form a cycle: a path longer than the definitions")
                    stack[depth] = Step(symbol: Symbol(stale))
                    depth += 1
                    // Sum the deepest step, then the ones it resumes, until one meets a stale
                    // definition or the path is done.
                    while depth > 0 {
                        stale = sumCells(&stack[depth - 1])
                        if stale >= 0 { break }
                        depth -= 1
                    }
                }
            }
        }

        /// Sums the cells of `step`'s definition from `step.next` on, after the sum and
        /// magnitude of the cells before (its constant's when `next` is 0), in order, once:
        /// stores the value and returns -1, or, at a cell that names a stale definition,
        /// keeps the sum so far in `step` to resume at that cell and returns that
        /// definition's symbol index.
        @inline(__always)
        func sumCells(_ step: inout Step) -> Int {
            let d = step.symbol
            let slot = Int(rowOf[d.index])
            let constant = rows[slot].constant
            let start = step.next
            var sum = start == 0 ? constant : step.sum
            var magnitude = start == 0 ? abs(constant) : step.magnitude
            if rows[slot].cells.isContiguous {
                let stale = rows[slot].cells.withUnsafeBufferPointer {
                    sumStretch($0, offset: 0, from: start, &step, &sum, &magnitude)
                }
                if stale >= 0 { return stale }
            } else {
                // The cells before the row's gap, then those after it.
                let stale = rows[slot].cells.withUnsafeSegments { before, after in
                    if start < before.count {
                        let stale = sumStretch(before, offset: 0, from: start, &step, &sum, &magnitude)
                        if stale >= 0 { return stale }
                    }
                    return sumStretch(
                        after, offset: before.count, from: Swift.max(start, before.count), &step, &sum, &magnitude)
                }
                if stale >= 0 { return stale }
            }
            if abs(sum) <= Tolerance.cancellation * magnitude { sum = 0 }
            values[d.index] = sum
            magnitudes[d.index] = magnitude
            current.insert(d.index)
            return -1
        }

        /// Adds the cells of `stretch` (the cells of `step`'s definition from position
        /// `offset` on) from position `start` on to `sum` and `magnitude`; returns -1, or, at a
        /// cell that names a stale definition, keeps the sum so far in `step` and returns that
        /// definition's symbol index.
        @inline(__always)
        func sumStretch(
            _ stretch: UnsafeBufferPointer<Cell>, offset: Int, from start: Int, _ step: inout Step,
            _ sum: inout Double, _ magnitude: inout Double
        ) -> Int {
            for k in (start - offset)..<stretch.count {
                let t = stretch[k].symbol.index
                let coefficient = stretch[k].coefficient
                let tSlot = rowOf[t]
                guard tSlot >= 0 else { continue }
                let v: Double
                let size: Double
                if rows[Int(tSlot)].isDefinition {
                    if !current.contains(t) {
                        step = Step(symbol: step.symbol, next: offset + k, sum: sum, magnitude: magnitude)
                        return t
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
            return -1
        }
    }
}

// MARK: - Reference

extension DefinitionWalk {
    /// The value and magnitude of the defined `symbol` by plain recursion over the rows:
    /// the specification of ``evaluate(_:rows:rowOf:values:magnitudes:stack:current:)``.
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

    /// The definitions that ``invalidate(from:rows:referrers:current:)`` makes stale, by a
    /// plain fixed point: those of `current`, not in `queue`, that name a symbol of `queue`
    /// or another such definition.
    static func referenceInvalidated(
        from queue: [Symbol], rows: [Row], referrers: [[Int32]], current: Set<Symbol>
    ) -> Set<Symbol> {
        var stale = Set(queue)
        var found = Set<Symbol>()
        var changed = true
        while changed {
            changed = false
            for row in rows where row.isDefinition && !row.basic.isNone && current.contains(row.basic) {
                guard !stale.contains(row.basic), row.cells.contains(where: { stale.contains($0.symbol) }) else {
                    continue
                }
                do {
                    found.insert(row.basic)
                    stale.insert(row.basic)
                    changed = true
                }
            }
        }
        return found
    }
}
