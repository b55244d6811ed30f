// Determinism across processes: Swift seeds its hashing per process, so an answer that
// depends on the order of a `Set` or `Dictionary` differs between two runs of the tool but
// never within one. Each check runs the built `truss` executable (beside this test bundle)
// twice and compares the output byte for byte.

import Foundation
import Testing

@Suite("Determinism across processes")
struct ProcessDeterminismTests {
    /// The `truss` executable that `swift test` built next to the test bundle.
    static var truss: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("truss")
    }

    /// Runs `truss` with `arguments` in the package root; its standard output and status.
    static func run(_ arguments: [String]) throws -> (output: Data, status: Int32) {
        let process = Process()
        process.executableURL = truss
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (output, process.terminationStatus)
    }

    /// Every bundled example and every ill-conditioned fixture (their solutions go through
    /// the solver's verification and rebuild), solved in two processes.
    static let files: [String] =
        [
            "Examples/login-form.cass", "Examples/priorities.cass", "Examples/weights.cass",
            "Examples/unsatisfiable.cass",
        ]
        + ((try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Tests/CassFormatTests/Fixtures").path)) ?? [])
        .filter { $0.hasSuffix(".cass") }.sorted().map { "Tests/CassFormatTests/Fixtures/\($0)" }

    @Test func theToolIsBuilt() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.truss.path),
            "no truss executable at \(Self.truss.path): swift test builds it with the tests")
        #expect(Self.files.count > 8, "the fixtures are missing: \(Self.files)")
    }

    @Test(arguments: files)
    func solveGivesTheSameBytesInTwoProcesses(_ file: String) throws {
        let first = try Self.run(["solve", file])
        let second = try Self.run(["solve", file])
        #expect(first.status == second.status)
        #expect(!first.output.isEmpty || first.status != 0)
        #expect(first.output == second.output, "\(file): two processes printed different answers")
    }

    /// The demo lays out every scene in every keyboard state: the layout layer end to end.
    @Test func demoWritesTheSameFilesInTwoProcesses() throws {
        // One directory for both runs (the tool prints its path), emptied in between.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("truss-determinism-\(getpid())")
        defer { try? FileManager.default.removeItem(at: base) }
        var listings: [[String: Data]] = []
        for _ in 0..<2 {
            try? FileManager.default.removeItem(at: base)
            let directory = base.path
            let result = try Self.run(["demo", "--out", directory])
            #expect(result.status == 0)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)"))
            }
            files["stdout"] = result.output
            listings.append(files)
        }
        #expect(listings[0].count > 10)
        #expect(listings[0].keys.sorted() == listings[1].keys.sorted())
        for (name, data) in listings[0] {
            #expect(listings[1][name] == data, "\(name) differs between two processes")
        }
    }
}
