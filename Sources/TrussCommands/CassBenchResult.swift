/// The figures of one benchmarked file: the counted samples of each phase and their
/// medians; a phase with nothing to do (no `suggest` lines, no constraints) has none.
///
/// ```swift
/// result.json
/// // {"file": "enaml.cass", "constraints": 417, "variables": 256, "add_ms": 0.512,
/// //  "suggest_us": 3.2, "remove_ms": 0.21, "runs": 10}      (one line)
/// ```
public struct CassBenchResult: Sendable, Equatable {
    /// The file's name as reported (kiwi-cass reports the base name).
    public var file: String
    /// Constraint statements in the file.
    public var constraints: Int
    /// Variables in the file.
    public var variables: Int
    /// Counted runs per phase.
    public var runs: Int
    /// `add` phase: milliseconds per run.
    public var addSamples: [Double]
    /// `suggest` phase: microseconds per suggestion, per run; `nil` when the file has none.
    public var suggestSamples: [Double]?
    /// `remove` phase: milliseconds per run; `nil` when the file has no constraints.
    public var removeSamples: [Double]?

    /// Creates a result.
    public init(
        file: String,
        constraints: Int,
        variables: Int,
        runs: Int,
        addSamples: [Double],
        suggestSamples: [Double]?,
        removeSamples: [Double]?
    ) {
        self.file = file
        self.constraints = constraints
        self.variables = variables
        self.runs = runs
        self.addSamples = addSamples
        self.suggestSamples = suggestSamples
        self.removeSamples = removeSamples
    }

    /// Median milliseconds of `add`.
    public var addMilliseconds: Double { median(addSamples) }
    /// Median microseconds per suggestion, or `nil`.
    public var suggestMicroseconds: Double? { suggestSamples.map(median) }
    /// Median milliseconds of `remove`, or `nil`.
    public var removeMilliseconds: Double? { removeSamples.map(median) }

    /// The spec's JSON object on one line, keys in the spec's order, figures to 6
    /// significant digits (as kiwi-cass prints them), `null` for a phase with nothing to do.
    public var json: String {
        "{\"file\": \(jsonString(file)), \"constraints\": \(constraints), \"variables\": \(variables), "
            + "\"add_ms\": \(jsonNumber(addMilliseconds)), \"suggest_us\": \(jsonNumber(suggestMicroseconds)), "
            + "\"remove_ms\": \(jsonNumber(removeMilliseconds)), \"runs\": \(runs)}"
    }

    /// `NAME PHASE: min … median … max …` lines for every phase that ran.
    public var stats: String {
        var lines: [String] = []
        for (phase, samples) in [("add_ms", addSamples), ("suggest_us", suggestSamples), ("remove_ms", removeSamples)] {
            guard let samples, let low = samples.min(), let high = samples.max() else { continue }
            lines.append(
                "\(file) \(phase): min \(formatG(low)) median \(formatG(median(samples))) max \(formatG(high))")
        }
        return lines.joined(separator: "\n")
    }
}

/// A JSON number with 6 significant digits (`%.6g`), or `null` for `nil` and non-finite values.
func jsonNumber(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return formatG(value)
}

/// `%.6g` of a finite value, as C's `printf` writes it.
func formatG(_ value: Double) -> String {
    GeneralNumberFormat.string(value)
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
