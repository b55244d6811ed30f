import Foundation
import Testing
import TrussCommands

@testable import Benchmarks

#if canImport(Glibc)
    import Glibc
#endif

/// The peers' `bench` output, their time limits, the table's rows of two peers, and the
/// options that find them.
@Suite struct PeerSolverTests {
    @Test func benchLineIsParsed() throws {
        let line =
            #"{"file": "enaml.cass", "constraints": 111, "variables": 37, "add_ms": 0.710537, "suggest_us": 4.1492, "remove_ms": 2, "runs": 3}"#
        let figures = try #require(PeerSolver.figures(parsing: line + "\n"))
        #expect(
            figures
                == PeerFigures(
                    addMilliseconds: 0.710537, suggestMicroseconds: 4.1492, removeMilliseconds: 2, constraints: 111))
    }

    @Test func nullPhasesAreNil() throws {
        let figures = try #require(
            PeerSolver.figures(parsing: #"{"add_ms": 1e-3, "suggest_us": null, "remove_ms": null}"#))
        #expect(figures == PeerFigures(addMilliseconds: 0.001, suggestMicroseconds: nil, removeMilliseconds: nil))
    }

    @Test(arguments: [
        "", "not json", #"{"suggest_us": 3}"#, #"{"add_ms": null}"#, #"{"add_ms": "1"}"#, "[1, 2]",
    ])
    func malformedBenchLinesGiveNothing(output: String) {
        #expect(PeerSolver.figures(parsing: output) == nil)
    }

    @Test func onlyTheFirstLineCounts() {
        let figures = PeerSolver.figures(parsing: "{\"add_ms\": 5}\n{\"add_ms\": 7}\n")
        #expect(figures?.addMilliseconds == 5)
    }

    @Test(
        arguments: [
            ("300", nil, 300.0), ("kiwi=600", "kiwi", 600), ("amoeba=0.5", "amoeba", 0.5), ("truss=1e3", "truss", 1000),
        ] as [(String, String?, Double)])
    func timeoutsAreParsed(text: String, name: String?, seconds: Double) throws {
        let parsed = try #require(PeerTimeout.parse(text))
        #expect(parsed.name == name && parsed.seconds == seconds)
    }

    @Test(arguments: ["", "0", "-3", "kiwi=", "kiwi=0", "cassowary=5", "=5", "inf", "kiwi=nan", "5s"])
    func malformedTimeoutsAreRejected(text: String) {
        #expect(PeerTimeout.parse(text) == nil)
    }

    /// A fake peer: a script that prints a bench line with the arguments it was given.
    @Test func benchRunsTheCommandLineOfTheFormat() throws {
        let script = try Self.script(
            "fake-peer", #"echo "{\"add_ms\": 1.5, \"suggest_us\": 2, \"remove_ms\": null, \"constraints\": $#}""#)
        let peer = PeerSolver(name: "amoeba", executable: script, timeout: 30)
        // bench --runs 4 --cpu-time FILE: four arguments... plus the file, five.
        let figures = try #require(try peer.bench("/nowhere.cass", runs: 4, clock: .threadCPU))
        #expect(
            figures
                == PeerFigures(addMilliseconds: 1.5, suggestMicroseconds: 2, removeMilliseconds: nil, constraints: 5))
        let wall = try #require(try peer.bench("/nowhere.cass", runs: 4, clock: .wall))
        #expect(wall.constraints == 4)  // no --cpu-time
    }

    @Test func aFailingPeerThrowsWithItsMessage() throws {
        let script = try Self.script("failing-peer", "echo 'x.cass:3: error: boom' >&2; exit 1")
        let peer = PeerSolver(name: "kiwi", executable: script)
        #expect {
            _ = try peer.bench("x.cass", runs: 1, clock: .wall)
        } throws: { error in
            "\(error)" == "kiwi bench x.cass failed (exit 1): x.cass:3: error: boom"
        }
    }

    @Test func aPeerPastItsTimeLimitGivesNoFigures() throws {
        let script = try Self.script("slow-peer", "exec sleep 30")
        let peer = PeerSolver(name: "kiwi", executable: script, timeout: 0.2)
        #expect(try peer.bench("x.cass", runs: 1, clock: .wall) == nil)
    }

    /// Two peers over two rounds: kiwi ran in both, amoeba in the first only.
    @Test func rowsCombinePairedRoundsPerPeer() throws {
        func ours(_ add: Double) -> CassBenchResult {
            CassBenchResult(
                file: "f", constraints: 10, variables: 4, runs: 1, addSamples: [add], suggestSamples: [1],
                removeSamples: nil)
        }
        let row = Row.combining(
            [
                (
                    ours(1),
                    [PeerFigures(addMilliseconds: 2, suggestMicroseconds: 3), PeerFigures(addMilliseconds: 0.5)]
                ),
                (ours(2), [PeerFigures(addMilliseconds: 3, suggestMicroseconds: 5), nil]),
            ], names: ["kiwi", "amoeba"])
        #expect(row.ours.addSamples == [1, 2] && row.ours.runs == 2)
        #expect(row.peers.map(\.name) == ["kiwi", "amoeba"])
        // kiwi: medians of its rounds, add (2 + 3) / 2 = 2.5, suggest (3 + 5) / 2 = 4;
        // its ratios the median of the rounds' ratios: add 2/1 and 3/2 → 1.75, suggest 3/1 and 5/1 → 4.
        let kiwi = row.peers[0]
        #expect(kiwi.figures?.addMilliseconds == 2.5 && kiwi.figures?.suggestMicroseconds == 4)
        #expect(row.ratios(kiwi) == [1.75, 4, nil])
        // amoeba: the one round it ran, 0.5 / 1; no suggest figure, so no suggest ratio.
        #expect(row.ratios(row.peers[1]) == [0.5, nil, nil])
        let line = Report.line(row)
        #expect(line.contains(" 1.750 ") && line.contains(" 0.500 "))
        #expect(row.json.contains(#""kiwi_ratio_add": 1.75"#) && row.json.contains(#""amoeba_add_ms": 0.5"#))
        #expect(!row.json.contains("amoeba_suggest_us\": 0"))
    }

    @Test func headerNamesEachPeersRatio() {
        let header = Report.header(peers: ["kiwi", "amoeba"], clock: .threadCPU, runs: 5, rounds: 3)
        #expect(header.contains("k/o = kiwi / ours, a/o = amoeba / ours"))
        let columns = header.split(separator: "\n")[1].split(separator: " ")
        #expect(columns.filter { $0 == "k/o" }.count == 3 && columns.filter { $0 == "a/o" }.count == 3)
        #expect(!Report.header(peers: [], clock: .wall, runs: 2).contains("/o"))
    }

    @Test func memoryRowsGiveMegabytesAndKilobytesPerConstraint() {
        var row = Row(
            ours: CassBenchResult(
                file: "f", constraints: 2048, variables: 1, runs: 1, addSamples: [1], suggestSamples: nil,
                removeSamples: nil))
        row.peakKilobytes = ["truss": 10_000, "amoeba": 2000]
        let line = Report.memoryLine(row, solvers: ["truss", "kiwi", "amoeba"])
        // 10 000 KiB = 10 240 000 bytes = 10.2 MB, 5.00 KB a constraint (10 240 000 / 2 048 / 1 000);
        // 2 000 KiB = 2.048 MB, 1.00 KB a constraint.
        #expect(line.split(separator: " ").map(String.init) == ["f", "2048", "10.2", "5.00", "-", "-", "2.0", "1.00"])
    }

    // MARK: Options

    @Test func missingPeersAreLeftOutWithANote() throws {
        guard
            case .run(let options) = BenchOptions.parse(
                ["--kiwi", "/bin/true", "--amoeba", "/nonexistent/amoeba-cass"], environment: [:],
                executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.peers.map(\.name) == ["kiwi"])
        #expect(options.missingPeers.count == 1)
        #expect(options.missingPeers.first?.contains("no amoeba-cass at /nonexistent/amoeba-cass") == true)
    }

    @Test func peersAreOptional() throws {
        guard
            case .run(let options) = BenchOptions.parse(
                ["--no-kiwi", "--no-amoeba", "--smoke"], environment: [:], executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.peers.isEmpty && options.missingPeers.isEmpty)
    }

    @Test func timeoutsGoToTheirSolvers() throws {
        guard
            case .run(let options) = BenchOptions.parse(
                ["--kiwi", "/bin/true", "--amoeba", "/bin/true", "--peer-timeout", "kiwi=5", "--peer-timeout", "7"],
                environment: [:], executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.peers.map(\.timeout) == [5, 7])
    }

    @Test func buildRatioTakesARowCount() throws {
        guard
            case .run(let options) = BenchOptions.parse(
                ["--no-kiwi", "--no-amoeba", "--build-ratio", "1000", "--runs", "3"], environment: [:],
                executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.buildRatio == 1000 && options.runs == 3)
        for bad in [["--build-ratio"], ["--build-ratio", "0"], ["--build-ratio", "rows"]] {
            guard case .failure(let message) = BenchOptions.parse(bad, environment: [:], executableDirectory: nil)
            else {
                Issue.record("expected a failure for \(bad)")
                continue
            }
            #expect(message == "--build-ratio needs a number of rows (1 or more)")
        }
    }

    @Test func shapesTakeAscendingSizes() throws {
        guard
            case .run(let options) = BenchOptions.parse(
                ["--no-kiwi", "--no-amoeba", "--shapes", "1000,10000,100000"], environment: [:],
                executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.shapeSizes == [1000, 10000, 100000])
        // Only the shapes: no workload directory is benchmarked.
        #expect(options.paths.isEmpty)
        for bad in ["1000", "1000,1000", "10000,1000", "1000,,10000", "1,10", "1000,x", "1000,2000000"] {
            guard
                case .failure(let message) = BenchOptions.parse(
                    ["--shapes", bad], environment: [:], executableDirectory: nil)
            else {
                Issue.record("expected a failure for \(bad)")
                continue
            }
            #expect(message.hasPrefix("--shapes needs ascending numbers of views"))
        }
    }

    @Test func chartsNeedOurExecutableAndHaveADefaultLimit() throws {
        let without = BenchOptions.parse(
            ["--no-kiwi", "--charts", "/tmp/c", "x.cass"], environment: [:], executableDirectory: nil)
        guard case .failure(let message) = without else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("--truss PATH"))
        guard
            case .run(let options) = BenchOptions.parse(
                ["--no-kiwi", "--no-amoeba", "--charts", "/tmp/c", "--truss", "/bin/true", "x.cass"], environment: [:],
                executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.trussSolver == PeerSolver(name: "truss", executable: "/bin/true", timeout: 300))
        #expect(options.paths == ["x.cass"])
    }

    @Test func memoryNeedsOurExecutable() throws {
        let without = BenchOptions.parse(
            ["--no-kiwi", "--memory", "x.cass"], environment: [:], executableDirectory: nil)
        guard case .failure(let message) = without else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("--truss PATH"))
        guard
            case .run(let options) = BenchOptions.parse(
                ["--no-kiwi", "--no-amoeba", "--memory", "--truss", "/bin/true", "x.cass"], environment: [:],
                executableDirectory: nil)
        else {
            Issue.record("expected options")
            return
        }
        #expect(options.trussSolver == PeerSolver(name: "truss", executable: "/bin/true", timeout: nil))
        #expect(options.paths == ["x.cass"])
    }

    // MARK: Helpers

    /// An executable shell script `name` with `body`, in a fresh temporary folder.
    ///
    /// Written through a descriptor opened with `O_CLOEXEC`: a child that another test starts
    /// meanwhile must not inherit it open for writing, or running the script fails with
    /// "Text file busy".
    static func script(_ name: String, _ body: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("truss-bench-tests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw BenchError.failed("cannot create \(path)") }
        let bytes = Array("#!/bin/sh\n\(body)\n".utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw BenchError.failed("cannot write \(path)") }
        return path
    }
}
