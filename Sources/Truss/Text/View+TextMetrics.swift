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
        let scale = window?.screen.scale ?? 1
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The size of `text` set on one line in `font`: its measured width by the font's line
    /// height, both rounded up to the pixel grid (an empty text is 0 wide, one line high).
    func oneLineSize(of text: String, font: Font) -> CGSize {
        let width = text.isEmpty ? 0 : textMeasurerInUse.width(of: text, font: font)
        return CGSize(width: roundedUpToPixels(width), height: roundedUpToPixels(font.lineHeight))
    }
}
