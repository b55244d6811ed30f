import Foundation

/// How a view animation's progress runs from 0 to 1 over its duration: a timing curve
/// (UIKit's `.curveEaseInOut`, `.curveEaseIn`, `.curveEaseOut`, `.curveLinear`), or a spring.
///
/// UIKit does not publish its spring for `animate(withDuration:…usingSpringWithDamping:…)`.
/// Truss models it as a damped oscillator over normalized time `s = t / duration`, with the
/// remaining distance `x` starting at 1 and moving at `−v·duration` (UIKit's
/// `initialSpringVelocity` `v` is in total distances per second), and progress `1 − x`:
///
///     x″ + 2ζω·x′ + ω²·x = 0,   ω chosen so that the slowest decay is e^(−6.9 s)
///
/// (the motion is within 1/1000 of its end, times its amplitude, at `s = 1`, as UIKit's
/// spring looks settled at the duration), and progress is exactly 1 from `s = 1` on.
/// A damping ratio ζ below 1 overshoots and oscillates; 1 and above do not.
enum ViewAnimationTiming: Sendable, Hashable {
    case curve(KeyboardAnimation.Curve)
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The progress at `time` seconds into an animation of `duration` seconds.
    func progress(at time: TimeInterval, duration: TimeInterval) -> Double {
        guard duration > 0, time < duration else { return 1 }
        let s = max(0, time) / duration
        switch self {
        case .curve(let curve):
            return curve.progress(s)
        case .spring(let zeta, let velocity):
            return 1 - Self.remaining(s, zeta: max(zeta, 1e-3), slope: -velocity * duration)
        }
    }

    /// The decay rate every spring reaches its end by (see the type's comment).
    private static let settlingRate = log(1000.0)

    /// The remaining distance `x(s)` of the oscillator from `x(0) = 1`, `x′(0) = slope`.
    private static func remaining(_ s: Double, zeta: Double, slope: Double) -> Double {
        if zeta < 1 {
            // Underdamped: decay ζω = settlingRate; ω_d = ω·√(1 − ζ²).
            let omega = settlingRate / zeta
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (slope + decay) / damped
            return exp(-decay * s) * (cos(damped * s) + b * sin(damped * s))
        }
        if zeta == 1 {
            // Critically damped: x = (1 + (ω + slope)·s)·e^(−ωs).
            let omega = settlingRate
            return (1 + (omega + slope) * s) * exp(-omega * s)
        }
        // Overdamped: rates r₁ > r₂ (both negative), the slower r₁ = −settlingRate.
        let root = (zeta * zeta - 1).squareRoot()
        let omega = settlingRate / (zeta - root)
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (slope - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * s) + c2 * exp(r2 * s)
    }
}
