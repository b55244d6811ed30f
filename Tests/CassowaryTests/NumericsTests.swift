// Numerics: small coefficients are not mistaken for zero, and long add/remove cycles do not
// drift.

import Cassowary
import TestSupport
import Testing

@Suite("Numerics")
struct NumericsTests {
    /// `1e-9 * x == 1e-9` gives x = 1 (a fixed absolute epsilon of 1e-8 would drop the term).
    @Test func tinyCoefficient() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(1e-9 * x == 1e-9)
        #expect(approx(solver.value(of: x), 1))
    }

    /// Tiny coefficients in inequalities and in optional constraints.
    @Test func tinyCoefficientInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(1e-9 * x >= 3e-9)
        try solver.addConstraint((x == 0).strength(.weak))
        #expect(approx(solver.value(of: x), 3))
        try solver.addConstraint(y == 1e-7 * x)
        #expect(approx(solver.value(of: y), 3e-7, 1e-12))
    }

    /// Large and small magnitudes together.
    @Test func mixedMagnitudes() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(1e6 * x + 1e-6 * y == 2e6)
        try solver.addConstraint(y == 1e6)
        #expect(approx(solver.value(of: x), 2 - 1e-6))
    }

    /// Refining a solution that is exact (dyadic coefficients and constants, so no row
    /// rounds) corrects nothing and moves nothing: a chain `xᵢ₊₁ = xᵢ + 8 + wᵢ`, widths
    /// wanting 10 (weak), stretched to end at 100.
    @Test func refiningAnExactSolutionChangesNothing() throws {
        let solver = Solver()
        let xs = (0...4).map { Variable("x\($0)") }
        let ws = (0..<4).map { Variable("w\($0)") }
        try solver.addConstraint(xs[0] == 0)
        for i in 0..<4 {
            try solver.addConstraint(xs[i + 1] == xs[i] + 8 + ws[i])
            try solver.addConstraint((ws[i] == 10).strength(.weak))
            try solver.addConstraint(ws[i] >= 0)
        }
        try solver.addConstraint(xs[4] == 100)
        solver.updateVariables()
        let before = (xs + ws).map { solver.value(of: $0) }
        #expect(solver.refineValues() == 0)
        var moved: [String] = []
        solver.updateVariables { variable, _ in moved.append(variable.name) }
        #expect(moved.isEmpty)
        #expect((xs + ws).map { solver.value(of: $0) } == before)
        // 4 links of 8 leave 68 for the widths, however they share it.
        #expect(solver.value(of: xs[4]) == 100)
        #expect(ws.map { solver.value(of: $0) }.reduce(0, +) == 68)
    }

    /// A baseline system with optional and required constraints and an edit.
    struct Baseline {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")

        init() throws {
            try solver.addConstraint(x >= 0)
            try solver.addConstraint(y == 0.1 * x + 3.7)
            try solver.addConstraint(x + y + z <= 97.3)
            try solver.addConstraint((x == 13.1).strength(.weak))
            try solver.addConstraint((z >= 1e3).strength(.medium))
            try solver.addEditVariable(y, strength: .strong)
            try solver.suggestValue(y, 5.3)
        }

        var variables: [Variable] { [x, y, z] }
        var bits: [UInt64] { variables.map { solver.value(of: $0).bitPattern } }
    }

    /// 10 000 add/remove cycles of a constraint that does not bind: statistics and values
    /// are exactly the baseline's.
    @Test func addRemoveCyclesOfSlackConstraint() throws {
        let b = try Baseline()
        let statistics = b.solver.statistics
        let bits = b.bits
        let c = b.x + b.z <= 1e6
        for _ in 0..<10_000 {
            try b.solver.addConstraint(c)
            try b.solver.removeConstraint(c)
        }
        #expect(b.solver.statistics == statistics)
        #expect(b.bits == bits)
    }

    /// 10 000 add/remove cycles of a constraint that moves the solution each time: the
    /// statistics return to the baseline and the values do not drift.
    @Test func addRemoveCyclesOfBindingConstraint() throws {
        let b = try Baseline()
        let statistics = b.solver.statistics
        let values = b.variables.map { b.solver.value(of: $0) }
        let c = (b.x == 40.7).strength(.strong)
        var boundX = 0.0
        for i in 0..<10_000 {
            try b.solver.addConstraint(c)
            if i == 0 { boundX = b.solver.value(of: b.x) }
            try b.solver.removeConstraint(c)
        }
        #expect(approx(boundX, 40.7))
        #expect(b.solver.statistics == statistics)
        for (v, expected) in zip(b.variables, values) {
            #expect(approx(b.solver.value(of: v), expected, 1e-12), "\(v) drifted")
        }
    }

    /// 10 000 cycles of a required constraint, and of an edit variable.
    @Test func addRemoveCyclesOfRequiredAndEdit() throws {
        let b = try Baseline()
        let statistics = b.solver.statistics
        let values = b.variables.map { b.solver.value(of: $0) }
        let c = b.z == 2 * b.x + 0.3
        let w = Variable("w")
        let tie = w == b.z - b.y
        try b.solver.addConstraint(tie)
        let withTie = b.solver.statistics
        for i in 0..<10_000 {
            try b.solver.addConstraint(c)
            try b.solver.addEditVariable(w, strength: .weak)
            try b.solver.suggestValue(w, Double(i % 7) * 1.1)
            try b.solver.removeEditVariable(w)
            try b.solver.removeConstraint(c)
        }
        #expect(b.solver.statistics == withTie)
        try b.solver.removeConstraint(tie)
        #expect(b.solver.statistics.constraints == statistics.constraints)
        #expect(b.solver.statistics.rows == statistics.rows)
        for (v, expected) in zip(b.variables, values) {
            #expect(approx(b.solver.value(of: v), expected, 1e-12), "\(v) drifted")
        }
    }

    /// 10 000 suggestions that come back to the start leave no drift.
    @Test func suggestionCyclesDoNotDrift() throws {
        let b = try Baseline()
        let values = b.variables.map { b.solver.value(of: $0) }
        for i in 0..<10_000 {
            try b.solver.suggestValue(b.y, 5.3 + Double(i % 13) * 0.7 - 3)
        }
        try b.solver.suggestValue(b.y, 5.3)
        for (v, expected) in zip(b.variables, values) {
            #expect(approx(b.solver.value(of: v), expected, 1e-12), "\(v) drifted")
        }
    }
}
