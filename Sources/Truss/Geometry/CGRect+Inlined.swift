import Foundation

/// Foundation's `minX`, `maxX`, `width` and their `y` counterparts, written out for the
/// layout pass's hot loops: on Linux Foundation's are not inlinable, so each read is a call.
/// The formulas are Foundation's, so the values are the same to the bit (a negative size
/// counts from the other edge; `-0` and NaN included).
extension CGRect {
    @inline(__always) var inlinedMinX: CGFloat { origin.x + min(size.width, 0) }
    @inline(__always) var inlinedMaxX: CGFloat { origin.x + max(size.width, 0) }
    @inline(__always) var inlinedWidth: CGFloat { abs(size.width) }
    @inline(__always) var inlinedMinY: CGFloat { origin.y + min(size.height, 0) }
    @inline(__always) var inlinedMaxY: CGFloat { origin.y + max(size.height, 0) }
    @inline(__always) var inlinedHeight: CGFloat { abs(size.height) }
}
