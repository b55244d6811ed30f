import Foundation
import Testing

@testable import CassFormat

/// `solve` against kiwi-cass on the small standard workloads, judged by
/// `shared/bench/cass_check.py` (required constraints hold; same weighted error).
///
/// Runs only where the baseline exists: `${TMPDIR:-/tmp}/kiwi-cass`
/// (`shared/bench/build-kiwi-cass.sh`), `${TMPDIR:-/tmp}/wl`
/// (`python3 shared/bench/gen_workloads.py`) and the checker next to the package.
@Suite(.enabled(if: Differential.available)) struct DifferentialTests {
    @Test(
        arguments: [
            "enaml.cass", "chain-100.cass", "grid-10x10.cass", "grid-req-10x10.cass", "form-50.cass",
            "random-sparse-200.cass",
        ])
    func agreesWithKiwi(_ name: String) throws {
        let file = "\(Differential.workloads)/\(name)"
        var ours = ""
        var errors = ""
        #expect(TrussTool.run(["solve", file], output: &ours, errors: &errors) == 0, "\(errors)")
        let kiwi = try Differential.run(Differential.kiwi, ["solve", file])
        try #require(kiwi.status == 0, "kiwi-cass: \(kiwi.output)")
        let ourPath = try temporaryFile(ours, name: "ours")
        let kiwiPath = try temporaryFile(kiwi.output, name: "kiwi")
        defer {
            try? FileManager.default.removeItem(atPath: ourPath)
            try? FileManager.default.removeItem(atPath: kiwiPath)
        }
        let check = try Differential.run("/usr/bin/env", ["python3", Differential.checker, file, ourPath, kiwiPath])
        #expect(check.status == 0, "\(check.output)")
    }
}

enum Differential {
    static let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    static let kiwi = "\(temporary)/kiwi-cass"
    static let workloads = "\(temporary)/wl"
    static let checker = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/bench/cass_check.py").path

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: kiwi)
            && FileManager.default.fileExists(atPath: "\(workloads)/enaml.cass")
            && FileManager.default.fileExists(atPath: checker)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
