import Foundation
import TrussCommands

/// One solver's medians for one file, as `bench` prints them: `add` in milliseconds per
/// run, `suggest` in microseconds per suggestion, `remove` in milliseconds per run (`nil`
/// for a phase the file does not have).
struct PeerFigures: Equatable, Sendable {
    var addMilliseconds: Double
    var suggestMicroseconds: Double?
    var removeMilliseconds: Double?
    /// The file's constraint count as the solver reported it.
    var constraints: Int?
}

/// A solver behind the `.cass` command line: `NAME solve FILE` prints `NAME VALUE` lines,
/// `NAME bench [--runs N] [--cpu-time] FILE` one JSON line with the keys of `truss bench`
/// (`add_ms`, `suggest_us`, `remove_ms`, `constraints`).
///
/// kiwi-cass and amoeba-cass are the two peers. Our own `truss` has the same command line,
/// so the measurements that need a fresh process (peak memory, and the growth charts, whose
/// largest systems must be stopped after a time limit) run it through this type as well.
///
/// ```swift
/// let amoeba = PeerSolver(name: "amoeba", executable: "/tmp/amoeba-cass", timeout: 300)
/// if let figures = try amoeba.bench("/tmp/wl/enaml.cass", runs: 10, clock: .threadCPU) {
///     print(figures.suggestMicroseconds ?? 0)   // µs per suggestion
/// }   // nil: stopped after 300 s
/// ```
struct PeerSolver: Equatable, Sendable {
    /// The short name in tables and charts: `truss`, `kiwi`, `amoeba`.
    var name: String
    /// The executable's path.
    var executable: String
    /// Seconds one `bench` or `solve` may run before it is stopped; `nil`: no limit.
    var timeout: Double?

    /// The names `--peer-timeout NAME=S` accepts, in the order the tables list them.
    static let names = ["truss", "kiwi", "amoeba"]

    /// The peer's first letter, as the ratio columns name it (`k/o`, `a/o`).
    var initial: String { String(name.prefix(1)) }

    /// Runs `bench --runs N [--cpu-time] FILE`; `nil` when it had to be stopped after
    /// ``timeout``, a ``BenchError/failed(_:)`` naming the file when it failed.
    func bench(_ file: String, runs: Int, clock: BenchClock) throws -> PeerFigures? {
        var arguments = ["bench", "--runs", String(runs)]
        if clock == .threadCPU { arguments.append("--cpu-time") }
        arguments.append(file)
        let result: Subprocess.Result
        if let timeout {
            guard let finished = try Subprocess.run(executable, arguments, timeout: timeout) else { return nil }
            result = finished
        } else {
            result = try Subprocess.run(executable, arguments)
        }
        guard result.status == 0, let figures = Self.figures(parsing: result.output) else {
            let reason = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            throw BenchError.failed("\(name) bench \(file) failed (exit \(result.status)): \(reason)")
        }
        return figures
    }

    /// The figures of the first line of `bench`'s output, or `nil` when that line is not a
    /// JSON object with a numeric `add_ms` (`null` phases become `nil`).
    ///
    ///     figures(parsing: #"{"add_ms": 0.5, "suggest_us": null, "remove_ms": 2, "constraints": 7}"#)
    ///     // add 0.5, suggest nil, remove 2, constraints 7
    static func figures(parsing output: String) -> PeerFigures? {
        guard let line = output.split(separator: "\n").first,
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let add = number(object["add_ms"])
        else { return nil }
        return PeerFigures(
            addMilliseconds: add,
            suggestMicroseconds: number(object["suggest_us"]),
            removeMilliseconds: number(object["remove_ms"]),
            constraints: number(object["constraints"]).map { Int($0) })
    }

    /// A JSON number as a `Double` (`nil` for `null`, a string or a missing key).
    private static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, !(value is Bool) else { return nil }
        return number.doubleValue
    }
}

/// `--peer-timeout [NAME=]SECONDS`: one limit for every solver, or one solver's.
enum PeerTimeout {
    /// Parses `300` (every solver) or `kiwi=600`; `nil` for a malformed value, an unknown
    /// name or a limit that is not a positive number of seconds.
    static func parse(_ text: String) -> (name: String?, seconds: Double)? {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts.count == 2 ? String(parts[0]) : nil
        guard let seconds = Double(parts.last ?? ""), seconds > 0, seconds.isFinite else { return nil }
        if let name, !PeerSolver.names.contains(name) { return nil }
        return (name, seconds)
    }
}
