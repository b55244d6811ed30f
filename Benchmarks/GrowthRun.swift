import CassFormat
import Foundation
import TrussCommands

/// `truss-bench --charts DIR FILE...`: how each solver's phases grow along a workload series.
///
/// Files named `SERIES-SIZE.cass` (`chain-1000`, `grid-50x50`, `form-5000`) form a series;
/// each series of two sizes or more is measured from its smallest size up. Every solver
/// (`truss`, then kiwi-cass and amoeba-cass where they are) runs as its own process: first
/// `solve` (its peak resident set, ``PeakMemory``), then `bench`, each stopped after the
/// solver's time limit. A solver that is stopped or fails at one size is not run on the
/// larger ones, nor at a size where the growth of its times below puts it over its limit
/// (``estimate(_:at:)``). Each series' chart is written to `DIR/growth-SERIES.svg`
/// (``GrowthChart``), again after each size, and a Markdown table row is printed per size
/// and solver, with each phase's growth from the previous size.
struct GrowthRun {
    var solvers: [PeerSolver]
    var runs: Int
    var clock: BenchClock
    var directory: String
    var memoryLimitBytes: Int?

    /// One solver at one size.
    struct Measurement: Equatable {
        var figures: PeerFigures?
        var peakKilobytes: Int?
        /// Why there are no figures (stopped, failed, or not run).
        var missing: String?
    }

    /// One file of a series and what each solver gave on it, by solver name.
    struct Point: Equatable {
        var file: String
        var constraints: Int
        var measurements: [String: Measurement] = [:]
    }

    /// The series and size a workload's file name gives: `chain-1000.cass` → `("chain",
    /// "1000")`, `grid-req-10x10.cass` → `("grid-req", "10x10")`; `nil` for a name without a
    /// size (`enaml.cass`).
    static func series(of fileName: String) -> (name: String, size: String)? {
        let stem = fileName.hasSuffix(".cass") ? String(fileName.dropLast(5)) : fileName
        guard let dash = stem.lastIndex(of: "-") else { return nil }
        let name = String(stem[..<dash])
        let size = String(stem[stem.index(after: dash)...])
        let dimensions = size.split(separator: "x", omittingEmptySubsequences: false)
        guard !name.isEmpty, (1...2).contains(dimensions.count),
            dimensions.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return (name, size)
    }

    /// Measures every series in `files` and writes its chart; returns the exit status (2 when
    /// a file is malformed).
    func run(_ files: [String], to output: inout some TextOutputStream) throws -> Int32 {
        var errors = FileDescriptorStream.standardError
        var status: Int32 = 0
        var order: [String] = []
        var members: [String: [String]] = [:]
        for file in files {
            guard let (name, _) = Self.series(of: FileIO.baseName(file)) else {
                print("truss-bench: \(file): not SERIES-SIZE.cass, left out of the charts", to: &errors)
                continue
            }
            if members[name] == nil { order.append(name) }
            members[name, default: []].append(file)
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        print(Self.tableHeader, to: &output)
        for name in order {
            guard let series = members[name], series.count >= 2 else {
                print("truss-bench: series \(name) has one size only, no chart", to: &errors)
                continue
            }
            var points: [Point] = []
            for file in series {
                do {
                    let program = try CassParser.parse(bytes: try FileIO.read(file))
                    points.append(Point(file: file, constraints: program.constraintCount))
                } catch {
                    print("truss-bench: \(file): \(error)", to: &errors)
                    status = 2
                }
            }
            points.sort { $0.constraints < $1.constraints }
            let path = "\(directory)/growth-\(name).svg"
            var stoppedAt: [String: Int] = [:]
            var elapsed: [String: [(size: Int, seconds: Double)]] = [:]
            for index in points.indices {
                let size = points[index].constraints
                for solver in solvers {
                    let measurement: Measurement
                    if let stopped = stoppedAt[solver.name] {
                        measurement = Measurement(missing: "not run (stopped at \(GrowthChart.count(Double(stopped))))")
                    } else if let limit = solver.timeout,
                        let estimate = Self.estimate(elapsed[solver.name] ?? [], at: size), estimate > limit
                    {
                        let seconds = String(format: "%.0f", estimate)
                        measurement = Measurement(
                            missing: "not run: about \(seconds) s by the growth below, over its \(Int(limit)) s limit")
                        stoppedAt[solver.name] = size
                    } else {
                        let start = Date()
                        measurement = try measure(solver, points[index].file)
                        elapsed[solver.name, default: []].append((size, Date().timeIntervalSince(start)))
                        if measurement.figures == nil { stoppedAt[solver.name] = size }
                    }
                    points[index].measurements[solver.name] = measurement
                    let previous = index > 0 ? points[index - 1] : nil
                    print(Self.tableRow(points[index], solver: solver.name, previous: previous), to: &output)
                }
                // The chart so far after every size, so that a run stopped early keeps its points.
                try chart(name, Array(points[...index])).svg().write(toFile: path, atomically: true, encoding: .utf8)
            }
            print("truss-bench: wrote \(path)", to: &errors)
        }
        return status
    }

    /// The seconds a solver's `solve` and `bench` at `size` would take, from those at the
    /// smaller sizes: the last time grown as the last step grew (`t₁ · (size / s₁)^k`, with
    /// `k = log(t₁ / t₀) / log(s₁ / s₀)`), at least linearly (`k ≥ 1`); from one smaller size,
    /// linearly; `nil` from none.
    static func estimate(_ history: [(size: Int, seconds: Double)], at size: Int) -> Double? {
        guard let last = history.last, last.size > 0 else { return nil }
        var exponent = 1.0
        if history.count >= 2 {
            let before = history[history.count - 2]
            if before.seconds > 0, before.size > 0, last.size > before.size {
                exponent = max(1, log(last.seconds / before.seconds) / log(Double(last.size) / Double(before.size)))
            }
        }
        return last.seconds * pow(Double(size) / Double(last.size), exponent)
    }

    /// `solve` for the peak memory, then `bench`; the first that is stopped or fails ends it.
    private func measure(_ solver: PeerSolver, _ file: String) throws -> Measurement {
        let outcome = try PeakMemory.measure(
            solver.executable, ["solve", file], timeout: solver.timeout, limitBytes: memoryLimitBytes)
        guard case .exited(0, let kilobytes) = outcome else {
            let why = PeakMemory.describe(outcome, timeout: solver.timeout, limitBytes: memoryLimitBytes)
            return Measurement(missing: "solve: \(why)")
        }
        do {
            guard let figures = try solver.bench(file, runs: runs, clock: clock) else {
                let limit = solver.timeout.map { String(format: "%g", $0) } ?? "?"
                return Measurement(peakKilobytes: kilobytes, missing: "bench stopped after \(limit) s")
            }
            return Measurement(figures: figures, peakKilobytes: kilobytes)
        } catch {
            return Measurement(peakKilobytes: kilobytes, missing: "bench failed: \(error)")
        }
    }

    /// The chart of one measured series: a line per solver and phase that has a value.
    func chart(_ name: String, _ points: [Point]) -> GrowthChart {
        var lines: [GrowthChart.Line] = []
        var notes: [String] = []
        for solver in solvers {
            let measurements = points.map { $0.measurements[solver.name] }
            let phases: [(GrowthChart.Phase, (PeerFigures) -> Double?)] = [
                (.add, { $0.addMilliseconds / 1e3 }),
                (.suggest, { $0.suggestMicroseconds.map { $0 / 1e6 } }),
                (.remove, { $0.removeMilliseconds.map { $0 / 1e3 } }),
            ]
            for (phase, seconds) in phases {
                let values = measurements.map { $0?.figures.flatMap(seconds) }
                if values.contains(where: { $0 != nil }) {
                    lines.append(GrowthChart.Line(solver: solver.name, phase: phase, seconds: values))
                }
            }
            for (point, measurement) in zip(points, measurements) {
                guard let missing = measurement?.missing else { continue }
                notes.append(
                    "\(solver.name) at \(GrowthChart.count(Double(point.constraints))) constraints: \(missing)")
            }
        }
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        let limits = solvers.map { "\($0.name) \($0.timeout.map { String(format: "%g s", $0) } ?? "none")" }
        let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
        return GrowthChart(
            title: "\(name): time per phase against size",
            subtitle:
                "\(what), medians of \(runs == 1 ? "1 run" : "\(runs) runs") after a warm-up; \(date); time limits: "
                + limits.joined(separator: ", "),
            sizes: points.map(\.constraints), lines: lines, notes: notes)
    }

    static let tableHeader = """
        | workload | constraints | solver | add ms | suggest µs | remove ms | growth per phase | peak RSS MB | KB per constraint |
        |---|---:|---|---:|---:|---:|---|---:|---:|
        """

    /// One Markdown row; the growth is each phase's time over that of `previous` (the
    /// series' next smaller size), with the size's own growth first.
    static func tableRow(_ point: Point, solver: String, previous: Point?) -> String {
        let measurement = point.measurements[solver]
        let figures = measurement?.figures
        var columns = [
            FileIO.baseName(point.file).replacingOccurrences(of: ".cass", with: ""),
            GrowthChart.count(Double(point.constraints)), solver,
        ]
        if let figures {
            columns += [
                Report.figure(figures.addMilliseconds), Report.figure(figures.suggestMicroseconds),
                Report.figure(figures.removeMilliseconds),
            ]
        } else {
            columns += [measurement?.missing ?? "-", "", ""]
        }
        if let previous, let before = previous.measurements[solver]?.figures, let figures {
            let size = Double(point.constraints) / Double(previous.constraints)
            let growth = [
                Row.ratio(figures.addMilliseconds, before.addMilliseconds),
                Row.ratio(figures.suggestMicroseconds, before.suggestMicroseconds),
                Row.ratio(figures.removeMilliseconds, before.removeMilliseconds),
            ].map { $0.map { String(format: "%.3g×", $0) } ?? "-" }
            columns.append("size \(String(format: "%.3g×", size)): " + growth.joined(separator: ", "))
        } else {
            columns.append("")
        }
        if let kilobytes = measurement?.peakKilobytes {
            let bytes = Double(kilobytes) * 1024
            columns.append(String(format: "%.1f", bytes / 1e6))
            columns.append(String(format: "%.2f", bytes / 1e3 / Double(max(1, point.constraints))))
        } else {
            columns += ["-", "-"]
        }
        return "| " + columns.joined(separator: " | ") + " |"
    }
}
