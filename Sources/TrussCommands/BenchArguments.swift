/// The arguments of `truss bench`: `[--runs N] [--cpu-time] [--stats] FILE...`.
///
/// `--runs` takes a whole number from 1 to 1 000 000 (`--runs 5` or `--runs=5`); `--`
/// ends the options; `-` is a file (standard input).
///
/// ```swift
/// BenchArguments.parse(["--runs", "3", "a.cass"])   // .success(runs 3, files ["a.cass"])
/// BenchArguments.parse(["--runs", "0", "a.cass"])   // .failure("--runs needs …")
/// ```
public struct BenchArguments: Sendable, Equatable {
    /// What parsing the command line gave.
    public enum Outcome: Sendable, Equatable {
        /// Arguments to run with.
        case success(BenchArguments)
        /// `--help` was asked for.
        case help
        /// A usage error (exit status 2), with its message.
        case failure(String)
    }

    /// Runs and clock.
    public var options: CassBench.Options
    /// Whether to print min, median and max per phase on standard error.
    public var stats: Bool
    /// The files, in order.
    public var files: [String]

    /// Parses the arguments that follow `bench`.
    public static func parse(_ arguments: [String]) -> Outcome {
        var result = BenchArguments(options: .init(), stats: false, files: [])
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.files.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--help", "-h":
                return .help
            case "--cpu-time":
                result.options.clock = .threadCPU
            case "--stats":
                result.stats = true
            case "--runs":
                guard index < arguments.count else { return .failure("--runs needs a value") }
                guard let runs = parseRuns(arguments[index]) else { return .failure(runsMessage) }
                result.options.runs = runs
                index += 1
            default:
                if argument.hasPrefix("--runs=") {
                    guard let runs = parseRuns(String(argument.dropFirst(7))) else { return .failure(runsMessage) }
                    result.options.runs = runs
                } else {
                    return .failure("unknown option '\(argument)'")
                }
            }
        }
        if result.files.isEmpty { return .failure("bench needs at least one FILE") }
        return .success(result)
    }

    private static let runsMessage = "--runs needs a whole number from 1 to 1000000"

    private static func parseRuns(_ text: String) -> Int? {
        guard let runs = Int(text), runs >= 1, runs <= 1_000_000 else { return nil }
        return runs
    }
}
