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
///
/// The engine's window may be listed without being held (``insert(owner:)``): the window
/// owns the engine, so an engine that held it would keep both alive for ever.
struct OrderedItems<Item: AnyObject> {
    /// The items other than the owner, in order (held).
    private(set) var heldItems: [Item] = []
    /// Where the owner stands among ``heldItems``, if it is listed.
    private var ownerIndex: Int?
    /// The items' identities (kept alive by ``heldItems``, the owner by itself).
    private var seen = IdentitySet()

    var count: Int { heldItems.count + (ownerIndex == nil ? 0 : 1) }
    var isEmpty: Bool { heldItems.isEmpty && ownerIndex == nil }

    /// Adds an item, held; whether it was new.
    @discardableResult
    mutating func insert(_ item: Item) -> Bool {
        guard seen.insert(item) else { return false }
        heldItems.append(item)
        return true
    }

    /// Adds the owner of the list's holder, not held; whether it was new.
    @discardableResult
    mutating func insert(owner: Item) -> Bool {
        guard seen.insert(owner) else { return false }
        ownerIndex = heldItems.count
        return true
    }

    /// The items in order, `owner` in the place of an owner added by ``insert(owner:)``.
    func items(owner: Item) -> [Item] {
        guard let ownerIndex else { return heldItems }
        var items = heldItems
        items.insert(owner, at: ownerIndex)
        return items
    }

    func contains(_ item: Item) -> Bool { seen.contains(item) }

    /// Empties the list, keeping its storage: O(items), not O(capacity), so that a pass
    /// after a large one costs what it visits.
    mutating func removeAll() {
        guard !isEmpty else { return }
        for item in heldItems { seen.remove(item) }
        // The owner's identity cannot be removed without the owner: start a new set.
        if ownerIndex != nil { seen = IdentitySet() }
        ownerIndex = nil
        heldItems.removeAll(keepingCapacity: true)
    }
}

extension OrderedItems<View> {
    /// Adds a view of `engine`'s window: the window itself without holding it.
    @discardableResult
    mutating func insert(_ view: View, of engine: LayoutEngine) -> Bool {
        // Only the window takes the window's slot.
        view.layoutSlot == LayoutItemTable.windowSlot && view === engine.window ? insert(owner: view) : insert(view)
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
        passState.safeAreaPending.insert(view, of: self)
        passState.framePending.insert(view, of: self)
        if view.needsUpdateConstraintsFlag { cycle.constraintsPending.insert(view, of: self) }
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
        passState.safeAreaPending.insert(view, of: self)
        cycle.layoutPending.insert(view, of: self)
        cycle.requests += 1
    }

    /// A view's frame was set by hand: the next pass writes it again from the solution;
    /// but a frame set in a layout callback is kept (as UIKit keeps a frame set in
    /// `layoutSubviews`), and the view gets ``View/layoutSubviews()`` if its size changed.
    func frameWasSet(_ view: View) {
        guard cycle.inCallbacks else {
            passState.framePending.insert(view, of: self)
            return
        }
        if view.lastLayoutSize != view.storedFrame.size { cycle.layoutPending.insert(view, of: self) }
    }

    /// The pixel grid changed (the screen's scale): the next pass writes every frame and
    /// layout frame again.
    func pixelGridChanged() {
        for view in views {
            passState.framePending.insert(view, of: self)
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
