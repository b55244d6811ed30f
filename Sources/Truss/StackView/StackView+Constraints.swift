import Foundation

extension StackView {
    /// Brings the stack's constraints in line with its arranged views and properties: a
    /// constraint whose role and shape stay gets its new constant or priority (an edit),
    /// one whose shape changed is replaced, and the rest are added or removed, as one
    /// batch.
    func updateStackConstraints() {
        var spacers: [LayoutGuide] = []
        let specs = constraintSpecs(spacers: &spacers)
        let byKey = Dictionary(managedConstraints.map { ($0.key, $0.constraint) }, uniquingKeysWith: { a, _ in a })
        var kept: [(key: StackConstraintKey, constraint: LayoutConstraint)] = []
        var edits: [(LayoutConstraint, StackConstraintSpec)] = []
        var added: [LayoutConstraint] = []
        var keptIDs = Set<ObjectIdentifier>()
        for spec in specs {
            if let c = byKey[spec.key], spec.hasShape(of: c), !keptIDs.contains(ObjectIdentifier(c)) {
                edits.append((c, spec))
                kept.append((spec.key, c))
                keptIDs.insert(ObjectIdentifier(c))
            } else {
                let c = spec.makeConstraint()
                added.append(c)
                kept.append((spec.key, c))
            }
        }
        let removed = managedConstraints.map(\.constraint).filter { !keptIDs.contains(ObjectIdentifier($0)) }
        managedConstraints = kept
        LayoutConstraint.deactivate(removed)
        for (c, spec) in edits {
            if c.priority != spec.priority { c.priority = spec.priority }
            if c.constant != spec.constant { c.constant = spec.constant }
        }
        LayoutConstraint.activate(added)
        let used = Set(spacers.map(ObjectIdentifier.init))
        for (_, guide) in spacerGuides where !used.contains(ObjectIdentifier(guide)) { removeLayoutGuide(guide) }
        spacerGuides.removeAll { !used.contains(ObjectIdentifier($0.guide)) }
        setNeedsLayout()
    }

    /// The gap after an arranged view: its custom spacing or ``spacing``, with
    /// ``spacingUseSystem`` read as ``View/systemSpacing``.
    func gap(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? View.systemSpacing : value
    }

    /// The spacer guide after a visible arranged view, made on first use.
    func spacer(after view: View) -> LayoutGuide {
        let id = ObjectIdentifier(view)
        if let entry = spacerGuides.first(where: { $0.after == id }) { return entry.guide }
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        spacerGuides.append((id, guide))
        return guide
    }

    /// Every constraint the stack wants now, with the spacer guides they use.
    func constraintSpecs(spacers: inout [LayoutGuide]) -> [StackConstraintSpec] {
        guard !arrangedSubviews.isEmpty else { return [] }
        let canvasItem: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let canvas = StackAnchors(item: canvasItem, axis: axis)
        return alongAxis(canvas: canvas) + distributionSpecs(spacers: &spacers) + acrossAxis(canvas: canvas)
    }

    func anchors(_ view: View) -> StackAnchors { StackAnchors(item: view, axis: axis) }

    /// The view's intrinsic size along the axis, or `nil` without one.
    func intrinsicLength(of view: View) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 && length.isFinite ? length : nil
    }

    /// The canvas connections at both ends, the spacing between visible neighbours, and the
    /// collapse of hidden views.
    ///
    /// Each arranged view after the first is placed after the one before it: a visible view
    /// after the previous visible one plus its gap (`UISV-spacing`); a hidden view, or the
    /// first visible one, right at the end of the previous arranged view, with no gap. A
    /// hidden view is 0 long (`UISV-hiding`), so it takes no room and no spacing.
    func alongAxis(canvas: StackAnchors) -> [StackConstraintSpec] {
        let views = arrangedSubviews
        let first = views[0]
        let last = views[views.count - 1]
        var specs = [
            StackConstraintSpec(
                key: .init(.canvasStart, first), first: anchors(first).start, relation: .equal, second: canvas.start,
                identifier: "UISV-canvas-connection"),
            StackConstraintSpec(
                key: .init(.canvasEnd, last), first: canvas.end, relation: .equal, second: anchors(last).end,
                identifier: "UISV-canvas-connection"),
        ]
        let minimumOnly = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        var previousVisible: View?
        for (index, view) in views.enumerated() {
            if view.isHidden {
                specs.append(
                    StackConstraintSpec(
                        key: .init(.hiding, view), first: anchors(view).size, relation: .equal, second: nil,
                        identifier: "UISV-hiding"))
            }
            if index > 0 {
                if let previous = previousVisible, !view.isHidden {
                    specs.append(
                        StackConstraintSpec(
                            key: .init(.spacing, view),
                            first: baselines ? anchors(view).firstBaseline : anchors(view).start,
                            relation: minimumOnly ? .greaterThanOrEqual : .equal,
                            second: baselines ? anchors(previous).lastBaseline : anchors(previous).end,
                            constant: gap(after: previous), identifier: "UISV-spacing"))
                } else {
                    specs.append(
                        StackConstraintSpec(
                            key: .init(.spacing, view), first: anchors(view).start, relation: .equal,
                            second: anchors(views[index - 1]).end, identifier: "UISV-spacing"))
                }
            }
            if !view.isHidden { previousVisible = view }
        }
        return specs
    }
}
