import Cassowary
import Foundation
import TrussCollections

/// The views and guides registered in a window's engine, numbered by dense slots, with each
/// one's rectangle (window coordinates) as the solver last reported it.
///
/// A layout pass learns what moved from the solver's `updateVariables` callback, which
/// passes every changed variable with its new value. The table maps the variable to its
/// item's slot and coordinate (one hash lookup) and stores the value, so the pass reads
/// rectangles from a flat array instead of asking the solver for each coordinate (a hash
/// lookup each), and marks what it visited in per-slot arrays instead of sets of object
/// identifiers.
///
/// Invariant (checked in debug builds): for every registered item, `solved[slot]` is its
/// rectangle as of the solver's last `updateVariables`. An item is read from the solver right
/// after the first `updateVariables` that follows its registration (``readRegistered(from:)``);
/// after that every change reaches it through the callback, since `updateVariables`
/// reports each value that differs from the one it last published.
struct LayoutItemTable {
    /// A registered item.
    enum Item {
        case view(View)
        case guide(LayoutGuide)
        /// The window, in ``windowSlot``: not held, since it owns the engine (``window``).
        case window
    }

    /// The item in each slot (`nil`: free). The table holds its items strongly, except the
    /// window.
    private(set) var items: [Item?] = []
    /// The window: `unowned`, since it owns the engine, and so the table.
    private unowned var window: View?
    /// Each slot's rectangle in window coordinates, as last reported by the solver.
    private(set) var solved: [CGRect] = []
    /// Each slot's parent: a view's superview, a guide's owning view; -1 for the window.
    private(set) var parents: [Int32] = []
    /// How many registered items (subviews and guides) each slot is the parent of.
    private(set) var childCounts: [Int32] = []
    /// Each slot's depth in the window's tree: 0 for the window, its parent's plus one (kept
    /// true by ``reparent(_:)`` when a subtree moves within the window).
    private(set) var depths: [Int32] = []
    /// Each view's bounds origin as the last pass wrote it (a scroll view's content
    /// offset; zero for other views and for guides).
    private(set) var boundsOrigins: [CGPoint] = []
    /// How many slots have a bounds origin other than zero: while none has, a frame needs no
    /// walk up its ancestors for the pixel grid's shift.
    private(set) var shiftedSlots = 0
    /// Each view's safe-area insets as last computed (`View.computedSafeAreaInsets`), so
    /// that a pass touches a moved view only when they change.
    var safeAreaInsets: [EdgeInsets] = []
    /// The pixel grid frames are rounded to: the window's screen's (see ``PixelGrid``).
    var pixelGrid = PixelGrid(scale: 1)

    private var freeSlots: [Int32] = []
    /// Variable id → the item and coordinate it is.
    private var coordinates = ItemCoordinates()
    /// Slots registered since the last ``readRegistered(from:)``.
    private var unread: [Int32] = []

    /// The window's slot: it registers first and never leaves.
    static let windowSlot: Int32 = 0

    // MARK: - Registering

    /// Gives a view a slot; its superview must be registered (or it is the window).
    mutating func register(_ view: View) {
        let isWindow = items.isEmpty
        if isWindow { window = view }
        let slot = take(
            isWindow ? .window : .view(view), variables: view.variables, parent: view.superview?.layoutSlot ?? -1)
        view.layoutSlot = slot
        safeAreaInsets[Int(slot)] = view.computedSafeAreaInsets
    }

    /// Gives a guide a slot; its owning view must be registered.
    mutating func register(_ guide: LayoutGuide) {
        let slot = take(.guide(guide), variables: guide.variables, parent: guide.owningView?.layoutSlot ?? -1)
        guide.layoutSlot = slot
    }

    mutating func unregister(_ view: View) {
        release(view.layoutSlot)
        view.layoutSlot = -1
    }

    mutating func unregister(_ guide: LayoutGuide) {
        release(guide.layoutSlot)
        guide.layoutSlot = -1
    }

    /// Gathers the unregistrations until ``endUnregistering()``, so that a subtree that
    /// leaves with most of the items costs what stays (``ItemCoordinates``); `expected`: how
    /// many items are about to leave (room is made for them).
    mutating func beginUnregistering(expected: Int) { coordinates.beginReleases(expected: expected) }

    /// Ends gathering unregistrations: the variables of the items unregistered since
    /// ``beginUnregistering(expected:)`` are no longer mapped.
    mutating func endUnregistering() { coordinates.endReleases() }

    /// A registered view moved to another superview in the window: its parent slot follows.
    /// Then ``placeInTree(_:)`` must be called on it and on each view inside it, parents
    /// before children, for their depths.
    mutating func reparent(_ root: View) {
        guard let superview = root.superview else { return }
        let slot = Int(root.layoutSlot)
        let oldParent = parents[slot]
        let newParent = superview.layoutSlot
        if oldParent >= 0 { childCounts[Int(oldParent)] -= 1 }
        childCounts[Int(newParent)] += 1
        parents[slot] = newParent
    }

    /// Sets the depth of a view of a moved subtree and of its guides from its parent's
    /// (after ``reparent(_:)``), so that the caller's one visit to each view of the subtree
    /// does all a move needs of it.
    @inline(__always)
    mutating func placeInTree(_ view: View) {
        let viewSlot = Int(view.layoutSlot)
        depths[viewSlot] = depths[Int(parents[viewSlot])] + 1
        for guide in view.layoutGuides where guide.layoutSlot >= 0 {
            depths[Int(guide.layoutSlot)] = depths[viewSlot] + 1
        }
    }

    private mutating func take(_ item: Item, variables v: ItemVariables, parent: Int32) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            items[Int(slot)] = item
            solved[Int(slot)] = .zero
            parents[Int(slot)] = parent
            depths[Int(slot)] = parent >= 0 ? depths[Int(parent)] + 1 : 0
            childCounts[Int(slot)] = 0
            boundsOrigins[Int(slot)] = .zero
            safeAreaInsets[Int(slot)] = .zero
        } else {
            slot = Int32(items.count)
            items.append(item)
            solved.append(.zero)
            parents.append(parent)
            depths.append(parent >= 0 ? depths[Int(parent)] + 1 : 0)
            childCounts.append(0)
            boundsOrigins.append(.zero)
            safeAreaInsets.append(.zero)
        }
        if parent >= 0 { childCounts[Int(parent)] += 1 }
        coordinates.insert(v, at: slot)
        unread.append(slot)
        return slot
    }

    /// Sets a view's bounds origin.
    mutating func setBoundsOrigin(_ origin: CGPoint, at slot: Int) {
        let old = boundsOrigins[slot]
        if (old == .zero) != (origin == .zero) { shiftedSlots += origin == .zero ? -1 : 1 }
        boundsOrigins[slot] = origin
    }

    private mutating func release(_ slot: Int32) {
        guard slot >= 0, items[Int(slot)] != nil else { return }
        setBoundsOrigin(.zero, at: Int(slot))
        coordinates.remove(at: slot)
        items[Int(slot)] = nil
        let parent = parents[Int(slot)]
        if parent >= 0 { childCounts[Int(parent)] -= 1 }
        freeSlots.append(slot)
    }

    /// Whether a slot holds a view (the window included).
    func isView(at slot: Int) -> Bool {
        switch items[slot] {
        case .view, .window: true
        case .guide, nil: false
        }
    }

    /// The view in a slot (the window in ``windowSlot``), or `nil` for a guide or a free slot.
    func view(at slot: Int) -> View? {
        switch items[slot] {
        case .view(let view): view
        case .window: window
        case .guide, nil: nil
        }
    }

    // MARK: - Items

    /// Writes a view's frame or a guide's layout frame (not the window's, which is its own).
    func setFrame(_ frame: CGRect, at slot: Int) {
        switch items[slot] {
        case .view(let view): view.storedFrame = frame
        case .guide(let guide): guide.layoutFrame = frame
        case .window, nil: assertionFailure("Truss: writing the frame of the window or a free slot")
        }
    }

    /// Calls `body` with the slots of a view's registered subviews and guides, in order
    /// (subviews first).
    func forEachChild(ofView slot: Int, _ body: (Int32) -> Void) {
        guard childCounts[slot] > 0, let view = view(at: slot) else { return }
        for subview in view.subviews { body(subview.layoutSlot) }
        for guide in view.layoutGuides { body(guide.layoutSlot) }
    }

    // MARK: - Frames

    /// Every slot's solved rectangle and bounds origin at one moment, from which the frames
    /// of that moment follow (``frame(of:parent:solved:boundsOrigins:isShifted:parents:grid:)``).
    struct Positions {
        var solved: [CGRect]
        var boundsOrigins: [CGPoint]
        /// Whether any bounds origin is other than zero.
        var isShifted: Bool
    }

    /// The positions now.
    var positions: Positions {
        Positions(solved: solved, boundsOrigins: boundsOrigins, isShifted: shiftedSlots > 0)
    }

    /// A slot's frame in its parent's bounds coordinates, `r.origin − parent.origin +
    /// parent.boundsOrigin` with its edges rounded to `grid` in unscrolled window coordinates
    /// (see ``PixelGrid/frame(of:in:parentBoundsOrigin:shift:)``; the shift is the bounds
    /// origins of the parent's ancestors, zero outside scroll views).
    @inline(__always)
    static func frame(
        of slot: Int, parent: Int, solved: [CGRect], boundsOrigins: [CGPoint], isShifted: Bool, parents: [Int32],
        grid: PixelGrid
    ) -> CGRect {
        var shift = CGPoint.zero
        var ancestor = isShifted ? Int(parents[parent]) : -1
        while ancestor >= 0 {
            let o = boundsOrigins[ancestor]
            shift.x += o.x
            shift.y += o.y
            ancestor = Int(parents[ancestor])
        }
        return grid.frame(
            of: solved[slot], in: solved[parent], parentBoundsOrigin: boundsOrigins[parent], shift: shift)
    }

    /// Writes the frame of each view and the layout frame of each guide among `slots` that
    /// `written` does not hold yet, from the solved rectangles, and adds it to `written`.
    ///
    /// A view's rectangle in window coordinates becomes a frame in its superview's bounds
    /// coordinates, `frame.origin = r.origin − parent.origin + parent.boundsOrigin`, its edges
    /// rounded to ``pixelGrid``; a guide's becomes a layout frame in its owning view's
    /// coordinates the same way. When
    /// `before` is not nil, each view whose frame differs from its frame at those positions
    /// is appended to `moved` with that frame.
    func writeFrames(
        of slots: some Sequence<Int32>, written: inout SlotList, before: Positions?,
        moved: inout [(slot: Int32, old: CGRect)]
    ) {
        for slot in slots { writeFrame(slot, written: &written, before: before, moved: &moved) }
    }

    /// ``writeFrames(of:written:before:moved:)`` for the registered subviews and guides of
    /// each view among `slots` (subviews first).
    func writeFramesOfChildren(
        of slots: some Sequence<Int32>, written: inout SlotList, before: Positions?,
        moved: inout [(slot: Int32, old: CGRect)]
    ) {
        for slot in slots {
            forEachChild(ofView: Int(slot)) { writeFrame($0, written: &written, before: before, moved: &moved) }
        }
    }

    private func writeFrame(
        _ slot: Int32, written: inout SlotList, before: Positions?, moved: inout [(slot: Int32, old: CGRect)]
    ) {
        guard slot >= 0, slot != Self.windowSlot, written.insert(slot) else { return }
        let parent = Int(parents[Int(slot)])
        guard parent >= 0 else { return }
        let frame = Self.frame(
            of: Int(slot), parent: parent, solved: solved, boundsOrigins: boundsOrigins, isShifted: shiftedSlots > 0,
            parents: parents, grid: pixelGrid)
        setFrame(frame, at: Int(slot))
        if let before, case .view = items[Int(slot)] {
            let old = Self.frame(
                of: Int(slot), parent: parent, solved: before.solved, boundsOrigins: before.boundsOrigins,
                isShifted: before.isShifted, parents: parents, grid: pixelGrid)
            if old != frame { moved.append((slot, old)) }
        }
    }

    // MARK: - Values

    /// Takes the solver's changes since its last `updateVariables`: stores each changed
    /// variable's value and records its item's slot in `changes` (in `originMoved` too for
    /// a coordinate of the origin of an item with registered children; a change of the
    /// window's size sets `windowResized`), then reads the items registered since the last
    /// call, which count as moved.
    ///
    /// The solver calls back once per changed variable, inside its update: the callback
    /// touches only this table and `changes`, never the solver.
    mutating func recordChanges(from solver: Solver, into changes: inout LayoutChanges) {
        let windowSlot = Self.windowSlot
        var windowResized = false
        changes.items.reserve(below: items.count)
        changes.originMoved.reserve(below: items.count)
        // A copy read by the callback (no item registers during an update): the table's own
        // would be copied out of `self` at each call, a retain of its storage a variable.
        let coordinates = self.coordinates
        solver.updateVariablesReportingInPlace { variable, value in
            guard let item = coordinates[variable.id] else { return }
            let slot = item.slot
            let i = Int(slot)
            let v = CGFloat(value)
            changes.items.insert(slot)
            switch item.coordinate {
            case .minX, .minY:
                if item.coordinate == .minX { solved[i].origin.x = v } else { solved[i].origin.y = v }
                if childCounts[i] > 0 { changes.originMoved.insert(slot) }
            case .width, .height:
                if item.coordinate == .width { solved[i].size.width = v } else { solved[i].size.height = v }
                if slot == windowSlot { windowResized = true }
            }
        }
        if windowResized { changes.windowResized = true }
        for slot in readRegistered(from: solver) {
            changes.items.insert(slot)
            changes.originMoved.insert(slot)
        }
    }

    /// Reads the items registered since the last call from the solver (call it right after
    /// `updateVariables`); returns their slots, which count as changed.
    private mutating func readRegistered(from solver: Solver) -> [Int32] {
        guard !unread.isEmpty else { return [] }
        let slots = unread.filter { items[Int($0)] != nil }
        unread.removeAll()
        for slot in slots {
            switch items[Int(slot)] {
            case .view(let view): solved[Int(slot)] = view.variables.rect(in: solver)
            case .guide(let guide): solved[Int(slot)] = guide.variables.rect(in: solver)
            case .window: solved[Int(slot)] = window?.variables.rect(in: solver) ?? .zero
            case nil: break
            }
        }
        return slots
    }

    /// Whether every registered item's rectangle is the solver's and exactly the registered
    /// items' variables are mapped (the invariant; for debug assertions).
    func matches(_ solver: Solver) -> Bool {
        guard coordinates.isConsistent() else { return false }
        return items.indices.allSatisfy { i in
            switch items[i] {
            case .view(let view): solved[i] == view.variables.rect(in: solver)
            case .guide(let guide): solved[i] == guide.variables.rect(in: solver)
            case .window: solved[i] == window?.variables.rect(in: solver)
            case nil: true
            }
        }
    }
}

/// Which of an item's four variables a solver variable is.
struct ItemCoordinate {
    enum Coordinate {
        case minX, minY, width, height
    }

    /// The item's slot in the table.
    var slot: Int32
    var coordinate: Coordinate
}
