/// A layout cycle stopped because its callbacks kept invalidating layout: UIKit's layout
/// feedback loop, readable from code (``Window/layoutFeedbackLoopReports``).
///
/// ``View/layoutIfNeeded()`` runs rounds: update constraints, solve and write frames, then
/// call ``View/safeAreaInsetsDidChange()`` and ``View/layoutSubviews()`` (and a view
/// controller's callbacks). A callback that changes a constraint, sets a frame held by
/// constraints or calls ``View/setNeedsLayout()`` makes the next round solve again within
/// the same call. A callback that does so every time (a view that grows itself by a point
/// in each ``View/layoutSubviews()``) never settles: after ``rounds`` rounds the cycle stops
/// and records this report. The frames stay those of the last solve, the last good ones;
/// the last round's changes wait for the next ``View/layoutIfNeeded()``.
///
/// The bound is 100 rounds, the default threshold of UIKit's layout feedback loop debugger
/// (`UIViewLayoutFeedbackLoopDebuggingThreshold`); a round that settles is the common case.
public struct LayoutFeedbackLoopReport: CustomStringConvertible {
    /// How many rounds ran.
    public let rounds: Int
    /// The views whose callbacks invalidated layout in the last round, in the order they
    /// were called (those still alive: a report does not keep views, or their window, alive).
    public var views: [View] { reported.views }
    private let reported: ReportedViews

    /// The report as logged, written when the cycle made it.
    public var description: String { reported.text }

    init(rounds: Int, views: [View]) {
        self.rounds = rounds
        reported = ReportedViews(
            views,
            heading: [
                "Layout feedback loop: layout callbacks kept invalidating layout after \(rounds) rounds.",
                "\tThe callbacks of these views (layoutSubviews, updateConstraints, safeAreaInsetsDidChange",
                "\tor their view controller's) changed constraints or asked for layout in the last round;",
                "\tthe frames are those of the last solve:",
            ])
    }
}
