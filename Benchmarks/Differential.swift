import CassFormat
import Cassowary
import Foundation
import TrussCommands

/// `truss-bench --differential N [--seed S]`: our solver against kiwi-cass on N random
/// systems (``RandomSystems``), the check the "done when" asks for: the same exit
/// status, every required constraint satisfied, the same optimal objective.
///
/// Each system is solved in-process (``CassRunner``, as `truss solve` does) and by
/// `kiwi-cass solve FILE`. Then:
///
/// - both solve it: `cass_check.py FILE OURS KIWI` must pass (required constraints hold in
///   both answers, the weighted errors agree to 1e-6 relative). When only the weighted
///   errors differ, with both answers feasible, by less than ``roundOff`` or between answers
///   that are the same point (every variable within 1e-6), the system is counted apart as
///   round-off (kiwi pivots with one absolute epsilon of 1e-8);
/// - neither does: both must stop at the same line (both add statements in file order and
///   stop at the first that cannot hold);
/// - kiwi fails on its own round-off (`solver failure (The objective is unbounded.)`, or an
///   uncaught `kiwi::InternalSolverError`), or
///   gives no answer within ``kiwiTimeout`` (it can cycle), where we solve: every required
///   constraint must hold in our answer, checked here from the parsed program;
/// - kiwi rejects a required constraint that we accept (it pivots with one absolute
///   epsilon, 1e-8): counted apart when our answer, to the whole file or to the statements
///   before the line where we stop, satisfies every required constraint. kiwi orders its
///   variables by heap address, so on such borderline systems its answer can change from
///   one run to the next;
/// - kiwi's answer costs less than ours while missing required constraints within its
///   round-off: counted apart when, given the same slack (``KiwiSlack``), our answer costs
///   no more than kiwi's;
/// - anything else is a disagreement, and the exit status is 1.
///
/// Disagreements (and kiwi's failures) are kept in ``directory``: `disagreement-I.cass` with
/// `.ours`, `.kiwi` and `.report` beside it (`kiwi-failure-I.cass` for kiwi's failures), so
/// that `truss solve` and `kiwi-cass solve` can be run on them again. If the process dies
/// on a system, that system is `current.cass` there. A second run of the same seed while one
/// is going stops at once with an error (``DirectoryLock``) instead of emptying its directory.
struct Differential {
    /// How many systems, and the seed of their stream.
    var count: Int
    var seed: UInt64
    /// The kiwi-cass executable and `cass_check.py`.
    var kiwi: String
    var checker: String
    /// Where the files are written; emptied first.
    var directory: String

    /// The largest relative difference of the weighted errors counted as kiwi's round-off
    /// rather than a disagreement (`cass_check.py` itself allows 1e-6).
    static let roundOff = 1e-5
    /// The largest relative violation of a required constraint in kiwi's answer that is
    /// still counted as kiwi's round-off.
    static let kiwiViolationRoundOff = 1e-5
    /// Weighted errors both below this are 0 up to round-off.
    static let absoluteRoundOff = 1e-3
    /// The relative tolerance of our own check of required constraints (scaled by the
    /// largest term, as `Constraint.isSatisfied` does).
    static let requiredTolerance = 1e-7
    /// How long kiwi-cass may take on one system (it takes milliseconds, or loops forever).
    static let kiwiTimeout = 10.0

    /// Checks every system, prints disagreements as they come and a summary; returns the
    /// exit status (0: no disagreement).
    func run() throws -> Int32 {
        var output = FileDescriptorStream.standardOutput
        try FileManager.default.createDirectory(
            atPath: (directory as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let lock = try DirectoryLock(claiming: directory)
        defer { lock.release() }
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let systems = RandomSystems(seed: seed)
        var tally = DifferentialTally()
        for index in 0..<count {
            let system = systems.system(index)
            let verdict = try check(system)
            tally.record(verdict, of: system)
            if case .disagreement(let reason) = verdict {
                print("system \(index): \(reason)\n  kept: \(directory)/disagreement-\(index).cass", to: &output)
            }
        }
        try? FileManager.default.removeItem(atPath: "\(directory)/current.cass")
        print(tally.summary(seed: seed, kiwi: kiwi, directory: directory), to: &output)
        return tally.disagreements.isEmpty ? 0 : 1
    }

    /// Solves one system both ways and compares.
    private func check(_ system: RandomSystem) throws -> DifferentialTally.Verdict {
        let file = "\(directory)/current.cass"
        try write(system.text, to: file)
        let program: CassProgram
        do {
            program = try CassParser.parse(system.text)
        } catch {
            return try keep(system, .disagreement("our parser rejects it: \(error)"))
        }
        let answer: Result<[(name: String, value: Double)], CassSolveFailure>
        do {
            answer = .success(try CassRunner.solve(program))
        } catch {
            answer = .failure(error)
        }
        let limit = Self.kiwiTimeout
        let theirs =
            try Subprocess.run(kiwi, ["solve", file], timeout: limit)
            ?? Subprocess.Result(status: -1, output: "", errors: "no answer within \(Int(limit)) s (stopped)\n")
        let ours: String
        switch answer {
        case .success(let solution): ours = CassRunner.format(solution)
        case .failure(let failure): ours = failure.report(path: file)
        }
        let kiwiText = theirs.status == 0 ? theirs.output : theirs.errors
        func disagreement(_ reason: String, report: String = "") throws -> DifferentialTally.Verdict {
            try keep(system, .disagreement(reason), ours: ours, kiwi: kiwiText, report: report)
        }
        // kiwi gives up on its own round-off ("solver failure (The objective is unbounded.)"),
        // or loops until stopped.
        let kiwiHung = theirs.status == -1
        // kiwi aborts on an internal error of its own (`kiwi::InternalSolverError`, exit 6 from
        // the uncaught exception: a failed dual optimization after a suggestion).
        let kiwiAborted = theirs.errors.contains("InternalSolverError")
        let kiwiGaveUp =
            kiwiHung || kiwiAborted || (theirs.status == 1 && theirs.errors.contains("solver failure"))
        switch (answer, theirs.status) {
        case (.success, 0):
            return try compare(system, program, ours: ours, kiwi: theirs.output, file: file) {
                try disagreement($0, report: $1)
            }
        case (.success(let solution), _) where kiwiGaveUp:
            if let violated = Self.violatedRequirement(program, solution) {
                return try disagreement(
                    "kiwi fails (\(firstLine(theirs.errors))); our answer violates line \(violated.line)")
            }
            return try keep(system, .kiwiFailed(hung: kiwiHung), ours: ours, kiwi: kiwiText)
        case (.success(let solution), 1) where theirs.errors.contains("cannot be satisfied"):
            if let violated = Self.violatedRequirement(program, solution) {
                return try disagreement("kiwi rejects a required constraint; our answer violates line \(violated.line)")
            }
            return try keep(system, .kiwiRejectedFeasible, ours: ours, kiwi: kiwiText)
        case (.success, let status):
            return try disagreement("we solve it, kiwi-cass exits \(status): \(firstLine(theirs.errors))")
        case (.failure(let failure), 0):
            // An answer that breaks a required constraint beyond kiwi's round-off is no
            // answer: whether the system can be solved is not settled by it.
            if try kiwiBreaksRequired(theirs.output, file: file) {
                return try keep(system, .bothFailedKiwiOnRoundOff(hung: false), ours: ours, kiwi: kiwiText)
            }
            return try disagreement("kiwi solves it, we exit 1: \(failure)")
        case (.failure, _) where kiwiGaveUp:
            return try keep(system, .bothFailedKiwiOnRoundOff(hung: kiwiHung), ours: ours, kiwi: kiwiText)
        case (.failure(let failure), 1):
            let kiwiLine = Self.failingLine(theirs.errors, file: file) ?? 0
            if kiwiLine == failure.line { return .unsolvableAlike }
            // kiwi stops earlier: right if our answer to the statements before our failing
            // line (which include kiwi's) breaks a required constraint.
            if kiwiLine < failure.line, Self.solvesFeasibly(program, before: failure.line) {
                return try keep(system, .kiwiRejectedFeasible, ours: ours, kiwi: kiwiText)
            }
            return try disagreement(
                "neither solves it, but we stop at line \(failure.line) and kiwi at line \(kiwiLine)")
        case (.failure, let status):
            return try disagreement("we exit 1, kiwi-cass exits \(status): \(firstLine(theirs.errors))")
        }
    }

    /// Both solved: `cass_check.py FILE OURS KIWI` decides, and a failure only in the
    /// weighted errors, within ``roundOff``, is kiwi's round-off.
    private func compare(
        _ system: RandomSystem, _ program: CassProgram, ours: String, kiwi: String, file: String,
        disagreement: (String, String) throws -> DifferentialTally.Verdict
    ) throws -> DifferentialTally.Verdict {
        let oursFile = "\(directory)/current.ours"
        let kiwiFile = "\(directory)/current.kiwi"
        let result = try check(file, answers: [(oursFile, ours), (kiwiFile, kiwi)])
        let report = result.output + result.errors
        switch result.status {
        case 0:
            return .solvedAlike
        case 1:
            let mine = CheckerLine(report, path: oursFile)
            let theirs = CheckerLine(report, path: kiwiFile)
            // kiwi's answer may miss a required constraint by its own round-off (its absolute
            // epsilon is 1e-8, and the checker allows 1e-6); ours must hold within the checker's.
            if let mine, let theirs, mine.feasible {
                let difference = abs(mine.error - theirs.error) / max(1, abs(mine.error), abs(theirs.error))
                // Near 0, a weight of 10⁶ turns round-off of 10⁻¹⁰ into 10⁻⁴.
                let nearZero = max(mine.error, theirs.error) <= Self.absoluteRoundOff
                let kiwiHolds = theirs.violation <= Self.kiwiViolationRoundOff
                if kiwiHolds && (difference <= Self.roundOff || nearZero || CheckerLine.samePoint(report)) {
                    return .solvedWithinRoundOff(difference: difference, oursLower: mine.error < theirs.error)
                }
                // Our answer holds and costs less, or kiwi's misses a required constraint by
                // more than its round-off (a cheaper answer that breaks the rules is no
                // answer): kiwi's is not optimal, or not feasible.
                if mine.error < theirs.error || !kiwiHolds { return .kiwiSuboptimal }
                // kiwi's answer is cheaper than ours: by kiwi's slack, or because ours is not
                // the optimum.
                if try kiwiGainIsItsSlack(system, program, kiwi: kiwi, kiwiError: theirs.error) {
                    return try keep(system, .kiwiCheaperBySlack, ours: ours, kiwi: kiwi, report: report)
                }
            }
            return try disagreement("cass_check.py fails", report)
        default:
            throw BenchError.failed("cass_check.py cannot read system \(system.index) (\(result.status)): \(report)")
        }
    }

    /// Whether kiwi's answer costs less than ours only by the slack it took from required
    /// constraints (``KiwiSlack``): our answer to the system with that slack given to every
    /// required constraint kiwi misses costs at most kiwi's weighted error (within
    /// ``roundOff``), by `cass_check.py`. The loosened system is kept beside the others
    /// (`kiwi-failure-I.loosened.cass`).
    private func kiwiGainIsItsSlack(
        _ system: RandomSystem, _ program: CassProgram, kiwi answer: String, kiwiError: Double
    ) throws -> Bool {
        guard let loosened = KiwiSlack.loosened(program, kiwi: KiwiSlack.values(answer)) else { return false }
        let file = "\(directory)/kiwi-failure-\(system.index).loosened.cass"
        try write(loosened.text, to: file)
        guard let parsed = try? CassParser.parse(loosened.text), let solution = try? CassRunner.solve(parsed) else {
            return false
        }
        let oursFile = "\(directory)/current-loosened.ours"
        let result = try check(file, answers: [(oursFile, CassRunner.format(solution))])
        guard let line = CheckerLine(result.output + result.errors, path: oursFile), line.feasible else { return false }
        return (line.error - kiwiError) / max(1, abs(line.error), abs(kiwiError)) <= Self.roundOff
    }

    /// Whether kiwi's answer misses a required constraint by more than its round-off
    /// (``kiwiViolationRoundOff``, as `cass_check.py FILE ANSWER` measures it).
    private func kiwiBreaksRequired(_ answer: String, file: String) throws -> Bool {
        let kiwiFile = "\(directory)/current.kiwi"
        let result = try check(file, answers: [(kiwiFile, answer)])
        guard let line = CheckerLine(result.output + result.errors, path: kiwiFile) else { return false }
        return line.violation > Self.kiwiViolationRoundOff
    }

    /// Runs `cass_check.py FILE ANSWER…` on the answers, each written to its path for the
    /// run and removed after.
    private func check(_ file: String, answers: [(path: String, text: String)]) throws -> Subprocess.Result {
        defer { for answer in answers { try? FileManager.default.removeItem(atPath: answer.path) } }
        for answer in answers { try write(answer.text, to: answer.path) }
        return try Subprocess.run("/usr/bin/env", ["python3", checker, file] + answers.map(\.path))
    }

    /// The first required constraint of `program` that `solution` violates, if any.
    static func violatedRequirement(
        _ program: CassProgram, _ solution: [(name: String, value: Double)]
    ) -> CassStatement? {
        var values: [ObjectIdentifier: Double] = [:]
        for (variable, value) in zip(program.variables, solution) { values[variable.id] = value.value }
        return program.statements.first { statement in
            guard case .constraint(let constraint) = statement.kind, constraint.strength.isRequired else {
                return false
            }
            return !constraint.isSatisfied(tolerance: requiredTolerance) { values[$0.id] ?? 0 }
        }
    }

    /// Whether our solver solves the statements of `program` before `line`, with every
    /// required constraint among them satisfied.
    static func solvesFeasibly(_ program: CassProgram, before line: Int) -> Bool {
        let prefix = CassProgram(
            variables: program.variables, statements: program.statements.filter { $0.line < line },
            usesPriorities: program.usesPriorities)
        guard let solution = try? CassRunner.solve(prefix) else { return false }
        return violatedRequirement(prefix, solution) == nil
    }

    /// The line of kiwi-cass's `FILE:LINE: error: …` message.
    static func failingLine(_ errors: String, file: String) -> Int? {
        guard errors.hasPrefix(file + ":") else { return nil }
        return Int(errors.dropFirst(file.count + 1).prefix { $0.isNumber })
    }

    /// Keeps the system's file (and the answers and report, when there are any) under a
    /// name that says what happened.
    private func keep(
        _ system: RandomSystem, _ verdict: DifferentialTally.Verdict, ours: String = "", kiwi: String = "",
        report: String = ""
    ) throws -> DifferentialTally.Verdict {
        let stem: String
        switch verdict {
        case .disagreement: stem = "disagreement-\(system.index)"
        default: stem = "kiwi-failure-\(system.index)"
        }
        try write(system.text, to: "\(directory)/\(stem).cass")
        if !ours.isEmpty { try write(ours, to: "\(directory)/\(stem).ours") }
        if !kiwi.isEmpty { try write(kiwi, to: "\(directory)/\(stem).kiwi") }
        if !report.isEmpty { try write(report, to: "\(directory)/\(stem).report") }
        return verdict
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func firstLine(_ text: String) -> Substring {
        text.split(separator: "\n").first ?? ""
    }
}

/// One solution's line of a `cass_check.py` report: `PATH: N values, worst required
/// violation V (line L), weighted error E[, K variables missing]`.
private struct CheckerLine {
    var violation: Double
    var error: Double
    var missing: Bool

    /// Whether the checker finds the answer feasible (its own tolerance, 1e-6).
    var feasible: Bool { violation <= 1e-6 && !missing }

    init?(_ report: String, path: String) {
        guard let line = report.split(separator: "\n").first(where: { $0.hasPrefix(path + ":") }),
            let violation = Self.number(after: "worst required violation ", in: line),
            let error = Self.number(after: "weighted error ", in: line)
        else { return nil }
        self.violation = violation
        self.error = error
        self.missing = line.contains("missing")
    }

    /// Whether the report finds no variable differing between the two answers: then they
    /// are the same point, and a difference of weighted errors is round-off amplified by
    /// the weights (a strong weight of 10⁶ turns 10⁻¹¹ into 10⁻⁵).
    static func samePoint(_ report: String) -> Bool {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("variables differing") }),
            let start = line.range(of: "): ")?.upperBound
        else { return false }
        return line[start...].hasPrefix("0 of ")
    }

    private static func number(after label: String, in line: Substring) -> Double? {
        guard let start = line.range(of: label)?.upperBound else { return nil }
        return Double(line[start...].prefix { !" ,".contains($0) })
    }
}
