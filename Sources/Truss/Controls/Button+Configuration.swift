import Foundation

extension Button {
    /// What a button shows and how it is padded: UIKit's `UIButton.Configuration`, as
    /// layout sees it. Its size:
    ///
    ///     width  = contentInsets.leading + image.width + imagePadding + title.width + .trailing
    ///     height = contentInsets.top + max(image.height, title.height) + contentInsets.bottom
    ///
    /// (`imagePadding` only with both an image and a title; the image before the title, as
    /// UIKit's default leading placement.) The title is set in ``titleFont``, the body
    /// text style (17 points), on one line by default; with ``titleLineLimit`` 0 (any) or
    /// more than 1, it wraps at the width a fitting gives the button (see
    /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    ///
    /// Every style starts with `contentInsets` of 7 above and below and 12 at the sides, so
    /// a title-only button is 20.33 + 14 = 34.33 points high on an iPhone 15 (UIKit's
    /// medium-size buttons on iOS 17, as observed; Apple does not document the numbers).
    /// Truss does not model the styles' colours, nor other button sizes.
    ///
    /// ```swift
    /// var configuration = Button.Configuration.filled()
    /// configuration.title = "Continue"
    /// let next = Button(configuration: configuration)
    /// next.intrinsicContentSize   // the title's width + 24 × 34.33 on a 3× screen
    /// ```
    public struct Configuration: Sendable, Hashable {
        /// The title.
        public var title: String?
        /// The image, before the title.
        public var image: Image?
        /// The space between the image and the title (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space around the content (7, 12, 7, 12 by default).
        public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's font: the body text style by default. (UIKit sets it through the
        /// configuration's title attributes; Truss keeps just the font.)
        public var titleFont = Font.preferredFont(forTextStyle: .body)
        /// The most title lines; 0 for any. 1 by default.
        public var titleLineLimit = 1

        /// A configuration with the default insets.
        public init() {}

        /// UIKit's `plain()`.
        public static func plain() -> Configuration { Configuration() }
        /// UIKit's `gray()`.
        public static func gray() -> Configuration { Configuration() }
        /// UIKit's `tinted()`.
        public static func tinted() -> Configuration { Configuration() }
        /// UIKit's `filled()`.
        public static func filled() -> Configuration { Configuration() }
        /// UIKit's `bordered()`.
        public static func bordered() -> Configuration { Configuration() }
        /// UIKit's `borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration() }
        /// UIKit's `borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration() }
        /// UIKit's `borderless()`.
        public static func borderless() -> Configuration { Configuration() }

        /// The width left for the title in a button `width` wide.
        func titleWidthLimit(forButtonWidth width: CGFloat) -> CGFloat {
            var limit = width - contentInsets.leading - contentInsets.trailing
            if let image, title?.isEmpty == false { limit -= image.size.width + imagePadding }
            return max(limit, 1)
        }

        /// The content size of `button` under this configuration (see above).
        func contentSize(in button: Button, titleWidthLimit: CGFloat) -> CGSize {
            var width = contentInsets.leading + contentInsets.trailing
            var content: CGFloat = 0
            if let image {
                width += image.size.width
                content = image.size.height
            }
            if let title, !title.isEmpty {
                let text = button.textSize(
                    of: title, font: titleFont, numberOfLines: titleLineLimit, wrappingAt: titleWidthLimit)
                if image != nil { width += imagePadding }
                width += text.width
                content = max(content, text.height)
            }
            return CGSize(width: width, height: content + contentInsets.top + contentInsets.bottom)
        }
    }
}
