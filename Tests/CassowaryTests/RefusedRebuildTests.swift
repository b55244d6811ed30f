// A batch removal that takes out most of the solver is done by solving what stays afresh
// (`Tableau+BatchRemoval.swift`). When the fresh solve refuses a constraint that stays, the
// batch must fall back to removing its constraints one at a time, in both batch paths
// (`removeConstraints(_:)` and the layout layer's `removeConstraints(identifiedBy:)`).
//
// The refusal here is not forced by a hook: it is what the tolerances give. A stuck row of
// the dual simplex within `Tolerance.feasibility` of 0, relative to the tableau's largest
// value, is round-off; a fresh solve judges the same miss against the numbers of the rows
// that make it, which can be a hundred times smaller.

import TestSupport
import Testing

@testable import Cassowary

@Suite("A refused rebuild")
struct RefusedRebuildTests {
    /// The upper bound's constant after the change: `x <= -5e-8`.
    static let shift = 5e-8

    /// 80 required `vᵢ == i` (i = 0…79, so the tableau's largest value is 79), `x >= 0` and
    /// `x <= 1`, whose constant is then changed to make it `x <= -5e-8`.
    static func system() throws -> (
        solver: Solver, filler: [Constraint], lower: Constraint, upper: Constraint, x: Variable, v: [Variable]
    ) {
        let solver = Solver()
        let x = Variable("x")
        let v = (0..<80).map { Variable("v\($0)") }
        let filler = v.enumerated().map { i, vi in vi == Double(i) }
        try solver.addConstraints(filler)
        let lower = x >= 0
        let upper = x <= 1
        try solver.addConstraints([lower, upper])
        // `x <= 1` is stored as `x - 1 <= 0`: the constant -1 becomes 5e-8.
        #expect(solver.constant(of: upper) == -1)
        // The dual simplex is stuck on a row of constant -5e-8, within
        // Tolerance.feasibility · 79 = 1e-9 · 79 = 7.9e-8 of 0: round-off, so accepted.
        try solver.setConstant(of: upper, to: shift)
        solver.updateVariables()
        return (solver, filler, lower, upper, x, v)
    }

    /// The premises: the system holds `x <= -5e-8` at x = 0; a fresh solver given the two
    /// bounds alone refuses it (its phase-1 minimum, 5e-8, is far above
    /// Tolerance.artificialMinimum = 1e-10 of numbers about 1); and removing the 80 fillers
    /// and keeping 2 is a batch the solver rebuilds (at least 64 go, 2 · 8 ≤ 80).
    @Test func theFreshSolveRefusesWhatStays() throws {
        let (solver, _, lower, upper, x, _) = try Self.system()
        #expect(solver.constant(of: upper) == Self.shift)
        #expect(solver.value(of: x) == 0)
        let fresh = Solver()
        try fresh.addConstraint(lower)
        let error = try #require(caught { try fresh.addConstraint(x <= -Self.shift) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(Tableau.rebuildsBatch(removing: 80, keeping: 2))
    }

    /// The batch falls back to single removals: the fillers go, the bounds stay with the
    /// changed constant, x stays 0, each vᵢ is reported 0 once (no constraint mentions it
    /// any more), and the solver is what removing the fillers one at a time gives.
    @Test("a refused rebuild removes the batch one constraint at a time", arguments: [false, true])
    func fallsBackToSingleRemovals(byIdentity: Bool) throws {
        let (solver, filler, lower, upper, x, v) = try Self.system()
        if byIdentity {
            #expect(solver.removeConstraints(identifiedBy: filler.map { ObjectIdentifier($0) }))
        } else {
            try solver.removeConstraints(filler)
        }
        #expect(sameConstraints(solver.constraints, [lower, upper]))
        #expect(filler.allSatisfy { !solver.hasConstraint($0) })
        #expect(solver.constant(of: upper) == Self.shift)
        #expect(solver.value(of: x) == 0)
        #expect(solver._invariantViolations().isEmpty)
        var reported: [String: [Double]] = [:]
        solver.updateVariables { variable, value in reported[variable.name, default: []].append(value) }
        // v0 was published as 0 and stays 0: it is not reported again.
        let expected = Dictionary(uniqueKeysWithValues: v.dropFirst().map { ($0.name, [0.0]) })
        #expect(reported == expected)

        // The same tableau, symbol for symbol, as removing the fillers one at a time: a
        // rebuild would have numbered the symbols afresh.
        let (reference, referenceFiller, _, _, y, _) = try Self.system()
        for constraint in referenceFiller { try reference.removeConstraint(constraint) }
        #expect(solver.dump == reference.dump)
        #expect(solver.statistics == reference.statistics)
        #expect(solver.value(of: x) == reference.value(of: y))
    }
}
