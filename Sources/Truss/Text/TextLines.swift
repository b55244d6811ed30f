import Foundation

/// Line breaking for text-showing views (see ``Label`` for the rules).
enum TextLines {
    /// A line of text and its width.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    /// The lines of `text` in `font`, wrapped at `width` (0: only at newlines; with
    /// `singleLine`, newlines read as spaces and nothing wraps).
    static func wrap(
        _ text: String, font: Font, measurer: any TextMeasuring, width: CGFloat, singleLine: Bool
    ) -> [Line] {
        func measure(_ s: String) -> CGFloat { measurer.width(of: s, font: font) }
        if singleLine {
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            return [Line(text: flat, width: measure(flat))]
        }
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard width > 0 else {
                lines.append(Line(text: paragraph, width: measure(paragraph)))
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if measure(candidate) <= width || current.isEmpty && word.isEmpty {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(Line(text: current, width: measure(current))) }
                guard measure(word) > width else {
                    current = word
                    continue
                }
                // A word wider than the line is broken between characters.
                current = ""
                for character in word {
                    let longer = current + String(character)
                    if !current.isEmpty && measure(longer) > width {
                        lines.append(Line(text: current, width: measure(current)))
                        current = String(character)
                    } else {
                        current = longer
                    }
                }
            }
            lines.append(Line(text: current, width: measure(current)))
        }
        return lines
    }
}
