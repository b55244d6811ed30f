// kiwi's simplex test (tests/SimplexTest.cpp), in Swift. It has no Python counterpart.

import Cassowary
import TestSupport
import Testing

@Suite("kiwi: simplex")
struct KiwiSimplexTests {
    /// kiwi: tests/SimplexTest.cpp::Maximization
    ///
    /// A linear program (https://edshare.soton.ac.uk/2458/1/MA230exam98_1.pdf): maximize
    /// z = -2x1 + 7x2 + 4x3 subject to x ≥ 0, 2x1 - 5x2 ≤ 11, -x1 + 3x2 + x3 = 7,
    /// x1 - 8x2 + 4x3 ≥ 33. A weak edit pulling z towards 10⁶ maximizes it; the optimum is
    /// x = (13, 3, 11), z = 39.
    @Test func maximization() throws {
        let x1 = Variable("x1")
        let x2 = Variable("x2")
        let x3 = Variable("x3")
        let z = Variable("z")
        let solver = Solver()

        try solver.addConstraint(x1 >= 0)
        try solver.addConstraint(x2 >= 0)
        try solver.addConstraint(x3 >= 0)
        try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
        try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
        try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
        try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
        try solver.addEditVariable(z, strength: .weak)
        try solver.suggestValue(z, 1e6)
        solver.updateVariables()

        #expect(approx(solver.value(of: x1), 13, 1e-6))
        #expect(approx(solver.value(of: x2), 3, 1e-6))
        #expect(approx(solver.value(of: x3), 11, 1e-6))
        #expect(approx(solver.value(of: z), 39, 1e-6))
        #expect(requiredConstraintsHold(solver))
    }

    /// The same program with the objective as a weak inequality `z ≥ 10⁶` instead of an edit
    /// variable: the optimum must not depend on how the objective is phrased.
    @Test func maximizationWithWeakBound() throws {
        let x1 = Variable("x1")
        let x2 = Variable("x2")
        let x3 = Variable("x3")
        let z = Variable("z")
        let solver = Solver()

        try solver.addConstraints([
            x1 >= 0, x2 >= 0, x3 >= 0,
            2 * x1 - 5 * x2 <= 11,
            -x1 + 3 * x2 + x3 == 7,
            x1 - 8 * x2 + 4 * x3 >= 33,
            z == -2 * x1 + 7 * x2 + 4 * x3,
            (z >= 1e6).strength(.weak),
        ])

        #expect(approx(solver.value(of: x1), 13, 1e-6))
        #expect(approx(solver.value(of: x2), 3, 1e-6))
        #expect(approx(solver.value(of: x3), 11, 1e-6))
        #expect(approx(solver.value(of: z), 39, 1e-6))
    }
}
