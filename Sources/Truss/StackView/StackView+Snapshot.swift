import Foundation

extension StackView: LayoutSnapshotAttributes {
    /// `axis=vertical distribution=fillEqually alignment=center spacing=8`, then
    /// `baselineRelative` and `marginsRelative` when they are on.
    ///
    /// ```swift
    /// stack.layoutSnapshot()   // "StackView 'form' (20, 100, 350, 120) axis=vertical …"
    /// ```
    public var layoutSnapshotAttributes: [String] {
        var result = [
            "axis=\(axis == .horizontal ? "horizontal" : "vertical")",
            "distribution=\(distribution)",
            "alignment=\(alignment)",
            "spacing=" + (spacing == Self.spacingUseSystem ? "system" : SnapshotFormat.number(spacing)),
        ]
        if isBaselineRelativeArrangement { result.append("baselineRelative") }
        if isLayoutMarginsRelativeArrangement { result.append("marginsRelative") }
        return result
    }
}
