import Foundation

/// A spinner: UIKit's `UIActivityIndicatorView`, as layout sees it. Its size is fixed by
/// its style: 20 × 20 for `.medium`, 37 × 37 for `.large`
/// (UIKit's sizes on iOS 17, iPhone 15, as observed; Apple does not document them), and it
/// hugs at 750 on both axes.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)
/// spinner.intrinsicContentSize   // 37 × 37
/// ```
///
/// A stopped indicator with ``hidesWhenStopped`` on is hidden, as in UIKit: it keeps its
/// frame and constraints (see ``View/isHidden``).
open class ActivityIndicatorView: View {
    /// The spinner's size: UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Sendable, Hashable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large
    }

    /// The style; changing it updates the intrinsic size.
    public var style: Style {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the indicator is hidden while stopped (`true` by default, as in UIKit);
    /// turning it off shows a stopped indicator.
    public var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// Whether the indicator is animating.
    public private(set) var isAnimating = false

    /// An indicator of `style`, stopped (so hidden): UIKit's `init(style:)`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateHidden()
    }

    /// Starts animating, and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops animating, and hides the indicator if ``hidesWhenStopped`` is on.
    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    open override var intrinsicContentSize: CGSize {
        switch style {
        case .medium: CGSize(width: 20, height: 20)
        case .large: CGSize(width: 37, height: 37)
        }
    }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
