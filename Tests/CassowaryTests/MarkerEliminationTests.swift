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
    /// v3 = −10 − v1 + d (2 cells, naming only the parametric v1) and a 5-cell definition of
    /// v2 hold the marker d of `−v3 − v1 == 10`. Solving the short one, d = 10 + v1 + v3, and
    /// substituting it into v2 = 12 + v0 + v1 − d − s + e gives v2 = 2 + v0 − v3 − s + e (v1
    /// cancels): one merge of 3 cells, where solving the long one would substitute 5 into v3.
    /// v3 becomes parametric (0), and v2 = 2 meets `v3 − v0 + v2 ≤ 2` exactly.
    @Test func theShortestQualifyingDefinitionIsSolved() throws {
        let v = (0..<4).map { Variable("v\($0)") }
        let solver = Solver()
        let first = (-v[2] + v[0] - v[1] >= 15).strength(.medium)
        let link = (-v[3] - v[1] == 10)
        let bound = (v[3] - v[0] + v[2] <= 2).strength(.medium)
        for constraint in [first, link, bound] { try solver.addConstraint(constraint) }
        try solver.removeConstraint(first)
        let before = solver.tableau.dump()
        #expect(before.contains("v2 := 12.0 + v0 + v1 - d6 - s7 + e8\n"), "\(before)")
        #expect(before.contains("v3 := -10.0 - v1 + d6\n"), "\(before)")

        try solver.removeConstraint(link)
        solver.updateVariables()
        let after = solver.tableau.dump()
        #expect(after.contains("v2 := 2.0 + v0 - v3 - s7 + e8\n"), "\(after)")
        #expect(solver.statistics.rows == 1 && solver.statistics.cells == 4, "\(solver.statistics)")
        #expect(solver.value(of: v[3]) == 0)
        #expect(approx(solver.value(of: v[2]), 2))
        #expect(solver.value(of: v[0]) == 0)
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
