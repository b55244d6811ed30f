// Determinism: ties are broken by the order in which the solver first met each variable and
// constraint, never by addresses or hashes; `value(of:)` never returns −0.

import Cassowary
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// A program with ties (underdetermined sums, equal-weight conflicts) and edits; returns
    /// the bit patterns of every value and the dump. `padding` allocates unrelated variables
    /// and constraints first, so that addresses differ between runs.
    static func run(padding: Int) throws -> (bits: [UInt64], dump: String) {
        var keepAlive: [Constraint] = []
        for i in 0..<padding { keepAlive.append(Variable("pad\(i)") >= Double(i)) }
        let solver = Solver()
        let names = ["a", "b", "c", "d", "e", "f"]
        let v = names.map { Variable($0) }
        try solver.addConstraint(v[0] + v[1] == 10)
        try solver.addConstraint(v[1] + v[2] <= 30)
        try solver.addConstraint((v[2] == 0).strength(.weak))
        try solver.addConstraint((v[2] == 20).strength(.weak))
        try solver.addConstraint(v[3] >= v[0] - 5)
        try solver.addConstraint(v[3] + v[4] + v[5] == 42)
        try solver.addConstraint((v[4] == v[5]).strength(.medium))
        try solver.addConstraint((v[0] == 3).strength(.priority(400)))
        try solver.addConstraint((v[0] == 8).strength(.priority(400)))
        try solver.addEditVariable(v[5], strength: .strong)
        try solver.suggestValue(v[5], 11.5)
        let removable = (v[1] <= 2).strength(.strong)
        try solver.addConstraint(removable)
        try solver.suggestValue(v[5], -3.25)
        try solver.removeConstraint(removable)
        _ = keepAlive.count
        return (v.map { solver.value(of: $0).bitPattern }, solver.dump)
    }

    /// The same program twice gives bit-identical values and identical dumps.
    @Test func sameProgramTwice() throws {
        let first = try Self.run(padding: 0)
        let second = try Self.run(padding: 0)
        #expect(first.bits == second.bits)
        #expect(first.dump == second.dump)
    }

    /// Different memory layouts (other objects allocated first) change nothing.
    @Test(arguments: [1, 17, 300])
    func independentOfAddresses(padding: Int) throws {
        let reference = try Self.run(padding: 0)
        let other = try Self.run(padding: padding)
        #expect(other.bits == reference.bits)
        #expect(other.dump == reference.dump)
    }

    /// Ties are broken by the order the solver met the variables, not by the order they
    /// were created: creating them in reverse order gives the same values.
    @Test func independentOfCreationOrder() throws {
        func solve(reversedCreation: Bool) throws -> [UInt64] {
            var made: [Variable] = []
            for name in reversedCreation ? ["z", "y", "x"] : ["x", "y", "z"] { made.append(Variable(name)) }
            let byName = Dictionary(uniqueKeysWithValues: made.map { ($0.name, $0) })
            let x = byName["x"]!
            let y = byName["y"]!
            let z = byName["z"]!
            let solver = Solver()
            try solver.addConstraint(x + y + z == 30)
            try solver.addConstraint(x - y <= 4)
            try solver.addConstraint((z >= 100).strength(.weak))
            try solver.addConstraint((z <= 0).strength(.weak))
            return [x, y, z].map { solver.value(of: $0).bitPattern }
        }
        #expect(try solve(reversedCreation: false) == solve(reversedCreation: true))
    }

    /// `value(of:)` never returns −0, however the zero comes about.
    @Test func noNegativeZero() throws {
        let solver = Solver()
        let v = (0..<8).map { Variable("v\($0)") }
        try solver.addConstraint(-v[0] == 0)
        try solver.addConstraint(-2 * v[1] + 0 == -0.0)
        try solver.addConstraint(v[2] + v[3] == 0)
        try solver.addConstraint(v[3] == -0.0)
        try solver.addConstraint(-v[4] <= 0)
        try solver.addConstraint((v[4] == -5).strength(.weak))
        try solver.addConstraint(v[5] == -v[6])
        try solver.addConstraint((v[6] == 0).strength(.strong))
        try solver.addEditVariable(v[7], strength: .strong)
        try solver.suggestValue(v[7], -0.0)
        for variable in v {
            let value = solver.value(of: variable)
            #expect(value == 0, "\(variable) = \(value)")
            #expect(value.sign == .plus, "\(variable) is -0")
        }
        #expect(solver.value(of: Variable("unknown")).sign == .plus)

        // Values that pass through zero after edits.
        try solver.suggestValue(v[7], -1)
        try solver.suggestValue(v[7], -0.0)
        #expect(solver.value(of: v[7]).sign == .plus)
        var published: [(Variable, Double)] = []
        solver.updateVariables { published.append(($0, $1)) }
        for (variable, value) in published where value == 0 {
            #expect(value.sign == .plus, "\(variable) published as -0")
        }
    }

    /// Products that round to zero in the tableau (x = -y · 0 …) stay +0 after removals too.
    @Test func noNegativeZeroAfterRemoval() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = y == 5
        try solver.addConstraint(x == -y + 5)
        try solver.addConstraint(pin)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: x).sign == .plus)
        try solver.removeConstraint(pin)
        try solver.addConstraint((y == 5).strength(.weak))
        #expect(solver.value(of: x).sign == .plus || solver.value(of: x) != 0)
    }
}
