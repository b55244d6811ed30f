import Cassowary
import Foundation

extension LayoutEngine {
    /// Runs a layout pass if anything changed since the last one.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        layoutPass()
    }

    /// A layout pass. It costs what changed: the solver reports the variables whose values
    /// changed since the last pass (`updateVariables`), and only the views and guides they
    /// belong to are visited.
    ///
    /// 1. Safe area: each view's safe-area insets are the overlap of its solved rectangle
    ///    with the window's unsafe edges; the safe area and margins guides follow them by
    ///    constant edits. Recomputed for the views that moved or asked
    ///    (``View/setNeedsLayout()``), or for every view when the window's size or insets
    ///    changed. A guide can move the views it measures, so this repeats, on the views
    ///    the last round moved, until nothing changes (twice in practice; at most 8 rounds).
    /// 2. Bounds origins: each scroll view's is its solved content offset.
    /// 3. Frames: a view's rectangle in window coordinates becomes a frame in its
    ///    superview's bounds coordinates, a guide's a layout frame in its owning view's.
    ///    Written for the views and guides that moved, and for the subviews and guides of
    ///    views whose origin or bounds origin moved.
    /// 4. Observers run.
    func layoutPass() {
        for prepare in layoutPassPreparers { prepare(window) }
        var changes = LayoutChanges()
        collectChanges(into: &changes)
        var edits = statistics.constantEdits

        let insets = window.storedSafeAreaInsets
        let everyView =
            passState.needsFullSafeAreaUpdate || changes.windowResized || passState.lastWindowInsets != insets
        var targets = everyView ? views : changes.views.items
        if !everyView {
            for view in passState.safeAreaPending.items where !changes.views.contains(view) { targets.append(view) }
        }
        var rounds = 1
        var changed = updateSafeAreas(of: targets)
        while changed && rounds < 8 {
            rounds += 1
            let seen = changes.views.count
            collectChanges(into: &changes)
            edits = statistics.constantEdits
            changed = updateSafeAreas(of: changes.views.items[seen...])
        }

        for scroll in passState.scrollViews {
            let origin = scroll.settleContentOffset { self.solvedRect(of: $0) }
            scroll.storedBoundsOrigin = origin
            let id = ObjectIdentifier(scroll)
            if passState.boundsOrigins[id] != origin {
                passState.boundsOrigins[id] = origin
                changes.originMoved.insert(scroll)
            }
        }
        // Edits after the last look at the solver (a last safe-area round, a settled
        // offset) may have moved something.
        if statistics.constantEdits != edits { collectChanges(into: &changes) }

        var written = Set<ObjectIdentifier>()
        func writeFrame(_ view: View) {
            guard view !== window, let superview = view.superview,
                written.insert(ObjectIdentifier(view)).inserted
            else { return }
            let r = view.variables.rect(in: solver)
            let s = superview.variables.rect(in: solver)
            let o = superview.storedBoundsOrigin
            view.storedFrame = CGRect(
                x: r.minX - s.minX + o.x, y: r.minY - s.minY + o.y, width: r.width, height: r.height)
        }
        func writeLayoutFrame(_ guide: LayoutGuide) {
            guard let owner = guide.owningView, owner.storedWindow === window,
                written.insert(ObjectIdentifier(guide)).inserted
            else { return }
            refreshLayoutFrame(of: guide)
        }
        for view in changes.views.items { writeFrame(view) }
        for view in passState.framePending.items where view.storedWindow === window { writeFrame(view) }
        for view in changes.originMoved.items {
            for subview in view.subviews { writeFrame(subview) }
            for guide in view.layoutGuides { writeLayoutFrame(guide) }
        }
        for guide in changes.guides.items { writeLayoutFrame(guide) }
        for guide in passState.guideFramePending.items { writeLayoutFrame(guide) }
        statistics.framesWritten += written.count

        passState.safeAreaPending.removeAll()
        passState.framePending.removeAll()
        passState.guideFramePending.removeAll()
        passState.needsFullSafeAreaUpdate = false
        passState.lastWindowInsets = insets
        needsLayout = false
        statistics.layoutPasses += 1
        for observer in layoutPassObservers { observer(window) }
    }

    /// Sets a guide's layout frame from the current solution, for a system guide created
    /// between passes (its constraints use the insets of the last pass, so its frame is
    /// already right).
    func refreshLayoutFrame(of guide: LayoutGuide) {
        guard let owner = guide.owningView else { return }
        let r = owner.variables.rect(in: solver)
        let g = guide.variables.rect(in: solver)
        let o = owner.storedBoundsOrigin
        guide.layoutFrame = CGRect(x: g.minX - r.minX + o.x, y: g.minY - r.minY + o.y, width: g.width, height: g.height)
    }

    /// Recomputes some views' safe-area insets and edits their guides' constants; whether
    /// any constant changed.
    private func updateSafeAreas(of targets: some Sequence<View>) -> Bool {
        let insets = window.storedSafeAreaInsets
        let w = window.variables.rect(in: solver)
        let safe = CGRect(
            x: insets.left, y: insets.top, width: w.width - insets.left - insets.right,
            height: w.height - insets.top - insets.bottom)
        var changed = false
        for view in targets where view.storedWindow === window {
            let r = view.variables.rect(in: solver)
            let viewInsets = view === window ? insets : Self.overlap(of: r, outside: safe)
            view.computedSafeAreaInsets = viewInsets
            if View.applyInsets(viewInsets, to: view.safeAreaGuideConstraints) { changed = true }
            if View.applyInsets(view.marginsGuideInsets(safeArea: viewInsets), to: view.marginsGuideConstraints) {
                changed = true
            }
        }
        return changed
    }

    /// How far `r` reaches past each edge of `safe`, clamped to `r`'s own size.
    static func overlap(of r: CGRect, outside safe: CGRect) -> EdgeInsets {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(v, max(0, limit))) }
        return EdgeInsets(
            top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
            bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
    }

    // MARK: - Debugging

    /// Whether any of an item's four variables could move without changing how well the
    /// constraints are met.
    func isAmbiguous(_ variables: ItemVariables) -> Bool {
        [variables.minX, variables.minY, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    /// The layout constraints that determine an item's position and size on an axis, in
    /// the order they were added.
    func constraintsAffecting(_ variables: ItemVariables, axis: LayoutAxis) -> [LayoutConstraint] {
        var wanted = Set<Constraint>()
        for v in variables.variables(for: axis) { wanted.formUnion(solver.constraintsDetermining(v)) }
        return solver.constraints.filter { wanted.contains($0) }.compactMap { lookup[$0] }
    }
}

extension View {
    /// Whether the view's frame is not fully determined by its constraints: it could move
    /// or resize without any constraint becoming less satisfied.
    public var hasAmbiguousLayout: Bool {
        window?.engine.isAmbiguous(variables) ?? false
    }

    /// The constraints that determine the view's position and size on `axis`: changing
    /// any of them moves the view; changing others does not.
    ///
    /// ```swift
    /// for c in label.constraintsAffectingLayout(for: .horizontal) { print(c) }
    /// ```
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        window?.engine.constraintsAffecting(variables, axis: axis) ?? []
    }
}
