import Foundation

extension View {
    /// The layout of this view and everything inside it as deterministic text, one line
    /// per view or layout guide: UIKit's `recursiveDescription`, made for comparing.
    ///
    /// The rules:
    /// - A line is `Type 'identifier' (x, y, width, height)`, then `hidden` for a hidden
    ///   view, then any ``LayoutSnapshotAttributes``, then `AMBIGUOUS` if the frame is not
    ///   determined by the constraints. The identifier part is left out when there is none.
    /// - A view's frame is in its superview's bounds coordinates (a window's in the
    ///   screen's); a guide's layout frame in its owning view's bounds coordinates.
    /// - Each level of depth indents by two spaces. A view's guides come first (in the
    ///   order they were added), then its subviews (back to front).
    /// - Numbers are rounded to hundredths and written by ``SnapshotFormat``; a window
    ///   adds `safeAreaInsets={top, left, bottom, right}` when it has any.
    /// - No addresses, no hashing: the same layout gives the same text on every run.
    ///
    /// Run a layout pass first (``View/layoutIfNeeded()``); the snapshot reads the frames.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// print(window.layoutSnapshot())
    /// // Window 'window' (0, 0, 375, 667)
    /// //   View 'box' (137.5, 308.5, 100, 50)
    /// ```
    ///
    /// - Parameter includingGuides: Whether to list layout guides (`true` by default).
    public func layoutSnapshot(includingGuides: Bool = true) -> String {
        var lines: [String] = []
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + view.snapshotLine())
            if includingGuides {
                for guide in view.layoutGuides { lines.append(indent + "  " + Self.snapshotLine(of: guide)) }
            }
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `ScrollView 'scroll' (0, 0, 375, 667) contentOffset=(0, 35) contentSize=(375, 667)`.
    func snapshotLine() -> String {
        var parts = [String(describing: type(of: self))]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append(SnapshotFormat.rect(frame))
        if isHidden { parts.append("hidden") }
        if let window = self as? Window, window.safeAreaInsets != .zero {
            parts.append("safeAreaInsets=" + SnapshotFormat.insets(window.safeAreaInsets))
        }
        if let described = self as? any LayoutSnapshotAttributes { parts += described.layoutSnapshotAttributes }
        if hasAmbiguousLayout { parts.append("AMBIGUOUS") }
        return parts.joined(separator: " ")
    }

    /// `LayoutGuide 'contentLayoutGuide' (0, 0, 375, 667)`.
    static func snapshotLine(of guide: LayoutGuide) -> String {
        var parts = [String(describing: type(of: guide))]
        if !guide.identifier.isEmpty { parts.append("'\(guide.identifier)'") }
        parts.append(SnapshotFormat.rect(guide.layoutFrame))
        if let described = guide as? any LayoutSnapshotAttributes { parts += described.layoutSnapshotAttributes }
        if guide.hasAmbiguousLayout { parts.append("AMBIGUOUS") }
        return parts.joined(separator: " ")
    }

    /// The view's rectangle in its window's coordinates, from the frames of the last
    /// layout pass.
    func rectInWindow() -> CGRect { convert(bounds, to: nil) }
}

extension LayoutGuide {
    /// The guide's rectangle in its window's coordinates, from the last layout pass.
    func rectInWindow() -> CGRect { owningView?.convert(layoutFrame, to: nil) ?? layoutFrame }
}
