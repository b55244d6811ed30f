import Cassowary
import Foundation

/// What a layout pass needs to know to cost what changed: which view or guide each solver
/// variable belongs to, the views whose safe area or frame must be redone whatever the
/// solver says, and the scroll views (whose bounds origin is solved).
struct LayoutPassState {
    /// A view's or guide's variable, and whether it is part of the item's origin.
    struct Owner {
        enum Item {
            case view(View)
            case guide(LayoutGuide)
        }
        let item: Item
        let isOrigin: Bool
    }

    /// Variable id → the registered view or guide it belongs to.
    var owners: [ObjectIdentifier: Owner] = [:]
    /// Scroll views in the window, in the order they joined.
    var scrollViews: [ScrollView] = []
    /// The bounds origin each scroll view's subviews' frames were last written with.
    var boundsOrigins: [ObjectIdentifier: CGPoint] = [:]
    /// Views whose safe-area insets and margins must be recomputed (``View/setNeedsLayout()``).
    var safeAreaPending = OrderedItems<View>()
    /// Views whose frames, and guides whose layout frames, must be rewritten (they joined,
    /// or a frame was set by hand).
    var framePending = OrderedItems<View>()
    var guideFramePending = OrderedItems<LayoutGuide>()
    /// Every view's safe area must be recomputed (first pass, layout direction changed).
    var needsFullSafeAreaUpdate = true
    /// The window's safe-area insets at the last pass.
    var lastWindowInsets: EdgeInsets?
}

/// Reference-identified items in first-added order, each once.
struct OrderedItems<Item: AnyObject> {
    private(set) var items: [Item] = []
    private var seen: Set<ObjectIdentifier> = []

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }

    /// Adds an item; whether it was new.
    @discardableResult
    mutating func insert(_ item: Item) -> Bool {
        guard seen.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    func contains(_ item: Item) -> Bool { seen.contains(ObjectIdentifier(item)) }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
    }
}

/// The items a layout pass found moved, from the solver's changed variables.
struct LayoutChanges {
    /// Views with any variable changed.
    var views = OrderedItems<View>()
    /// Views whose origin (minX or minY) or bounds origin changed: their subviews' frames
    /// and their guides' layout frames move.
    var originMoved = OrderedItems<View>()
    /// Guides with any variable changed.
    var guides = OrderedItems<LayoutGuide>()
    /// The window's size changed: every view's safe-area insets may change.
    var windowResized = false
}

extension LayoutEngine {
    // MARK: - Registration

    /// Registers a view joining the window, with its guides; its safe area and frame are
    /// computed in the next pass.
    func register(_ view: View) {
        for (variable, isOrigin) in Self.tagged(view.variables) {
            passState.owners[variable.id] = .init(item: .view(view), isOrigin: isOrigin)
        }
        for guide in view.layoutGuides { register(guide) }
        if let scroll = view as? ScrollView { passState.scrollViews.append(scroll) }
        passState.safeAreaPending.insert(view)
        passState.framePending.insert(view)
    }

    /// Unregisters a view leaving the window, with its guides.
    func unregister(_ view: View) {
        for (variable, _) in Self.tagged(view.variables) { passState.owners[variable.id] = nil }
        for guide in view.layoutGuides { unregister(guide) }
        if view is ScrollView {
            passState.scrollViews.removeAll { $0 === view }
            passState.boundsOrigins[ObjectIdentifier(view)] = nil
        }
    }

    /// Registers a guide of a view in the window; its layout frame is written in the next pass.
    func register(_ guide: LayoutGuide) {
        for (variable, isOrigin) in Self.tagged(guide.variables) {
            passState.owners[variable.id] = .init(item: .guide(guide), isOrigin: isOrigin)
        }
        passState.guideFramePending.insert(guide)
    }

    func unregister(_ guide: LayoutGuide) {
        for (variable, _) in Self.tagged(guide.variables) { passState.owners[variable.id] = nil }
    }

    /// ``View/setNeedsLayout()``: a pass is needed and the view's safe area and margins are
    /// recomputed in it.
    func setNeedsLayout(_ view: View) {
        needsLayout = true
        passState.safeAreaPending.insert(view)
    }

    /// A view's frame was set by hand: the next pass writes it again from the solution.
    func frameWasSet(_ view: View) {
        passState.framePending.insert(view)
    }

    private static func tagged(_ v: ItemVariables) -> [(Variable, Bool)] {
        [(v.minX, true), (v.minY, true), (v.width, false), (v.height, false)]
    }

    // MARK: - Changes

    /// Asks the solver which variables changed since the last call and records the
    /// registered views and guides they belong to. O(variables) in the solver; the rest
    /// is O(changed).
    func collectChanges(into changes: inout LayoutChanges) {
        let window = self.window
        solver.updateVariables { variable, _ in
            guard let owner = passState.owners[variable.id] else { return }
            switch owner.item {
            case .view(let view):
                changes.views.insert(view)
                if owner.isOrigin {
                    changes.originMoved.insert(view)
                } else if view === window {
                    changes.windowResized = true
                }
            case .guide(let guide):
                changes.guides.insert(guide)
            }
        }
    }
}
