import CassFormat
import Foundation
import Truss
import TrussCommands

/// Keyboard benchmarks (issue 4): per-sample layout times of a keyboard animation and of a
/// dragged floating keyboard over N rows with tracked sets switching, and each system
/// exported as `.cass` (priorities as weights, the samples as `suggest` lines) for
/// `kiwi-cass bench` (`truss-bench --keyboard`).
///
/// kiwi's `suggest` phase times one `suggestValue` + `updateVariables` per suggest line; a
/// sample moves one to four keyboard coordinates, so kiwi's per-sample figure is
/// `suggest_us × suggests / samples`. The exported system is the one of the first sample:
/// kiwi does not switch tracked sets, so the ratio compares our whole pass (solve, tracked
/// sets, frames) with kiwi re-solving a fixed system.
///
/// - anim-N: iPad, a docked keyboard animates (0.25 s, curve 7, 60 samples) to a floating
///   keyboard near the top: the rows switch from standing on the keyboard to hanging below it.
/// - drag-N: a floating keyboard dragged in a zigzag over 60 positions, crossing every edge;
///   a badge switches sides.
enum KeyboardBenchmarks {

    /// G for a followed keyboard over a full-screen window (the design's §2), for the .cass suggests.
    static func geometry(_ k: Keyboard, _ w: CGFloat, _ h: CGFloat, inset: CGFloat) -> [Double] {
        if k.placement == .dismissed { return [0, Double(h - inset), Double(w), Double(inset)] }
        let i = k.frame.intersection(CGRect(x: 0, y: 0, width: w, height: h))
        if i.isNull || i.isEmpty { return [0, Double(h - inset), Double(w), Double(inset)] }
        let hh = max(i.height, inset)
        if k.placement == .docked { return [0, Double(h - hh), Double(w), Double(hh)] }
        let off = max(h - i.maxY, 0)
        return [Double(i.minX), Double(h - off - hh), Double(i.width), Double(hh)]
    }

    struct Result {
        var name: String
        var samples: [Double]  // microseconds
        var cass: String
        /// The `suggest` lines in ``cass``.
        var suggests: Int
    }

    /// One drag sample: the floating keyboard moves to `keyboard`'s frame and the window
    /// lays out (a function of its own, so that a profiler can count a sample's work:
    /// `valgrind --tool=callgrind --toggle-collect='*KeyboardA0O4drag*' truss-bench --profile keyboard-drag 50`).
    @inline(never)
    static func drag(to keyboard: Keyboard, on screen: Screen, in window: Window) {
        screen.keyboard = keyboard
        window.layoutIfNeeded()
    }

    /// One animation sample: the keyboard's animation advances to `time` and the window lays
    /// out (see ``drag(to:on:in:)``).
    @inline(never)
    static func advance(to time: Double, on screen: Screen, in window: Window) {
        screen.advanceKeyboardAnimation(to: time)
        window.layoutIfNeeded()
    }

    static func rows(_ n: Int, floatingDrag: Bool, clock: BenchClock = .wall) -> Result {
        let bounds = CGRect(x: 0, y: 0, width: 834, height: 1194)
        let screen = Screen(bounds: bounds)
        let window = Window(screen: screen, frame: bounds)
        window.identifier = "window"
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let root = View(frame: bounds)
        root.identifier = "root"
        window.addSubview(root)
        let kb = root.keyboardLayoutGuide
        kb.followsUndockedKeyboard = true
        var views: [View] = []
        var cs: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.identifier = "row\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            cs.append(v.heightAnchor.constraint(equalToConstant: 20))
            cs.append(v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor))
            cs.append(v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
            if let prev = views.last { cs.append(v.topAnchor.constraint(equalTo: prev.bottomAnchor, constant: 8)) }
            views.append(v)
        }
        LayoutConstraint.activate(cs)
        // Rows hang below a keyboard near the top, stand on it otherwise; a badge avoids the sides.
        kb.setConstraints(
            [views[0].topAnchor.constraint(equalTo: kb.bottomAnchor, constant: 8)], activeWhenNearEdge: .top)
        kb.setConstraints(
            [views[n - 1].bottomAnchor.constraint(equalTo: kb.topAnchor, constant: -8)], activeWhenAwayFrom: .top)
        let badge = View()
        badge.identifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 100), badge.heightAnchor.constraint(equalToConstant: 100),
            badge.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        kb.setConstraints(
            [badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)], activeWhenNearEdge: .trailing)
        kb.setConstraints(
            [badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)], activeWhenNearEdge: .leading)
        kb.setConstraints(
            [badge.centerXAnchor.constraint(equalTo: root.centerXAnchor)], activeWhenAwayFrom: [.leading, .trailing])
        var keyboards: [Keyboard] = []
        if floatingDrag {
            // Floating keyboard dragged in a diagonal zigzag across all edges: 60 positions.
            for i in 0..<60 {
                let t = Double(i) / 59
                let x = 0 + (834 - 320) * CGFloat(0.5 + 0.5 * sin(t * 6 * .pi))
                let y = 0 + (1194 - 254) * CGFloat(t)
                keyboards.append(Keyboard(placement: .floating, frame: CGRect(x: x, y: y, width: 320, height: 254)))
            }
            screen.keyboard = keyboards[0]
        } else {
            screen.keyboard = Keyboard(placement: .docked, frame: CGRect(x: 0, y: 874, width: 834, height: 320))
        }
        window.layoutIfNeeded()
        var samples: [Double] = []
        var suggests: [String] = []
        var last = geometry(screen.presentedKeyboard, 834, 1194, inset: 20)
        func record() {
            let g = geometry(screen.presentedKeyboard, 834, 1194, inset: 20)
            for k in 0..<4 where g[k] != last[k] { suggests.append("suggest input_\(k) \(g[k])") }
            last = g
        }
        var exported = ""
        if floatingDrag {
            for (i, k) in keyboards.enumerated() {
                let t0 = clock.milliseconds()
                drag(to: k, on: screen, in: window)
                samples.append((clock.milliseconds() - t0) * 1000)
                if i == 0 { exported = window.exportConstraintFile(prioritiesAsWeights: true) }
                record()
            }
        } else {
            screen.setKeyboard(
                Keyboard(placement: .floating, frame: CGRect(x: 502, y: 40, width: 320, height: 254)),
                animation: .keyboard)
            for i in 0..<60 {
                let t0 = clock.milliseconds()
                advance(to: 0.25 * Double(i + 1) / 60, on: screen, in: window)
                samples.append((clock.milliseconds() - t0) * 1000)
                // The export's own suggests (this sample's values) are dropped below, so the
                // first sample's moves are recorded like the others'.
                if i == 0 { exported = window.exportConstraintFile(prioritiesAsWeights: true) }
                record()
            }
        }
        // Drop the export's trailing suggests (current values) and append the samples'.
        let body = exported.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("suggest ")
        }
        let cass = body.joined(separator: "\n") + suggests.joined(separator: "\n") + "\n"
        return Result(
            name: floatingDrag ? "drag-\(n)" : "anim-\(n)", samples: samples, cass: cass, suggests: suggests.count)
    }

    /// One suite's figures, with kiwi's per-sample time on the exported system when it ran.
    struct Summary {
        var result: Result
        var path: String
        var kiwiPerSample: Double?

        var mean: Double { result.samples.reduce(0, +) / Double(result.samples.count) }
        var median: Double { TrussCommands.median(result.samples) }
        var max: Double { result.samples.max() ?? 0 }

        var line: String {
            var text =
                "\(result.name): per sample mean \(String(format: "%.1f", mean)) us, "
                + "median \(String(format: "%.1f", median)) us, max \(String(format: "%.1f", max)) us"
            if let kiwi = kiwiPerSample {
                text +=
                    "; kiwi \(String(format: "%.1f", kiwi)) us per sample (\(result.suggests) suggests), "
                    + "k/o \(String(format: "%.3f", kiwi / median))"
            }
            return text
        }
    }

    /// Runs the suites (anim and drag for each of `sizes`, best of `repeats` by total
    /// time), writes `keyboard-NAME.cass` into `directory`, runs `kiwi-cass bench` on each
    /// when `kiwi` is given, and returns one summary per suite.
    static func run(
        into directory: String, sizes: [Int] = [50, 500], repeats: Int = 3, clock: BenchClock = .wall,
        kiwi: String? = nil, kiwiRuns: Int = 10
    ) throws -> [Summary] {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var summaries: [Summary] = []
        for drag in [false, true] {
            for n in sizes {
                var best: Result?
                for _ in 0..<max(1, repeats) {
                    let r = rows(n, floatingDrag: drag, clock: clock)
                    if let b = best, b.samples.reduce(0, +) <= r.samples.reduce(0, +) { continue }
                    best = r
                }
                guard let r = best else { continue }
                let path = "\(directory)/keyboard-\(r.name).cass"
                try r.cass.write(toFile: path, atomically: true, encoding: .utf8)
                var summary = Summary(result: r, path: path)
                if let kiwi, r.suggests > 0 {
                    let k = try PeerSolver(name: "kiwi", executable: kiwi).bench(path, runs: kiwiRuns, clock: clock)
                    if let perSuggest = k?.suggestMicroseconds {
                        summary.kiwiPerSample = perSuggest * Double(r.suggests) / Double(r.samples.count)
                    }
                }
                summaries.append(summary)
            }
        }
        return summaries
    }
}
