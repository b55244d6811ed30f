// Each `SolverError` case, thrown where documented, with its payload and a description.

import Cassowary
import TestSupport
import Testing

@Suite("Typed errors")
struct SolverErrorTests {
    @Test func duplicateConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x >= 1).identifier("floor")
        try solver.addConstraint(c)
        let error = try #require(caught { try solver.addConstraint(c) })
        guard case .duplicateConstraint(let named) = error else {
            Issue.record("expected duplicateConstraint, got \(error)")
            return
        }
        #expect(named === c)
        #expect(error.description.contains("floor"))
    }

    @Test func unknownConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        try solver.addConstraint(x >= 1)
        let error = try #require(caught { try solver.removeConstraint(c) })
        guard case .unknownConstraint(let named) = error else {
            Issue.record("expected unknownConstraint, got \(error)")
            return
        }
        #expect(named === c)
        #expect(!error.description.isEmpty)
    }

    @Test func duplicateEditVariable() throws {
        let solver = Solver()
        let x = Variable("knob")
        try solver.addEditVariable(x, strength: .strong)
        let error = try #require(caught { try solver.addEditVariable(x, strength: .strong) })
        guard case .duplicateEditVariable(let named) = error else {
            Issue.record("expected duplicateEditVariable, got \(error)")
            return
        }
        #expect(named.isSame(as: x))
        #expect(error.description.contains("knob"))
    }

    @Test func unknownEditVariable() throws {
        let solver = Solver()
        let x = Variable("knob")
        try solver.addConstraint(x >= 0)
        for error in [
            try #require(caught { try solver.removeEditVariable(x) }),
            try #require(caught { try solver.suggestValue(x, 1) }),
        ] {
            guard case .unknownEditVariable(let named) = error else {
                Issue.record("expected unknownEditVariable, got \(error)")
                continue
            }
            #expect(named.isSame(as: x))
        }
    }

    @Test func removedEditVariableIsUnknown() throws {
        let solver = Solver()
        let x = Variable("knob")
        try solver.addEditVariable(x, strength: .medium)
        try solver.removeEditVariable(x)
        let error = try #require(caught { try solver.suggestValue(x, 1) })
        #expect(error.kind == "unknownEditVariable")
    }

    @Test(arguments: [Strength.required, .priority(1000), .weight(Strength.requiredWeight), .create(1000, 1000, 1000)])
    func requiredEditStrength(strength: Strength) throws {
        let solver = Solver()
        let x = Variable("knob")
        let error = try #require(caught { try solver.addEditVariable(x, strength: strength) })
        guard case .requiredEditStrength(let named) = error else {
            Issue.record("expected requiredEditStrength, got \(error)")
            return
        }
        #expect(named.isSame(as: x))
        #expect(!solver.hasEditVariable(x))
    }

    @Test func requiredStrengthChange() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 3).strength(.weak)
        try solver.addConstraint(c)
        let error = try #require(caught { try solver.setStrength(of: c, to: .required) })
        guard case .requiredStrengthChange(let named) = error else {
            Issue.record("expected requiredStrengthChange, got \(error)")
            return
        }
        #expect(named === c)
    }

    @Test func unsatisfiableConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = (x >= 10).identifier("floor")
        try solver.addConstraint(floor)
        let ceiling = (x <= 0).identifier("ceiling")
        let error = try #require(caught { try solver.addConstraint(ceiling) })
        guard case .unsatisfiableConstraint(let named, let conflicts) = error else {
            Issue.record("expected unsatisfiableConstraint, got \(error)")
            return
        }
        #expect(named === ceiling)
        #expect(sameConstraints(conflicts, [floor]))
        #expect(error.description.contains("ceiling"))
        #expect(error.description.contains("floor"))
    }

    /// Optional constraints never fail for unsatisfiability.
    @Test(arguments: [Strength.weak, .medium, .strong, .priority(999)])
    func optionalConstraintsNeverUnsatisfiable(strength: Strength) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x <= 0).strength(strength))
        #expect(approx(solver.value(of: x), 10))
    }

    /// A required constraint with no variables: `0 == 0` holds, `1 == 0` cannot.
    @Test func constantConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let trivial = x - x == 0
        try solver.addConstraint(trivial)
        #expect(solver.hasConstraint(trivial))
        let impossible = x - x + 1 == 0
        let error = try #require(caught { try solver.addConstraint(impossible) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.conflicts?.isEmpty == true)
        let alsoImpossible = Constraint(LinearExpression(constant: 1), .lessThanOrEqual)
        #expect(caught { try solver.addConstraint(alsoImpossible) }?.conflicts?.isEmpty == true)
    }

    /// `SolverError` crosses concurrency domains.
    @Test func sendable() {
        func requireSendable<T: Sendable>(_: T.Type) {}
        requireSendable(SolverError.self)
        requireSendable(SolverStatistics.self)
    }
}
