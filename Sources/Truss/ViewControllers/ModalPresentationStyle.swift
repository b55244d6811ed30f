import Foundation

/// How a presented view controller covers the screen: UIKit's `UIModalPresentationStyle`,
/// the styles Truss lays out.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// The system's choice: ``pageSheet`` for every controller Truss has (UIKit: "for most
    /// view controllers, UIKit maps this style to the pageSheet style").
    case automatic = -2
    /// The presented view covers the window.
    case fullScreen = 0
    /// A sheet the size of a page in a regular environment; the compact-width sheet
    /// elsewhere (see ``ViewController/present(_:animated:completion:)`` for the frames).
    case pageSheet = 1
    /// A sheet of the presented controller's ``ViewController/preferredContentSize``
    /// (540 × 620 by default), centered, in a regular environment; the compact-width sheet
    /// elsewhere. On iPad it moves up to stay above a docked keyboard.
    case formSheet = 2

    /// The style ``automatic`` stands for: ``pageSheet``; the others are themselves.
    public var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        }
    }
}

/// The frame of a presented view in its window: the arithmetic of the presentation
/// styles, kept apart from the constraints so that it can be read and tested on its own.
///
/// With the window's size W × H, its safe-area insets s and its traits (iOS 17):
///
///     fullScreen, or any sheet in a compact height:      (0, 0, W, H)
///     a sheet in a compact width (iPhone portrait,
///       iPad Slide Over and narrow splits):               m = s.top + 10
///                                                         (0, m, W, H − m)
///     regular width and height (iPad), m = s.top + 10:
///       pageSheet: w = min(704, W − 2m), h = H − 2m;      ((W − w) / 2, m, w, h)
///       formSheet: (w, h) = preferredContentSize, 540 × 620 if zero, at most
///                  (W − 2m, H − 2m);                      ((W − w) / 2, (H − h) / 2, w, h)
///       then, above a docked keyboard whose top is k:     y = max(min(y, k − h), m)
enum SheetGeometry {
    /// The margin between a sheet and the top of the window's safe area.
    static let topMargin: CGFloat = 10
    /// The width of a regular page sheet.
    static let pageSheetWidth: CGFloat = 704
    /// A form sheet's size when the presented controller prefers none.
    static let defaultFormSheetSize = CGSize(width: 540, height: 620)

    /// The frame in window coordinates of a view presented with `style` in a window of
    /// `windowSize`, with its safe-area insets and traits, its preferred content size, and
    /// the top of the docked keyboard in window coordinates (H when there is none).
    static func frame(
        style: ModalPresentationStyle, windowSize: CGSize, safeAreaInsets s: EdgeInsets, traits: TraitCollection,
        preferredContentSize: CGSize, keyboardTop: CGFloat
    ) -> CGRect {
        let w = windowSize.width
        let h = windowSize.height
        let full = CGRect(x: 0, y: 0, width: w, height: h)
        let style = style.resolved
        guard style != .fullScreen, traits.verticalSizeClass != .compact else { return full }
        let m = max(s.top, 0) + topMargin
        guard traits.horizontalSizeClass == .regular else {
            return CGRect(x: 0, y: m, width: w, height: max(h - m, 0))
        }
        if style == .pageSheet {
            let width = max(min(pageSheetWidth, w - 2 * m), 0)
            return CGRect(x: (w - width) / 2, y: m, width: width, height: max(h - 2 * m, 0))
        }
        var size = preferredContentSize
        if size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite {
            size = defaultFormSheetSize
        }
        let width = max(min(size.width, w - 2 * m), 0)
        let height = max(min(size.height, h - 2 * m), 0)
        let centered = (h - height) / 2
        let y = max(min(centered, keyboardTop - height), m)
        return CGRect(x: (w - width) / 2, y: y, width: width, height: height)
    }
}
