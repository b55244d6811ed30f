import Foundation

/// Insets for the four edges of a rectangle, by absolute side: UIKit's `UIEdgeInsets`.
///
/// A window's ``Window/safeAreaInsets`` and a view's ``View/safeAreaInsets`` use them.
///
/// ```swift
/// window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets for the four edges.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets for the four edges of a rectangle, by reading direction: UIKit's
/// `NSDirectionalEdgeInsets`. `leading` is the left edge in left-to-right layouts and the
/// right edge in right-to-left layouts.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
/// ```
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets for the four edges.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// The absolute insets for a layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
