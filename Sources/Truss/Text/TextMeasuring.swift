import Foundation

/// Measures the width of text in a font: how labels and other text-showing views get their
/// intrinsic sizes. Plug in real font metrics by implementing it and setting
/// ``Window/textMeasurer``; the default is ``EstimatedTextMeasurer``.
///
/// ```swift
/// struct MonospacedMeasurer: TextMeasuring {
///     func width(of text: String, font: Font) -> CGFloat { 0.6 * font.pointSize * CGFloat(text.count) }
/// }
/// window.textMeasurer = MonospacedMeasurer()
/// ```
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` set on one line in `font`, in points.
    func width(of text: String, font: Font) -> CGFloat
}

/// A deterministic estimate of text widths that needs no font files: each character
/// advances by a share of the point size by its class, in the proportions of a typical
/// sans-serif face (not SF Pro's measured advances):
///
/// | characters | advance (em) |
/// | --- | --- |
/// | space | 0.25 |
/// | `i l j I ! . , : ; ' \|` | 0.28 |
/// | `f r t` | 0.38 |
/// | `m w M W` | 0.85 |
/// | other capitals | 0.66 |
/// | digits | 0.60 |
/// | other lowercase letters | 0.54 |
/// | anything else | 0.60 |
///
/// Bolder weights widen every advance by 10% of the weight's raw value (bold, 0.4: 4%).
///
/// ```swift
/// EstimatedTextMeasurer().width(of: "Hi", font: .systemFont(ofSize: 10))   // (0.66 + 0.28) × 10 = 9.4
/// ```
public struct EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: Font) -> CGFloat {
        let ems = Self.asciiEms(of: text) ?? Self.characterEms(of: text)
        return ems * font.pointSize * (1 + 0.1 * max(0, font.weight.rawValue))
    }

    /// The sum of the advances of `text`'s characters, in order.
    static func characterEms(of text: String) -> CGFloat {
        var ems: CGFloat = 0
        for character in text { ems += advance(of: character) }
        return ems
    }

    /// ``characterEms(of:)`` of an all-ASCII text, read byte by byte from its UTF-8 (the
    /// same sums in the same order: each byte is one character, except that `"\r\n"` is
    /// one character of advance 0.6); `nil` when a byte is not ASCII.
    static func asciiEms(of text: String) -> CGFloat? {
        let table = asciiAdvances
        var ems: CGFloat = 0
        var afterReturn = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x0A && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = byte == 0x0D
            ems += table[Int(byte)]
        }
        return ems
    }

    /// The advances of the 128 ASCII characters, from ``advance(of:)``.
    private static let asciiAdvances: [CGFloat] = (0..<128).map {
        advance(of: Character(Unicode.Scalar(UInt8($0))))
    }

    /// The advance of one character, in ems (the table above).
    static func advance(of character: Character) -> CGFloat {
        if character == " " { return 0.25 }
        if "iljI!.,:;'|".contains(character) { return 0.28 }
        if "frt".contains(character) { return 0.38 }
        if "mwMW".contains(character) { return 0.85 }
        guard character.isASCII else { return 0.6 }
        if character.isUppercase { return 0.66 }
        if character.isNumber { return 0.6 }
        if character.isLowercase { return 0.54 }
        return 0.6
    }
}
