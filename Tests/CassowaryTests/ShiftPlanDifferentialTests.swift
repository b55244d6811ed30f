// Shift plans (`ShiftPlans`, the rows a change of a constraint's constant moves, kept from
// one change to the next) against the walks they stand for: seeded random systems driven by
// runs of suggestions and constant changes, with constraints and edit variables added and
// removed between them, in two solvers, one with plans and one without (and so without the
// settling kept with a plan, `ShiftPlans.Plan.settled`). After every step
// the two must hold bit-identical values, and the solver with plans the objective of a
// fresh solve of the same system; their reports of moved variables must be the same, each
// the value the solver reads.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Shift plan differential")
struct ShiftPlanDifferentialTests {
    /// Runs 60 random steps, most of them suggestions; returns how many suggestions followed a
    /// plan made at an earlier step, and how many settled what a plan kept.
    @discardableResult
    func run(seed: UInt64, priorities: Bool) throws -> (plans: Int, settles: Int) {
        var sys = RandomSystem(seed: seed &* 6151 &+ 11, priorities: priorities)
        // Draws apart from the system's, for the value reads between suggestions.
        var reads = SplitMix64(seed: seed &* 31 &+ 3)
        let planned = Solver()
        let walked = Solver()
        walked.tableau.shiftPlans.isEnabled = false
        var added: [Constraint] = []
        var followed = 0
        var settled = 0
        func both(_ body: (Solver) throws -> Void) rethrows {
            try body(planned)
            try body(walked)
        }
        for _ in 0..<8 {
            let c = rng(&sys, 0...1) == 0 ? sys.feasibleRequired() : sys.randomOptional()
            if caught({ try planned.addConstraint(c) }) == nil {
                try walked.addConstraint(c)
                added.append(c)
            }
        }
        for step in 0..<60 {
            let op = rng(&sys, 0...19)
            switch op {
            case 0:
                let c = sys.feasibleRequired()
                if caught({ try planned.addConstraint(c) }) == nil {
                    try walked.addConstraint(c)
                    added.append(c)
                }
            case 1:
                let c = sys.randomOptional()
                try both { try $0.addConstraint(c) }
                added.append(c)
            case 2:
                if !added.isEmpty {
                    let c = added.remove(at: rng(&sys, 0...(added.count - 1)))
                    try both { try $0.removeConstraint(c) }
                }
            case 3:
                let i = rng(&sys, 0...(sys.variables.count - 1))
                if sys.edits[i] != nil {
                    try both { try $0.removeEditVariable(sys.variables[i]) }
                    sys.edits[i] = nil
                }
            case 4, 5:
                let optional = added.filter { !$0.strength.isRequired }
                if !optional.isEmpty {
                    let c = optional[rng(&sys, 0...(optional.count - 1))]
                    let k = Double(rng(&sys, -30...30))
                    try both { try $0.setConstant(of: c, to: k) }
                }
            default:
                // Runs of suggestions of one edit variable, the plans' case.
                let i = rng(&sys, 0...(sys.variables.count - 1))
                if sys.edits[i] == nil {
                    let strength = sys.weight()
                    try both { try $0.addEditVariable(sys.variables[i], strength: strength) }
                    sys.edits[i] = (strength, 0)
                }
                for _ in 0..<rng(&sys, 1...4) {
                    let value = Double(rng(&sys, -50...50)) / 2
                    let before = planned.tableau.cellIndex.shape
                    let slot = try #require(planned.tableau.editSlot(of: sys.variables[i]))
                    let markers = try #require(planned.tableau.records[Int(slot)]?.markers)
                    if planned.tableau.shiftPlans.current(slot, markers: markers, shape: before) != nil {
                        followed += 1
                    }
                    try both { try $0.suggestValue(sys.variables[i], value) }
                    if let p = planned.tableau.changes.plannedRound,
                        planned.tableau.shiftPlans.settled(p, shape: planned.tableau.cellIndex.shape) != nil
                    {
                        settled += 1
                    }
                    sys.edits[i] = (sys.edits[i]!.strength, value)
                    // A value read between suggestions settles their round without evaluating
                    // every stale value; the next report must still hold every moved value.
                    if reads.chance(40) {
                        let v = sys.variables[reads.int(0...(sys.variables.count - 1))]
                        both { _ = $0.value(of: v) }
                        // Another edit variable's suggestion then opens a round of other rows.
                        if reads.chance(50), let j = sys.edits.keys.sorted().first(where: { $0 != i }) {
                            let other = Double(reads.int(-50...50)) / 2
                            try both { try $0.suggestValue(sys.variables[j], other) }
                            sys.edits[j] = (sys.edits[j]!.strength, other)
                        }
                    }
                    if rng(&sys, 0...2) > 0 {
                        expectSameReports(planned, walked, "seed \(seed) step \(step) op \(op)")
                    }
                }
            }

            for v in sys.variables {
                let (with, without) = (planned.value(of: v), walked.value(of: v))
                #expect(
                    with.bitPattern == without.bitPattern,
                    "seed \(seed) step \(step) op \(op): \(v) is \(with) with plans, \(without) without")
            }
            var tableau = planned.tableau
            let violations = tableau.invariantViolations()
            #expect(violations.isEmpty, "seed \(seed) step \(step) op \(op): \(violations)")
            let edits = sys.edits.sorted { $0.key < $1.key }.map { (sys.variables[$0.key], $0.value.0, $0.value.1) }
            let (mine, fresh, scale) = try objectiveAgainstFreshSolve(planned, added, edits: edits)
            #expect(
                isNoWorse(mine, than: fresh, scale: scale, tolerance: RemovalDifferentialTests.objectiveTolerance),
                "seed \(seed) step \(step) op \(op): objective \(mine), fresh solve \(fresh)")
        }
        return (followed, settled)
    }

    /// Updates the variables of both solvers and expects the same reports, bit for bit, each
    /// of the value the solver then reads.
    private func expectSameReports(_ planned: Solver, _ walked: Solver, _ context: String) {
        var reports: [[String]] = []
        for solver in [planned, walked] {
            var list: [(variable: Variable, value: Double)] = []
            solver.updateVariables { list.append(($0, $1)) }
            for report in list {
                let read = solver.value(of: report.variable)
                #expect(
                    read.bitPattern == report.value.bitPattern,
                    "\(context): \(report.variable) reported \(report.value), reads \(read)")
            }
            reports.append(list.map { "\($0.variable)=\($0.value.bitPattern)" })
        }
        #expect(reports[0] == reports[1], "\(context): reports with plans and without differ")
    }

    /// A draw from the system's generator.
    private func rng(_ sys: inout RandomSystem, _ range: ClosedRange<Int>) -> Int {
        sys.int(range)
    }

    @Test("plans move the rows as the walks do, weights only", arguments: 0..<30)
    func weights(seed: UInt64) throws {
        try run(seed: seed, priorities: false)
    }

    @Test("plans move the rows as the walks do, with priority tiers", arguments: 0..<30)
    func priorities(seed: UInt64) throws {
        try run(seed: seed, priorities: true)
    }

    @Test("suggestions follow plans made at earlier ones, and settle as they kept")
    func plansAreFollowed() throws {
        var (followed, settled) = (0, 0)
        for seed in 0..<10 {
            let (plans, settles) = try run(seed: UInt64(seed), priorities: false)
            followed += plans
            settled += settles
        }
        #expect(followed > 50)
        #expect(settled > 20)
    }
}
