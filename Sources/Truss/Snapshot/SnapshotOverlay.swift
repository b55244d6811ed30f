import Foundation

/// A labelled rectangle drawn over a layout picture: something that covers the window
/// without being a view, such as a keyboard or an obstruction.
///
/// ```swift
/// var options = SVGSnapshotOptions()
/// options.overlays = [SnapshotOverlay(frame: CGRect(x: 0, y: 407, width: 375, height: 260), label: "keyboard")]
/// let svg = window.svgSnapshot(options: options)
/// ```
public struct SnapshotOverlay: Sendable, Hashable {
    /// The rectangle, in window coordinates.
    public var frame: CGRect
    /// The text written in the middle of the rectangle.
    public var label: String
    /// A CSS color for the fill (drawn translucent) and the outline.
    public var color: String

    /// The default overlay color, a muted violet.
    public static let defaultColor = "#6a4c93"

    /// Creates an overlay at `frame` (window coordinates).
    public init(frame: CGRect, label: String, color: String = SnapshotOverlay.defaultColor) {
        self.frame = frame
        self.label = label
        self.color = color
    }

    /// An overlay over a layout guide's rectangle, as of the last layout pass.
    ///
    /// ```swift
    /// SnapshotOverlay(guide: bottomGuide, label: "obstruction")
    /// ```
    public init(guide: LayoutGuide, label: String? = nil, color: String = SnapshotOverlay.defaultColor) {
        self.init(frame: guide.rectInWindow(), label: label ?? guide.identifier, color: color)
    }
}
