import Foundation
import Testing

@testable import Truss

/// A controller that logs its callbacks and its root view's.
final class LoggingController: ViewController {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        log.calls.append("loadView \(name)")
        super.loadView()
        view.identifier = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.calls.append("viewDidLoad \(name)")
    }

    override func viewWillLayoutSubviews() { log.calls.append("viewWillLayoutSubviews \(name)") }
    override func viewDidLayoutSubviews() { log.calls.append("viewDidLayoutSubviews \(name)") }
    override func viewSafeAreaInsetsDidChange() { log.calls.append("viewSafeAreaInsetsDidChange \(name)") }

    override func updateViewConstraints() {
        log.calls.append("updateViewConstraints \(name)")
        super.updateViewConstraints()
    }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.calls.append("willMove \(name) to \((parent as? LoggingController)?.name ?? "nil")")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.calls.append("didMove \(name) to \((parent as? LoggingController)?.name ?? "nil")")
    }
}

/// A screen with a content view pinned to the root view's safe-area guide and a square
/// pinned to its margins guide's top left corner.
final class ContentController: ViewController {
    let content = View()
    let square = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.identifier = "content"
        square.identifier = "square"
        for v in [content, square] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            square.topAnchor.constraint(equalTo: margins.topAnchor),
            square.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            square.widthAnchor.constraint(equalToConstant: 40),
            square.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}

@Suite("View controllers: loading, callbacks, safe area, margins, containment")
struct ViewControllerTests {
    @Test("the view loads on first use: loadView, then viewDidLoad, once")
    func loading() {
        let log = CallLog()
        let controller = LoggingController("main", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.calls == ["loadView main", "viewDidLoad main"])
    }

    @Test("the root view fills the window, with the window's safe area and 16-point margins")
    func rootViewController() {
        let window = phoneWindow()
        let controller = ContentController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        expectFrame(controller.view.frame, 0, 0, 393, 852)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Content: the safe area, y 59, height 852 − 59 − 34 = 759.
        expectFrame(controller.content.frame, 0, 59, 393, 759)
        // Margins: 16 leading (compact width), 0 top over the 59 of the safe area.
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        expectFrame(controller.square.frame, 16, 59, 40, 40)

        // Rotated to landscape, insets 0 top, 59 sides, 21 bottom: the root view follows.
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.layoutIfNeeded()
        expectFrame(controller.view.frame, 0, 0, 852, 393)
        // Content: x 59, width 852 − 118 = 734, height 393 − 21 = 372.
        expectFrame(controller.content.frame, 59, 0, 734, 372)
        // Square: the margins guide starts at the safe area plus 16: x 75.
        expectFrame(controller.square.frame, 75, 0, 40, 40)
    }

    @Test("additionalSafeAreaInsets adds to the root view's insets and its descendants'")
    func additionalSafeAreaInsets() {
        let window = phoneWindow()
        let controller = ContentController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 60, right: 0)
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Root: 59 + 10 = 69 top, 34 + 60 = 94 bottom.
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 69, left: 0, bottom: 94, right: 0))
        // Content fills the safe area: y 69, height 852 − 69 − 94 = 689; its own insets are zero.
        expectFrame(controller.content.frame, 0, 69, 393, 689)
        #expect(controller.content.safeAreaInsets == .zero)
        expectFrame(controller.square.frame, 16, 69, 40, 40)

        // A view over the whole root view overlaps the root's unsafe edges: 69 and 94.
        let cover = makeView("cover", in: controller.view)
        LayoutConstraint.activate([
            cover.topAnchor.constraint(equalTo: controller.view.topAnchor),
            cover.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            cover.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            cover.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(cover.safeAreaInsets == EdgeInsets(top: 69, left: 0, bottom: 94, right: 0))

        // Changing the insets moves everything in the same pass, views that did not move too.
        controller.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        expectFrame(controller.content.frame, 0, 59, 393, 759)
        #expect(cover.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("a child's additional insets add to its parent's")
    func nestedAdditionalInsets() {
        let window = phoneWindow()
        let parent = ViewController()
        parent.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        window.rootViewController = parent
        let child = ContentController()
        child.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        parent.addChild(child)
        child.embedView(in: parent.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        // Parent: 59 top, 34 + 50 = 84 bottom. Child fills it: 59 + 20 = 79 top, 84 bottom.
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 79, left: 0, bottom: 84, right: 0))
        // Content: y 79, height 852 − 79 − 84 = 689.
        expectFrame(child.content.frame, 0, 79, 393, 689)
    }

    @Test("root-view margins: at least the system minimum, unless told otherwise")
    func rootViewMargins() {
        let window = phoneWindow()
        let controller = ContentController()
        window.rootViewController = controller
        controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        // max(4, 0) = 4 top, max(8, 16) = 16 leading, max(30, 16) = 30 trailing.
        #expect(controller.view.layoutMargins == EdgeInsets(top: 4, left: 16, bottom: 0, right: 30))
        expectFrame(controller.square.frame, 16, 63, 40, 40)

        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        // Only the view's own margins: 8 leading; top 59 + 4 = 63.
        expectFrame(controller.square.frame, 8, 63, 40, 40)
    }

    @Test("an iPad window is regular: 20-point minimum margins; a Slide Over window is compact: 16")
    func iPadMargins() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        let window = Window(screen: screen, frame: screen.bounds)
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let controller = ContentController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(
            controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        )
        expectFrame(controller.square.frame, 20, 24, 40, 40)

        window.frame = CGRect(x: 0, y: 0, width: 375, height: 1366)
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        expectFrame(controller.square.frame, 16, 24, 40, 40)
    }

    @Test(
        "size classes from the window and screen sizes, as UIKit gives them",
        arguments: [
            // (window, screen, horizontal, vertical)
            (
                CGSize(width: 393, height: 852), CGSize(width: 393, height: 852), UserInterfaceSizeClass.compact,
                UserInterfaceSizeClass.regular
            ),  // iPhone 15 portrait
            (CGSize(width: 852, height: 393), CGSize(width: 852, height: 393), .compact, .compact),  // landscape
            (CGSize(width: 932, height: 430), CGSize(width: 932, height: 430), .regular, .compact),  // 15 Pro Max
            (CGSize(width: 736, height: 414), CGSize(width: 736, height: 414), .regular, .compact),  // 8 Plus
            (CGSize(width: 834, height: 1194), CGSize(width: 834, height: 1194), .regular, .regular),  // iPad 11"
            (CGSize(width: 1194, height: 834), CGSize(width: 1194, height: 834), .regular, .regular),
            (CGSize(width: 790, height: 834), CGSize(width: 1194, height: 834), .regular, .regular),  // 2/3 split
            (CGSize(width: 590, height: 834), CGSize(width: 1194, height: 834), .compact, .regular),  // 1/2 split
            (CGSize(width: 678, height: 1024), CGSize(width: 1366, height: 1024), .regular, .regular),  // 12.9" 1/2
            (CGSize(width: 639, height: 1366), CGSize(width: 1024, height: 1366), .compact, .regular),  // 12.9" 2/3
            (CGSize(width: 320, height: 1024), CGSize(width: 768, height: 1024), .compact, .regular),  // Slide Over
        ])
    func sizeClasses(
        window: CGSize, screen: CGSize, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        let traits = TraitCollection(windowSize: window, screenSize: screen)
        #expect(traits.horizontalSizeClass == horizontal)
        #expect(traits.verticalSizeClass == vertical)
    }

    @Test("outside a window the traits are unspecified")
    func unspecifiedTraits() {
        let controller = ViewController()
        #expect(controller.traitCollection == TraitCollection())
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
    }

    @Test("containment: addChild calls willMove, removeFromParent calls didMove(nil)")
    func containment() {
        let log = CallLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        #expect(log.calls == ["willMove child to parent"])
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        log.calls = []
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.calls == ["willMove child to nil", "didMove child to nil"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test("the controller hears its root view's layout callbacks in UIKit's order")
    func callbacks() {
        let log = CallLog()
        let window = phoneWindow()
        let controller = LoggingController("main", log: log)
        window.rootViewController = controller
        log.calls = []
        window.layoutIfNeeded()
        #expect(
            log.calls == [
                "updateViewConstraints main", "viewSafeAreaInsetsDidChange main", "viewWillLayoutSubviews main",
                "viewDidLayoutSubviews main",
            ])
        log.calls = []
        window.layoutIfNeeded()
        #expect(log.calls.isEmpty)
    }

    @Test("updateViewConstraints without super is a programmer error")
    func updateViewConstraintsMustCallSuper() async {
        await #expect(processExitsWith: .failure) {
            final class Forgetful: ViewController {
                override func updateViewConstraints() {}
            }
            let window = Window(screen: Screen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)), frame: .zero)
            window.rootViewController = Forgetful()
            window.layoutIfNeeded()
        }
    }
}
