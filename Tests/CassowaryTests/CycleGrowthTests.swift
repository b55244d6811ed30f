import Cassowary
import Testing

/// Adding and removing constraints over ever new variables, without ever calling
/// `updateVariables`, brings every structure back to its baseline.
@Suite("Add/remove cycles")
struct CycleGrowthTests {
    @Test func freshVariablesLeaveNoTrace() throws {
        let solver = Solver()
        let base = Variable("base")
        try solver.addConstraint(base == 1)
        try solver.addConstraint((base == 5).strength(.weak))
        let baseline = solver.statistics
        for i in 0..<20_000 {
            let v = Variable("v\(i)")
            let c = (v == base + Double(i % 7)).strength(i % 2 == 0 ? .required : .medium)
            try solver.addConstraint(c)
            #expect(solver.value(of: v) == 1 + Double(i % 7))
            try solver.removeConstraint(c)
        }
        #expect(solver.statistics == baseline)
        #expect(solver.value(of: base) == 1)
        #expect(solver._invariantViolations().isEmpty)
    }
}
