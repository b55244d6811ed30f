import Foundation

/// The bar at the top of a navigation controller: UIKit's `UINavigationBar`, as a plain
/// rectangle (Truss lays out, it does not draw titles or buttons).
open class NavigationBar: View {}

/// A container that shows a stack of controllers under a navigation bar: UIKit's
/// `UINavigationController`.
///
/// The top controller's view fills the navigation controller's view, under the bar; the bar
/// sits at the top of the safe area and its height is added to the top of the child's safe
/// area, so content pinned to the child's `safeAreaLayoutGuide` starts under the bar. The
/// heights (iOS 17, standard titles; large titles are not modelled):
///
/// | Device | Vertical size class | Bar height |
/// | --- | --- | --- |
/// | iPhone | regular (portrait) | 44 |
/// | iPhone | compact (landscape) | 32 |
/// | iPad | regular | 50 |
///
/// So on an iPhone 15 in portrait (safe area 59 on top) the bar is at (0, 59, 393, 44) and
/// the child's top safe-area inset is 59 + 44 = 103.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ListController())
/// window.rootViewController = navigation
/// navigation.pushViewController(DetailController(), animated: false)
/// window.layoutIfNeeded()
/// ```
///
/// Pushes and pops take effect at once: `animated` is accepted for UIKit's signature; Truss
/// does not animate transitions.
open class NavigationController: ViewController {
    /// The navigation bar.
    public let navigationBar = NavigationBar()
    private var storedViewControllers: [ViewController] = []
    private var barHeightConstraint: LayoutConstraint?

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    /// Creates a navigation controller with one controller in its stack.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first; the last is shown. Setting it replaces the stack.
    public var viewControllers: [ViewController] {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { storedViewControllers.last }

    /// The controller shown: the top one (Truss's navigation controllers present nothing).
    public var visibleViewController: ViewController? { topViewController }

    /// Whether the bar is hidden; hidden, it adds nothing to the child's safe area.
    public var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            updateChildSafeArea()
        }
    }

    /// Hides or shows the bar (at once; see the type's note on `animated`).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The bar's height for some traits (see the table above).
    public static func navigationBarHeight(for traits: TraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// Replaces the stack; the new top controller's view is shown.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for c in controllers {
            precondition(
                seen.insert(ObjectIdentifier(c)).inserted,
                "Truss: pushing the same view controller instance more than once")
        }
        topViewController?.unembedView()
        for c in storedViewControllers where !controllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.removeFromParent()
            c.containerSafeAreaInsets = .zero
        }
        let added = controllers.filter { $0.parent !== self }
        for c in added { addChild(c) }
        storedViewControllers = controllers
        showTop()
        for c in added { c.didMove(toParent: self) }
    }

    /// Pushes a controller onto the stack and shows its view.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        precondition(
            !storedViewControllers.contains { $0 === viewController },
            "Truss: pushing the same view controller instance more than once")
        topViewController?.unembedView()
        topViewController?.containerSafeAreaInsets = .zero
        addChild(viewController)
        storedViewControllers.append(viewController)
        showTop()
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller and shows the one under it; `nil` (and nothing happens) when
    /// the stack holds one controller or none, as in UIKit.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard storedViewControllers.count > 1, let top = storedViewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.unembedView()
        top.removeFromParent()
        top.containerSafeAreaInsets = .zero
        showTop()
        return top
    }

    /// Pops every controller above the root; returns them, or `nil` if there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard storedViewControllers.count > 1 else { return nil }
        var popped: [ViewController] = []
        while storedViewControllers.count > 1, let top = popViewController(animated: animated) {
            popped.insert(top, at: 0)
        }
        return popped
    }

    /// A container view with the bar: top at the safe area's top, full width.
    open override func loadView() {
        super.loadView()
        navigationBar.identifier = "navigationBar"
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(navigationBar)
        let height = navigationBar.heightAnchor.constraint(
            equalToConstant: Self.navigationBarHeight(for: traitCollection))
        height.identifier = "Truss-NavigationBar-height"
        barHeightConstraint = height
        LayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            navigationBar.leftAnchor.constraint(equalTo: view.leftAnchor),
            navigationBar.rightAnchor.constraint(equalTo: view.rightAnchor),
            height,
        ])
        showTop()
    }

    override func layoutContainer() {
        let height = Self.navigationBarHeight(for: traitCollection)
        barHeightConstraint?.constant = height
        updateChildSafeArea()
    }

    /// Shows the top controller's view under the bar.
    private func showTop() {
        guard isViewLoaded, let top = topViewController else { return }
        if top.viewIfLoaded?.superview !== view {
            top.embedView(in: view)
            view.bringSubviewToFront(navigationBar)
        }
        updateChildSafeArea()
    }

    /// The top child's safe area includes the bar while it is shown.
    private func updateChildSafeArea() {
        let bar = isNavigationBarHidden ? 0 : (barHeightConstraint?.constant ?? 0)
        topViewController?.containerSafeAreaInsets = EdgeInsets(top: bar, left: 0, bottom: 0, right: 0)
    }
}
