import CassFormat
import Cassowary

/// The system that gives each required constraint the slack kiwi's answer took, for
/// ``Differential`` to tell an answer that is cheaper than ours because ours is not optimal
/// from one that is cheaper because it breaks required constraints.
///
/// kiwi pivots with one absolute epsilon (1e-8), so on systems whose terms reach 10⁴ its
/// answer can miss a required constraint by 10⁻³ while the miss is still 10⁻⁷ of the terms
/// (within ``Differential/kiwiViolationRoundOff``). With weights in the thousands, that slack
/// lowers the weighted error by more than ``Differential/roundOff``: the answer looks better
/// than the optimum. The test: loosen every required constraint kiwi breaks by exactly kiwi's
/// miss (`e ≤ 0` becomes `e − δ ≤ 0`, `e ≥ 0` becomes `e + δ ≥ 0`, `e = 0` the band
/// `−δ ≤ e ≤ δ`). kiwi's answer satisfies the loosened system, so its optimum costs at most
/// kiwi's weighted error; if our answer to it does too, kiwi's advantage was its slack. If we
/// were the ones missing the optimum, we would miss it on the loosened system as well and the
/// test would fail.
///
/// ```swift
/// let loosened = KiwiSlack.loosened(program, kiwi: ["x": 10.000_1])  // x <= 10, required
/// loosened?.text   // "x <= 10.0001\n": the same file with x's bound moved by kiwi's miss
/// ```
enum KiwiSlack {
    /// A loosened system: its `.cass` text, and the lines of the constraints loosened.
    struct Loosened {
        var text: String
        var lines: [Int]
    }

    /// `program` with each required constraint that `kiwi` (values by name; a missing name
    /// is 0, as `cass_check.py` reads it) breaks loosened by kiwi's miss, statements in file
    /// order; `nil` if kiwi breaks none.
    static func loosened(_ program: CassProgram, kiwi: [String: Double]) -> Loosened? {
        var writer = CassWriter()
        var lines: [Int] = []
        for statement in program.statements {
            switch statement.kind {
            case .edit(let variable, let strength):
                writer.edit(program.variables[variable].name, strength: strength)
            case .suggest(let name, _, let value):
                writer.suggest(name, value)
            case .constraint(let constraint):
                let terms = constraint.expression.terms.map { (name: $0.variable.name, coefficient: $0.coefficient) }
                let constant = constraint.expression.constant
                let miss = constraint.strength.isRequired ? Self.miss(of: constraint, kiwi) : 0
                guard miss > 0 else {
                    writer.constraint(terms, constraint.relation, constant: constant, strength: constraint.strength)
                    continue
                }
                lines.append(statement.line)
                switch constraint.relation {
                case .lessThanOrEqual:
                    writer.constraint(terms, .lessThanOrEqual, constant: constant - miss)
                case .greaterThanOrEqual:
                    writer.constraint(terms, .greaterThanOrEqual, constant: constant + miss)
                case .equal:
                    writer.constraint(terms, .lessThanOrEqual, constant: constant - miss)
                    writer.constraint(terms, .greaterThanOrEqual, constant: constant + miss)
                }
            }
        }
        return lines.isEmpty ? nil : Loosened(text: writer.text, lines: lines)
    }

    /// How far `constraint`, `e = c + Σ aᵢ·xᵢ` against 0, is from holding at `values`, in
    /// the units of its terms (not relative): `|e|` for `=`, `max(e, 0)` for `≤`, `max(−e, 0)`
    /// for `≥`.
    static func miss(of constraint: Constraint, _ values: [String: Double]) -> Double {
        var e = constraint.expression.constant
        for term in constraint.expression.terms { e += term.coefficient * (values[term.variable.name] ?? 0) }
        switch constraint.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(e, 0)
        case .greaterThanOrEqual: return max(-e, 0)
        }
    }

    /// The values of a `solve` answer (`NAME VALUE` lines).
    static func values(_ answer: String) -> [String: Double] {
        var values: [String: Double] = [:]
        for line in answer.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }
}
