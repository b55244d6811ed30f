// The generator of the removal differential: seeded random systems rich in what removal gets
// wrong, feasible by construction. Every required constraint holds at a hidden integer
// witness; some required constraints are exact combinations of others (redundant equalities,
// implied inequalities, duplicates), so that removing one leaves the others to carry it; the
// optional constraints and edits pull against the required ones. Coefficients are small
// integers times a power of two (2^-spread … 2^spread in a quarter of the systems), so a combination's
// coefficients and constant are exact in binary floating point and its redundancy is real.

import Cassowary
import TestSupport

/// A constraint written as integer-valued data, so that combinations are exact.
struct PlainConstraint {
    /// Coefficient per variable index (0 for absent).
    var coefficients: [Double]
    var constant: Double
    var relation: Relation

    /// `Σ coefficient·v + constant  relation  0` over `variables`.
    func constraint(_ variables: [Variable], strength: Strength = .required) -> Constraint {
        let terms = coefficients.indices.filter { coefficients[$0] != 0 }.map {
            Term(variables[$0], coefficient: coefficients[$0])
        }
        return Constraint(LinearExpression(terms, constant: constant), relation, strength: strength)
    }
}

/// A random system for the removal differential and the model of what the solver holds.
struct RemovalSystem {
    var rng: SplitMix64
    let variables: [Variable]
    let witness: [Double]
    /// The scale of coefficients: 2^-k … 2^k (k = 0 for well-conditioned systems).
    let spread: Int
    /// The required constraints made so far, in plain form (for combinations).
    var plainRequired: [PlainConstraint] = []

    /// A system of seed `seed`; one in four has coefficients scaled by 2^-`spread` … 2^`spread`.
    init(seed: UInt64, spread: Int) {
        rng = SplitMix64(seed: seed)
        let n = Int.random(in: 2...7, using: &rng)
        variables = (0..<n).map { Variable("v\($0)") }
        var witness: [Double] = []
        for _ in 0..<n { witness.append(Double(Int.random(in: -40...40, using: &rng))) }
        self.witness = witness
        self.spread = Int.random(in: 0...3, using: &rng) == 0 ? spread : 0
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// A nonzero small integer times a power of two within the spread.
    mutating func coefficient() -> Double {
        var c = 0
        while c == 0 { c = int(-4...4) }
        let exponent = spread == 0 ? 0 : int(-spread...spread)
        return Double(c) * Double(sign: .plus, exponent: exponent, significand: 1)
    }

    /// 1 to 3 variables with random coefficients.
    mutating func randomCoefficients() -> [Double] {
        var coefficients = [Double](repeating: 0, count: variables.count)
        var indices = Array(variables.indices)
        indices.shuffle(using: &rng)
        for i in indices.prefix(int(1...min(3, variables.count))) { coefficients[i] = coefficient() }
        return coefficients
    }

    func atWitness(_ coefficients: [Double]) -> Double {
        zip(coefficients, witness).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// A required constraint that holds at the witness: equalities exactly, inequalities
    /// with 0 to 5 units of slack.
    mutating func feasibleRequired() -> PlainConstraint {
        let coefficients = randomCoefficients()
        let relation = [Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...3)]
        let w = atWitness(coefficients)
        let slack = Double(int(0...5))
        let constant =
            switch relation {
            case .equal: -w
            case .lessThanOrEqual: -w - slack
            case .greaterThanOrEqual: -w + slack
            }
        return PlainConstraint(coefficients: coefficients, constant: constant, relation: relation)
    }

    /// A required constraint implied by the earlier ones: a duplicate, a multiple, or a
    /// sum of multiples of two earlier equalities (an equality), or an earlier inequality
    /// loosened by a few units. Nil if there is nothing to combine.
    mutating func impliedRequired() -> PlainConstraint? {
        let equalities = plainRequired.filter { $0.relation == .equal }
        switch int(0...2) {
        case 0 where !plainRequired.isEmpty:
            // A duplicate or a multiple of any earlier constraint (an inequality's multiple
            // must be positive to keep its direction).
            let base = plainRequired[int(0...plainRequired.count - 1)]
            let k = base.relation == .equal ? [1.0, -1, 2, -0.5][int(0...3)] : [1.0, 2, 0.5][int(0...2)]
            return PlainConstraint(
                coefficients: base.coefficients.map { $0 * k }, constant: base.constant * k,
                relation: base.relation)
        case 1 where equalities.count >= 2:
            let a = equalities[int(0...equalities.count - 1)]
            let b = equalities[int(0...equalities.count - 1)]
            let (ka, kb) = (Double(int(1...3)), Double([-2, -1, 1, 2][int(0...3)]))
            return PlainConstraint(
                coefficients: zip(a.coefficients, b.coefficients).map { ka * $0 + kb * $1 },
                constant: ka * a.constant + kb * b.constant, relation: .equal)
        default:
            let inequalities = plainRequired.filter { $0.relation != .equal }
            guard !inequalities.isEmpty else { return nil }
            var c = inequalities[int(0...inequalities.count - 1)]
            let loosening = Double(int(0...3))
            c.constant += c.relation == .lessThanOrEqual ? -loosening : loosening
            return c
        }
    }

    /// An optional strength: weights and priority tiers.
    mutating func strength() -> Strength {
        let all: [Strength] = [.weak, .medium, .strong, .weight(Double(int(1...50))), .priority(250), .priority(750)]
        return all[int(0...all.count - 1)]
    }

    /// An optional constraint with a random constant (it may pull against required ones).
    mutating func randomOptional() -> Constraint {
        let coefficients = randomCoefficients()
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
        let constant = Double(int(-60...60)) * (spread == 0 ? 1 : coefficients.first { $0 != 0 }!)
        return PlainConstraint(coefficients: coefficients, constant: constant, relation: relation)
            .constraint(variables, strength: strength())
    }
}

/// The largest violation among the required constraints `constraints`, relative to the
/// size of each one's terms at the solver's values (see `Constraint.violation(_:)`).
func worstRequiredViolation(_ solver: Solver, _ constraints: [Constraint]) -> (Constraint, Double)? {
    var worst: (Constraint, Double)?
    for c in constraints where c.strength.isRequired {
        let v = violation(of: c, in: solver)
        if v > (worst?.1 ?? 0) { worst = (c, v) }
    }
    return worst
}

/// Whether the per-level objective `mine` is at least as good as `reference`, in the
/// lexicographic order of the levels (the highest level first), where two values within
/// `tolerance × scale` of each other count as equal. At the first level where they truly
/// differ, `mine` must be the lower. (A reference that is worse is the reference's round-off:
/// an ill-conditioned system can hide a cheaper optimum from one pivot sequence behind a
/// coefficient that is round-off of zero.)
func isNoWorse(
    _ mine: [Double: Double], than reference: [Double: Double], scale: [Double: Double], tolerance: Double
) -> Bool {
    for level in Set(mine.keys).union(reference.keys).sorted(by: >) {
        let (a, b) = (mine[level] ?? 0, reference[level] ?? 0)
        let slack = tolerance * max(1, scale[level] ?? 0)
        if a > b + slack { return false }
        if a < b - slack { return true }
    }
    return true
}
