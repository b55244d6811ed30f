import Foundation
import TestSupport
import Testing

@testable import Truss

/// `EstimatedTextMeasurer`: its byte-by-byte reading of ASCII text gives exactly the sums
/// of its character-by-character reference, and the table's widths worked by hand.
@Suite("Estimated text measurer")
struct TextMeasurerTests {
    let measurer = EstimatedTextMeasurer()

    @Test func handWorkedWidths() {
        let ten = Font.systemFont(ofSize: 10)
        // "Hi": H 0.66 + i 0.28 = 0.94 em, × 10 = 9.4.
        #expect(abs(measurer.width(of: "Hi", font: ten) - 9.4) < 1e-12)
        // "a b": 0.54 + 0.25 + 0.54 = 1.33 em.
        #expect(abs(measurer.width(of: "a b", font: ten) - 13.3) < 1e-12)
        // "\r\n" is one character (anything else, 0.6); "\n\r" is two (1.2).
        #expect(abs(measurer.width(of: "\r\n", font: ten) - 6) < 1e-12)
        #expect(abs(measurer.width(of: "\n\r", font: ten) - 12) < 1e-12)
        // "é" (one scalar or e + U+0301) is one non-ASCII character: 0.6 em.
        #expect(abs(measurer.width(of: "\u{E9}", font: ten) - 6) < 1e-12)
        #expect(abs(measurer.width(of: "e\u{301}", font: ten) - 6) < 1e-12)
        // Bold (0.4) widens by 4%: 0.94 × 10 × 1.04 = 9.776.
        #expect(abs(measurer.width(of: "Hi", font: .boldSystemFont(ofSize: 10)) - 9.776) < 1e-12)
        #expect(measurer.width(of: "", font: ten) == 0)
    }

    @Test func asciiReadingIsNilForOtherText() {
        #expect(EstimatedTextMeasurer.asciiEms(of: "caf\u{E9}") == nil)
        #expect(EstimatedTextMeasurer.asciiEms(of: "ok") != nil)
    }

    /// Random texts over ASCII (returns and newlines included) and a few non-ASCII
    /// characters: the fast reading equals the reference bit for bit.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func fastReadingMatchesTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let ascii = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        let other = ["\u{E9}", "e\u{301}", "\u{1F600}", "\u{4E2D}", "\r\n"]
        for _ in 0..<500 {
            let allASCII = random.chance(70)
            var text = ""
            for _ in 0..<random.int(0...40) {
                text += allASCII || random.chance(80) ? random.pick(ascii) : random.pick(other)
            }
            let reference = EstimatedTextMeasurer.characterEms(of: text)
            if let fast = EstimatedTextMeasurer.asciiEms(of: text) {
                #expect(fast == reference, "\(text.debugDescription)")
            } else {
                #expect(!text.utf8.allSatisfy { $0 < 0x80 })
            }
            let font = Font.systemFont(ofSize: 17)
            #expect(measurer.width(of: text, font: font) == reference * 17)
        }
    }
}

/// `TextLines.wrap` measures each line once; its lines are those of the plain algorithm
/// below, which measures every candidate line afresh, on random texts and widths.
@Suite("Text line breaking")
struct TextLinesTests {
    /// The rules of `Label`, each width measured where it is needed.
    static func referenceWrap(_ text: String, font: Font, width: CGFloat) -> [TextLines.Line] {
        let measurer = EstimatedTextMeasurer()
        func measure(_ s: String) -> CGFloat { measurer.width(of: s, font: font) }
        var lines: [TextLines.Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard width > 0 else {
                lines.append(.init(text: paragraph, width: measure(paragraph)))
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if measure(candidate) <= width || current.isEmpty && word.isEmpty {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(.init(text: current, width: measure(current))) }
                guard measure(word) > width else {
                    current = word
                    continue
                }
                current = ""
                for character in word {
                    let longer = current + String(character)
                    if !current.isEmpty && measure(longer) > width {
                        lines.append(.init(text: current, width: measure(current)))
                        current = String(character)
                    } else {
                        current = longer
                    }
                }
            }
            lines.append(.init(text: current, width: measure(current)))
        }
        return lines
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func linesMatchTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = [
            "a", "b", "m", "W", "i", " ", " ", " ", "\n", "\u{E9}", "verylongword", "  ", "\r\n", "e\u{301}",
            "\u{301}", "\u{1F600}",
        ]
        let font = Font.systemFont(ofSize: 10)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.int(0...30) { text += random.pick(pieces) }
            let width = CGFloat(random.int(0...80))
            let lines = TextLines.wrap(
                text, font: font, measurer: EstimatedTextMeasurer(), width: width, singleLine: false)
            #expect(lines == Self.referenceWrap(text, font: font, width: width), "\(text.debugDescription) at \(width)")
        }
    }

    /// Pieces between separator Characters: a line feed after a carriage return ("\r\n" is
    /// one Character) and a space before a combining mark do not separate.
    @Test(
        arguments: [
            ("a b", " ", ["a", "b"]), ("  a", " ", ["", "", "a"]), ("a ", " ", ["a", ""]), ("", " ", [""]),
            ("a\nb\n", "\n", ["a", "b", ""]), ("a\r\nb", "\n", ["a\r\nb"]), ("x \u{301}y z", " ", ["x \u{301}y", "z"]),
            ("\u{E9} \u{E9}", " ", ["\u{E9}", "\u{E9}"]),
        ] as [(String, Character, [Substring])])
    func piecesSplitAtSeparatorCharacters(text: String, separator: Character, expected: [Substring]) {
        let pieces = TextLines.pieces(
            of: text[...], separatedBy: separator, bytewise: TextLines.splitsByBytes(text))
        #expect(pieces == expected)
        #expect(pieces == text.split(separator: separator, omittingEmptySubsequences: false))
    }

    /// On one line, each line feed reads as a space (a carriage return before it stays):
    /// "a\nb" is "a b"; "a\r\nb" is "a\r b".
    @Test(arguments: [
        ("a\nb", "a b"), ("a\r\nb", "a\r b"), ("\n\n", "  "), ("plain", "plain"), ("é\nü", "é ü"), ("", ""),
    ])
    func singleLineReadsNewlinesAsSpaces(text: String, flat: String) {
        let font = Font.systemFont(ofSize: 10)
        let measurer = EstimatedTextMeasurer()
        let lines = TextLines.wrap(text, font: font, measurer: measurer, width: 5, singleLine: true)
        #expect(lines == [TextLines.Line(text: flat, width: measurer.width(of: flat, font: font))])
        #expect(lines[0].text.unicodeScalars.elementsEqual(flat.unicodeScalars))
    }
}
