// Random differential property tests: seeded random small systems, feasible by construction
// (every required constraint holds at a hidden witness point), driven through adds, removes,
// edits, suggestions and cheap edits. After every step, every required constraint must hold
// and the optimal objective must equal that of a fresh solver given the same final system.

import Cassowary
import Testing

/// The random system under test and a model of what the solver should hold.
struct RandomSystem {
    var rng: SplitMix64
    let variables: [Variable]
    let witness: [Double]
    /// Edit variables by index: strength and suggested value.
    var edits: [Int: (strength: Strength, value: Double)] = [:]

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let n = Int.random(in: 2...6, using: &rng)
        variables = (0..<n).map { Variable("v\($0)") }
        var witness: [Double] = []
        for _ in 0..<n { witness.append(Double(Int.random(in: -20...20, using: &rng))) }
        self.witness = witness
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// 1 to 3 terms with nonzero small integer coefficients on distinct variables.
    mutating func terms() -> [Term] {
        var indices = Array(variables.indices)
        indices.shuffle(using: &rng)
        let count = int(1...min(3, indices.count))
        return indices.prefix(count).map { i in
            var c = 0
            while c == 0 { c = int(-3...3) }
            return Term(variables[i], coefficient: Double(c))
        }
    }

    /// The value of `terms` at the witness.
    func atWitness(_ terms: [Term]) -> Double {
        terms.reduce(0) { sum, term in
            sum + term.coefficient * witness[variables.firstIndex { $0.isSame(as: term.variable) }!]
        }
    }

    /// A constant for `terms OP 0` that holds at the witness (with some slack for
    /// inequalities).
    mutating func feasibleConstant(_ terms: [Term], _ relation: Relation) -> Double {
        let w = atWitness(terms)
        let slack = Double(int(0...5))
        switch relation {
        case .equal: return -w
        case .lessThanOrEqual: return -w - slack
        case .greaterThanOrEqual: return -w + slack
        }
    }

    mutating func relation() -> Relation {
        [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
    }

    /// A required constraint that holds at the witness.
    mutating func feasibleRequired() -> Constraint {
        let t = terms()
        let r = relation()
        return Constraint(LinearExpression(t, constant: feasibleConstant(t, r)), r)
    }

    /// A required constraint with a random constant (it may or may not be satisfiable).
    mutating func randomRequired() -> Constraint {
        let t = terms()
        return Constraint(LinearExpression(t, constant: Double(int(-40...40))), relation())
    }

    /// A weighted optional strength (level 0, so the objective is one number).
    mutating func weight() -> Strength {
        [Strength.weak, .medium, .strong, .weight(Double(int(1...50)))][int(0...3)]
    }

    /// An optional constraint with a random constant.
    mutating func randomOptional() -> Constraint {
        let t = terms()
        return Constraint(LinearExpression(t, constant: Double(int(-30...30))), relation(), strength: weight())
    }
}

/// The weighted error of the optional constraints among `constraints` and of the edits, at
/// the solver's values (with the solver's current constants and strengths).
func objective(_ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)]) -> Double {
    var total = 0.0
    for c in constraints {
        guard let strength = solver.strength(of: c), !strength.isRequired, let k = solver.constant(of: c) else {
            continue
        }
        let e = c.expression.terms.reduce(k) { $0 + $1.evaluated { solver.value(of: $0) } }
        let error =
            switch c.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
        total += strength.weight * error
    }
    for (v, strength, value) in edits { total += strength.weight * abs(solver.value(of: v) - value) }
    return total
}

/// A fresh solver given `constraints` (with the solver's current constants and strengths) and
/// the edits; returns it with its copies of the constraints.
func freshCopy(
    _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)]
) throws -> (Solver, [Constraint]) {
    let fresh = Solver()
    var copies: [Constraint] = []
    for c in constraints {
        let k = try #require(solver.constant(of: c))
        let s = try #require(solver.strength(of: c))
        let copy = Constraint(LinearExpression(c.expression.terms, constant: k), c.relation, strength: s)
        try fresh.addConstraint(copy)
        copies.append(copy)
    }
    for (v, strength, value) in edits {
        try fresh.addEditVariable(v, strength: strength)
        try fresh.suggestValue(v, value)
    }
    return (fresh, copies)
}

@Suite("Random differential")
struct RandomDifferentialTests {
    @Test(arguments: 0..<30)
    func randomOperations(seed: UInt64) throws {
        var sys = RandomSystem(seed: seed &* 7919 &+ 1)
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
                approx(mine, theirs, 1e-7),
                "seed \(seed) step \(step) op \(op): objective \(mine), fresh solver \(theirs)")
        }
    }

    /// Random required constraints against a feasible system: when one is rejected, the
    /// explanation is a minimal conflicting set of constraints in the solver, ordered as added,
    /// and the solver is unchanged.
    @Test(arguments: 0..<30)
    func randomConflictsAreMinimal(seed: UInt64) throws {
        var sys = RandomSystem(seed: seed &* 104_729 &+ 3)
        let solver = Solver()
        for _ in 0..<sys.int(3...8) { try solver.addConstraint(sys.feasibleRequired()) }
        try solver.addConstraint(sys.randomOptional())
        for trial in 0..<12 {
            let before = SolverSnapshot(solver, sys.variables)
            let c = sys.randomRequired()
            if let error = caught({ try solver.addConstraint(c) }) {
                #expect(error.kind == "unsatisfiableConstraint")
                #expect(error.constraint === c)
                let conflicts = error.conflicts ?? []
                checkExplanation(solver, conflicts, "seed \(seed) trial \(trial)")
                #expect(isMinimalConflict(c, conflicts), "seed \(seed) trial \(trial): \(c) vs \(conflicts)")
                #expect(SolverSnapshot(solver, sys.variables) == before)
            } else {
                #expect(requiredConstraintsHold(solver))
                try solver.removeConstraint(c)
            }
        }
    }

    /// Random new constants for required constraints: a rejected one keeps the old constant,
    /// changes nothing, and is explained minimally; an accepted one holds.
    @Test(arguments: 0..<30)
    func randomConstantConflictsAreMinimal(seed: UInt64) throws {
        var sys = RandomSystem(seed: seed &* 15_485_863 &+ 5)
        let solver = Solver()
        var required: [Constraint] = []
        for _ in 0..<sys.int(3...8) {
            let c = sys.feasibleRequired()
            try solver.addConstraint(c)
            required.append(c)
        }
        try solver.addConstraint(sys.randomOptional())
        for trial in 0..<12 {
            let before = SolverSnapshot(solver, sys.variables)
            let target = required[sys.int(0...required.count - 1)]
            let k = Double(sys.int(-40...40))
            if let error = caught({ try solver.setConstant(of: target, to: k) }) {
                #expect(error.kind == "unsatisfiableConstraint")
                #expect(error.constraint === target)
                let conflicts = error.conflicts ?? []
                #expect(!conflicts.contains { $0 === target })
                checkExplanation(solver, conflicts, "seed \(seed) trial \(trial)")
                let changed = Constraint(LinearExpression(target.expression.terms, constant: k), target.relation)
                #expect(isMinimalConflict(changed, conflicts), "seed \(seed) trial \(trial): \(changed) vs \(conflicts)")
                #expect(SolverSnapshot(solver, sys.variables) == before)
            } else {
                #expect(requiredConstraintsHold(solver), "seed \(seed) trial \(trial)")
                try solver.setConstant(of: target, to: target.expression.constant)
            }
        }
    }

    /// The members of an explanation are in the solver, in the order they were added.
    func checkExplanation(_ solver: Solver, _ conflicts: [Constraint], _ context: String) {
        #expect(conflicts.allSatisfy { solver.hasConstraint($0) }, "\(context): unknown conflict")
        let order = solver.constraints.map { ObjectIdentifier($0) }
        let positions = conflicts.compactMap { c in order.firstIndex(of: ObjectIdentifier(c)) }
        #expect(positions == positions.sorted(), "\(context): not in the order added")
    }
}
