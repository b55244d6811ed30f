import Foundation

/// UIKit's block-based view animations, headless: the layout changes made inside the block
/// and solved there (`layoutIfNeeded()` inside the block, as UIKit code does) animate from
/// the frames views had before to their new ones.
///
/// Truss has no clock and no render layers. As in UIKit, a view's ``View/frame`` (the model
/// value) is final as soon as the block's layout runs; what is on screen at a moment of the
/// animation is ``View/presentationFrame`` (UIKit's `layer.presentation()?.frame`). The
/// animation runs on its window's clock, which you move with
/// ``Window/advanceViewAnimations(to:)``:
///
///     presentationFrame = frame + Σ (frameBefore − frameAfter) × (1 − progress)
///
/// summed over the animations of the view that are running (animations are additive, as
/// UIKit's have been since iOS 8: a second animation of a moving view starts from where the
/// view is shown, and nothing jumps). Before its delay has passed an animation's progress is
/// 0; from `delay + duration` on it is 1 and the animation is over.
///
/// The rules, and where Truss differs:
/// - What animates is frames that a layout pass inside the block changes: constants,
///   activations, `isHidden` of a stack view's arranged views, frames set by autoresizing.
///   A change made in the block but solved after it (no `layoutIfNeeded()` inside) does not
///   animate, as in UIKit.
/// - The completion handler runs with `true` when the window's clock reaches the end of the
///   last animation the block started, or at once if the block moved no view. Truss never
///   cancels an animation, so it is never called with `false`.
/// - Options: the curve (`.curveEaseInOut`, the default, `.curveEaseIn`, `.curveEaseOut`,
///   `.curveLinear`) is honoured; `.repeat`, `.autoreverse` and the inheritance options are
///   accepted and not modelled (the animation runs once, forward); `.beginFromCurrentState`
///   is what the additive model always does.
///
/// ```swift
/// bottom.constant = -300
/// View.animate(withDuration: 0.3) { window.layoutIfNeeded() }
/// panel.frame                          // final at once
/// window.advanceViewAnimations(to: 0.15)
/// panel.presentationFrame              // halfway there on the ease-in-ease-out curve
/// ```
extension View {
    /// The options of a view animation: UIKit's `UIView.AnimationOptions`, with its raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options select (bits 16–19).
        var curve: KeyboardAnimation.Curve {
            KeyboardAnimation.Curve(rawValue: Int((rawValue >> 16) & 0xF))
        }
    }

    /// Animates the layout changes made and solved in `animations` over `duration` seconds,
    /// after `delay`, on the curve in `options`; `completion` runs when it is over (see the
    /// rules above).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            ViewAnimationTransaction(duration: duration, delay: delay, timing: .curve(options.curve)), animations,
            completion)
    }

    /// Animates over `duration` seconds on the ease-in-ease-out curve, with no delay.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds on the ease-in-ease-out curve, with no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` is the initial speed in total distances per second (see
    /// `ViewAnimationTiming` for the model, which UIKit does not publish).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing = ViewAnimationTiming.spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(ViewAnimationTransaction(duration: duration, delay: delay, timing: timing), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` so that nothing it lays out animates, even inside an
    /// animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        LayoutEngine.$frameRecorder.withValue(nil) { actionsWithoutAnimation() }
    }

    private static func run(
        _ transaction: ViewAnimationTransaction, _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        precondition(
            transaction.duration >= 0 && transaction.duration.isFinite && transaction.delay >= 0
                && transaction.delay.isFinite,
            "Truss: an animation's duration and delay must be finite and not negative")
        transaction.completion = completion
        LayoutEngine.$frameRecorder.withValue(transaction) { animations() }
        transaction.blockDidFinish()
    }
}

/// One call of `View.animate`: its timing, the animations it started in each window, and its
/// completion handler, called once when the last of them ends.
///
/// It is a task-local value, so it must be `Sendable`; it is used only on the thread or task
/// that runs the block and then advances the windows' clocks, as the views it animates are
/// (single-owner, like every view).
final class ViewAnimationTransaction: FrameChangeRecorder, @unchecked Sendable {
    let duration: TimeInterval
    let delay: TimeInterval
    let timing: ViewAnimationTiming
    var completion: ((Bool) -> Void)?
    /// Animations started and not yet over.
    private var running = 0
    private var blockFinished = false

    init(duration: TimeInterval, delay: TimeInterval, timing: ViewAnimationTiming) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
    }

    func pass(in window: Window, moved: [(view: View, old: CGRect)]) {
        running += window.viewAnimations.start(moved, transaction: self)
    }

    /// After the block: with nothing started, the completion runs now.
    /// Animations of this transaction started outside a layout pass (an alpha set in the block).
    func started(_ count: Int) {
        running += count
    }

    func blockDidFinish() {
        blockFinished = true
        if running == 0 { complete() }
    }

    /// One of the transaction's animations is over.
    func animationDidEnd() {
        running -= 1
        if running == 0 && blockFinished { complete() }
    }

    private func complete() {
        let handler = completion
        completion = nil
        handler?(true)
    }
}
