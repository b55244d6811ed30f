import Cassowary

/// A token of one `.cass` line.
struct Token {
    enum Kind: Equatable {
        /// `[A-Za-z_][A-Za-z0-9_.]*` (keywords included; see ``Keyword``).
        case name
        /// An unsigned number; its value is in ``Token/number``.
        case number
        case relation(Relation)
        case plus
        case minus
        case star
        case at
        /// The end of the statement: the end of the line or a `#` comment.
        case end
    }

    var kind: Kind
    /// Byte offsets of the token in the file.
    var start: Int
    var end: Int
    /// The value of a `.number` token (finite).
    var number: Double = 0
}

/// The reserved words. They are lowercase; `Weak` and `EDIT` are names.
enum Keyword: String, CaseIterable {
    case edit, suggest, required, strong, medium, weak, priority

    /// The keyword whose UTF-8 spelling, packed into an integer first byte lowest (see
    /// ``packedSpelling``), is `packed`.
    init?(packedSpelling packed: UInt64) {
        switch packed {
        case 0x7469_6465: self = .edit
        case 0x74_7365_6767_7573: self = .suggest
        case 0x6465_7269_7571_6572: self = .required
        case 0x676e_6f72_7473: self = .strong
        case 0x6d75_6964_656d: self = .medium
        case 0x6b61_6577: self = .weak
        case 0x7974_6972_6f69_7270: self = .priority
        default: return nil
        }
    }

    /// The spelling's bytes packed into an integer, byte *i* at bits 8*i* to 8*i* + 7.
    var packedSpelling: UInt64 {
        var packed: UInt64 = 0
        for (i, byte) in rawValue.utf8.enumerated() { packed |= UInt64(byte) << (8 * UInt64(i)) }
        return packed
    }
}

/// Splits one line of a file into tokens, on demand.
///
/// Works on the file's bytes: every token is ASCII, so anything else is an unexpected
/// character. The lexer never looks past `lineEnd` and never recurses, so a line of any
/// length costs time linear in its length.
struct Lexer {
    let bytes: [UInt8]
    let lineNumber: Int
    let lineStart: Int
    let lineEnd: Int
    private var position: Int
    /// The current token (not yet consumed).
    private(set) var token: Token

    init(bytes: [UInt8], lineNumber: Int, lineStart: Int, lineEnd: Int) throws(CassParseError) {
        self.bytes = bytes
        self.lineNumber = lineNumber
        self.lineStart = lineStart
        self.lineEnd = lineEnd
        self.position = lineStart
        self.token = Token(kind: .end, start: lineStart, end: lineStart)
        try advance()
    }

    /// The spelling of a token.
    func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The keyword a name token spells, if any: the token's bytes (every keyword has 4 to 8)
    /// packed into one integer, first byte lowest, are compared with the keyword's (no string
    /// is made).
    func keyword(of token: Token) -> Keyword? {
        guard token.kind == .name else { return nil }
        let length = token.end - token.start
        guard length >= 4 && length <= 8 else { return nil }
        var packed: UInt64 = 0
        for i in 0..<length {
            packed |= UInt64(bytes[token.start + i]) << (8 * UInt64(i))
        }
        return Keyword(packedSpelling: packed)
    }

    /// The 1-based column of a byte offset in the line, counting Unicode scalars (every byte
    /// that does not continue a UTF-8 sequence starts one).
    func column(of offset: Int) -> Int {
        var column = 1
        var i = lineStart
        while i < offset && i < lineEnd {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    /// An error at byte offset `offset` of this line.
    func error(at offset: Int, _ message: String) -> CassParseError {
        CassParseError(line: lineNumber, column: column(of: offset), message: message)
    }

    /// `expected WHAT, found <current token>` at the current token.
    func expected(_ what: String) -> CassParseError {
        error(at: token.start, "expected \(what), found \(describe(token))")
    }

    /// How a token reads in a message: `name 'x'`, `keyword 'weak'`, `'+'`, `end of line`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .name: keyword(of: token) != nil ? "keyword '\(text(of: token))'" : "name '\(text(of: token))'"
        case .number: "number '\(text(of: token))'"
        case .relation(let r): "'\(r)'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .at: "'@'"
        case .end: "end of line"
        }
    }

    /// Consumes the current token and returns it.
    @discardableResult
    mutating func next() throws(CassParseError) -> Token {
        let current = token
        try advance()
        return current
    }

    // MARK: - Scanning

    private func byte(_ i: Int) -> UInt8? { i < lineEnd ? bytes[i] : nil }

    private mutating func advance() throws(CassParseError) {
        var i = position
        while let b = byte(i), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
            i += 1
        }
        guard let c = byte(i), c != UInt8(ascii: "#") else {
            token = Token(kind: .end, start: i, end: i)
            position = i
            return
        }
        if isNameStart(c) {
            var j = i + 1
            while let b = byte(j), isNameStart(b) || isDigit(b) || b == UInt8(ascii: ".") { j += 1 }
            set(.name, i, j)
            return
        }
        let following = byte(i + 1)
        if isDigit(c) || (c == UInt8(ascii: ".") && following.map(isDigit) == true) {
            try scanNumber(from: i)
            return
        }
        switch c {
        case UInt8(ascii: "+"): set(.plus, i, i + 1)
        case UInt8(ascii: "-"): set(.minus, i, i + 1)
        case UInt8(ascii: "*"): set(.star, i, i + 1)
        case UInt8(ascii: "@"): set(.at, i, i + 1)
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            guard following == UInt8(ascii: "=") else {
                throw error(at: i, "expected '==', '<=' or '>=', found \(describeCharacter(at: i))")
            }
            let relation: Relation =
                c == UInt8(ascii: "=") ? .equal : c == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
            set(.relation(relation), i, i + 2)
        default:
            throw error(at: i, "unexpected character \(describeCharacter(at: i))")
        }
    }

    private mutating func set(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        token = Token(kind: kind, start: start, end: end)
        position = end
    }

    /// `NUMBER := DIGITS ('.' DIGITS)? ([eE] [+-]? DIGITS)?`; `.5`, `5.`, `1e` and values
    /// too large for a double are malformed.
    private mutating func scanNumber(from start: Int) throws(CassParseError) {
        var j = start
        func digits(_ j: inout Int) -> Bool {
            let begin = j
            while let b = byte(j), isDigit(b) { j += 1 }
            return j > begin
        }
        let hasInteger = digits(&j)
        var problem: String?
        if byte(j) == UInt8(ascii: ".") {
            j += 1
            if !digits(&j) { problem = "expected a digit after '.'" }
        }
        if !hasInteger { problem = "expected a digit before '.'" }
        if problem == nil, let e = byte(j), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var k = j + 1
            if let s = byte(k), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { k += 1 }
            if digits(&k) {
                j = k
            } else {
                j = k
                problem = "expected digits in the exponent"
            }
        }
        if problem == nil, let value = DecimalFastPath.value(of: bytes[start..<j]) {
            token = Token(kind: .number, start: start, end: j, number: value)
            position = j
            return
        }
        let spelling = String(decoding: bytes[start..<j], as: UTF8.self)
        if let problem {
            throw error(at: start, "malformed number '\(spelling)': \(problem)")
        }
        guard let value = Double(spelling), value.isFinite else {
            throw error(
                at: start, "malformed number '\(spelling)': expected a value that fits in a double (at most 1.8e308)")
        }
        token = Token(kind: .number, start: start, end: j, number: value)
        position = j
    }

    /// `'%'`, `U+0007`, `'é' (U+00E9)` or `byte 0xFF` (not UTF-8).
    private func describeCharacter(at i: Int) -> String {
        let c = bytes[i]
        if c >= 0x20 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if c < 0x80 { return "U+" + hex(UInt32(c), width: 4) }
        let window = bytes[i..<min(i + 4, lineEnd)]
        var decoder = UTF8()
        var iterator = window.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "'\(Character(scalar))' (U+\(hex(scalar.value, width: 4)))"
        }
        return "byte 0x" + hex(UInt32(c), width: 2)
    }

    private func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

private func isNameStart(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        || b == UInt8(ascii: "_")
}

private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
