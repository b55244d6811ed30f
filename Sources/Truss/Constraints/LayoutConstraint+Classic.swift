import Foundation

extension LayoutConstraint {
    /// A constraint `item1.attr1 (relation) multiplier × item2.attr2 + c`, UIKit's classic
    /// initializer (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`);
    /// inactive until activated.
    ///
    /// The items are ``View``s or ``LayoutGuide``s. Every attribute works, margins included
    /// (`.leadingMargin` is the leading edge of the view's ``View/layoutMarginsGuide``). A
    /// size may be related to a constant (`toItem: nil, attribute: .notAnAttribute`); a
    /// multiplier on positions is applied in the coordinates of the two items' nearest
    /// common ancestor, as UIKit applies it (`centerX == 0.5 × superview.centerX` puts the
    /// centre a quarter of the way across the superview, wherever the superview is).
    ///
    /// ```swift
    /// let c = LayoutConstraint(
    ///     item: badge, attribute: .centerX, relatedBy: .equal,
    ///     toItem: card, attribute: .centerX, multiplier: 0.5, constant: 0)
    /// c.isActive = true
    /// ```
    ///
    /// - Precondition: as UIKit requires (it raises; Truss stops with UIKit's message): the
    ///   attributes are on the same axis, leading/trailing is not paired with left/right, a
    ///   position is related to another item's position (never to a constant, nor with a
    ///   multiplier of 0), a second attribute of `.notAnAttribute` comes without a second
    ///   item and only for a size, and the items are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation, toItem view2: Any?,
        attribute attr2: LayoutAttribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let signature =
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        guard let first = view1 as? any LayoutItem else {
            preconditionFailure(signature + "Constraint items must each be a view or layout guide.")
        }
        let isSize: (LayoutAttribute) -> Bool = { $0 == .width || $0 == .height }
        precondition(
            attr1 != .notAnAttribute && attr1 != .offset, signature + "Unknown layout attribute \(attr1)")
        if view2 == nil || attr2 == .notAnAttribute {
            precondition(
                isSize(attr1) && attr2 == .notAnAttribute && view2 == nil,
                signature
                    + "A multiplier of 0 or a nil second item together with a location for the first attribute "
                    + "creates an illegal constraint of a location equal to a constant. Location attributes must "
                    + "be specified in pairs.")
            self.init(
                first: LayoutAnchor(first, attr1), relation: relation, second: nil, multiplier: 1, constant: c)
            return
        }
        guard let second = view2 as? any LayoutItem else {
            preconditionFailure(signature + "Constraint items must each be a view or layout guide.")
        }
        precondition(
            isSize(attr1) || multiplier != 0,
            signature
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                + "an illegal constraint of a location equal to a constant. Location attributes must be specified "
                + "in pairs.")
        let sameAxis =
            (isSize(attr1) && isSize(attr2)) || (attr1.isHorizontalPosition && attr2.isHorizontalPosition)
            || (attr1.isVerticalPosition && attr2.isVerticalPosition)
        precondition(sameAxis, signature + "Invalid pairing of layout attributes.")
        precondition(
            !(attr1.isDirectional && attr2.isAbsoluteHorizontal)
                && !(attr1.isAbsoluteHorizontal && attr2.isDirectional),
            signature
                + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither.")
        self.init(
            first: LayoutAnchor(first, attr1), relation: relation, second: LayoutAnchor(second, attr2),
            multiplier: multiplier, constant: c)
    }
}
