import CassFormat
import Foundation
import Truss
import TrussCommands

/// The shapes Apple measures its layout engine on (WWDC 2018, "High Performance Auto
/// Layout"), through the Truss API, at N views each (`--layout`):
///
/// - long row: N views side by side in the window, each `leading == previous.trailing + 1`
///   with a fixed size: create, activate, first pass.
/// - deep hierarchy: N views each inside the previous, `edges == superview.edges + 1` on
///   the leading and top edges with a fixed size: create, activate, first pass.
/// - move subtree: a container of N views (a long row) moves from one parent to another
///   in the same window and is constrained there: move (the row's constraints stay in the
///   solver), activate, pass.
/// - remove hierarchy: a container of N views (a long row) leaves the window: remove, pass.
///
/// Each figure is a median (µs). Growth is the time at one size over the time at the size
/// before: for 10× the views linear growth is 10, N log N from 1 000 to 10 000 about 13.3
/// (the table prints the N log N growth of each step beside the measured ones).
enum LayoutShapeBenchmarks {
    enum Shape: String, CaseIterable {
        case longRow = "long row"
        case deepHierarchy = "deep hierarchy"
        case moveSubtree = "move subtree"
        case removeHierarchy = "remove hierarchy"
    }

    static func makeWindow(width: CGFloat = 800, height: CGFloat = 600) -> Window {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.logHandler = { _ in }
        return window
    }

    static func makeView() -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// `n` views in a row inside `container` (in a window or not); the constraints.
    static func fillRow(_ container: View, _ n: Int) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * n)
        var previous: View?
        for _ in 0..<n {
            let view = makeView()
            container.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            previous = view
        }
        return constraints
    }

    /// One sample of a shape at `n` views, in µs; throws if the frames are wrong.
    static func sample(_ shape: Shape, _ n: Int, clock: BenchClock) throws -> Double {
        func time(_ body: () -> Void) -> Double {
            let t0 = clock.milliseconds()
            measured(body)
            return (clock.milliseconds() - t0) * 1000
        }
        let name = "\(shape.rawValue)-\(n)"
        switch shape {
        case .longRow:
            var window: Window?
            let t = time {
                let w = makeWindow()
                LayoutConstraint.activate(fillRow(w, n))
                w.layoutIfNeeded()
                window = w
            }
            let last = window?.subviews.last?.frame
            try check(last == CGRect(x: CGFloat(n) * 11 - 10, y: 0, width: 10, height: 10), name, last)
            return t
        case .deepHierarchy:
            var deepest: View?
            var window: Window?
            let t = time {
                let w = makeWindow()
                var parent: View = w
                var constraints: [LayoutConstraint] = []
                constraints.reserveCapacity(4 * n)
                for _ in 0..<n {
                    let view = makeView()
                    parent.addSubview(view)
                    constraints += [
                        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                        view.widthAnchor.constraint(equalToConstant: 10),
                        view.heightAnchor.constraint(equalToConstant: 10),
                    ]
                    parent = view
                }
                LayoutConstraint.activate(constraints)
                w.layoutIfNeeded()
                deepest = parent
                window = w
            }
            _ = window
            try check(deepest?.frame == CGRect(x: 1, y: 1, width: 10, height: 10), name, deepest?.frame)
            return t
        case .moveSubtree, .removeHierarchy:
            let window = makeWindow()
            let from = makeView()
            let to = makeView()
            window.addSubview(from)
            window.addSubview(to)
            let container = makeView()
            from.addSubview(container)
            LayoutConstraint.activate(
                [
                    from.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    from.topAnchor.constraint(equalTo: window.topAnchor),
                    to.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                    to.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                    container.leadingAnchor.constraint(equalTo: from.leadingAnchor),
                    container.topAnchor.constraint(equalTo: from.topAnchor),
                ] + fillRow(container, n))
            window.layoutIfNeeded()
            if shape == .removeHierarchy {
                let t = time {
                    container.removeFromSuperview()
                    window.layoutIfNeeded()
                }
                try check(window.layoutStatistics.constraintsInSolver < 20, name, nil)
                return t
            }
            let t = time {
                to.addSubview(container)
                LayoutConstraint.activate([
                    container.leadingAnchor.constraint(equalTo: to.leadingAnchor),
                    container.topAnchor.constraint(equalTo: to.topAnchor),
                ])
                window.layoutIfNeeded()
            }
            let last = container.subviews.last?.frame
            try check(
                to.frame.origin == CGPoint(x: 5, y: 100) && container.frame.origin == .zero
                    && last == CGRect(x: CGFloat(n) * 11 - 10, y: 0, width: 10, height: 10), name, last)
            return t
        }
    }

    /// Runs the timed part of a sample, in a function of its own so that a profiler counts
    /// that part alone: `valgrind --tool=callgrind --toggle-collect='*LayoutShapeA0O8measured*'
    /// truss-bench --profile long-row 1000` leaves out the setup before it and the teardown
    /// after (the pattern matches the mangled name, where the type's name is abbreviated).
    @inline(never)
    static func measured(_ body: () -> Void) {
        body()
    }

    static func check(_ ok: Bool, _ name: String, _ got: CGRect?) throws {
        guard ok else { throw BenchError.failed("\(name): wrong frame \(got.map { "\($0)" } ?? "")") }
    }

    /// How many samples are counted at `n` views: fewer of the large sizes, so that the suite
    /// stays quick, but at least three (the median of one sample is that sample, and the
    /// growth to the largest size is the figure these shapes are for).
    static func sampleCount(at n: Int, runs: Int) -> Int {
        n >= 100_000 ? min(runs, 3) : n >= 10_000 ? max(3, runs / 3) : runs
    }

    /// The growth that N log N predicts from `smaller` to `larger` views:
    /// `(larger · log larger) / (smaller · log smaller)` (from 1 000 to 10 000: 13.3).
    static func nLogNGrowth(from smaller: Int, to larger: Int) -> Double {
        let small = Double(smaller)
        let large = Double(larger)
        return large * log(large) / (small * log(small))
    }

    /// Medians of samples (after one warm-up; ``sampleCount(at:runs:)`` of them) of every
    /// shape at every size of `sizes` (ascending), the growth from each size to the next, and
    /// the growth N log N predicts.
    static func report(
        sizes: [Int], runs: Int, clock: BenchClock, to output: inout some TextOutputStream
    ) throws {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        let counts = sizes.map { "\(sampleCount(at: $0, runs: runs)) at \($0)" }.joined(separator: ", ")
        print(
            "layout shapes: \(what) medians, µs (samples after 1 warm-up: \(counts); ×k →N: growth from the size "
                + "before)",
            to: &output)
        let steps = Array(zip(sizes, sizes.dropFirst()))
        let growthHeaders = steps.map { smaller, larger in
            let factor =
                larger % smaller == 0 ? "\(larger / smaller)" : String(format: "%.1f", Double(larger) / Double(smaller))
            return LayoutBenchmarks.pad("×\(factor) →\(larger)", 12)
        }
        print(
            "  shape             " + sizes.map { LayoutBenchmarks.pad("N=\($0)", 12) }.joined()
                + growthHeaders.joined(), to: &output)
        for shape in Shape.allCases {
            var medians: [Double] = []
            for n in sizes {
                var samples: [Double] = []
                for i in 0...sampleCount(at: n, runs: runs) {
                    let t = try sample(shape, n, clock: clock)
                    if i > 0 { samples.append(t) }
                }
                medians.append(median(samples))
            }
            var line = "  " + LayoutBenchmarks.pad(shape.rawValue, 18, left: true)
            line += medians.map { LayoutBenchmarks.pad(LayoutBenchmarks.f($0), 12) }.joined()
            for i in medians.indices.dropFirst() {
                line += LayoutBenchmarks.pad(String(format: "%.1f", medians[i] / medians[i - 1]), 12)
            }
            print(line, to: &output)
        }
        let reference = steps.map { LayoutBenchmarks.pad(String(format: "%.1f", nLogNGrowth(from: $0, to: $1)), 12) }
        print(
            "  " + LayoutBenchmarks.pad("N log N", 18, left: true) + String(repeating: " ", count: 12 * sizes.count)
                + reference.joined(), to: &output)
    }
}
