// Removing a constraint when required equalities are redundant with each other. A redundant
// required equality is held by a row of dummy markers with constant 0: `d₂ = c·d₁`. Its
// marker is fixed at 0, so when another marker leaves the basis through that row the pivot
// must keep it at 0; any other row would move the dummy and break the equality it stands for.

import Cassowary
import TestSupport
import Testing

@Suite("Removal with redundant equalities")
struct RedundantRemovalTests {
    /// The minimal case. `x + w == r` is redundant with `old` (both say w = 320 − x
    /// = 60). Removing `old` leaves `x + w == r` alone to hold w at r − x = 320 − 260 = 60,
    /// whatever the weak `w ≤ 1` wants. (Before the fix, `old`'s dummy left through the weak
    /// constraint's error row, ratio 59, and the redundant equality's dummy stayed basic at
    /// 59: w = 1 and x + w − r = −59.)
    @Test func removingOneOfTwoRedundantEqualitiesKeepsTheOther() throws {
        let s = Solver()
        let x = Variable("x")
        let w = Variable("w")
        let r = Variable("r")
        try s.addConstraint(x == 260)
        try s.addConstraint(r == 320)
        let old = x + w == 320
        try s.addConstraint(old)
        try s.addConstraint((w <= 1).strength(.priority(250)))
        let redundant = x + w == r
        try s.addConstraint(redundant)
        #expect(approx(s.value(of: w), 60))
        try s.removeConstraint(old)
        #expect(approx(s.value(of: w), 60))
        #expect(approx(s.value(of: x) + s.value(of: w) - s.value(of: r), 0))
        #expect(requiredConstraintsHold(s))
    }

    /// The same with weights instead of a priority tier, and with the redundant equality
    /// added first: whichever of the two is removed, the other holds.
    @Test(arguments: [false, true])
    func eitherOrderOfRedundantEqualities(removeTheFirst: Bool) throws {
        let s = Solver()
        let x = Variable("x")
        let w = Variable("w")
        let r = Variable("r")
        try s.addConstraint(x == 260)
        try s.addConstraint(r == 320)
        let first = x + w == r
        let second = 2 * x + 2 * w == 640  // twice `first` once r = 320
        try s.addConstraint(first)
        try s.addConstraint((w <= 1).strength(.strong))
        try s.addConstraint(second)
        try s.removeConstraint(removeTheFirst ? first : second)
        // Either equality alone: w = 320 − 260 = 60.
        #expect(approx(s.value(of: w), 60))
        #expect(requiredConstraintsHold(s))
        // With both gone, the strong w ≤ 1 decides: w = 1.
        try s.removeConstraint(removeTheFirst ? second : first)
        #expect(approx(s.value(of: w), 1))
        #expect(requiredConstraintsHold(s))
    }

    /// Three equalities, any two of which imply the third; removing them one by one keeps
    /// the rest in force. x = 10 and y = x + 5 give y = 15 and z = y + 5 = 20; `z == x + 10`
    /// is the redundant third. A weak pull on each variable toward 0 tries to break loose.
    @Test(arguments: 0..<3)
    func aTriangleOfEqualities(removed: Int) throws {
        let s = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try s.addConstraint(x == 10)
        let triangle = [y == x + 5, z == y + 5, z == x + 10]
        for c in triangle { try s.addConstraint(c) }
        for v in [y, z] { try s.addConstraint((v == 0).strength(.weak)) }
        try s.removeConstraint(triangle[removed])
        // Any two of the three still give y = 15 and z = 20.
        #expect(approx(s.value(of: y), 15))
        #expect(approx(s.value(of: z), 20))
        #expect(requiredConstraintsHold(s))
    }

    /// A duplicate equality (the same relation twice, as a layout that activates a
    /// constraint's copy does) removed while an edit pulls against it.
    @Test func duplicateEqualityUnderAnEdit() throws {
        let s = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x + y == 100
        let b = x + y == 100
        try s.addConstraints([a, b])
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(x, 30)
        try s.addConstraint((y >= 90).strength(.weak))
        try s.removeConstraint(a)
        // b alone: y = 100 − 30 = 70 (the weak y ≥ 90 loses to the strong edit).
        #expect(approx(s.value(of: x), 30))
        #expect(approx(s.value(of: y), 70))
        try s.suggestValue(x, 5)
        #expect(approx(s.value(of: y), 95))
        #expect(requiredConstraintsHold(s))
    }
}
