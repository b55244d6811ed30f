import Foundation

/// A view that shows an image: UIKit's `UIImageView`, as layout sees it. Its intrinsic
/// content size is its image's size, and it has none without an image (as UIKit's).
///
/// ```swift
/// let icon = ImageView(image: Image(size: CGSize(width: 24, height: 24)))
/// icon.intrinsicContentSize   // 24 × 24
/// icon.image = nil
/// icon.intrinsicContentSize   // (-1, -1): no intrinsic size
/// ```
///
/// Its hugging and compression resistance are a view's defaults, 250 and 750 (Interface
/// Builder sets 251 hugging on image views it creates; code gets 250).
open class ImageView: View {
    /// The image; changing it updates the intrinsic size.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// An image view showing `image`, sized by it: UIKit's `init(image:)`. With
    /// ``View/translatesAutoresizingMaskIntoConstraints`` on, its frame starts at the image's
    /// size, as UIKit's does.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with no image.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
