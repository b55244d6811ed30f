import Foundation
import Truss

/// A single field in a card on an iPhone 15 window (393×852, safe area 59/34): the card
/// rests 100 above the safe-area bottom and rises only as far as the keyboard needs to
/// keep the field 4 points above it. Two constraints do the work:
///
///     card.bottom == window.safeAreaLayoutGuide.bottom − 100      @ 750  (where it rests)
///     field.bottom <= window.keyboardLayoutGuide.top − 4                 (never under the keyboard)
///
/// and the rest places the card and the field:
///
///     card        leading 16, trailing −16 (361 wide), height 120      → rests at 598…718
///     title       card.top + 16, card.leading + 16 (intrinsic size)
///     field       card.leading + 16 … card.trailing − 16, height 44, bottom == card.bottom − 20
///                                                                      → rests at 654…698
package final class SingleFieldScene {
    package let window: Window
    package let card = View()
    package let title = DemoLabel("title", text: "Coupon code")
    package let field = DemoLabel("field", text: "SPRING-24")
    /// `card.bottom == safeArea.bottom − 100` @ 750.
    package let rest: LayoutConstraint
    /// `field.bottom <= keyboardLayoutGuide.top − 4`.
    package let avoidKeyboard: LayoutConstraint

    package init() {
        window = Window(screen: Screen(bounds: DemoDevice.phone15), frame: DemoDevice.phone15)
        window.identifier = "window"
        window.safeAreaInsets = DemoDevice.phone15SafeArea
        card.identifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        card.addSubview(title)
        card.addSubview(field)
        rest = card.bottomAnchor == window.safeAreaLayoutGuide.bottomAnchor - 100 ~ 750
        avoidKeyboard = field.bottomAnchor <= window.keyboardLayoutGuide.topAnchor - 4
        LayoutConstraint.activate {
            rest
            avoidKeyboard
            card.leadingAnchor == window.leadingAnchor + 16
            card.trailingAnchor == window.trailingAnchor - 16
            card.heightAnchor == 120
            title.topAnchor == card.topAnchor + 16
            title.leadingAnchor == card.leadingAnchor + 16
            field.leadingAnchor == card.leadingAnchor + 16
            field.trailingAnchor == card.trailingAnchor - 16
            field.bottomAnchor == card.bottomAnchor - 20
            field.heightAnchor == 44
        }
    }

    /// Scenario 2: the keyboard comes up 216 high, grows to 260 and 303 (input-method
    /// switches), goes away; then a card resting higher meets a 216 keyboard.
    package static var demo: DemoScene {
        DemoScene(name: "single-field", title: "2. A field in a card, 4 above the keyboard") { recorder in
            let scene = SingleFieldScene()
            func capture(_ state: String, _ caption: String) {
                recorder.capture(
                    scene.window, state: state, caption: caption, overlays: keyboardOverlays(scene.window),
                    keyViews: [scene.card, scene.field], keyGuides: [scene.window.keyboardLayoutGuide])
            }
            let screen = scene.window.screen
            capture("1-dismissed", "No keyboard: the card rests 100 above the safe area")
            screen.keyboard = DemoDevice.docked(height: 216, on: DemoDevice.phone15)
            capture("2-keyboard-216", "Keyboard 216: the card rises 66")
            screen.keyboard = DemoDevice.docked(height: 260, on: DemoDevice.phone15)
            capture("3-keyboard-260", "260 (another input method): field 4 above")
            screen.keyboard = DemoDevice.docked(height: 303, on: DemoDevice.phone15)
            capture("4-keyboard-303", "303 (with a candidate bar): field 4 above")
            screen.keyboard = .dismissed
            capture("5-dismissed", "Dismissed: the card is back")
            scene.rest.constant = -200
            screen.keyboard = DemoDevice.docked(height: 216, on: DemoDevice.phone15)
            capture("6-higher-216", "A card resting higher: 216 does not reach it")
        }
    }
}
