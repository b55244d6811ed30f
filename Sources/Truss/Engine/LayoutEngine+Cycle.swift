import Foundation
import TrussCollections

/// What the layout cycle must call in the next round (see `LayoutEngine+Cycle.swift`).
struct LayoutCycleState {
    /// Views that asked for ``View/updateConstraints()`` (or joined needing it).
    var constraintsPending = OrderedItems<View>()
    /// Views that called ``View/setNeedsLayout()``: they get ``View/layoutSubviews()``.
    var layoutPending = OrderedItems<View>()
    /// Views whose safe-area insets a pass changed: they get ``View/safeAreaInsetsDidChange()``.
    var insetsChanged = OrderedItems<View>()
    /// Whether layout callbacks are running: a frame set then is kept (not rewritten from
    /// the solution in the next round).
    var inCallbacks = false
    /// Calls of ``View/setNeedsLayout()`` and ``View/setNeedsUpdateConstraints()`` so far,
    /// by which a callback that invalidates layout is recognized.
    var requests = 0
}

extension LayoutEngine {
    /// The most rounds one ``View/layoutIfNeeded()`` runs (see ``LayoutFeedbackLoopReport``).
    static let maximumLayoutRounds = 100

    /// Runs the layout cycle if anything changed since the last one. `window` is the
    /// engine's window, which the caller holds. A cycle with nothing to do costs one test.
    func layoutIfNeeded(in window: Window) {
        guard needsLayout else { return }
        runLayoutCycle(in: window)
    }

    /// UIKit's layout cycle, in rounds. Each round:
    ///
    /// 1. Updates constraints: ``View/updateConstraints()`` on the views that need it,
    ///    deepest first (a subview before its superview), as UIKit does.
    /// 2. Solves and writes frames (``layoutPass(in:)``), if anything changed. The views
    ///    whose content wraps at their laid-out width adopt the widths the pass gave them
    ///    (``adoptLaidOutWidths()``): UIKit's second pass for multi-line labels.
    /// 3. Calls ``View/safeAreaInsetsDidChange()`` on the views whose insets the pass
    ///    changed, then ``View/layoutSubviews()`` on the views whose bounds size changed
    ///    since their last call (or that never had one) and those that called
    ///    ``View/setNeedsLayout()``; both top-down (a superview before its subviews).
    ///
    /// The cycle ends at the first round whose callbacks invalidate nothing. A callback
    /// invalidates layout when it changes a constraint or a frame held by constraints, or
    /// asks for layout or a constraint update; the next round then handles it, within the
    /// same call. After ``maximumLayoutRounds`` rounds that all invalidated, the cycle stops
    /// with the frames of its last solve and records a ``LayoutFeedbackLoopReport`` naming
    /// the views of the last round's invalidating callbacks.
    func runLayoutCycle(in window: Window) {
        var invalidating: [View] = []
        for _ in 0..<Self.maximumLayoutRounds {
            updateConstraintsOfPendingViews(in: window)
            if needsLayout { layoutPass(in: window) }
            adoptLaidOutWidths()
            invalidating = runLayoutCallbacks(in: window)
            if invalidating.isEmpty && !needsLayout { return }
        }
        let report = LayoutFeedbackLoopReport(rounds: Self.maximumLayoutRounds, views: invalidating)
        cycleReports.append(report)
        log(report.description)
    }

    /// ``View/setNeedsUpdateConstraints()`` on a view in the window.
    func setNeedsUpdateConstraints(_ view: View) {
        cycle.constraintsPending.insert(view, of: self)
        cycle.requests += 1
        needsLayout = true
    }

    /// Step 1 of a round: the views that need it update their constraints, deepest first.
    private func updateConstraintsOfPendingViews(in window: Window) {
        guard !cycle.constraintsPending.isEmpty else { return }
        let pending = cycle.constraintsPending.items(owner: window).filter {
            $0.storedWindow === window && $0.needsUpdateConstraintsFlag
        }
        cycle.constraintsPending.removeAll()
        for view in topDown(pending, in: window).reversed() { view.runUpdateConstraints() }
    }

    /// The end of step 2: each view the pass wrote that ``View/wrapsAtLaidOutWidth`` and
    /// whose width changed adopts its new width as ``View/laidOutWrapWidth`` and recomputes
    /// its intrinsic size; if that changed a size, the next round solves again. The text
    /// wrapped at the width w it was laid out at is at most w wide, and wrapping it again at
    /// its own widest line breaks it the same way, so a label settles in one or two rounds
    /// (more only when its height feeds back into its width, which the round bound stops).
    private func adoptLaidOutWidths() {
        for slot in passState.written.slots {
            guard let view = passState.table.view(at: Int(slot)), view.wrapsAtLaidOutWidth else { continue }
            let width = view.storedFrame.width
            guard width != view.laidOutWrapWidth else { continue }
            view.laidOutWrapWidth = width
            view.invalidateIntrinsicContentSize()
        }
    }

    /// Step 3 of a round: the callbacks due, top-down; returns the views whose callback
    /// invalidated layout.
    private func runLayoutCallbacks(in window: Window) -> [View] {
        var due = OrderedItems<View>()
        for view in cycle.layoutPending.items(owner: window) where view.storedWindow === window { due.insert(view) }
        for slot in passState.written.slots {
            guard let view = passState.table.view(at: Int(slot)) else { continue }
            if view.lastLayoutSize != view.storedFrame.size { due.insert(view) }
        }
        let insetsChanged = cycle.insetsChanged.items(owner: window).filter { $0.storedWindow === window }
        cycle.layoutPending.removeAll()
        cycle.insetsChanged.removeAll()
        passState.written.removeAll()
        guard !due.isEmpty || !insetsChanged.isEmpty else { return [] }

        var invalidating: [View] = []
        cycle.inCallbacks = true
        defer { cycle.inCallbacks = false }
        func call(_ view: View, _ callback: (View) -> Void) {
            let stamp = invalidationStamp
            let needed = needsLayout
            callback(view)
            if invalidationStamp != stamp || needsLayout != needed { invalidating.append(view) }
        }
        for view in topDown(insetsChanged, in: window) { call(view) { $0.runSafeAreaInsetsDidChange() } }
        for view in topDown(due.items(owner: window), in: window) where view.storedWindow === window {
            call(view) { $0.runLayoutSubviews() }
        }
        return invalidating
    }

    /// A count that grows with every change a callback can make that needs another round.
    private var invalidationStamp: Int {
        statistics.constraintsAdded + statistics.constraintsRemoved + statistics.constantEdits
            + statistics.priorityEdits + cycle.requests
    }

    /// Views sorted by depth in the tree, shallowest first; views of one depth keep their order.
    ///
    /// A view in `window` reads its depth from the item table (O(1)); any other walks up to
    /// the first view that is in it, or to the root of its tree (depth 0).
    private func topDown(_ views: [View], in window: Window) -> [View] {
        guard views.count > 1 else { return views }
        let depths = views.map { view in
            var steps: Int32 = 0
            var current = view
            while current.storedWindow !== window || current.layoutSlot < 0 {
                guard let up = current.superview else { return steps }
                current = up
                steps += 1
            }
            return steps + passState.table.depths[Int(current.layoutSlot)]
        }
        return views.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { views[$0] }
    }
}
