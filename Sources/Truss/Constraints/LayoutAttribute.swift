/// The part of a layout item a constraint relates: UIKit's `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Sendable, Hashable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// A distance between two anchors (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
    case offset
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// Whether the attribute flips in right-to-left layouts.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether the attribute is an absolute horizontal edge.
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }

    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .offset: "offset"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// How the two sides of a constraint relate: UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// An axis of a layout: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical
}

/// How a view lays out its content: UIKit's `UISemanticContentAttribute` (the cases that
/// decide the layout direction). `.unspecified` inherits the superview's direction.
public enum SemanticContentAttribute: Sendable, Hashable {
    case unspecified, forceLeftToRight, forceRightToLeft
}

/// The direction in which text and content run: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}
