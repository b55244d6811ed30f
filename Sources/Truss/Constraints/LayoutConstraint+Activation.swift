import Foundation
import TrussCollections

extension LayoutConstraint {
    /// Activates constraints as one batch: one solver batch and one re-optimization per
    /// window. UIKit's `NSLayoutConstraint.activate(_:)`.
    ///
    /// Each constraint is held by the nearest common ancestor of its items (see
    /// ``View/constraints``) and is solved once that ancestor is in a ``Window``. A required
    /// constraint that conflicts is handled as UIKit does: the conflict is logged and
    /// recorded in ``Window/unsatisfiableConstraintReports`` with a minimal conflicting
    /// set, one constraint is broken, and layout goes on. A constraint whose items have no
    /// common ancestor is logged and left inactive. Use ``activateStrictly(_:)-([LayoutConstraint])`` to get
    /// errors instead.
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ///     box.widthAnchor.constraint(equalToConstant: 100),
    /// ])
    /// ```
    public static func activate(_ constraints: [LayoutConstraint]) {
        do {
            try apply(deactivating: [], activating: constraints, strict: false)
        } catch {
            assertionFailure("Truss: non-strict activation threw \(error)")
        }
    }

    /// Activates constraints as one batch, or none of them: strict mode, for tests and
    /// for code that wants to handle conflicts itself.
    ///
    /// - Throws: ``LayoutError/unsatisfiable(_:conflicts:)`` with a minimal conflicting
    ///   set, or ``LayoutError/noCommonAncestor(_:)``. Nothing changed.
    public static func activateStrictly(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        try apply(deactivating: [], activating: constraints, strict: true)
    }

    /// Deactivates constraints as one batch with one re-optimization per window.
    /// UIKit's `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        do {
            try apply(deactivating: constraints, activating: [], strict: false)
        } catch {
            assertionFailure("Truss: deactivation threw \(error)")
        }
    }

    /// Deactivates `off` and activates `on` as one batch: the single mutation under
    /// activate, deactivate and replace.
    ///
    /// In strict mode everything is checked first and a conflict rolls the whole batch
    /// back, so the call either succeeds or changes nothing.
    ///
    /// Each constraint is taken once by its active flag, set as it is taken: a constraint
    /// listed twice finds its flag already changed the second time. A constraint in both
    /// lists stays as it is (found by a mark set on the other list's constraints).
    static func apply(
        deactivating off: [LayoutConstraint], activating on: [LayoutConstraint], strict: Bool
    ) throws(LayoutError) {
        let marksBoth = !off.isEmpty && !on.isEmpty
        // `on` is marked while `off` is taken, then `off` while `on` is taken.
        if marksBoth { for c in on { c.isInActivationList = true } }
        var turnOff: [LayoutConstraint] = []
        for c in off where c.isActive && !c.isInActivationList {
            c.setActiveFlag(false)
            turnOff.append(c)
        }
        if marksBoth {
            for c in on { c.isInActivationList = false }
            for c in off { c.isInActivationList = true }
        }
        defer { if marksBoth { for c in off { c.isInActivationList = false } } }
        var turnOn: [(LayoutConstraint, View)] = []
        // Taken but without a common ancestor: inactive again once every member is taken.
        var unplaced: [LayoutConstraint] = []
        defer { for c in unplaced { c.setActiveFlag(false) } }
        for c in on where !c.isActive && !c.isInActivationList {
            precondition(c.kind == .user, "Truss: system constraints are managed by their views")
            c.setActiveFlag(true)
            guard let holder = commonAncestor(of: c) else {
                unplaced.append(c)
                if strict {
                    for (taken, _) in turnOn { taken.setActiveFlag(false) }
                    for restored in turnOff { restored.setActiveFlag(true) }
                    throw .noCommonAncestor(ConstraintSnapshot(c))
                }
                log(LayoutError.noCommonAncestor(ConstraintSnapshot(c)).description, near: c)
                continue
            }
            turnOn.append((c, holder))
        }

        // Deactivate: out of the engines, out of the holders.
        removeFromEngines(turnOff)
        // One pass over each holder's list (not one per constraint).
        var holders: [View] = []
        var holderIDs = IdentitySet()
        for c in turnOff {
            if let h = c.holder, holderIDs.insert(h) { holders.append(h) }
        }
        // A holder's list holds active constraints only, so once the flags are off, the
        // inactive ones are exactly those turned off: no lookup per held constraint.
        for h in holders { h.heldConstraints.removeAll { !$0.isActive } }
        for c in turnOff {
            c.holderReference = nil
            c.isBroken = false
        }

        // Activate: into the holders, then into each window's engine as one batch.
        for (c, holder) in turnOn {
            c.holderReference = holder.itemReference
            holder.heldConstraints.append(c)
        }
        var added: [(LayoutEngine, [LayoutConstraint])] = []
        for (engine, batch) in groupByEngine(turnOn.lazy.map { ($0.0, $0.1.window?.engine) }) {
            do {
                try engine.add(batch, strict: strict)
                added.append((engine, batch))
            } catch {
                // Strict: undo everything this call did, then report.
                for (e, b) in added { e.remove(b) }
                for (c, holder) in turnOn {
                    holder.heldConstraints.removeAll { $0 === c }
                    c.holderReference = nil
                    c.setActiveFlag(false)
                }
                if !turnOff.isEmpty { activate(turnOff) }
                throw error
            }
        }
    }

    /// Removes constraints from whatever engines they are in, one batch per engine.
    static func removeFromEngines(_ constraints: [LayoutConstraint]) {
        for (engine, batch) in groupByEngine(constraints.lazy.map { ($0, $0.engine) }) { engine.remove(batch) }
    }

    /// Groups constraints by engine, engines in order of first appearance (never by hash).
    static func groupByEngine(
        _ pairs: some Sequence<(LayoutConstraint, LayoutEngine?)>
    ) -> [(LayoutEngine, [LayoutConstraint])] {
        var groups: [(LayoutEngine, [LayoutConstraint])] = []
        for (c, engine) in pairs {
            guard let engine else { continue }
            if let i = groups.firstIndex(where: { $0.0 === engine }) {
                groups[i].1.append(c)
            } else {
                groups.append((engine, [c]))
            }
        }
        return groups
    }

    /// The nearest common ancestor of a constraint's items (a view is its own ancestor; a
    /// guide counts as its owning view), or `nil`.
    static func commonAncestor(of c: LayoutConstraint) -> View? {
        var result: View? = nil
        guard fold(c.firstAnchor, into: &result), c.secondAnchor.map({ fold($0, into: &result) }) ?? true else {
            return nil
        }
        return result
    }

    /// Folds one anchor's items (two for a distance) into `result`, the nearest common
    /// ancestor so far; false if one has no owning view or no ancestor in common with the
    /// others. An item that has gone counts for nothing.
    private static func fold(_ anchor: LayoutAnchor, into result: inout View?) -> Bool {
        if let pair = anchor.offsetAnchors { return fold(pair.from, into: &result) && fold(pair.to, into: &result) }
        let reference = anchor.reference
        let view: View
        if let itself = reference.view {
            view = itself
        } else if let guide = reference.guide {
            guard let owner = guide.owningView else { return false }
            view = owner
        } else {
            return true
        }
        if let current = result {
            guard let common = current.commonAncestor(with: view) else { return false }
            result = common
        } else {
            result = view
        }
        return true
    }

    /// Logs a message to the window of one of the constraint's items, or standard error.
    static func log(_ message: String, near c: LayoutConstraint) {
        for item in c.layoutItems {
            if let window = item.itemOwnerView?.window {
                window.engine.log(message)
                return
            }
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
