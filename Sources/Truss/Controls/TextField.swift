import Foundation

/// A one-line text input: UIKit's `UITextField`, as layout sees it. Its intrinsic size is
/// its text's (or, while the text is empty, its placeholder's) on one line, padded by its
/// border style:
///
/// | border style | width | height |
/// | --- | --- | --- |
/// | `.roundedRect` | text + 7 + 7 | max(34, line height + 12) |
/// | `.none`, `.line`, `.bezel` | text | line height |
///
/// 34 is UIKit's height for a rounded-rect field in the default font (observed on iOS 17,
/// iPhone 15; Apple does not document it); the 7-point side padding and the growth with
/// larger fonts are Truss's approximation, and Truss does not model the few points of the
/// line and bezel borders. The font is the system font at 17 points by default (UIKit does
/// not document its default).
///
/// ```swift
/// let email = TextField()
/// email.borderStyle = .roundedRect
/// email.placeholder = "Email"
/// email.intrinsicContentSize.height   // 34
/// ```
open class TextField: Control, MeasuresText {
    /// The field's border: UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable, Hashable {
        case none, line, bezel, roundedRect
    }

    /// The text; changing it updates the intrinsic size.
    public var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text shown while the field is empty; it sizes an empty field.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font (the system font at 17 points by default).
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The border (`.none` by default, as UIKit's).
    public var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var intrinsicContentSize: CGSize {
        let shown = text?.isEmpty == false ? text! : (placeholder ?? "")
        let size = oneLineSize(of: shown, font: font)
        switch borderStyle {
        case .roundedRect: return CGSize(width: size.width + 14, height: max(34, size.height + 12))
        case .none, .line, .bezel: return size
        }
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
