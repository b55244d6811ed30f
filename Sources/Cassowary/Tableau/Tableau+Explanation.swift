/// Minimal explanations of unsatisfiable required constraints.
///
/// The simplex method proves infeasibility with a certificate (a Farkas combination of
/// constraints), but a certificate need not be minimal. A deletion filter makes it so: each
/// member is dropped in turn, and kept out if the rest still conflicts. What remains is an
/// irreducible infeasible set: removing any one member makes it satisfiable.
extension Tableau {
    /// A minimal subset of `candidates` (required constraints in the solver) that together
    /// with `constraint` cannot be satisfied, ordered as they were added.
    func minimalConflicts(_ constraint: Constraint, _ candidates: [Constraint]) -> [Constraint] {
        guard explains else { return [] }
        var seen = Set<ObjectIdentifier>()
        var set: [Constraint] = []
        for c in candidates where c !== constraint && seen.insert(ObjectIdentifier(c)).inserted {
            set.append(c)
        }
        if Self.isFeasible(set + [constraint]) {
            // The certificate missed something (round-off): fall back to every required
            // constraint sharing a variable with the new one, transitively.
            set = connectedRequiredConstraints(of: constraint).filter { $0 !== constraint }
        }
        var i = 0
        while i < set.count {
            var without = set
            without.remove(at: i)
            if !Self.isFeasible(without + [constraint]) {
                set = without
            } else {
                i += 1
            }
        }
        return set.sorted { sequence(of: $0) < sequence(of: $1) }
    }

    /// The proof that a row cannot be made feasible: the row of `stuck` is out of range with
    /// no symbol that could bring it back, so its own constraint and the required
    /// constraints whose markers it is written in conflict.
    func certificate(ofStuckRow stuck: Symbol) -> [Constraint] {
        var certificate: [Constraint] = []
        if let own = owningConstraint(of: stuck) { certificate.append(own) }
        certificate += rows[Int(rowOf[stuck.index])].symbols.compactMap { owningConstraint(of: $0) }
        return certificate
    }

    private func sequence(of constraint: Constraint) -> Int64 {
        constraintSlot(of: constraint).flatMap { records[Int($0)]?.sequence } ?? .max
    }

    /// Whether required constraints can all hold at once, checked in a scratch tableau.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var scratch = Tableau()
        scratch.explains = false
        do {
            for c in constraints {
                try scratch.atomically(savingRows: false) { (t: inout Tableau) throws(SolverError) in
                    try t.insert(c, strength: .required)
                }
            }
            return true
        } catch .unsatisfiableConstraint {
            return false
        } catch {
            return true  // a duplicate: the set holds it already
        }
    }

    /// The required constraints connected to `constraint` through shared variables.
    private func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        var variables = Set(constraint.expression.terms.map(\.variable.id))
        var chosen = Set<Int32>()
        var changed = true
        while changed {
            changed = false
            for (slot, record) in records.enumerated() {
                guard let record, record.strength.isRequired, !chosen.contains(Int32(slot)) else { continue }
                let ids = record.constraint.expression.terms.map(\.variable.id)
                if ids.contains(where: { variables.contains($0) }) {
                    chosen.insert(Int32(slot))
                    variables.formUnion(ids)
                    changed = true
                }
            }
        }
        return chosen.sorted().compactMap { records[Int($0)]?.constraint }
    }
}
