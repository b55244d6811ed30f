import Testing

@testable import CassFormat

/// Every malformed form of the format, with the exact `line:column` (both from 1) and what
/// the message says was expected.
@Suite struct MalformedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let line: Int
        let column: Int
        let message: String
        init(_ source: String, _ line: Int, _ column: Int, _ message: String) {
            self.source = source
            self.line = line
            self.column = column
            self.message = message
        }
        var testDescription: String { source.replacingNewlines }
    }

    static let cases: [Case] = [
        // Signs: one '-' before the first term only.
        Case("x + -2 == 0", 1, 5, "expected a term (a number or a variable name), found '-'"),
        Case("x == +1", 1, 6, "expected a term (a number or a variable name), found '+'"),
        Case("+x == 1", 1, 1, "expected a term (a number or a variable name), found '+'"),
        Case("--x == 1", 1, 2, "expected a term (a number or a variable name), found '-'"),
        Case("x == y -", 1, 9, "expected a term (a number or a variable name), found end of line"),
        // Terms: NUMBER * NAME only.
        Case("2 x == 1", 1, 3, "expected '*' between a number and a name, found name 'x'"),
        Case("2x == 1", 1, 2, "expected '*' between a number and a name, found name 'x'"),
        Case("x * 2 == 1", 1, 3, "found '*'"),
        Case("2 * 3 == x", 1, 5, "expected a variable name after '*', found number '3'"),
        Case("2 * -x == 1", 1, 5, "expected a variable name after '*', found '-'"),
        Case("2 * weak == 1", 1, 5, "expected a variable name after '*', found keyword 'weak'"),
        Case("2 * * x == 1", 1, 5, "expected a variable name after '*', found '*'"),
        // Numbers.
        Case("x == .5", 1, 6, "malformed number '.5': expected a digit before '.'"),
        Case("x == 5.", 1, 6, "malformed number '5.': expected a digit after '.'"),
        Case("x == 5.e3", 1, 6, "malformed number '5.': expected a digit after '.'"),
        Case("x == 1e999", 1, 6, "malformed number '1e999': expected a value that fits in a double"),
        Case("x == 1e", 1, 6, "malformed number '1e': expected digits in the exponent"),
        Case("x == 1e+", 1, 6, "malformed number '1e+': expected digits in the exponent"),
        Case("x == 1 . 5", 1, 8, "unexpected character '.'"),
        // Operators and structure.
        Case("x = 3", 1, 3, "expected '==', '<=' or '>=', found '='"),
        Case("x < 3", 1, 3, "expected '==', '<=' or '>=', found '<'"),
        Case("x => 3", 1, 3, "expected '==', '<=' or '>=', found '='"),
        Case("x", 1, 2, "expected '+', '-', '==', '<=' or '>=', found end of line"),
        Case("x y == 1", 1, 3, "expected '+', '-', '==', '<=' or '>=', found name 'y'"),
        Case("== 3", 1, 1, "expected a term (a number or a variable name), found '=='"),
        Case("x ==", 1, 5, "expected a term (a number or a variable name), found end of line"),
        Case("x <= 3 <= 4", 1, 8, "expected '+', '-', '@' or end of line, found '<='"),
        Case("x == 2 weak", 1, 8, "expected '+', '-', '@' or end of line, found keyword 'weak'"),
        Case("x == 2 3", 1, 8, "expected '+', '-', '@' or end of line, found number '3'"),
        Case("weak == 1", 1, 1, "expected a term (a number or a variable name), found keyword 'weak'"),
        Case("x == priority", 1, 6, "found keyword 'priority'"),
        Case("x == 1 $", 1, 8, "unexpected character '$'"),
        Case("x == é", 1, 6, "unexpected character 'é' (U+00E9)"),
        Case("é + x == y $", 1, 1, "unexpected character 'é' (U+00E9)"),
        Case("x\u{7} == 1", 1, 2, "unexpected character U+0007"),
        // Strengths.
        Case("x == 1 @", 1, 9, "expected a strength (required, strong, medium, weak, a non-negative number"),
        Case("x == 1 @ -1", 1, 10, "expected a strength"),
        Case("x == 1 @ -0", 1, 10, "expected a strength"),
        Case(
            "x == 1 @ Strong", 1, 10,
            "expected a strength (required, strong, medium, weak, a non-negative number or priority P), found name 'Strong'"
        ),
        Case("x == 1 @ weak weak", 1, 15, "expected end of line, found keyword 'weak'"),
        Case("x == 1 @ weak @ strong", 1, 15, "expected end of line, found '@'"),
        Case("x == 1 @ priority", 1, 18, "expected a priority from 1 to 1000, found end of line"),
        Case("x == 1 @ priority 0", 1, 19, "expected a priority from 1 to 1000, found number '0'"),
        Case("x == 1 @ priority 0.5", 1, 19, "expected a priority from 1 to 1000, found number '0.5'"),
        Case("x == 1 @ priority 1001", 1, 19, "expected a priority from 1 to 1000, found number '1001'"),
        Case("x == 1 @ priority -5", 1, 19, "expected a priority from 1 to 1000, found '-'"),
        Case("x == 1 @ priority weak", 1, 19, "expected a priority from 1 to 1000, found keyword 'weak'"),
        Case("x == 1 @ 1e999", 1, 10, "malformed number '1e999'"),
        // Priorities and weights are not mixed (required goes with either).
        Case("x == 1 @ priority 750\ny == 4 @ weak", 2, 10, "this file uses priorities since line 1"),
        Case("x == 1 @ priority 750\ny == 4 @ 10", 2, 10, "found weight '10'"),
        Case("x == 1 @ strong\n\ny == 1 @ required\ny == 4 @ priority 2", 4, 10, "this file uses weights since line 1"),
        Case("edit w\nx == 1 @ priority 750", 2, 10, "found 'priority': priorities and weights cannot be mixed"),
        Case("x == 1 @ priority 750\nedit w", 2, 7, "found a bare 'edit', which means '@ strong'"),
        Case("x == 1 @ priority 750\nedit w   # comment", 2, 10, "found a bare 'edit'"),
        Case("edit w @ priority 2\nedit h @ medium", 2, 10, "expected a priority"),
        // edit and suggest.
        Case("edit", 1, 5, "expected a variable name, found end of line"),
        Case("edit 3", 1, 6, "expected a variable name, found number '3'"),
        Case("edit weak", 1, 6, "expected a variable name, found keyword 'weak'"),
        Case("edit x y", 1, 8, "expected '@' or end of line, found name 'y'"),
        Case("edit x @", 1, 9, "expected a strength"),
        Case("edit x == 3", 1, 8, "expected '@' or end of line, found '=='"),
        Case("suggest", 1, 8, "expected a variable name, found end of line"),
        Case("suggest x", 1, 10, "expected a number, found end of line"),
        Case("suggest x +3", 1, 11, "expected a number, found '+'"),
        Case("suggest x --3", 1, 12, "expected a number, found '-'"),
        Case("suggest x y", 1, 11, "expected a number, found name 'y'"),
        Case("suggest x 3 4", 1, 13, "expected end of line, found number '4'"),
        Case("suggest x 3 @ weak", 1, 13, "expected end of line, found '@'"),
        Case("suggest x .5", 1, 11, "malformed number '.5'"),
        Case("suggest required 3", 1, 9, "expected a variable name, found keyword 'required'"),
        // Overflow of collected terms.
        Case("1e308 * x + 1e308 * x == 0", 1, 13, "expected coefficients of 'x' that add up within a double"),
        Case("x == 1e308 + 1e308", 1, 14, "expected constants that add up within a double"),
        Case("1e308 == -1e308", 1, 11, "expected constants that add up within a double"),
        // Location: lines counted from 1 over blank, comment and CRLF lines; columns in scalars.
        Case("# c\n\nx == 1\r\ny == +1\r\n", 4, 6, "found '+'"),
        Case("x == 1\n\t\ty == .5", 2, 8, "malformed number '.5'"),
        Case("é == 1 # ok\nx == 1", 1, 1, "unexpected character 'é'"),
        Case("x == 1 # é ok\nx == 1 @ é", 2, 10, "unexpected character 'é'"),
        Case("x == 1 # fine\nx + 2 x == 1\nx == +1", 2, 7, "expected '*' between a number and a name"),
    ]

    @Test("malformed forms", arguments: cases)
    func malformed(_ c: Case) {
        guard let error = parseError(c.source) else {
            Issue.record("parsed: \(c.source)")
            return
        }
        #expect(error.line == c.line, "\(error)")
        #expect(error.column == c.column, "\(error)")
        #expect(error.message.contains(c.message), "\(error)")
        #expect(error.message.contains("expected") || error.message.contains("unexpected"), "\(error)")
    }

    @Test func invalidUTF8IsAByteError() {
        let bytes: [UInt8] = Array("x == ".utf8) + [0xFF, 0xFE]
        do {
            _ = try CassParser.parse(bytes: bytes)
            Issue.record("parsed invalid UTF-8")
        } catch {
            #expect(error == CassParseError(line: 1, column: 6, message: "unexpected character byte 0xFF"))
        }
    }

    @Test func nulIsAnUnexpectedCharacter() {
        let error = parseError("x\u{0} == 1")
        #expect(error?.column == 2)
        #expect(error?.message == "unexpected character U+0000")
    }

    @Test func firstErrorInFileOrderWins() {
        #expect(parseError("x == 1\nx == +\ny == .5")?.line == 2)
    }

    @Test func reportFormat() {
        let error = CassParseError(line: 3, column: 7, message: "expected a number, found '+'")
        #expect(error.report(path: "f.cass") == "f.cass:3:7: error: expected a number, found '+'")
        #expect(error.description == "3:7: expected a number, found '+'")
    }
}

extension String {
    fileprivate var replacingNewlines: String {
        var out = ""
        for c in self { out += c == "\n" ? "⏎" : c == "\r\n" ? "␍⏎" : String(c) }
        return out
    }
}
