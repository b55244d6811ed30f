// The lexer reads keywords and numbers from the file's bytes without making strings; what
// it reads must be what the string conversions give.

import TestSupport
import Testing

@testable import CassFormat

@Suite("Numbers and keywords read from bytes")
struct LexerFastPathTests {
    /// The first token of `line`.
    func token(_ line: String) throws -> (Lexer, Token) {
        let bytes = Array(line.utf8)
        let lexer = try Lexer(bytes: bytes, lineNumber: 1, lineStart: 0, lineEnd: bytes.count)
        return (lexer, lexer.token)
    }

    /// Worked by hand: 827478444 / 10⁶, 5·10³, 52 / 10⁴; 0 in any spelling; and spellings
    /// outside the path (mantissa ≥ 2⁵³, exponent beyond ±22), which `Double(_:)` converts.
    @Test(arguments: [
        "827.478444", "5e3", "5.2E-3", "5e+3", "0", "0.000", "000120.5000", "9007199254740992",
        "9007199254740993", "1e22", "1e23", "1e-22", "1e-23", "123456789012345678901234567890",
        "0.1", "0.30000000000000004", "1.7976931348623157e308", "4.9e-324", "2.5e-0300",
    ])
    func numbersAreThoseOfDoubleFromAString(spelling: String) throws {
        let (_, number) = try token(spelling)
        #expect(number.kind == .number)
        #expect(number.number.bitPattern == Double(spelling)!.bitPattern)
    }

    /// The fast path takes exactly the numbers it can convert exactly, and agrees with
    /// `Double(_:)` bit for bit on random spellings of every form.
    @Test(arguments: [UInt64(1), 2, 3])
    func fastPathAgreesWithDoubleFromAString(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var taken = 0
        for _ in 0..<3_000 {
            var spelling = ""
            for _ in 0..<random.int(1...18) { spelling += String(random.int(0...9)) }
            if random.int(0...1) == 1 {
                spelling += "."
                for _ in 0..<random.int(1...8) { spelling += String(random.int(0...9)) }
            }
            if random.int(0...2) == 0 {
                spelling += random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.int(0...40))
            }
            guard let fast = DecimalFastPath.value(of: Array(spelling.utf8)[...]) else { continue }
            taken += 1
            #expect(fast.bitPattern == Double(spelling)!.bitPattern, "\(spelling)")
        }
        #expect(taken > 1_000)
    }

    /// 2⁵³ is the largest mantissa taken; 10²² the largest power; an exponent of more than
    /// four digits is left to `Double(_:)` even when the mantissa is 0.
    @Test func numbersOutsideThePathAreLeftToDouble() {
        #expect(DecimalFastPath.value(of: Array("9007199254740992".utf8)[...]) == 9_007_199_254_740_992)
        #expect(DecimalFastPath.value(of: Array("9007199254740993".utf8)[...]) == nil)
        #expect(DecimalFastPath.value(of: Array("1e23".utf8)[...]) == nil)
        #expect(DecimalFastPath.value(of: Array("0e9999".utf8)[...]) == 0)
        #expect(DecimalFastPath.value(of: Array("0e99999".utf8)[...]) == nil)
    }

    /// Every keyword, and names that share a first letter or a prefix with one.
    @Test(arguments: Keyword.allCases)
    func keywordsAreRecognized(keyword: Keyword) throws {
        let (lexer, name) = try token(keyword.rawValue + " x")
        #expect(lexer.keyword(of: name) == keyword)
        #expect(Keyword(packedSpelling: keyword.packedSpelling) == keyword)
    }

    @Test(arguments: [
        "edits", "edi", "s", "strength", "suggests", "stron", "Weak", "EDIT", "w", "prior", "m", "x", "r_",
        "tide", "edit_", "weaK", "priorityx", "mediums", "requiredx",
    ])
    func namesAreNotKeywords(name: String) throws {
        let (lexer, token) = try token(name)
        #expect(token.kind == .name)
        #expect(lexer.keyword(of: token) == nil)
    }
}
