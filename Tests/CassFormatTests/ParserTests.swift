import Cassowary
import Testing

@testable import CassFormat

/// Every grammar rule of the format, on well-formed input.
@Suite struct ParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let terms: [String: Double]
        let constant: Double
        let relation: Relation
        var testDescription: String { source }
    }

    @Test(
        "expressions collect as lhs - rhs",
        arguments: [
            Case(source: "x == 1", terms: ["x": 1], constant: -1, relation: .equal),
            Case(source: "x <= 1", terms: ["x": 1], constant: -1, relation: .lessThanOrEqual),
            Case(source: "x >= 1", terms: ["x": 1], constant: -1, relation: .greaterThanOrEqual),
            Case(source: "-x + 2 == 0", terms: ["x": -1], constant: 2, relation: .equal),
            Case(source: "x == -y", terms: ["x": 1, "y": 1], constant: 0, relation: .equal),
            Case(source: "2 * x - 3 * y == 4", terms: ["x": 2, "y": -3], constant: -4, relation: .equal),
            Case(source: "x + x + x == 0", terms: ["x": 3], constant: 0, relation: .equal),
            Case(source: "x == x + y", terms: ["y": -1], constant: 0, relation: .equal),
            Case(source: "x - x == 0", terms: [:], constant: 0, relation: .equal),
            Case(source: "1 + 2 == x", terms: ["x": -1], constant: 3, relation: .equal),
            Case(source: "0.5 * w == 1.67772e+07", terms: ["w": 0.5], constant: -16_777_200, relation: .equal),
            Case(source: "12E-1 * a >= 0", terms: ["a": 1.2], constant: 0, relation: .greaterThanOrEqual),
            Case(source: "  x\t+\t1==y  ", terms: ["x": 1, "y": -1], constant: 1, relation: .equal),
            Case(source: "x==y#comment", terms: ["x": 1, "y": -1], constant: 0, relation: .equal),
            Case(source: "- 2 * a - b <= - 3", terms: ["a": -2, "b": -1], constant: 3, relation: .lessThanOrEqual),
        ])
    func expressions(_ c: Case) throws {
        let got = try collected(c.source)
        #expect(got.terms == c.terms)
        #expect(got.constant == c.constant)
        #expect(got.relation == c.relation)
        #expect(got.strength == .required)
    }

    @Test(
        "names: keywords are lowercase; inf and nan are names",
        arguments: ["inf", "nan", "Weak", "EDIT", "Priority", "a.b_c1", "_", "x.", "required_"])
    func names(_ name: String) throws {
        let program = try CassParser.parse("\(name) == 1")
        #expect(program.variables.map(\.name) == [name])
    }

    @Test(
        "strengths",
        arguments: [
            ("x == 1", Strength.required),
            ("x == 1 @ required", .required),
            ("x == 1 @ strong", .strong),
            ("x == 1 @ medium", .medium),
            ("x == 1 @ weak", .weak),
            ("x == 1 @ 100000", .weight(100_000)),
            ("x == 1 @ 0", .weight(0)),
            ("x == 1 @ 2.5", .weight(2.5)),
            ("x == 1 @ 1001001000", .required),
            ("x == 1 @ 1e300", .required),
            ("x == 1 @ priority 750", .priority(750)),
            ("x == 1 @ priority 1", .priority(1)),
            ("x == 1 @ priority 999.5", .priority(999.5)),
            ("x == 1 @ priority 1000", .required),
        ])
    func strengths(_ source: String, _ strength: Strength) throws {
        #expect(try collected(source).strength == strength)
    }

    @Test func editAndSuggest() throws {
        let program = try CassParser.parse(
            """
            edit w
            edit h @ weak
            edit d @ 12
            suggest w 100
            suggest h -2.5
            suggest h - 3
            suggest nobody 1
            """)
        #expect(program.variables.map(\.name) == ["w", "h", "d"])
        #expect(program.suggestCount == 4)
        #expect(program.constraintCount == 0)
        guard program.statements.count == 7 else {
            Issue.record("expected 7 statements")
            return
        }
        if case .edit(let v, let s) = program.statements[0].kind {
            #expect(v == 0 && s == .strong)
        } else {
            Issue.record("line 1 is not an edit")
        }
        if case .edit(_, let s) = program.statements[2].kind { #expect(s == .weight(12)) }
        if case .suggest(let name, let v, let value) = program.statements[4].kind {
            #expect(name == "h" && v == 1 && value == -2.5)
        }
        if case .suggest(_, _, let value) = program.statements[5].kind { #expect(value == -3) }
        if case .suggest(let name, let v, _) = program.statements[6].kind { #expect(name == "nobody" && v == nil) }
    }

    @Test func editsInAPriorityFile() throws {
        let program = try CassParser.parse("edit w @ priority 999\nw == 3 @ priority 5\nw >= 0 @ required")
        #expect(program.usesPriorities)
        if case .edit(_, let s) = program.statements[0].kind { #expect(s == .priority(999)) }
        #expect(try !CassParser.parse("x == 1 @ weak").usesPriorities)
        #expect(try CassParser.parse("x == 1 @ required\nedit y @ priority 4").usesPriorities)
    }

    @Test func variablesInOrderOfFirstAppearance() throws {
        let program = try CassParser.parse("# header\n\nb + a == c\nsuggest z 1\nedit d\na == e @ weak\n")
        #expect(program.variables.map(\.name) == ["b", "a", "c", "d", "e"])
    }

    @Test func linesTextsAndIdentifiers() throws {
        let program = try CassParser.parse("# comment\r\n\r\n  x == 1   # why\r\nedit x\r\n\n\tx >= 0\t")
        #expect(program.statements.map(\.line) == [3, 4, 6])
        #expect(program.statements.map(\.text) == ["x == 1", "edit x", "x >= 0"])
        #expect(program.constraints.map(\.identifier) == ["line 3", "line 6"])
        #expect(program.constraints.map { program.line(of: $0) } == [3, 6])
        #expect(program.statement(onLine: 4)?.text == "edit x")
        #expect(program.statement(onLine: 5) == nil)
    }

    @Test func identicalLinesAreTwoConstraints() throws {
        let program = try CassParser.parse("x == 1\nx == 1")
        let constraints = program.constraints
        #expect(constraints.count == 2)
        #expect(constraints[0] !== constraints[1])
    }

    @Test(arguments: ["", "\n", "# only a comment", "   \t  \r\n\n# x == +", "\n\n\n"])
    func emptyFiles(_ source: String) throws {
        let program = try CassParser.parse(source)
        #expect(program.statements.isEmpty && program.variables.isEmpty)
    }

    @Test func mixedRequiredGoesWithEither() throws {
        _ = try CassParser.parse("x == 1 @ required\ny == 2 @ priority 3\nz == 1 @ required")
        _ = try CassParser.parse("x == 1 @ required\ny == 2 @ weak\nz == 1")
        _ = try CassParser.parse("edit x @ required\nedit y @ priority 3")  // solving fails, parsing does not
    }
}
