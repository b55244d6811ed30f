/// A layout pass whose safe-area insets did not settle: UIKit's layout feedback loop,
/// readable from code (``Window/safeAreaFeedbackLoopReports``).
///
/// A view's safe-area insets are a function of its solved frame, and its safe-area and
/// margins guides feed back into the solve. When every view depends only on guides of other
/// views (an acyclic chain, however long), the pass reaches the fixed point in at most one
/// round per view plus one. A view whose frame depends on its own guides, directly or
/// through other views, can instead move back and forth forever (for example a view whose
/// top is its own top inset: at y 0 the inset is 59, at y 59 it is 0). The pass then stops
/// after ``rounds`` rounds, keeps the frames solved with the insets of the last round (so
/// ``views`` report insets one round behind their frames), and records this report.
public struct SafeAreaFeedbackLoopReport: CustomStringConvertible {
    /// How many rounds the pass ran: the number of views in the window plus two.
    public let rounds: Int
    /// The views whose insets still changed in the last round, in the order it visited them
    /// (those still alive: a report does not keep views, or their window, alive).
    public var views: [View] { reported.views }
    private let reported: ReportedViews

    /// The report as logged, written when the pass made it.
    public var description: String { reported.text }

    init(rounds: Int, views: [View]) {
        self.rounds = rounds
        reported = ReportedViews(
            views,
            heading: [
                "Layout feedback loop: the safe-area insets did not settle after \(rounds) rounds.",
                "\tThe frames of these views depend on their own safe-area or margins guides, directly or",
                "\tthrough other views; their insets are one round behind their frames:",
            ])
    }
}
