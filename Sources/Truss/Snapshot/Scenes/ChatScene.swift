import Foundation

/// A chat screen on a 393×852 window (safe area 59 top, 34 bottom): a header, a scroll
/// view of message bubbles, and an input bar pinned to a bottom guide (the keyboard
/// layout guide, once there is one).
///
///     header      safe-area top, full width, height 44                → (0, 59, 393, 44)
///     inputBar    full width, height 52, bottom == bottomGuide.top
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
    package let bottomGuide: BottomObstruction

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
        bottomGuide = BottomObstruction(in: window, identifier: "bottomGuide")
        let content = messages.contentLayoutGuide
        var constraints = LayoutConstraint.make {
            header.topAnchor == window.safeAreaLayoutGuide.topAnchor
            header.leadingAnchor == window.leadingAnchor
            header.trailingAnchor == window.trailingAnchor
            header.heightAnchor == 44
            inputBar.leadingAnchor == window.leadingAnchor
            inputBar.trailingAnchor == window.trailingAnchor
            inputBar.bottomAnchor == bottomGuide.guide.topAnchor
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

    /// The scene's states, in order.
    package static var demo: DemoScene {
        DemoScene(name: "chat", title: "Chat with an input bar on a bottom guide") { recorder in
            let scene = ChatScene()
            let keys: [View] = [scene.messages, scene.inputBar, scene.bubbles[scene.bubbles.count - 1]]
            recorder.capture(
                scene.window, state: "1-resting", caption: "Guide at the safe area: input bar above it",
                keyViews: keys, keyGuides: [scene.bottomGuide.guide])
            scene.bottomGuide.height = 336
            recorder.capture(
                scene.window, state: "2-covered", caption: "336 covered: bar rides up, messages scroll to the end",
                overlays: [scene.bottomGuide.overlay("obstruction 336")], keyViews: keys,
                keyGuides: [scene.bottomGuide.guide])
        }
    }
}
