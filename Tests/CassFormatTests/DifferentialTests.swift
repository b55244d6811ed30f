import Foundation
import Testing
import TrussCommands

@testable import CassFormat

/// `truss solve` on the standard workloads, written by the package's
/// `Benchmarks/Baselines/gen_workloads.py` and judged by its `Benchmarks/Baselines/cass_check.py`:
/// required constraints hold, and next to kiwi's answer the weighted error is the same.
///
/// Each prerequisite, and what happens without it:
///
/// - The two scripts are part of the package: if one is missing, the tests fail (the
///   checkout is broken).
/// - `python3` runs them. Without it on `PATH` both tests are skipped, with the reason in the
///   test output, so that a machine with only the Swift toolchain passes `swift test`.
/// - kiwi-cass (the kiwi baseline), for ``agreesWithKiwi()`` only: built by
///   `Benchmarks/Baselines/build-kiwi-cass.sh` (a C++ compiler and the kiwisolver sdist from
///   PyPI), found at `$TRUSS_KIWI_CASS` or else `${TMPDIR:-/tmp}/kiwi-cass`. Without it that
///   test is skipped, with the command that builds it in the test output.
///
/// With `TRUSS_REQUIRE_BASELINES=1` in the environment a missing prerequisite fails the test
/// instead of skipping it: set it where the baselines are meant to exist.
@Suite struct DifferentialTests {
    /// The workloads small enough for a debug build.
    static let workloads = [
        "enaml.cass", "chain-100.cass", "grid-10x10.cass", "grid-req-10x10.cass", "form-50.cass",
        "random-sparse-200.cass",
    ]

    @Test(
        .enabled(
            if: Baselines.python3 != nil || Baselines.required,
            "python3 is not on PATH, so Benchmarks/Baselines/gen_workloads.py and cass_check.py cannot run"
        ))
    func answersHoldOnTheWorkloads() throws {
        let python3 = try #require(Baselines.python3, "python3 is not on PATH")
        let directory = try Baselines.generateWorkloads(python3)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in Self.workloads {
            let file = "\(directory)/\(name)"
            let ours = try solve(file)
            let ourPath = try temporaryFile(ours, name: "ours")
            defer { try? FileManager.default.removeItem(atPath: ourPath) }
            let check = try Baselines.run(python3, [try Baselines.checker(), file, ourPath])
            #expect(check.status == 0, "cass_check.py \(name):\n\(check.output)")
        }
    }

    @Test(
        .enabled(
            if: (Baselines.python3 != nil && Baselines.kiwi != nil) || Baselines.required,
            """
            kiwi-cass is not built (or python3 is not on PATH): run \
            Benchmarks/Baselines/build-kiwi-cass.sh, or set TRUSS_KIWI_CASS to a kiwi-cass executable
            """
        ))
    func agreesWithKiwi() throws {
        let python3 = try #require(Baselines.python3, "python3 is not on PATH")
        let kiwi = try #require(
            Baselines.kiwi,
            "no kiwi-cass at \(Baselines.kiwiPath): build it with Benchmarks/Baselines/build-kiwi-cass.sh")
        let directory = try Baselines.generateWorkloads(python3)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in Self.workloads {
            let file = "\(directory)/\(name)"
            let ours = try solve(file)
            let theirs = try Baselines.run(kiwi, ["solve", file])
            try #require(theirs.status == 0, "kiwi-cass solve \(name): \(theirs.output)")
            let ourPath = try temporaryFile(ours, name: "ours")
            let kiwiPath = try temporaryFile(theirs.output, name: "kiwi")
            defer {
                try? FileManager.default.removeItem(atPath: ourPath)
                try? FileManager.default.removeItem(atPath: kiwiPath)
            }
            let check = try Baselines.run(python3, [try Baselines.checker(), file, ourPath, kiwiPath])
            #expect(check.status == 0, "cass_check.py \(name), ours then kiwi's:\n\(check.output)")
        }
    }

    /// `truss solve FILE` in-process; its output, after expecting exit status 0.
    private func solve(_ file: String) throws -> String {
        var output = ""
        var errors = ""
        let status = TrussTool.run(["solve", file], output: &output, errors: &errors)
        try #require(status == 0, "truss solve \(file): \(errors)")
        return output
    }
}

/// The package's baseline scripts and the tools they need.
enum Baselines {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether a missing prerequisite fails the tests (`TRUSS_REQUIRE_BASELINES=1`).
    static let required = environment["TRUSS_REQUIRE_BASELINES"] == "1"

    /// The first `python3` on `PATH`.
    static let python3: String? = (environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/python3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Where kiwi-cass is looked for: `$TRUSS_KIWI_CASS`, else `${TMPDIR:-/tmp}/kiwi-cass`.
    static let kiwiPath =
        environment["TRUSS_KIWI_CASS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? "\(environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")/kiwi-cass"

    /// ``kiwiPath`` if an executable is there.
    static let kiwi: String? = FileManager.default.isExecutableFile(atPath: kiwiPath) ? kiwiPath : nil

    /// The path of `Benchmarks/Baselines/name`; throws, naming the path, if it is missing.
    static func script(_ name: String) throws -> String {
        let path = packageRoot.appendingPathComponent("Benchmarks/Baselines/\(name)").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw TestFailure("missing \(path): the package's baseline scripts are part of the checkout")
        }
        return path
    }

    /// `Benchmarks/Baselines/cass_check.py`.
    static func checker() throws -> String { try script("cass_check.py") }

    /// Writes the workloads with `gen_workloads.py` into a new temporary directory and
    /// returns it (the caller removes it).
    static func generateWorkloads(_ python3: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("truss-workloads-\(UUID().uuidString)").path
        let result = try run(python3, [try script("gen_workloads.py"), directory])
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: directory)
            throw TestFailure("gen_workloads.py \(directory) failed (\(result.status)):\n\(result.output)")
        }
        return directory
    }

    /// Runs `executable arguments…` to completion; its status and its merged output.
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
