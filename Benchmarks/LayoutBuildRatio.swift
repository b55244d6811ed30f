import CassFormat
import Cassowary
import Foundation
import TrussCommands

/// The layout build against the bare solver's add of its exported system, timed in
/// alternation (`b/add alt` in `--layout`).
///
/// `b/add` divides the median of the builds by the median of `truss bench`'s add phase, which
/// runs seconds later; on a shared machine the load moves between the two by more than the
/// layout layer's share. Here each round times one build of
/// ``LayoutBenchmarks/build(_:controllers:)`` and, right after it, one add of the export: a
/// new solver, every edit variable and constraint in file order, then `updateVariables` (the
/// work of `truss bench`'s add phase). Each is freed after its reading, outside the timing.
/// The result is the median of the rounds' ratios, after one warm-up round.
///
/// The ratio depends on what the process did before: after the other layout suites have
/// allocated and freed their views, the build's many small objects land on a fragmented heap
/// and the ratio rises by about a tenth (1.85–1.95 alone, 2.05–2.15 after the suites, on the
/// same build). So `--layout` prints it twice: measured in the suite, and in a fresh child
/// process (`truss-bench --build-ratio N`, ``inFreshProcess(rows:runs:clock:)``), where both
/// sides start from the same heap on every machine.
enum LayoutBuildRatio {
    /// The median over `runs` rounds of build time / add time for `n` rows, `program`
    /// being the rows' export.
    static func ratio(rows n: Int, export program: CassProgram, runs: Int, clock: BenchClock) throws -> Double {
        var ratios: [Double] = []
        for round in 0...runs {
            let t0 = clock.milliseconds()
            let scene = LayoutBenchmarks.build(n)
            let t1 = clock.milliseconds()
            withExtendedLifetime(scene) {}
            let t2 = clock.milliseconds()
            let solver = try CassBench.build(program)
            solver.updateVariables()
            let t3 = clock.milliseconds()
            withExtendedLifetime(solver) {}
            if round > 0 { ratios.append((t1 - t0) / (t3 - t2)) }
        }
        return median(ratios)
    }

    /// `--build-ratio N`: the ratio for `n` rows in this process, for
    /// ``inFreshProcess(rows:runs:clock:)`` to read: `b/add N: RATIO`.
    static func line(rows n: Int, runs: Int, clock: BenchClock) throws -> String {
        let program = try CassParser.parse(
            LayoutBenchmarks.build(n).window.exportConstraintFile(prioritiesAsWeights: true))
        let value = try ratio(rows: n, export: program, runs: runs, clock: clock)
        return "b/add \(n): \(value)"
    }

    /// The ratio for `n` rows measured by a new `truss-bench --build-ratio n` process (this
    /// executable); `nil`, with the reason on standard error, if it could not be run.
    static func inFreshProcess(rows n: Int, runs: Int, clock: BenchClock) -> Double? {
        var errors = FileDescriptorStream.standardError
        guard let executable = Bundle.main.executablePath else {
            print("truss-bench: note: no path to this executable; b/add fresh left out", to: &errors)
            return nil
        }
        var arguments = ["--build-ratio", "\(n)", "--runs", "\(runs)"]
        if clock == .threadCPU { arguments.append("--cpu-time") }
        do {
            let result = try Subprocess.run(executable, arguments)
            let prefix = "b/add \(n): "
            guard result.status == 0,
                let line = result.output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
                let value = Double(line.dropFirst(prefix.count))
            else {
                print("truss-bench: note: --build-ratio \(n) failed: \(result.errors)", to: &errors)
                return nil
            }
            return value
        } catch {
            print("truss-bench: note: --build-ratio \(n) could not run: \(error)", to: &errors)
            return nil
        }
    }
}
