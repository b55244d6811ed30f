import Cassowary
import Testing

/// The solver example of README.md, so the README cannot drift from what the code does.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func readmeSolverExample() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        try solver.addConstraint(left >= 0)
        let nonNegative = width >= 0
        try solver.addConstraint(nonNegative)
        let fits = left + width <= 320
        try solver.addConstraint(fits)
        try solver.addConstraint((width == 400).strength(.strong))
        #expect(solver.value(of: width) == 320)

        let a = Variable("a")
        try solver.addConstraints((0..<1000).map { _ in (a == 0).strength(.priority(750)) })
        try solver.addConstraint((a == 10).strength(.priority(751)))
        #expect(solver.value(of: a) == 10)

        let w = Variable("window.width")
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 480)
        #expect(solver.value(of: w) == 480)

        let tooFar = (left >= 400).identifier("too far")
        do {
            try solver.addConstraint(tooFar)
            Issue.record("left >= 400 must be rejected")
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === tooFar)
            #expect(conflicts.count == 2)
            #expect(conflicts.first === nonNegative)
            #expect(conflicts.last === fits)
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(!solver.hasConstraint(tooFar))
        #expect(solver.value(of: width) == 320)
    }
}
