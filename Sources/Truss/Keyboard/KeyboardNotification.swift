import Foundation

/// What a UIKit keyboard notification carries, and the keyboard change it means: the
/// adapter for code written against `keyboardWillShow`/`keyboardWillChangeFrame`.
///
/// A notification has begin and end frames in screen coordinates, a duration and a curve
/// (UIKit sends its private curve 7). It does not say the placement, so the adapter infers
/// it from the end frame, or takes a hint:
///
/// - an empty end frame, or one entirely below the screen: dismissed. UIKit also sends an
///   empty frame when the keyboard undocks, splits or floats, so **a notification cannot
///   tell a dismissed keyboard from an undocked, split or floating one, nor floating from
///   undocked**; pass ``placementHint`` when you know (from the keyboard's own events).
/// - flush with the screen's bottom and as wide as the screen: docked.
/// - as wide as the screen but raised: undocked; narrower: floating (a guess: an undocked
///   keyboard is full width).
///
/// ```swift
/// let info = KeyboardNotification(
///     beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
///     endFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
///     animationDuration: 0.25, animationCurve: 7)
/// screen.apply(info)            // animates from the begin frame, like the keyboard
/// ```
public struct KeyboardNotification: Sendable, Hashable {
    /// `UIKeyboardFrameBeginUserInfoKey`: where the keyboard starts (screen coordinates).
    public var beginFrame: CGRect
    /// `UIKeyboardFrameEndUserInfoKey`: where it ends (screen coordinates).
    public var endFrame: CGRect
    /// `UIKeyboardAnimationDurationUserInfoKey`, seconds.
    public var animationDuration: TimeInterval
    /// `UIKeyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value (7 for
    /// the keyboard's own).
    public var animationCurve: Int
    /// The placement when known from elsewhere; `nil` to infer it from the end frame.
    public var placementHint: Keyboard.Placement?

    /// Creates notification contents.
    public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval = 0.25, animationCurve: Int = 7,
        placementHint: Keyboard.Placement? = nil
    ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.placementHint = placementHint
    }

    /// Reads a notification's `userInfo`, keyed by UIKit's key strings
    /// (`"UIKeyboardFrameEndUserInfoKey"`, …); `nil` without an end frame. Frames may be
    /// `CGRect` or `NSValue`-free `[x, y, w, h]` arrays of numbers.
    public init?(userInfo: [AnyHashable: Any], placementHint: Keyboard.Placement? = nil) {
        func frame(_ key: String) -> CGRect? {
            if let r = userInfo[key] as? CGRect { return r }
            if let a = userInfo[key] as? [Double], a.count == 4 {
                return CGRect(x: a[0], y: a[1], width: a[2], height: a[3])
            }
            return nil
        }
        guard let end = frame("UIKeyboardFrameEndUserInfoKey") else { return nil }
        self.init(
            beginFrame: frame("UIKeyboardFrameBeginUserInfoKey") ?? end, endFrame: end,
            animationDuration: (userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? Double) ?? 0.25,
            animationCurve: (userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? Int) ?? 7,
            placementHint: placementHint)
    }

    /// The animation the notification describes.
    public var animation: KeyboardAnimation {
        KeyboardAnimation(duration: max(0, animationDuration), curve: .init(rawValue: animationCurve))
    }

    /// The keyboard the notification ends at, on a screen with `screenBounds`.
    public func endKeyboard(screenBounds: CGRect) -> Keyboard {
        Self.keyboard(at: endFrame, hint: placementHint, screenBounds: screenBounds)
    }

    /// The placement a frame suggests, as documented on the type.
    static func keyboard(at frame: CGRect, hint: Keyboard.Placement?, screenBounds: CGRect) -> Keyboard {
        let onScreen = !frame.isEmpty && frame.minY < screenBounds.maxY
        if let hint { return Keyboard(placement: onScreen ? hint : .dismissed, frame: onScreen ? frame : .zero) }
        guard onScreen else { return .dismissed }
        let tolerance: CGFloat = 0.5
        let fullWidth = frame.width >= screenBounds.width - tolerance
        if fullWidth && abs(frame.maxY - screenBounds.maxY) <= tolerance {
            return Keyboard(placement: .docked, frame: frame)
        }
        return Keyboard(placement: fullWidth ? .undocked : .floating, frame: frame)
    }
}

extension Screen {
    /// Applies a keyboard notification: the keyboard becomes the notification's end
    /// keyboard, animating from its begin frame with its duration and curve.
    public func apply(_ notification: KeyboardNotification) {
        let end = notification.endKeyboard(screenBounds: bounds)
        var begin = KeyboardNotification.keyboard(
            at: notification.beginFrame, hint: end.isDismissed ? nil : end.placement, screenBounds: bounds)
        if begin.isDismissed { begin = .dismissed }
        setKeyboard(end, animation: notification.animation, from: begin)
    }
}
