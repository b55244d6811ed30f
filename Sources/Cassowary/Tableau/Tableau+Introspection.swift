/// Questions about the current solution, sizes, and a readable dump.
extension Tableau {
    /// The constraints whose markers appear in the variable's row: its value is the row's
    /// constant, so exactly these (tight) constraints move it when they change. A basic
    /// symbol's own constraint is included when the symbol is a marker.
    /// A definition is expanded first (see `Tableau+Definitions.swift`).
    mutating func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        guard let symbol = variables.symbol(of: variable), rowOf[symbol.index] >= 0 else { return [] }
        let row = expandedRow(of: symbol)
        var slots: [Int32] = []
        for cell in row.cells {
            let slot = symbols.owner[cell.symbol.index]
            if slot >= 0 && !slots.contains(slot) { slots.append(slot) }
        }
        return slots.compactMap { records[Int($0)] }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// A variable is ambiguous when some parametric symbol that costs nothing at any level
    /// can move (in a direction its sign allows) by a positive amount, and the variable
    /// moves with it.
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables.symbol(of: variable) else { return true }
        let slot = rowOf[symbol.index]
        if slot < 0 { return canMoveFreely(symbol, directions: [1, -1]) }
        let row = expandedRow(of: symbol)
        for cell in row.cells {
            let s = cell.symbol
            switch symbols.kind(of: s) {
            case .external:
                if canMoveFreely(s, directions: [1, -1]) { return true }
            case .slack, .error:
                if canMoveFreely(s, directions: [1]) { return true }
            case .dummy, .unused:
                continue
            }
        }
        return false
    }

    /// Whether the parametric `symbol` has a zero objective coefficient at every level and
    /// can move by a positive step in one of `directions` before a restricted basic hits 0.
    private func canMoveFreely(_ symbol: Symbol, directions: [Double]) -> Bool {
        for level in objective.levels where level.coefficients[symbol.index] != 0 { return false }
        for direction in directions {
            var blocked = false
            for slot in cellIndex.column[symbol.index] {
                let row = rows[Int(slot)]
                guard !row.basic.isNone, !row.isDefinition else { continue }
                let a = row.coefficient(of: symbol) * direction
                if a < 0 && row.constant <= 0 {
                    blocked = true
                    break
                }
            }
            if !blocked { return true }
        }
        return false
    }

    var statistics: SolverStatistics {
        var cells = 0
        for row in rows where row.basic != Row.freeSlot { cells += row.cells.count }
        return SolverStatistics(
            constraints: records.liveCount, variables: variables.count, rows: liveRowCount,
            symbols: symbols.liveCount, cells: cells, objectiveCells: objective.cellCount,
            levels: objective.levels.count)
    }

    // MARK: - Dump

    func name(of symbol: Symbol) -> String {
        if let variable = variables.variableOf[symbol.index] {
            return variable.name.isEmpty ? "v\(symbol)" : variable.name
        }
        return "\(symbols.kind(of: symbol).letter)\(symbol)"
    }

    func format(_ row: Row) -> String {
        var text = "\(row.constant == 0 ? 0 : row.constant)"
        for cell in row.cells {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            text += abs(c) == 1 ? name(of: cell.symbol) : "\(abs(c)) * \(name(of: cell.symbol))"
        }
        return text
    }

    /// The tableau as text: objective levels, rows (by basic symbol id), infeasible rows,
    /// constraints with their markers, and edit variables.
    func dump() -> String {
        var out = "Objective\n---------\n"
        for level in objective.levels {
            var row = Row(constant: level.constant)
            for s in level.coefficients.indices where level.coefficients[s] != 0 {
                row.cells.append(Cell(symbol: Symbol(s), coefficient: level.coefficients[s]))
            }
            let label = level.level == 0 ? "weights" : "priority \(level.level)"
            out += "[\(label)] \(format(row))\n"
        }
        out += "\nTableau\n-------\n"
        // A definition (which may name basic symbols) is marked `:=`.
        for row in rows.filter({ !$0.basic.isNone }).sorted(by: { $0.basic < $1.basic }) {
            out += "\(name(of: row.basic)) \(row.isDefinition ? ":=" : "|") \(format(row))\n"
        }
        out += "\nInfeasible\n----------\n"
        for s in infeasible { out += "\(name(of: s))\n" }
        out += "\nConstraints\n-----------\n"
        for record in records.compactMap({ $0 }).sorted(by: { $0.sequence < $1.sequence }) {
            let other = !record.other.isNone ? ", \(name(of: record.other))" : ""
            out += "\(record.constraint) [\(name(of: record.marker))\(other)]\n"
        }
        out += "\nEdit variables\n--------------\n"
        for record in records.compactMap({ $0 }).filter(\.isEdit).sorted(by: { $0.sequence < $1.sequence }) {
            guard let variable = record.constraint.expression.terms.first?.variable else { continue }
            out += "\(variable) = \(record.suggestedValue)\n"
        }
        return out
    }
}
