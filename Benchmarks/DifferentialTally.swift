/// The counts of a `--differential` run and its summary (see ``Differential``).
struct DifferentialTally {
    /// How one system came out.
    enum Verdict {
        /// Both solved it; `cass_check.py` passes.
        case solvedAlike
        /// Both solved it, both answers feasible, the weighted errors differ by `difference`
        /// (relative), more than `cass_check.py` allows but within round-off (or the answers
        /// are the same point).
        case solvedWithinRoundOff(difference: Double, oursLower: Bool)
        /// Both solved it, our answer is feasible, and kiwi's has the higher weighted error
        /// by more than round-off (it is not optimal) or misses a required constraint by
        /// more than its round-off (it is not feasible, whatever its weighted error).
        case kiwiSuboptimal
        /// Both solved it, our answer is feasible, and kiwi's is cheaper only by the slack it
        /// took from required constraints within its round-off: given the same slack, our
        /// answer costs no more (``KiwiSlack``).
        case kiwiCheaperBySlack
        /// Neither solves it, and both stop at the same line.
        case unsolvableAlike
        /// kiwi fails on its own round-off, or gives no answer in time (`hung`); we solve it
        /// and our answer is feasible.
        case kiwiFailed(hung: Bool)
        /// kiwi rejects a required constraint that we accept, and our answer (to the file, or
        /// to the statements before the line where we stop) satisfies every required one.
        case kiwiRejectedFeasible
        /// kiwi fails as for ``kiwiFailed(hung:)``, or answers with a required constraint
        /// missed by more than its round-off; we find a required constraint that cannot
        /// hold. Whether the system is feasible is not settled.
        case bothFailedKiwiOnRoundOff(hung: Bool)
        /// Anything else: the reason.
        case disagreement(String)
    }

    private(set) var systems = 0
    private(set) var solvedAlike = 0
    private(set) var unsolvableAlike = 0
    /// The systems counted as kiwi's round-off, and the largest difference among them.
    private(set) var withinRoundOff: [Int] = []
    private(set) var oursLowerWithinRoundOff = 0
    private(set) var largestRoundOff = 0.0
    private(set) var kiwiFailed: [Int] = []
    private(set) var kiwiRejectedFeasible: [Int] = []
    private(set) var kiwiSuboptimal: [Int] = []
    private(set) var kiwiCheaperBySlack: [Int] = []
    /// The systems of `kiwiFailed` and `bothFailedKiwiOnRoundOff` where kiwi gave no answer.
    private(set) var kiwiHung: [Int] = []
    private(set) var bothFailedKiwiOnRoundOff: [Int] = []
    private(set) var disagreements: [Int] = []
    private(set) var variables = (fewest: Int.max, most: 0)
    private(set) var constraints = (fewest: Int.max, most: 0, total: 0)

    /// Counts one system.
    mutating func record(_ verdict: Verdict, of system: RandomSystem) {
        systems += 1
        variables = (min(variables.fewest, system.variableCount), max(variables.most, system.variableCount))
        constraints = (
            min(constraints.fewest, system.constraintCount), max(constraints.most, system.constraintCount),
            constraints.total + system.constraintCount
        )
        switch verdict {
        case .solvedAlike: solvedAlike += 1
        case .solvedWithinRoundOff(let difference, let oursLower):
            withinRoundOff.append(system.index)
            largestRoundOff = max(largestRoundOff, difference)
            if oursLower { oursLowerWithinRoundOff += 1 }
        case .unsolvableAlike: unsolvableAlike += 1
        case .kiwiFailed(let hung):
            kiwiFailed.append(system.index)
            if hung { kiwiHung.append(system.index) }
        case .kiwiRejectedFeasible: kiwiRejectedFeasible.append(system.index)
        case .kiwiSuboptimal: kiwiSuboptimal.append(system.index)
        case .kiwiCheaperBySlack: kiwiCheaperBySlack.append(system.index)
        case .bothFailedKiwiOnRoundOff(let hung):
            bothFailedKiwiOnRoundOff.append(system.index)
            if hung { kiwiHung.append(system.index) }
        case .disagreement: disagreements.append(system.index)
        }
    }

    /// The summary: what was run, then one line per kind of outcome.
    func summary(seed: UInt64, kiwi: String, directory: String) -> String {
        let agree = solvedAlike + withinRoundOff.count + unsolvableAlike
        var lines = [
            "differential check against \(kiwi): \(systems) random systems (--seed \(seed)), "
                + "\(variables.fewest)-\(variables.most) variables, "
                + "\(constraints.fewest)-\(constraints.most) constraints (\(constraints.total) in all)",
            "  agree:       \(agree) (solved, same weighted error: \(solvedAlike); "
                + "solved, weighted errors within kiwi's round-off: \(withinRoundOff.count); "
                + "not solvable, same line: \(unsolvableAlike))",
        ]
        if !withinRoundOff.isEmpty {
            lines.append(
                "    round-off: largest relative difference \(largestRoundOff), "
                    + "ours the lower in \(oursLowerWithinRoundOff) of \(withinRoundOff.count)"
                    + " (systems \(list(withinRoundOff)))")
        }
        lines.append(
            "  kiwi failed: \(kiwiFailed.count) where we solve (round-off: \"solver failure\"; or no answer in time"
                + (kiwiHung.isEmpty ? "" : ", systems \(list(kiwiHung))") + "); "
                + "our answers satisfy every required constraint"
                + (kiwiFailed.isEmpty ? "" : " (systems \(list(kiwiFailed)))"))
        lines.append(
            "  kiwi wrong:  \(kiwiRejectedFeasible.count) where kiwi rejects a required constraint that our answer "
                + "satisfies (with all the others)"
                + (kiwiRejectedFeasible.isEmpty ? "" : " (systems \(list(kiwiRejectedFeasible)))"))
        lines.append(
            "  kiwi short:  \(kiwiSuboptimal.count) where our answer is feasible and kiwi's has the higher "
                + "weighted error or breaks a required constraint by more than 1e-5"
                + (kiwiSuboptimal.isEmpty ? "" : " (systems \(list(kiwiSuboptimal)))"))
        if !kiwiCheaperBySlack.isEmpty {
            lines.append(
                "  kiwi slack:  \(kiwiCheaperBySlack.count) where kiwi's answer is cheaper than ours only by "
                    + "missing required constraints within its round-off: with that slack, ours costs no more "
                    + "(systems \(list(kiwiCheaperBySlack)))")
        }
        if !bothFailedKiwiOnRoundOff.isEmpty {
            lines.append(
                "  kiwi failed on round-off (or answered breaking a required constraint) where we find "
                    + "the system not solvable (unsettled): "
                    + "\(bothFailedKiwiOnRoundOff.count) (systems \(list(bothFailedKiwiOnRoundOff)))")
        }
        let which = disagreements.isEmpty ? "" : " (systems \(list(disagreements)))"
        lines.append("  disagree:    \(disagreements.count)" + which)
        lines.append("  files: \(directory)")
        return lines.joined(separator: "\n")
    }

    /// At most 20 system numbers, then how many more.
    private func list(_ indices: [Int]) -> String {
        let shown = indices.prefix(20).map(String.init).joined(separator: ", ")
        return indices.count > 20 ? shown + ", … (\(indices.count - 20) more)" : shown
    }
}
