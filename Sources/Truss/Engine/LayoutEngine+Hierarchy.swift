import Cassowary
import Foundation
import TrussCollections

/// How subtrees enter, leave and move within the window (``View/addSubview(_:)``,
/// ``View/removeFromSuperview()``):
///
/// - joining registers the subtree's views and guides and adds every constraint it holds;
/// - leaving removes them all from the solver (they stay active) and unregisters the views;
/// - moving to another superview in the same window keeps the subtree's views registered
///   and its constraints in the solver: only what depends on the superview is redone.
///
/// ``LayoutEngine/viewsInside`` lists parents before children after each of them.
extension LayoutEngine {
    /// A subtree joins the window: its views are registered and every constraint it holds
    /// (system constraints first, with those its guides need in this window, then active
    /// user constraints) is added as one batch.
    func join(_ root: View) {
        let subtree = root.subtreeViews()
        var batch: [LayoutConstraint] = []
        // Room for a content size (four constraints) a view, grown once instead of by appends.
        batch.reserveCapacity(4 * subtree.count)
        for v in subtree {
            v.storedWindow = window
            viewsInside.append(v)
            register(v)
            v.syncContentSizeConstraints(engine: nil)
            batch += v.autoresizingConstraints
            v.contentSizeConstraints.append(to: &batch)
            batch += v.safeAreaGuideConstraints
            batch += v.marginsGuideConstraints
            for guide in v.layoutGuides { batch += guide.constraintsJoining(window) }
        }
        var held: [LayoutConstraint] = []
        for v in subtree {
            for c in v.heldConstraints where c.isActive && c.engine == nil {
                c.isBroken = false
                held.append(c)
            }
        }
        if !held.isEmpty { batch += Self.inAddOrder(held) }
        add(batch)
    }

    /// Constraints in the order an engine last added them, those never added last (in the
    /// given order): a subtree that moves is solved again in the order it was first solved.
    ///
    /// The order matters to the solver's cost, not to its solution: which variable a new
    /// row is solved for depends on the rows before it. Held by view, a row's constraints
    /// would come back grouped by holder (the positions a common ancestor holds, then each
    /// view's size): a chain `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 1` added before its `wᵢ == 10` may be solved
    /// for some `wᵢ`, and each `wᵢ == 10` then expands the chain before it, the square of the
    /// chain's length in all.
    ///
    /// Each constraint's place is read once, in list order, and the places are sorted as
    /// integers: a sort that compared constraints would read two of them a comparison, at
    /// random, `n log n` reads of objects out of cache for a large subtree.
    static func inAddOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard constraints.contains(where: { $0.addOrder >= 0 }) else { return constraints }
        var places = constraints.enumerated().map { offset, c in
            (order: c.addOrder < 0 ? Int.max : c.addOrder, offset: offset)
        }
        places.sort { $0.order != $1.order ? $0.order < $1.order : $0.offset < $1.offset }
        return places.map { constraints[$0.offset] }
    }

    /// A subtree leaves the window: every constraint it holds leaves the solver (they stay
    /// active, to be solved again in the next window) and its views are unregistered.
    /// `inside`: the identities of `subtree`'s views.
    ///
    /// Each constraint is detached from the engine as its view's lists are read, not gathered
    /// into a batch first: a batch would be read again, and released, after the whole
    /// subtree, each constraint out of cache again once the subtree is large. The solver
    /// still removes them in one call, in the same order.
    func leave(_ subtree: [View], inside: IdentitySet) {
        var inSolver: [ObjectIdentifier] = []
        // A view's size and position: four constraints a view, grown once instead of by appends.
        inSolver.reserveCapacity(4 * subtree.count)
        for v in subtree {
            for c in v.autoresizingConstraints { detach(c, collecting: &inSolver) }
            v.contentSizeConstraints.forEach { detach($0, collecting: &inSolver) }
            for c in v.safeAreaGuideConstraints { detach(c, collecting: &inSolver) }
            for c in v.marginsGuideConstraints { detach(c, collecting: &inSolver) }
            for guide in v.layoutGuides {
                for c in guide.constraintsLeavingWindow() { detach(c, collecting: &inSolver) }
            }
            for c in v.heldConstraints { detach(c, collecting: &inSolver) }
        }
        removeFromSolver(inSolver)
        // One visit a view: a view read again in a later loop is out of cache again once
        // the subtree is large.
        passState.table.beginUnregistering(expected: subtree.count)
        for v in subtree {
            unregister(v)
            v.presentationOffset = .zero
            v.storedWindow = nil
        }
        passState.table.endUnregistering()
        removeFromViewsInside(subtree, inside: inside)
        needsLayout = true
    }

    /// A subtree moved to another superview of this window (``View/addSubview(_:)``, after
    /// the constraints crossing the subtree's edge were deactivated, as UIKit does, and the
    /// root's autoresizing constraints were made again for its new superview).
    ///
    /// Its views keep their slots and its constraints stay in the solver, so a move costs
    /// what depends on the superview, not a removal and an addition of the whole subtree:
    /// - the item table's parent of the root and the depths of the subtree;
    /// - ``viewsInside``: the subtree goes after its new ancestors;
    /// - the root's autoresizing constraints, added;
    /// - the constraints the engine broke inside the subtree, tried again (as a subtree
    ///   that joins a window tries every constraint it holds);
    /// - the frame of the root, written in the next pass (in its new superview's
    ///   coordinates, whether or not it moved);
    /// - the safe-area insets of the subtree's views, recomputed in the next pass if any
    ///   view adds to the insets inside it (``View/addedSafeAreaInsets``): the region of a
    ///   view is that of its nearest such ancestor, which may have changed; without such
    ///   views a view's insets follow from its rectangle alone, and a pass recomputes the
    ///   insets of each view whose rectangle changed;
    /// - a layout direction that the root now inherits differently: every directional
    ///   constraint is made again (``layoutDirectionChanged()``).
    ///
    /// `subtree`: the moved view and the views inside it, parents before children;
    /// `inside`: their identities.
    func move(_ subtree: [View], inside: IdentitySet, directionChanged: Bool) {
        guard let root = subtree.first else { return }
        passState.placeMovedSubtree(subtree, of: self)
        removeFromViewsInside(subtree, inside: inside)
        viewsInside += subtree
        passState.framePending.insert(root, of: self)
        let retried = takeBrokenConstraints { c in c.holder.map { inside.contains($0) } ?? false }
        add(root.autoresizingConstraints + Self.inAddOrder(retried))
        if directionChanged { layoutDirectionChanged() }
        needsLayout = true
    }

    /// Takes a subtree's views (`subtree`, parents before children; `inside`, their
    /// identities) out of ``viewsInside``, keeping the order of the rest.
    ///
    /// A subtree that joined or moved in one piece, and has not changed since, fills one
    /// range of the list in the order of `subtree`: then that range goes, found by comparing
    /// references in order, without a look-up of each view of the window in `inside` (each a
    /// read at a random place of a table as large as the subtree). Otherwise every view that
    /// `inside` holds goes. Both remove the same views, since the list holds each view once.
    private func removeFromViewsInside(_ subtree: [View], inside: IdentitySet) {
        if let root = subtree.first, let start = viewsInside.firstIndex(where: { $0 === root }),
            viewsInside.count - start >= subtree.count,
            zip(viewsInside[start...], subtree).allSatisfy({ $0 === $1 })
        {
            viewsInside.removeSubrange(start..<(start + subtree.count))
        } else {
            viewsInside.removeAll { inside.contains($0) }
        }
    }
}

extension LayoutPassState {
    /// What a pass needs of a subtree that moved within `engine`'s window (``subtree``: its
    /// views, parents before children, the moved view first): the item table's parent of
    /// the root and depths of the subtree, no presentation offset left on its views, and
    /// their safe areas pending if any view adds to the insets (``regions``).
    ///
    /// One visit a view: a view read again in a later loop is out of cache again once the
    /// subtree is large.
    mutating func placeMovedSubtree(_ subtree: [View], of engine: LayoutEngine) {
        guard let root = subtree.first else { return }
        table.reparent(root)
        let regionsMayDiffer = !regions.isEmpty
        for v in subtree {
            table.placeInTree(v)
            if regionsMayDiffer { safeAreaPending.insert(v, of: engine) }
            v.presentationOffset = .zero
        }
    }
}
