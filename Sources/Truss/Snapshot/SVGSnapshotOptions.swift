import Foundation

/// What ``Window/svgSnapshot(options:)`` draws and how.
///
/// ```swift
/// var options = SVGSnapshotOptions()
/// options.title = "Login, keyboard up"
/// options.scale = 0.75
/// options.overlays.append(SnapshotOverlay(guide: bottomGuide, label: "keyboard"))
/// ```
public struct SVGSnapshotOptions: Sendable, Hashable {
    /// Pixels per point (1 by default).
    public var scale: CGFloat = 1
    /// Room around the window, in pixels (12 by default).
    public var margin: CGFloat = 12
    /// A caption written above the window; `nil` for none.
    public var title: String?
    /// Whether to draw layout guides as dashed rectangles (`true` by default).
    public var showsLayoutGuides = true
    /// Whether to shade the window's unsafe edges (`true` by default).
    public var showsSafeArea = true
    /// Whether to write each item's identifier (or type) in it (`true` by default).
    public var showsLabels = true
    /// Rectangles drawn over the layout, last on top.
    public var overlays: [SnapshotOverlay] = []

    /// Default options: scale 1, guides, safe area and labels shown, no overlays.
    public init() {}
}
