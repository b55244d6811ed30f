// The reference for removal: seeded random systems (see `RemovalSystem`) are built, then a
// third of their constraints are removed one by one, with suggestions, edit variables,
// constant and strength edits and new optional constraints between the removals. After every
// step, every required constraint still in the solver must hold, and the optimum, level by
// level, must be that of a fresh solver given what remains. kiwi is no reference here: its
// `getMarkerLeavingRow` breaks redundant equalities the same way (see
// `RedundantRemovalTests`).

import Cassowary
import Testing

@Suite("Removal differential")
struct RemovalDifferentialTests {
    /// Systems per chunk; chunks run in parallel.
    static let systemsPerChunk = 200
    static let chunks: [UInt64] = Array(0..<20)

    /// What one system exercised, summed over a chunk.
    struct Tally {
        var systems = 0
        var removals = 0
        var comparisons = 0
    }

    /// A required constraint may miss by this much of its terms' size: round-off of the
    /// ill-conditioned systems (the worst seen is 1.3e-8), far below the misses of a wrong
    /// removal (the minimal case misses by 59 of 320).
    static let requiredTolerance = 1e-7

    /// Each level's optimum must be no worse than a fresh solve's beyond this much of the
    /// size of the numbers it is summed from (`objectiveScale`): above the round-off of the
    /// ill-conditioned systems (coefficients 2⁻⁸ to 2¹⁰ in one constraint leave values
    /// accurate to about 1e-8 of their size), far below a wrong answer (a constraint off by
    /// a unit costs its whole weight).
    static let objectiveTolerance = 1e-8

    @Test("incremental removal matches a fresh solve", arguments: chunks)
    func chunk(_ chunk: UInt64) {
        var tally = Tally()
        for i in 0..<Self.systemsPerChunk {
            check(seed: chunk &* 1_000_003 &+ UInt64(i), spread: 4, tally: &tally)
        }
        #expect(tally.systems == Self.systemsPerChunk)
        // Each system removes a third of its constraints (at least one).
        #expect(tally.removals >= Self.systemsPerChunk)
    }

    /// Systems whose constraints mix coefficients 2⁻⁸ to 2¹⁰ (a ratio of 2¹⁸ in one
    /// constraint) where the incremental solver still misses the optimum after a removal: 4
    /// of the chunks' 4 000 seeds with `spread: 8`. Their rows keep round-off cells of about
    /// 1e-10 of their size that block an improving pivot, so the objective stops short
    /// (13000232 at 2 347 against 0.0015), or a required inequality misses by 2e-6 of its
    /// terms while its drift stays under the solver's verification (1000084). The solver's
    /// verification (refinement, then a rebuild when a required constraint misses) mends 4
    /// more of the 9 this differential found (three implied equalities rejected while being
    /// added, a required constraint 3e-7 off); an optimum it cannot see. When a seed passes,
    /// this test fails for it: take it out, into ``mended(seed:)``.
    @Test(
        "ill-conditioned systems the incremental solver still gets wrong",
        arguments: [1_000_084, 4_000_119, 7_000_127, 13_000_232] as [UInt64])
    func illConditioned(seed: UInt64) {
        var tally = Tally()
        withKnownIssue("a missed optimum on a 2¹⁸ coefficient spread") {
            check(seed: seed, spread: 8, tally: &tally)
        }
    }

    /// Ill-conditioned systems the incremental solver once got wrong and now gets right.
    /// 16000051 stopped at 2 where a fresh solve reaches 0: a removal solved a definition
    /// for its marker's cell of 1e-12 of the row (round-off, which
    /// `Tableau.eliminateFromDefinitions` now drops first) and divided the row by it.
    @Test("ill-conditioned systems the incremental solver now gets right", arguments: [16_000_051] as [UInt64])
    func mended(seed: UInt64) {
        var tally = Tally()
        check(seed: seed, spread: 8, tally: &tally)
        #expect(tally.removals > 0)
    }

    /// Runs one system, recording an issue that names the seed if it disagrees or throws.
    func check(seed: UInt64, spread: Int, tally: inout Tally) {
        do {
            _ = try run(seed: seed, spread: spread, tally: &tally)
        } catch {
            Issue.record("seed \(seed): \(error)")
        }
    }

    /// Builds system `seed` (coefficients up to 2^±`spread` in a quarter of the systems), then
    /// removes a third of it with other operations between the
    /// removals, checking after every step; false (with an issue recorded) at the first
    /// disagreement.
    func run(seed: UInt64, spread: Int, tally: inout Tally) throws -> Bool {
        var sys = RemovalSystem(seed: seed, spread: spread)
        let solver = Solver()
        var added: [Constraint] = []
        var edits: [Int: (strength: Strength, value: Double)] = [:]

        func check(_ what: String) throws -> Bool {
            tally.comparisons += 1
            let listed = edits.sorted { $0.key < $1.key }.map { (sys.variables[$0.key], $0.value.0, $0.value.1) }
            if let (c, v) = worstRequiredViolation(solver, added), v > Self.requiredTolerance {
                Issue.record("seed \(seed) after \(what): required \(current(c, in: solver)) misses by \(v)")
                return false
            }
            // The reference: a fresh solve of what remains, refined to its last digits.
            let (mine, theirs, scale) = try objectiveAgainstFreshSolve(solver, added, edits: listed)
            guard isNoWorse(mine, than: theirs, scale: scale, tolerance: Self.objectiveTolerance) else {
                Issue.record(
                    "seed \(seed) after \(what): objective \(mine), a fresh solve of the rest \(theirs), scale \(scale)"
                )
                return false
            }
            return true
        }

        // Build: required constraints (some implied by earlier ones), optional ones, edits.
        for _ in 0..<sys.int(4...12) {
            switch sys.int(0...7) {
            case 0...3:
                let plain = sys.feasibleRequired()
                sys.plainRequired.append(plain)
                added.append(plain.constraint(sys.variables))
            case 4, 5:
                guard let plain = sys.impliedRequired() else { continue }
                sys.plainRequired.append(plain)
                added.append(plain.constraint(sys.variables))
            default:
                added.append(sys.randomOptional())
            }
            try solver.addConstraint(added.last!)
        }
        for _ in 0..<sys.int(0...2) {
            let i = sys.int(0...sys.variables.count - 1)
            guard edits[i] == nil else { continue }
            let strength = sys.strength()
            let value = Double(sys.int(-60...60))
            try solver.addEditVariable(sys.variables[i], strength: strength)
            try solver.suggestValue(sys.variables[i], value)
            edits[i] = (strength, value)
        }
        guard try check("building") else { return false }

        // Remove a third, with 0 to 2 other operations before each removal.
        let removals = max(1, added.count / 3)
        for removal in 0..<removals {
            for _ in 0..<sys.int(0...2) {
                let what = try otherOperation(&sys, solver, &added, &edits)
                guard try check("removal \(removal), \(what)") else { return false }
            }
            guard !added.isEmpty else { break }
            let victim = added.remove(at: sys.int(0...added.count - 1))
            if added.count >= 2 && sys.int(0...3) == 0 {
                // Two at once, as a layout deactivating a group does.
                let second = added.remove(at: sys.int(0...added.count - 1))
                try solver.removeConstraints([victim, second])
                tally.removals += 2
                guard try check("removal \(removal) of \(victim) and \(second)") else { return false }
                continue
            }
            try solver.removeConstraint(victim)
            tally.removals += 1
            guard try check("removal \(removal) of \(victim)") else { return false }
        }
        tally.systems += 1
        return true
    }

    /// One random operation other than a removal; returns what it did.
    func otherOperation(
        _ sys: inout RemovalSystem, _ solver: Solver, _ added: inout [Constraint],
        _ edits: inout [Int: (strength: Strength, value: Double)]
    ) throws -> String {
        let i = sys.int(0...sys.variables.count - 1)
        switch sys.int(0...5) {
        case 0:
            let value = Double(sys.int(-60...60))
            if let edit = edits[i] {
                try solver.suggestValue(sys.variables[i], value)
                edits[i] = (edit.strength, value)
                return "a suggestion"
            }
            let strength = sys.strength()
            try solver.addEditVariable(sys.variables[i], strength: strength)
            try solver.suggestValue(sys.variables[i], value)
            edits[i] = (strength, value)
            return "a new edit variable"
        case 1:
            guard edits[i] != nil else { return "nothing" }
            try solver.removeEditVariable(sys.variables[i])
            edits[i] = nil
            return "an edit variable removed"
        case 2:
            let optional = added.filter { !$0.strength.isRequired }
            guard !optional.isEmpty else { return "nothing" }
            let c = optional[sys.int(0...optional.count - 1)]
            try solver.setConstant(of: c, to: Double(sys.int(-60...60)))
            return "a constant edit"
        case 3:
            let optional = added.filter { !$0.strength.isRequired }
            guard !optional.isEmpty else { return "nothing" }
            try solver.setStrength(of: optional[sys.int(0...optional.count - 1)], to: sys.strength())
            return "a strength edit"
        case 4:
            added.append(sys.randomOptional())
            try solver.addConstraint(added.last!)
            return "an optional constraint added"
        default:
            solver.updateVariables()
            return "an update"
        }
    }
}
