import Foundation

/// The text area of a ``TextView``: UIKit's `NSTextContainer`, for the one property layout
/// reads (the `NS` prefix dropped as the `UI` one is).
public final class TextContainer {
    /// The space at each end of every line: 5 points by default (Apple's documented
    /// default). Setting it updates the text view's size.
    public var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { textView?.invalidateIntrinsicContentSize() } }
    }

    weak var textView: TextView?

    init() {}
}

/// A multi-line text area: UIKit's `UITextView`, as layout sees it.
///
/// - Scrolling (``isScrollEnabled``, the default): no intrinsic size; constraints size it,
///   and its text scrolls inside.
/// - Not scrolling: its text's size, wrapped at the width a fitting gives it (at newlines
///   only otherwise), padded by ``textContainerInset`` (8 above and below by default,
///   Apple's documented default) and the text container's
///   ``TextContainer/lineFragmentPadding`` at each side of the lines (5, also Apple's):
///
///       width  = widest line + 2 × lineFragmentPadding + inset.left + inset.right
///       height = lines × font.lineHeight + inset.top + inset.bottom
///
///   An empty text is one line high, as UIKit's is.
///
/// The font is the system font at 17 points by default (UIKit does not document its
/// default).
///
/// ```swift
/// let notes = TextView()
/// notes.isScrollEnabled = false
/// notes.text = "Milk"
/// notes.intrinsicContentSize.height   // 20.33 + 16 = 36.33 on a 3× screen
/// ```
open class TextView: View, MeasuresText, WrapsToFittedWidth {
    /// The text; changing it updates the intrinsic size.
    public var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font (the system font at 17 points by default).
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the text scrolls inside the view (`true` by default). A scrolling text view
    /// has no intrinsic size.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The space around the text container: 8 above and below, 0 at the sides by default.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text container, whose line fragment padding pads every line.
    public let textContainer = TextContainer()

    /// An empty text view.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        textContainer.textView = self
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return contentSize(wrappingAt: laidOutWrapWidth)
    }

    /// The padded text size, wrapped at a view `width` wide (0: only at newlines).
    func contentSize(wrappingAt width: CGFloat) -> CGSize {
        let sides = 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let lineWidth = width > 0 ? max(width - sides, 1) : 0
        var text = textSize(of: self.text, font: font, numberOfLines: 0, wrappingAt: lineWidth)
        if text.height == 0 { text.height = roundedUpToPixels(font.lineHeight) }
        return CGSize(
            width: text.width + sides, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// A text view that does not scroll wraps at the width a fitting gives it.
    var wrapsAtFittedWidth: Bool { !isScrollEnabled }

    /// And at the width a layout pass gives it.
    override var wrapsAtLaidOutWidth: Bool { wrapsAtFittedWidth }

    /// The content size at a fitted `width`.
    func sizeWrapped(atFittedWidth width: CGFloat) -> CGSize? {
        isScrollEnabled ? nil : contentSize(wrappingAt: width)
    }

    /// The padded text wrapped at `size.width` (0, negative or infinite: only at
    /// newlines), scrolling or not: UIKit's idiom for a text view's height at a width.
    ///
    /// ```swift
    /// notes.sizeThatFits(CGSize(width: 300, height: .greatestFiniteMagnitude)).height
    /// ```
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize(wrappingAt: size.width > 0 && size.width.isFinite ? size.width : 0)
    }
}
