/// The views a report names, without keeping them alive: a window keeps its reports, and a
/// report that held the window (or a view the user let go of) strongly would keep it for
/// ever. The report's text is written when it is made, so it names every view whatever
/// happens to them later.
struct ReportedViews {
    private struct Entry {
        weak var view: View?
    }

    private let entries: [Entry]

    init(_ views: [View]) {
        entries = views.map { Entry(view: $0) }
    }

    /// The named views still alive, in their order.
    var views: [View] { entries.compactMap(\.view) }
}
