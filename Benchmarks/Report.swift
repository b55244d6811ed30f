import CassFormat
import Foundation
import TrussCommands

/// One file's figures: ours, and each peer's where it ran.
struct Row {
    /// One peer's medians and its ratios to ours.
    struct Peer {
        var name: String
        /// `nil` where the peer did not run (it failed, or ran past its time limit).
        var figures: PeerFigures?
        /// peer / ours per phase as the median of paired rounds' ratios (`--rounds`), which
        /// then replaces the ratio of the two medians.
        var pairedRatios: [Double?]? = nil
    }

    var ours: CassBenchResult
    var peers: [Peer] = []
    /// Peak resident set sizes of `solve` in KiB by solver name (`truss` is ours), when
    /// `--memory` measured them.
    var peakKilobytes: [String: Int] = [:]

    /// peer / ours of the three phases (add, suggest, remove).
    func ratios(_ peer: Peer) -> [Double?] {
        if let paired = peer.pairedRatios { return paired }
        return Row.ratios(peer.figures, ours)
    }

    static func ratios(_ figures: PeerFigures?, _ ours: CassBenchResult) -> [Double?] {
        [
            ratio(figures?.addMilliseconds, ours.addMilliseconds),
            ratio(figures?.suggestMicroseconds, ours.suggestMicroseconds),
            ratio(figures?.removeMilliseconds, ours.removeMilliseconds),
        ]
    }

    /// One row from rounds of ours and the peers (``BenchOptions/rounds``): our samples of
    /// every round together, the median of each peer's round medians, and with two rounds or
    /// more, each ratio the median of the rounds' ratios (a round in which the peer did not
    /// run is left out). `names` are the peers, in the order of each round's figures.
    static func combining(_ rounds: [(ours: CassBenchResult, peers: [PeerFigures?])], names: [String]) -> Row {
        var ours = rounds[0].ours
        for round in rounds.dropFirst() {
            ours.addSamples += round.ours.addSamples
            ours.suggestSamples = ours.suggestSamples.map { $0 + (round.ours.suggestSamples ?? []) }
            ours.removeSamples = ours.removeSamples.map { $0 + (round.ours.removeSamples ?? []) }
        }
        ours.runs = ours.addSamples.count
        let peers = names.indices.map { index in
            combining(rounds.map { ($0.ours, $0.peers[index]) }, name: names[index])
        }
        return Row(ours: ours, peers: peers)
    }

    private static func combining(_ rounds: [(CassBenchResult, PeerFigures?)], name: String) -> Peer {
        let paired = rounds.compactMap { round in round.1.map { (round.0, $0) } }
        guard !paired.isEmpty else { return Peer(name: name, figures: nil) }
        func medianOrNil(_ values: [Double?]) -> Double? {
            let present = values.compactMap { $0 }
            return present.count == values.count && !present.isEmpty ? median(present) : nil
        }
        let figures = PeerFigures(
            addMilliseconds: median(paired.map(\.1.addMilliseconds)),
            suggestMicroseconds: medianOrNil(paired.map(\.1.suggestMicroseconds)),
            removeMilliseconds: medianOrNil(paired.map(\.1.removeMilliseconds)),
            constraints: paired[0].1.constraints)
        guard rounds.count > 1 else { return Peer(name: name, figures: figures) }
        let perRound = paired.map { ratios($0.1, $0.0) }
        let medians = (0..<3).map { phase in medianOrNil(perRound.map { $0[phase] }) }
        return Peer(name: name, figures: figures, pairedRatios: medians)
    }

    /// peer / ours: above 1 means we are faster.
    static func ratio(_ peer: Double?, _ ours: Double?) -> Double? {
        guard let peer, let ours, ours > 0 else { return nil }
        return peer / ours
    }

    /// Our spec JSON object, extended for each peer that ran with `PEER_add_ms`,
    /// `PEER_suggest_us`, `PEER_remove_ms` and `PEER_ratio_add`… (peer / ours), and with
    /// `SOLVER_peak_kb` for each measured peak.
    var json: String {
        var text = ours.json
        text.removeLast()  // "}"
        var fields: [(String, Double?)] = []
        for peer in peers {
            guard let figures = peer.figures else { continue }
            let peerRatios = ratios(peer)
            fields += [
                ("\(peer.name)_add_ms", figures.addMilliseconds),
                ("\(peer.name)_suggest_us", figures.suggestMicroseconds),
                ("\(peer.name)_remove_ms", figures.removeMilliseconds),
                ("\(peer.name)_ratio_add", peerRatios[0]),
                ("\(peer.name)_ratio_suggest", peerRatios[1]),
                ("\(peer.name)_ratio_remove", peerRatios[2]),
            ]
        }
        for name in PeerSolver.names {
            if let kilobytes = peakKilobytes[name] { fields.append(("\(name)_peak_kb", Double(kilobytes))) }
        }
        for (key, value) in fields { text += ", \"\(key)\": \(Report.number(value))" }
        return text + "}"
    }
}

/// The table `truss-bench` prints.
enum Report {
    /// The header for the peers `peers` (their names, in column order).
    static func header(peers: [String], clock: BenchClock, runs: Int, rounds: Int = 1) -> String {
        let what = clock == .wall ? "wall-clock" : "thread CPU"
        let counted =
            rounds > 1 ? "\(rounds) rounds of \(runs) runs (each after 1 warm-up)" : "\(runs) runs after 1 warm-up"
        var lines = ["\(what) medians of \(counted)"]
        if !peers.isEmpty {
            let keys = peers.map { "\($0.prefix(1))/o = \($0) / ours" }.joined(separator: ", ")
            lines[0] += "; " + (rounds > 1 ? "medians of the rounds' ratios: " : "") + keys + " (> 1: we are faster)"
        }
        var columns = [pad("file", 24, left: true), pad("cons", 6), pad("vars", 6)]
        for phase in ["add ms", "suggest us", "remove ms"] {
            columns.append(pad(phase, 10))
            for peer in peers { columns += [pad(peer, 10), pad("\(peer.prefix(1))/o", 7)] }
        }
        lines.append(columns.joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    /// One row; each peer's columns are there (`-` where it did not run).
    static func line(_ row: Row) -> String {
        let ours = row.ours
        var columns = [pad(ours.file, 24, left: true), pad("\(ours.constraints)", 6), pad("\(ours.variables)", 6)]
        let mine = [ours.addMilliseconds, ours.suggestMicroseconds, ours.removeMilliseconds]
        let ratios = row.peers.map { row.ratios($0) }
        for phase in 0..<3 {
            columns.append(pad(figure(mine[phase]), 10))
            for (peer, peerRatios) in zip(row.peers, ratios) {
                let figures = peer.figures
                let theirs = [figures?.addMilliseconds, figures?.suggestMicroseconds, figures?.removeMilliseconds][
                    phase]
                let ratio = theirs == nil ? nil : peerRatios[phase]
                columns += [pad(figure(theirs), 10), pad(ratio.map { format($0, 3) } ?? "-", 7)]
            }
        }
        return columns.joined(separator: " ")
    }

    /// The header of the peak-memory table (`--memory`) for the solvers `solvers`.
    static func memoryHeader(solvers: [String]) -> String {
        var columns = [pad("file", 24, left: true), pad("cons", 6)]
        for solver in solvers { columns += [pad("\(solver) MB", 10), pad("KB/con", 8)] }
        return
            "peak resident set of `solve`, a fresh child per run (under GNU time where installed; MB = 10^6 bytes)\n"
            + columns.joined(separator: " ")
    }

    /// One row of the peak-memory table: megabytes and kilobytes per constraint.
    static func memoryLine(_ row: Row, solvers: [String]) -> String {
        var columns = [pad(row.ours.file, 24, left: true), pad("\(row.ours.constraints)", 6)]
        for solver in solvers {
            guard let kilobytes = row.peakKilobytes[solver] else {
                columns += [pad("-", 10), pad("-", 8)]
                continue
            }
            let bytes = Double(kilobytes) * 1024
            columns.append(pad(format(bytes / 1e6, 1), 10))
            columns.append(pad(format(bytes / 1e3 / Double(max(1, row.ours.constraints)), 2), 8))
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

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        guard text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return left ? text + fill : fill + text
    }
}
