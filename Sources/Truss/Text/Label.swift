import Foundation

/// A view that shows text: UIKit's `UILabel`, as layout sees it. Its intrinsic content
/// size is the size of its text, measured by its window's ``Window/textMeasurer`` (an
/// ``EstimatedTextMeasurer`` outside a window), and its baselines follow its font.
///
/// The rules:
/// - No text, or empty text: the intrinsic size is (0, 0).
/// - One line (`numberOfLines == 1`): the text's width, newlines read as spaces, by one
///   line's height (``Font/lineHeight``).
/// - Several lines (`numberOfLines` 0 for any number, or a limit): the text is wrapped at
///   ``preferredMaxLayoutWidth`` (words kept whole where they fit, a word wider than the
///   width broken between characters; explicit newlines start new lines), at most
///   `numberOfLines` lines are kept, and the size is the widest line by the lines' height.
///   With `preferredMaxLayoutWidth` 0 the text wraps at the width layout gives the label,
///   as UIKit's automatic preferred width does: in a window, after a pass that changed the
///   label's width, the label adopts it, its intrinsic size follows, and the layout cycle
///   runs another round within the same ``View/layoutIfNeeded()`` (before the label has
///   been laid out, it wraps only at newlines).
///   ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
///   likewise wraps it at the width its first solve gives the label and solves again, as
///   UIKit does for a self-sizing cell.
/// - Widths and heights are rounded up to the screen's pixel grid (``Screen/scale``), as
///   UIKit rounds them.
/// - The first baseline is ``Font/ascender`` below the top, the last `−descender` above the
///   bottom (text drawn from the top; UIKit centres text vertically in a label taller than
///   its text, which moves the baselines: Truss does not). They are read again whenever the
///   font changes, so constraints through them follow it.
///
/// ```swift
/// let title = Label()
/// title.text = "Sign in"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.intrinsicContentSize   // the text's width × 20.29, rounded up to the pixel grid
/// ```
open class Label: View, MeasuresText, WrapsToFittedWidth {
    /// The text; changing it updates the intrinsic size.
    public var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font: the system font at 17 points by default, as UIKit's.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The color of the text: ``Color/label`` by default, as UIKit's. Setting `nil` restores
    /// the default. It does not change layout.
    public var textColor: Color! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }
    private var storedTextColor: Color?

    /// The most lines to show; 0 for as many as the text needs. 1 by default.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width at which several lines wrap; 0 (the default) for none.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var intrinsicContentSize: CGSize {
        textSize(
            wrappingAt: numberOfLines == 1
                ? 0 : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : laidOutWrapWidth)
    }

    /// The size of the text wrapped at `width` (0: only at newlines), at most
    /// ``numberOfLines`` lines, rounded up to the pixel grid: the rules above.
    func textSize(wrappingAt width: CGFloat) -> CGSize {
        textSize(of: text, font: font, numberOfLines: numberOfLines, wrappingAt: width)
    }

    /// The text's size for a proposed size: wrapped at `size.width` when ``numberOfLines``
    /// is not 1 (a width of 0, negative or infinite: only at newlines), ignoring
    /// ``preferredMaxLayoutWidth`` and the proposed height. UIKit's `sizeThatFits(_:)` of a
    /// label.
    ///
    /// ```swift
    /// label.numberOfLines = 0
    /// label.sizeThatFits(CGSize(width: 200, height: 0))   // the text wrapped at 200 points
    /// ```
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: size.width > 0 && size.width.isFinite ? size.width : 0)
    }

    open override var firstBaselineOffsetFromTop: CGFloat? { font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat? { -font.descender }

    /// Several lines without a preferred width wrap at the width a fitting gives them.
    var wrapsAtFittedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// And at the width a layout pass gives them.
    override var wrapsAtLaidOutWidth: Bool { wrapsAtFittedWidth }

    /// The content size at a fitted `width`.
    func sizeWrapped(atFittedWidth width: CGFloat) -> CGSize? {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return nil }
        return textSize(wrappingAt: width)
    }
}
