import Foundation

/// The animation of a layout change that only switched tracked constraint sets: UIKit
/// animates it, so views glide to their new frames instead of jumping (design §6).
///
/// Truss has no clock and no render layers. A switch changes ``View/frame`` at once, as a
/// UIKit view's frame changes at once inside an animation block (the model value); what is
/// on screen while the animation runs is ``View/presentationFrame`` (UIKit's
/// `layer.presentation()`):
///
///     presentationFrame = frame + (frameBefore − frameAfter) × (1 − progress)
///
/// where `frameBefore` and `frameAfter` are the view's frames just before and just after the
/// switch (the same keyboard, the old sets and the new ones). The offset is additive, as
/// UIKit's view animations have been since iOS 8: if the frame moves again while the
/// animation runs (the keyboard keeps moving), the view follows it with what is left of
/// the offset on top. At progress 0 the view is where it was; at 1, at its frame. A switch
/// while an animation runs starts a new one from what is on screen.
///
/// Two timings, by what runs when the sets switch:
///
/// - No keyboard animation (a dragged floating keyboard crosses a threshold, a keyboard
///   set without animation): ``KeyboardAnimation/trackedSetSwitchDuration`` (0.3 s) on
///   ``KeyboardAnimation/Curve/easeInOut``, UIKit's default curve for view animations
///   *(choice)*, on the window's own clock: sample it with
///   ``Window/advanceTrackedSetAnimation(to:)``.
/// - A keyboard animation: edges are evaluated on the keyboard's final geometry, so the
///   sets switch at the first pass of the animation; UIKit makes that change inside the
///   keyboard's animation block, so it rides on the keyboard: it ends with the keyboard
///   animation, on its curve, and moves with ``Screen/advanceKeyboardAnimation(to:)``.
///   With p the keyboard's progress and p₀ its progress at the switch, the progress is
///   `(p − p₀) / (1 − p₀)`. It ends early if another keyboard change replaces that animation.
///
/// ```swift
/// screen.keyboard = nearTop                 // a switch: bar.frame is final at once
/// window.layoutIfNeeded()
/// for frame in 0...18 {
///     window.advanceTrackedSetAnimation(to: Double(frame) / 60)
///     draw(bar.presentationFrame)           // glides from where it was over 0.3 s
/// }
/// ```
public struct TrackedSetAnimation: Sendable, Hashable {
    /// What clock the animation runs on.
    public enum Timing: Sendable, Hashable {
        /// Its own 0.3 s, advanced by ``Window/advanceTrackedSetAnimation(to:)``.
        case own
        /// The keyboard animation that was running when the sets switched.
        case keyboard
    }

    /// What clock the animation runs on.
    public var timing: Timing
    /// The duration: 0.3 s, or the keyboard animation's.
    public var duration: TimeInterval
    /// The timing curve: ease-in-ease-out, or the keyboard animation's.
    public var curve: KeyboardAnimation.Curve
    /// The time on the animation's clock (for ``Timing/keyboard``, the keyboard animation's).
    public var time: TimeInterval
    /// How far the views have come from their frames before the switch, 0…1.
    public var progress: Double
}

/// A window's running tracked-set animation: the views it moves (each keeps its offset in
/// `View.presentationOffset`) and its clock.
struct TrackedSetTransition {
    enum Clock {
        /// Seconds since the switch.
        case own(time: TimeInterval)
        /// Riding on the screen's keyboard animation of `generation`, whose progress was
        /// `startProgress` at the switch.
        case keyboard(generation: Int, startProgress: Double)
    }

    var clock: Clock
    var views: [View]
}

extension Window {
    /// Whether a layout pass that switches tracked sets animates the change (`true` by
    /// default; off, frames jump, as inside UIKit's `performWithoutAnimation`).
    public var animatesTrackedSetSwitches: Bool {
        get { trackingState.animatesSwitches }
        set {
            trackingState.animatesSwitches = newValue
            if !newValue { finishTrackedSetAnimation() }
        }
    }

    /// The animation of the last tracked-set switch while it runs, else `nil`.
    public var trackedSetAnimation: TrackedSetAnimation? {
        guard let transition = trackingState.transition else { return nil }
        switch transition.clock {
        case .own(let time):
            let duration = KeyboardAnimation.trackedSetSwitchDuration
            return TrackedSetAnimation(
                timing: .own, duration: duration, curve: .easeInOut, time: time,
                progress: KeyboardAnimation.Curve.easeInOut.progress(time / duration))
        case .keyboard(let generation, let start):
            let state = screen.keyboardState
            guard state.generation == generation, let keyboard = state.transition, start < 1 else { return nil }
            let p = keyboard.animation.progress(at: keyboard.time)
            return TrackedSetAnimation(
                timing: .keyboard, duration: keyboard.animation.duration, curve: keyboard.animation.curve,
                time: keyboard.time, progress: min(max((p - start) / (1 - start), 0), 1))
        }
    }

    /// Moves a running tracked-set animation on its own clock to `time` seconds after the
    /// switch (reaching 0.3 s ends it). No effect on an animation that rides on the keyboard.
    public func advanceTrackedSetAnimation(to time: TimeInterval) {
        guard case .own = trackingState.transition?.clock else { return }
        if time >= KeyboardAnimation.trackedSetSwitchDuration {
            finishTrackedSetAnimation()
        } else {
            trackingState.transition?.clock = .own(time: max(0, time))
        }
    }

    /// Ends a running tracked-set animation: every view is shown at its frame.
    public func finishTrackedSetAnimation() {
        guard let transition = trackingState.transition else { return }
        for view in transition.views where view.storedWindow === self { view.presentationOffset = .zero }
        trackingState.transition = nil
    }

    /// After the pass that applied switched sets: animates the views it moved, from what
    /// was on screen (a running animation's remaining offsets are folded in, so nothing
    /// jumps).
    func startTrackedSetAnimation(moved: [(view: View, old: CGRect)]) {
        // A view of this window is listed iff its offset is not zero (offsets are set only
        // here, and cleared when an animation ends or the view leaves its window; a listed
        // view that has moved to another window is left to that window).
        let remaining = CGFloat(1 - (trackedSetAnimation?.progress ?? 1))
        var views: [View] = []
        for view in trackingState.transition?.views ?? [] where view.storedWindow === self {
            view.presentationOffset = view.presentationOffset.scaled(by: remaining)
            if view.presentationOffset != .zero { views.append(view) }
        }
        for (view, old) in moved {
            let isListed = view.presentationOffset != .zero
            let shown = view.presentationOffset.applied(to: old)
            view.presentationOffset = FrameDelta(shown, minus: view.storedFrame)
            if !isListed && view.presentationOffset != .zero { views.append(view) }
        }
        guard !views.isEmpty else {
            trackingState.transition = nil
            return
        }
        let clock: TrackedSetTransition.Clock
        if let keyboard = screen.keyboardState.transition {
            clock = .keyboard(
                generation: screen.keyboardState.generation,
                startProgress: keyboard.animation.progress(at: keyboard.time))
        } else {
            clock = .own(time: 0)
        }
        trackingState.transition = TrackedSetTransition(clock: clock, views: views)
    }
}

extension View {
    /// The frame shown now: ``frame`` plus what the running animations still add to it,
    /// UIKit's `layer.presentation()?.frame`. Two kinds of animation move a view: a
    /// tracked-set switch (see ``TrackedSetAnimation``), between the frame before the switch
    /// and ``frame`` at the animation's progress, and view animations (see
    /// ``animate(withDuration:delay:options:animations:completion:)``); their offsets add.
    ///
    /// ```swift
    /// window.advanceTrackedSetAnimation(to: 0.15)
    /// bar.presentationFrame                   // halfway from the old frame to bar.frame
    /// ```
    public var presentationFrame: CGRect {
        guard let window = storedWindow else { return frame }
        var shown = frame
        if presentationOffset != .zero, let animation = window.trackedSetAnimation {
            shown = presentationOffset.scaled(by: CGFloat(1 - animation.progress)).applied(to: shown)
        }
        if let offset = window.viewAnimations.offset(of: self) { shown = offset.applied(to: shown) }
        return shown
    }
}

/// A difference of two frames, number by number (x, y, width, height): what a view's
/// presentation adds to its frame while a tracked-set switch animates.
struct FrameDelta: Equatable {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat

    static let zero = FrameDelta(x: 0, y: 0, width: 0, height: 0)

    /// `a − b`, number by number.
    init(_ a: CGRect, minus b: CGRect) {
        self.init(
            x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.size.width - b.size.width,
            height: a.size.height - b.size.height)
    }

    init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func scaled(by factor: CGFloat) -> FrameDelta {
        FrameDelta(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }

    /// `r + self`, number by number.
    func applied(to r: CGRect) -> CGRect {
        CGRect(x: r.origin.x + x, y: r.origin.y + y, width: r.size.width + width, height: r.size.height + height)
    }
}
