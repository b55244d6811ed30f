import Foundation

extension StackView {
    /// The distribution's constraints, among the visible arranged views.
    func distributionSpecs(spacers: inout [LayoutGuide]) -> [StackConstraintSpec] {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard let first = visible.first else { return [] }
        switch distribution {
        case .fill:
            return tieBreaks(visible)
        case .fillEqually:
            return visible.dropFirst().map { view in
                StackConstraintSpec(
                    key: .init(.fillEqually, view), first: anchors(view).size, relation: .equal,
                    second: anchors(first).size, identifier: "UISV-fill-equally")
            }
        case .fillProportionally:
            return proportions(visible)
        case .equalSpacing, .equalCentering:
            return spacerSpecs(visible, spacers: &spacers) + tieBreaks(visible)
        }
    }

    /// The tie-breaks of the distributions where hugging and compression resistance decide
    /// (``Distribution/fill``, and when the views do not fit, ``Distribution/equalSpacing``
    /// and ``Distribution/equalCentering``): each visible view with an intrinsic size but the
    /// last keeps it at a priority between 1 and 2, higher for earlier views. They decide
    /// only among layouts that hugging and compression resistance rank equal, so that of
    /// the views with the lowest priority the last stretches or shrinks, as if the views
    /// before it held on a little harder.
    func tieBreaks(_ visible: [View]) -> [StackConstraintSpec] {
        let count = visible.count
        return visible.dropLast().enumerated().compactMap { index, view in
            guard let length = intrinsicLength(of: view) else { return nil }
            return StackConstraintSpec(
                key: .init(.tieBreak, view), first: anchors(view).size, relation: .equal, second: nil,
                constant: length, priority: LayoutPriority(1 + Float(count - 1 - index) / Float(count)),
                identifier: "UISV-ambiguity-suppression")
        }
    }

    /// ``Distribution/fillProportionally``: each visible view with a positive intrinsic
    /// size is as long as the first such view times the ratio of their intrinsic sizes, so
    /// the room left after spacing is shared in that proportion.
    func proportions(_ visible: [View]) -> [StackConstraintSpec] {
        let sized = visible.compactMap { view in intrinsicLength(of: view).flatMap { $0 > 0 ? (view, $0) : nil } }
        guard let (reference, referenceLength) = sized.first else { return [] }
        return sized.dropFirst().map { view, length in
            StackConstraintSpec(
                key: .init(.fillProportionally, view), first: anchors(view).size, relation: .equal,
                second: anchors(reference).size, multiplier: length / referenceLength,
                identifier: "UISV-fill-proportionally")
        }
    }

    /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``: a spacer guide
    /// from each visible view's end (centre) to the next one's start (centre), all as long
    /// as the first, which is pulled to 0 at ``LayoutPriority/fittingSizeLevel`` so that a
    /// stack free to choose its length takes the spacing and no more.
    func spacerSpecs(_ visible: [View], spacers: inout [LayoutGuide]) -> [StackConstraintSpec] {
        let centering = distribution == .equalCentering
        var specs: [StackConstraintSpec] = []
        var firstSpacer: LayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let guide = spacer(after: previous)
            spacers.append(guide)
            let g = StackAnchors(item: guide, axis: axis)
            let p = anchors(previous)
            let n = anchors(next)
            specs.append(
                StackConstraintSpec(
                    key: .init(.spacerStart, previous), first: g.start, relation: .equal,
                    second: centering ? p.center : p.end, identifier: "UISV-distributing-edge"))
            specs.append(
                StackConstraintSpec(
                    key: .init(.spacerEnd, previous), first: centering ? n.center : n.start, relation: .equal,
                    second: g.end, identifier: "UISV-distributing-edge"))
            if let firstSpacer {
                specs.append(
                    StackConstraintSpec(
                        key: .init(.spacerSize, previous), first: g.size, relation: .equal,
                        second: StackAnchors(item: firstSpacer, axis: axis).size, identifier: "UISV-fill-equally"))
            } else {
                firstSpacer = guide
                specs.append(
                    StackConstraintSpec(
                        key: .init(.spacerFit), first: g.size, relation: .equal, second: nil,
                        priority: .fittingSizeLevel, identifier: "UISV-distributing-fit"))
            }
        }
        return specs
    }

    /// Across the axis: the first arranged view connected to the canvas by ``alignment``,
    /// the others aligned with it, and for every alignment but ``Alignment/fill`` the
    /// canvas spanning every view and pulled to fit them.
    func acrossAxis(canvas: StackAnchors) -> [StackConstraintSpec] {
        let views = arrangedSubviews
        let first = anchors(views[0])
        var specs: [StackConstraintSpec] = []
        func connect(_ role: StackConstraintKey.Role, _ anchor: (StackAnchors) -> LayoutAnchor) {
            specs.append(
                StackConstraintSpec(
                    key: .init(role, views[0]), first: anchor(first), relation: .equal, second: anchor(canvas),
                    identifier: "UISV-canvas-connection"))
            for view in views.dropFirst() {
                specs.append(
                    StackConstraintSpec(
                        key: .init(role, view), first: anchor(anchors(view)), relation: .equal, second: anchor(first),
                        identifier: "UISV-alignment"))
            }
        }
        func span(start: Bool, end: Bool) {
            for view in views {
                let v = anchors(view)
                if start {
                    specs.append(
                        StackConstraintSpec(
                            key: .init(.spanningStart, view), first: v.crossStart, relation: .greaterThanOrEqual,
                            second: canvas.crossStart, identifier: "UISV-spanning-boundary"))
                }
                if end {
                    specs.append(
                        StackConstraintSpec(
                            key: .init(.spanningEnd, view), first: v.crossEnd, relation: .lessThanOrEqual,
                            second: canvas.crossEnd, identifier: "UISV-spanning-boundary"))
                }
            }
            specs.append(
                StackConstraintSpec(
                    key: .init(.spanningFit), first: canvas.crossSize, relation: .equal, second: nil,
                    priority: .fittingSizeLevel, identifier: "UISV-spanning-fit"))
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
            let baseline: (StackAnchors) -> LayoutAnchor =
                alignment == .firstBaseline ? \.firstBaseline : \.lastBaseline
            for view in views.dropFirst() {
                specs.append(
                    StackConstraintSpec(
                        key: .init(.crossBaseline, view), first: baseline(anchors(view)), relation: .equal,
                        second: baseline(first), identifier: "UISV-alignment"))
            }
            span(start: true, end: true)
            specs.append(
                StackConstraintSpec(
                    key: .init(.baselineTop), first: first.crossStart, relation: .equal, second: canvas.crossStart,
                    priority: LayoutPriority(49), identifier: "UISV-canvas-connection"))
        }
        return specs
    }
}
