import Cassowary
import Foundation

extension LayoutEngine {
    /// Brings every view's safe-area insets to the fixed point of the solved frames (step 1
    /// of ``layoutPass(in:)``), adding what moved to `changes`.
    ///
    /// The rule: a view's insets are the overlap of its solved rectangle (window coordinates)
    /// with the unsafe edges of its region, each clamped to the view's size; the window's are
    /// its own ``Window/safeAreaInsets``. The region is the window's safe rectangle, or, inside
    /// a view that adds to its insets (``View/addedSafeAreaInsets``: a view controller's root
    /// view), the safe rectangle of the nearest such ancestor, its rectangle inset by its
    /// insets; such a view's own insets are its overlap plus what it adds, each clamped to
    /// its size. Its safe-area and margins guides follow them by constant
    /// edits, and those edits can move other views (and the view itself). So the insets are
    /// computed in rounds:
    ///
    /// - Round 1 visits the views that asked (``View/setNeedsLayout()``, a change of margins)
    ///   and the views that moved since the last pass, or every view on the first pass and
    ///   after a change of the window's size, insets or layout direction.
    /// - Each later round reads what the previous round's edits moved (the solver reports
    ///   the variables that changed since it was last read) and visits exactly those views,
    ///   whether or not an earlier round visited them.
    /// - At the end of each round, the views that preserve their superview's margins are
    ///   visited, superviews first (see ``settlePreservedMargins(edited:)``).
    /// - A visited view is edited only if its insets changed; the rounds stop at the first
    ///   round that edits nothing: every view's insets then match its final frame.
    ///
    /// Bound: when every view's frame depends only on other views' guides, each round
    /// settles at least one more link of the longest dependency chain, and a chain has at
    /// most one link per view, so the fixed point takes at most `views + 1` rounds. The pass
    /// allows `views + 2`. If the last of them still edits a guide, the dependencies have a
    /// cycle (a view whose frame depends on its own guides, directly or through other views,
    /// and that oscillates or approaches its fixed point only in the limit): the pass stops,
    /// keeps the frames solved with the last round's insets, and reports it in a
    /// ``SafeAreaFeedbackLoopReport`` (``Window/safeAreaFeedbackLoopReports``, the log,
    /// ``LayoutStatistics/unsettledSafeAreaPasses``). The common case is one or two rounds.
    func settleSafeAreas(_ changes: inout LayoutChanges, in window: Window) {
        // The scratch lists are moved out, not copied, so that filling them allocates nothing.
        var round = LayoutChanges()
        var edited = SlotList()
        swap(&round, &passState.round)
        swap(&edited, &passState.insetsEdited)
        edited.removeAll()

        let insets = window.storedSafeAreaInsets
        let everyView =
            passState.needsFullSafeAreaUpdate || changes.windowResized || passState.lastWindowInsets != insets
        if everyView {
            updateSafeAreas(of: CollectionOfOne(window), in: window, edited: &edited)
            updateSafeAreas(of: viewsInside, in: window, edited: &edited)
        } else {
            // The views that asked first, whatever their insets: their margins may have
            // changed. Then the views that moved, each skipped if its insets are the same.
            updateSafeAreas(of: passState.safeAreaPending.items(owner: window), in: window, edited: &edited)
            updateSafeAreas(ofSlots: changes.items.slots, in: window, edited: &edited)
            revisitRegions(
                of: passState.safeAreaPending.items(owner: window), changes.items.slots, in: window, edited: &edited)
        }
        settlePreservedMargins(edited: &edited)
        let limit = viewCount + 2
        var rounds = 1
        while !edited.isEmpty {
            if rounds == limit {
                record(SafeAreaFeedbackLoopReport(rounds: rounds, views: views(in: edited)))
                statistics.unsettledSafeAreaPasses += 1
                break
            }
            rounds += 1
            round.removeAll()
            collectChanges(into: &round)
            changes.formUnion(round)
            edited.removeAll()
            updateSafeAreas(ofSlots: round.items.slots, in: window, edited: &edited)
            revisitRegions(of: [], round.items.slots, in: window, edited: &edited)
            settlePreservedMargins(edited: &edited)
        }
        statistics.safeAreaRounds += rounds

        swap(&round, &passState.round)
        swap(&edited, &passState.insetsEdited)
    }

    /// The views in some slots.
    private func views(in slots: SlotList) -> [View] {
        slots.slots.compactMap { slot in
            guard let view = passState.table.view(at: Int(slot)) else { return nil }
            return view
        }
    }

    /// Recomputes the safe-area insets of the views among some slots (guides are skipped);
    /// adds to `edited` each view whose guides' constants changed. A view is touched only
    /// when its insets change: otherwise its guides' constants, set from the same insets,
    /// are already right.
    private func updateSafeAreas(ofSlots slots: ArraySlice<Int32>, in window: Window, edited: inout SlotList) {
        let windowSlot = LayoutItemTable.windowSlot
        let windowInsets = window.storedSafeAreaInsets
        let safe = safeRect(of: window)
        let regions = !passState.regions.isEmpty
        var cache = RegionCache()
        for slot in slots {
            guard passState.table.isView(at: Int(slot)) else { continue }
            let insets =
                slot == windowSlot
                ? windowInsets
                : regions
                    ? insetsInRegion(ofSlot: slot, windowSafeRect: safe, cache: &cache)
                    : Self.overlap(of: passState.table.solved[Int(slot)], outside: safe)
            guard insets != passState.table.safeAreaInsets[Int(slot)],
                let view = passState.table.view(at: Int(slot))
            else { continue }
            if apply(insets, to: view) { edited.insert(slot) }
        }
    }

    /// Recomputes some views' safe-area insets and edits their guides' constants; adds to
    /// `edited` each view whose guides' constants changed.
    private func updateSafeAreas(of targets: some Sequence<View>, in window: Window, edited: inout SlotList) {
        let safe = safeRect(of: window)
        let regions = !passState.regions.isEmpty
        var cache = RegionCache()
        for view in targets where view.storedWindow === window && view.layoutSlot >= 0 {
            let insets =
                view === window
                ? window.storedSafeAreaInsets
                : regions
                    ? insetsInRegion(ofSlot: view.layoutSlot, windowSafeRect: safe, cache: &cache)
                    : Self.overlap(of: passState.table.solved[Int(view.layoutSlot)], outside: safe)
            if apply(insets, to: view) { edited.insert(view.layoutSlot) }
        }
    }

    /// A view that adds to its insets and moved, or asked, defines the region of the views
    /// inside it, which may not have moved: they are visited too.
    private func revisitRegions(
        of asked: [View], _ slots: ArraySlice<Int32>, in window: Window, edited: inout SlotList
    ) {
        guard !passState.regions.isEmpty else { return }
        var moved: [View] = asked.filter { $0.addedSafeAreaInsets != .zero }
        for region in passState.regions where slots.contains(region.slot) {
            if let view = passState.table.view(at: Int(region.slot)) { moved.append(view) }
        }
        for region in moved { updateSafeAreas(of: region.subtreeViews().dropFirst(), in: window, edited: &edited) }
    }

    /// A view's insets in its region (see ``settleSafeAreas(_:in:)``), from the solved
    /// rectangles: the overlap with the region's unsafe edges, plus what the view adds.
    private func insetsInRegion(ofSlot slot: Int32, windowSafeRect: CGRect, cache: inout RegionCache) -> EdgeInsets {
        let r = passState.table.solved[Int(slot)]
        let region = regionSafeRect(above: slot, windowSafeRect: windowSafeRect, cache: &cache)
        var insets = Self.overlap(of: r, outside: region)
        guard let added = addedSafeAreaInsets(ofSlot: slot) else { return insets }
        insets.top = min(insets.top + added.top, r.height)
        insets.left = min(insets.left + added.left, r.width)
        insets.bottom = min(insets.bottom + added.bottom, r.height)
        insets.right = min(insets.right + added.right, r.width)
        return insets
    }

    /// The safe rectangle (window coordinates) of the nearest ancestor of a slot's view that
    /// adds to its insets, or the window's; found through the item table's parent slots.
    private func regionSafeRect(above slot: Int32, windowSafeRect: CGRect, cache: inout RegionCache) -> CGRect {
        var current = passState.table.parents[Int(slot)]
        while current > LayoutItemTable.windowSlot {
            if current == cache.slot { return cache.rect }
            if addedSafeAreaInsets(ofSlot: current) != nil {
                let r = passState.table.solved[Int(current)]
                let i = insetsInRegion(ofSlot: current, windowSafeRect: windowSafeRect, cache: &cache)
                let rect = CGRect(
                    x: r.minX + i.left, y: r.minY + i.top, width: max(0, r.width - i.left - i.right),
                    height: max(0, r.height - i.top - i.bottom))
                cache = RegionCache(slot: current, rect: rect)
                return rect
            }
            current = passState.table.parents[Int(current)]
        }
        return windowSafeRect
    }

    /// The last region safe rectangle computed in one update (the solved rectangles do not
    /// change within it): most views visited together share their region.
    private struct RegionCache {
        var slot: Int32 = -1
        var rect = CGRect.zero
    }

    /// What a slot's view adds to its insets, if it is a region.
    @inline(__always)
    private func addedSafeAreaInsets(ofSlot slot: Int32) -> EdgeInsets? {
        for region in passState.regions where region.slot == slot { return region.added }
        return nil
    }

    /// A view's ``View/addedSafeAreaInsets`` changed: every view's insets are recomputed
    /// in the next pass.
    func addedSafeAreaInsetsChanged(of view: View, from old: EdgeInsets) {
        if view.layoutSlot >= 0 {
            passState.regions.removeAll { $0.slot == view.layoutSlot }
            if view.addedSafeAreaInsets != .zero {
                passState.regions.append((view.layoutSlot, view.addedSafeAreaInsets))
            }
        }
        passState.needsFullSafeAreaUpdate = true
        needsLayout = true
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
        if view.computedSafeAreaInsets != insets { cycle.insetsChanged.insert(view, of: self) }
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
            top: clamp(safe.minY - r.minY, r.height),
            left: clamp(safe.minX - r.minX, r.width),
            bottom: clamp(r.maxY - safe.maxY, r.height),
            right: clamp(r.maxX - safe.maxX, r.width))
    }
}
