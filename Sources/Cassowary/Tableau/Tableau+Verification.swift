/// Verification and refactoring: the solver's guard against drift on ill-conditioned
/// systems, so that every user gets what a fresh solve of the same constraints would give.
///
/// Each pivot divides a row by its pivot element `a`, which multiplies the row's round-off
/// by up to `max |aᵢ| / |a|` (the pivot's growth, the largest coefficient of the solved row).
/// On well-scaled systems growth stays small and nothing here runs. Once a pivot's growth
/// passes ``Tolerance/driftGrowth``, the operation that made it ends with a verification:
///
/// 1. every required constraint is measured against its own coefficients; if one misses by
///    more than ``Tolerance/drift`` of its terms,
/// 2. the values are refined (``refineValues(steps:)``, up to four steps); if one still
///    misses, the tableau has drifted, and
/// 3. it is refactored: rebuilt from its constraint list (constraints in the order they were
///    added, with their current constants and strengths, then the edit variables with their
///    suggested values), as LP codes reinvert a basis whose factors have drifted. The rebuilt
///    tableau replaces the old one if its required constraints hold better.
///
/// A required constraint rejected as unsatisfiable by a tableau that has made such pivots is
/// tried once more on a rebuilt tableau, which is adopted if it accepts the constraint: a
/// round-off cell can make a consistent constraint look inconsistent.
extension Tableau {
    /// Ends a successful operation: if one of its pivots grew past ``Tolerance/driftGrowth``,
    /// refines the values and, if a required constraint still misses by more than
    /// ``Tolerance/drift``, refactors the tableau.
    @inline(__always)
    mutating func verifyIfNeeded() {
        checkParts()
        guard drift.verificationIsDue, undo.journal == nil else { return }
        verify()
    }

    /// Measures the required constraints and, if one misses by more than
    /// ``Tolerance/drift``, refines the values and, if that does not bring it back within
    /// the tolerance, refactors the tableau (see the type's comment). A tableau that holds
    /// is left exactly as it is.
    mutating func verify() {
        drift.noteVerified()
        guard largestRequiredResidual() > Tolerance.drift else { return }
        _ = refineAndVerify()
    }

    /// Refines the values (up to four steps), then refactors the tableau if a required
    /// constraint still misses by more than ``Tolerance/drift``; returns the number of
    /// corrections the refinement kept (`Solver.refineValues()`).
    mutating func refineAndVerify() -> Int {
        drift.noteVerified()
        let corrected = refineValues(steps: 4)
        let residual = largestRequiredResidual()
        guard residual > Tolerance.drift, var fresh = rebuilt(adding: []) else { return corrected }
        fresh.refineValues(steps: 4)
        if fresh.largestRequiredResidual() < residual { adopt(fresh) }
        return corrected
    }

    /// The largest relative violation of a required constraint at the current values
    /// (`Constraint.violation(_:)`, with the constraint's current constant).
    mutating func largestRequiredResidual() -> Double {
        evaluateDefinitions(nil)
        var largest = 0.0
        for record in records {
            guard let record, record.strength.isRequired else { continue }
            var sum = record.constant
            var size = max(1, abs(sum))
            for (symbol, coefficient) in record.terms {
                let term = coefficient * settledValue(of: symbol)
                sum += term
                size = max(size, abs(term))
            }
            let off: Double =
                switch record.constraint.relation {
                case .equal: abs(sum)
                case .lessThanOrEqual: max(0, sum)
                case .greaterThanOrEqual: max(0, -sum)
                }
            largest = max(largest, off / size)
        }
        return largest
    }

    /// A fresh tableau holding this one's constraints with their current constants and
    /// strengths, and `extra`: the required ones first, then the optional ones (each group
    /// in the order they were added), then the edit variables with their suggested values;
    /// nil if it rejects any of them. The optimum does not depend on the order; the round-off
    /// does, and required constraints alone make the best-conditioned start. The variables
    /// are met in this tableau's order, so reports keep their order.
    func rebuilt(adding extra: [Constraint]) -> Tableau? {
        var fresh = Tableau()
        // The replay neither explains a rejection nor verifies itself (which would rebuild
        // again): its caller verifies the result.
        fresh.explains = false
        fresh.drift.verifies = false
        for entry in variables.order where !entry.symbol.isNone { _ = fresh.symbol(for: entry.variable) }
        let live = records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        var stands: [StandIn] = []
        let required = live.filter { !$0.isEdit && $0.strength.isRequired }.map { current($0, stands: &stands) }
        let optional = live.filter { !$0.isEdit && !$0.strength.isRequired }.map { current($0, stands: &stands) }
        do {
            try fresh.addConstraints(required + extra.filter(\.strength.isRequired))
            try fresh.addConstraints(optional + extra.filter { !$0.strength.isRequired })
            try fresh.replayEdits(of: live)
        } catch {
            return nil
        }
        for (stand, constraint) in stands { fresh.records.rename(stand, to: constraint) }
        fresh.explains = explains
        fresh.drift.verifies = drift.verifies
        fresh.drift.noteVerified()
        return fresh
    }

    /// A constraint added to a fresh tableau in place of one whose constant or strength has
    /// changed since it was added; the fresh tableau's record takes the original back.
    typealias StandIn = (stand: Constraint, constraint: Constraint)

    /// The constraint a fresh tableau adds for `record`: its constraint as given if its
    /// constant and strength are still those, else a stand-in with the current ones,
    /// appended to `stands` (``Tableau/records`` renames it back once the tableau is built).
    func current(_ record: ConstraintRecord, stands: inout [StandIn]) -> Constraint {
        let constraint = record.constraint
        guard record.constant != constraint.expression.constant || record.strength != constraint.strength else {
            return constraint
        }
        let stand = Constraint(
            LinearExpression(constraint.expression.terms, constant: record.constant),
            constraint.relation, strength: record.strength, identifier: constraint.identifier)
        stands.append((stand, constraint))
        return stand
    }

    /// Declares the edit variables of the edit records among `records` (in their order), each
    /// with its strength and its last suggested value: the replay of a rebuild.
    mutating func replayEdits(of records: [ConstraintRecord]) throws(SolverError) {
        for record in records where record.isEdit {
            guard let variable = record.constraint.expression.terms.first?.variable else { continue }
            try addEditVariable(variable, strength: record.strength)
            if record.suggestedValue != 0 { try suggestValue(variable, record.suggestedValue) }
        }
    }

    /// Replaces this tableau by `fresh`, a rebuild of it, carrying over what was last
    /// reported for each variable so that ``updateVariables(_:)`` reports exactly what moved.
    mutating func adopt(_ fresh: Tableau) {
        let old = (variables: variables, work: work, drift: drift)
        self = fresh
        variables.carryPublished(from: old.variables)
        work.carry(old.work)
        drift.noteRefactored(from: old.drift)
    }
}
