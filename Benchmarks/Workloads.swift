import Foundation

/// Finding the `.cass` files to benchmark, and generating the standard workloads.
enum Workloads {
    /// Files too slow for kiwi to add (its `add` grows about as N³ on the chain), skipped
    /// when a whole directory is benchmarked; name them explicitly to include them.
    static let skippedInDirectories: Set<String> = ["chain-10000.cass"]

    /// The `.cass` files of `paths`: files as given, directories expanded to their
    /// `*.cass` sorted by name, without the names in `skipping`.
    static func files(in paths: [String], skipping: Set<String> = skippedInDirectories) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw BenchError.usage(
                    "\(path): no such file or directory (generate the workloads with --generate DIR)")
            }
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".cass") && !skipping.contains($0) }
                    .sorted()
                files += names.map { "\(path)/\($0)" }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Runs `python3 Benchmarks/Baselines/gen_workloads.py DIR` (the package's copy).
    static func generate(into directory: String) throws {
        let script = try BaselineScripts.path(of: "gen_workloads.py")
        let result = try Subprocess.run("/usr/bin/env", ["python3", script, directory])
        guard result.status == 0 else {
            throw BenchError.failed("gen_workloads.py failed (\(result.status)): \(result.errors)")
        }
    }
}

/// Why `truss-bench` stopped.
enum BenchError: Error, CustomStringConvertible {
    /// Exit status 2.
    case usage(String)
    /// Exit status 1.
    case failed(String)

    var description: String {
        switch self {
        case .usage(let message), .failed(let message): message
        }
    }
}

/// A child process run to completion.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// A process for `executable arguments…` with pipes on its standard output and error.
    static func process(
        _ executable: String, _ arguments: [String]
    ) -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        return (process, output, errors)
    }

    /// Runs `executable arguments…` and collects its standard output and error.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let (process, output, errors) = Self.process(executable, arguments)
        try process.run()
        // The children here (kiwi-cass, gen_workloads.py) write little to standard error, so
        // reading standard output first cannot block on a full error pipe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
