import Foundation
import Truss
import TrussCommands

/// Self-sizing (`--layout`): a card of N multi-line labels stacked inside 16-point margins,
/// 8 apart, and a button 12 below them, 200 points wide (each label 168 wide), measured two
/// ways on fresh cards:
///
/// - layout once: the card joins a window with its width and position constrained and the
///   labels' preferred width set to 168, and one pass writes its frames;
/// - fitting: `systemLayoutSizeFitting` at a required width of 200 on a detached card whose
///   labels wrap at the width the fitting gives them (a second solve).
///
/// Issue 17's target: the fitting costs no more than the layout (ratio ≤ 1). Each label is
/// "aaa bbb ccc ddd eee ggg hhh kkk nnn" at 20 points: four words a line at 168, three lines,
/// 71.6 → 72 high; so the card is 16 + 72·N + 8·(N − 1) + 12 + 30 + 16 high, which both
/// ways are checked against.
enum SelfSizingBenchmarks {
    struct Card {
        let view = View()
        var labels: [Label] = []

        init(rows: Int) {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
            let margins = view.layoutMarginsGuide
            var constraints: [LayoutConstraint] = []
            var above = margins.topAnchor
            for i in 0..<rows {
                let label = Label()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "aaa bbb ccc ddd eee ggg hhh kkk nnn"
                label.font = .systemFont(ofSize: 20)
                label.numberOfLines = 0
                view.addSubview(label)
                constraints += [
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    label.topAnchor.constraint(equalTo: above, constant: i == 0 ? 0 : 8),
                ]
                above = label.bottomAnchor
                labels.append(label)
            }
            let button = Button(type: .system)
            button.setTitle("Done", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            constraints += [
                button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                button.topAnchor.constraint(equalTo: above, constant: 12),
                button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
            LayoutConstraint.activate(constraints)
        }

        static func expectedHeight(_ rows: Int) -> CGFloat { CGFloat(16 + 72 * rows + 8 * (rows - 1) + 12 + 30 + 16) }
    }

    /// A window for a card of `rows` rows: taller than the card, since a card that
    /// overhangs its window's bottom has that overhang as a safe-area inset, which its
    /// margins follow (a feedback loop).
    static func makeWindow(rows: Int) -> Window {
        let bounds = CGRect(x: 0, y: 0, width: 393, height: max(852, Card.expectedHeight(rows) + 100))
        let window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.logHandler = { _ in }
        return window
    }

    /// The measured part of "layout once": `card` joins `window` 200 wide and one pass
    /// writes its frames.
    @inline(never)
    static func layOut(_ card: Card, in window: Window) {
        window.addSubview(card.view)
        LayoutConstraint.activate([
            card.view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.view.topAnchor.constraint(equalTo: window.topAnchor),
            card.view.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
    }

    /// The measured part of "fitting": a detached card measured at a required width of 200.
    @inline(never)
    static func fit(_ card: Card) -> CGSize {
        card.view.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The medians (µs) of laying a card out once and of fitting one.
    static func run(rows: Int, runs: Int, clock: BenchClock) throws -> (layout: Double, fitting: Double) {
        func time(_ body: () -> Void) -> Double {
            let t0 = clock.milliseconds()
            body()
            return (clock.milliseconds() - t0) * 1000
        }
        let expected = Card.expectedHeight(rows)
        var layouts: [Double] = []
        var fittings: [Double] = []
        for i in 0...runs {
            let window = makeWindow(rows: rows)
            let placed = Card(rows: rows)
            for label in placed.labels { label.preferredMaxLayoutWidth = 168 }
            let layout = time { layOut(placed, in: window) }
            guard abs(placed.view.frame.height - expected) < 1e-6 else {
                throw BenchError.failed(
                    "self-sizing-\(rows): laid out \(placed.view.frame.height) high, not \(expected)")
            }
            let detached = Card(rows: rows)
            var size = CGSize.zero
            let fitting = time { size = fit(detached) }
            guard abs(size.height - expected) < 1e-6, size.width == 200 else {
                throw BenchError.failed("self-sizing-\(rows): fitted \(size), not 200 × \(expected)")
            }
            if i > 0 {
                layouts.append(layout)
                fittings.append(fitting)
            }
        }
        return (median(layouts), median(fittings))
    }

    /// Prints a line per card size: the two medians and their ratio.
    static func report(sizes: [Int], runs: Int, clock: BenchClock, to output: inout some TextOutputStream) throws {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        print(
            "self-sizing: \(what) medians, µs (\(runs) runs after 1 warm-up); fit/layout: the aim is at most 1",
            to: &output)
        print("  card rows   layout once    fitting  fit/layout", to: &output)
        for rows in sizes {
            let r = try run(rows: rows, runs: runs, clock: clock)
            print(
                "  " + LayoutBenchmarks.pad("\(rows)", 9, left: true)
                    + LayoutBenchmarks.pad(LayoutBenchmarks.f(r.layout), 14)
                    + LayoutBenchmarks.pad(LayoutBenchmarks.f(r.fitting), 11)
                    + LayoutBenchmarks.pad(String(format: "%.2f", r.fitting / r.layout), 12),
                to: &output)
        }
    }
}
