import Foundation

/// A font as layout sees it: a point size, a weight and the vertical metrics that place
/// lines and baselines. UIKit's `UIFont`, for the system font.
///
/// The metrics are those of SF Pro, the system font, scaled by the point size: ascender
/// 1950, descender −494 and no line gap per 2048 units of the em, so
///
///     ascender   = 0.9521 × pointSize      (16.19 at 17 points)
///     descender  = −0.2412 × pointSize     (−4.10 at 17 points)
///     lineHeight = ascender − descender    (20.29 at 17 points)
///
/// Widths come from a ``TextMeasuring`` (``Window/textMeasurer``), not from the font.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)   // 17 points
/// body.lineHeight                                      // 20.29
/// ```
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// A font weight: UIKit's `UIFont.Weight`, with its raw values (−1 … 1).
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The style's size and weight at the default content size category (Large), from
        /// Apple's Human Interface Guidelines' Dynamic Type table.
        var defaultFont: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    /// The size, in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    /// SF Pro's vertical metrics, per unit of the em.
    static let ascenderPerEm: CGFloat = 1950 / 2048
    static let descenderPerEm: CGFloat = -494 / 2048

    /// The system font at `size` points and `weight`. UIKit's `systemFont(ofSize:weight:)`.
    ///
    /// - Precondition: `size` is positive and finite.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        precondition(size > 0 && size.isFinite, "Truss: a font size must be positive, not \(size)")
        return Font(pointSize: size, weight: weight)
    }

    /// The bold system font at `size` points. UIKit's `boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The font of a text style at the default content size category (Large): body 17,
    /// headline 17 semibold, title1 28… UIKit's `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let (size, weight) = style.defaultFont
        return systemFont(ofSize: size, weight: weight)
    }

    /// The distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { pointSize * Self.ascenderPerEm }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { pointSize * Self.descenderPerEm }
    /// The height of a line: `ascender − descender` (SF Pro has no line gap).
    public var lineHeight: CGFloat { ascender - descender }
    /// The extra space between lines: 0 for the system font.
    public var leading: CGFloat { 0 }

    /// The same font at another size. UIKit's `withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font { .systemFont(ofSize: size, weight: weight) }

    public var description: String {
        let number = pointSize == pointSize.rounded() ? String(Int(pointSize)) : "\(pointSize)"
        return weight == .regular ? "system \(number)" : "system \(number) weight \(weight.rawValue)"
    }
}
