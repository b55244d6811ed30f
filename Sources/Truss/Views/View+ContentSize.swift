import Foundation

/// A view's intrinsic-size constraints: per axis, hugging (`size ≤ intrinsic` at the
/// hugging priority) and compression resistance (`size ≥ intrinsic` at the compression
/// resistance priority).
struct ContentSizeConstraints {
    var horizontal: (hugging: LayoutConstraint, compression: LayoutConstraint)?
    var vertical: (hugging: LayoutConstraint, compression: LayoutConstraint)?

    var all: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        append(to: &result)
        return result
    }

    /// Appends ``all`` to `list`, with no array of its own.
    func append(to list: inout [LayoutConstraint]) {
        forEach { list.append($0) }
    }

    /// Calls `body` with each of ``all``, in order, with no array of its own.
    @inline(__always)
    func forEach(_ body: (LayoutConstraint) -> Void) {
        if let h = horizontal {
            body(h.hugging)
            body(h.compression)
        }
        if let v = vertical {
            body(v.hugging)
            body(v.compression)
        }
    }
}

extension View {
    /// Tells the engine that ``intrinsicContentSize`` changed: a new size is a constant
    /// edit of the content-size constraints (cheap), not a rebuild. The view's baseline
    /// offsets (``firstBaselineOffsetFromTop``, ``lastBaselineOffsetFromBottom``) are read
    /// again too: if they changed, constraints through its baselines follow the new font.
    ///
    /// A view outside a window is not measured here: its size is read when it joins a
    /// window (or when it is fitted), so setting a label's text, font and number of lines
    /// before adding it measures its text once.
    public func invalidateIntrinsicContentSize() {
        if let engine = window?.engine {
            syncContentSizeConstraints(engine: engine)
            if let used = baselineOffsetsInUse, used != baselineOffsets {
                engine.baselinesChanged(of: self)
            }
        }
        superview?.subviewContentSizeDidChange(self)
    }

    /// The content hugging priority on an axis (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the content hugging priority on an axis (cheap: a strength change).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let p = priority.validated()
        if axis == .horizontal {
            huggingPriorities.horizontal = p
        } else {
            huggingPriorities.vertical = p
        }
        let pair = axis == .horizontal ? contentSizeConstraints.horizontal : contentSizeConstraints.vertical
        if let c = pair?.hugging { LayoutEngine.changeSystemPriority(of: c, to: p) }
    }

    /// The content compression resistance priority on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the content compression resistance priority on an axis (cheap).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let p = priority.validated()
        if axis == .horizontal {
            compressionPriorities.horizontal = p
        } else {
            compressionPriorities.vertical = p
        }
        let pair = axis == .horizontal ? contentSizeConstraints.horizontal : contentSizeConstraints.vertical
        if let c = pair?.compression { LayoutEngine.changeSystemPriority(of: c, to: p) }
    }

    /// Brings the content-size constraints in line with ``intrinsicContentSize``: a new
    /// size is a constant edit; an axis gaining or losing its size adds or removes its pair.
    /// With `engine` nil, only the constraint objects change (for a view not in a window).
    func syncContentSizeConstraints(engine: LayoutEngine?) {
        let size = intrinsicContentSize
        var added: [LayoutConstraint] = []
        var removed: [LayoutConstraint] = []
        func sync(
            _ pair: inout (hugging: LayoutConstraint, compression: LayoutConstraint)?, _ metric: CGFloat,
            _ axis: LayoutAxis
        ) {
            if metric < 0 || !metric.isFinite {
                if let p = pair {
                    removed.append(p.hugging)
                    removed.append(p.compression)
                }
                pair = nil
            } else if let p = pair {
                p.hugging.constant = metric
                p.compression.constant = metric
            } else {
                let dimension = axis == .horizontal ? widthAnchor : heightAnchor
                let horizontal = axis == .horizontal
                let hug = LayoutConstraint(
                    first: dimension, relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: metric,
                    kind: .contentSize)
                hug.setPriorityUnchecked(contentHuggingPriority(for: axis))
                hug.identifier = horizontal ? "Truss-ContentHugging-H" : "Truss-ContentHugging-V"
                let compress = LayoutConstraint(
                    first: dimension, relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: metric,
                    kind: .contentSize)
                compress.setPriorityUnchecked(contentCompressionResistancePriority(for: axis))
                compress.identifier = horizontal ? "Truss-ContentCompression-H" : "Truss-ContentCompression-V"
                hug.setActiveFlag(true)
                compress.setActiveFlag(true)
                pair = (hug, compress)
                // Without an engine the caller adds the pair itself (``LayoutEngine/join(_:)``).
                if engine != nil {
                    added.append(hug)
                    added.append(compress)
                }
            }
        }
        sync(&contentSizeConstraints.horizontal, size.width, .horizontal)
        sync(&contentSizeConstraints.vertical, size.height, .vertical)
        for c in removed { c.setActiveFlag(false) }
        LayoutConstraint.removeFromEngines(removed)
        if let engine, !added.isEmpty { engine.add(added) }
    }
}
