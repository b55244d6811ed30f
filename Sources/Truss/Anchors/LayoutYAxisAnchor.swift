import Foundation

/// A vertical position: `topAnchor`, `bottomAnchor`, `centerYAnchor`,
/// `firstBaselineAnchor`, `lastBaselineAnchor`. UIKit's `NSLayoutYAxisAnchor`.
///
/// Each method returns an inactive ``LayoutConstraint``: `self OP other + constant`.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
/// field.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 2)
/// ```
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × system spacing` (8 points).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// The distance from this anchor down to `otherAnchor`, as a dimension:
    /// `a.bottomAnchor.anchorWithOffset(to: b.topAnchor)` is `b.top - a.bottom`.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}
