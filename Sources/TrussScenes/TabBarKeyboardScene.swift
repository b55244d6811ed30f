import Foundation
import Truss

/// A messages tab in a tab bar controller on an iPhone 15 (393×852, safe area 59/34): a
/// composer 50 high rests on the child's keyboard layout guide. The tab bar adds its 49 to
/// the child's bottom safe area, so the guide's top is the higher of the keyboard's top and
/// the bar's top, and the bar is not counted twice:
///
///     tab bar     (0, 852 − 34 − 49 = 769, 393, 83)
///     composer    bottom == keyboardLayoutGuide.top: 719…769 down, 466…516 over a
///                 336-point keyboard (top 852 − 336 = 516)
package final class TabBarKeyboardScene {
    /// The messages screen: the composer on the keyboard guide, a list above it.
    package final class MessagesController: ViewController {
        package let list = View()
        package let composer = DemoLabel("composer", text: "Message")

        package override func viewDidLoad() {
            super.viewDidLoad()
            list.identifier = "list"
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            view.addSubview(composer)
            LayoutConstraint.activate {
                list.topAnchor == view.safeAreaLayoutGuide.topAnchor
                list.leadingAnchor == view.leadingAnchor
                list.trailingAnchor == view.trailingAnchor
                list.bottomAnchor == composer.topAnchor
                composer.leadingAnchor == view.layoutMarginsGuide.leadingAnchor
                composer.trailingAnchor == view.layoutMarginsGuide.trailingAnchor
                composer.bottomAnchor == view.keyboardLayoutGuide.topAnchor
                composer.heightAnchor == 50
            }
        }
    }

    package let window: Window
    package let tabs = TabBarController()
    package let messages = MessagesController()

    package init() {
        window = Window(screen: Screen(bounds: DemoDevice.phone15), frame: DemoDevice.phone15)
        window.identifier = "window"
        window.safeAreaInsets = DemoDevice.phone15SafeArea
        tabs.viewControllers = [messages, ViewController()]
        window.rootViewController = tabs
    }

    /// The keyboard down, up (336) and down again.
    package static var demo: DemoScene {
        DemoScene(name: "tab-bar-keyboard", title: "A composer over a tab bar, the keyboard up and down") {
            recorder in
            let scene = TabBarKeyboardScene()
            func capture(_ state: String, _ caption: String) {
                recorder.capture(
                    scene.window, state: state, caption: caption, overlays: keyboardOverlays(scene.window),
                    keyViews: [scene.tabs.tabBar, scene.messages.composer, scene.messages.list],
                    keyGuides: [scene.messages.view.keyboardLayoutGuide])
            }
            capture("1-dismissed", "Keyboard down: the composer rests on the tab bar")
            scene.window.screen.keyboard = DemoDevice.docked(height: 336, on: DemoDevice.phone15)
            capture("2-keyboard-336", "Keyboard 336: the composer on the keyboard, not 49 above it")
            scene.window.screen.keyboard = .dismissed
            capture("3-dismissed", "Dismissed: back on the tab bar")
        }
    }
}
