/// Builds a list of constraints from statements, recording where each was written.
///
/// Each constraint statement's `#fileID` and `#line` become its
/// ``LayoutConstraint/source``, shown in reports and in `debugDescription`. `if`, `if`/`else`,
/// `switch` and `for` work as in any result builder.
///
/// ```swift
/// LayoutConstraint.activate {
///     label.leadingAnchor == view.leadingAnchor + 20
///     label.widthAnchor == 0.5 * view.widthAnchor ~ .defaultHigh
///     if showsIcon { icon.trailingAnchor == view.trailingAnchor - 20 }
///     for (a, b) in zip(items, items.dropFirst()) { b.leadingAnchor == a.trailingAnchor + 8 }
/// }
/// ```
@resultBuilder
public enum LayoutConstraintBuilder {
    public static func buildExpression(
        _ constraint: LayoutConstraint, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        if constraint.source == nil { constraint.source = ConstraintSource(fileID: fileID, line: line) }
        return [constraint]
    }

    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }

    public static func buildExpression(_ group: ConstraintGroup) -> [LayoutConstraint] { group.constraints }

    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }

    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension LayoutConstraint {
    /// Builds constraints and activates them as one batch: ``activate(_:)`` for a
    /// ``LayoutConstraintBuilder`` block. Returns them.
    @discardableResult
    public static func activate(@LayoutConstraintBuilder _ build: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let constraints = build()
        activate(constraints)
        return constraints
    }

    /// Builds constraints and activates them strictly (all or none, errors thrown).
    @discardableResult
    public static func activateStrictly(@LayoutConstraintBuilder _ build: () -> [LayoutConstraint])
        throws(LayoutError) -> [LayoutConstraint]
    {
        let constraints = build()
        try activateStrictly(constraints)
        return constraints
    }

    /// Builds constraints without activating them.
    public static func make(@LayoutConstraintBuilder _ build: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        build()
    }
}
