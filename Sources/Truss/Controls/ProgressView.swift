import Foundation

/// A progress bar: UIKit's `UIProgressView`, as layout sees it. It has no intrinsic width
/// and an intrinsic height of 4 points for both styles (UIKit's default style on iOS 17,
/// iPhone 15, as observed; Apple does not document it, and Truss does not model a thinner
/// bar style).
///
/// ```swift
/// let upload = ProgressView(progressViewStyle: .default)
/// upload.setProgress(0.25, animated: false)
/// upload.intrinsicContentSize   // (-1, 4)
/// ```
open class ProgressView: View {
    /// The bar's look: UIKit's `UIProgressView.Style`. Both are 4 points high in Truss.
    public enum Style: Sendable, Hashable {
        case `default`
        case bar
    }

    /// The bar's height: 4.
    static let height: CGFloat = 4

    /// The style.
    public var progressViewStyle: Style

    /// The progress, kept within 0…1 (0 by default).
    public var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0

    /// A progress view of `style`: UIKit's `init(progressViewStyle:)`.
    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// Sets ``progress``; there is nothing to animate headless. UIKit's
    /// `setProgress(_:animated:)`.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }

    /// The current width by 4.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent() }
}
