import Cassowary
import Foundation

/// Changes to constraints already in the solver, made in place: a new constant
/// (`setConstant`, one dual-simplex step), a new priority (`setStrength`, or a removal and an
/// addition across `required`), a new layout direction (the directional constraints made
/// again).
extension LayoutEngine {
    /// A constant changed: edit the solver's row in place. A required conflict is reported
    /// and a constraint broken: the changed one, or, for the window's own size, the most
    /// recently added user constraint of the conflicting set.
    func constantChanged(_ c: LayoutConstraint) {
        for _ in 0..<64 {
            guard let sc = c.solverConstraint else { return }
            do {
                try solver.setConstant(of: sc, to: c.solverConstant)
                statistics.constantEdits += 1
                needsLayout = true
                return
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                    preconditionFailure("Truss: the solver refused a constant edit: \(error)")
                }
                let others = conflicts.compactMap { lookup[$0] }.filter { $0 !== c }
                let victim =
                    c.kind == .window || c.kind == .autoresizing
                    ? (others.last { $0.kind == .user } ?? others.last { $0.kind != .window } ?? c) : c
                record(UnsatisfiableConstraintReport(brokenConstraint: victim, conflictingConstraints: others + [c]))
                breakConstraint(victim)
                if victim === c { return }
            }
        }
    }

    /// A constant changed, strict: edit or throw (the solver keeps the old constant).
    func constantChangedStrictly(_ c: LayoutConstraint) throws(LayoutError) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.setConstant(of: sc, to: c.solverConstant)
            statistics.constantEdits += 1
            needsLayout = true
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                preconditionFailure("Truss: the solver refused a constant edit: \(error)")
            }
            let set = conflicts.compactMap { lookup[$0] }.filter { $0 !== c } + [c]
            throw .unsatisfiable(ConstraintSnapshot(c), conflicts: set.map(ConstraintSnapshot.init))
        }
    }

    /// An optional priority changed within the optional range: `setStrength` in place.
    func priorityChanged(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.setStrength(of: sc, to: c.solverStrength)
            statistics.priorityEdits += 1
            needsLayout = true
        } catch {
            preconditionFailure("Truss: the solver refused a priority change: \(error)")
        }
    }

    /// Changes a system constraint's priority, crossing `required` by removing and adding.
    static func changeSystemPriority(of c: LayoutConstraint, to p: LayoutPriority) {
        guard p != c.priority else { return }
        guard let engine = c.engine, c.priority.isRequired != p.isRequired else {
            c.setPriorityUnchecked(p)
            c.engine?.priorityChanged(c)
            return
        }
        engine.remove([c])
        c.setPriorityUnchecked(p)
        engine.add([c])
    }

    /// Some view's layout direction changed: rebuild the constraints that relate
    /// leading/trailing anchors, in the order they were added.
    func layoutDirectionChanged() {
        let directional = solver.constraints.compactMap { lookup[$0] }.filter {
            $0.firstAnchor.isDirectional || ($0.secondAnchor?.isDirectional ?? false)
        }
        remove(directional)
        add(directional)
        passState.needsFullSafeAreaUpdate = true
        needsLayout = true
    }
}
