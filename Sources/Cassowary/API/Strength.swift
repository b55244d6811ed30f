/// How much a constraint matters: required, or optional at a level with a weight.
///
/// The solver minimizes a *vector* of errors, one component per level, compared
/// lexicographically from the highest level down (the symbolic weights of the original
/// Cassowary paper). Within one level the errors add up, each times its weight.
///
/// Two families of strengths use this:
///
/// - **Weights** (kiwi's model): every weighted strength lives on level 0, and only the
///   weights tell them apart. `weak` = 1, `medium` = 1 000, `strong` = 1 000 000, so 1 001
///   violated `weak` constraints outweigh one `medium`, exactly as in kiwi.
/// - **Priorities** (Auto Layout's model): `priority(p)` for `1 ≤ p < 1000` lives on level
///   `p` with weight 1. A constraint at 751 beats any number of constraints at 750, however
///   many tiers are in use; no weight arithmetic is involved.
///
/// `required` (priority 1000, or a weight of at least 1 001 001 000) is not optimized at all:
/// it must hold, or adding it fails.
///
/// Weighted strengths rank below every priority tier when both are used in one solver.
///
/// ```swift
/// try solver.addConstraint((x == 100).strength(.weak))
/// try solver.addConstraint((x >= 120).strength(.priority(751)))
/// ```
public struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The level: 0 for weighted strengths, `p` for `priority(p)`, 1000 for `required`.
    public let level: Double
    /// The weight within the level (1 for priorities).
    public let weight: Double

    /// The level of `required`, and of every weight at or above `requiredWeight`.
    public static let requiredLevel: Double = 1000
    /// The weight at and above which a weighted strength is `required`: 1 001 001 000.
    public static let requiredWeight: Double = 1_001_001_000

    private init(level: Double, weight: Double) {
        self.level = level
        self.weight = weight
    }

    /// A constraint that must hold.
    public static let required = Strength(level: requiredLevel, weight: 1)
    /// Weight 1 000 000.
    public static let strong = Strength.weight(1_000_000)
    /// Weight 1 000.
    public static let medium = Strength.weight(1_000)
    /// Weight 1.
    public static let weak = Strength.weight(1)

    /// A weighted strength on level 0; `weight ≥ 1 001 001 000` is `required`.
    ///
    /// - Precondition: `weight` is finite and not negative.
    public static func weight(_ weight: Double) -> Strength {
        precondition(weight.isFinite && weight >= 0, "a strength's weight must be finite and ≥ 0, not \(weight)")
        if weight >= requiredWeight { return .required }
        return Strength(level: 0, weight: weight)
    }

    /// kiwi's `strength::create(a, b, c, w)`: `a·10⁶ + b·10³ + c`, each part clamped to
    /// 0…1000 after multiplying by `w`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        func clamp(_ v: Double) -> Double { max(0, min(1000, v)) }
        return .weight(clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w))
    }

    /// An Auto Layout priority tier: `1 ≤ p ≤ 1000`, 1000 meaning `required`.
    ///
    /// - Precondition: `1 ≤ p ≤ 1000`.
    public static func priority(_ p: Double) -> Strength {
        precondition(p >= 1 && p <= 1000, "a priority must be in 1…1000, not \(p)")
        if p >= requiredLevel { return .required }
        return Strength(level: p, weight: 1)
    }

    /// Whether this strength is `required`.
    public var isRequired: Bool { level >= Self.requiredLevel }

    /// Whether this is a priority tier (as opposed to a weight on level 0).
    public var isPriority: Bool { level > 0 && !isRequired }

    /// Orders by level, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    public var description: String {
        if isRequired { return "required" }
        if isPriority { return "priority \(format(level))" }
        switch weight {
        case 1_000_000: return "strong"
        case 1000: return "medium"
        case 1: return "weak"
        default: return format(weight)
        }
    }

    private func format(_ v: Double) -> String {
        abs(v) < 1e15 && v == Double(Int64(v)) ? String(Int64(v)) : String(v)
    }
}
