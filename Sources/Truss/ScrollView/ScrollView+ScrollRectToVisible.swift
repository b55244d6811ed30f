import Foundation

extension ScrollView {
    /// Scrolls the least that makes `rect` (in content coordinates, the coordinates of the
    /// subviews' frames) visible inside the bounds minus ``adjustedContentInset``, clamped
    /// to the content; does nothing when it is already visible. UIKit's
    /// `scrollRectToVisible(_:animated:)`.
    ///
    /// On each axis, with o the offset, L the bounds' length, a and b the adjusted insets
    /// before and after, and c the content's length, the visible span is
    /// `o + a … o + L - b`, and:
    ///
    ///     rect above the span (or longer than it)    o' = rect.min - a
    ///     rect below the span                        o' = rect.max - (L - b)
    ///     otherwise                                  o' = o
    ///     then clamped to  -a … max(-a, c + b - L)
    ///
    /// It reads the geometry of the last layout pass and sets ``contentOffset``; the
    /// change is not animated (`animated` is accepted for UIKit's spelling).
    ///
    /// ```swift
    /// // A 400-high scroll view at offset 0, content 700 high:
    /// scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
    /// scroll.contentOffset     // (0, 150): 500 + 50 - 400
    /// ```
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let size = bounds.size
        let content = contentSize
        let offset = contentOffset
        let x = Self.minimalOffset(
            offset.x, showing: rect.minX, rect.maxX, length: size.width, before: inset.left, after: inset.right,
            content: content.width)
        let y = Self.minimalOffset(
            offset.y, showing: rect.minY, rect.maxY, length: size.height, before: inset.top, after: inset.bottom,
            content: content.height)
        let next = CGPoint(x: x, y: y)
        guard next != offset else { return }
        contentOffset = next
    }

    /// The offset on one axis that shows `min … max` with the least change, clamped to the
    /// content (see ``scrollRectToVisible(_:animated:)``).
    static func minimalOffset(
        _ offset: CGFloat, showing min: CGFloat, _ max: CGFloat, length: CGFloat, before: CGFloat, after: CGFloat,
        content: CGFloat
    ) -> CGFloat {
        let visibleMin = offset + before
        let visibleMax = offset + length - after
        var next = offset
        if min < visibleMin || max - min > visibleMax - visibleMin {
            next = min - before
        } else if max > visibleMax {
            next = max - (length - after)
        }
        let lowest = -before
        let highest = Swift.max(lowest, content + after - length)
        return Swift.min(Swift.max(next, lowest), highest)
    }
}
