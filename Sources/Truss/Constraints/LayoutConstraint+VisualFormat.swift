import Foundation

extension LayoutConstraint {
    /// What a visual format's constraints align and in which direction they run: UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with its raw values.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spacing between views is from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between views is from the upper one's last baseline to the lower
        /// one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The standard space of the visual format language between sibling views (`[a]-[b]`):
    /// 8 points, as Apple's Auto Layout Guide gives it.
    public static let visualFormatStandardSiblingSpacing: CGFloat = 8
    /// The standard space between a view and its superview's edge (`|-[a]`): 20 points, as
    /// Apple's Auto Layout Guide gives it. (The guide documents no dependence on layout
    /// margins, and Truss applies none.)
    public static let visualFormatStandardSuperviewSpacing: CGFloat = 20

    /// The constraints a visual format string describes (Apple's Auto Layout Guide, "Visual
    /// Format Language"), not yet active. UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// `H:` (the default) lays views out along the horizontal axis, leading to trailing
    /// unless `options` says left-to-right or right-to-left; `V:` top to bottom. For each
    /// connection of spacing `s` between an earlier item and a later one, the constraint is
    /// `later.leading == earlier.trailing + s` (with the predicate's relation and priority);
    /// `-` alone is ``visualFormatStandardSiblingSpacing`` between views and
    /// ``visualFormatStandardSuperviewSpacing`` to the superview `|`; no connection is 0. A
    /// view's predicates constrain its width (`H:`) or height (`V:`), to a constant or to
    /// another view's. An alignment option aligns each view after the first with the one
    /// before it.
    ///
    /// ```swift
    /// let c = LayoutConstraint.constraints(
    ///     withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", metrics: nil,
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(c)
    /// ```
    ///
    /// - Precondition: the format parses, names only keys of `views` (whose values are
    ///   ``View``s) and `metrics` (whose values are numbers), and an alignment option is
    ///   perpendicular to the format's axis; otherwise the program stops with UIKit's message
    ///   (``VisualFormatError``), as UIKit raises.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        do {
            return try constraintsStrictly(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing a
    /// ``VisualFormatError`` (UIKit's message) instead of stopping the program.
    public static func constraintsStrictly(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (key, value) in metrics ?? [:] {
            guard let number = Self.number(value) else {
                throw VisualFormatError(
                    reason: "The metrics dictionary's value for \(key) is not a number", format: format, position: 0)
            }
            numbers[key] = number
        }
        let parsed = try VisualFormatParser.parse(format, metrics: numbers)
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: opts, views: views)
        return try builder.build()
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
