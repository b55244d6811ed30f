import CassFormat
import Cassowary
import Foundation
import TrussCommands

/// `--profile CASE N`: one run of one layout case, untimed, for a profiler
/// (`valgrind --tool=callgrind truss-bench --profile rows 1000`), so that two sizes or two
/// builds can be compared by instruction counts.
///
/// The cases: `rows` (the build of ``LayoutBenchmarks`` at N rows), `rows-add` (our solver's
/// add of that build's exported system, in ``add(_:)``, whose inclusive cost is the one to read), and each shape of
/// ``LayoutShapeBenchmarks`` by its name with dashes (`long-row`, `deep-hierarchy`,
/// `move-subtree`, `remove-hierarchy`) at N views; `stack` and `stack-plain` (the builds of
/// ``StackViewBenchmarks``), `stack-hide` (one build, then hiding and showing its middle view);
/// `self-sizing` (a card of N rows of ``SelfSizingBenchmarks`` laid out once in a window, and
/// another fitted: compare the inclusive costs of `SelfSizingBenchmarks.layOut` and `fit`);
/// `keyboard-anim` and `keyboard-drag` (the keyboard suites over N rows: count a sample's
/// work with `--toggle-collect='*KeyboardA0O7advance*'` or `'*KeyboardA0O4drag*'`).
enum LayoutProfile {
    static let cases =
        ["rows", "rows-add", "stack", "stack-plain", "stack-hide", "self-sizing", "keyboard-anim", "keyboard-drag"]
        + LayoutShapeBenchmarks.Shape.allCases.map(name)

    static func name(_ shape: LayoutShapeBenchmarks.Shape) -> String {
        shape.rawValue.replacingOccurrences(of: " ", with: "-")
    }

    /// Runs case `name` at `n`, `times` times (`rows-add`: one build and export, then
    /// `times` adds).
    static func run(_ name: String, _ n: Int, times: Int, to output: inout some TextOutputStream) throws {
        switch name {
        case "rows":
            for _ in 0..<times {
                let scene = LayoutBenchmarks.build(n)
                print("rows-\(n): \(scene.window.layoutStatistics)", to: &output)
            }
        case "rows-add":
            let program = try CassParser.parse(
                LayoutBenchmarks.build(n).window.exportConstraintFile(prioritiesAsWeights: true))
            for _ in 0..<times { try add(program) }
            print("rows-add-\(n): \(program.constraintCount) constraints", to: &output)
        case "stack":
            for _ in 0..<times { _ = StackViewBenchmarks.buildStack(n) }
            print("stack-\(n): done", to: &output)
        case "stack-plain":
            for _ in 0..<times { _ = StackViewBenchmarks.buildPlain(n) }
            print("stack-plain-\(n): done", to: &output)
        case "stack-hide":
            let (window, stack) = StackViewBenchmarks.buildStack(n)
            let middle = stack.arrangedSubviews[n / 2]
            for _ in 0..<times {
                middle.isHidden = true
                window.layoutIfNeeded()
                middle.isHidden = false
                window.layoutIfNeeded()
            }
            print("stack-hide-\(n): done", to: &output)
        case "keyboard-anim", "keyboard-drag":
            for _ in 0..<times {
                let result = KeyboardBenchmarks.rows(n, floatingDrag: name == "keyboard-drag", clock: .threadCPU)
                print("\(name)-\(n): \(result.samples.count) samples", to: &output)
            }
        case "self-sizing":
            for _ in 0..<times {
                let placed = SelfSizingBenchmarks.Card(rows: n)
                for label in placed.labels { label.preferredMaxLayoutWidth = 168 }
                SelfSizingBenchmarks.layOut(placed, in: SelfSizingBenchmarks.makeWindow(rows: n))
                let size = SelfSizingBenchmarks.fit(SelfSizingBenchmarks.Card(rows: n))
                print("self-sizing-\(n): \(placed.view.frame.size) laid out, \(size) fitted", to: &output)
            }
        default:
            guard let shape = LayoutShapeBenchmarks.Shape.allCases.first(where: { Self.name($0) == name }) else {
                throw BenchError.usage("--profile: unknown case '\(name)' (one of \(cases.joined(separator: ", ")))")
            }
            for _ in 0..<times { _ = try LayoutShapeBenchmarks.sample(shape, n, clock: .threadCPU) }
            print("\(name)-\(n): done", to: &output)
        }
    }

    /// The add phase of `truss bench` on `program`: every constraint, then `updateVariables`.
    @inline(never)
    static func add(_ program: CassProgram) throws {
        let solver = Solver()
        for statement in program.statements {
            if case .constraint(let c) = statement.kind { try solver.addConstraint(c) }
        }
        solver.updateVariables()
    }
}
