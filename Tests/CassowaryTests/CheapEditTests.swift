// `setConstant(of:to:)` and `setStrength(of:to:)`: in-place edits whose results equal a fresh
// solver built with the new constant or strength.

import Cassowary
import TestSupport
import Testing

@Suite("Cheap edits")
struct CheapEditTests {
    /// A small layout whose `cap` constraint is `left + width ≤ k` (stored constant −k) and
    /// whose `pin` constraint is `left == 50` at `pinStrength`.
    struct Layout {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let cap: Constraint
        let pin: Constraint

        init(k: Double, pinStrength: Strength = .medium) throws {
            cap = left + width <= k
            pin = (left == 50).strength(pinStrength)
            try solver.addConstraints([
                left >= 0, width >= 0, right == left + width, cap,
                (width == 200).strength(.strong), pin,
                (right == 400).strength(.weak), (left == 120).strength(.priority(300)),
            ])
        }

        var values: [Double] { [left, width, right].map { solver.value(of: $0) } }
    }

    /// `setConstant` gives the values of a fresh solver built with the new constant.
    @Test(arguments: [100.0, 150, 250, 300, 500, 1000, 0])
    func setConstantEqualsFreshSolver(k: Double) throws {
        let edited = try Layout(k: 300)
        try edited.solver.setConstant(of: edited.cap, to: -k)
        #expect(edited.solver.constant(of: edited.cap) == -k)
        let fresh = try Layout(k: k)
        #expect(zip(edited.values, fresh.values).allSatisfy { approx($0, $1) }, "\(edited.values) vs \(fresh.values)")
        #expect(requiredConstraintsHold(edited.solver))
    }

    /// The documented example: `x == y + 20` is stored `x - y - 20 == 0`; the constant −30
    /// makes it `x == y + 30`.
    @Test func documentedEqualityExample() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let c = x == y + 20
        try solver.addConstraint(c)
        try solver.addConstraint(y == 5)
        #expect(solver.constant(of: c) == -20)
        #expect(approx(solver.value(of: x), 25))
        try solver.setConstant(of: c, to: -30)
        #expect(solver.constant(of: c) == -30)
        #expect(approx(solver.value(of: x), 35))
        #expect(c.expression.constant == -20)
    }

    /// Constants of optional constraints change too, and going back restores the values.
    @Test func optionalConstantAndBack() throws {
        let layout = try Layout(k: 1000)
        let original = layout.values
        try layout.solver.setConstant(of: layout.pin, to: -70)
        let fresh = Solver()
        let l = Variable("l")
        let w = Variable("w")
        let r = Variable("r")
        try fresh.addConstraints([
            l >= 0, w >= 0, r == l + w, l + w <= 1000, (w == 200).strength(.strong), (l == 70).strength(.medium),
            (r == 400).strength(.weak), (l == 120).strength(.priority(300)),
        ])
        let expected = [l, w, r].map { fresh.value(of: $0) }
        #expect(zip(layout.values, expected).allSatisfy { approx($0, $1) }, "\(layout.values) vs \(expected)")
        try layout.solver.setConstant(of: layout.pin, to: -50)
        #expect(zip(layout.values, original).allSatisfy { approx($0, $1) })
    }

    /// An unsatisfiable new constant on a required constraint throws and keeps the old one.
    @Test func unsatisfiableConstantKeepsTheOldOne() throws {
        let layout = try Layout(k: 300)
        let before = SolverSnapshot(layout.solver, [layout.left, layout.width, layout.right])
        let error = try #require(caught { try layout.solver.setConstant(of: layout.cap, to: 10) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === layout.cap)
        #expect(layout.solver.constant(of: layout.cap) == -300)
        #expect(SolverSnapshot(layout.solver, [layout.left, layout.width, layout.right]) == before)
    }

    /// A redundant equality (the same equation twice, or a multiple of it) cannot take a
    /// different constant: the other copy forbids it. Regression: the new constant used to be
    /// accepted while the value stayed put, breaking a required constraint.
    @Test(arguments: [(1.0, 1.0), (3.0, 2.0), (1.0, -1.0)])
    func redundantEqualityKeepsItsConstant(first: Double, second: Double) throws {
        let solver = Solver()
        let v = Variable("v")
        let a = first * v == 3 * first
        let b = second * v == 3 * second
        try solver.addConstraints([a, b])
        #expect(approx(solver.value(of: v), 3))
        let old = solver.constant(of: b)
        let error = try #require(caught { try solver.setConstant(of: b, to: -5 * second) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === b)
        #expect(sameConstraints(error.conflicts ?? [], [a]))
        #expect(solver.constant(of: b) == old)
        #expect(approx(solver.value(of: v), 3))
        #expect(requiredConstraintsHold(solver))

        // Without the other copy the change is fine.
        try solver.removeConstraint(a)
        try solver.setConstant(of: b, to: -5 * second)
        #expect(approx(solver.value(of: v), 5))
    }

    /// `setStrength` gives the values of a fresh solver built with the new strength.
    @Test(arguments: [
        Strength.weak, .medium, .strong, .weight(5), .weight(2_000_000), .priority(200), .priority(300),
        .priority(999),
    ])
    func setStrengthEqualsFreshSolver(strength: Strength) throws {
        let edited = try Layout(k: 300)
        try edited.solver.setStrength(of: edited.pin, to: strength)
        #expect(edited.solver.strength(of: edited.pin) == strength)
        #expect(edited.pin.strength == .medium)
        let fresh = try Layout(k: 300, pinStrength: strength)
        #expect(zip(edited.values, fresh.values).allSatisfy { approx($0, $1) }, "\(edited.values) vs \(fresh.values)")
    }

    /// Worked out: a weak pin at x = 10 loses to a medium one at 0 until it becomes strong.
    @Test func setStrengthFlipsTheWinner() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 10).strength(.weak)
        try solver.addConstraint(c)
        try solver.addConstraint((x == 0).strength(.medium))
        #expect(approx(solver.value(of: x), 0))
        try solver.setStrength(of: c, to: .strong)
        #expect(approx(solver.value(of: x), 10))
        try solver.setStrength(of: c, to: .weak)
        #expect(approx(solver.value(of: x), 0))
        try solver.setStrength(of: c, to: .priority(1))
        #expect(approx(solver.value(of: x), 10))
    }

    /// Crossing between required and optional is `requiredStrengthChange`, both ways.
    @Test func crossingRequiredIsAnError() throws {
        let solver = Solver()
        let x = Variable("x")
        let optional = (x == 10).strength(.strong)
        let required = x >= 0
        try solver.addConstraints([optional, required])
        let before = SolverSnapshot(solver, [x])

        for (constraint, strength) in [
            (optional, Strength.required), (optional, .priority(1000)), (optional, .weight(2e9)),
            (required, .strong), (required, .priority(999)),
        ] {
            let error = try #require(caught { try solver.setStrength(of: constraint, to: strength) })
            #expect(error.kind == "requiredStrengthChange")
            #expect(error.constraint === constraint)
        }
        #expect(SolverSnapshot(solver, [x]) == before)
        #expect(solver.strength(of: optional) == .strong)
        #expect(solver.strength(of: required) == .required)
    }

    /// Unknown constraints: the edits throw `unknownConstraint`; the queries answer `nil`.
    @Test func unknownConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let stranger = x == 1
        #expect(solver.constant(of: stranger) == nil)
        #expect(solver.strength(of: stranger) == nil)
        #expect(caught { try solver.setConstant(of: stranger, to: 3) }?.kind == "unknownConstraint")
        #expect(caught { try solver.setStrength(of: stranger, to: .weak) }?.kind == "unknownConstraint")
    }

    /// The current constant starts as the expression's constant each time the constraint is
    /// added: removing an edited constraint and adding it again starts from its own constant.
    @Test func readdingStartsFromTheExpressionConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 5
        try solver.addConstraint(c)
        try solver.addConstraint((x == 0).strength(.weak))
        try solver.setConstant(of: c, to: -8)
        #expect(approx(solver.value(of: x), 8))
        try solver.removeConstraint(c)
        try solver.addConstraint(c)
        #expect(solver.constant(of: c) == -5)
        #expect(approx(solver.value(of: x), 5))
    }

    /// Many constant edits in a row, as in an animation, track a fresh solver each time.
    @Test func animatedConstant() throws {
        let edited = try Layout(k: 300)
        for step in 0...40 {
            let k = 100 + Double(step) * 12.5
            try edited.solver.setConstant(of: edited.cap, to: -k)
            let fresh = try Layout(k: k)
            #expect(zip(edited.values, fresh.values).allSatisfy { approx($0, $1) }, "k = \(k)")
        }
    }
}
