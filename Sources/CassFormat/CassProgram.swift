import Cassowary

/// One statement of a `.cass` file, with where it came from.
///
/// ```swift
/// let program = try CassParser.parse("edit w\nw >= 10\nsuggest w 20")
/// program.statements[1].line   // 2
/// program.statements[1].text   // "w >= 10"
/// ```
public struct CassStatement: Sendable {
    /// What the statement does.
    ///
    /// `edit` and `suggest` are boxed, so that a statement of a file of constraints holds one
    /// reference for its kind (48 bytes a statement instead of 80).
    public enum Kind: Sendable {
        /// `EXPR OP EXPR [@ STRENGTH]`: add the constraint (its `identifier` is `"line N"`).
        case constraint(Constraint)
        /// `edit NAME [@ STRENGTH]`: make `program.variables[variable]` an edit variable.
        indirect case edit(variable: Int, strength: Strength)
        /// `suggest NAME VALUE`: `variable` indexes `program.variables`, `nil` when the name
        /// names no variable at all (which fails when the statement runs).
        indirect case suggest(name: String, variable: Int?, value: Double)
    }

    /// What the statement does.
    public let kind: Kind
    /// The line it is on, counted from 1.
    public let line: Int
    /// The bytes of its line (a slice of the file's bytes, shared by every statement), made
    /// into ``text`` only when a message needs it.
    private let source: ArraySlice<UInt8>

    /// Creates a statement.
    public init(kind: Kind, line: Int, text: String) {
        self.init(kind: kind, line: line, source: Array(text.utf8)[...])
    }

    /// Creates the statement on a line of a file, given as the line's bytes (its comment
    /// and surrounding whitespace included).
    init(kind: Kind, line: Int, source: ArraySlice<UInt8>) {
        self.kind = kind
        self.line = line
        self.source = source
    }

    /// The statement as written, without its comment and surrounding whitespace.
    public var text: String {
        var end = source.startIndex
        while end < source.endIndex && source[end] != UInt8(ascii: "#") { end += 1 }
        var start = source.startIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
        while start < end && isSpace(source[start]) { start += 1 }
        while end > start && isSpace(source[end - 1]) { end -= 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}

/// A parsed `.cass` file: its variables in order of first appearance and its statements in
/// file order, each constraint already built as a `Cassowary.Constraint`.
///
/// Building the program does all the work that is not solving (parsing, variable and
/// constraint objects), so a benchmark can time only the solver.
///
/// ```swift
/// let program = try CassParser.parse("x + y == 10\nx == 3 @ weak")
/// program.variables.map(\.name)   // ["x", "y"]
/// program.constraintCount         // 2
/// ```
public struct CassProgram: Sendable {
    /// Every variable, in order of first appearance (a `suggest` creates none).
    public let variables: [Variable]
    /// The statements in file order (blank and comment-only lines are not statements).
    public let statements: [CassStatement]
    /// Whether the file states strengths as `priority` tiers (otherwise as weights).
    public let usesPriorities: Bool
    /// The number of constraint statements.
    public let constraintCount: Int
    /// The number of `suggest` statements.
    public let suggestCount: Int

    /// Creates a program from its parts.
    public init(variables: [Variable], statements: [CassStatement], usesPriorities: Bool) {
        self.variables = variables
        self.statements = statements
        self.usesPriorities = usesPriorities
        var constraints = 0
        var suggests = 0
        for statement in statements {
            switch statement.kind {
            case .constraint: constraints += 1
            case .suggest: suggests += 1
            case .edit: break
            }
        }
        self.constraintCount = constraints
        self.suggestCount = suggests
    }

    /// The constraints in file order.
    public var constraints: [Constraint] {
        statements.compactMap { if case .constraint(let c) = $0.kind { c } else { nil } }
    }

    /// The line a constraint of this program was written on (`nil` for any other constraint,
    /// such as a solver's edit constraint).
    ///
    /// - Complexity: O(*n*) for *n* statements: only failure reports ask, so the program
    ///   keeps no index for it (see ``lines(of:)`` for several).
    public func line(of constraint: Constraint) -> Int? {
        lines(of: CollectionOfOne(constraint)).first
    }

    /// The lines of those of `constraints` that are this program's, in file order.
    ///
    /// - Complexity: O(*n* + *k*) for *n* statements and *k* constraints.
    public func lines(of constraints: some Sequence<Constraint>) -> [Int] {
        let wanted = Set(constraints.map(ObjectIdentifier.init))
        return statements.compactMap { statement in
            if case .constraint(let c) = statement.kind, wanted.contains(ObjectIdentifier(c)) {
                statement.line
            } else {
                nil
            }
        }
    }

    /// The statement on `line`, if that line holds one.
    ///
    /// - Complexity: O(log *n*) for *n* statements.
    public func statement(onLine line: Int) -> CassStatement? {
        var low = 0
        var high = statements.count
        while low < high {
            let mid = (low + high) / 2
            if statements[mid].line < line { low = mid + 1 } else { high = mid }
        }
        return low < statements.count && statements[low].line == line ? statements[low] : nil
    }
}
