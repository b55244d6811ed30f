import CassFormat
import Foundation
import TrussCommands

/// One file's figures: ours, and kiwi's when it ran.
struct Row {
    var ours: CassBenchResult
    var kiwi: KiwiFigures?
    /// kiwi / ours per phase as the median of paired rounds' ratios (`--rounds`), which then
    /// replaces the ratio of the two medians.
    var pairedRatios: (add: Double?, suggest: Double?, remove: Double?)? = nil

    /// kiwi / ours of the three phases (add, suggest, remove).
    var ratios: [Double?] {
        if let pairedRatios { return [pairedRatios.add, pairedRatios.suggest, pairedRatios.remove] }
        return [
            Row.ratio(kiwi?.addMilliseconds, ours.addMilliseconds),
            Row.ratio(kiwi?.suggestMicroseconds, ours.suggestMicroseconds),
            Row.ratio(kiwi?.removeMilliseconds, ours.removeMilliseconds),
        ]
    }

    /// One row from rounds of both (``BenchOptions/rounds``): our samples of every round
    /// together, the median of kiwi's round medians, and with two rounds or more, each
    /// ratio the median of the rounds' ratios (a round with no kiwi figure is left out).
    static func combining(_ rounds: [(ours: CassBenchResult, kiwi: KiwiFigures?)]) -> Row {
        var ours = rounds[0].ours
        for round in rounds.dropFirst() {
            ours.addSamples += round.ours.addSamples
            ours.suggestSamples = ours.suggestSamples.map { $0 + (round.ours.suggestSamples ?? []) }
            ours.removeSamples = ours.removeSamples.map { $0 + (round.ours.removeSamples ?? []) }
        }
        ours.runs = ours.addSamples.count
        let paired = rounds.compactMap { round in round.kiwi.map { (round.ours, $0) } }
        guard !paired.isEmpty else { return Row(ours: ours, kiwi: nil) }
        func medianOrNil(_ values: [Double?]) -> Double? {
            let present = values.compactMap { $0 }
            return present.count == values.count && !present.isEmpty ? median(present) : nil
        }
        let kiwi = KiwiFigures(
            addMilliseconds: median(paired.map(\.1.addMilliseconds)),
            suggestMicroseconds: medianOrNil(paired.map(\.1.suggestMicroseconds)),
            removeMilliseconds: medianOrNil(paired.map(\.1.removeMilliseconds)))
        guard rounds.count > 1 else { return Row(ours: ours, kiwi: kiwi) }
        let ratios = (
            add: medianOrNil(paired.map { ratio($0.1.addMilliseconds, $0.0.addMilliseconds) }),
            suggest: medianOrNil(paired.map { ratio($0.1.suggestMicroseconds, $0.0.suggestMicroseconds) }),
            remove: medianOrNil(paired.map { ratio($0.1.removeMilliseconds, $0.0.removeMilliseconds) })
        )
        return Row(ours: ours, kiwi: kiwi, pairedRatios: ratios)
    }

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
            ("ratio_add", ratios[0]),
            ("ratio_suggest", ratios[1]),
            ("ratio_remove", ratios[2]),
        ]
        for (key, value) in fields { text += ", \"\(key)\": \(Report.number(value))" }
        return text + "}"
    }
}

/// The table `truss-bench` prints.
enum Report {
    static func header(withKiwi: Bool, clock: BenchClock, runs: Int, rounds: Int = 1) -> String {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        let counted =
            rounds > 1 ? "\(rounds) rounds of \(runs) runs (each after 1 warm-up)" : "\(runs) runs after 1 warm-up"
        let ratio = rounds > 1 ? "k/o = median of the rounds' kiwi / ours" : "k/o = kiwi / ours"
        var lines = [
            "\(what) medians of \(counted)" + (withKiwi ? "; \(ratio) (> 1: we are faster)" : "")
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
        for ((mine, theirs), ratio) in zip(phases, row.ratios) {
            columns.append(pad(figure(mine), 10))
            if withKiwi {
                columns += [
                    pad(figure(theirs), 10), pad((theirs == nil ? nil : ratio).map { format($0, 3) } ?? "-", 7),
                ]
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
