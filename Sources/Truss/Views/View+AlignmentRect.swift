import Cassowary
import Foundation

extension View {
    /// The rectangle that constraints act on, in the frame's coordinates: the frame inset
    /// by ``alignmentRectInsets``.
    ///
    /// ```swift
    /// // alignmentRectInsets = (top 0, left 4, bottom 2, right 4)
    /// badge.alignmentRect(forFrame: CGRect(x: 10, y: 10, width: 48, height: 30))
    /// // (14, 10, 40, 28)
    /// ```
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
            height: frame.height - i.top - i.bottom)
    }

    /// The frame whose alignment rectangle is `alignmentRect`: the rectangle outset by
    /// ``alignmentRectInsets``, the inverse of ``alignmentRect(forFrame:)``.
    ///
    /// ```swift
    /// badge.frame(forAlignmentRect: CGRect(x: 14, y: 10, width: 40, height: 28))
    /// // (10, 10, 48, 30)
    /// ```
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
            width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }
}

extension LayoutAnchor {
    /// What moves this anchor from its view's frame to the view's alignment rectangle, in
    /// the anchor's expression (negated where the expression is mirrored): `+left` for the
    /// left edge, `−right` for the right edge, the mean for a center, `−(left + right)` for
    /// the width; leading and trailing are the left and right edges, or the right and left
    /// ones when mirrored. Zero for a guide, a margin attribute (which acts on the margins
    /// guide), a baseline (measured from the frame), and a view without insets.
    func alignmentOffset(mirrored: Bool) -> Double {
        guard attribute.marginBase == nil, let view = reference.view else { return 0 }
        let i = view.alignmentRectInsets
        guard i != .zero else { return 0 }
        let (l, t, b, r) = (Double(i.left), Double(i.top), Double(i.bottom), Double(i.right))
        let sign: Double = mirrored ? -1 : 1
        switch attribute {
        case .left: return sign * l
        case .right: return -sign * r
        case .centerX: return sign * (l - r) / 2
        // Mirrored, leading is the negated right edge and trailing the negated left edge.
        case .leading: return mirrored ? r : l
        case .trailing: return mirrored ? -l : -r
        case .top: return t
        case .bottom: return -b
        case .centerY: return (t - b) / 2
        case .width: return -(l + r)
        case .height: return -(t + b)
        default: return 0
        }
    }
}
