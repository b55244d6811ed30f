import Foundation

/// A slider: UIKit's `UISlider`, as layout sees it. It has no intrinsic width (its width
/// comes from constraints) and an intrinsic height of 31 points (UIKit's on iOS 17, iPhone
/// 15, as observed; Apple does not document it).
///
/// ```swift
/// let volume = Slider()
/// volume.intrinsicContentSize   // (-1, 31): as wide as constraints make it
/// ```
open class Slider: Control {
    /// The slider's height: 31.
    static let height: CGFloat = 31

    /// The value, kept within ``minimumValue``…``maximumValue`` (0.5 by default, as UIKit's).
    public var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0.5

    /// The lowest value (0 by default).
    public var minimumValue: Float = 0 {
        didSet { value = storedValue }
    }

    /// The highest value (1 by default).
    public var maximumValue: Float = 1 {
        didSet { value = storedValue }
    }

    /// Sets ``value``; there is nothing to animate headless. UIKit's `setValue(_:animated:)`.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }

    /// The current width by 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent() }
}
