import Foundation

/// Line breaking for text-showing views (see ``Label`` for the rules).
///
/// A line is always a contiguous slice of its paragraph (words are split at single spaces
/// and joined again with one), so lines are kept as index ranges and only the strings that
/// are measured are made.
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
            let flat = newlinesAsSpaces(text)
            return [Line(text: flat, width: measure(flat))]
        }
        var lines: [Line] = []
        let bytewise = splitsByBytes(text)
        for paragraph in pieces(of: text[...], separatedBy: "\n", bytewise: bytewise) {
            guard width > 0 else {
                let whole = String(paragraph)
                lines.append(Line(text: whole, width: measure(whole)))
                continue
            }
            var breaker = LineBreaker(
                paragraph: paragraph, bytewise: bytewise, width: width, font: font, measurer: measurer)
            breaker.breakLines(into: &lines)
        }
        return lines
    }

    /// Whether `text` can be split by bytes: in ASCII text without carriage returns every
    /// space or line feed byte is a Character of its own.
    static func splitsByBytes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The pieces of `text` between the separator characters (empty pieces kept), as
    /// `split(separator:omittingEmptySubsequences: false)` gives them. A separator is a
    /// Character, so a line feed after a carriage return, or a space before a combining
    /// mark, does not separate; where `bytewise` (``splitsByBytes(_:)`` of the text, or of
    /// the text it is part of) every separator byte is such a Character, and the bytes are
    /// split directly.
    static func pieces(of text: Substring, separatedBy separator: Character, bytewise: Bool) -> [Substring] {
        guard bytewise, let byte = separator.asciiValue else {
            return text.split(separator: separator, omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: byte, omittingEmptySubsequences: false).map(Substring.init)
    }

    /// `text` with each line feed (U+000A, the byte 0x0A in UTF-8) replaced by a space.
    static func newlinesAsSpaces(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        return String(decoding: text.utf8.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self)
    }
}

/// The greedy line breaking of one paragraph: words join the current line while it fits;
/// a word wider than the line is broken between characters.
private struct LineBreaker {
    let paragraph: Substring
    /// Whether the paragraph's words are split by bytes (see ``TextLines/splitsByBytes(_:)``).
    let bytewise: Bool
    let width: CGFloat
    let font: Font
    let measurer: any TextMeasuring
    /// The current line, `paragraph[start..<end]`: empty when `start == end`.
    var start: String.Index
    var end: String.Index
    /// The current line's width, once measured: each distinct line is measured once.
    var currentWidth: CGFloat?

    init(paragraph: Substring, bytewise: Bool, width: CGFloat, font: Font, measurer: any TextMeasuring) {
        self.paragraph = paragraph
        self.bytewise = bytewise
        self.width = width
        self.font = font
        self.measurer = measurer
        start = paragraph.startIndex
        end = paragraph.startIndex
    }

    var isCurrentEmpty: Bool { start == end }

    func measure(_ text: String) -> CGFloat { measurer.width(of: text, font: font) }

    mutating func breakLines(into lines: inout [TextLines.Line]) {
        for word in TextLines.pieces(of: paragraph, separatedBy: " ", bytewise: bytewise) {
            // The current line and the word, one space apart: a contiguous slice.
            let candidateStart = isCurrentEmpty ? word.startIndex : start
            let candidateWidth = measure(String(paragraph[candidateStart..<word.endIndex]))
            if candidateWidth <= width || isCurrentEmpty && word.isEmpty {
                (start, end, currentWidth) = (candidateStart, word.endIndex, candidateWidth)
                continue
            }
            let hadCurrent = !isCurrentEmpty
            if hadCurrent { finishCurrent(into: &lines) }
            let wordWidth = hadCurrent ? measure(String(word)) : candidateWidth
            guard wordWidth > width else {
                (start, end, currentWidth) = (word.startIndex, word.endIndex, wordWidth)
                continue
            }
            breakBetweenCharacters(word, into: &lines)
        }
        finishCurrent(into: &lines)
    }

    /// Breaks a word wider than the line between characters: each line takes characters
    /// while it fits, and at least one.
    private mutating func breakBetweenCharacters(_ word: Substring, into lines: inout [TextLines.Line]) {
        (start, end, currentWidth) = (word.startIndex, word.startIndex, nil)
        var i = word.startIndex
        while i < word.endIndex {
            let next = word.index(after: i)
            defer { i = next }
            if isCurrentEmpty {
                (start, end, currentWidth) = (i, next, nil)
                continue
            }
            let longerWidth = measure(String(paragraph[start..<next]))
            if longerWidth > width {
                finishCurrent(into: &lines)
                (start, end, currentWidth) = (i, next, nil)
            } else {
                (end, currentWidth) = (next, longerWidth)
            }
        }
    }

    private func finishCurrent(into lines: inout [TextLines.Line]) {
        let text = String(paragraph[start..<end])
        lines.append(TextLines.Line(text: text, width: currentWidth ?? measure(text)))
    }
}
