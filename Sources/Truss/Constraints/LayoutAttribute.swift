/// The part of a layout item a constraint relates: UIKit's `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Sendable, Hashable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// The edges and centres of the view's ``View/layoutMarginsGuide``, named on the view
    /// (UIKit's margin attributes, for ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// A distance between two anchors (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
    case offset
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// Whether the attribute flips in right-to-left layouts.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// Whether the attribute is an absolute horizontal edge.
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// For a margin attribute, the attribute of the margins guide it names.
    var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Whether the attribute is a horizontal position (an x coordinate).
    var isHorizontalPosition: Bool {
        [.left, .right, .leading, .trailing, .centerX].contains(marginBase ?? self)
    }

    /// Whether the attribute is a vertical position (a y coordinate).
    var isVerticalPosition: Bool {
        [.top, .bottom, .centerY, .firstBaseline, .lastBaseline].contains(marginBase ?? self)
    }

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
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
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
