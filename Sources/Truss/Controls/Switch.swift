import Foundation

/// An on/off switch: UIKit's `UISwitch`, as layout sees it. Its size is fixed: 51 × 31
/// points (UIKit's switch on iOS 17, iPhone 15, as observed; Apple does not document it),
/// and it hugs and resists compression at 750 on both axes, so constraints rarely stretch
/// or squeeze it.
///
/// ```swift
/// let wifi = Switch()
/// wifi.isOn = true
/// wifi.intrinsicContentSize   // 51 × 31
/// ```
open class Switch: Control {
    /// The switch's size: 51 × 31.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (`false` by default).
    public var isOn = false

    /// A switch at its size.
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets ``isOn``; there is nothing to animate headless. UIKit's `setOn(_:animated:)`.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Self.size }

    /// Always 51 × 31, as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
}
