import Foundation
import Testing

@testable import Truss

/// A screen with one window at `frame` (screen coordinates) and its safe-area insets, and
/// a root view covering the window; reports silenced.
struct KeyboardFixture {
    let screen: Screen
    let window: Window
    let root: View

    init(
        screen bounds: CGRect, window frame: CGRect, top: CGFloat, bottom: CGFloat, left: CGFloat = 0,
        right: CGFloat = 0
    ) {
        screen = Screen(bounds: bounds)
        window = Window(screen: screen, frame: frame)
        window.identifier = "window"
        window.logHandler = { _ in }
        window.safeAreaInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        root = View(frame: CGRect(origin: .zero, size: frame.size))
        root.identifier = "root"
        window.addSubview(root)
    }

    /// iPhone 15 portrait: 393×852, safe area 59/34.
    static func phone() -> KeyboardFixture {
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        return KeyboardFixture(screen: bounds, window: bounds, top: 59, bottom: 34)
    }

    /// iPad Pro 11" portrait: 834×1194, safe area 24/20.
    static func pad() -> KeyboardFixture {
        let bounds = CGRect(x: 0, y: 0, width: 834, height: 1194)
        return KeyboardFixture(screen: bounds, window: bounds, top: 24, bottom: 20)
    }
}

/// A docked keyboard.
func docked(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Keyboard {
    Keyboard(placement: .docked, frame: CGRect(x: x, y: y, width: w, height: h))
}

/// A floating keyboard.
func floating(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat = 320, _ h: CGFloat = 254) -> Keyboard {
    Keyboard(placement: .floating, frame: CGRect(x: x, y: y, width: w, height: h))
}
