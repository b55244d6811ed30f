import Foundation
import Testing

@testable import CassFormat
@testable import TrussCommands

/// The benchmark: phases, counts, medians and the spec's JSON.
@Suite struct BenchTests {
    @Test func jsonShape() throws {
        let program = try CassParser.parse("edit w\nx + y == w\nx == y @ weak\nsuggest w 10\nsuggest w 20")
        let result = try CassBench.run(program, file: "t.cass", options: .init(runs: 3))
        #expect(result.addSamples.count == 3)
        #expect(result.suggestSamples?.count == 3)
        #expect(result.removeSamples?.count == 3)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["file", "constraints", "variables", "add_ms", "suggest_us", "remove_ms", "runs"])
        #expect(object["file"] as? String == "t.cass")
        #expect(object["constraints"] as? Int == 2)
        #expect(object["variables"] as? Int == 3)
        #expect(object["runs"] as? Int == 3)
        for key in ["add_ms", "suggest_us", "remove_ms"] {
            #expect((object[key] as? Double).map { $0 >= 0 } == true, "\(key)")
        }
        // Keys in the spec's order.
        let keys = [
            "\"file\"", "\"constraints\"", "\"variables\"", "\"add_ms\"", "\"suggest_us\"", "\"remove_ms\"", "\"runs\"",
        ]
        let positions = keys.compactMap { result.json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func phasesWithNothingToDoAreNull() throws {
        let noSuggest = try CassBench.run(try CassParser.parse("x == 1"), file: "a", options: .init(runs: 1))
        #expect(noSuggest.json.contains("\"suggest_us\": null"))
        #expect(!noSuggest.json.contains("\"remove_ms\": null"))
        let empty = try CassBench.run(try CassParser.parse("edit w\nsuggest w 3"), file: "b", options: .init(runs: 1))
        #expect(empty.json.contains("\"remove_ms\": null"))
        #expect(!empty.json.contains("\"suggest_us\": null"))
        #expect(empty.json.contains("\"constraints\": 0, \"variables\": 1"))
    }

    @Test func anUnsolvableFileFailsBeforeTiming() throws {
        let program = try CassParser.parse("x == 1\nx == 2")
        #expect(throws: CassSolveFailure.self) { try CassBench.run(program, file: "c") }
    }

    @Test(
        arguments: [([3.0, 1, 2], 2.0), ([4, 1, 2, 3], 2.5), ([7], 7), ([], 0)] as [([Double], Double)])
    func medians(_ samples: [Double], _ expected: Double) {
        #expect(median(samples) == expected)
    }

    @Test(arguments: [(1.23456789, "1.23457"), (0.0, "0"), (1e-5, "1e-05"), (12_345_678, "1.23457e+07")])
    func figuresHaveSixSignificantDigits(_ value: Double, _ text: String) {
        #expect(jsonNumber(value) == text)
    }

    @Test func jsonStringsAreEscaped() {
        #expect(jsonString("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
        #expect(jsonNumber(nil) == "null" && jsonNumber(.infinity) == "null")
    }

    @Test func clocksMoveForward() {
        for clock in [BenchClock.wall, .threadCPU] {
            let t0 = clock.milliseconds()
            var x = 0.0
            for i in 0..<100_000 { x += Double(i).squareRoot() }
            #expect(x > 0)
            #expect(clock.milliseconds() >= t0)
        }
    }

    @Test(
        arguments: [
            (["f"], BenchArguments(options: .init(), stats: false, files: ["f"])),
            (["--runs", "3", "a", "b"], BenchArguments(options: .init(runs: 3), stats: false, files: ["a", "b"])),
            (["--runs=7", "--stats", "a"], BenchArguments(options: .init(runs: 7), stats: true, files: ["a"])),
            (["--cpu-time", "-"], BenchArguments(options: .init(clock: .threadCPU), stats: false, files: ["-"])),
            (["--", "--runs"], BenchArguments(options: .init(), stats: false, files: ["--runs"])),
        ])
    func arguments(_ arguments: [String], _ expected: BenchArguments) {
        #expect(BenchArguments.parse(arguments) == .success(expected))
    }
}
