extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`: ``LayoutAttribute``.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`: ``LayoutRelation``.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`: ``LayoutAxis``.
    ///
    /// ```swift
    /// label.setContentHuggingPriority(.defaultHigh, for: LayoutConstraint.Axis.horizontal)
    /// ```
    public typealias Axis = LayoutAxis
}
