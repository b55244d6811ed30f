import Cassowary
import TestSupport
import Testing

@testable import CassFormat

/// No input, however malformed or large, may crash or hang the parser: it returns a
/// program or a `CassParseError`, in time linear in the input.
@Suite struct RobustnessTests {
    static let fragments = [
        "x", "y", "z1", "w.h", "_", "edit", "suggest", "required", "strong", "medium", "weak", "priority",
        "inf", "nan", "0", "1", "2.5", "1e3", "1e999", "1e-999", ".5", "5.", "1e", "==", "<=", ">=", "=", "<",
        "+", "-", "*", "@", "#", " ", "\t", "\r", "\n", "é", "\u{0}", "750", "1000", "1001", "99999999999999999999",
    ]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomTokenSoup(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<30, using: &rng) {
                text += Self.fragments.randomElement(using: &rng) ?? ""
                if Bool.random(using: &rng) { text += " " }
            }
            check(Array(text.utf8))
        }
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomBytes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            check(bytes)
        }
    }

    @Test(arguments: [21, 22] as [UInt64])
    func randomWellFormedProgramsRunWithoutTrapping(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let names = ["a", "b", "c", "d"]
        for _ in 0..<40 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1..<12, using: &rng) {
                let n = names.randomElement(using: &rng) ?? "a"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: lines.append("edit \(n)")
                case 1: lines.append("suggest \(n) \(Int.random(in: -50...50, using: &rng))")
                default:
                    let op = ["==", "<=", ">="].randomElement(using: &rng) ?? "=="
                    let s = ["", " @ weak", " @ strong", " @ 3"].randomElement(using: &rng) ?? ""
                    let m = names.randomElement(using: &rng) ?? "b"
                    lines.append(
                        "\(Int.random(in: 1...5, using: &rng)) * \(n) + \(m) \(op) \(Int.random(in: 0...99, using: &rng))\(s)"
                    )
                }
            }
            guard let program = try? CassParser.parse(lines.joined(separator: "\n")) else {
                Issue.record("did not parse: \(lines)")
                continue
            }
            _ = try? CassRunner.solve(program)  // solved or a CassSolveFailure; never a trap
        }
    }

    @Test func hugeInputs() throws {
        // 100 000 terms on one line.
        var line = "x0"
        for i in 1..<100_000 { line += " + x\(i % 500)" }
        let program = try CassParser.parse(line + " == 1")
        #expect(program.variables.count == 500)
        // A megabyte of '-' and of '(' (nothing recurses).
        #expect(parseError(String(repeating: "-", count: 1 << 20))?.column == 2)
        #expect(parseError(String(repeating: "(", count: 1 << 20))?.column == 1)
        // Numbers with thousands of digits.
        #expect(parseError("x == " + String(repeating: "9", count: 5000))?.message.contains("fits in a double") == true)
        #expect(parseError("x == 1e" + String(repeating: "9", count: 5000)) != nil)
        #expect(try CassParser.parse("x == 0." + String(repeating: "0", count: 5000) + "1").constraintCount == 1)
        #expect(try CassParser.parse("x == 1e-" + String(repeating: "9", count: 5000)).constraintCount == 1)
        // A name of a megabyte; 200 000 lines.
        #expect(try CassParser.parse(String(repeating: "n", count: 1 << 20) + " >= 0").variables.count == 1)
        let many = String(repeating: "x >= 0 # c\n\n", count: 100_000)
        #expect(try CassParser.parse(many).constraintCount == 100_000)
        #expect(parseError(many + "x == +1")?.line == 200_001)
    }

    /// Parses and, on failure, checks that the location is inside the input.
    private func check(_ bytes: [UInt8]) {
        do {
            _ = try CassParser.parse(bytes: bytes)
        } catch {
            #expect(error.line >= 1 && error.column >= 1, "\(error)")
            #expect(!error.message.isEmpty)
            var lines = 1
            for b in bytes where b == UInt8(ascii: "\n") { lines += 1 }
            #expect(error.line <= lines, "\(error)")
        }
    }
}
