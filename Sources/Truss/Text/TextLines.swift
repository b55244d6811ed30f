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
            // `current`'s width, once measured: each distinct line is measured once.
            var current = ""
            var currentWidth: CGFloat?
            func finishCurrent() {
                lines.append(Line(text: current, width: currentWidth ?? measure(current)))
            }
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                let candidateWidth = measure(candidate)
                if candidateWidth <= width || current.isEmpty && word.isEmpty {
                    current = candidate
                    currentWidth = candidateWidth
                    continue
                }
                if !current.isEmpty { finishCurrent() }
                let wordWidth = current.isEmpty ? candidateWidth : measure(word)
                guard wordWidth > width else {
                    current = word
                    currentWidth = wordWidth
                    continue
                }
                // A word wider than the line is broken between characters.
                current = ""
                currentWidth = nil
                for character in word {
                    let longer = current + String(character)
                    if current.isEmpty {
                        current = longer
                        currentWidth = nil
                        continue
                    }
                    let longerWidth = measure(longer)
                    if longerWidth > width {
                        finishCurrent()
                        current = String(character)
                        currentWidth = nil
                    } else {
                        current = longer
                        currentWidth = longerWidth
                    }
                }
            }
            finishCurrent()
        }
        return lines
    }
}
