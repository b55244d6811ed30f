import Cassowary
import Foundation

extension LayoutEngine {
    /// Runs a layout pass if anything changed since the last one. `window` is the engine's
    /// window, which the caller holds: the engine's reference to it is unowned, and each
    /// read of it checks that it is alive.
    func layoutIfNeeded(in window: Window) {
        guard needsLayout else { return }
        layoutPass(in: window)
    }

    /// A layout pass. It costs what changed: the solver reports the variables whose values
    /// changed since the last pass (`updateVariables`), and only the views and guides they
    /// belong to are visited.
    ///
    /// 1. Safe area: each view's safe-area insets are the overlap of its solved rectangle
    ///    with the window's unsafe edges; the safe area and margins guides follow them by
    ///    constant edits. Recomputed for the views that moved (touched only if their
    ///    insets change) or asked (``View/setNeedsLayout()``), or for every view when the
    ///    window's size or insets changed. A guide can move the views it measures, so this repeats, on the views
    ///    the last round moved, until nothing changes (twice in practice; at most 8 rounds).
    /// 2. Bounds origins: each scroll view's is its solved content offset.
    /// 3. Frames: a view's rectangle in window coordinates becomes a frame in its
    ///    superview's bounds coordinates, a guide's a layout frame in its owning view's.
    ///    Written for the views and guides that moved, and for the subviews and guides of
    ///    views whose origin or bounds origin moved.
    /// 4. Observers run.
    func layoutPass(in window: Window) {
        assert(window === self.window, "Truss: a layout pass in another window")
        for prepare in layoutPassPreparers { prepare(window) }
        // The scratch lists are moved out, not copied, so that filling them allocates nothing.
        var changes = LayoutChanges()
        swap(&changes, &passState.changes)
        changes.removeAll()
        collectChanges(into: &changes)
        var edits = statistics.constantEdits

        let insets = window.storedSafeAreaInsets
        let everyView =
            passState.needsFullSafeAreaUpdate || changes.windowResized || passState.lastWindowInsets != insets
        var changed: Bool
        if everyView {
            changed = updateSafeAreas(of: views, in: window)
        } else {
            changed = updateSafeAreas(ofSlots: changes.items.slots, in: window)
            let pending = passState.safeAreaPending.items.filter {
                $0.layoutSlot < 0 || !changes.items.contains($0.layoutSlot)
            }
            if updateSafeAreas(of: pending, in: window) { changed = true }
        }
        var rounds = 1
        while changed && rounds < 8 {
            rounds += 1
            let seen = changes.items.count
            collectChanges(into: &changes)
            edits = statistics.constantEdits
            changed = updateSafeAreas(ofSlots: changes.items.slots[seen...], in: window)
        }

        for scroll in passState.scrollViews {
            let origin = scroll.settleContentOffset { self.solvedRect(of: $0) }
            scroll.storedBoundsOrigin = origin
            let slot = scroll.layoutSlot
            if passState.table.boundsOrigins[Int(slot)] != origin {
                passState.table.boundsOrigins[Int(slot)] = origin
                changes.originMoved.insert(slot)
            }
        }
        // Edits after the last look at the solver (a last safe-area round, a settled
        // offset) may have moved something.
        if statistics.constantEdits != edits { collectChanges(into: &changes) }

        writeFrames(changes, in: window)

        swap(&changes, &passState.changes)
        passState.safeAreaPending.removeAll()
        passState.framePending.removeAll()
        passState.guideFramePending.removeAll()
        passState.needsFullSafeAreaUpdate = false
        passState.lastWindowInsets = insets
        needsLayout = false
        statistics.layoutPasses += 1
        for observer in layoutPassObservers { observer(window) }
    }

    /// Writes the frames of the views and the layout frames of the guides that moved (or
    /// whose parent's origin moved, or that are pending), each once, from the item table
    /// (see ``LayoutPassState/writeFrames(_:in:)``).
    private func writeFrames(_ changes: LayoutChanges, in window: Window) {
        statistics.framesWritten += passState.writeFrames(changes, in: window)
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

    /// Recomputes the safe-area insets of the views among some slots (guides are skipped).
    /// A view is touched only when its insets change: otherwise its guides' constants,
    /// set from the same insets, are already right.
    private func updateSafeAreas(ofSlots slots: ArraySlice<Int32>, in window: Window) -> Bool {
        let windowSlot = LayoutItemTable.windowSlot
        let windowInsets = window.storedSafeAreaInsets
        let safe = safeRect(of: window)
        var changed = false
        for slot in slots {
            guard case .view = passState.table.items[Int(slot)] else { continue }
            let insets =
                slot == windowSlot ? windowInsets : Self.overlap(of: passState.table.solved[Int(slot)], outside: safe)
            guard insets != passState.table.safeAreaInsets[Int(slot)],
                case .view(let view) = passState.table.items[Int(slot)]
            else { continue }
            if apply(insets, to: view) { changed = true }
        }
        return changed
    }

    /// Recomputes some views' safe-area insets and edits their guides' constants; whether
    /// any constant changed.
    private func updateSafeAreas(of targets: some Sequence<View>, in window: Window) -> Bool {
        let safe = safeRect(of: window)
        var changed = false
        for view in targets where view.storedWindow === window && view.layoutSlot >= 0 {
            let insets =
                view === window
                ? window.storedSafeAreaInsets
                : Self.overlap(of: passState.table.solved[Int(view.layoutSlot)], outside: safe)
            if apply(insets, to: view) { changed = true }
        }
        return changed
    }

    /// The window's safe rectangle (window coordinates).
    private func safeRect(of window: Window) -> CGRect {
        let insets = window.storedSafeAreaInsets
        let w = passState.table.solved[Int(LayoutItemTable.windowSlot)]
        return CGRect(
            x: insets.left, y: insets.top, width: w.width - insets.left - insets.right,
            height: w.height - insets.top - insets.bottom)
    }

    /// Sets a view's safe-area insets and edits its safe-area and margins guides'
    /// constants; whether any constant changed.
    private func apply(_ insets: EdgeInsets, to view: View) -> Bool {
        view.computedSafeAreaInsets = insets
        passState.table.safeAreaInsets[Int(view.layoutSlot)] = insets
        var changed = false
        if View.applyInsets(insets, to: view.safeAreaGuideConstraints) { changed = true }
        if !view.marginsGuideConstraints.isEmpty,
            View.applyInsets(view.marginsGuideInsets(safeArea: insets), to: view.marginsGuideConstraints)
        {
            changed = true
        }
        return changed
    }

    /// How far `r` reaches past each edge of `safe`, clamped to `r`'s own size.
    @inline(__always)
    static func overlap(of r: CGRect, outside safe: CGRect) -> EdgeInsets {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(v, max(0, limit))) }
        return EdgeInsets(
            top: clamp(safe.inlinedMinY - r.inlinedMinY, r.inlinedHeight),
            left: clamp(safe.inlinedMinX - r.inlinedMinX, r.inlinedWidth),
            bottom: clamp(r.inlinedMaxY - safe.inlinedMaxY, r.inlinedHeight),
            right: clamp(r.inlinedMaxX - safe.inlinedMaxX, r.inlinedWidth))
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

extension LayoutPassState {
    /// Writes the frames of the views and the layout frames of the guides that moved (or
    /// whose parent's origin moved, or that are pending), each once, from the item table
    /// (see ``LayoutItemTable/writeFrames(of:written:moved:)``); returns how many.
    ///
    /// Mutating, so that the table is read in place: a call on a table read from the
    /// engine's property would copy it (a retain per array).
    mutating func writeFrames(_ changes: LayoutChanges, in window: Window) -> Int {
        written.removeAll()
        var moved: [(slot: Int32, old: CGRect)]? = recordsMovedViews ? [] : nil
        table.writeFrames(of: changes.items.slots, written: &written, moved: &moved)
        if !framePending.isEmpty {
            let pending = framePending.items.lazy.filter { $0.storedWindow === window }.map(\.layoutSlot)
            table.writeFrames(of: pending, written: &written, moved: &moved)
        }
        table.writeFramesOfChildren(of: changes.originMoved.slots, written: &written, moved: &moved)
        if !guideFramePending.isEmpty {
            let pending = guideFramePending.items.lazy.filter { $0.owningView?.storedWindow === window }
            table.writeFrames(of: pending.map(\.layoutSlot), written: &written, moved: &moved)
        }
        for (slot, old) in moved ?? [] {
            if case .view(let view) = table.items[Int(slot)] { movedViews.append((view, old)) }
        }
        return written.count
    }
}
