import Foundation
import Truss
import TrussCommands

/// Stack views (`--layout`), issue 17's targets, at N arranged views:
///
/// - build: a vertical `StackView` (spacing 8, `.fill` both ways) of N views 10 high,
///   pinned to the window's top and sides; create, activate, first pass. Against the same
///   column written as plain constraints (each view `top == previous.bottom + 8`, leading
///   and trailing on the container's, the last one's bottom on the container's): the aim
///   is at most 1.5× the plain build.
/// - hide, show: the middle arranged view hidden (then shown again) and the window laid
///   out: the aim is a cost of what its neighbours need, so about the same at 100 and
///   1 000 views.
///
/// Frames are checked after each sample: the last view sits at 18·(N − 1) (one view
/// hidden: 18·(N − 2)).
enum StackViewBenchmarks {
    struct Result {
        var stackBuild: Double
        var plainBuild: Double
        var hide: Double
        var show: Double
    }

    static func makeWindow(_ n: Int) -> Window {
        let bounds = CGRect(x: 0, y: 0, width: 400, height: max(800, CGFloat(18 * n)))
        let window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.logHandler = { _ in }
        return window
    }

    static func makeRow() -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        return view
    }

    /// A window with a stack of `n` rows, laid out.
    static func buildStack(_ n: Int) -> (Window, StackView) {
        let window = makeWindow(n)
        let stack = StackView(arrangedSubviews: (0..<n).map { _ in makeRow() })
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The same column in plain constraints, laid out; its last row.
    static func buildPlain(_ n: Int) -> (Window, View?) {
        let window = makeWindow(n)
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        var constraints = [
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ]
        constraints.reserveCapacity(4 * n + 4)
        var previous: View?
        for _ in 0..<n {
            let row = makeRow()
            container.addSubview(row)
            constraints += [
                previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                    ?? row.topAnchor.constraint(equalTo: container.topAnchor),
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
            previous = row
        }
        if let previous { constraints.append(previous.bottomAnchor.constraint(equalTo: container.bottomAnchor)) }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, previous)
    }

    /// Medians (µs) of `runs` samples after one warm-up at `n` rows.
    static func run(_ n: Int, runs: Int, clock: BenchClock) throws -> Result {
        func time(_ body: () -> Void) -> Double {
            let t0 = clock.milliseconds()
            body()
            return (clock.milliseconds() - t0) * 1000
        }
        let lastY = CGFloat(18 * (n - 1))
        var stackBuilds: [Double] = []
        var plainBuilds: [Double] = []
        var hides: [Double] = []
        var shows: [Double] = []
        for i in 0...runs {
            var built: (Window, StackView)?
            let s = time { built = buildStack(n) }
            var plain: (Window, View?)?
            let p = time { plain = buildPlain(n) }
            guard let (window, stack) = built else { continue }
            try check(stack.arrangedSubviews.last?.frame.minY == lastY, "stack-\(n) build")
            try check(plain?.1?.frame.minY == lastY, "plain-\(n) build")
            let middle = stack.arrangedSubviews[n / 2]
            let h = time {
                middle.isHidden = true
                window.layoutIfNeeded()
            }
            try check(stack.arrangedSubviews.last?.frame.minY == lastY - 18, "stack-\(n) hide")
            let w = time {
                middle.isHidden = false
                window.layoutIfNeeded()
            }
            try check(stack.arrangedSubviews.last?.frame.minY == lastY, "stack-\(n) show")
            if i > 0 {
                stackBuilds.append(s)
                plainBuilds.append(p)
                hides.append(h)
                shows.append(w)
            }
        }
        return Result(
            stackBuild: median(stackBuilds), plainBuild: median(plainBuilds), hide: median(hides),
            show: median(shows))
    }

    static func check(_ ok: Bool, _ what: String) throws {
        guard ok else { throw BenchError.failed("\(what): wrong frames") }
    }

    static func report(sizes: [Int], runs: Int, clock: BenchClock, to output: inout some TextOutputStream) throws {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        print(
            "stack views: \(what) medians, µs (\(runs) runs after 1 warm-up); s/p = stack build / plain build"
                + " (aim ≤ 1.5)", to: &output)
        print("  rows    stack build  plain build    s/p    hide one    show one", to: &output)
        for n in sizes {
            let r = try run(n, runs: runs, clock: clock)
            func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
                LayoutBenchmarks.pad(text, width, left: left)
            }
            func f(_ value: Double) -> String { LayoutBenchmarks.f(value) }
            print(
                "  " + pad("\(n)", 6, left: true) + pad(f(r.stackBuild), 13) + pad(f(r.plainBuild), 13)
                    + pad(String(format: "%.2f", r.stackBuild / r.plainBuild), 7) + pad(f(r.hide), 12)
                    + pad(f(r.show), 12), to: &output)
        }
    }
}
