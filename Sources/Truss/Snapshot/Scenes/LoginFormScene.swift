import Foundation

/// Two text fields in a scroll view on a 375×667 window, kept visible above an
/// obstruction rising from the bottom (the keyboard, once there is one).
///
///     scroll            the window's edges
///     content           width and height of the scroll view (the form fills the screen)
///     email             content.leading + 20 … content.trailing - 20, top 330, height 44
///     password          same sides, 16 below email, height 44  → 390…434
///
/// With 260 points covered (visible area 0…407) and 8 points of spacing: email (bottom
/// 374 + 8 ≤ 407) needs no scrolling; password (434 + 8 = 442) needs an offset of 35.
package final class LoginFormScene {
    package let window: Window
    package let scroll = ScrollView()
    package let email = DemoLabel("email", text: "email@example.com")
    package let password = DemoLabel("password", text: "••••••••")
    package let obstruction: BottomObstruction

    package init() {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.identifier = "window"
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        scroll.addSubview(email)
        scroll.addSubview(password)
        obstruction = BottomObstruction(in: window)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor
            scroll.bottomAnchor == window.bottomAnchor
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            content.heightAnchor == scroll.frameLayoutGuide.heightAnchor
            email.leadingAnchor == content.leadingAnchor + 20
            email.trailingAnchor == content.trailingAnchor - 20
            email.topAnchor == content.topAnchor + 330
            email.heightAnchor == 44
            password.leadingAnchor == email.leadingAnchor
            password.trailingAnchor == email.trailingAnchor
            password.topAnchor == email.bottomAnchor + 16
            password.heightAnchor == 44
        }
    }

    /// Moves focus: keeps `field` visible above the obstruction with 8 points of spacing.
    package func focus(_ field: View) {
        scroll.keepVisible(field, aboveGuide: obstruction.guide, spacing: 8)
    }

    /// The scene's states, in order.
    package static var demo: DemoScene {
        DemoScene(name: "login-form", title: "Login form in a scroll view") { recorder in
            let scene = LoginFormScene()
            let keys: [View] = [scene.scroll, scene.email, scene.password]
            scene.focus(scene.email)
            recorder.capture(
                scene.window, state: "1-resting", caption: "Email focused, nothing covered", keyViews: keys)
            scene.obstruction.height = 260
            recorder.capture(
                scene.window, state: "2-covered-email", caption: "260 covered: email still visible, no scroll",
                overlays: [scene.obstruction.overlay("obstruction 260")], keyViews: keys)
            scene.focus(scene.password)
            recorder.capture(
                scene.window, state: "3-covered-password", caption: "Password focused: scrolls by 35",
                overlays: [scene.obstruction.overlay("obstruction 260")], keyViews: keys)
            scene.focus(scene.email)
            recorder.capture(
                scene.window, state: "4-covered-email-again", caption: "Email again: visible, stays at 35",
                overlays: [scene.obstruction.overlay("obstruction 260")], keyViews: keys)
            scene.obstruction.height = 0
            recorder.capture(
                scene.window, state: "5-uncovered", caption: "Obstruction gone: back to 0", keyViews: keys)
        }
    }
}
