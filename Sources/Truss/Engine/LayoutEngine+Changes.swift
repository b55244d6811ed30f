import Cassowary
import Foundation
import TrussCollections

/// What a layout pass needs to know to cost what changed: the registered views and guides
/// (with their solved rectangles), and the views whose safe area or frame must be redone
/// whatever the solver says.
struct LayoutPassState {
    /// The registered views and guides, by slot.
    var table = LayoutItemTable()
    /// Views whose safe-area insets and margins must be recomputed (``View/setNeedsLayout()``).
    var safeAreaPending = OrderedItems<View>()
    /// Views whose frames, and guides whose layout frames, must be rewritten (they joined,
    /// or a frame was set by hand).
    var framePending = OrderedItems<View>()
    var guideFramePending = OrderedItems<LayoutGuide>()
    /// Every view's safe area must be recomputed (first pass, layout direction changed).
    var needsFullSafeAreaUpdate = true
    /// The registered views that add to their safe-area insets (``View/addedSafeAreaInsets``),
    /// by slot, with what they add: while there are none, a view's insets depend on its own
    /// rectangle only. Few (one per view controller on screen), so a list.
    var regions: [(slot: Int32, added: EdgeInsets)] = []
    /// The registered views that preserve their superview's margins
    /// (``View/preservesSuperviewLayoutMargins``): few, so a list.
    var marginPreservers: [View] = []
    /// The window's safe-area insets at the last pass.
    var lastWindowInsets: EdgeInsets?
    /// The pass's scratch lists, kept between passes so that a pass allocates nothing:
    /// what moved in the whole pass, what moved in one safe-area round, and the views whose
    /// guides one safe-area round edited.
    var changes = LayoutChanges()
    var changesAfterAdjusting = LayoutChanges()
    var round = LayoutChanges()
    var insetsEdited = SlotList()
    /// ``LayoutStatistics/constantEdits`` when the solver was last read: a pass reads it
    /// again before writing frames if an edit came after.
    var editsAtLastRead = 0
    var written = SlotList()
    /// The views whose bounds origin the settle phase moved, since the pass last read them.
    var boundsOriginsMoved: [Int32] = []
    /// Whether the adjust phase of the pass changed constraints, so that the pass solved again.
    var solvedAgain = false
    /// Whether the pass records the views its second solve moves (``movedViews``), for the
    /// animation of a tracked-set switch.
    var recordsMovedViews = false
    /// Whether the pass records what both its solves move (for a ``FrameChangeRecorder``),
    /// not only the second.
    var recordsWholePass = false
    /// The positions before the second solve (or the first, while ``recordsWholePass``),
    /// while the pass records what it moves.
    var framesBefore: LayoutItemTable.Positions?
    /// The views the pass's second solve moved, with their frames before, in the order written.
    var movedViews: [(view: View, old: CGRect)] = []
}

/// Reference-identified items in first-added order, each once.
struct OrderedItems<Item: AnyObject> {
    private(set) var items: [Item] = []
    /// The items' identities (kept alive by ``items``).
    private var seen = IdentitySet()

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }

    /// Adds an item; whether it was new.
    @discardableResult
    mutating func insert(_ item: Item) -> Bool {
        guard seen.insert(item) else { return false }
        items.append(item)
        return true
    }

    func contains(_ item: Item) -> Bool { seen.contains(item) }

    /// Empties the list, keeping its storage: O(items), not O(capacity), so that a pass
    /// after a large one costs what it visits.
    mutating func removeAll() {
        guard !items.isEmpty else { return }
        for item in items { seen.remove(item) }
        items.removeAll(keepingCapacity: true)
    }
}

/// The slots a layout pass found moved, from the solver's changed variables.
struct LayoutChanges {
    /// Views and guides with any variable changed (or newly registered).
    var items = SlotList()
    /// Views whose origin (minX or minY) or bounds origin changed: their subviews' frames
    /// and their guides' layout frames move. A view without registered subviews or guides
    /// whose origin moved may be left out (nothing of it moves).
    var originMoved = SlotList()
    /// The window's size changed: every view's safe-area insets may change.
    var windowResized = false

    mutating func removeAll() {
        items.removeAll()
        originMoved.removeAll()
        windowResized = false
    }

    /// Adds the changes of `other` (a later read of the solver).
    mutating func formUnion(_ other: LayoutChanges) {
        for slot in other.items.slots { items.insert(slot) }
        for slot in other.originMoved.slots { originMoved.insert(slot) }
        if other.windowResized { windowResized = true }
    }
}

extension LayoutEngine {
    // MARK: - Registration

    /// Registers a view joining the window, with its guides; its safe area and frame are
    /// computed in the next pass. The view then registers what it needs of the pass
    /// (``View/didRegister(in:)``).
    func register(_ view: View) {
        passState.table.register(view)
        for guide in view.layoutGuides { register(guide) }
        passState.safeAreaPending.insert(view)
        passState.framePending.insert(view)
        if view.needsUpdateConstraintsFlag { cycle.constraintsPending.insert(view) }
        if view.addedSafeAreaInsets != .zero { passState.regions.append((view.layoutSlot, view.addedSafeAreaInsets)) }
        if view.preservesSuperviewLayoutMargins { passState.marginPreservers.append(view) }
        view.didRegister(in: self)
    }

    /// Unregisters a view leaving the window, with its guides.
    func unregister(_ view: View) {
        view.willUnregister(from: self)
        if view.addedSafeAreaInsets != .zero { passState.regions.removeAll { $0.slot == view.layoutSlot } }
        if view.preservesSuperviewLayoutMargins { forgetMarginPreserver(view) }
        for guide in view.layoutGuides { unregister(guide) }
        passState.table.unregister(view)
    }

    /// Registers a guide of a view in the window; its layout frame is written in the next
    /// pass. The guide then registers what it needs of the pass
    /// (``LayoutGuide/didRegister(in:)``).
    func register(_ guide: LayoutGuide) {
        passState.table.register(guide)
        passState.guideFramePending.insert(guide)
        guide.didRegister(in: self)
    }

    func unregister(_ guide: LayoutGuide) {
        guide.willUnregister(from: self)
        passState.table.unregister(guide)
    }

    /// ``View/setNeedsLayout()``: a pass is needed, the view's safe area and margins are
    /// recomputed in it, and the view gets ``View/layoutSubviews()``.
    func setNeedsLayout(_ view: View) {
        needsLayout = true
        passState.safeAreaPending.insert(view)
        cycle.layoutPending.insert(view)
        cycle.requests += 1
    }

    /// A view's frame was set by hand: the next pass writes it again from the solution;
    /// but a frame set in a layout callback is kept (as UIKit keeps a frame set in
    /// `layoutSubviews`), and the view gets ``View/layoutSubviews()`` if its size changed.
    func frameWasSet(_ view: View) {
        guard cycle.inCallbacks else {
            passState.framePending.insert(view)
            return
        }
        if view.lastLayoutSize != view.storedFrame.size { cycle.layoutPending.insert(view) }
    }

    /// The pixel grid changed (the screen's scale): the next pass writes every frame and
    /// layout frame again.
    func pixelGridChanged() {
        for view in views {
            passState.framePending.insert(view)
            for guide in view.layoutGuides { passState.guideFramePending.insert(guide) }
        }
        needsLayout = true
    }

    // MARK: - Changes

    /// Asks the solver which variables changed since the last call, stores their values
    /// in the item table and records the slots they belong to. O(variables) in the solver;
    /// the rest is O(changed), one hash lookup per changed variable.
    func collectChanges(into changes: inout LayoutChanges) {
        // The callback records values only, so it may run inside the solver's update.
        passState.table.recordChanges(from: solver, into: &changes)
        passState.editsAtLastRead = statistics.constantEdits
        assert(passState.table.matches(solver), "Truss: the item table lost track of the solver's values")
    }
}
