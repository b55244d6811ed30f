/// Consistency checks of the whole tableau, for tests and debugging.
extension Tableau {
    /// Every way one of the tableau's parts breaks its own invariant (empty when each
    /// holds): cheap checks, run after every operation in debug builds (see
    /// ``checkParts()``) and by ``invariantViolations()``.
    func partViolations() -> [String] {
        symbols.invariantViolations() + records.invariantViolations() + cellIndex.invariantViolations()
            + variables.invariantViolations()
            + accumulator.invariantViolations()
            + expansion.invariantViolations()
            + values.invariantViolations()
            + changes.invariantViolations() + undo.savedRows.invariantViolations()
            + rowStore.invariantViolations() + definitionOrder.invariantViolations() + work.invariantViolations()
            + drift.invariantViolations() + planViolations()
    }

    /// Every way the shift plans break their invariant that the rows can tell.
    private func planViolations() -> [String] {
        shiftPlans.invariantViolations(shape: cellIndex.shape, rows: rows)
    }

    /// Stops a debug build whose parts break their invariants, on tableaux of up to
    /// ``checkedSymbolLimit`` symbols (the checks read every symbol's entries); compiled out
    /// of release builds.
    @inline(__always)
    func checkParts() {
        assert(symbols.capacity > Self.checkedSymbolLimit || partViolations().isEmpty, "\(partViolations())")
    }

    /// The largest tableau whose parts a debug build checks after every operation.
    static let checkedSymbolLimit = 256

    /// Every way the tableau disagrees with its invariants, as readable lines (empty when
    /// consistent). Recomputes the objective and the column counts from scratch.
    mutating func invariantViolations() -> [String] {
        var problems = partViolations()
        var counts = [Int32](repeating: 0, count: symbols.capacity)
        var definitionCounts = [Int32](repeating: 0, count: symbols.capacity)
        // A restricted basic may be below 0 by round-off of the tableau's values.
        let roundOff = Tolerance.feasibility * valueScale()
        for (slot, row) in rows.enumerated() where row.basic != Row.freeSlot {
            if rowOf[row.basic.index] != Int32(slot) { problems.append("rowOf[\(name(of: row.basic))] is not \(slot)") }
            if row.isDefinition != (symbols.kind(of: row.basic) == .external) {
                problems.append("row \(name(of: row.basic)) is marked a definition: \(row.isDefinition)")
            }
            if symbols.kind(of: row.basic).isRestricted && row.constant < -roundOff
                && !infeasible.contains(row.basic)
            {
                problems.append("row \(name(of: row.basic)) is negative: \(row.constant)")
            }
            for (i, cell) in row.cells.enumerated() {
                let s = cell.symbol
                if row.isDefinition {
                    definitionCounts[s.index] += 1
                    if rowOf[s.index] >= 0 && symbols.kind(of: s) == .external
                        && definitionOrder[s] >= definitionOrder[row.basic]
                    {
                        problems.append("definition \(name(of: row.basic)) names the later \(name(of: s))")
                    }
                    if s == row.basic { problems.append("definition \(name(of: s)) names itself") }
                    if !cellIndex.referrers[s.index].contains(Int32(slot)) {
                        problems.append("referrers of \(name(of: s)) miss definition \(name(of: row.basic))")
                    }
                } else {
                    counts[s.index] += 1
                    if rowOf[s.index] >= 0 {
                        problems.append("basic \(name(of: s)) is a cell of row \(name(of: row.basic))")
                    }
                    if !cellIndex.column[s.index].contains(Int32(slot)) {
                        problems.append("column of \(name(of: s)) misses row \(name(of: row.basic))")
                    }
                }
                if symbols.kind(of: s) == .unused {
                    problems.append("row \(name(of: row.basic)) holds a free symbol \(s)")
                }
                if i > 0 && row.cells[i - 1].symbol >= s { problems.append("row \(name(of: row.basic)) is not sorted") }
                if cell.coefficient == 0 { problems.append("row \(name(of: row.basic)) holds a zero cell") }
            }
        }
        for s in symbols.kinds.indices where counts[s] != cellIndex.columnCount[s] {
            problems.append(
                "cellIndex.columnCount[\(name(of: Symbol(s)))] = \(cellIndex.columnCount[s]), rows say \(counts[s])")
        }
        for s in symbols.kinds.indices where definitionCounts[s] != cellIndex.referrerCount[s] {
            problems.append(
                "cellIndex.referrerCount[\(name(of: Symbol(s)))] = \(cellIndex.referrerCount[s]), definitions say \(definitionCounts[s])"
            )
        }
        // Definitions are acyclic: repeatedly drop those that name no remaining definition.
        var remaining = Set(rows.filter { !$0.basic.isNone && $0.isDefinition }.map(\.basic))
        var progress = true
        while progress {
            progress = false
            for d in remaining.sorted() {
                let row = rows[Int(rowOf[d.index])]
                if !row.cells.contains(where: { remaining.contains($0.symbol) }) {
                    remaining.remove(d)
                    progress = true
                }
            }
        }
        if !remaining.isEmpty {
            problems.append("definitions form a cycle: \(remaining.sorted().map { name(of: $0) })")
            return problems
        }
        // The objective, recomputed: Σ weight · (row of e, or e) over the error symbols.
        for level in objective.levels {
            var expected = [Double](repeating: 0, count: symbols.capacity)
            var scale = [Double](repeating: 0, count: symbols.capacity)
            for record in records.compactMap({ $0 }) where record.strength.level == level.level {
                for e in record.errors {
                    let w = record.strength.weight
                    if rowOf[e.index] >= 0 {
                        let row = rows[Int(rowOf[e.index])]
                        for cell in row.cells {
                            let s = cell.symbol
                            expected[s.index] += w * cell.coefficient
                            scale[s.index] = max(scale[s.index], abs(w * cell.coefficient))
                        }
                    } else {
                        expected[e.index] += w
                        scale[e.index] = max(scale[e.index], w)
                    }
                }
            }
            for s in symbols.kinds.indices {
                let have = s < level.coefficients.count ? level.coefficients[s] : 0
                if abs(have - expected[s]) > Tolerance.invariant * max(1, scale[s]) {
                    problems.append(
                        "objective[\(level.level)] of \(name(of: Symbol(s))) is \(have), recomputed \(expected[s])")
                }
            }
        }
        // Every constraint holds at the current values of its symbols:
        // `constant + Σ c·x + μ·marker − μ·other = 0` (the row it entered as).
        invalidateValues()
        // A definition's value is the constant of its expansion.
        for d in rows.filter({ !$0.basic.isNone && $0.isDefinition }).map(\.basic) {
            let value = evaluate(d)
            let expanded = expandedRow(of: d).constant
            if abs(value - expanded) > Tolerance.invariant * max(1, abs(expanded)) {
                problems.append("definition \(name(of: d)) evaluates to \(value), expands to \(expanded)")
            }
        }
        // Every constraint is an identity of the tableau: its row, with every basic symbol
        // expanded into parametric ones, is 0 = 0.
        for record in records.compactMap({ $0 }) {
            var terms = record.terms
            if !record.marker.isNone { terms.append((record.marker, record.markerCoefficient)) }
            if !record.other.isNone { terms.append((record.other, -record.markerCoefficient)) }
            let (row, magnitude) = buildRow(terms: terms, constant: record.constant)
            let scale = max(1, magnitude, terms.reduce(0) { max($0, abs($1.coefficient)) })
            let residue = row.cells.reduce(abs(row.constant)) { max($0, abs($1.coefficient)) }
            if residue > Tolerance.invariantExpansion * scale {
                problems.append("\(record.constraint) expands to \(format(row)), not 0")
            }
        }
        // A value computed through definitions is as exact as the numbers it was computed
        // from (``DefinitionValues/magnitudes``), which may be far larger than the value.
        func size(_ symbol: Symbol) -> Double {
            isDefined(symbol) ? values.magnitudes[symbol.index] : 0
        }
        for record in records.compactMap({ $0 }) {
            var sum = record.constant
            var magnitude = abs(record.constant)
            var intermediate = 0.0
            var terms = record.terms
            if !record.marker.isNone { terms.append((record.marker, record.markerCoefficient)) }
            if !record.other.isNone { terms.append((record.other, -record.markerCoefficient)) }
            for (symbol, coefficient) in terms {
                let v = symbolValue(symbol)
                sum += coefficient * v
                magnitude = max(magnitude, abs(coefficient * v))
                intermediate = max(intermediate, abs(coefficient) * size(symbol))
            }
            if abs(sum) > Tolerance.invariant * max(1, magnitude) + Tolerance.invariantIntermediate * intermediate {
                problems.append("\(record.constraint) is off by \(sum) at the current values")
            }
        }
        return problems
    }
}

extension Solver {
    /// Every inconsistency in the solver's internal state (empty when consistent). For tests;
    /// costs a full pass over the tableau.
    package func _invariantViolations() -> [String] {
        tableau.invariantViolations()
    }
}

extension Solver {
    /// Work counters since the solver was made: pivots, row merges, the cells the merges
    /// walked and the cells they combined (which pace refinement, see `WorkCounters`). For
    /// profiling and tests only.
    package var _workCounters: (pivots: Int, merges: Int, mergedCells: Int, combinedCells: Int) {
        (tableau.work.pivots, tableau.work.merges, tableau.work.mergedCells, tableau.work.combinedCells)
    }
}
