import Cassowary
import Foundation

extension LayoutEngine {
    /// Runs a layout pass if anything changed since the last one.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        layoutPass()
    }

    /// A layout pass.
    ///
    /// 1. Safe area: each view's safe-area insets are the overlap of its solved rectangle
    ///    with the window's unsafe edges; the safe area and margins guides follow them by
    ///    constant edits. A guide can move the views it measures, so this repeats until
    ///    nothing changes (twice in practice; at most 8 rounds).
    /// 2. Frames: every view's rectangle in window coordinates becomes a frame in its
    ///    superview's bounds coordinates, every guide's a layout frame in its owning
    ///    view's (a scroll view's bounds start at its solved content offset).
    /// 3. Observers run.
    func layoutPass() {
        for prepare in layoutPassPreparers { prepare(window) }
        var rounds = 1
        while updateSafeAreas() && rounds < 8 { rounds += 1 }
        updateBoundsOrigins()
        for view in views {
            let r = view.variables.rect(in: solver)
            if view !== window, let superview = view.superview {
                let s = superview.variables.rect(in: solver)
                let o = superview.storedBoundsOrigin
                view.storedFrame = CGRect(
                    x: r.minX - s.minX + o.x, y: r.minY - s.minY + o.y, width: r.width, height: r.height)
            }
            for guide in view.layoutGuides {
                let g = guide.variables.rect(in: solver)
                let o = view.storedBoundsOrigin
                guide.layoutFrame = CGRect(
                    x: g.minX - r.minX + o.x, y: g.minY - r.minY + o.y, width: g.width, height: g.height)
            }
        }
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

    /// Recomputes every view's safe-area insets and edits the guides' constants; whether
    /// any constant changed.
    private func updateSafeAreas() -> Bool {
        let insets = window.storedSafeAreaInsets
        let w = window.variables.rect(in: solver)
        let safe = CGRect(
            x: insets.left, y: insets.top, width: w.width - insets.left - insets.right,
            height: w.height - insets.top - insets.bottom)
        var changed = false
        for view in views {
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
