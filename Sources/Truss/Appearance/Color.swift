import Foundation

/// A color in the sRGB space: UIKit's `UIColor`, as layout code and snapshots use it.
///
/// Components are in 0…1 (values outside are clamped, as `UIColor(red:green:blue:alpha:)`
/// clamps them when drawn). The named colors are UIKit's: the classic ones (`.red`,
/// `.darkGray`…) with UIKit's documented component values, and the system colors
/// (`.systemBlue`, `.label`, `.systemBackground`…) with their values in the light
/// appearance (see `Color+System.swift`). Truss has no dark appearance: a dynamic system
/// color is always its light value.
///
/// ```swift
/// card.backgroundColor = .secondarySystemBackground
/// card.layer.borderColor = Color.separator.cgColor
/// Color(red: 1, green: 0.5, blue: 0, alpha: 1) == .orange   // true
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each in 0…1.
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// A color from sRGB components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// A gray: red, green and blue all equal to `white`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)` does; always `true`
    /// (every Truss color is in a compatible space).
    ///
    /// ```swift
    /// var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    /// Color.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)   // b == 1
    /// ```
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = self.red
        green = self.green
        blue = self.blue
        alpha = self.alpha
        return true
    }

    /// The color itself: what UIKit code passes to a layer (`layer.borderColor =
    /// color.cgColor`). Truss has no separate Core Graphics color type, so ``Layer`` takes a
    /// ``Color`` and this property lets that line port unchanged.
    public var cgColor: Color { self }

    /// `#rrggbb`, each component rounded to the nearest of 256 steps (alpha left out).
    public var hexString: String {
        func byte(_ v: CGFloat) -> String {
            let text = String(Int((v * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String {
        alpha == 1 ? hexString : "\(hexString) alpha \(SnapshotFormat.number(alpha))"
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A color from 8-bit sRGB components (the form in which Apple publishes the system colors).
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }
}
