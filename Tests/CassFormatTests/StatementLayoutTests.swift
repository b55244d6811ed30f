import Testing

@testable import CassFormat

/// A parsed file holds one statement a line, so the statement's size is the parsed
/// program's size per constraint.
@Suite struct StatementLayoutTests {
    /// A constraint's kind is one reference, the line an `Int`, the line's bytes an
    /// `ArraySlice` (a reference, a base address and two indices): 8 + 8 + 32 bytes.
    @Test func aStatementIsAKindReferenceALineAndASlice() {
        #expect(MemoryLayout<CassStatement.Kind>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<CassStatement>.stride == 6 * MemoryLayout<Int>.size)
    }

    /// The statements get storage for one a line, not a doubled array's: 10 000 lines (and
    /// a comment) need 10 001 statements at most (the allocator rounds the storage up a
    /// little), where appending them one by one reached a capacity of 16 384.
    @Test func statementsHaveStorageForOneALine() throws {
        let text = "# a chain\n" + (0..<10_000).map { "x\($0 + 1) >= x\($0) + 1" }.joined(separator: "\n")
        let program = try CassParser.parse(text)
        #expect(program.statements.count == 10_000)
        #expect(program.statements.capacity >= 10_000)
        #expect(program.statements.capacity <= 10_200)
    }

    /// Boxing `edit` and `suggest` keeps their payloads readable as before.
    @Test func boxedKindsKeepTheirPayloads() throws {
        let program = try CassParser.parse("edit w @ medium\nw >= 1\nsuggest w 20\nsuggest q -3")
        guard case .edit(let variable, let strength) = program.statements[0].kind else {
            Issue.record("not an edit")
            return
        }
        #expect(variable == 0)
        #expect(strength.isRequired == false)
        guard case .suggest(let name, let index, let value) = program.statements[2].kind else {
            Issue.record("not a suggest")
            return
        }
        #expect(name == "w" && index == 0 && value == 20)
        guard case .suggest(let unknown, let none, let negative) = program.statements[3].kind else {
            Issue.record("not a suggest")
            return
        }
        #expect(unknown == "q" && none == nil && negative == -3)
    }
}
