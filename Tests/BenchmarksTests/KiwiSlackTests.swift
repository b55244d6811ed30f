import CassFormat
import Testing

@testable import Benchmarks

/// ``KiwiSlack``: each required constraint an answer misses is loosened by exactly the miss,
/// the rest of the file is written back unchanged, in order.
@Suite struct KiwiSlackTests {
    @Test func aMissedBoundMovesByTheMiss() throws {
        let program = try CassParser.parse("x <= 10\ny >= 2\nx + y == 20 @ weak\n")
        // x = 10.5 misses `x <= 10` by 0.5; y = 2 holds `y >= 2`; the weak one is not required.
        let loosened = try #require(KiwiSlack.loosened(program, kiwi: ["x": 10.5, "y": 2]))
        #expect(loosened.lines == [1])
        // The writer states strengths as weights: weak is 1.
        #expect(loosened.text == "x <= 10.5\ny >= 2\nx + y == 20 @ 1\n")
    }

    @Test func aMissedLowerBoundMovesDown() throws {
        let program = try CassParser.parse("2 * x >= 8\n")
        // 2·3.75 = 7.5 misses 8 by 0.5: the bound becomes 7.5.
        let loosened = try #require(KiwiSlack.loosened(program, kiwi: ["x": 3.75]))
        #expect(loosened.text == "2 * x >= 7.5\n")
    }

    @Test func aMissedEqualityBecomesABand() throws {
        let program = try CassParser.parse("edit w @ strong\nx - w == 1\nsuggest w 4\n")
        // x − w − 1 = 5.25 − 4 − 1 = 0.25: the band 1 − 0.25 ≤ x − w ≤ 1 + 0.25.
        let loosened = try #require(KiwiSlack.loosened(program, kiwi: ["x": 5.25, "w": 4]))
        #expect(loosened.lines == [2])
        #expect(loosened.text == "edit w @ 1000000\nx - w <= 1.25\nx - w >= 0.75\nsuggest w 4\n")
    }

    @Test func anAnswerThatHoldsLoosensNothing() throws {
        let program = try CassParser.parse("x <= 10\nx >= 0\n")
        #expect(KiwiSlack.loosened(program, kiwi: ["x": 10]) == nil)
        // A name the answer leaves out reads as 0, as cass_check.py reads it: 0 holds both.
        #expect(KiwiSlack.loosened(program, kiwi: [:]) == nil)
    }

    @Test func theMissIsInTheUnitsOfTheTerms() throws {
        let program = try CassParser.parse("100 * x <= 1000\n")
        let constraint = try #require(program.constraints.first)
        // 100·10.01 − 1000 = 1, though relative to the terms (1001) it is about 0.001.
        #expect(abs(KiwiSlack.miss(of: constraint, ["x": 10.01]) - 1) < 1e-9)
        #expect(KiwiSlack.miss(of: constraint, ["x": 9]) == 0)
    }

    @Test func answersAreReadByName() {
        #expect(KiwiSlack.values("x 1.5\ny -2\n") == ["x": 1.5, "y": -2])
        #expect(KiwiSlack.values("garbage\n").isEmpty)
    }
}
