import Foundation

/// An image as layout sees it: its size in points. A stand-in for UIKit's `UIImage`, which
/// Truss does not decode: make one with the size the real image has.
///
/// ```swift
/// let avatar = Image(size: CGSize(width: 48, height: 48))
/// ImageView(image: avatar).intrinsicContentSize   // 48 × 48
/// ```
public struct Image: Sendable, Hashable {
    /// The image's size in points (pixels divided by the image's scale): UIKit's `size`.
    public var size: CGSize

    /// An image of `size` points.
    ///
    /// - Precondition: both sides are finite and not negative.
    public init(size: CGSize) {
        precondition(
            size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
            "Truss: an image's size must be finite and not negative, not \(size)")
        self.size = size
    }
}
