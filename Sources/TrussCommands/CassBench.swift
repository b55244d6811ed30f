import CassFormat
import Cassowary

/// Benchmarks a ``CassProgram`` as the format specifies: three phases, each run once as a
/// warm-up and then `runs` times on a fresh solver, reported as medians.
///
/// | phase     | timed                                                              | unit             |
/// | --------- | ------------------------------------------------------------------ | ---------------- |
/// | `add`     | create a solver, declare edits, add constraints in order, update   | ms per run       |
/// | `suggest` | every `suggest` in order, each followed by an update               | µs per suggestion |
/// | `remove`  | remove every constraint in order from the solver built by `add`    | ms per run       |
///
/// Parsing and building the `Variable` and `Constraint` objects happen before any timing
/// (the program holds them, shared by every fresh solver), exactly like kiwi-cass. The
/// program is first solved once as `solve` would; a file that is not solvable fails with
/// that ``CassSolveFailure`` before anything is timed.
///
/// ```swift
/// let program = try CassParser.parse(text)
/// let result = try CassBench.run(program, file: "chain-100.cass", options: .init(runs: 10))
/// print(result.json)
/// // {"file": "chain-100.cass", "constraints": 301, "variables": 202, "add_ms": 0.41, ...}
/// ```
public enum CassBench {
    /// How to benchmark.
    public struct Options: Sendable, Equatable {
        /// Counted runs per phase (after one warm-up); at least 1.
        public var runs: Int
        /// The clock to read.
        public var clock: BenchClock

        /// Creates options; `runs` is clamped to at least 1.
        public init(runs: Int = 10, clock: BenchClock = .wall) {
            self.runs = max(1, runs)
            self.clock = clock
        }
    }

    /// Benchmarks `program` (named `file` in the result).
    public static func run(
        _ program: CassProgram,
        file: String,
        options: Options = Options()
    ) throws(CassSolveFailure) -> CassBenchResult {
        try CassRunner.execute(program, on: Solver())  // validate exactly as `solve` does
        let clock = options.clock
        var add: [Double] = []
        var suggest: [Double] = []
        var remove: [Double] = []
        let suggests = suggestions(of: program)
        let constraints = program.constraints

        for run in 0...options.runs {
            let t0 = clock.milliseconds()
            let solver = try build(program)
            solver.updateVariables()
            let t1 = clock.milliseconds()
            withExtendedLifetime(solver) {}  // the solver is freed after the reading
            if run > 0 { add.append(t1 - t0) }
        }
        if !suggests.isEmpty {
            for run in 0...options.runs {
                let solver = try build(program)
                solver.updateVariables()
                let t0 = clock.milliseconds()
                for (variable, value) in suggests {
                    do {
                        try solver.suggestValue(variable, value)
                    } catch {
                        throw CassSolveFailure(line: 0, statement: "", reason: .solverError(error.description))
                    }
                    solver.updateVariables()
                }
                let t1 = clock.milliseconds()
                withExtendedLifetime(solver) {}
                if run > 0 { suggest.append((t1 - t0) * 1000 / Double(suggests.count)) }
            }
        }
        if !constraints.isEmpty {
            for run in 0...options.runs {
                let solver = try build(program)
                solver.updateVariables()
                let t0 = clock.milliseconds()
                for constraint in constraints {
                    do {
                        try solver.removeConstraint(constraint)
                    } catch {
                        throw CassSolveFailure(line: 0, statement: "", reason: .solverError(error.description))
                    }
                }
                let t1 = clock.milliseconds()
                withExtendedLifetime(solver) {}
                if run > 0 { remove.append(t1 - t0) }
            }
        }
        return CassBenchResult(
            file: file,
            constraints: program.constraintCount,
            variables: program.variables.count,
            runs: options.runs,
            addSamples: add,
            suggestSamples: suggests.isEmpty ? nil : suggest,
            removeSamples: constraints.isEmpty ? nil : remove
        )
    }

    /// The `add` phase's work: a fresh solver with the edit variables declared and the
    /// constraints added in file order (suggestions skipped).
    package static func build(_ program: CassProgram) throws(CassSolveFailure) -> Solver {
        let solver = Solver()
        for statement in program.statements {
            do {
                switch statement.kind {
                case .constraint(let c): try solver.addConstraint(c)
                case .edit(let v, let strength): try solver.addEditVariable(program.variables[v], strength: strength)
                case .suggest: break
                }
            } catch {
                throw CassRunner.failure(error, statement, program)
            }
        }
        return solver
    }

    /// The `suggest` statements as `(variable, value)`, in file order (validated by the
    /// solve that precedes timing, so every variable is an edit variable).
    private static func suggestions(of program: CassProgram) -> [(Variable, Double)] {
        program.statements.compactMap { statement in
            if case .suggest(_, let index?, let value) = statement.kind {
                (program.variables[index], value)
            } else {
                nil
            }
        }
    }
}
