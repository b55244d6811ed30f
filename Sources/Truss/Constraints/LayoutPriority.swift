/// How much a constraint matters, from 1 to 1000: UIKit's `UILayoutPriority`.
///
/// Priorities are *tiers*, not weights: the engine satisfies the constraints at the highest
/// priority first, and only then, without giving any of that back, the next priority down.
/// One constraint at 751 beats any number of constraints at 750. 1000 (``required``) must
/// hold.
///
/// ```swift
/// let c = label.widthAnchor.constraint(equalToConstant: 100)
/// c.priority = .defaultHigh + 1      // 751
/// ```
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority, in 1…1000.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Precondition: `1 ≤ rawValue ≤ 1000` (checked when a constraint uses it).
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the compression resistance default, and the usual "strong but optional".
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the content hugging default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which a view's size fits its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs`: `.defaultHigh + 1` is 751.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` below `lhs`: `.required - 1` is 999.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// `750`, or `751.5`: the number as written in a description.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// Checks the range once, where a priority enters a constraint.
    func validated() -> LayoutPriority {
        precondition(
            rawValue >= 1 && rawValue <= 1000 && rawValue.isFinite,
            "Truss: a layout priority must be in 1…1000, not \(rawValue)")
        return self
    }
}
