import Cassowary
import Testing

@testable import CassFormat

/// `solve` on small files whose values are worked out by hand.
@Suite struct SolveTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let expected: [String: Double]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a constant", source: "x == 10", expected: ["x": 10]),
        // x + y = 10 and x = 4y: y = 2, x = 8.
        Case(name: "two equations", source: "x + y == 10\nx == 4 * y", expected: ["x": 8, "y": 2]),
        // The required bounds win over the strong wish: x = 20.
        Case(name: "bounds", source: "x >= 10\nx <= 20\nx == 30 @ strong", expected: ["x": 20]),
        // An edit variable that was never suggested acts as suggested 0.
        Case(name: "unsuggested edit", source: "edit w\nx == w + 5", expected: ["w": 0, "x": 5]),
        // The last suggestion wins.
        Case(
            name: "suggestions", source: "edit w\nsuggest w 10\nx == 2 * w\nsuggest w 20", expected: ["w": 20, "x": 40]),
        // w is held at 320 (strong beats medium), so width = 320 - x and x = 0 (weak).
        Case(
            name: "a row in a window",
            source: "edit w\nsuggest w 320\nx >= 0\nx + width <= w\nwidth == 400 @ medium\nx == 0 @ weak",
            expected: ["w": 320, "x": 0, "width": 320]),
        // |2x - 10| + |x - 4| (both weak) is least at x = 5: a violation is measured as written.
        Case(name: "measured as written", source: "2 * x == 10 @ weak\nx == 4 @ weak", expected: ["x": 5]),
        // |2x - 10| + 3 |x - 4| is least at x = 4.
        Case(name: "a numeric weight", source: "2 * x == 10 @ weak\nx == 4 @ 3", expected: ["x": 4]),
        // Terms are collected on both sides: 3x - x = 2x = 8.
        Case(name: "collected terms", source: "x + x + x == x + 8", expected: ["x": 4]),
        // A variable whose terms cancel still prints (value 0), in order of first appearance.
        Case(name: "cancelled variable", source: "x - x + y == 1", expected: ["x": 0, "y": 1]),
        // Negative suggestions and a leading minus: -x + 2 = w = -3, x = 5.
        Case(name: "negative values", source: "edit w\nsuggest w -3\n-x + 2 == w", expected: ["w": -3, "x": 5]),
    ]

    @Test("hand-worked solutions", arguments: cases)
    func solutions(_ c: Case) throws {
        let got = try solve(c.source)
        #expect(got.count == c.expected.count)
        for (name, value) in c.expected {
            #expect(close(got[name], value), "\(name): \(got[name] ?? .nan) != \(value)")
        }
    }

    /// 1 001 violated `weak` constraints outweigh one `medium`; 999 do not.
    @Test(arguments: [(999, 0.0), (1001, 1.0)] as [(Int, Double)])
    func weightsAddUp(weakCount: Int, expected: Double) throws {
        let source = "x == 0 @ medium\n" + String(repeating: "x == 1 @ weak\n", count: weakCount)
        #expect(close(try solve(source)["x"], expected))
    }

    /// One constraint at priority 751 beats any number at 750 (tiers, not weights).
    @Test func priorityTiers() throws {
        let source = "x == 0 @ priority 751\n" + String(repeating: "x == 10 @ priority 750\n", count: 2000)
        #expect(close(try solve(source)["x"], 0))
        let lower = "x == 0 @ priority 749\n" + String(repeating: "x == 10 @ priority 750\n", count: 1)
        #expect(close(try solve(lower)["x"], 10))
    }

    /// Within one priority errors add up with weight 1: two at 750 beat one at 750.
    @Test func withinAPriorityErrorsAddUp() throws {
        let source = "x == 0 @ priority 750\nx == 10 @ priority 750\nx == 10 @ priority 750"
        #expect(close(try solve(source)["x"], 10))
    }

    @Test func outputOrderAndFormat() throws {
        let program = try CassParser.parse("b == 2.5\na == -1\nedit c\nd - d == 0")
        let text = CassRunner.format(try CassRunner.solve(program))
        #expect(text == "b 2.5\na -1\nc 0\nd 0\n")
    }

    @Test(
        "values print round-trippably; -0 prints as 0",
        arguments: [
            (-0.0, "0"), (0.0, "0"), (120, "120"), (-7, "-7"), (0.1, "0.1"), (1e20, "1e+20"),
            (1.0 / 3, "0.3333333333333333"), (16_777_200, "16777200"), (-2.5e-7, "-2.5e-07"),
        ] as [(Double, String)])
    func formatting(_ value: Double, _ text: String) {
        #expect(CassWriter.number(value) == text)
        #expect(Double(CassWriter.number(value)) == value)
    }
}
