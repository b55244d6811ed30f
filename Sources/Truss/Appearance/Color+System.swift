import Foundation

/// UIKit's named colors.
///
/// The classic colors have the component values UIKit's reference gives them (`darkGray`
/// is a grayscale of 1/3, `orange` is (1, 0.5, 0)…). The system colors are dynamic in UIKit;
/// Truss has one appearance, the light one, and uses the light values of the iOS 13–18
/// Human Interface Guidelines' color tables (8-bit sRGB, as published there). iOS 26
/// changed some of them; Truss keeps the iOS 17 values that its other defaults also assume.
extension Color {
    // MARK: Classic colors

    public static let black = Color(white: 0, alpha: 1)
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)

    // MARK: System colors (light appearance)

    public static let systemRed = bytes(255, 59, 48)
    public static let systemOrange = bytes(255, 149, 0)
    public static let systemYellow = bytes(255, 204, 0)
    public static let systemGreen = bytes(52, 199, 89)
    public static let systemMint = bytes(0, 199, 190)
    public static let systemTeal = bytes(48, 176, 199)
    public static let systemCyan = bytes(50, 173, 230)
    public static let systemBlue = bytes(0, 122, 255)
    public static let systemIndigo = bytes(88, 86, 214)
    public static let systemPurple = bytes(175, 82, 222)
    public static let systemPink = bytes(255, 45, 85)
    public static let systemBrown = bytes(162, 132, 94)
    public static let systemGray = bytes(142, 142, 147)
    public static let systemGray2 = bytes(174, 174, 178)
    public static let systemGray3 = bytes(199, 199, 204)
    public static let systemGray4 = bytes(209, 209, 214)
    public static let systemGray5 = bytes(229, 229, 234)
    public static let systemGray6 = bytes(242, 242, 247)

    // MARK: Label and fill colors (light appearance)

    public static let label = Color.black
    public static let secondaryLabel = bytes(60, 60, 67, alpha: 0.6)
    public static let tertiaryLabel = bytes(60, 60, 67, alpha: 0.3)
    public static let quaternaryLabel = bytes(60, 60, 67, alpha: 0.18)
    public static let placeholderText = bytes(60, 60, 67, alpha: 0.3)
    public static let link = Color.systemBlue
    public static let separator = bytes(60, 60, 67, alpha: 0.29)
    public static let opaqueSeparator = bytes(198, 198, 200)
    public static let systemFill = bytes(120, 120, 128, alpha: 0.2)
    public static let secondarySystemFill = bytes(120, 120, 128, alpha: 0.16)
    public static let tertiarySystemFill = bytes(118, 118, 128, alpha: 0.12)
    public static let quaternarySystemFill = bytes(116, 116, 128, alpha: 0.08)

    // MARK: Background colors (light appearance)

    public static let systemBackground = Color.white
    public static let secondarySystemBackground = bytes(242, 242, 247)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = bytes(242, 242, 247)
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = bytes(242, 242, 247)
}
