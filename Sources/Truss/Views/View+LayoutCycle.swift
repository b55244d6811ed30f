import Foundation

/// UIKit's layout cycle: constraints are updated bottom-up, the engine solves and writes
/// frames, then views lay out their subviews top-down; a change made in a callback that
/// needs another solve is handled in the same ``View/layoutIfNeeded()`` (see
/// ``LayoutFeedbackLoopReport`` for the bound).
extension View {
    // MARK: - Updating constraints

    /// Marks the view's constraints as needing ``updateConstraints()`` in the next pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        window?.engine.setNeedsUpdateConstraints(self)
    }

    /// Whether ``updateConstraints()`` is due: a new view, or ``setNeedsUpdateConstraints()``
    /// since the last update.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Calls ``updateConstraints()`` now on this view and the views inside it that need it,
    /// subviews first, without solving.
    public func updateConstraintsIfNeeded() {
        for view in subtreeViews().reversed() where view.needsUpdateConstraintsFlag {
            view.runUpdateConstraints()
        }
    }

    /// Clears the flag and calls ``updateConstraints()``, checking that it reached `View`'s.
    func runUpdateConstraints() {
        needsUpdateConstraintsFlag = false
        calledSuperUpdateConstraints = false
        updateConstraints()
        precondition(
            calledSuperUpdateConstraints,
            "Truss: \(type(of: self)).updateConstraints() did not call super.updateConstraints() "
                + "(UIKit raises NSInternalInconsistencyException)")
        owningViewController?.rootViewDidUpdateConstraints()
    }

    // MARK: - Laying out subviews

    /// Marks the view as needing ``layoutSubviews()`` in the next pass; the pass also
    /// recomputes its safe area and margins.
    public func setNeedsLayout() {
        window?.engine.setNeedsLayout(self)
    }

    /// Runs the layout cycle now if anything changed: updates constraints, solves
    /// (incrementally), writes the frame of every view and the layout frame of every guide
    /// in the window, and calls the layout callbacks.
    ///
    /// A view outside a window lays out its tree on its own, as UIKit does: the tree's root
    /// keeps its frame and everything inside is solved against it. Truss solves such a tree
    /// in a scratch window the size of the root, created for the call (so during the
    /// callbacks the root's ``superview`` and every view's ``window`` are that window, and the
    /// safe-area insets are zero); afterwards the tree is detached again with its frames.
    ///
    /// ```swift
    /// let card = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    /// card.layoutIfNeeded()   // no window: the card's subviews get their frames
    /// ```
    public func layoutIfNeeded() {
        if let window {
            window.engine.layoutIfNeeded(in: window)
        } else {
            layoutDetachedTree()
        }
    }

    /// The layout callback of one view; a root view's controller hears before and after.
    func runLayoutSubviews() {
        lastLayoutSize = storedFrame.size
        owningViewController?.rootViewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// The safe-area callback of one view, then its controller's.
    func runSafeAreaInsetsDidChange() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// Lays out a tree outside any window in a scratch window (see ``layoutIfNeeded()``).
    private func layoutDetachedTree() {
        var root = self
        while let parent = root.superview { root = parent }
        let frame = root.storedFrame
        let bounds = CGRect(x: 0, y: 0, width: max(frame.maxX, 0), height: max(frame.maxY, 0))
        let scratch = Window(screen: Screen(bounds: bounds), frame: bounds)
        scratch.identifier = "Truss-DetachedLayout"
        scratch.addSubview(root)
        var pins: [LayoutConstraint] = []
        if !root.translatesAutoresizingMaskIntoConstraints {
            pins = [
                root.leftAnchor.constraint(equalTo: scratch.leftAnchor, constant: frame.minX),
                root.topAnchor.constraint(equalTo: scratch.topAnchor, constant: frame.minY),
                root.widthAnchor.constraint(equalToConstant: frame.width),
                root.heightAnchor.constraint(equalToConstant: frame.height),
            ]
            for (pin, name) in zip(pins, ["left", "top", "width", "height"]) {
                pin.identifier = "Truss-DetachedRoot-\(name)"
            }
            LayoutConstraint.activate(pins)
        }
        scratch.layoutIfNeeded()
        LayoutConstraint.deactivate(pins)
        root.removeFromSuperview()
        root.storedFrame = frame
    }
}
