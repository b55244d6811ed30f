/// Why a `.cass` file is malformed: where (line and column, both counted from 1) and what
/// was expected there.
///
/// A malformed file is never solved (exit status 2). The column counts Unicode scalars
/// from the start of the line, so a tab or an `é` is one column.
///
/// ```swift
/// do {
///     _ = try CassParser.parse("x + -2 == 0")
/// } catch {
///     print(error)  // 1:5: expected a term (a number or a variable name), found '-'
/// }
/// ```
public struct CassParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, counted from 1.
    public let line: Int
    /// The column, counted from 1 in Unicode scalars.
    public let column: Int
    /// What was expected and what was found, e.g. `expected a variable name, found '+'`.
    public let message: String

    /// Creates an error at `line:column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }

    /// The compiler-style report for a file: `PATH:LINE:COLUMN: error: MESSAGE`.
    public func report(path: String) -> String {
        "\(path):\(line):\(column): error: \(message)"
    }
}
