import Foundation

/// A horizontal position: `leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor`,
/// `centerXAnchor`. UIKit's `NSLayoutXAxisAnchor`.
///
/// Each method returns an inactive ``LayoutConstraint``: `self OP other + constant`.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
/// field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
/// ```
///
/// Relating leading/trailing to left/right is a programmer error (a precondition), as in
/// UIKit.
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × system spacing` (8 points).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension you can constrain:
    /// `a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)` is `b.leading - a.leading`.
    ///
    /// ```swift
    /// let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    /// let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    /// gap1.constraint(equalTo: gap2).isActive = true
    /// ```
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}
