import Foundation

/// The bar at the bottom of a tab bar controller: UIKit's `UITabBar`, as a plain rectangle.
open class TabBar: View {}

/// A container that shows one of several controllers above a tab bar: UIKit's
/// `UITabBarController`.
///
/// The selected controller's view fills the tab bar controller's view; the bar sits at the
/// bottom, its height the bar's own plus the bottom safe-area inset, and its own height is
/// added to the bottom of the child's safe area. So, as in UIKit, a view pinned to the
/// child's `keyboardLayoutGuide.topAnchor` sits above the tab bar while the keyboard is down
/// (the guide's top is the higher of the keyboard's top and the safe area's bottom) and
/// above the keyboard when it is up, not above the keyboard plus the bar. The heights
/// (iOS 17, the bottom tab bar; iPadOS 18's floating tab bar at the top is not modelled):
///
/// | Vertical size class | Bar height, above the bottom safe area |
/// | --- | --- |
/// | regular (iPhone portrait, iPad) | 49 |
/// | compact (iPhone landscape) | 32 |
///
/// On an iPhone 15 in portrait (34 at the bottom) the bar is at (0, 769, 393, 83) and the
/// child's bottom safe-area inset is 34 + 49 = 83.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [FeedController(), SettingsController()]
/// window.rootViewController = tabs
/// tabs.selectedIndex = 1
/// ```
open class TabBarController: ViewController {
    /// The tab bar.
    public let tabBar = TabBar()
    private var storedViewControllers: [ViewController]?
    private var storedSelectedIndex = 0
    private var barTopConstraint: LayoutConstraint?

    /// Creates a tab bar controller without controllers.
    public override init() {
        super.init()
    }

    /// The controllers, one per tab; setting them selects the first (or keeps the selected
    /// one if it is still there).
    public var viewControllers: [ViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers.
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let selected = selectedViewController
        selected?.unembedView()
        for c in storedViewControllers ?? [] where !(controllers ?? []).contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.removeFromParent()
            c.containerSafeAreaInsets = .zero
        }
        for c in controllers ?? [] where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        storedViewControllers = controllers
        storedSelectedIndex = controllers?.firstIndex { $0 === selected } ?? 0
        showSelected()
    }

    /// The index of the selected tab.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            guard newValue != storedSelectedIndex else { return }
            selectedViewController?.unembedView()
            storedSelectedIndex = newValue
            showSelected()
        }
    }

    /// The selected controller; setting one of ``viewControllers`` selects it.
    public var selectedViewController: ViewController? {
        get {
            guard let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex) else {
                return nil
            }
            return controllers[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = storedViewControllers?.firstIndex(where: { $0 === newValue }) else {
                return
            }
            selectedIndex = index
        }
    }

    /// The bar's height above the bottom safe area for some traits (see the table above).
    public static func tabBarHeight(for traits: TraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? 32 : 49
    }

    /// A container view with the bar: full width, from the bar's height above the bottom of
    /// the safe area down to the bottom of the view.
    open override func loadView() {
        super.loadView()
        tabBar.identifier = "tabBar"
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tabBar)
        let top = tabBar.topAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -Self.tabBarHeight(for: traitCollection))
        top.identifier = "Truss-TabBar-top"
        barTopConstraint = top
        LayoutConstraint.activate([
            top,
            tabBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tabBar.leftAnchor.constraint(equalTo: view.leftAnchor),
            tabBar.rightAnchor.constraint(equalTo: view.rightAnchor),
        ])
        showSelected()
    }

    override func layoutContainer() {
        barTopConstraint?.constant = -Self.tabBarHeight(for: traitCollection)
        updateChildSafeArea()
    }

    /// Shows the selected controller's view behind the bar.
    private func showSelected() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        if selected.viewIfLoaded?.superview !== view {
            selected.embedView(in: view)
            view.bringSubviewToFront(tabBar)
        }
        updateChildSafeArea()
    }

    /// The selected child's safe area includes the bar while it is shown.
    private func updateChildSafeArea() {
        let bar = tabBar.isHidden ? 0 : -(barTopConstraint?.constant ?? 0)
        selectedViewController?.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: bar, right: 0)
    }
}
