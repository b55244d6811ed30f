import Foundation

/// How a keyboard change animates: a duration and a timing curve.
///
/// Truss has no clock: a ``Screen`` holds the animation and you sample it with
/// ``Screen/advanceKeyboardAnimation(to:)``; each sample's layout is solved with the keyboard
/// frame at the curve's progress for that time (one suggestion to the solver, not a
/// rebuild).
///
/// ```swift
/// screen.setKeyboard(docked, animation: .keyboard)      // 0.25 s, UIKit's curve 7
/// screen.advanceKeyboardAnimation(to: 0.1)
/// window.layoutIfNeeded()
/// ```
public struct KeyboardAnimation: Sendable, Hashable {
    /// A timing curve: progress in 0…1 for normalized time in 0…1, increasing.
    public enum Curve: Sendable, Hashable {
        /// Bézier (0.42, 0, 0.58, 1): UIKit's `.easeInOut`, raw value 0.
        case easeInOut
        /// Bézier (0.42, 0, 1, 1): raw value 1.
        case easeIn
        /// Bézier (0, 0, 0.58, 1): raw value 2.
        case easeOut
        /// Progress equals time: raw value 3.
        case linear
        /// UIKit's private keyboard curve, raw value 7. Modelled as a critically damped
        /// spring from rest, `1 − (1 + ω s) e^(−ω s)` with ω = 10, scaled to reach exactly 1
        /// at s = 1: it starts gently, is 59% there at s = 0.2 and 96% at s = 0.5, then
        /// settles (an ease-out with a soft start).
        case keyboard

        /// The curve for a `UIView.AnimationCurve` raw value, as keyboard notifications
        /// carry it (7 is the keyboard's own); unknown values give ``keyboard``.
        public init(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .keyboard
            }
        }

        /// The progress at normalized time `s` (clamped to 0…1); 0 at 0, 1 at 1,
        /// non-decreasing.
        public func progress(_ s: Double) -> Double {
            let s = min(max(s, 0), 1)
            if s == 0 || s == 1 { return s }
            switch self {
            case .linear: return s
            case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, s)
            case .easeIn: return Self.bezier(0.42, 0, 1, 1, s)
            case .easeOut: return Self.bezier(0, 0, 0.58, 1, s)
            case .keyboard:
                let omega = 10.0
                func spring(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }
                return spring(s) / spring(1)
            }
        }

        /// A CSS-style cubic Bézier from (0,0) to (1,1) with control points (x1,y1),
        /// (x2,y2): solve x(t) = s for t by bisection (x is increasing), return y(t).
        static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ s: Double) -> Double {
            func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if coordinate(x1, x2, mid) < s { low = mid } else { high = mid }
            }
            return coordinate(y1, y2, (low + high) / 2)
        }
    }

    /// The duration in seconds (UIKit's keyboard uses 0.25).
    public var duration: TimeInterval
    /// The timing curve.
    public var curve: Curve

    /// Creates an animation.
    ///
    /// - Precondition: `duration >= 0`.
    public init(duration: TimeInterval, curve: Curve) {
        precondition(duration >= 0 && duration.isFinite, "Truss: an animation's duration must be ≥ 0, not \(duration)")
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's keyboard animation: 0.25 s on curve 7.
    public static let keyboard = KeyboardAnimation(duration: 0.25, curve: .keyboard)

    /// The duration of an animation that only switches tracked constraint sets, when no
    /// keyboard animation is running: 0.3 s (see ``TrackedSetAnimation``).
    public static let trackedSetSwitchDuration: TimeInterval = 0.3

    /// The progress (0…1) at `time` seconds after the start.
    public func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return curve.progress(time / duration)
    }
}
