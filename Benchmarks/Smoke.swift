import CassFormat
import TrussCommands

/// `--smoke`: small built-in systems with known answers, solved and benchmarked in seconds.
/// Fails when the solver throws or gives a wrong value, so CI notices a broken solver.
enum Smoke {
    struct System {
        var name: String
        var source: String
        /// Values worked out by hand.
        var expected: [String: Double]
    }

    /// A row of `n` views in an edit `width` (the shape of `chain-N.cass`): the suggestions
    /// sweep up and end below the minimum extent, where every view is at its minimum 20
    /// and `vI.x = 28·I` (widths of 20 plus gaps of 8).
    static func chain(_ n: Int) -> System {
        var lines = ["edit width", "v0.x >= 0"]
        for i in 0..<n {
            if i > 0 { lines.append("v\(i).x == v\(i - 1).x + v\(i - 1).w + 8") }
            lines += ["v\(i).w >= 20", "v\(i).w == 100 @ weak", "v\(i).w <= 300 @ strong"]
        }
        lines.append("v\(n - 1).x + v\(n - 1).w <= width")
        let minimum = Double(28 * n - 8)
        for step in 0...20 { lines.append("suggest width \(Int(minimum) - 100 + 60 * min(step, 20 - step))") }
        var expected = ["width": minimum]
        for i in 0..<n { expected["v\(i).x"] = Double(28 * i) }
        for i in 0..<n { expected["v\(i).w"] = 20 }
        return System(name: "chain-\(n)", source: lines.joined(separator: "\n"), expected: expected)
    }

    static let systems: [System] = [
        chain(40),
        // One violated constraint at 751 is worse than any number at 750.
        System(
            name: "priority-tiers",
            source: "x == 0 @ priority 751\n" + String(repeating: "x == 10 @ priority 750\n", count: 200)
                + "edit y @ priority 999\nsuggest y 5\nz == y + x",
            expected: ["x": 0, "y": 5, "z": 5]),
        // Weights add up: three violations of 334 outweigh one of 1 000 (1 002 > 1 000).
        System(
            name: "weights-add-up",
            source: "x == 0 @ medium\n" + String(repeating: "x == 1 @ 334\n", count: 3) + "y == 2 * x",
            expected: ["x": 1, "y": 2]),
    ]

    /// Solves and benchmarks every system; returns the rows, or throws on the first failure.
    static func run(runs: Int, clock: BenchClock) throws -> [Row] {
        var rows: [Row] = []
        for system in systems {
            let program: CassProgram
            do {
                program = try CassParser.parse(system.source)
            } catch {
                throw BenchError.failed("\(system.name): \(error)")
            }
            let solution: [(name: String, value: Double)]
            do {
                solution = try CassRunner.solve(program)
            } catch {
                throw BenchError.failed(error.report(path: system.name))
            }
            for (name, value) in solution {
                guard let expected = system.expected[name] else { continue }
                guard abs(value - expected) <= 1e-7 * max(1, abs(expected)) else {
                    throw BenchError.failed("\(system.name): \(name) is \(value), expected \(expected)")
                }
            }
            do {
                rows.append(
                    Row(ours: try CassBench.run(program, file: system.name, options: .init(runs: runs, clock: clock))))
            } catch {
                throw BenchError.failed(error.report(path: system.name))
            }
        }
        return rows
    }
}
