import Foundation

/// A window's running view animations and their clock (see `View+Animation.swift`).
///
/// Each animation moves one view by an offset that shrinks to zero: `offset × (1 −
/// progress)` is added to the view's frame on screen. The clock starts at 0 and only moves
/// forward, by ``Window/advanceViewAnimations(to:)``; an animation started at clock time `t₀`
/// with `delay` and `duration` has progress `timing(t − t₀ − delay)` and ends at
/// `t₀ + delay + duration`.
final class WindowViewAnimations {
    struct Animation {
        let view: View
        let offset: FrameDelta
        let begin: TimeInterval
        let duration: TimeInterval
        let timing: ViewAnimationTiming
        let transaction: ViewAnimationTransaction

        var end: TimeInterval { begin + duration }

        /// The offset still shown at clock time `time`.
        func remainingOffset(at time: TimeInterval) -> FrameDelta {
            offset.scaled(by: CGFloat(1 - timing.progress(at: time - begin, duration: duration)))
        }
    }

    /// The clock, in seconds.
    private(set) var time: TimeInterval = 0
    /// The running animations, in the order they started.
    private(set) var animations: [Animation] = []
    /// The places in ``animations`` of each view's animations, so that a view's offset is
    /// read without walking every running animation.
    /// The running animations of alpha values (see `View+AlphaAnimation.swift`).
    var alphaAnimations: [AlphaAnimation] = []
    private var placesByView: [ObjectIdentifier: [Int]] = [:]

    /// Starts an animation of each view that moved, from its frame before to its frame now;
    /// returns how many started (none for a zero delay and duration: the change is immediate).
    func start(_ moved: [(view: View, old: CGRect)], transaction: ViewAnimationTransaction) -> Int {
        guard transaction.delay + transaction.duration > 0 else { return 0 }
        var started = 0
        for (view, old) in moved {
            let offset = FrameDelta(old, minus: view.storedFrame)
            guard offset != .zero else { continue }
            placesByView[ObjectIdentifier(view), default: []].append(animations.count)
            animations.append(
                Animation(
                    view: view, offset: offset, begin: time + transaction.delay, duration: transaction.duration,
                    timing: transaction.timing, transaction: transaction))
            started += 1
        }
        return started
    }

    /// What the running animations add to a view's frame now, or `nil` if none moves it.
    func offset(of view: View) -> FrameDelta? {
        guard let places = placesByView[ObjectIdentifier(view)] else { return nil }
        return places.reduce(FrameDelta.zero) { $0 + animations[$1].remainingOffset(at: time) }
    }

    /// Moves the clock to `newTime` (never back) and ends the animations that are over,
    /// calling their blocks' completion handlers once each block has no animation left.
    func advance(to newTime: TimeInterval) {
        time = max(time, newTime)
        for animation in removeEndedAlphaAnimations() { animation.transaction.animationDidEnd() }
        let ended = animations.filter { $0.end <= time }
        guard !ended.isEmpty else { return }
        animations.removeAll { $0.end <= time }
        placesByView.removeAll(keepingCapacity: true)
        for (place, animation) in animations.enumerated() {
            placesByView[ObjectIdentifier(animation.view), default: []].append(place)
        }
        for animation in ended { animation.transaction.animationDidEnd() }
    }

    /// Ends every running animation: the clock moves to the last one's end.
    func finishAll() {
        advance(to: (animations.map(\.end) + alphaAnimations.map(\.end)).max() ?? time)
    }
}

extension FrameDelta {
    static func + (a: FrameDelta, b: FrameDelta) -> FrameDelta {
        FrameDelta(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height)
    }
}

extension Window {
    /// Moves the window's view-animation clock to `time` seconds after it started (it starts
    /// at 0 and never goes back); animations that are over end and their completion handlers
    /// run. See ``View/animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3) { window.layoutIfNeeded() }
    /// window.advanceViewAnimations(to: 0.1)   // a third of the way through the duration
    /// ```
    public func advanceViewAnimations(to time: TimeInterval) {
        viewAnimations.advance(to: time)
    }

    /// Ends every running view animation, as if the clock reached the last one's end.
    public func finishViewAnimations() {
        viewAnimations.finishAll()
    }

    /// The window's view-animation clock, in seconds.
    public var viewAnimationTime: TimeInterval { viewAnimations.time }

    /// Whether a view animation of this window is running.
    public var hasRunningViewAnimations: Bool {
        !viewAnimations.animations.isEmpty || !viewAnimations.alphaAnimations.isEmpty
    }
}
