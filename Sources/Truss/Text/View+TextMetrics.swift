import Foundation

/// A view whose size comes from text measured by its window's ``Window/textMeasurer``
/// (a label, a button's title): setting the measurer invalidates its intrinsic size.
protocol MeasuresText: View {}

extension View {
    /// The text measurer of the view's window, or an ``EstimatedTextMeasurer`` outside one.
    var textMeasurerInUse: any TextMeasuring { window?.textMeasurer ?? EstimatedTextMeasurer() }

    /// `value` rounded up to the pixel grid of the window's screen (whole points outside a
    /// window), as UIKit rounds text sizes. A hair below a pixel boundary stays on it.
    func roundedUpToPixels(_ value: CGFloat) -> CGFloat {
        PixelGrid(scale: window?.screen.scale ?? 1).roundUp(value)
    }

    /// The size of `text` set on one line in `font`: its measured width by the font's line
    /// height, both rounded up to the pixel grid (an empty text is 0 wide, one line high).
    func oneLineSize(of text: String, font: Font) -> CGSize {
        let width = text.isEmpty ? 0 : textMeasurerInUse.width(of: text, font: font)
        return CGSize(width: roundedUpToPixels(width), height: roundedUpToPixels(font.lineHeight))
    }

    /// The size of `text` in `font` wrapped at `width` (0: only at newlines; with one line,
    /// newlines read as spaces), at most `numberOfLines` lines (0: any), measured by the
    /// window's text measurer and rounded up to its pixel grid: the rules of ``Label``.
    func textSize(of text: String?, font: Font, numberOfLines: Int, wrappingAt width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = TextLines.wrap(
            text, font: font, measurer: textMeasurerInUse, width: numberOfLines == 1 ? 0 : width,
            singleLine: numberOfLines == 1)
        let count = numberOfLines > 0 ? min(lines.count, numberOfLines) : lines.count
        let widest = lines.prefix(count).map(\.width).max() ?? 0
        return CGSize(width: roundedUpToPixels(widest), height: roundedUpToPixels(CGFloat(count) * font.lineHeight))
    }
}
