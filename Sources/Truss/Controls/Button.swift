import Foundation

/// A button: UIKit's `UIButton`, as layout sees it: a title and an image, laid out with
/// content insets, or described by a ``Configuration``. Its intrinsic size is its content's.
///
/// Without a configuration (UIKit's classic button):
///
///     width  = image.width + title.width + contentEdgeInsets.left + .right
///     height = max(image.height, title.lineHeight + 12) + contentEdgeInsets.top + .bottom
///
/// The title is measured on one line in ``titleLabel``'s font (the system font at 15
/// points), rounded up to the pixel grid, and padded 6 points above and below: a title-only
/// button is 30 points high, as UIKit's classic system button is (observed on iOS 17,
/// iPhone 15; Apple documents neither the font nor the padding). No title and no image:
/// the insets alone.
///
/// With a ``configuration`` (UIKit's iOS 15 buttons), see ``Configuration``.
///
/// ```swift
/// let done = Button(type: .system)
/// done.setTitle("Done", for: .normal)
/// done.intrinsicContentSize   // the title's width × 30
/// ```
///
/// Its hugging and compression resistance are a view's defaults, 250 and 750.
open class Button: Control, MeasuresText, WrapsToFittedWidth {
    /// How a button looks: UIKit's `UIButton.ButtonType`. Layout treats them alike.
    public enum ButtonType: Sendable, Hashable {
        case custom, system, detailDisclosure, close
    }

    /// The type the button was made with.
    public let buttonType: ButtonType

    /// The label that shows the title: its ``Label/font`` sets the title's size (setting
    /// it updates the button's). Its text is the current title.
    public var titleLabel: Label? { storedTitleLabel }
    private let storedTitleLabel = ButtonTitleLabel()

    private var titles: [UInt: String] = [:]
    private var images: [UInt: Image] = [:]

    /// The space around the content of a button without a configuration (zero by
    /// default). UIKit's `contentEdgeInsets`.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The configuration; `nil` for a classic button. Setting it updates the size.
    public var configuration: Configuration? {
        didSet { if configuration != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A button of `type`: UIKit's `init(type:)`.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        storedTitleLabel.button = self
    }

    /// A custom-type button, as UIKit's `init(frame:)`.
    public override init(frame: CGRect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
        storedTitleLabel.button = self
    }

    /// A system button described by `configuration`: UIKit's `init(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration) {
        self.init(type: .system)
        self.configuration = configuration
    }

    /// Sets the title for a state; the size follows the normal state's title (Truss does
    /// not track highlighting). UIKit's `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: Control.State) {
        titles[state.rawValue] = title
        storedTitleLabel.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    /// The title for a state, falling back to the normal state's, as UIKit's.
    public func title(for state: Control.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the image for a state. UIKit's `setImage(_:for:)`.
    public func setImage(_ image: Image?, for state: Control.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for a state, falling back to the normal state's.
    public func image(for state: Control.State) -> Image? { images[state.rawValue] ?? images[0] }

    /// The title shown: the configuration's, else the one for the current state.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// The image shown: the configuration's, else the one for the current state.
    public var currentImage: Image? { configuration?.image ?? image(for: state) }

    open override var intrinsicContentSize: CGSize {
        guard let configuration, configuration.titleLineLimit != 1, laidOutWrapWidth > 0 else {
            return contentSize(titleWidthLimit: 0)
        }
        return contentSize(titleWidthLimit: configuration.titleWidthLimit(forButtonWidth: laidOutWrapWidth))
    }

    /// The content's size, the title wrapped at `titleWidthLimit` when the configuration
    /// allows several lines (0: one line).
    func contentSize(titleWidthLimit: CGFloat) -> CGSize {
        if let configuration { return configuration.contentSize(in: self, titleWidthLimit: titleWidthLimit) }
        let insets = contentEdgeInsets
        var width = insets.left + insets.right
        var content: CGFloat = 0
        if let image = currentImage {
            width += image.size.width
            content = image.size.height
        }
        if let title = currentTitle, !title.isEmpty {
            let text = oneLineSize(of: title, font: storedTitleLabel.font)
            width += text.width
            content = max(content, text.height + 12)
        }
        return CGSize(width: width, height: content + insets.top + insets.bottom)
    }

    /// A configured button with several title lines wraps at the width a fitting gives it.
    var wrapsAtFittedWidth: Bool { configuration.map { $0.titleLineLimit != 1 } ?? false }

    /// And at the width a layout pass gives it.
    override var wrapsAtLaidOutWidth: Bool { wrapsAtFittedWidth }

    /// The content size at a fitted `width`.
    func sizeWrapped(atFittedWidth width: CGFloat) -> CGSize? {
        guard let configuration, configuration.titleLineLimit != 1 else { return nil }
        return contentSize(titleWidthLimit: configuration.titleWidthLimit(forButtonWidth: width))
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// A button's title label: a change of its font changes the button's size.
final class ButtonTitleLabel: Label {
    weak var button: Button?

    override var font: Font {
        didSet { if font != oldValue { button?.invalidateIntrinsicContentSize() } }
    }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 15)
    }
}
