import Foundation

/// The device pixel grid of a screen of some ``Screen/scale``, to which layout rounds the
/// frames it writes (see the <doc:MarginsAndGeometry> article).
///
/// A coordinate is rounded to the nearest multiple of `1 / scale`, halves up (towards +∞):
/// at scale 2, 10.25 → 10.5 and 10.2 → 10; at scale 3, 1/3 stays 1/3 and 0.5 → 0.666…; at
/// scale 1, −236.5 → −236. Halves up, not away from zero, so that rounding commutes with
/// moving by whole pixels: a view's rounded size never depends on which side of the
/// window's origin it lies. A coordinate within ``tolerance`` of a pixel boundary or of a
/// half pixel counts as on it, so that the solver's round-off (about 1e-12 of a coordinate)
/// never turns a half pixel the other way.
struct PixelGrid {
    /// Pixels per point, greater than zero.
    let scale: CGFloat

    /// How far from a pixel boundary, or from a half pixel, a coordinate may be (in pixels)
    /// and still count as on it: far above the solver's round-off of a coordinate, far below
    /// anything a screen shows.
    static let tolerance: CGFloat = 1e-7

    /// `value` on the grid: `⌊value × scale + ½⌋ / scale`.
    @inline(__always)
    func round(_ value: CGFloat) -> CGFloat {
        (value * scale + 0.5 + Self.tolerance).rounded(.down) / scale
    }

    /// `value` rounded up to the grid, a value within ``tolerance`` above a pixel boundary
    /// staying on it (text sizes, as UIKit rounds them).
    func roundUp(_ value: CGFloat) -> CGFloat {
        (value * scale - Self.tolerance).rounded(.up) / scale
    }

    /// A frame in its parent's bounds coordinates from solved rectangles, its four edges
    /// rounded to the grid in *unscrolled window coordinates* (window coordinates with every
    /// ancestor's bounds origin, a scroll view's content offset, added back), so that
    /// scrolling moves no frame off the grid it was rounded to:
    ///
    ///     U(item)   = item + parentBoundsOrigin + shift    (shift: the bounds origins above the parent)
    ///     U(parent) = parent + shift
    ///     frame.minX  = round(U(item).minX) − round(U(parent).minX)
    ///     frame.width = round(U(item).maxX) − round(U(item).minX)
    ///
    /// and the same vertically. Unrounded, this is `item.origin − parent.origin +
    /// parentBoundsOrigin`, the frame of the solved values.
    ///
    /// - Parameters:
    ///   - item: The item's solved rectangle in window coordinates.
    ///   - parent: Its superview's (or owning view's) solved rectangle in window coordinates.
    ///   - parentBoundsOrigin: The parent's bounds origin.
    ///   - shift: The sum of the bounds origins of the parent's ancestors.
    @inline(__always)
    func frame(of item: CGRect, in parent: CGRect, parentBoundsOrigin: CGPoint, shift: CGPoint) -> CGRect {
        let dx = parentBoundsOrigin.x + shift.x
        let dy = parentBoundsOrigin.y + shift.y
        let minX = round(item.minX + dx)
        let minY = round(item.minY + dy)
        let maxX = round(item.minX + item.width + dx)
        let maxY = round(item.minY + item.height + dy)
        let originX = round(parent.minX + shift.x)
        let originY = round(parent.minY + shift.y)
        return CGRect(x: minX - originX, y: minY - originY, width: maxX - minX, height: maxY - minY)
    }
}
