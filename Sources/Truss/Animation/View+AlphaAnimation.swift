import Foundation

extension View {
    /// The alpha shown now: ``alpha`` plus what running view animations still add to it,
    /// UIKit's `layer.presentation()?.opacity`. Setting ``alpha`` inside
    /// ``animate(withDuration:delay:options:animations:completion:)`` (or the spring form)
    /// animates it like a frame: the shown value goes from the alpha before the block to the
    /// new one at the animation's progress `p` (its curve at the window's
    /// ``Window/viewAnimationTime``), `shown = new + (old − new)·(1 − p)`. An alpha changed
    /// again while it animates adds a second animation, so the shown value does not jump.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { card.alpha = 0 }
    /// window.advanceViewAnimations(to: 0.1)
    /// card.presentationAlpha   // 0.75: a quarter of the way from 1 to 0
    /// ```
    public var presentationAlpha: CGFloat {
        guard let window = storedWindow else { return alpha }
        return alpha + (window.viewAnimations.alphaOffset(of: self) ?? 0)
    }

    /// ``alpha`` changed from `old`: inside an animation block, the change is animated.
    func alphaDidChange(from old: CGFloat) {
        guard let window = storedWindow, old != alpha,
            let transaction = LayoutEngine.frameRecorder as? ViewAnimationTransaction
        else { return }
        transaction.started(window.viewAnimations.startAlpha(of: self, offset: old - alpha, transaction: transaction))
    }
}

extension WindowViewAnimations {
    /// An animation of a view's alpha: `offset` (old − new) scaled by what is left of it.
    struct AlphaAnimation {
        let view: View
        let offset: CGFloat
        let begin: TimeInterval
        let duration: TimeInterval
        let timing: ViewAnimationTiming
        let transaction: ViewAnimationTransaction

        var end: TimeInterval { begin + duration }

        func remainingOffset(at time: TimeInterval) -> CGFloat {
            offset * CGFloat(1 - timing.progress(at: time - begin, duration: duration))
        }
    }

    /// Starts an animation of a view's alpha in a transaction; how many started (0 when the
    /// transaction takes no time).
    func startAlpha(of view: View, offset: CGFloat, transaction: ViewAnimationTransaction) -> Int {
        guard transaction.delay + transaction.duration > 0 else { return 0 }
        alphaAnimations.append(
            AlphaAnimation(
                view: view, offset: offset, begin: time + transaction.delay, duration: transaction.duration,
                timing: transaction.timing, transaction: transaction))
        return 1
    }

    /// What a view's running alpha animations add to its alpha now, or `nil` if none runs.
    func alphaOffset(of view: View) -> CGFloat? {
        var total: CGFloat?
        for animation in alphaAnimations where animation.view === view {
            total = (total ?? 0) + animation.remainingOffset(at: time)
        }
        return total
    }

    /// Removes the alpha animations that ended by `time`; returns them.
    func removeEndedAlphaAnimations() -> [AlphaAnimation] {
        let ended = alphaAnimations.filter { $0.end <= time }
        if !ended.isEmpty { alphaAnimations.removeAll { $0.end <= time } }
        return ended
    }
}
