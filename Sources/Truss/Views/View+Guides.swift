import Foundation

extension View {
    /// Adds a guide to this view (removing it from its old owner).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        window?.engine.register(guide)
        setNeedsLayout()
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var using: [LayoutConstraint] = []
        var current: View? = self
        while let v = current {
            using += v.heldConstraints.filter { c in c.layoutItems.contains { $0 === guide } }
            current = v.superview
        }
        LayoutConstraint.deactivate(using)
        if guide === storedSafeAreaGuide {
            LayoutConstraint.removeFromEngines(safeAreaGuideConstraints)
            safeAreaGuideConstraints = []
            storedSafeAreaGuide = nil
        }
        if guide === storedMarginsGuide {
            LayoutConstraint.removeFromEngines(marginsGuideConstraints)
            marginsGuideConstraints = []
            storedMarginsGuide = nil
        }
        if guide === storedReadableGuide { storedReadableGuide = nil }
        guide.willBeRemoved(from: self)
        layoutGuides.removeAll { $0 === guide }
        window?.engine.unregister(guide)
        guide.owningView = nil
    }

    /// The part of the view not covered by the window's safe-area insets: the view's
    /// bounds inset by ``safeAreaInsets``. Created on first use.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = makeSystemGuide("safeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        safeAreaGuideConstraints = insetConstraints(guide, computedSafeAreaInsets, names: Self.safeAreaConstraintNames)
        window?.engine.add(safeAreaGuideConstraints)
        window?.engine.refreshLayoutFrame(of: guide)
        return guide
    }

    /// The view's bounds inset by the layout margins (plus the safe-area insets when
    /// ``insetsLayoutMarginsFromSafeArea`` is on). Created on first use.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = makeSystemGuide("layoutMarginsGuide")
        storedMarginsGuide = guide
        marginsGuideConstraints = insetConstraints(
            guide, marginsGuideInsets(safeArea: computedSafeAreaInsets), names: Self.marginsConstraintNames)
        window?.engine.add(marginsGuideConstraints)
        window?.engine.refreshLayoutFrame(of: guide)
        return guide
    }

    /// The insets of the margins guide for given safe-area insets.
    func marginsGuideInsets(safeArea: EdgeInsets) -> EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            m.top += safeArea.top
            m.left += safeArea.left
            m.bottom += safeArea.bottom
            m.right += safeArea.right
        }
        return m
    }

    private func makeSystemGuide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        guide.owningView = self
        layoutGuides.append(guide)
        window?.engine.register(guide)
        return guide
    }

    /// `guide.left == left + l`, `guide.top == top + t`, `guide.width == width - l - r`,
    /// `guide.height == height - t - b`: required, with constants edited as insets change.
    /// Their identifiers are `Truss-<guide>-<edge>`, given as `names` (left, top, width, height).
    private func insetConstraints(_ guide: LayoutGuide, _ insets: EdgeInsets, names: [String]) -> [LayoutConstraint] {
        func make(_ first: LayoutAnchor, _ second: LayoutAnchor, _ constant: CGFloat, _ name: String)
            -> LayoutConstraint
        {
            let c = LayoutConstraint(
                first: first, relation: .equal, second: second, multiplier: 1, constant: constant, kind: .guide)
            c.identifier = name
            c.setActiveFlag(true)
            return c
        }
        return [
            make(guide.leftAnchor, leftAnchor, insets.left, names[0]),
            make(guide.topAnchor, topAnchor, insets.top, names[1]),
            make(guide.widthAnchor, widthAnchor, -(insets.left + insets.right), names[2]),
            make(guide.heightAnchor, heightAnchor, -(insets.top + insets.bottom), names[3]),
        ]
    }

    /// The identifiers of the safe-area and margins guides' inset constraints, written out
    /// so that no string is built per view.
    private static let safeAreaConstraintNames = [
        "Truss-safeAreaLayoutGuide-left", "Truss-safeAreaLayoutGuide-top", "Truss-safeAreaLayoutGuide-width",
        "Truss-safeAreaLayoutGuide-height",
    ]
    private static let marginsConstraintNames = [
        "Truss-layoutMarginsGuide-left", "Truss-layoutMarginsGuide-top", "Truss-layoutMarginsGuide-width",
        "Truss-layoutMarginsGuide-height",
    ]

    /// Sets the constants of a guide's inset constraints; whether any changed.
    static func applyInsets(_ insets: EdgeInsets, to constraints: [LayoutConstraint]) -> Bool {
        guard constraints.count == 4 else { return false }
        var changed = false
        func set(_ i: Int, _ value: CGFloat) {
            guard abs(constraints[i].constant - value) > 1e-9 else { return }
            constraints[i].constant = value
            changed = true
        }
        set(0, insets.left)
        set(1, insets.top)
        set(2, -(insets.left + insets.right))
        set(3, -(insets.top + insets.bottom))
        return changed
    }
}
