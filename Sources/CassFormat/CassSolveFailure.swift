/// Why a well-formed `.cass` file is not solvable as written (exit status 1): the statement
/// that failed, and for an unsatisfiable constraint the lines it conflicts with.
///
/// ```swift
/// // 1: x <= 10
/// // 2: x >= 20
/// failure.report(path: "f.cass")
/// // f.cass:2: error: required constraint cannot be satisfied: x >= 20
/// // f.cass:2: note: it conflicts with line 1
/// // f.cass:1: note: conflicting constraint: x <= 10
/// ```
public struct CassSolveFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// A required constraint cannot hold together with the required constraints added
        /// before it; `conflictingLines` is a minimal conflicting set of them (ascending).
        case unsatisfiable(conflictingLines: [Int])
        /// `suggest NAME` where NAME is not an edit variable (yet).
        case notAnEditVariable(name: String)
        /// `edit NAME` a second time; `firstLine` is where it was first declared.
        case duplicateEditVariable(name: String, firstLine: Int)
        /// `edit NAME @ required` (or a priority of 1000, or a weight at or above required).
        case requiredEditVariable(name: String)
        /// Any other solver error (should not happen on a parsed file).
        case solverError(String)
    }

    /// The line of the statement that failed.
    public let line: Int
    /// The statement as written.
    public let statement: String
    /// What went wrong.
    public let reason: Reason
    /// The conflicting statements, as `(line, text)`, for ``Reason/unsatisfiable(conflictingLines:)``.
    public let conflicts: [(line: Int, text: String)]

    /// Creates a failure.
    public init(line: Int, statement: String, reason: Reason, conflicts: [(line: Int, text: String)] = []) {
        self.line = line
        self.statement = statement
        self.reason = reason
        self.conflicts = conflicts
    }

    /// The one-line reason, without location: `required constraint cannot be satisfied`.
    public var message: String {
        switch reason {
        case .unsatisfiable: "required constraint cannot be satisfied"
        case .notAnEditVariable(let name): "'\(name)' is not an edit variable"
        case .duplicateEditVariable(let name, let first):
            "'\(name)' is already an edit variable (since line \(first))"
        case .requiredEditVariable: "an edit variable cannot have strength required"
        case .solverError(let text): "solver error (\(text))"
        }
    }

    /// `line N: MESSAGE: STATEMENT`.
    public var description: String { "line \(line): \(message): \(statement)" }

    /// The report for standard error: `PATH:LINE: error: MESSAGE: STATEMENT`, and for an
    /// unsatisfiable constraint a note naming the lines of the conflicting set and one note
    /// per conflicting statement.
    public func report(path: String) -> String {
        var text = "\(path):\(line): error: \(message): \(statement)"
        guard case .unsatisfiable(let lines) = reason else { return text }
        if lines.isEmpty {
            text += "\n\(path):\(line): note: it cannot hold on its own"
            return text
        }
        let list = lines.map(String.init).joined(separator: ", ")
        text += "\n\(path):\(line): note: it conflicts with line\(lines.count == 1 ? "" : "s") \(list)"
        for conflict in conflicts {
            text += "\n\(path):\(conflict.line): note: conflicting constraint: \(conflict.text)"
        }
        return text
    }
}
