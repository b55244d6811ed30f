import Foundation

extension StackView {
    /// The distribution's constraints of one visible arranged view.
    func distribution(_ slot: StackSlot, _ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        let view = slot.view
        switch distribution {
        case .fill:
            tieBreak(slot, into: &specs)
        case .fillEqually:
            guard let first = arrangement.firstVisible, first !== view else { return }
            specs.append(
                StackConstraintSpec(
                    role: .fillEqually, slot: slot.position, first: anchors(view).size, relation: .equal,
                    second: anchors(first).size, identifier: "UISV-fill-equally"))
        case .fillProportionally:
            proportion(slot, arrangement, into: &specs)
        case .equalSpacing, .equalCentering:
            spacer(slot, arrangement, into: &specs)
            tieBreak(slot, into: &specs)
        }
    }

    /// The tie-break of the distributions where hugging and compression resistance decide
    /// (``Distribution/fill``, and when the views do not fit, ``Distribution/equalSpacing``
    /// and ``Distribution/equalCentering``): each visible view with an intrinsic size but
    /// the last visible one keeps it at a priority between 1 and 2, higher for earlier
    /// views (see ``tieBreakPriority(at:)``). They decide only among layouts that hugging
    /// and compression resistance rank equal, so that of the views with the lowest priority
    /// the last stretches or shrinks, as if the views before it held on a little harder.
    func tieBreak(_ slot: StackSlot, into specs: inout [StackConstraintSpec]) {
        guard slot.nextVisible != nil, let length = intrinsicLength(of: slot.view) else { return }
        specs.append(
            StackConstraintSpec(
                role: .tieBreak, slot: slot.position, first: anchors(slot.view).size, relation: .equal, second: nil,
                constant: length, priority: Self.tieBreakPriority(at: slot.index),
                identifier: "UISV-ambiguity-suppression"))
    }

    /// The tie-break priority of the arranged view at `index`: `2 − (index + 1)·ε`, with
    /// `ε = Float.ulpOfOne` (2⁻²³) the step between priorities near 2, so 1.9999999 for
    /// the first view, one step less for each next one. It follows the arranged index, not
    /// the place among the visible views, so hiding or showing a view changes no other
    /// view's tie-break; past 2²³ − 2 arranged views the priorities stop falling (1 + ε).
    static func tieBreakPriority(at index: Int) -> LayoutPriority {
        let steps = Float(min(index + 1, (1 << 23) - 1))
        return LayoutPriority(2 - steps * Float.ulpOfOne)
    }

    /// ``Distribution/fillProportionally``: each visible view with a positive intrinsic
    /// size is as long as the first such view (the reference) times the ratio of their
    /// intrinsic sizes, so the room left after spacing is shared in that proportion.
    func proportion(_ slot: StackSlot, _ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        let view = slot.view
        guard let (reference, referenceLength) = arrangement.reference, reference !== view,
            let length = intrinsicLength(of: view), length > 0
        else { return }
        specs.append(
            StackConstraintSpec(
                role: .fillProportionally, slot: slot.position, first: anchors(view).size, relation: .equal,
                second: anchors(reference).size, multiplier: length / referenceLength,
                identifier: "UISV-fill-proportionally"))
    }

    /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``: a spacer guide
    /// from each visible view's end (centre) to the next visible one's start (centre), all
    /// as long as the first (the one after the first visible view).
    func spacer(_ slot: StackSlot, _ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        guard let next = slot.nextVisible else { return }
        let previous = slot.view
        let centering = distribution == .equalCentering
        let g = StackAnchors(item: spacer(afterArrangedAt: slot.index), axis: axis)
        let p = anchors(previous)
        let n = anchors(next)
        specs.append(
            StackConstraintSpec(
                role: .spacerStart, slot: slot.position, first: g.start, relation: .equal,
                second: centering ? p.center : p.end, identifier: "UISV-distributing-edge"))
        specs.append(
            StackConstraintSpec(
                role: .spacerEnd, slot: slot.position, first: centering ? n.center : n.start, relation: .equal,
                second: g.end, identifier: "UISV-distributing-edge"))
        if let first = arrangement.firstVisibleIndex, first != slot.index {
            specs.append(
                StackConstraintSpec(
                    role: .spacerSize, slot: slot.position, first: g.size, relation: .equal,
                    second: StackAnchors(item: spacer(afterArrangedAt: first), axis: axis).size,
                    identifier: "UISV-fill-equally"))
        }
    }

    /// The distribution's constraint of the stack itself: for ``Distribution/equalSpacing``
    /// and ``Distribution/equalCentering`` with two visible views or more, the first spacer
    /// pulled to 0 at ``LayoutPriority/fittingSizeLevel``, so that a stack free to choose
    /// its length takes the spacing and no more.
    func ownDistribution(_ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        guard distribution == .equalSpacing || distribution == .equalCentering,
            let first = arrangement.firstVisibleIndex, visibleNeighbour(of: first, forward: true) != nil
        else { return }
        specs.append(
            StackConstraintSpec(
                role: .spacerFit, slot: nil, first: StackAnchors(item: spacer(afterArrangedAt: first), axis: axis).size,
                relation: .equal, second: nil, priority: .fittingSizeLevel, identifier: "UISV-distributing-fit"))
    }

    /// Across the axis, for one arranged view: the first connected to the canvas by
    /// ``alignment``, the others aligned with it, and for every alignment but
    /// ``Alignment/fill`` the canvas spanning the view.
    func acrossAxis(_ slot: StackSlot, _ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        guard let firstView = arrangement.first else { return }
        let view = slot.view
        let canvas = arrangement.canvas
        let first = anchors(firstView)
        let v = anchors(view)
        func connect(_ role: StackConstraintRole, _ anchor: (StackAnchors) -> LayoutAnchor) {
            if slot.index == 0 {
                specs.append(
                    StackConstraintSpec(
                        role: role, slot: slot.position, first: anchor(v), relation: .equal, second: anchor(canvas),
                        identifier: "UISV-canvas-connection"))
            } else {
                specs.append(
                    StackConstraintSpec(
                        role: role, slot: slot.position, first: anchor(v), relation: .equal, second: anchor(first),
                        identifier: "UISV-alignment"))
            }
        }
        func span(start: Bool, end: Bool) {
            if start {
                specs.append(
                    StackConstraintSpec(
                        role: .spanningStart, slot: slot.position, first: v.crossStart, relation: .greaterThanOrEqual,
                        second: canvas.crossStart, identifier: "UISV-spanning-boundary"))
            }
            if end {
                specs.append(
                    StackConstraintSpec(
                        role: .spanningEnd, slot: slot.position, first: v.crossEnd, relation: .lessThanOrEqual,
                        second: canvas.crossEnd, identifier: "UISV-spanning-boundary"))
            }
        }
        switch (alignment, axis) {
        case (.fill, _), (.firstBaseline, .vertical), (.lastBaseline, .vertical):
            connect(.crossStart, \.crossStart)
            connect(.crossEnd, \.crossEnd)
        case (.leading, _):
            connect(.crossStart, \.crossStart)
            span(start: false, end: true)
        case (.trailing, _):
            connect(.crossEnd, \.crossEnd)
            span(start: true, end: false)
        case (.center, _):
            connect(.crossCenter, \.crossCenter)
            span(start: true, end: true)
        case (.firstBaseline, .horizontal), (.lastBaseline, .horizontal):
            if slot.index > 0 {
                let baseline: (StackAnchors) -> LayoutAnchor =
                    alignment == .firstBaseline ? \.firstBaseline : \.lastBaseline
                specs.append(
                    StackConstraintSpec(
                        role: .crossBaseline, slot: slot.position, first: baseline(v), relation: .equal,
                        second: baseline(first), identifier: "UISV-alignment"))
            }
            span(start: true, end: true)
        }
    }

    /// Across the axis, the stack's own: for every alignment but ``Alignment/fill`` the
    /// canvas pulled to fit its views at ``LayoutPriority/fittingSizeLevel``; for baseline
    /// alignment, the first view's top pulled to the canvas's at priority 49, so that in a
    /// stack taller than needed the group sits at the top.
    func ownAcrossAxis(_ arrangement: StackArrangement, into specs: inout [StackConstraintSpec]) {
        guard let firstView = arrangement.first else { return }
        let canvas = arrangement.canvas
        switch (alignment, axis) {
        case (.fill, _), (.firstBaseline, .vertical), (.lastBaseline, .vertical):
            return
        case (.firstBaseline, .horizontal), (.lastBaseline, .horizontal):
            specs.append(
                StackConstraintSpec(
                    role: .spanningFit, slot: nil, first: canvas.crossSize, relation: .equal, second: nil,
                    priority: .fittingSizeLevel, identifier: "UISV-spanning-fit"))
            specs.append(
                StackConstraintSpec(
                    role: .baselineTop, slot: nil, first: anchors(firstView).crossStart, relation: .equal,
                    second: canvas.crossStart, priority: LayoutPriority(49), identifier: "UISV-canvas-connection"))
        default:
            specs.append(
                StackConstraintSpec(
                    role: .spanningFit, slot: nil, first: canvas.crossSize, relation: .equal, second: nil,
                    priority: .fittingSizeLevel, identifier: "UISV-spanning-fit"))
        }
    }
}
