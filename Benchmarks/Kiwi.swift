import CassFormat
import Foundation
import TrussCommands

/// The kiwi baseline: `kiwi-cass bench` figures for a file, and `solve` cross-checks.
struct KiwiFigures {
    var addMilliseconds: Double
    var suggestMicroseconds: Double?
    var removeMilliseconds: Double?
}

enum Kiwi {
    /// Runs `kiwi-cass bench --runs N [--cpu-time] FILE` and reads its JSON line.
    static func bench(_ kiwi: String, file: String, runs: Int, clock: BenchClock) throws -> KiwiFigures {
        var arguments = ["bench", "--runs", String(runs)]
        if clock == .threadCPU { arguments.append("--cpu-time") }
        let result = try Subprocess.run(kiwi, arguments + [file])
        guard result.status == 0,
            let line = result.output.split(separator: "\n").first,
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let add = object["add_ms"] as? Double
        else {
            throw BenchError.failed("kiwi-cass bench \(file) failed (\(result.status)): \(result.errors)")
        }
        return KiwiFigures(
            addMilliseconds: add,
            suggestMicroseconds: object["suggest_us"] as? Double,
            removeMilliseconds: object["remove_ms"] as? Double
        )
    }

    /// The path of the package's `Benchmarks/Baselines/cass_check.py`.
    static func checker() throws -> String {
        try BaselineScripts.path(of: "cass_check.py")
    }

    /// Solves `file` with both solvers and compares the answers with `cass_check.py` (same
    /// required violations, same weighted error). Returns the checker's report and whether
    /// it passed.
    static func check(_ kiwi: String, file: String, program: CassProgram) throws -> (passed: Bool, report: String) {
        let checker = try Kiwi.checker()
        let directory = FileManager.default.temporaryDirectory.path + "/truss-bench-check-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ours = "\(directory)/ours.txt"
        let theirs = "\(directory)/kiwi.txt"
        let solution: String
        do {
            solution = CassRunner.format(try CassRunner.solve(program))
        } catch {
            return (false, error.report(path: file))
        }
        try Data(solution.utf8).write(to: URL(fileURLWithPath: ours))
        let kiwiResult = try Subprocess.run(kiwi, ["solve", file])
        guard kiwiResult.status == 0 else {
            return (true, "kiwi-cass cannot solve it (\(kiwiResult.status)): \(kiwiResult.errors)")
        }
        try Data(kiwiResult.output.utf8).write(to: URL(fileURLWithPath: theirs))
        let result = try Subprocess.run("/usr/bin/env", ["python3", checker, file, ours, theirs])
        return (result.status == 0, result.output + result.errors)
    }
}
