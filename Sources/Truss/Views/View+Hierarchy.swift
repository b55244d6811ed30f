import Foundation
import TrussCollections

extension View {
    /// Adds a view at the front of the subviews, removing it from its old superview first.
    ///
    /// As in UIKit, the constraints between the view's subtree and views outside it are
    /// deactivated when it leaves its old superview; those inside the subtree stay active.
    /// If the view keeps ``translatesAutoresizingMaskIntoConstraints`` on, its frame is
    /// held by required constraints from now on. If this view is in a window, the new
    /// subtree joins the window's engine: its own constraints and its active constraints
    /// are added as one batch. A view that moves within its window keeps its subtree's
    /// constraints in the engine instead: the move costs the constraints that crossed the
    /// subtree's edge and what depends on the superview, not the whole subtree's removal and
    /// addition.
    public func addSubview(_ view: View) {
        precondition(!(view is Window), "Truss: a window cannot be a subview")
        // A view without subviews contains no other view: no walk up the tree.
        precondition(
            view !== self && (view.subviews.isEmpty || !isDescendant(of: view)),
            "Truss: adding \(view) to \(self) would make a cycle")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        if let window, view.storedWindow === window, let old = view.superview {
            view.move(from: old, to: self, in: window.engine)
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.forgetLayoutDirection()
        if view.translatesAutoresizingMaskIntoConstraints { view.makeAutoresizingConstraints() }
        window?.engine.join(view)
        setNeedsLayout()
    }

    /// Removes the view from its superview.
    ///
    /// As in UIKit, constraints between the view's subtree and views outside it are
    /// deactivated; constraints inside the subtree stay active and are solved again when
    /// the subtree joins a window.
    public func removeFromSuperview() {
        guard let old = superview else { return }
        old.subviewWillLeave(self)
        let subtree = subtreeViews()
        let inside = IdentitySet(subtree)
        deactivateConstraintsCrossing(inside, above: old)
        dropAutoresizingConstraints()
        window?.engine.leave(subtree, inside: inside)
        old.subviews.removeAll { $0 === self }
        superview = nil
        forgetLayoutDirection()
        old.setNeedsLayout()
    }

    /// Moves the view, with its subtree, from `old` to `newSuperview` in the same window:
    /// the constraints crossing the subtree's edge are deactivated as in
    /// ``removeFromSuperview()``, and the engine keeps the rest
    /// (``LayoutEngine/move(_:inside:directionChanged:)``).
    private func move(from old: View, to newSuperview: View, in engine: LayoutEngine) {
        old.subviewWillLeave(self)
        let subtree = subtreeViews()
        let inside = IdentitySet(subtree)
        deactivateConstraintsCrossing(inside, above: old)
        let direction = effectiveUserInterfaceLayoutDirection
        dropAutoresizingConstraints()
        old.subviews.removeAll { $0 === self }
        newSuperview.subviews.append(self)
        superview = newSuperview
        forgetLayoutDirection()
        if translatesAutoresizingMaskIntoConstraints { makeAutoresizingConstraints() }
        engine.move(subtree, inside: inside, directionChanged: effectiveUserInterfaceLayoutDirection != direction)
        old.setNeedsLayout()
    }

    /// Deactivates the constraints held by `ancestor` and the views above it that name a
    /// view `inside` the subtree: those that cross the subtree's edge (the subtree's own
    /// views hold the rest).
    private func deactivateConstraintsCrossing(_ inside: IdentitySet, above ancestor: View) {
        var crossing: [LayoutConstraint] = []
        var current: View? = ancestor
        while let a = current {
            for c in a.heldConstraints where c.containsOwnerView(where: { inside.contains($0) }) {
                crossing.append(c)
            }
            current = a.superview
        }
        LayoutConstraint.deactivate(crossing)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The view and every view inside it, parents before children.
    func subtreeViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    /// The nearest view that contains both (a view contains itself), or `nil`.
    func commonAncestor(with other: View) -> View? {
        // The usual cases first, without walking the tree: the same view, parent and child,
        // siblings.
        if other === self || other.superview === self { return self }
        if let parent = superview, parent === other || parent === other.superview { return parent }
        var mine = IdentitySet()
        var current: View? = self
        while let v = current {
            mine.insert(v)
            current = v.superview
        }
        current = other
        while let v = current {
            if mine.contains(v) { return v }
            current = v.superview
        }
        return nil
    }

}
