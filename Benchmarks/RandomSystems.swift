import CassFormat

/// Random `.cass` systems for `truss-bench --differential`: small, varied, written in the part
/// of the format that kiwi-cass reads (weights only, never `priority` tiers), most of them
/// feasible and some deliberately not.
///
/// System *i* of a seed is drawn from its own stream, `SplitMix64(seed:index:)`, so it is
/// the same whatever the number of systems asked for. A system first draws its shape:
///
/// - 2–8 variables (60 %) or 9–25, and *n* to 3*n* + 4 constraints of 1–4 terms;
/// - the share of required constraints: 20, 50 or 80 %;
/// - its coefficients: a small set (±1, ±2, ±0.5, 3, 10, 0.25, −4), multiples of 1/64 (exact
///   in binary, so the equations below hold exactly at the point), or a mix that adds
///   arbitrary reals;
/// - a point every required constraint is built around (an equation through it, or an
///   inequality it satisfies, tightly or with slack), so most systems are feasible; in 30 % of
///   the systems a required constraint is moved off the point now and then (15 %), which makes
///   some of them infeasible;
/// - 0–3 edit variables (`edit NAME`, or at strong, medium, weak or a weight), declared up
///   front or between constraints, with suggestions between constraints and at the end.
///
/// An equation with an arbitrary real coefficient would hold at the point only up to
/// round-off, so required constraints with such coefficients are inequalities with slack.
/// Optional constraints aim anywhere (whole targets −50…150, or reals) at strong, medium,
/// weak or a numeric weight. Terms are spread over both sides now and then, and a variable
/// may appear twice in one constraint (terms are collected). A few systems (3 %) end with a
/// statement neither solver may accept: a `suggest` for a variable that is not an edit
/// variable, or an edit variable declared twice.
struct RandomSystems {
    /// The seed of the whole stream.
    let seed: UInt64

    /// System `index` of the stream.
    func system(_ index: Int) -> RandomSystem {
        var builder = SystemBuilder(random: SplitMix64(seed: seed, index: index))
        let body = builder.build()
        let header =
            "# truss-bench --differential --seed \(seed): system \(index), "
            + "\(builder.names.count) variables, \(builder.constraintCount) constraints"
        return RandomSystem(
            index: index, text: ([header] + body).joined(separator: "\n") + "\n",
            variableCount: builder.names.count, constraintCount: builder.constraintCount)
    }
}

/// One generated system: the text of a `.cass` file, and its size.
struct RandomSystem {
    /// Its index in the stream of its seed.
    var index: Int
    /// The file, a header comment first.
    var text: String
    var variableCount: Int
    var constraintCount: Int
}

/// Draws one system's shape, then its statements (see ``RandomSystems``).
private struct SystemBuilder {
    enum CoefficientStyle: CaseIterable {
        case small, dyadic, mixed
    }

    static let smallCoefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 10, 0.25, -4]
    static let optionalStrengths = ["strong", "medium", "weak", "7", "250", "0.5", "5000", "123456.5"]
    static let editStrengths = ["strong", "medium", "weak", "5000", "0.5", "123.25"]

    var random: SplitMix64
    let names: [String]
    let constraintCount: Int
    let style: CoefficientStyle
    let requiredShare: Double
    /// How often a required constraint is moved off the point (0 in most systems).
    let offPointRate: Double
    /// The point that satisfies every required constraint not moved off it.
    let point: [Double]

    init(random: SplitMix64) {
        var random = random
        let count = random.chance(0.6) ? random.int(in: 2...8) : random.int(in: 9...25)
        let dotted = random.chance(0.3)
        names = (0..<count).map { dotted ? "box\($0 / 4).\(["x", "y", "w", "h"][$0 % 4])" : "v\($0)" }
        constraintCount = random.int(in: count...3 * count + 4)
        style = random.element(of: CoefficientStyle.allCases)
        requiredShare = random.element(of: [0.2, 0.5, 0.8])
        offPointRate = random.chance(0.3) ? 0.15 : 0
        var point: [Double] = []
        for _ in 0..<count {
            let small = style == .small
            point.append(small ? Double(random.int(in: -100...100)) : Double(random.int(in: -6400...6400)) / 64)
        }
        self.point = point
        self.random = random
    }

    /// Every statement, in file order.
    mutating func build() -> [String] {
        var lines: [String] = []
        let editCount = random.int(in: 0...min(3, names.count))
        var pending = random.distinct(editCount, below: names.count)
        var declared: [Int] = []
        if random.chance(0.5) {
            for variable in pending { lines.append(editLine(variable)) }
            declared = pending
            pending = []
        }
        for _ in 0..<constraintCount {
            if !pending.isEmpty && random.chance(0.2) {
                declared.append(pending.removeFirst())
                lines.append(editLine(declared.last!))
            }
            lines.append(constraintLine())
            if !declared.isEmpty && random.chance(0.15) {
                let variable = random.element(of: declared)
                lines.append(suggestLine(variable))
            }
        }
        for variable in pending { lines.append(editLine(variable)) }
        declared += pending
        for variable in declared {
            let suggestions = random.int(in: 0...3)
            for _ in 0..<suggestions { lines.append(suggestLine(variable)) }
        }
        if random.chance(0.03) {
            if let other = names.indices.first(where: { !declared.contains($0) }) {
                lines.append(suggestLine(other))  // not an edit variable
            } else {
                lines.append(editLine(declared[0]))  // declared twice
            }
        }
        return lines
    }

    private mutating func editLine(_ variable: Int) -> String {
        guard random.chance(0.8) else { return "edit \(names[variable])" }
        return "edit \(names[variable]) @ \(random.element(of: Self.editStrengths))"
    }

    private mutating func suggestLine(_ variable: Int) -> String {
        let value = random.chance(0.7) ? Double(random.int(in: -100...200)) : arbitraryReal() * 10
        return "suggest \(names[variable]) \(value < 0 ? "-" : "")\(Self.number(abs(value)))"
    }

    /// A required constraint built around the point, or an optional one aimed anywhere.
    private mutating func constraintLine() -> String {
        let required = random.chance(requiredShare)
        var terms: [(coefficient: Double, variable: Int)] = []
        var exact = true
        let termCount = random.int(in: 1...min(4, names.count))
        for variable in random.distinct(termCount, below: names.count) {
            let (coefficient, isExact) = self.coefficient()
            terms.append((coefficient, variable))
            exact = exact && isExact
        }
        if random.chance(0.05) {
            let (coefficient, isExact) = self.coefficient()
            terms.append((coefficient, terms[0].variable))
            exact = exact && isExact
        }
        var relation = random.element(of: ["==", "<=", ">="])
        guard required else {
            let target = style == .mixed && random.chance(0.3) ? arbitraryReal() : Double(random.int(in: -50...150))
            let weight = style == .mixed && random.chance(0.2) ? Self.number(random.unit() * 1000) : nil
            return equation(terms, relation, target) + " @ " + (weight ?? random.element(of: Self.optionalStrengths))
        }
        if !exact && relation == "==" { relation = random.chance(0.5) ? "<=" : ">=" }
        let value = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
        // Slack that keeps the point inside; negative slack (now and then) puts it outside.
        var slack = exact && random.chance(0.4) ? 0 : Double(random.int(in: 1...20))
        if random.chance(offPointRate) { slack = -Double(random.int(in: 1...30)) }
        let rhs: Double
        switch relation {
        case "<=": rhs = value + slack
        case ">=": rhs = value - slack
        default: rhs = slack < 0 ? value + (random.chance(0.5) ? slack : -slack) : value
        }
        let spelling = random.element(of: ["", "", "", "", "", "", "", "", " @ required", " @ 2e9"])
        return equation(terms, relation, rhs) + spelling
    }

    /// A coefficient in the system's style, and whether it is exact (small or 1/64ths).
    private mutating func coefficient() -> (Double, exact: Bool) {
        let kind = style == .mixed ? random.element(of: [CoefficientStyle.small, .dyadic, .mixed]) : style
        switch kind {
        case .small:
            return (random.element(of: Self.smallCoefficients), true)
        case .dyadic:
            var sixtyFourths = 0
            while sixtyFourths == 0 { sixtyFourths = random.int(in: -320...320) }
            return (Double(sixtyFourths) / 64, true)
        case .mixed:
            return (arbitraryReal(), false)
        }
    }

    /// A real of either sign with 0.01 ≤ |x| < 100 and all 53 bits of its fraction random.
    private mutating func arbitraryReal() -> Double {
        let magnitude = (0.01 + random.unit() * 9.99) * random.element(of: [1, 10])
        return random.chance(0.5) ? -magnitude : magnitude
    }

    /// `Σ terms OP rhs`, written as is or, now and then, with some terms moved to the right
    /// and the constant to the left (negated): the same constraint.
    private mutating func equation(
        _ terms: [(coefficient: Double, variable: Int)], _ relation: String, _ rhs: Double
    ) -> String {
        var left: [(coefficient: Double, name: String?)] = []
        var right: [(coefficient: Double, name: String?)] = []
        let spread = random.chance(0.3)
        for term in terms {
            if spread && random.chance(0.4) {
                right.append((-term.coefficient, names[term.variable]))
            } else {
                left.append((term.coefficient, names[term.variable]))
            }
        }
        if spread && random.chance(0.3) { left.append((-rhs, nil)) } else { right.append((rhs, nil)) }
        return "\(Self.side(left)) \(relation) \(Self.side(right))"
    }

    /// One side of a constraint: `-2 * x + y - 3`, or `0` when it has no terms. The format
    /// allows a sign only before the first term and between terms.
    private static func side(_ terms: [(coefficient: Double, name: String?)]) -> String {
        guard !terms.isEmpty else { return "0" }
        var text = ""
        for (position, term) in terms.enumerated() {
            let magnitude = number(abs(term.coefficient))
            let written = term.name.map { magnitude == "1" ? $0 : "\(magnitude) * \($0)" } ?? magnitude
            let negative = term.coefficient < 0
            text += position == 0 ? (negative ? "-" : "") + written : (negative ? " - " : " + ") + written
        }
        return text
    }

    /// A non-negative number as the format writes it: the shortest decimal that reads back
    /// as the same double (`0.015625`, `37.2819472211`, `1e-05`).
    private static func number(_ value: Double) -> String {
        CassWriter.number(value)
    }
}
