// Where a suggestion lives: the edit constraint `variable − value = 0` keeps the suggested
// value as minus its constant, and a rebuild of the tableau, a dump and a re-added edit
// variable read it from there.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Suggested values")
struct SuggestedValueTests {
    /// A rebuild (the solver's refactoring of a drifted tableau) suggests the last value
    /// again: `x == 10 @ weak` against the strong edit gives x = the suggestion.
    @Test(arguments: [250.0, -3.5, 0])
    func rebuildKeepsTheLastSuggestion(value: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 400)
        try solver.suggestValue(x, value)
        var fresh = try #require(solver.tableau.rebuilt(adding: []))
        // The strong edit beats the weak x == 10: x is the suggestion, 250, -3.5 or 0.
        #expect(approx(fresh.value(of: x), value))
        #expect(approx(solver.value(of: x), value))
    }

    /// The dump lists each edit variable with its last suggestion, 0 before the first and
    /// never -0 (suggesting 0 after 5 makes the edit constraint's constant -0 + 0).
    @Test func dumpListsTheSuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.tableau.dump().contains("x = 0.0\n"))
        try solver.suggestValue(x, 5)
        #expect(solver.tableau.dump().contains("x = 5.0\n"))
        try solver.suggestValue(x, 0)
        #expect(solver.tableau.dump().contains("x = 0.0\n"))
        #expect(!solver.tableau.dump().contains("-0.0"))
    }

    /// An edit variable removed and added again starts at 0, not at its old suggestion:
    /// x == 10 @ weak, edit x strong at 5 gives 5; without the edit 10; the new edit pulls
    /// x to 0 (strong beats weak).
    @Test func reAddedEditStartsAtZero() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        #expect(approx(solver.value(of: x), 5))
        try solver.removeEditVariable(x)
        #expect(approx(solver.value(of: x), 10))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.value(of: x) == 0)
        #expect(solver.tableau.dump().contains("x = 0.0\n"))
    }

    /// A suggestion for a variable that is not (or no longer) an edit variable throws and
    /// changes nothing.
    @Test func unknownEditVariableThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 3)
        let before = solver.tableau.dump()
        let unknown = try #require(caught { try solver.suggestValue(y, 1) })
        #expect(unknown.kind == "unknownEditVariable" && unknown.variable?.isSame(as: y) == true)
        #expect(solver.tableau.dump() == before)
        try solver.removeEditVariable(x)
        let removed = try #require(caught { try solver.suggestValue(x, 1) })
        #expect(removed.kind == "unknownEditVariable" && removed.variable?.isSame(as: x) == true)
        #expect(approx(solver.value(of: x), 10))
    }
}
