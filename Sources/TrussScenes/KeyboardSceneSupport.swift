import Foundation
import Truss

/// Devices and keyboards of the demo scenes, in points (screen coordinates).
package enum DemoDevice {
    /// iPhone SE portrait: 375×667, safe area 20 top, no bottom inset.
    package static let phoneSE = CGRect(x: 0, y: 0, width: 375, height: 667)
    package static let phoneSESafeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// iPhone 15 portrait: 393×852, safe area 59 top, 34 bottom.
    package static let phone15 = CGRect(x: 0, y: 0, width: 393, height: 852)
    package static let phone15SafeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// iPhone 15 landscape: 852×393, safe area 21 bottom (the sides are left out).
    package static let phone15Landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    package static let phone15LandscapeSafeArea = EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)
    /// iPad Pro 11" portrait: 834×1194, safe area 24 top, 20 bottom.
    package static let pad = CGRect(x: 0, y: 0, width: 834, height: 1194)
    /// iPad Pro 11" landscape: 1194×834, safe area 24 top, 20 bottom.
    package static let padLandscape = CGRect(x: 0, y: 0, width: 1194, height: 834)
    package static let padSafeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    /// A docked keyboard `height` tall on a screen with `bounds`.
    package static func docked(height: CGFloat, on bounds: CGRect) -> Keyboard {
        Keyboard(
            placement: .docked,
            frame: CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height))
    }

    /// A floating keyboard (320×254) with its top-left corner at (x, y).
    package static func floating(x: CGFloat, y: CGFloat) -> Keyboard {
        Keyboard(placement: .floating, frame: CGRect(x: x, y: y, width: 320, height: 254))
    }
}

/// The part of the screen's keyboard over `window`, as an overlay in window coordinates
/// labelled `keyboard <height>` (or `<placement> keyboard`); none when the keyboard is
/// dismissed or not over the window.
package func keyboardOverlays(_ window: Window) -> [SnapshotOverlay] {
    let keyboard = window.screen.presentedKeyboard
    guard !keyboard.isDismissed else { return [] }
    let k = keyboard.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    let visible = k.intersection(CGRect(origin: .zero, size: window.frame.size))
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return [] }
    let name =
        keyboard.placement == .docked
        ? "keyboard \(SnapshotFormat.number(visible.height))" : "\(keyboard.placement) keyboard"
    return [SnapshotOverlay(frame: visible, label: name, color: "#555555")]
}
