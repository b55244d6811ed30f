import Cassowary
import Testing

@testable import CassFormat

/// Files that are well formed but not solvable as written: exit status 1, a message that
/// names the line and repeats the statement, and for a required conflict the lines of a
/// minimal conflicting set.
@Suite struct FailureTests {
    private func failure(_ source: String) -> CassSolveFailure? {
        do {
            _ = try CassRunner.solve(try CassParser.parse(source))
            return nil
        } catch let error as CassSolveFailure {
            return error
        } catch {
            return nil
        }
    }

    @Test func unsatisfiableNamesTheConflictingLines() throws {
        let source = "x >= 10\ny == 5\nx <= 5 @ strong\n# comment\nz == 1\nx <= 8"
        let f = try #require(failure(source))
        #expect(f.line == 6)
        #expect(f.statement == "x <= 8")
        #expect(f.reason == .unsatisfiable(conflictingLines: [1]))
        #expect(
            f.report(path: "f.cass") == """
                f.cass:6: error: required constraint cannot be satisfied: x <= 8
                f.cass:6: note: it conflicts with line 1
                f.cass:1: note: conflicting constraint: x >= 10
                """)
    }

    @Test func aMinimalSetOfSeveralLines() throws {
        // a + b + c = 6 and c = 1 force a + b = 5; with a = 1 and b = 1 it cannot be.
        let source = "a == 1\nq >= 0\nb == 1\nc == 1\na + b + c == 6"
        let f = try #require(failure(source))
        #expect(f.line == 5)
        #expect(f.reason == .unsatisfiable(conflictingLines: [1, 3, 4]))
        #expect(f.conflicts.map(\.text) == ["a == 1", "b == 1", "c == 1"])
        #expect(f.report(path: "p").contains("p:5: note: it conflicts with lines 1, 3, 4"))
    }

    @Test func aConstraintThatCannotHoldOnItsOwn() throws {
        let f = try #require(failure("x == 1\n0 == 1"))
        #expect(f.line == 2 && f.reason == .unsatisfiable(conflictingLines: []))
        #expect(f.report(path: "p").hasSuffix("p:2: note: it cannot hold on its own"))
    }

    @Test(
        arguments: [
            ("x == 1\nsuggest x 3", 2, "'x' is not an edit variable: suggest x 3"),
            ("suggest ghost 3", 1, "'ghost' is not an edit variable: suggest ghost 3"),
            ("x == 1\nsuggest x 3\nedit x", 2, "'x' is not an edit variable"),
            ("edit x\nedit y\nedit x   # again", 3, "'x' is already an edit variable (since line 1): edit x"),
            ("edit x @ required", 1, "an edit variable cannot have strength required: edit x @ required"),
            ("edit x @ priority 1000", 1, "an edit variable cannot have strength required"),
            ("edit x @ 2e9", 1, "an edit variable cannot have strength required"),
        ])
    func statementFailures(source: String, line: Int, message: String) throws {
        let f = try #require(failure(source))
        #expect(f.line == line)
        #expect(f.report(path: "f.cass").hasPrefix("f.cass:\(line): error: "))
        #expect(f.report(path: "f.cass").contains(message), "\(f.report(path: "f.cass"))")
    }

    /// Each line is its own constraint: an identical second line is not a duplicate.
    @Test func identicalLinesAreNotDuplicates() throws {
        #expect(try solve("x == 1\nx == 1\nx == 1")["x"] == 1)
    }
}
