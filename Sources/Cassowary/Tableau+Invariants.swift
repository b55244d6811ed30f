/// Consistency checks of the whole tableau, for tests and debugging.
extension Tableau {
    /// Every way the tableau disagrees with its invariants, as readable lines (empty when
    /// consistent). Recomputes the objective and the column counts from scratch.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var counts = [Int32](repeating: 0, count: kinds.count)
        // A restricted basic may be below 0 by round-off of the tableau's values.
        let roundOff = Self.roundOff * valueScale()
        for (slot, row) in rows.enumerated() where row.basic != Row.freeSlot {
            if rowOf[Int(row.basic)] != Int32(slot) { problems.append("rowOf[\(name(of: row.basic))] is not \(slot)") }
            if kinds[Int(row.basic)].isRestricted && row.constant < -roundOff && !infeasible.contains(row.basic) {
                problems.append("row \(name(of: row.basic)) is negative: \(row.constant)")
            }
            for (i, cell) in row.cells.enumerated() {
                let s = cell.symbol
                counts[Int(s)] += 1
                if rowOf[Int(s)] >= 0 {
                    problems.append("basic \(name(of: s)) is a cell of row \(name(of: row.basic))")
                }
                if i > 0 && row.cells[i - 1].symbol >= s { problems.append("row \(name(of: row.basic)) is not sorted") }
                if cell.coefficient == 0 { problems.append("row \(name(of: row.basic)) holds a zero cell") }
                if !column[Int(s)].contains(Int32(slot)) {
                    problems.append("column of \(name(of: s)) misses row \(name(of: row.basic))")
                }
            }
        }
        for s in kinds.indices where counts[s] != columnCount[s] {
            problems.append("columnCount[\(name(of: Symbol(s)))] = \(columnCount[s]), rows say \(counts[s])")
        }
        // The objective, recomputed: Σ weight · (row of e, or e) over the error symbols.
        for level in objective.levels {
            var expected = [Double](repeating: 0, count: kinds.count)
            var scale = [Double](repeating: 0, count: kinds.count)
            for record in records.compactMap({ $0 }) where record.strength.level == level.level {
                for e in record.errors {
                    let w = record.strength.weight
                    if rowOf[Int(e)] >= 0 {
                        let row = rows[Int(rowOf[Int(e)])]
                        for cell in row.cells {
                            let s = cell.symbol
                            expected[Int(s)] += w * cell.coefficient
                            scale[Int(s)] = max(scale[Int(s)], abs(w * cell.coefficient))
                        }
                    } else {
                        expected[Int(e)] += w
                        scale[Int(e)] = max(scale[Int(e)], w)
                    }
                }
            }
            for s in kinds.indices {
                let have = s < level.coefficients.count ? level.coefficients[s] : 0
                if abs(have - expected[s]) > 1e-7 * max(1, scale[s]) {
                    problems.append(
                        "objective[\(level.level)] of \(name(of: Symbol(s))) is \(have), recomputed \(expected[s])")
                }
            }
        }
        // Every constraint holds at the current values of its symbols:
        // `constant + Σ c·x + μ·marker − μ·other = 0` (the row it entered as).
        func value(_ symbol: Symbol) -> Double {
            rowOf[Int(symbol)] >= 0 ? rows[Int(rowOf[Int(symbol)])].constant : 0
        }
        for record in records.compactMap({ $0 }) {
            var sum = record.constant
            var magnitude = abs(record.constant)
            for (symbol, coefficient) in record.terms {
                sum += coefficient * value(symbol)
                magnitude = max(magnitude, abs(coefficient * value(symbol)))
            }
            for (symbol, coefficient) in [
                (record.marker, record.markerCoefficient), (record.other, -record.markerCoefficient),
            ]
            where symbol >= 0 {
                sum += coefficient * value(symbol)
                magnitude = max(magnitude, abs(coefficient * value(symbol)))
            }
            if abs(sum) > 1e-7 * max(1, magnitude) {
                problems.append("\(record.constraint) is off by \(sum) at the current values")
            }
        }
        return problems
    }
}

extension Solver {
    /// Every inconsistency in the solver's internal state (empty when consistent). For tests;
    /// costs a full pass over the tableau.
    public func _invariantViolations() -> [String] {
        tableau.invariantViolations()
    }
}

extension Solver {
    /// Work counters since the solver was made: pivots, row merges, and cells walked by the
    /// merges. For profiling only.
    public var _workCounters: (pivots: Int, merges: Int, mergedCells: Int) {
        (tableau.pivotCount, tableau.mergeCount, tableau.mergedCells)
    }
}
