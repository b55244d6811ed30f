import CassFormat
import Foundation
import TrussCommands

/// One invocation of `truss-bench`: generate (optionally), then bench every file with our
/// solver and each peer that is available (kiwi-cass, amoeba-cass); print a table or JSON
/// lines; or, with `--charts`, the growth charts (``GrowthRun``).
struct BenchmarkRun {
    var options: BenchOptions

    /// Returns the exit status: 0, 1 (a solver failed or disagreed), 2 (a file is malformed).
    func run() throws -> Int32 {
        var errors = FileDescriptorStream.standardError
        var output = FileDescriptorStream.standardOutput  // unbuffered: a row appears as soon as it is done
        #if DEBUG
            print("truss-bench: note: a debug build; use -c release for meaningful figures", to: &errors)
        #endif
        if let count = options.differential, let kiwi = options.kiwi {
            let differential = Differential(
                count: count, seed: options.seed, kiwi: kiwi, checker: try Kiwi.checker(),
                directory: "\(options.exportDirectory)/differential/seed-\(options.seed)")
            return try differential.run()
        }
        if let n = options.buildRatio {
            print(try LayoutBuildRatio.line(rows: n, runs: options.runs, clock: options.clock), to: &output)
            return 0
        }
        if let (name, n) = options.profile {
            try LayoutProfile.run(name, n, times: options.runs, to: &output)
            return 0
        }
        if options.smoke {
            let rows = try Smoke.run(runs: options.runs, clock: options.clock)
            if !options.json {
                print(Report.header(peers: [], clock: options.clock, runs: options.runs), to: &output)
            }
            emit(rows.map { ($0, nil) })
            if !options.json {
                // Tiny layout and keyboard runs, so that CI exercises them (checked values).
                try LayoutBenchmarks.report(
                    sizes: [10], shapeSizes: [10, 100], runs: 2, steps: 2, clock: options.clock, kiwi: nil,
                    directory: options.exportDirectory + "/smoke", to: &output)
                let keyboard = try KeyboardBenchmarks.run(
                    into: options.exportDirectory + "/smoke", sizes: [5], repeats: 1, clock: options.clock)
                for summary in keyboard { print("keyboard " + summary.line, to: &output) }
            }
            if options.paths.isEmpty && !options.layout && !options.keyboard { return 0 }
        }
        if let sizes = options.shapeSizes {
            try LayoutShapeBenchmarks.report(sizes: sizes, runs: options.runs, clock: options.clock, to: &output)
        }
        if options.layout {
            try LayoutBenchmarks.report(
                sizes: [100, 1000], shapeSizes: [100, 1000, 10000], runs: options.runs, steps: 10, clock: options.clock,
                kiwi: options.kiwi,
                directory: options.exportDirectory, to: &output)
        }
        if options.keyboard {
            let what = options.clock == .wall ? "wall-clock" : "thread CPU"
            print(
                "keyboard: \(what) µs per sample (60 samples, best of 3 runs)"
                    + (options.kiwi == nil ? "" : "; kiwi: its suggest phase on the exported system"),
                to: &output)
            let summaries = try KeyboardBenchmarks.run(
                into: options.exportDirectory, clock: options.clock, kiwi: options.kiwi, kiwiRuns: options.runs)
            for summary in summaries {
                print("  " + summary.line, to: &output)
                let samples = summary.result.samples.map { String(format: "%.1f", $0) }.joined(separator: " ")
                print("    samples: \(samples)", to: &output)
            }
        }
        if options.paths.isEmpty { return 0 }
        if let directory = options.generate {
            try Workloads.generate(into: directory)
        }
        for note in options.missingPeers { print("truss-bench: \(note)", to: &errors) }
        if let directory = options.charts, let truss = options.trussSolver {
            let files = try Workloads.files(in: options.paths, skipping: [])
            let growth = GrowthRun(
                solvers: [truss] + options.peers, runs: options.runs, clock: options.clock, directory: directory,
                memoryLimitBytes: options.memoryLimitMegabytes << 20)
            return try growth.run(files, to: &output)
        }
        let files = try Workloads.files(in: options.paths)
        let peers = options.peers
        var status: Int32 = 0
        var memoryRows: [Row] = []
        if !options.json {
            print(
                Report.header(
                    peers: peers.map(\.name), clock: options.clock, runs: options.runs, rounds: options.rounds),
                to: &output)
        }
        for file in files {
            let bytes = try readFile(file)
            let program: CassProgram
            do {
                program = try CassParser.parse(bytes: bytes)
            } catch {
                print(error.report(path: file), to: &errors)
                status = max(status, 2)
                continue
            }
            // Rounds of ours, then each peer's: each round's ratios pair runs made close in time.
            var rounds: [(ours: CassBenchResult, peers: [PeerFigures?])] = []
            do {
                for _ in 0..<options.rounds {
                    let ours = try CassBench.run(
                        program, file: FileIO.baseName(file), options: .init(runs: options.runs, clock: options.clock))
                    var figures: [PeerFigures?] = []
                    for peer in peers {
                        do {
                            let result = try peer.bench(file, runs: options.runs, clock: options.clock)
                            if result == nil {
                                print(
                                    "truss-bench: \(peer.name) stopped after \(peer.timeout ?? 0) s on \(file)",
                                    to: &errors)
                            }
                            figures.append(result)
                        } catch {
                            print("truss-bench: \(error)", to: &errors)
                            figures.append(nil)
                        }
                    }
                    rounds.append((ours, figures))
                }
            } catch {
                print(error.report(path: file), to: &errors)
                status = max(status, 1)
                continue
            }
            var row = Row.combining(rounds, names: peers.map(\.name))
            if options.memory, let truss = options.trussSolver {
                for solver in [truss] + peers {
                    let limit = options.memoryLimitMegabytes << 20
                    let outcome = try PeakMemory.measure(
                        solver.executable, ["solve", file], timeout: solver.timeout, limitBytes: limit)
                    if case .exited(0, let kilobytes) = outcome {
                        row.peakKilobytes[solver.name] = kilobytes
                    } else {
                        let why = PeakMemory.describe(outcome, timeout: solver.timeout, limitBytes: limit)
                        print("truss-bench: \(solver.name) solve \(file): \(why)", to: &errors)
                    }
                }
                memoryRows.append(row)
            }
            var note: String?
            if options.check, let path = options.kiwi {
                let (passed, report) = try Kiwi.check(path, file: file, program: program)
                note = passed ? nil : report
                if !passed { status = max(status, 1) }
            }
            emit([(row, note)])
        }
        if !options.json && !memoryRows.isEmpty {
            let solvers = ["truss"] + peers.map(\.name)
            print("\n" + Report.memoryHeader(solvers: solvers), to: &output)
            for row in memoryRows { print(Report.memoryLine(row, solvers: solvers), to: &output) }
        }
        return status
    }

    private func emit(_ rows: [(Row, String?)]) {
        var output = FileDescriptorStream.standardOutput
        for (row, note) in rows {
            print(options.json ? row.json : Report.line(row), to: &output)
            if let note {
                var errors = FileDescriptorStream.standardError
                print("\(row.ours.file): solutions differ from kiwi-cass:\n\(note)", to: &errors)
            }
        }
    }

    private func readFile(_ path: String) throws -> [UInt8] {
        do {
            return try FileIO.read(path)
        } catch {
            throw BenchError.usage("\(error)")
        }
    }
}
