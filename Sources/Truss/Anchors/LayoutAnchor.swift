import Cassowary
import Foundation

/// An attribute of a view or layout guide that constraints can relate: UIKit's
/// `NSLayoutAnchor`.
///
/// You never create anchors; you ask a view or guide for them (`view.leadingAnchor`) and
/// make constraints from them. The three kinds, ``LayoutXAxisAnchor``,
/// ``LayoutYAxisAnchor`` and ``LayoutDimension``, only relate to their own kind, so a
/// constraint that crosses axes does not compile:
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)   // fine
/// label.leadingAnchor.constraint(equalTo: view.topAnchor)                     // error
/// ```
///
/// An anchor is a linear expression over its item's four variables (minX, minY, width,
/// height, in window coordinates). Leading and trailing resolve to right and left when the
/// item's layout direction is right-to-left; a constraint between leading/trailing anchors
/// is then written in mirrored coordinates (`x' = -x`), so that a positive constant always
/// points from leading to trailing, as in UIKit.
public class LayoutAnchor: CustomStringConvertible {
    /// The anchor's item (a ``View`` or a ``LayoutGuide``), `nil` once the item has gone:
    /// the anchor does not keep it alive, as in UIKit.
    public var item: AnyObject? { reference.item }

    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    /// The item, through the reference the item made (see ``LayoutItemReference``); for a
    /// distance, the `from` anchor's.
    let reference: LayoutItemReference
    /// For a margin attribute, the reference of the view's margins guide, whose variables
    /// the anchor is an expression of; `nil` for every other attribute.
    private let marginsGuideReference: LayoutItemReference?
    /// For a distance (``LayoutXAxisAnchor/anchorWithOffset(to:)``): from and to.
    let offsetAnchors: (from: LayoutAnchor, to: LayoutAnchor)?

    /// An anchor of a view; a margin attribute is the matching edge of its
    /// ``View/layoutMarginsGuide`` (made if needed), named on the view as UIKit does.
    convenience init(_ view: View, _ attribute: LayoutAttribute) {
        guard attribute.marginBase != nil else {
            self.init(view, attribute, marginsGuide: nil)
            return
        }
        self.init(view, attribute, marginsGuide: view.layoutMarginsGuide.itemReference)
    }

    /// An anchor of one of a view's own attributes (not a margin attribute): made from the
    /// view's reference alone, as the view's kept anchors must be (see ``ItemAnchors``).
    convenience init(ownAttribute attribute: LayoutAttribute, of view: View) {
        assert(attribute.marginBase == nil, "Truss: a margin attribute is an anchor of the margins guide")
        self.init(view, attribute, marginsGuide: nil)
    }

    /// An anchor of a view whose expression is over the variables of `marginsGuide` (the
    /// view's margins guide, for a margin attribute) or, when it is `nil`, of the view.
    init(_ view: View, _ attribute: LayoutAttribute, marginsGuide: LayoutItemReference?) {
        self.reference = view.itemReference
        self.marginsGuideReference = marginsGuide
        self.attribute = attribute
        self.offsetAnchors = nil
    }

    /// An anchor of a layout guide.
    init(_ guide: LayoutGuide, _ attribute: LayoutAttribute) {
        self.reference = guide.itemReference
        self.marginsGuideReference = nil
        self.attribute = attribute
        self.offsetAnchors = nil
    }

    /// An anchor of a view or a guide.
    convenience init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        if let view = item as? View {
            self.init(view, attribute)
        } else if let guide = item as? LayoutGuide {
            self.init(guide, attribute)
        } else {
            preconditionFailure("Truss: a layout item is a view or a layout guide")
        }
    }

    /// The item (a view or a guide) while it exists.
    var layoutItem: (any LayoutItem)? { reference.item }

    /// The variables the anchor is an expression of.
    var variables: ItemVariables { (marginsGuideReference ?? reference).variables }

    /// A distance anchor: `to - from`.
    init(offsetFrom from: LayoutAnchor, to: LayoutAnchor) {
        precondition(
            !(from.isDirectional && to.isAbsoluteHorizontal) && !(from.isAbsoluteHorizontal && to.isDirectional),
            "Truss: cannot measure from \(from) to \(to): leading/trailing and left/right anchors do not mix")
        self.reference = from.reference
        self.marginsGuideReference = from.marginsGuideReference
        self.attribute = .offset
        self.offsetAnchors = (from, to)
    }

    /// Whether the anchor is leading or trailing (or a distance between such anchors).
    var isDirectional: Bool {
        if let pair = offsetAnchors { return pair.from.isDirectional || pair.to.isDirectional }
        return attribute.isDirectional
    }

    /// Whether the anchor is left or right (or a distance between such anchors).
    var isAbsoluteHorizontal: Bool {
        if let pair = offsetAnchors { return pair.from.isAbsoluteHorizontal || pair.to.isAbsoluteHorizontal }
        return attribute.isAbsoluteHorizontal
    }

    /// The items the anchor depends on (two for a distance).
    var layoutItems: [any LayoutItem] {
        if let pair = offsetAnchors { return pair.from.layoutItems + pair.to.layoutItems }
        return layoutItem.map { [$0] } ?? []
    }

    /// The anchor as a linear expression in window coordinates; `mirrored` gives
    /// horizontal positions as `-x` (right-to-left constraints on leading/trailing).
    ///
    ///     left = minX            right = minX + width        centerX = minX + width/2
    ///     leading = minX (LTR), -(minX + width) (RTL, mirrored)
    ///     trailing = minX + width (LTR), -minX (RTL, mirrored)
    ///     top = minY             bottom = minY + height      centerY = minY + height/2
    ///     firstBaseline = minY + offset from top (bottom by default)
    ///     lastBaseline = minY + height - offset from bottom (bottom by default)
    ///     a distance = to - from, mirrored if its own item is right-to-left
    func expression(mirrored: Bool) -> LinearExpression {
        var terms: [Term] = []
        let constant = appendTerms(to: &terms, scale: 1, mirrored: mirrored)
        return LinearExpression(terms, constant: constant)
    }

    /// Appends the terms of ``expression(mirrored:)``, each coefficient times `scale`, to
    /// `terms` (in the expression's order), and returns the expression's constant (not
    /// scaled): a constraint builds its row in one array this way.
    func appendTerms(to terms: inout [Term], scale: Double, mirrored: Bool) -> Double {
        // The item is passed on, not bound to a local: `marginsGuideReference ?? reference`
        // would retain and release it on every call.
        if let marginsGuide = marginsGuideReference {
            return appendTerms(of: marginsGuide, to: &terms, scale: scale, mirrored: mirrored)
        }
        return appendTerms(of: reference, to: &terms, scale: scale, mirrored: mirrored)
    }

    /// ``appendTerms(to:scale:mirrored:)`` over `item`'s variables (the anchor's item, or its
    /// view's margins guide).
    private func appendTerms(
        of item: LayoutItemReference, to terms: inout [Term], scale: Double, mirrored: Bool
    ) -> Double {
        // Each variable is read from the reference as it is used: a copy of all four
        // (`variables`) would retain and release every one of them.
        let sign: Double = mirrored ? -1 : 1
        func add(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable, coefficient: scale * coefficient))
        }
        switch attribute.marginBase ?? attribute {
        case .left:
            add(item.variables.minX, sign)
        case .right:
            add(item.variables.minX, sign)
            add(item.variables.width, sign)
        case .leading:
            add(item.variables.minX, mirrored ? -1 : 1)
            if mirrored { add(item.variables.width, -1) }
        case .trailing:
            add(item.variables.minX, mirrored ? -1 : 1)
            if !mirrored { add(item.variables.width, 1) }
        case .centerX:
            add(item.variables.minX, sign)
            add(item.variables.width, sign / 2)
        case .top:
            add(item.variables.minY, 1)
        case .bottom:
            add(item.variables.minY, 1)
            add(item.variables.height, 1)
        case .centerY:
            add(item.variables.minY, 1)
            add(item.variables.height, 0.5)
        case .firstBaseline:
            add(item.variables.minY, 1)
            if let offset = reference.view?.firstBaselineOffsetFromTop { return Double(offset) }
            add(item.variables.height, 1)
        case .lastBaseline:
            add(item.variables.minY, 1)
            add(item.variables.height, 1)
            return -Double(reference.view?.lastBaselineOffsetFromBottom ?? 0)
        case .width:
            add(item.variables.width, 1)
        case .height:
            add(item.variables.height, 1)
        case .offset:
            guard let pair = offsetAnchors else { return 0 }
            let ownMirror =
                pair.from.isDirectional
                && pair.from.reference.ownerView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let to = pair.to.appendTerms(to: &terms, scale: scale, mirrored: ownMirror)
            let from = pair.from.appendTerms(to: &terms, scale: -scale, mirrored: ownMirror)
            return to - from
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            break
        }
        return 0
    }

    /// Whether the anchor reads its view's baseline offsets (a baseline, or a distance
    /// that has one).
    var readsBaselines: Bool {
        if let pair = offsetAnchors { return pair.from.readsBaselines || pair.to.readsBaselines }
        return attribute == .firstBaseline || attribute == .lastBaseline
    }

    /// `label.leading`, or `(label.leading -> label.trailing)` for a distance: the item's
    /// present name, which its reference keeps also once the item has gone.
    public var description: String {
        if let pair = offsetAnchors { return "(\(pair.from) -> \(pair.to))" }
        return "\(reference.name).\(attribute)"
    }

    /// Makes an inactive constraint `self OP multiplier × other + constant`.
    func makeConstraint(
        _ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat
    ) -> LayoutConstraint {
        if let other {
            precondition(
                !(isDirectional && other.isAbsoluteHorizontal) && !(isAbsoluteHorizontal && other.isDirectional),
                "Truss: a constraint cannot relate \(self) to \(other): "
                    + "leading/trailing and left/right anchors do not mix (use one pair or the other)")
        }
        return LayoutConstraint(
            first: self, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }
}
