import Cassowary

/// Strengths: `required | strong | medium | weak | NUMBER | priority NUMBER`, and the rule
/// that a file states them either as weights or as priority tiers.
///
/// ```
/// x == 1 @ 100000            # a weight (any number written as a strength is a weight)
/// x == 1 @ 2e9               # a weight at or above 1 001 001 000: required
/// x == 1 @ priority 751      # a tier; priority 1000 is required
/// ```
extension ParserState {
    /// `required | strong | medium | weak | NUMBER | priority NUMBER`
    mutating func parseStrength(_ lexer: inout Lexer) throws(CassParseError) -> Strength {
        let token = lexer.token
        let what = "a strength (required, strong, medium, weak, a non-negative number or priority P)"
        if token.kind == .number {
            try noteStyle(.weight, &lexer, found: "weight '\(lexer.text(of: token))'")
            try lexer.next()
            return .weight(min(token.number, Strength.requiredWeight))
        }
        switch lexer.keyword(of: token) {
        case .required:
            try lexer.next()
            return .required
        case .strong, .medium, .weak:
            try noteStyle(.weight, &lexer, found: "weight '\(lexer.text(of: token))'")
            try lexer.next()
            switch lexer.keyword(of: token) {
            case .strong: return .strong
            case .medium: return .medium
            default: return .weak
            }
        case .priority:
            try noteStyle(.priority, &lexer, found: "'priority'")
            try lexer.next()
            let value = lexer.token
            guard value.kind == .number else { throw lexer.expected("a priority from 1 to 1000") }
            guard value.number >= 1 && value.number <= 1000 else {
                throw lexer.error(
                    at: value.start, "expected a priority from 1 to 1000, found \(lexer.describe(value))")
            }
            try lexer.next()
            return .priority(value.number)
        default:
            throw lexer.expected(what)
        }
    }

    /// Records that the current token states a strength in `newStyle`; a file that mixes
    /// priorities and weights is malformed at the first statement that breaks its style.
    mutating func noteStyle(
        _ newStyle: StrengthStyle,
        _ lexer: inout Lexer,
        found: String
    ) throws(CassParseError) {
        guard let style else {
            style = (newStyle, lexer.lineNumber)
            return
        }
        guard style.style != newStyle else { return }
        let expected =
            newStyle == .weight
            ? "a priority ('priority P' or required; this file uses priorities since line \(style.line))"
            : "a weight (required, strong, medium, weak or a number; this file uses weights since line \(style.line))"
        throw lexer.error(
            at: lexer.token.start, "expected \(expected), found \(found): priorities and weights cannot be mixed")
    }
}
