import Foundation

/// A size: `widthAnchor`, `heightAnchor`, or a distance made by `anchorWithOffset(to:)`.
/// UIKit's `NSLayoutDimension`.
///
/// Dimensions relate to constants and to other dimensions, with a multiplier:
///
/// ```swift
/// box.widthAnchor.constraint(equalToConstant: 100)
/// left.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 0.5, constant: -4)
/// ```
///
/// A width and a height may be related (an aspect ratio), as in UIKit.
public final class LayoutDimension: LayoutAnchor {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
