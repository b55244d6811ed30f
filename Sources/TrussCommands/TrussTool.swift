import CassFormat
import Cassowary

/// The `truss` command line: `solve` and `bench` over `.cass` files, and `demo`, the
/// layout pictures of the demo scenes, drawn by the `truss-demo` executable that `truss`
/// runs in its place (``DemoLauncher``).
///
///     truss solve FILE
///     truss bench [--runs N] [--cpu-time] [--stats] FILE...
///     truss demo [--out DIR]
///     truss --help
///
/// Exit status: 0 solved (or benchmarked); 1 a file is not solvable as written; 2 a file
/// is malformed or unreadable, or the command line is wrong. `bench` goes on to the next
/// file after a failure and exits with the worst status.
///
/// The tool writes through the streams it is given, so tests run it in-process:
///
/// ```swift
/// var out = "", err = ""
/// let status = TrussTool.run(["solve", "Examples/login-form.cass"], output: &out, errors: &err)
/// ```
public enum TrussTool {
    /// The usage text (`--help`).
    public static let usage = """
        usage: truss solve FILE
               truss bench [--runs N] [--cpu-time] [--stats] FILE...
               truss demo [--out DIR]
               truss --help

        commands:
          solve   solve a .cass constraint file; print 'NAME VALUE' per variable,
                  in order of first appearance
          bench   time the add, suggest and remove phases of .cass files on a fresh
                  solver (1 warm-up + N counted runs, medians); one JSON line per file
          demo    lay out the demo scenes; write an SVG per scene and state and an
                  index.html into DIR (default truss-demo)

        options (bench):
          --runs N     counted runs per phase, 1 to 1000000 (default 10)
          --cpu-time   measure the thread's CPU time instead of wall-clock time
          --stats      also print min, median and max of every phase on standard error

        FILE may be '-' for standard input. Format: docs/ConstraintFileFormat.md.
        Exit status: 0 solved; 1 not solvable as written; 2 malformed file or usage error.

        """

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    public static func run(
        _ arguments: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        guard let command = arguments.first else {
            errors.write(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            output.write(usage)
            return 0
        case "demo":
            return DemoLauncher.run(rest, errors: &errors)
        case "solve":
            if rest.contains("--help") || rest.contains("-h") {
                output.write(usage)
                return 0
            }
            guard rest.count == 1 else {
                return usageError("solve takes exactly one FILE", &errors)
            }
            return solve(path: rest[0], output: &output, errors: &errors)
        case "bench":
            switch BenchArguments.parse(rest) {
            case .help:
                output.write(usage)
                return 0
            case .failure(let message):
                return usageError(message, &errors)
            case .success(let arguments):
                return bench(arguments, output: &output, errors: &errors)
            }
        default:
            return usageError("unknown command '\(command)'", &errors)
        }
    }

    private static func usageError(_ message: String, _ errors: inout some TextOutputStream) -> Int32 {
        errors.write("truss: \(message)\n\(usage)")
        return 2
    }

    // MARK: - solve

    /// `truss solve PATH`.
    public static func solve(
        path: String,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        guard let program = load(path, &errors) else { return 2 }
        do {
            let solution = try CassRunner.solve(program)
            output.write(CassRunner.format(solution))
            return 0
        } catch {
            errors.write(error.report(path: path) + "\n")
            return 1
        }
    }

    /// Reads and parses a file; on failure writes the report and returns `nil` (status 2).
    static func load(_ path: String, _ errors: inout some TextOutputStream) -> CassProgram? {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch {
            errors.write("\(error)\n")
            return nil
        }
        do {
            return try CassParser.parse(bytes: bytes)
        } catch {
            errors.write(error.report(path: path) + "\n" + excerpt(of: bytes, for: error))
            return nil
        }
    }

    /// The offending line and a caret under the column (empty for a line too long to show).
    static func excerpt(of bytes: [UInt8], for error: CassParseError) -> String {
        var line = 1
        var start = 0
        while line < error.line, start < bytes.count {
            if bytes[start] == UInt8(ascii: "\n") { line += 1 }
            start += 1
        }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && end - start <= 160 { end += 1 }
        guard end - start <= 160 else { return "" }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        var caret = ""
        for (i, scalar) in text.unicodeScalars.enumerated() where i < error.column - 1 {
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        let shown = text.hasSuffix("\r") ? String(text.dropLast()) : text
        return "    \(shown)\n    \(caret)^\n"
    }

    // MARK: - bench

    /// `truss bench [OPTIONS] FILE...`: one JSON line per benchmarked file.
    static func bench(
        _ arguments: BenchArguments,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        var status: Int32 = 0
        for path in arguments.files {
            guard let program = load(path, &errors) else {
                status = max(status, 2)
                continue
            }
            do {
                let result = try CassBench.run(program, file: FileIO.baseName(path), options: arguments.options)
                output.write(result.json + "\n")
                if arguments.stats { errors.write(result.stats + "\n") }
            } catch {
                errors.write(error.report(path: path) + "\n")
                status = max(status, 1)
            }
        }
        return status
    }
}
