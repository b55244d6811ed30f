import Foundation
import Truss

/// A chat screen on a 393×852 window (safe area 59 top, 34 bottom): a header, a scroll
/// view of message bubbles, and an input bar pinned to the keyboard layout guide.
///
///     header      safe-area top, full width, height 44                → (0, 59, 393, 44)
///     inputBar    full width, height 52, bottom == window.keyboardLayoutGuide.top
///     messages    between header and inputBar; content as wide as it, six bubbles
///                 (heights 60 40 80 40 100 60, 8 apart, 12 padding) → content height 444
///
/// The last bubble is kept visible with 12 points of spacing, so when the messages area
/// is shorter than 444 the view scrolls to the end.
package final class ChatScene {
    package let window: Window
    package let header = DemoLabel("header", text: "Chat")
    package let messages = ScrollView()
    package let inputBar = View()
    package let field = DemoLabel("field", text: "Message")
    package let send = DemoLabel("send", text: "Send")
    package private(set) var bubbles: [View] = []
    /// The window's keyboard layout guide.
    package var keyboardGuide: KeyboardLayoutGuide { window.keyboardLayoutGuide }

    package static let bubbleHeights: [CGFloat] = [60, 40, 80, 40, 100, 60]

    package init() {
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.identifier = "window"
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        messages.identifier = "messages"
        inputBar.identifier = "inputBar"
        for v in [messages, inputBar] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(header)
        window.addSubview(messages)
        window.addSubview(inputBar)
        inputBar.addSubview(field)
        inputBar.addSubview(send)
        let content = messages.contentLayoutGuide
        var constraints = LayoutConstraint.make {
            header.topAnchor == window.safeAreaLayoutGuide.topAnchor
            header.leadingAnchor == window.leadingAnchor
            header.trailingAnchor == window.trailingAnchor
            header.heightAnchor == 44
            inputBar.leadingAnchor == window.leadingAnchor
            inputBar.trailingAnchor == window.trailingAnchor
            inputBar.bottomAnchor == window.keyboardLayoutGuide.topAnchor
            inputBar.heightAnchor == 52
            field.leadingAnchor == inputBar.leadingAnchor + 8
            field.trailingAnchor == send.leadingAnchor - 8
            field.topAnchor == inputBar.topAnchor + 8
            field.bottomAnchor == inputBar.bottomAnchor - 8
            send.trailingAnchor == inputBar.trailingAnchor - 8
            send.widthAnchor == 60
            send.topAnchor == inputBar.topAnchor + 8
            send.bottomAnchor == inputBar.bottomAnchor - 8
            messages.topAnchor == header.bottomAnchor
            messages.bottomAnchor == inputBar.topAnchor
            messages.leadingAnchor == window.leadingAnchor
            messages.trailingAnchor == window.trailingAnchor
            content.widthAnchor == messages.frameLayoutGuide.widthAnchor
        }
        var previous = content.topAnchor
        var gap: CGFloat = 12
        for (i, height) in Self.bubbleHeights.enumerated() {
            let bubble = View()
            bubble.identifier = "bubble\(i + 1)"
            bubble.translatesAutoresizingMaskIntoConstraints = false
            messages.addSubview(bubble)
            bubbles.append(bubble)
            let mine = i % 2 == 1
            constraints += [
                bubble.topAnchor.constraint(equalTo: previous, constant: gap),
                bubble.heightAnchor.constraint(equalToConstant: height),
                bubble.widthAnchor.constraint(equalToConstant: mine ? 200 : 260),
                mine
                    ? bubble.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12)
                    : bubble.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
            ]
            previous = bubble.bottomAnchor
            gap = 8
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: previous, constant: 12))
        LayoutConstraint.activate(constraints)
        messages.keepVisible(bubbles[bubbles.count - 1], spacing: 12)
    }

    /// Scenario 3: the keyboard comes up (sampled halfway through a linear animation), is
    /// docked, and goes away.
    package static var demo: DemoScene {
        DemoScene(name: "chat", title: "3. Chat: input bar on the keyboard guide") { recorder in
            let scene = ChatScene()
            let keys: [View] = [scene.messages, scene.inputBar, scene.bubbles[scene.bubbles.count - 1]]
            func capture(_ state: String, _ caption: String) {
                recorder.capture(
                    scene.window, state: state, caption: caption, overlays: keyboardOverlays(scene.window),
                    keyViews: keys, keyGuides: [scene.keyboardGuide])
            }
            capture("1-dismissed", "No keyboard: bar on the safe-area bottom")
            let docked = DemoDevice.docked(height: 336, on: DemoDevice.phone15)
            scene.window.screen.setKeyboard(docked, animation: KeyboardAnimation(duration: 0.25, curve: .linear))
            scene.window.screen.advanceKeyboardAnimation(to: 0.125)
            capture("2-animating", "Halfway (linear): bar rides the keyboard's top, 684")
            scene.window.screen.finishKeyboardAnimation()
            capture("3-docked", "Keyboard 336: list shrinks and scrolls to the end")
            scene.window.screen.keyboard = .dismissed
            capture("4-dismissed", "Dismissed: back to rest")
        }
    }
}
