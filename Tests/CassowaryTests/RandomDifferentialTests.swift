// Random differential property tests: seeded random small systems, feasible by construction
// (every required constraint holds at a hidden witness point), driven through adds, removes,
// edits, suggestions and cheap edits. After every step, every required constraint must hold
// and the optimal objective must equal that of a fresh solver given the same final system.

import Cassowary
import Testing

@Suite("Random differential")
struct RandomDifferentialTests {
    /// Runs 40 random operations on a random system, checking after each one; returns the bit
    /// patterns of the final values.
    @discardableResult
    func run(seed: UInt64, priorities: Bool) throws -> [UInt64] {
        var sys = RandomSystem(seed: seed &* 7919 &+ 1, priorities: priorities)
        let solver = Solver()
        var added: [Constraint] = []
        for step in 0..<40 {
            let op = sys.int(0...9)
            switch op {
            case 0, 1, 2:
                let c = sys.feasibleRequired()
                let error = caught { try solver.addConstraint(c) }
                #expect(error == nil, "seed \(seed) step \(step): witness-feasible \(c) rejected: \(error!)")
                if error == nil { added.append(c) }
            case 3, 4:
                let c = sys.randomOptional()
                try solver.addConstraint(c)
                added.append(c)
            case 5:
                if !added.isEmpty { try solver.removeConstraint(added.remove(at: sys.int(0...added.count - 1))) }
            case 6:
                let i = sys.int(0...sys.variables.count - 1)
                let value = Double(sys.int(-50...50))
                if let edit = sys.edits[i] {
                    if sys.int(0...2) == 0 {
                        try solver.removeEditVariable(sys.variables[i])
                        sys.edits[i] = nil
                    } else {
                        try solver.suggestValue(sys.variables[i], value)
                        sys.edits[i] = (edit.strength, value)
                    }
                } else {
                    let strength = sys.weight()
                    try solver.addEditVariable(sys.variables[i], strength: strength)
                    try solver.suggestValue(sys.variables[i], value)
                    sys.edits[i] = (strength, value)
                }
            case 7:
                if !added.isEmpty {
                    let c = added[sys.int(0...added.count - 1)]
                    let k =
                        c.strength.isRequired
                        ? sys.feasibleConstant(c.expression.terms, c.relation) : Double(sys.int(-30...30))
                    try solver.setConstant(of: c, to: k)
                    #expect(solver.constant(of: c) == k)
                }
            case 8:
                let optional = added.filter { !$0.strength.isRequired }
                if !optional.isEmpty {
                    let s = sys.weight()
                    let c = optional[sys.int(0...optional.count - 1)]
                    try solver.setStrength(of: c, to: s)
                    #expect(solver.strength(of: c) == s)
                }
            default:
                solver.updateVariables()
            }

            let edits = sys.edits.sorted { $0.key < $1.key }.map { (sys.variables[$0.key], $0.value.0, $0.value.1) }
            let failing = failingRequired(solver)
            #expect(failing.isEmpty, "seed \(seed) step \(step) op \(op): required constraints fail: \(failing)")
            let listed = solver.constraints.filter { c in added.contains { $0 === c } }
            #expect(sameConstraints(listed, added), "seed \(seed) step \(step): constraints out of order")
            let (fresh, copies) = try freshCopy(solver, added, edits: edits)
            let mine = objective(solver, added, edits: edits)
            let theirs = objective(fresh, copies, edits: edits)
            #expect(
                sameObjective(mine, theirs),
                "seed \(seed) step \(step) op \(op): objective \(mine), fresh solver \(theirs)")
        }
        return sys.variables.map { solver.value(of: $0).bitPattern }
    }

    /// Weighted strengths only: one objective level.
    @Test(arguments: 0..<30)
    func randomOperations(seed: UInt64) throws {
        try run(seed: seed, priorities: false)
    }

    /// Weights and priority tiers: the objectives must agree level by level.
    @Test(arguments: 0..<30)
    func randomOperationsWithPriorities(seed: UInt64) throws {
        try run(seed: seed, priorities: true)
    }

    /// The same random program twice gives bit-identical values.
    @Test(arguments: 0..<10)
    func randomProgramsAreDeterministic(seed: UInt64) throws {
        let first = try run(seed: seed, priorities: true)
        let second = try run(seed: seed, priorities: true)
        #expect(first == second)
    }
}
