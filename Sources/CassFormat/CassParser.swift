import Cassowary

/// Parses `.cass` files (format version 1, `docs/ConstraintFileFormat.md`) into a
/// ``CassProgram``.
///
/// The grammar, one statement a line (`#` starts a comment; blank lines are ignored):
///
///     STATEMENT := EXPR OP EXPR ['@' STRENGTH]
///                | 'edit' NAME ['@' STRENGTH]
///                | 'suggest' NAME ['-'] NUMBER
///     EXPR      := ['-'] TERM (('+' | '-') TERM)*
///     TERM      := NUMBER | NAME | NUMBER '*' NAME
///     OP        := '==' | '<=' | '>='
///     STRENGTH  := 'required' | 'strong' | 'medium' | 'weak' | NUMBER | 'priority' NUMBER
///
/// A file states its strengths either as weights (`strong`, `medium`, `weak`, a number, or a
/// bare `edit NAME`, which means `@ strong`) or as `priority` tiers, never both; `required`
/// goes with either. The first error stops the parse: the whole file is parsed before
/// anything is solved.
///
/// ```swift
/// let program = try CassParser.parse("""
///     edit width
///     left + w <= width       # a constraint, required
///     w == 100 @ priority 750
///     """)   // throws: bare 'edit' is a weight, and this file uses priorities
/// ```
///
/// Parsing never recurses and never traps on input: every malformed line, however long or
/// strange, is a ``CassParseError``.
public enum CassParser {
    /// Parses the text of a `.cass` file.
    public static func parse(_ text: String) throws(CassParseError) -> CassProgram {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses the bytes of a `.cass` file (UTF-8; LF or CRLF line ends).
    ///
    /// - Complexity: O(*n*) expected for *n* bytes.
    public static func parse(bytes: [UInt8]) throws(CassParseError) -> CassProgram {
        var parser = ParserState(bytes: bytes)
        // A statement a line at most: the program keeps its statements for the whole run,
        // so they get storage of that size instead of a doubled array's spare capacity.
        parser.statements.reserveCapacity(bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            try parser.parseLine(lineNumber, start, end)
            start = end + 1
        }
        return CassProgram(
            variables: parser.variables,
            statements: parser.statements,
            usesPriorities: parser.style?.style == .priority
        )
    }
}

/// How a file states its strengths.
enum StrengthStyle {
    case weight
    case priority
}

/// The parser's working state over one file.
struct ParserState {
    let bytes: [UInt8]
    var variables: [Variable] = []
    var statements: [CassStatement] = []
    /// The style of strengths the file uses, and the first line that used it.
    var style: (style: StrengthStyle, line: Int)?
    /// Variable ids by name, looked up from the file's bytes.
    private var names = NameIndex()
    /// Coefficient scratch indexed by variable, all zero between constraints.
    private var coefficients: [Double] = []
    /// Variables named by the current constraint, in order (with repeats).
    private var touched: [Int] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseLine(_ lineNumber: Int, _ start: Int, _ end: Int) throws(CassParseError) {
        var lexer = try Lexer(bytes: bytes, lineNumber: lineNumber, lineStart: start, lineEnd: end)
        let first = lexer.token
        if first.kind == .end { return }
        let kind: CassStatement.Kind
        switch lexer.keyword(of: first) {
        case .edit:
            try lexer.next()
            kind = try parseEdit(&lexer)
        case .suggest:
            try lexer.next()
            kind = try parseSuggest(&lexer)
        default:
            kind = try parseConstraint(&lexer, identifier: "line \(lineNumber)")
        }
        statements.append(CassStatement(kind: kind, line: lineNumber, source: bytes[start..<end]))
    }

    // MARK: - Statements

    /// `edit NAME ['@' STRENGTH]`
    private mutating func parseEdit(_ lexer: inout Lexer) throws(CassParseError) -> CassStatement.Kind {
        let name = try parseVariableName(&lexer, "a variable name")
        var strength = Strength.strong
        if lexer.token.kind == .at {
            try lexer.next()
            strength = try parseStrength(&lexer)
        } else if lexer.token.kind == .end {
            try noteStyle(.weight, &lexer, found: "a bare 'edit', which means '@ strong'")
        }
        guard lexer.token.kind == .end else { throw lexer.expected("'@' or end of line") }
        return .edit(variable: intern(name), strength: strength)
    }

    /// `suggest NAME ['-'] NUMBER`
    private mutating func parseSuggest(_ lexer: inout Lexer) throws(CassParseError) -> CassStatement.Kind {
        let name = try parseVariableName(&lexer, "a variable name")
        let variable = names.id(of: bytes, name.start..<name.end)
        var sign = 1.0
        if lexer.token.kind == .minus {
            sign = -1
            try lexer.next()
        }
        guard lexer.token.kind == .number else { throw lexer.expected("a number") }
        let value = sign * (try lexer.next()).number
        guard lexer.token.kind == .end else { throw lexer.expected("end of line") }
        let spelling = variable.map { variables[$0].name } ?? lexer.text(of: name)
        return .suggest(name: spelling, variable: variable, value: value)
    }

    /// `EXPR OP EXPR ['@' STRENGTH]`, terms collected as `lhs - rhs`.
    private mutating func parseConstraint(
        _ lexer: inout Lexer,
        identifier: String
    ) throws(CassParseError) -> CassStatement.Kind {
        defer { clearScratch() }
        var constant = 0.0
        try parseExpression(&lexer, sign: 1, constant: &constant)
        guard case .relation(let relation) = lexer.token.kind else {
            throw lexer.expected("'+', '-', '==', '<=' or '>='")
        }
        try lexer.next()
        try parseExpression(&lexer, sign: -1, constant: &constant)
        var strength = Strength.required
        if lexer.token.kind == .at {
            try lexer.next()
            strength = try parseStrength(&lexer)
            guard lexer.token.kind == .end else { throw lexer.expected("end of line") }
        } else if lexer.token.kind != .end {
            throw lexer.expected("'+', '-', '@' or end of line")
        }
        var terms: [Term] = []
        for v in touched where coefficients[v] != 0 {
            terms.append(Term(variables[v], coefficient: coefficients[v]))
            coefficients[v] = 0  // emit each variable once, at its first appearance
        }
        let expression = LinearExpression(terms, constant: constant)
        return .constraint(Constraint(expression, relation, strength: strength, identifier: identifier))
    }

    // MARK: - Expressions

    /// `['-'] TERM (('+' | '-') TERM)*`, adding `sign` times each term to the scratch
    /// coefficients (variables) or to `constant` (numbers): the left side goes in with
    /// `sign` 1 and the right side with -1, so the result is `lhs - rhs`.
    private mutating func parseExpression(
        _ lexer: inout Lexer,
        sign: Double,
        constant: inout Double
    ) throws(CassParseError) {
        var first = true
        while true {
            var termSign = sign
            switch lexer.token.kind {
            case .minus:
                termSign = -sign
                try lexer.next()
            case .plus where !first:
                try lexer.next()
            default:
                if !first { return }
            }
            first = false
            try parseTerm(&lexer, sign: termSign, constant: &constant)
        }
    }

    /// `NUMBER | NAME | NUMBER '*' NAME`
    private mutating func parseTerm(
        _ lexer: inout Lexer,
        sign: Double,
        constant: inout Double
    ) throws(CassParseError) {
        let token = lexer.token
        switch token.kind {
        case .number:
            try lexer.next()
            if lexer.token.kind == .star {
                try lexer.next()
                let name = try parseVariableName(&lexer, "a variable name after '*'")
                try add(sign * token.number, to: intern(name), at: token, lexer)
            } else if lexer.token.kind == .name && lexer.keyword(of: lexer.token) == nil {
                throw lexer.expected("'*' between a number and a name")
            } else {
                constant += sign * token.number
                guard constant.isFinite else {
                    throw lexer.error(
                        at: token.start, "expected constants that add up within a double, found a sum past 1.8e308")
                }
            }
        case .name where lexer.keyword(of: token) == nil:
            try lexer.next()
            if lexer.token.kind == .star {
                throw lexer.expected("'+', '-' or a comparison (a term is NUMBER * NAME, as in '2 * x')")
            }
            try add(sign, to: intern(token), at: token, lexer)
        default:
            throw lexer.expected("a term (a number or a variable name)")
        }
    }

    private mutating func add(
        _ coefficient: Double,
        to variable: Int,
        at token: Token,
        _ lexer: Lexer
    ) throws(CassParseError) {
        coefficients[variable] += coefficient
        touched.append(variable)
        guard coefficients[variable].isFinite else {
            throw lexer.error(
                at: token.start,
                "expected coefficients of '\(variables[variable].name)' that add up within a double, found a sum past 1.8e308"
            )
        }
    }

    /// The name token that must come next (not a keyword), consumed.
    private mutating func parseVariableName(_ lexer: inout Lexer, _ what: String) throws(CassParseError) -> Token {
        guard lexer.token.kind == .name, lexer.keyword(of: lexer.token) == nil else { throw lexer.expected(what) }
        return try lexer.next()
    }

    // MARK: - Helpers

    /// The id of the variable a name token spells; a new name makes its `Variable` (the one
    /// `String` made for that name).
    private mutating func intern(_ name: Token) -> Int {
        let (id, isNew) = names.insert(bytes, name.start..<name.end)
        if isNew {
            variables.append(Variable(String(decoding: bytes[name.start..<name.end], as: UTF8.self)))
            coefficients.append(0)
        }
        return id
    }

    private mutating func clearScratch() {
        for v in touched { coefficients[v] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
