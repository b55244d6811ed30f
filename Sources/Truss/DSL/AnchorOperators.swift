import Foundation

// The constraint DSL: operators over anchors, sugar for the anchor methods.
//
//     a.leadingAnchor == b.leadingAnchor + 8          // constraint(equalTo:constant:)
//     a.widthAnchor == 0.5 * b.widthAnchor - 4        // constraint(equalTo:multiplier:constant:)
//     a.heightAnchor >= 44                            // constraint(greaterThanOrEqualToConstant:)
//     a.topAnchor == b.bottomAnchor + 8 ~ .defaultHigh
//
// Every overload is concrete (no generics, no protocols), and there are few of them, so
// the type checker resolves each expression quickly. Operators return inactive
// constraints; activate them (or use `LayoutConstraint.activate { … }`).

/// An x-axis anchor plus a constant: `b.leadingAnchor + 8`.
public struct LayoutXAxisOffset {
    public let anchor: LayoutXAxisAnchor
    public let constant: CGFloat
}

/// A y-axis anchor plus a constant: `b.bottomAnchor + 8`.
public struct LayoutYAxisOffset {
    public let anchor: LayoutYAxisAnchor
    public let constant: CGFloat
}

/// A dimension times a multiplier plus a constant: `0.5 * b.widthAnchor - 4`.
public struct LayoutDimensionExpression {
    public let anchor: LayoutDimension
    public let multiplier: CGFloat
    public let constant: CGFloat
}

// MARK: - Offsets

public func + (lhs: LayoutXAxisAnchor, rhs: CGFloat) -> LayoutXAxisOffset {
    LayoutXAxisOffset(anchor: lhs, constant: rhs)
}
public func - (lhs: LayoutXAxisAnchor, rhs: CGFloat) -> LayoutXAxisOffset {
    LayoutXAxisOffset(anchor: lhs, constant: -rhs)
}
public func + (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutYAxisOffset {
    LayoutYAxisOffset(anchor: lhs, constant: rhs)
}
public func - (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutYAxisOffset {
    LayoutYAxisOffset(anchor: lhs, constant: -rhs)
}

public func * (lhs: CGFloat, rhs: LayoutDimension) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: rhs, multiplier: lhs, constant: 0)
}
public func * (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, multiplier: rhs, constant: 0)
}
public func + (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, multiplier: 1, constant: rhs)
}
public func - (lhs: LayoutDimension, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs, multiplier: 1, constant: -rhs)
}
public func + (lhs: LayoutDimensionExpression, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}
public func - (lhs: LayoutDimensionExpression, rhs: CGFloat) -> LayoutDimensionExpression {
    LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

// MARK: - X axis

public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint { lhs.constraint(equalTo: rhs) }
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs)
}
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs)
}
public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisOffset) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisOffset) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisOffset) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}

// MARK: - Y axis

public func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint { lhs.constraint(equalTo: rhs) }
public func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs)
}
public func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs)
}
public func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisOffset) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}
public func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisOffset) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}
public func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisOffset) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}

// MARK: - Dimensions

public func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint { lhs.constraint(equalTo: rhs) }
public func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs)
}
public func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs)
}
public func == (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
public func >= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
public func <= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
public func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint { lhs.constraint(equalToConstant: rhs) }
public func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: rhs)
}
public func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: rhs)
}

// MARK: - Priority

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// `constraint ~ priority`: sets the priority (``LayoutConstraint/priority(_:)``).
infix operator ~ : LayoutPriorityPrecedence

/// Sets a constraint's priority and returns it: `a.widthAnchor == 100 ~ .defaultHigh`.
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint { lhs.priority(rhs) }
