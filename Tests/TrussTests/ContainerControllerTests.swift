import Foundation
import Testing

@testable import Truss

/// A screen with a 50-point composer whose bottom is the keyboard layout guide's top.
final class ComposerController: ViewController {
    let composer = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        composer.identifier = "composer"
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        LayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            composer.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

/// The devices and iOS version these tests assume: iPhone 15 (393 × 852, safe area 59 top
/// and 34 bottom in portrait; 0, 59, 21, 59 in landscape) and iPad Pro 11-inch (834 × 1194,
/// safe area 24 and 20), iOS 17: navigation bar 44 (32 in compact height, 50 on iPad), tab
/// bar 49 above the bottom safe area (32 in compact height).
@Suite("Navigation and tab bar controllers: bars in the safe area, the keyboard over a tab bar")
struct ContainerControllerTests {
    @Test("a navigation stack: the bar adds 44 to the top of the child's safe area")
    func navigationStack() {
        let window = phoneWindow()
        let first = ContentController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        // Bar: at the safe area's top, 59, 44 high.
        expectFrame(navigation.navigationBar.frame, 0, 59, 393, 44)
        // The child fills the container; its top inset is 59 + 44 = 103.
        expectFrame(first.view.frame, 0, 0, 393, 852)
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        // Content: y 103, height 852 − 103 − 34 = 715; the square at the margins, x 16.
        expectFrame(first.content.frame, 0, 103, 393, 715)
        expectFrame(first.square.frame, 16, 103, 40, 40)
        #expect(first.parent === navigation)

        let second = ContentController()
        navigation.pushViewController(second, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
        #expect(first.view.superview == nil)
        expectFrame(second.content.frame, 0, 103, 393, 715)
        // The bar stays in front of the child's view.
        #expect(navigation.view.subviews.last === navigation.navigationBar)

        // Hidden, the bar adds nothing: y 59, height 852 − 59 − 34 = 759.
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        expectFrame(second.content.frame, 0, 59, 393, 759)

        #expect(navigation.popViewController(animated: true) === second)
        #expect(second.parent == nil)
        window.layoutIfNeeded()
        expectFrame(first.content.frame, 0, 59, 393, 759)
        navigation.isNavigationBarHidden = false
        window.layoutIfNeeded()
        expectFrame(first.content.frame, 0, 103, 393, 715)
        // The root cannot be popped.
        #expect(navigation.popViewController(animated: false) == nil)
    }

    @Test("in compact-height landscape the navigation bar is 32 high")
    func navigationBarLandscape() {
        let window = phoneWindow()
        let first = ContentController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.layoutIfNeeded()
        expectFrame(navigation.navigationBar.frame, 0, 0, 852, 32)
        // Content: x 59, y 32, width 852 − 118 = 734, height 393 − 32 − 21 = 340.
        expectFrame(first.content.frame, 59, 32, 734, 340)
        #expect(window.layoutFeedbackLoopReports.isEmpty)
    }

    @Test("a tab bar screen: the bar is 49 plus the bottom inset; a navigation stack inside it")
    func tabBarScreen() {
        let window = phoneWindow()
        let list = ContentController()
        let navigation = NavigationController(rootViewController: list)
        let composer = ComposerController()
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, composer]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        // Tab bar: 49 + 34 = 83 high, from 852 − 83 = 769.
        expectFrame(tabs.tabBar.frame, 0, 769, 393, 83)
        #expect(tabs.selectedViewController === navigation)
        // The list: top 59 + 44 = 103, bottom 34 + 49 = 83; height 852 − 103 − 83 = 666.
        #expect(list.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        expectFrame(list.content.frame, 0, 103, 393, 666)

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(navigation.view.superview == nil)
        #expect(composer.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    }

    @Test("the keyboard guide over a tab bar: above the bar when down, above the keyboard when up")
    func keyboardOverTabBar() {
        let window = phoneWindow()
        let composer = ComposerController()
        let tabs = TabBarController()
        tabs.viewControllers = [composer]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        // Down: the guide's top is the higher of the dismissed keyboard's top (852 − 34 = 818)
        // and the safe area's bottom (852 − 83 = 769): 769; the composer is 50 above it.
        expectFrame(composer.composer.frame, 0, 719, 393, 50)

        // Up: a docked keyboard at y 516 (336 high). The guide's top is 516, not 516 − 49.
        window.screen.keyboard = docked(0, 516, 393, 336)
        window.layoutIfNeeded()
        expectFrame(composer.composer.frame, 0, 466, 393, 50)

        window.screen.keyboard = .dismissed
        window.layoutIfNeeded()
        expectFrame(composer.composer.frame, 0, 719, 393, 50)
    }

    @Test("on iPad: the tab bar with a docked keyboard, and a floating keyboard that counts as down")
    func keyboardOverTabBarOnPad() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 834, height: 1194))
        let window = Window(screen: screen, frame: screen.bounds)
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let composer = ComposerController()
        let tabs = TabBarController()
        tabs.viewControllers = [composer]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        // Tab bar: 49 + 20 = 69 high, from 1194 − 69 = 1125; composer bottom 1125.
        expectFrame(tabs.tabBar.frame, 0, 1125, 834, 69)
        expectFrame(composer.composer.frame, 0, 1075, 834, 50)

        // Docked keyboard at y 880: the composer rests on it, 880 − 50 = 830.
        screen.keyboard = docked(0, 880, 834, 314)
        window.layoutIfNeeded()
        expectFrame(composer.composer.frame, 0, 830, 834, 50)

        // Floating keyboard: the guide is not followed and counts as dismissed: back on the bar.
        screen.keyboard = floating(257, 600)
        window.layoutIfNeeded()
        expectFrame(composer.composer.frame, 0, 1075, 834, 50)
    }
}
