import CassFormat
import Foundation
import TrussCommands

/// The kiwi baseline's cross-checks: `solve` answers compared with ours (`--check`); its
/// figures come from ``PeerSolver``.
enum Kiwi {
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
