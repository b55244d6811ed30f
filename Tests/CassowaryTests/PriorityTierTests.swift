// Strength levels (see `Strength`): priorities are tiers compared lexicographically, weights
// add up within level 0, and every priority tier outranks every weight.

import Cassowary
import TestSupport
import Testing

@Suite("Priority tiers and weights")
struct PriorityTierTests {
    /// A constraint at priority 751 beats 1 000 constraints at 750.
    @Test func priority751BeatsAThousandAt750() throws {
        let solver = Solver()
        let x = Variable("x")
        let many = (0..<1000).map { _ in (x == 0).strength(.priority(750)) }
        try solver.addConstraints(many)
        #expect(approx(solver.value(of: x), 0))
        try solver.addConstraint((x == 10).strength(.priority(751)))
        #expect(approx(solver.value(of: x), 10))
    }

    /// The same, with the constraints at 750 on 250 different variables tied to `x` (250, not
    /// 1 000, to keep the debug-build suite fast: this shape costs ~1 min at 1 000).
    @Test func priority751BeatsManySpreadConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        for i in 0..<250 {
            let y = Variable("y\(i)")
            try solver.addConstraint(y == x)
            try solver.addConstraint((y <= 0).strength(.priority(750)))
        }
        try solver.addConstraint((x >= 10).strength(.priority(751)))
        #expect(approx(solver.value(of: x), 10))
        #expect(requiredConstraintsHold(solver))
    }

    /// Two constraints at 998 do not outweigh one at 999, in either order of addition.
    @Test(arguments: [false, true])
    func two998sDoNotOutweighOne999(higherFirst: Bool) throws {
        let solver = Solver()
        let x = Variable("x")
        let low = [(x == 0).strength(.priority(998)), (x == 0).strength(.priority(998))]
        let high = (x == 10).strength(.priority(999))
        if higherFirst {
            try solver.addConstraint(high)
            try solver.addConstraints(low)
        } else {
            try solver.addConstraints(low)
            try solver.addConstraint(high)
        }
        #expect(approx(solver.value(of: x), 10))
    }

    /// Tiers need not be whole numbers: 750.5 beats 750 and loses to 751.
    @Test func fractionalTiers() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraints((0..<20).map { _ in (x == 0).strength(.priority(750)) })
        let middle = (x == 5).strength(.priority(750.5))
        try solver.addConstraint(middle)
        #expect(approx(solver.value(of: x), 5))
        try solver.addConstraint((x == 9).strength(.priority(751)))
        #expect(approx(solver.value(of: x), 9))
    }

    /// Within one tier the errors add up: two 750s beat one 750 (weight 1 each).
    @Test func errorsAddUpWithinATier() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.priority(750)))
        try solver.addConstraint((x == 0).strength(.priority(750)))
        try solver.addConstraint((x == 0).strength(.priority(750)))
        #expect(approx(solver.value(of: x), 0))
    }

    /// kiwi's weights: 1 001 violated `weak` constraints outweigh one `medium`
    /// (1001·|x| vs 1000·|x − 10|: x = 0 costs 10 000, x = 10 costs 10 010).
    @Test func a1001WeakOutweighMedium() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.medium))
        try solver.addConstraints((0..<1001).map { _ in (x == 0).strength(.weak) })
        #expect(approx(solver.value(of: x), 0))
    }

    /// 999 `weak` constraints do not outweigh one `medium` (999·10 < 1000·10).
    @Test func a999WeakDoNotOutweighMedium() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.medium))
        try solver.addConstraints((0..<999).map { _ in (x == 0).strength(.weak) })
        #expect(approx(solver.value(of: x), 10))
    }

    /// Weights are not tiers: a `strong` (10⁶) loses to 1 001 `medium`s (1.001·10⁶).
    @Test func weightsAddUpAcrossNamedStrengths() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.strong))
        try solver.addConstraints((0..<1001).map { _ in (x == 0).strength(.medium) })
        #expect(approx(solver.value(of: x), 0))
    }

    /// Every priority tier outranks every weighted strength, however heavy.
    @Test(arguments: [Strength.weak, .strong, .weight(1_001_000_999)])
    func lowestPriorityBeatsAnyWeight(weight: Strength) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).strength(weight))
        try solver.addConstraint((x == 10).strength(.priority(1)))
        #expect(approx(solver.value(of: x), 10))
    }

    /// Lexicographic optimization: each lower tier is optimized only among the optima of the
    /// higher ones. 900 bounds x to [5, 20], 500 wants x ≤ 8 (so x ∈ [5, 8]), 100 wants
    /// x = 100 and gets as close as the higher tiers allow.
    @Test func lowerTiersOptimizeWithinHigherOptima() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x >= 5).strength(.priority(900)))
        try solver.addConstraint((x <= 20).strength(.priority(900)))
        try solver.addConstraint((x <= 8).strength(.priority(500)))
        try solver.addConstraint((x == 100).strength(.priority(100)))
        try solver.addConstraint((x == 0).strength(.strong))
        #expect(approx(solver.value(of: x), 8))
    }

    /// A conflict inside a high tier is settled there, and the lower tier then picks within
    /// the remaining freedom: 800 wants x = 0 and x = 10 (any x in [0, 10] costs 10); 200
    /// wants x = 7.
    @Test func tiedTierLeavesRoomForLowerTier() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).strength(.priority(800)))
        try solver.addConstraint((x == 10).strength(.priority(800)))
        try solver.addConstraint((x == 7).strength(.priority(200)))
        #expect(approx(solver.value(of: x), 7))
    }

    /// Removing the winning tier hands the variable back to the lower one.
    @Test func removingTheWinnerRestoresTheLowerTier() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 3).strength(.priority(250))
        let high = (x == 30).strength(.priority(750))
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        #expect(approx(solver.value(of: x), 30))
        try solver.removeConstraint(high)
        #expect(approx(solver.value(of: x), 3))
    }

    /// Edit variables may use priorities; a priority-751 edit beats a wall of 750s.
    @Test func editVariableAtPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraints((0..<50).map { _ in (x == 0).strength(.priority(750)) })
        try solver.addEditVariable(x, strength: .priority(751))
        try solver.suggestValue(x, 42)
        #expect(approx(solver.value(of: x), 42))
    }
}
