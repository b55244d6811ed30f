import Cassowary
import Foundation

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
    }

    /// The item in each slot (`nil`: free). The table holds its items strongly.
    private(set) var items: [Item?] = []
    /// The same items, unretained, for the pass's hot loops (see ``setFrame(_:at:)``).
    private var unretained: [UnretainedItem] = []
    /// Each slot's rectangle in window coordinates, as last reported by the solver.
    private(set) var solved: [CGRect] = []
    /// Each slot's parent: a view's superview, a guide's owning view; -1 for the window.
    private(set) var parents: [Int32] = []
    /// How many registered items (subviews and guides) each slot is the parent of.
    private(set) var childCounts: [Int32] = []
    /// Each view's bounds origin as the last pass wrote it (a scroll view's content
    /// offset; zero for other views and for guides).
    var boundsOrigins: [CGPoint] = []
    /// Each view's safe-area insets as last computed (`View.computedSafeAreaInsets`), so
    /// that a pass touches a moved view only when they change.
    var safeAreaInsets: [EdgeInsets] = []
    /// The tracking guides, in the order they were registered.
    private(set) var trackingGuides: [TrackingLayoutGuide] = []

    private var freeSlots: [Int32] = []
    /// Variable id → `slot << 2 | coordinate` (0 minX, 1 minY, 2 width, 3 height).
    private var coordinates = IdentityMap<Int32>()
    /// Slots registered since the last ``readRegistered(from:)``.
    private var unread: [Int32] = []

    /// The window's slot: it registers first and never leaves.
    static let windowSlot: Int32 = 0

    /// An item without a retain: copying it out of the array costs no reference counting
    /// (views are weakly referenced by anchors, so their counts live in side tables and
    /// each retain is an atomic operation there).
    private enum UnretainedItem {
        case view(Unmanaged<View>)
        case guide(Unmanaged<LayoutGuide>)
        case free
    }

    // MARK: - Registering

    /// Gives a view a slot; its superview must be registered (or it is the window).
    mutating func register(_ view: View) {
        let slot = take(.view(view), variables: view.variables, parent: view.superview?.layoutSlot ?? -1)
        view.layoutSlot = slot
        safeAreaInsets[Int(slot)] = view.computedSafeAreaInsets
    }

    /// Gives a guide a slot; its owning view must be registered.
    mutating func register(_ guide: LayoutGuide) {
        let slot = take(.guide(guide), variables: guide.variables, parent: guide.owningView?.layoutSlot ?? -1)
        guide.layoutSlot = slot
        if let tracking = guide as? TrackingLayoutGuide { trackingGuides.append(tracking) }
    }

    mutating func unregister(_ view: View) {
        release(view.layoutSlot, variables: view.variables)
        view.layoutSlot = -1
    }

    mutating func unregister(_ guide: LayoutGuide) {
        release(guide.layoutSlot, variables: guide.variables)
        guide.layoutSlot = -1
        if guide is TrackingLayoutGuide { trackingGuides.removeAll { $0 === guide } }
    }

    private mutating func take(_ item: Item, variables v: ItemVariables, parent: Int32) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            items[Int(slot)] = item
            unretained[Int(slot)] = Self.unretainedItem(item)
            solved[Int(slot)] = .zero
            parents[Int(slot)] = parent
            childCounts[Int(slot)] = 0
            boundsOrigins[Int(slot)] = .zero
            safeAreaInsets[Int(slot)] = .zero
        } else {
            slot = Int32(items.count)
            items.append(item)
            unretained.append(Self.unretainedItem(item))
            solved.append(.zero)
            parents.append(parent)
            childCounts.append(0)
            boundsOrigins.append(.zero)
            safeAreaInsets.append(.zero)
        }
        if parent >= 0 { childCounts[Int(parent)] += 1 }
        for (k, variable) in [v.minX, v.minY, v.width, v.height].enumerated() {
            coordinates[variable.id] = slot << 2 | Int32(k)
        }
        unread.append(slot)
        return slot
    }

    private mutating func release(_ slot: Int32, variables v: ItemVariables) {
        guard slot >= 0, items[Int(slot)] != nil else { return }
        for variable in [v.minX, v.minY, v.width, v.height] { coordinates[variable.id] = nil }
        items[Int(slot)] = nil
        unretained[Int(slot)] = .free
        let parent = parents[Int(slot)]
        if parent >= 0 { childCounts[Int(parent)] -= 1 }
        freeSlots.append(slot)
    }

    private static func unretainedItem(_ item: Item) -> UnretainedItem {
        switch item {
        case .view(let view): .view(Unmanaged.passUnretained(view))
        case .guide(let guide): .guide(Unmanaged.passUnretained(guide))
        }
    }

    // MARK: - Unretained access

    /// Writes a view's frame or a guide's layout frame; returns a view's previous frame
    /// (`nil` for a guide).
    ///
    /// The one place where the table uses its unretained references: they are valid while
    /// the slot is taken, since ``items`` holds the same objects strongly.
    @inline(__always)
    @discardableResult
    func setFrame(_ frame: CGRect, at slot: Int) -> CGRect? {
        assert(items[slot] != nil, "Truss: writing the frame of a free slot")
        switch unretained[slot] {
        case .view(let view):
            return view._withUnsafeGuaranteedRef { view in
                let old = view.storedFrame
                view.storedFrame = frame
                return old
            }
        case .guide(let guide):
            guide._withUnsafeGuaranteedRef { $0.layoutFrame = frame }
            return nil
        case .free:
            return nil
        }
    }

    /// Calls `body` with the slots of a view's registered subviews and guides, in order
    /// (subviews first), without retaining the view.
    @inline(__always)
    func forEachChild(ofView slot: Int, _ body: (Int32) -> Void) {
        guard childCounts[slot] > 0, case .view(let view) = unretained[slot] else { return }
        view._withUnsafeGuaranteedRef { view in
            for subview in view.subviews { body(subview.layoutSlot) }
            for guide in view.layoutGuides { body(guide.layoutSlot) }
        }
    }

    // MARK: - Values

    /// Records a changed variable's new value; returns its item's slot and whether the
    /// coordinate is part of the origin, or `nil` for a variable of no registered item.
    @inline(__always)
    mutating func record(_ variable: Variable, _ value: Double) -> (slot: Int32, isOrigin: Bool)? {
        guard let code = coordinates[variable.id] else { return nil }
        let slot = Int(code >> 2)
        let v = CGFloat(value)
        switch code & 3 {
        case 0: solved[slot].origin.x = v
        case 1: solved[slot].origin.y = v
        case 2: solved[slot].size.width = v
        default: solved[slot].size.height = v
        }
        return (code >> 2, code & 3 < 2)
    }

    /// Reads the items registered since the last call from the solver (call it right after
    /// `updateVariables`); returns their slots, which count as changed.
    mutating func readRegistered(from solver: Solver) -> [Int32] {
        guard !unread.isEmpty else { return [] }
        let slots = unread.filter { items[Int($0)] != nil }
        unread.removeAll()
        for slot in slots {
            switch items[Int(slot)] {
            case .view(let view): solved[Int(slot)] = view.variables.rect(in: solver)
            case .guide(let guide): solved[Int(slot)] = guide.variables.rect(in: solver)
            case nil: break
            }
        }
        return slots
    }

    /// Whether every registered item's rectangle is the solver's (the invariant; for debug
    /// assertions).
    func matches(_ solver: Solver) -> Bool {
        items.indices.allSatisfy { i in
            switch items[i] {
            case .view(let view): solved[i] == view.variables.rect(in: solver)
            case .guide(let guide): solved[i] == guide.variables.rect(in: solver)
            case nil: true
            }
        }
    }
}

/// A set of slots of a ``LayoutItemTable``, in insertion order, each once; cleared in O(1)
/// by moving to a new epoch, so that a pass allocates nothing once the buffers have grown.
struct SlotList {
    private(set) var slots: [Int32] = []
    private var marks: [UInt32] = []
    private var epoch: UInt32 = 1

    var isEmpty: Bool { slots.isEmpty }
    var count: Int { slots.count }

    /// Adds a slot; whether it was new.
    @inline(__always)
    @discardableResult
    mutating func insert(_ slot: Int32) -> Bool {
        let i = Int(slot)
        if i >= marks.count { marks.append(contentsOf: repeatElement(0, count: i + 1 - marks.count + 64)) }
        guard marks[i] != epoch else { return false }
        marks[i] = epoch
        slots.append(slot)
        return true
    }

    func contains(_ slot: Int32) -> Bool {
        let i = Int(slot)
        return i < marks.count && marks[i] == epoch
    }

    /// Empties the list, keeping its storage.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        if epoch == .max {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        } else {
            epoch += 1
        }
    }
}
