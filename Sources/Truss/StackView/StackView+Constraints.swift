import Foundation

extension StackView {
    /// Brings every constraint of the stack in line with its arranged views and properties
    /// (after a new axis, distribution, alignment, spacing or arrangement option); the
    /// constraints of an arranged view no longer (`departed`) go.
    func updateStackConstraints(departed: StackOwnedConstraints? = nil) {
        let arrangement = currentArrangement()
        let slots = allSlots()
        apply(specs(for: slots, in: arrangement), to: slots, departed: departed, arrangement: arrangement)
    }

    /// Brings in line only the constraints of the arranged views around `index`: the views
    /// at `index - 1`, `index` and `index + 1`, the nearest visible views before and after
    /// it, and the stack's own; with `shifted` (a view inserted or removed at `index`) also
    /// the tie-breaks of the views after it, whose priority follows the index. Those are
    /// all the constraints a view hidden or shown, inserted or removed, resized or given a
    /// custom spacing at `index` changes, unless the change moves the first arranged view,
    /// the first visible one or the proportions' reference: then every view's are updated.
    func updateStackConstraints(around index: Int, shifted: Bool = false, departed: StackOwnedConstraints? = nil) {
        let arrangement = currentArrangement()
        guard arrangement.summary == arrangementSummary else { return updateStackConstraints(departed: departed) }
        let slots = indicesToUpdate(around: index, shifted: shifted).enumerated().map { slot(at: $1, position: $0) }
        apply(specs(for: slots, in: arrangement), to: slots, departed: departed, arrangement: arrangement)
    }

    /// Brings the constants of the `UISV-spacing` constraints in line after a new
    /// ``spacing``: the only constraints it changes, those of the visible views after a
    /// visible one (the gap after that one), so nothing is made or replaced.
    func updateSpacingConstants() {
        for slot in allSlots() where !slot.view.isHidden {
            guard let previous = slot.previousVisible, let c = arrangedConstraints[slot.index][.spacing] else {
                continue
            }
            let gap = gap(after: previous)
            if c.constant != gap { c.constant = gap }
        }
        setNeedsLayout()
    }

    /// The arranged views whose constraints a change at `index` may change, in order (see
    /// ``updateStackConstraints(around:shifted:departed:)``).
    func indicesToUpdate(around index: Int, shifted: Bool) -> [Int] {
        let count = arrangedSubviews.count
        var indices = [visibleNeighbour(of: index, forward: false), index - 1, index, index + 1]
        indices.append(visibleNeighbour(of: index, forward: true))
        var wanted = Set(indices.compactMap { $0 }.filter { $0 >= 0 && $0 < count })
        if shifted, let last = wanted.max() {
            for i in (last + 1)..<max(last + 1, count) where arrangedConstraints[i][.tieBreak] != nil {
                wanted.insert(i)
            }
        }
        return wanted.sorted()
    }

    /// Replaces the constraints of the views of `slots` and the stack's own by `specs`,
    /// which are all theirs, and drops those of `departed`: a constraint whose role and
    /// shape stay gets its new constant or priority (an edit), one whose shape changed is
    /// replaced, and the rest are added or removed, each as one batch; then the spacer
    /// guides that no constraint uses any more go.
    private func apply(
        _ specs: [StackConstraintSpec], to slots: [StackSlot], departed: StackOwnedConstraints?,
        arrangement: StackArrangement
    ) {
        var old = slots.map { StackOwnedConstraints(entries: arrangedConstraints[$0.index].entries) }
        var oldOwn = StackOwnedConstraints(entries: ownConstraints.entries)
        for slot in slots { arrangedConstraints[slot.index].entries = [] }
        ownConstraints.entries = []
        var edits: [(LayoutConstraint, StackConstraintSpec)] = []
        var added: [LayoutConstraint] = []
        var removed: [LayoutConstraint] = []
        var withSpacer = [Bool](repeating: false, count: slots.count)
        for spec in specs {
            var previous: LayoutConstraint?
            if let position = spec.slot {
                if spec.role == .spacerStart { withSpacer[position] = true }
                previous = old[position].take(spec.role)
            } else {
                previous = oldOwn.take(spec.role)
            }
            let c: LayoutConstraint
            if let previous, spec.hasShape(of: previous) {
                edits.append((previous, spec))
                c = previous
            } else {
                if let previous { removed.append(previous) }
                c = spec.makeConstraint()
                added.append(c)
            }
            if let position = spec.slot {
                arrangedConstraints[slots[position].index].entries.append((spec.role, c))
            } else {
                ownConstraints.entries.append((spec.role, c))
            }
        }
        for owned in old { removed += owned.entries.map(\.constraint) }
        removed += oldOwn.entries.map(\.constraint)
        if let departed { removed += departed.entries.map(\.constraint) }
        LayoutConstraint.deactivate(removed)
        for (c, spec) in edits {
            if c.priority != spec.priority { c.priority = spec.priority }
            if c.constant != spec.constant { c.constant = spec.constant }
        }
        LayoutConstraint.activate(added)
        for (position, slot) in slots.enumerated() where !withSpacer[position] {
            if let guide = arrangedConstraints[slot.index].spacer {
                arrangedConstraints[slot.index].spacer = nil
                removeLayoutGuide(guide)
            }
        }
        if let guide = departed?.spacer { removeLayoutGuide(guide) }
        arrangementSummary = arrangement.summary
        setNeedsLayout()
    }

    /// The gap after an arranged view: its custom spacing or ``spacing``, with
    /// ``spacingUseSystem`` read as ``View/systemSpacing``.
    func gap(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? View.systemSpacing : value
    }

    /// The spacer guide after the visible arranged view at `index`, made on first use.
    func spacer(afterArrangedAt index: Int) -> LayoutGuide {
        if let guide = arrangedConstraints[index].spacer { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        arrangedConstraints[index].spacer = guide
        return guide
    }

    /// The constraints the stack wants now for the arranged views of `slots` (in index
    /// order) and its own, in the order they are made.
    func specs(for slots: [StackSlot], in arrangement: StackArrangement) -> [StackConstraintSpec] {
        guard !arrangedSubviews.isEmpty else { return [] }
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(4 * slots.count + 2)
        for slot in slots { alongAxis(slot, arrangement, into: &specs) }
        for slot in slots where !slot.view.isHidden { distribution(slot, arrangement, into: &specs) }
        ownDistribution(arrangement, into: &specs)
        for slot in slots { acrossAxis(slot, arrangement, into: &specs) }
        ownAcrossAxis(arrangement, into: &specs)
        return specs
    }

    func anchors(_ view: View) -> StackAnchors { StackAnchors(item: view, axis: axis) }

    /// The view's intrinsic size along the axis, or `nil` without one.
    func intrinsicLength(of view: View) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 && length.isFinite ? length : nil
    }

    /// Along the axis, for one arranged view: the canvas connection at the start (first
    /// view) or the end (last view; at ``LayoutPriority/fittingSizeLevel`` when no arranged
    /// view is visible), its spacing from the view before it, and its collapse when hidden.
    ///
    /// Each arranged view after the first is placed after the one before it: a visible view
    /// after the previous visible one plus its gap (`UISV-spacing`); a hidden view, or the
    /// first visible one, right at the end of the previous arranged view, with no gap. A
    /// hidden view is 0 long (`UISV-hiding`), so it takes no room and no spacing.
    func alongAxis(_ slot: StackSlot, _ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        let view = slot.view
        let canvas = arrangement.canvas
        if slot.index == 0 {
            specs.append(
                StackConstraintSpec(
                    role: .canvasStart, slot: slot.position, first: anchors(view).start, relation: .equal,
                    second: canvas.start,
                    identifier: "UISV-canvas-connection"))
        }
        if slot.index == arrangedSubviews.count - 1 {
            // With every arranged view hidden, the end holds at the fitting priority: a stack
            // free to take its length collapses to 0, and one whose length is set keeps it,
            // its hidden views 0 long at the start, with no conflict.
            specs.append(
                StackConstraintSpec(
                    role: .canvasEnd, slot: slot.position, first: canvas.end, relation: .equal,
                    second: anchors(view).end,
                    priority: arrangement.firstVisible == nil ? .fittingSizeLevel : .required,
                    identifier: "UISV-canvas-connection"))
        }
        if view.isHidden {
            specs.append(
                StackConstraintSpec(
                    role: .hiding, slot: slot.position, first: anchors(view).size, relation: .equal, second: nil,
                    identifier: "UISV-hiding"))
        }
        guard slot.index > 0 else { return }
        if let previous = slot.previousVisible, !view.isHidden {
            let minimumOnly = distribution == .equalSpacing || distribution == .equalCentering
            let baselines = axis == .vertical && isBaselineRelativeArrangement
            specs.append(
                StackConstraintSpec(
                    role: .spacing, slot: slot.position,
                    first: baselines ? anchors(view).firstBaseline : anchors(view).start,
                    relation: minimumOnly ? .greaterThanOrEqual : .equal,
                    second: baselines ? anchors(previous).lastBaseline : anchors(previous).end,
                    constant: gap(after: previous), identifier: "UISV-spacing"))
        } else {
            specs.append(
                StackConstraintSpec(
                    role: .spacing, slot: slot.position, first: anchors(view).start, relation: .equal,
                    second: anchors(arrangedSubviews[slot.index - 1]).end, identifier: "UISV-spacing"))
        }
    }
}
