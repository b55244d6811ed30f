import CassFormat
import Foundation

/// One file's figures: ours, and kiwi's when it ran.
struct Row {
    var ours: CassBenchResult
    var kiwi: KiwiFigures?

    /// kiwi / ours: above 1 means we are faster.
    static func ratio(_ kiwi: Double?, _ ours: Double?) -> Double? {
        guard let kiwi, let ours, ours > 0 else { return nil }
        return kiwi / ours
    }

    /// Our spec JSON object, extended with `kiwi_*` medians and `ratio_*` (kiwi / ours).
    var json: String {
        var text = ours.json
        guard let kiwi else { return text }
        text.removeLast()  // "}"
        let fields: [(String, Double?)] = [
            ("kiwi_add_ms", kiwi.addMilliseconds),
            ("kiwi_suggest_us", kiwi.suggestMicroseconds),
            ("kiwi_remove_ms", kiwi.removeMilliseconds),
            ("ratio_add", Row.ratio(kiwi.addMilliseconds, ours.addMilliseconds)),
            ("ratio_suggest", Row.ratio(kiwi.suggestMicroseconds, ours.suggestMicroseconds)),
            ("ratio_remove", Row.ratio(kiwi.removeMilliseconds, ours.removeMilliseconds)),
        ]
        for (key, value) in fields { text += ", \"\(key)\": \(Report.number(value))" }
        return text + "}"
    }
}

/// The table `truss-bench` prints.
enum Report {
    static func header(withKiwi: Bool, clock: BenchClock, runs: Int) -> String {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        var lines = [
            "\(what) medians of \(runs) runs after 1 warm-up"
                + (withKiwi ? "; k/o = kiwi / ours (> 1: we are faster)" : "")
        ]
        var columns = [pad("file", 24, left: true), pad("cons", 6), pad("vars", 6)]
        for phase in ["add ms", "suggest us", "remove ms"] {
            columns.append(pad(phase, 10))
            if withKiwi { columns += [pad("kiwi", 10), pad("k/o", 7)] }
        }
        lines.append(columns.joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    /// One row; with `withKiwi`, kiwi's columns are there (`-` where kiwi did not run).
    static func line(_ row: Row, withKiwi: Bool) -> String {
        let ours = row.ours
        var columns = [pad(ours.file, 24, left: true), pad("\(ours.constraints)", 6), pad("\(ours.variables)", 6)]
        let phases: [(Double?, Double?)] = [
            (ours.addMilliseconds, row.kiwi?.addMilliseconds),
            (ours.suggestMicroseconds, row.kiwi?.suggestMicroseconds),
            (ours.removeMilliseconds, row.kiwi?.removeMilliseconds),
        ]
        for (mine, theirs) in phases {
            columns.append(pad(figure(mine), 10))
            if withKiwi {
                columns += [pad(figure(theirs), 10), pad(Row.ratio(theirs, mine).map { format($0, 3) } ?? "-", 7)]
            }
        }
        return columns.joined(separator: " ")
    }

    static func figure(_ value: Double?) -> String {
        guard let value else { return "-" }
        return format(value, value >= 100 ? 1 : value >= 1 ? 3 : 4)
    }

    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return String(format: "%.6g", value)
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        guard text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return left ? text + fill : fill + text
    }
}
