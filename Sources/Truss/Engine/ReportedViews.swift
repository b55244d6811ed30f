/// The views a report names, without keeping them alive, and the report's text: a window
/// keeps its reports, and a report that held the window (or a view the user let go of)
/// strongly would keep it for ever. The text is written when the report is made, so it
/// names every view whatever happens to them later.
struct ReportedViews {
    private struct Entry {
        weak var view: View?
    }

    private let entries: [Entry]
    /// The heading's lines, then the views, one a line, in parentheses (UIKit's layout).
    let text: String

    init(_ views: [View], heading: [String]) {
        entries = views.map { Entry(view: $0) }
        text = (heading + ["("] + views.map { "    \($0)," } + [")"]).joined(separator: "\n")
    }

    /// The named views still alive, in their order.
    var views: [View] { entries.compactMap(\.view) }
}
