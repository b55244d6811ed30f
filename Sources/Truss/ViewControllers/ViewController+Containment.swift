import Foundation

/// Containment: a controller's children, whose views live in its view, as in UIKit.
extension ViewController {
    /// The child view controllers, in the order they were added.
    public var children: [ViewController] { storedChildren }

    /// The controller this one is a child of.
    public var parent: ViewController? { storedParent }

    /// Adds a child controller, after calling its ``willMove(toParent:)`` with this
    /// controller, as UIKit does; a child of another controller is removed from it first.
    /// Add the child's view to your view, then call the child's ``didMove(toParent:)``:
    ///
    /// ```swift
    /// addChild(child)
    /// view.addSubview(child.view)
    /// child.didMove(toParent: self)
    /// ```
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "Truss: a view controller cannot be its own child")
        if child.storedParent === self { return }
        if child.storedParent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Removes the controller from its parent, then calls its ``didMove(toParent:)`` with
    /// `nil`, as UIKit does. Call ``willMove(toParent:)`` with `nil` and remove the view first:
    ///
    /// ```swift
    /// child.willMove(toParent: nil)
    /// child.view.removeFromSuperview()
    /// child.removeFromParent()
    /// ```
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Puts a child's root view into `container`, filling it by four required constraints
    /// named `Truss-ChildView-<edge>` (a container's children and a window's root view fill
    /// their space, as UIKit's autoresizing masks make them).
    func embedView(in container: View) {
        let root = view!
        root.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(root)
        fillConstraints = [
            root.leftAnchor.constraint(equalTo: container.leftAnchor),
            root.topAnchor.constraint(equalTo: container.topAnchor),
            root.rightAnchor.constraint(equalTo: container.rightAnchor),
            root.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ]
        for (c, edge) in zip(fillConstraints, ["left", "top", "right", "bottom"]) {
            c.identifier = "Truss-ChildView-\(edge)"
        }
        LayoutConstraint.activate(fillConstraints)
    }

    /// Takes the root view out of its container (undoing ``embedView(in:)``).
    func unembedView() {
        guard !fillConstraints.isEmpty else { return }
        LayoutConstraint.deactivate(fillConstraints)
        fillConstraints = []
        viewIfLoaded?.removeFromSuperview()
    }
}

extension Window {
    /// The controller whose view fills the window: UIKit's `rootViewController`. Setting it
    /// loads the controller's view and makes it fill the window's bounds (by required
    /// constraints, so that it follows a resize or a rotation); the old root's view leaves.
    ///
    /// ```swift
    /// window.rootViewController = NavigationController(rootViewController: ListController())
    /// window.layoutIfNeeded()
    /// ```
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            storedRootViewController?.unembedView()
            storedRootViewController = newValue
            newValue?.embedView(in: self)
        }
    }
}

extension View {
    /// Tells the view, then its controller if it is a root view, that its margins changed.
    func notifyLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}
