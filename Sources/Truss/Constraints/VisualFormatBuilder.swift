import Foundation

/// Turns a parsed ``VisualFormat`` into constraints (see
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` for the rules).
struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let views: [String: Any]
    var result: [LayoutConstraint] = []

    init(format: String, parsed: VisualFormat, options: LayoutConstraint.FormatOptions, views: [String: Any]) {
        self.format = format
        self.parsed = parsed
        self.options = options
        self.views = views
    }

    private func error(_ reason: String, at position: Int) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position)
    }

    /// The view named `name` in the views dictionary.
    private func view(_ name: String, at position: Int) throws(VisualFormatError) -> View {
        guard let value = views[name] else {
            throw error("\(name) is not a key in the views dictionary.", at: position)
        }
        guard let view = value as? View else {
            throw error("The views dictionary's value for \(name) is not a View", at: position)
        }
        return view
    }

    /// The edges along the format's axis: the one a sequence starts from (`before`) and the
    /// one it goes on from (`after`), and whether spacing runs against the axis (right to left).
    private var edges: (before: LayoutAttribute, after: LayoutAttribute, reversed: Bool) {
        if parsed.isVertical { return (.top, .bottom, false) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right, false) }
        if direction == .directionRightToLeft { return (.right, .left, true) }
        return (.leading, .trailing, false)
    }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        let items = try parsed.views.map { (entry: VisualFormat.ViewEntry) throws(VisualFormatError) in
            try view(entry.name, at: entry.position)
        }
        let alignments = try alignmentAttributes()
        let (before, after, reversed) = edges
        let baselines = parsed.isVertical && options.contains(.spacingBaselineToBaseline)

        if let connection = parsed.leadingSuperview {
            let superview = try superview(of: items[0], bar: parsed.leadingBarPosition)
            add(
                connection, earlier: (superview, before), later: (items[0], before), reversed: reversed,
                standard: LayoutConstraint.visualFormatStandardSuperviewSpacing)
        }
        for (i, entry) in parsed.views.enumerated() {
            try addSize(entry.predicates, of: items[i])
            guard i > 0 else { continue }
            add(
                parsed.connections[i - 1], earlier: (items[i - 1], baselines ? .lastBaseline : after),
                later: (items[i], baselines ? .firstBaseline : before), reversed: reversed,
                standard: LayoutConstraint.visualFormatStandardSiblingSpacing)
            for attribute in alignments {
                append(LayoutAnchor(items[i], attribute), .equal, LayoutAnchor(items[i - 1], attribute), 0, .required)
            }
        }
        if let connection = parsed.trailingSuperview {
            let last = items[items.count - 1]
            let superview = try superview(of: last, bar: parsed.trailingBarPosition)
            add(
                connection, earlier: (last, after), later: (superview, after), reversed: reversed,
                standard: LayoutConstraint.visualFormatStandardSuperviewSpacing)
        }
        return result
    }

    private func superview(of view: View, bar: Int) throws(VisualFormatError) -> View {
        guard let superview = view.superview else {
            throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
        }
        return superview
    }

    /// The spacing constraints of a connection from `earlier` to `later`: `later − earlier
    /// (relation) s`, written `later == earlier + s` (or, running right to left,
    /// `earlier == later + s`).
    private mutating func add(
        _ connection: VisualFormat.Connection, earlier: (View, LayoutAttribute), later: (View, LayoutAttribute),
        reversed: Bool, standard: CGFloat
    ) {
        let predicates: [VisualFormat.Predicate] =
            switch connection {
            case .flush: [VisualFormat.Predicate(object: .constant(0))]
            case .standard: [VisualFormat.Predicate(object: .constant(standard))]
            case .predicates(let list): list
            }
        let e = LayoutAnchor(earlier.0, earlier.1)
        let l = LayoutAnchor(later.0, later.1)
        for p in predicates {
            guard case .constant(let s) = p.object else { continue }
            if reversed {
                append(e, p.relation, l, s, p.priority)
            } else {
                append(l, p.relation, e, s, p.priority)
            }
        }
    }

    /// A view's size predicates along the axis: to a constant, or to another view's size.
    private mutating func addSize(_ predicates: [VisualFormat.Predicate], of view: View) throws(VisualFormatError) {
        let dimension: LayoutAttribute = parsed.isVertical ? .height : .width
        for p in predicates {
            switch p.object {
            case .constant(let c):
                append(LayoutAnchor(view, dimension), p.relation, nil, c, p.priority)
            case .view(let name, let position):
                let other = try self.view(name, at: position)
                append(LayoutAnchor(view, dimension), p.relation, LayoutAnchor(other, dimension), 0, p.priority)
            }
        }
    }

    /// The attributes the alignment options name, which must lie across the format's axis.
    private func alignmentAttributes() throws(VisualFormatError) -> [LayoutAttribute] {
        let all: [(LayoutConstraint.FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = all.filter { options.contains($0.0) }.map(\.1)
        let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
        for attribute in attributes where horizontal.contains(attribute) != parsed.isVertical {
            let edge = horizontal.contains(attribute) ? "horizontal" : "vertical"
            let layout = parsed.isVertical ? "vertical" : "horizontal"
            throw error(
                "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(layout).",
                at: 0)
        }
        return attributes
    }

    private mutating func append(
        _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, _ constant: CGFloat,
        _ priority: LayoutPriority
    ) {
        let c = LayoutConstraint(first: first, relation: relation, second: second, multiplier: 1, constant: constant)
        c.priority = priority
        result.append(c)
    }
}
