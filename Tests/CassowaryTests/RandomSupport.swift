// Support for the random tests: a seeded random system that is feasible by construction
// (every required constraint it makes holds at a hidden witness point), the objective of a
// solution level by level, and a fresh solver holding the same system.

import Cassowary
import TestSupport
import Testing

/// The random system under test and a model of what the solver should hold.
struct RandomSystem {
    var rng: SplitMix64
    let variables: [Variable]
    let witness: [Double]
    /// Edit variables by index: strength and suggested value.
    var edits: [Int: (strength: Strength, value: Double)] = [:]
    /// Whether optional strengths include priority tiers as well as weights.
    let priorities: Bool

    init(seed: UInt64, priorities: Bool = false) {
        self.priorities = priorities
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

    /// An optional strength: a weight, or (with `priorities`) sometimes one of three tiers.
    mutating func weight() -> Strength {
        let weights = [Strength.weak, .medium, .strong, .weight(Double(int(1...50)))]
        let tiers = priorities ? [Strength.priority(100), .priority(500), .priority(900)] : []
        let all = weights + tiers
        return all[int(0...all.count - 1)]
    }

    /// An optional constraint with a random constant.
    mutating func randomOptional() -> Constraint {
        let t = terms()
        return Constraint(LinearExpression(t, constant: Double(int(-30...30))), relation(), strength: weight())
    }
}

/// The optional constraints among `constraints` with the solver's current strength and
/// constant of each.
func optionalConstraints(
    _ solver: Solver, _ constraints: [Constraint]
) -> [(constraint: Constraint, strength: Strength, constant: Double)] {
    constraints.compactMap { c in
        guard let strength = solver.strength(of: c), !strength.isRequired, let k = solver.constant(of: c) else {
            return nil
        }
        return (c, strength, k)
    }
}

/// The error of the optional constraints among `constraints` and of the edits at the
/// solver's values (with the solver's current constants and strengths), per level: the sum
/// of weight × error for each `Strength.level`.
func objective(
    _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)]
) -> [Double: Double] {
    var levels: [Double: Double] = [:]
    for (c, strength, k) in optionalConstraints(solver, constraints) {
        let e = c.expression.terms.reduce(k) { $0 + $1.evaluated { solver.value(of: $0) } }
        let error =
            switch c.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
        levels[strength.level, default: 0] += strength.weight * error
    }
    for (v, strength, value) in edits {
        levels[strength.level, default: 0] += strength.weight * abs(solver.value(of: v) - value)
    }
    return levels
}

/// The size of the numbers each level's objective is summed from: `Σ weight × (the largest
/// of 1, |constant| and the |aᵢ·xᵢ| of the constraint)` over the optional constraints and
/// `Σ weight × max(1, |value|, |suggestion|)` over the edits. Round-off in the values moves
/// a level's objective by a small multiple of 2⁻⁵² of this, and a strong constraint's
/// round-off can hide a weak one's error below it, so objectives are compared relative to it.
func objectiveScale(
    _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)]
) -> [Double: Double] {
    var levels: [Double: Double] = [:]
    for (c, strength, k) in optionalConstraints(solver, constraints) {
        let size = c.expression.terms.reduce(max(1, abs(k))) { max($0, abs($1.evaluated { solver.value(of: $0) })) }
        levels[strength.level, default: 0] += strength.weight * size
    }
    for (v, strength, value) in edits {
        levels[strength.level, default: 0] += strength.weight * max(1, abs(solver.value(of: v)), abs(value))
    }
    return levels
}

/// Whether two per-level objectives agree at every level.
func sameObjective(_ a: [Double: Double], _ b: [Double: Double], _ tolerance: Double = 1e-7) -> Bool {
    Set(a.keys).union(b.keys).allSatisfy { approx(a[$0] ?? 0, b[$0] ?? 0, tolerance) }
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

/// The solver's objective and a fresh solve's of the same `constraints` and edits (refined to
/// its last digits), per level, with the scale to compare them at (the larger of the two
/// `objectiveScale`s): the reference of the removal differentials.
func objectiveAgainstFreshSolve(
    _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)]
) throws -> (mine: [Double: Double], fresh: [Double: Double], scale: [Double: Double]) {
    let (fresh, copies) = try freshCopy(solver, constraints, edits: edits)
    fresh.refineValues()
    let scale = objectiveScale(solver, constraints, edits: edits).merging(
        objectiveScale(fresh, copies, edits: edits), uniquingKeysWith: max)
    return (objective(solver, constraints, edits: edits), objective(fresh, copies, edits: edits), scale)
}
