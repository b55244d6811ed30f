import CassFormat
import Foundation
import Truss
import TrussCommands

/// Layout-layer benchmarks (`--layout`): what an app pays per operation, through the
/// Truss API, on N rows of label + field in the window's margins.
///
/// - build: create the window and N rows (3 views each), activate the constraints and lay
///   out once. kiwi's `add` phase on the exported system (every constraint added, then
///   `updateVariables`) is the solver part of this, so kiwi/ours is a ratio of the whole
///   build against kiwi's solver alone.
/// - constant: one row's height constant changes (the middle row: half the rows move), then
///   a layout pass. kiwi has no constant edit (its equivalent is remove + add), so there
///   is no kiwi figure.
/// - resize: the window's width changes (every row moves), then a layout pass. In kiwi it
///   would be a `suggest` on an edit variable; the export pins the window with required
///   constraints, so there is no kiwi figure.
/// - idle pass: `setNeedsLayout()` and a pass where nothing moved (the floor of a pass).
///
/// Each size runs twice: the rows in the window (`layout-N`), and the same rows in the root
/// view of a view controller inside a navigation controller, the window's root
/// (`vc-N`), whose safe area and margins come from the controllers; vc/plain compares the two.
enum LayoutBenchmarks {
    /// A label or field: a fixed intrinsic size.
    final class Box: View {
        let size: CGSize
        init(_ name: String, width: CGFloat, height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
            identifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: CGSize { size }
    }

    struct Scene {
        var window: Window
        var container: View
        var heights: [LayoutConstraint]
    }

    /// N rows, 52 points apart, in a window tall enough for all of them; with `controllers`,
    /// in a view controller's root view under a navigation bar.
    static func build(_ n: Int, controllers: Bool = false) -> Scene {
        let bounds = CGRect(x: 0, y: 0, width: 390, height: CGFloat(n) * 52 + 100)
        let window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.identifier = "window"
        window.logHandler = { _ in }
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let container: View
        if controllers {
            let screen = ViewController()
            window.rootViewController = NavigationController(rootViewController: screen)
            container = screen.view
        } else {
            container = window
        }
        var constraints: [LayoutConstraint] = []
        var heights: [LayoutConstraint] = []
        var previous: View?
        for i in 0..<n {
            let row = View()
            row.identifier = "row\(i)"
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            let label = Box("label\(i)", width: 80, height: 20)
            let field = Box("field\(i)", width: 120, height: 24)
            row.addSubview(label)
            row.addSubview(field)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            heights.append(height)
            constraints += [
                height,
                row.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? container.safeAreaLayoutGuide.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            previous = row
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return Scene(window: window, container: container, heights: heights)
    }

    struct Result {
        var n: Int
        /// Medians, microseconds.
        var buildMicroseconds: Double
        var constantMicroseconds: Double
        var resizeMicroseconds: Double
        var idleMicroseconds: Double
        /// Frames written by one constant change's pass and by one resize's pass.
        var constantFrames: Int
        var resizeFrames: Int
        var views: Int
        var constraints: Int
        /// The system after the build, priorities as weights.
        var cass: String
    }

    /// Times the operations: `runs` builds, and `runs` × `steps` of each edit (the median
    /// of all samples).
    static func run(_ n: Int, controllers: Bool = false, runs: Int, steps: Int, clock: BenchClock) throws -> Result {
        func time(_ body: () -> Void) -> Double {
            let t0 = clock.milliseconds()
            body()
            return (clock.milliseconds() - t0) * 1000
        }
        var builds: [Double] = []
        var scene: Scene?
        for _ in 0...runs {  // one warm-up
            var made: Scene?
            let t = time { made = build(n, controllers: controllers) }
            if scene != nil { builds.append(t) }
            scene = made
        }
        guard let scene else { throw BenchError.failed("layout-\(n): no scene") }
        let window = scene.window
        guard window.unsatisfiableConstraintReports.isEmpty else {
            throw BenchError.failed("layout-\(n): \(window.unsatisfiableConstraintReports[0])")
        }
        let middle = scene.heights[n / 2]
        var constants: [Double] = []
        var resizes: [Double] = []
        var idles: [Double] = []
        var constantFrames = 0
        var resizeFrames = 0
        for step in 0..<(runs * steps) {
            let frames0 = window.layoutStatistics.framesWritten
            constants.append(
                time {
                    middle.constant = step % 2 == 0 ? 50 : 44
                    window.layoutIfNeeded()
                })
            let frames1 = window.layoutStatistics.framesWritten
            resizes.append(
                time {
                    window.frame = CGRect(
                        x: 0, y: 0, width: step % 2 == 0 ? 414 : 390, height: window.frame.height)
                    window.layoutIfNeeded()
                })
            let frames2 = window.layoutStatistics.framesWritten
            idles.append(
                time {
                    window.setNeedsLayout()
                    window.layoutIfNeeded()
                })
            constantFrames = frames1 - frames0
            resizeFrames = frames2 - frames1
        }
        // Check the result: the last row sits where the stack puts it: under the safe area's
        // top (47, plus the 44 of the navigation bar), inside the margins (8, or the
        // controller's minimum of 16).
        let last = scene.container.subviews[n - 1].frame
        let top: CGFloat = controllers ? 47 + 44 : 47
        let margins: CGFloat = controllers ? 32 : 16
        let expectedY = top + CGFloat(n - 1) * 52 + 8 + (middle.constant == 50 ? 6 : 0)
        guard abs(last.minY - expectedY) < 1e-6, abs(last.width - (window.frame.width - margins)) < 1e-6 else {
            throw BenchError.failed("layout-\(n): last row at \(last), expected y \(expectedY)")
        }
        return Result(
            n: n, buildMicroseconds: median(builds), constantMicroseconds: median(constants),
            resizeMicroseconds: median(resizes), idleMicroseconds: median(idles), constantFrames: constantFrames,
            resizeFrames: resizeFrames, views: window.subtreeViewCount,
            constraints: window.layoutStatistics.constraintsInSolver,
            cass: window.exportConstraintFile(prioritiesAsWeights: true))
    }

    /// Runs the suites for `sizes`, writes `layout-rows-N.cass` into `directory`, benchmarks
    /// each with kiwi-cass when given, and prints a table; then the shapes of
    /// ``LayoutShapeBenchmarks`` at `shapeSizes`, ``SelfSizingBenchmarks`` with a tenth as
    /// many card rows, and ``StackViewBenchmarks`` at the shape sizes up to 1 000.
    ///
    /// The build's cost is compared with our solver's add of the exported system: b/add is
    /// the whole build (create, activate, first pass) over that add, the price of the layout
    /// layer on top of solving (the aim: at most 2); b/add alt is the same ratio with the two
    /// timed in alternation (``LayoutBuildRatio``), which a changing load moves less, and
    /// b/add fresh the alternating ratio measured again in a new process, whose heap the
    /// suites before it have not fragmented.
    static func report(
        sizes: [Int], shapeSizes: [Int], runs: Int, steps: Int, clock: BenchClock, kiwi: String?, directory: String,
        to output: inout some TextOutputStream
    ) throws {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        print(
            "layout: \(what) medians, µs (build: \(runs) runs after 1 warm-up; edits: \(runs * steps) samples)"
                + "\n  cass add: the exported system's add phase with our solver alone (ms); b/add = build / cass add"
                + "\n  b/add alt: the median of build / add with one of each in turn, \(runs) rounds after 1 warm-up;"
                + " b/add fresh: the same in a new process (its heap not fragmented by the suites before)"
                + (kiwi == nil ? "" : "; kiwi add: kiwi-cass's (ms); k/o = kiwi add / our build"),
            to: &output)
        var header = "  suite         views   cons    build us  constant us (frames)  resize us (frames)  idle us"
        header += "  cass add ms  b/add  b/add alt  b/add fresh"
        if kiwi != nil { header += "  kiwi add ms     k/o" }
        print(header, to: &output)
        for n in sizes {
            let r = try run(n, runs: runs, steps: steps, clock: clock)
            let c = try run(n, controllers: true, runs: runs, steps: steps, clock: clock)
            let path = "\(directory)/layout-rows-\(n).cass"
            try r.cass.write(toFile: path, atomically: true, encoding: .utf8)
            let program = try CassParser.parse(r.cass)
            let ours = try CassBench.run(program, file: "layout-rows-\(n)", options: .init(runs: runs, clock: clock))
            let alternating = try LayoutBuildRatio.ratio(rows: n, export: program, runs: runs, clock: clock)
            let fresh = LayoutBuildRatio.inFreshProcess(rows: n, runs: runs, clock: clock)
            var line =
                "  " + pad("layout-\(n)", 12, left: true) + pad("\(r.views)", 7) + pad("\(r.constraints)", 7)
                + pad(f(r.buildMicroseconds), 12) + pad("\(f(r.constantMicroseconds)) (\(r.constantFrames))", 22)
                + pad("\(f(r.resizeMicroseconds)) (\(r.resizeFrames))", 20) + pad(f(r.idleMicroseconds), 9)
                + pad(f(ours.addMilliseconds), 13)
                + pad(String(format: "%.2f", r.buildMicroseconds / 1000 / ours.addMilliseconds), 7)
                + pad(String(format: "%.2f", alternating), 11)
                + pad(fresh.map { String(format: "%.2f", $0) } ?? "-", 12)
            if let kiwi {
                if let k = try PeerSolver(name: "kiwi", executable: kiwi).bench(path, runs: runs, clock: clock) {
                    line += pad(f(k.addMilliseconds), 13) + pad(f(k.addMilliseconds * 1000 / r.buildMicroseconds), 8)
                }
            }
            print(line, to: &output)
            print(
                "  " + pad("vc-\(n)", 12, left: true) + pad("\(c.views)", 7) + pad("\(c.constraints)", 7)
                    + pad(f(c.buildMicroseconds), 12) + pad("\(f(c.constantMicroseconds)) (\(c.constantFrames))", 22)
                    + pad("\(f(c.resizeMicroseconds)) (\(c.resizeFrames))", 20) + pad(f(c.idleMicroseconds), 9),
                to: &output)
            func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", a / b) }
            print(
                "  " + pad("vc/plain", 12, left: true) + pad("", 14)
                    + pad(ratio(c.buildMicroseconds, r.buildMicroseconds), 12)
                    + pad(ratio(c.constantMicroseconds, r.constantMicroseconds), 22)
                    + pad(ratio(c.resizeMicroseconds, r.resizeMicroseconds), 20)
                    + pad(ratio(c.idleMicroseconds, r.idleMicroseconds), 9), to: &output)
        }
        try LayoutShapeBenchmarks.report(sizes: shapeSizes, runs: runs, clock: clock, to: &output)
        try SelfSizingBenchmarks.report(sizes: shapeSizes.map { $0 / 10 }, runs: runs, clock: clock, to: &output)
        try StackViewBenchmarks.report(sizes: shapeSizes.filter { $0 <= 1000 }, runs: runs, clock: clock, to: &output)
    }

    static func f(_ value: Double) -> String {
        String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f", value)
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        guard text.count < width else { return " " + text }
        let fill = String(repeating: " ", count: width - text.count)
        return left ? text + fill : fill + text
    }
}

extension View {
    /// The number of views in the tree rooted here, this one included.
    fileprivate var subtreeViewCount: Int { 1 + subviews.reduce(0) { $0 + $1.subtreeViewCount } }
}
