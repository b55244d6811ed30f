import Foundation
import Truss

/// An account field and a password field in a scroll view that fills the window, kept
/// visible above the keyboard layout guide with 8 points of spacing.
///
///     scroll            the window's edges
///     content           as wide as the scroll view; as tall as the scroll view's top to
///                       the window's safe-area bottom (the form ends above the home
///                       indicator: H − safe-area bottom)
///     password          content.leading + 20 … content.trailing − 20, height 44,
///                       bottom 233 above the content's bottom
///     account           same sides, height 44, 16 above password
///     focus             scroll.keepVisible(field, aboveGuide: window.keyboardLayoutGuide, spacing: 8)
///
/// iPhone SE (375×667, no bottom inset): content 667, account 330…374, password 390…434.
/// iPhone 15 (393×852, bottom inset 34): content 818, account 481…525, password 541…585.
package final class LoginFormScene {
    package let window: Window
    package let scroll = ScrollView()
    package let account = DemoLabel("account", text: "name@example.com")
    package let password = DemoLabel("password", text: "••••••••")

    /// The screen's keyboard.
    package var screen: Screen { window.screen }

    /// A login form in a window at `windowFrame` (screen coordinates) on a screen of
    /// `screenBounds`, with the window's safe-area insets.
    package init(screen screenBounds: CGRect, window windowFrame: CGRect, safeArea: EdgeInsets) {
        window = Window(screen: Screen(bounds: screenBounds), frame: windowFrame)
        window.identifier = "window"
        window.safeAreaInsets = safeArea
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        scroll.addSubview(account)
        scroll.addSubview(password)
        let content = scroll.contentLayoutGuide
        let safeHeight = scroll.topAnchor.anchorWithOffset(to: window.safeAreaLayoutGuide.bottomAnchor)
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor
            scroll.bottomAnchor == window.bottomAnchor
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            content.heightAnchor == safeHeight
            password.leadingAnchor == content.leadingAnchor + 20
            password.trailingAnchor == content.trailingAnchor - 20
            password.bottomAnchor == content.bottomAnchor - 233
            password.heightAnchor == 44
            account.leadingAnchor == password.leadingAnchor
            account.trailingAnchor == password.trailingAnchor
            account.bottomAnchor == password.topAnchor - 16
            account.heightAnchor == 44
        }
    }

    /// Moves focus: keeps `field` visible above the keyboard guide with 8 points of spacing.
    package func focus(_ field: View) {
        scroll.keepVisible(field, aboveGuide: window.keyboardLayoutGuide, spacing: 8)
    }

    /// Lays out and captures the window, the keyboard drawn over it.
    func capture(_ recorder: inout SceneRecorder, _ state: String, _ caption: String) {
        recorder.capture(
            window, state: state, caption: caption, overlays: keyboardOverlays(window),
            keyViews: [scroll, account, password], keyGuides: [window.keyboardLayoutGuide])
    }

    /// Scenario 1 on iPhone SE: docked keyboard 260 high.
    package static var demoSE: DemoScene {
        DemoScene(name: "login-se", title: "1. Login form, iPhone SE (375×667), keyboard 260") { recorder in
            let scene = LoginFormScene(
                screen: DemoDevice.phoneSE, window: DemoDevice.phoneSE, safeArea: DemoDevice.phoneSESafeArea)
            scene.focus(scene.account)
            scene.capture(&recorder, "1-dismissed", "Account focused, no keyboard")
            scene.screen.keyboard = DemoDevice.docked(height: 260, on: DemoDevice.phoneSE)
            scene.capture(&recorder, "2-docked-account", "Keyboard 260: account visible, nothing moves")
            scene.focus(scene.password)
            scene.capture(&recorder, "3-docked-password", "Password focused: scrolls 35, 8 above the keyboard")
            scene.screen.keyboard = .dismissed
            scene.capture(&recorder, "4-dismissed", "Dismissed: back to 0")
        }
    }

    /// Scenario 1 on iPhone 15: docked keyboard 336 high, then landscape with 209.
    package static var demoPhone15: DemoScene {
        DemoScene(name: "login-iphone15", title: "1. Login form, iPhone 15 (393×852, home indicator 34)") {
            recorder in
            let scene = LoginFormScene(
                screen: DemoDevice.phone15, window: DemoDevice.phone15, safeArea: DemoDevice.phone15SafeArea)
            scene.focus(scene.account)
            scene.capture(&recorder, "1-dismissed", "Account focused, no keyboard")
            scene.screen.keyboard = DemoDevice.docked(height: 336, on: DemoDevice.phone15)
            scene.capture(&recorder, "2-docked-account", "Keyboard 336: scrolls 17, inset 336 (not 370)")
            scene.focus(scene.password)
            scene.capture(&recorder, "3-docked-password", "Password focused: scrolls to 77")
            scene.focus(scene.account)
            scene.capture(&recorder, "4-docked-account-again", "Account again: visible, stays at 77")
            scene.screen.bounds = DemoDevice.phone15Landscape
            scene.window.frame = DemoDevice.phone15Landscape
            scene.window.safeAreaInsets = DemoDevice.phone15LandscapeSafeArea
            scene.screen.keyboard = DemoDevice.docked(height: 209, on: DemoDevice.phone15Landscape)
            scene.capture(&recorder, "5-landscape", "Landscape, keyboard 209: account at the top, offset 27")
            scene.screen.keyboard = .dismissed
            scene.capture(&recorder, "6-landscape-dismissed", "Dismissed: back to 0")
        }
    }

    /// Scenario 5: the login form in iPad multitasking windows, password focused, a docked
    /// keyboard (0, 429, 1194, 405) on the landscape screen.
    package static var demoMultitasking: DemoScene {
        DemoScene(name: "login-ipad", title: "5. Login form in Split View, Slide Over and Stage Manager") {
            recorder in
            let windows: [(String, String, CGRect, EdgeInsets)] = [
                (
                    "1-split-half", "Split View ½ (592 wide): password 8 above the keyboard",
                    CGRect(x: 0, y: 0, width: 592, height: 834), DemoDevice.padSafeArea
                ),
                (
                    "2-split-third", "Split View ⅓ (375 wide, right): the same offset, 160",
                    CGRect(x: 819, y: 0, width: 375, height: 834), DemoDevice.padSafeArea
                ),
                (
                    "3-slide-over", "Slide Over (320 wide): the same",
                    CGRect(x: 874, y: 0, width: 320, height: 834), DemoDevice.padSafeArea
                ),
                (
                    "4-stage-partly", "Stage Manager window, keyboard over its lower 255",
                    CGRect(x: 247, y: 84, width: 700, height: 600), EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
                ),
                (
                    "5-stage-not-over", "Stage Manager window above the keyboard: nothing moves",
                    CGRect(x: 247, y: 20, width: 700, height: 400), EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
                ),
            ]
            for (state, caption, frame, insets) in windows {
                let scene = LoginFormScene(screen: DemoDevice.padLandscape, window: frame, safeArea: insets)
                scene.focus(scene.password)
                scene.screen.keyboard = DemoDevice.docked(height: 405, on: DemoDevice.padLandscape)
                scene.capture(&recorder, state, caption)
            }
        }
    }
}
