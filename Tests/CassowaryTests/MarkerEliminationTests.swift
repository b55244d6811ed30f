// Which definition a removal solves for a marker that only definitions hold
// (`Tableau.eliminatingDefinition`): the shortest whose named definitions all come before
// the other definitions that hold the marker, else the earliest in evaluation order. The
// rows are worked out by hand from the constraints; the solver's invariant check recounts
// every row and re-evaluates every definition.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Eliminating a marker from definitions")
struct MarkerEliminationTests {
    /// v4 = 11 − v2 + v3 + d (3 cells, naming only v3, whose definition comes before the other
    /// holders), v1 (6 cells) and v0 (9 cells) hold the marker d of `−v4 − v2 + v3 == −11`.
    /// Solving the short one, d = v4 − 11 + v2 − v3, and substituting it into the two others
    /// merges 4 cells into each, where solving the earliest would merge 5 or 8; v2 cancels
    /// from both: v1 = −22 + v2 − d − e8 + e9 + e10 − e11 becomes −11 + v3 − v4 − e8 + e9 + e10
    /// − e11. v4 becomes parametric.
    @Test func theShortestQualifyingDefinitionIsSolved() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        let first = (v[0] + v[1] + v[2] >= -2)
        let link = (-v[4] - v[2] + v[3] == -11)
        let others = [
            v[3] - v[0] - v[4] == 15, (-v[4] - v[1] - v[2] == 6).strength(.medium),
            (-v[2] - v[3] == -5).strength(.medium),
        ]
        for constraint in [first, link] + others { try solver.addConstraint(constraint) }
        try solver.removeConstraint(first)
        let before = solver.tableau.dump()
        #expect(before.contains("v4 := 11.0 - v2 + v3 + d6\n"), "\(before)")
        #expect(before.contains("v1 := -22.000000000000007 + v2 - d6 - e8 + e9 + e10 - e11\n"), "\(before)")
        #expect(before.contains("v0 := -48.00000000000001 - v1 + 2.0 * v2 - 2.0 * d6 + d7"), "\(before)")

        try solver.removeConstraint(link)
        let tableau = solver.tableau
        let symbol = { (variable: Variable) in tableau.variables.symbol(of: variable)! }
        #expect(tableau.rowOf[symbol(v[4]).index] < 0)
        let row = tableau.rows[Int(tableau.rowOf[symbol(v[1]).index])]
        #expect(row.coefficient(of: symbol(v[3])) == 1 && row.coefficient(of: symbol(v[4])) == -1)
        #expect(row.coefficient(of: symbol(v[2])) == 0 && row.cells.count == 6)
        #expect(approx(row.constant, -11))
        solver.updateVariables()
        #expect(requiredConstraintsHold(solver))
        #expect(solver._invariantViolations().isEmpty)
    }

    /// x = 10 − y − z − d names y and z, and y = 4 − z/2 − d/2 − s/2 names z, all three holding
    /// the marker d of `x + y + z == 10`: a receiver may not gain a definition that comes
    /// after it, so neither short one qualifies, and the earliest, z's (every cell
    /// parametric), is solved: z becomes parametric, x and y keep their rows.
    @Test func aDefinitionNamingAnotherHolderIsNotSolved() throws {
        let (x, y, z, w, u) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"), Variable("u"))
        let solver = Solver()
        let sum = (x + y + z == 10)
        let constraints = [
            sum, x - y >= 2, y + z + w <= 30, (w - z == 1).strength(.strong), u == x + 3,
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        let before = solver.tableau.dump()
        #expect(before.contains("x := 10.0 - y - z - d3\n"), "\(before)")
        #expect(before.contains("y := 4.0 - 0.5 * z - 0.5 * d3 - 0.5 * s4\n"), "\(before)")

        try solver.removeConstraint(sum)
        let tableau = solver.tableau
        let symbol = { (variable: Variable) in tableau.variables.symbol(of: variable)! }
        #expect(tableau.rowOf[symbol(z).index] < 0)
        #expect(tableau.rowOf[symbol(x).index] >= 0 && tableau.rowOf[symbol(y).index] >= 0)
        solver.updateVariables()
        #expect(requiredConstraintsHold(solver))
        #expect(solver._invariantViolations().isEmpty)
    }
}
