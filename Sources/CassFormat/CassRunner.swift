import Cassowary

/// Runs a ``CassProgram`` on a `Solver`: statements in file order, then one update.
///
/// - A constraint is added; a required one that cannot hold fails with the lines of a
///   minimal conflicting set.
/// - `edit NAME @ S` declares an edit variable (its value is 0 until suggested); declaring
///   one twice, or at strength `required`, fails.
/// - `suggest NAME V` moves an edit variable declared earlier; any other name fails.
///
/// ```swift
/// let program = try CassParser.parse("edit w\nx == 0.5 * w\nsuggest w 100")
/// let solution = try CassRunner.solve(program)
/// CassRunner.format(solution)   // "w 100\nx 50\n"
/// ```
public enum CassRunner {
    /// Solves a program on a fresh solver and returns every variable's value, in order of
    /// first appearance. The solver refines and verifies its answer
    /// (`Solver.refineValues()`), rebuilding a tableau whose round-off drifted.
    public static func solve(_ program: CassProgram) throws(CassSolveFailure) -> [(name: String, value: Double)] {
        let solver = Solver()
        try execute(program, on: solver)
        return program.variables.map { ($0.name, solver.value(of: $0)) }
    }

    /// Applies every statement of `program` to `solver` in file order, then refines the
    /// solution (`Solver.refineValues()`) and updates the solver's variables.
    public static func execute(_ program: CassProgram, on solver: Solver) throws(CassSolveFailure) {
        // The line of each variable's `edit` (by variable index), 0 for none: lines count from 1.
        var editLines = [Int](repeating: 0, count: program.variables.count)
        for position in program.statements.indices {
            try execute(position, of: program, on: solver, editLines: &editLines)
        }
        solver.refineValues()
        solver.updateVariables()
    }

    /// Runs the statement at `position` of `program`, read in place (a copy of the statement
    /// would retain its kind and its line's bytes).
    private static func execute(
        _ position: Int,
        of program: CassProgram,
        on solver: Solver,
        editLines: inout [Int]
    ) throws(CassSolveFailure) {
        func fail(_ reason: CassSolveFailure.Reason) -> CassSolveFailure {
            let statement = program.statements[position]
            return CassSolveFailure(line: statement.line, statement: statement.text, reason: reason)
        }
        switch program.statements[position].kind {
        case .constraint(let constraint):
            do {
                try solver.addConstraint(constraint)
            } catch {
                throw failure(error, program.statements[position], program)
            }
        case .edit(let index, let strength):
            let variable = program.variables[index]
            if editLines[index] != 0 {
                throw fail(.duplicateEditVariable(name: variable.name, firstLine: editLines[index]))
            }
            if strength.isRequired { throw fail(.requiredEditVariable(name: variable.name)) }
            do {
                try solver.addEditVariable(variable, strength: strength)
            } catch {
                throw failure(error, program.statements[position], program)
            }
            editLines[index] = program.statements[position].line
        case .suggest(_, let index, let value):
            guard let index, editLines[index] != 0 else {
                throw fail(.notAnEditVariable(name: suggestedName(program.statements[position])))
            }
            do {
                try solver.suggestValue(program.variables[index], value)
            } catch {
                throw failure(error, program.statements[position], program)
            }
        }
    }

    /// The name a `suggest` statement names (read only for a failure, so that a suggestion
    /// that runs retains no string).
    private static func suggestedName(_ statement: CassStatement) -> String {
        guard case .suggest(let name, _, _) = statement.kind else { return "" }
        return name
    }

    /// Maps a solver error on `statement` to a failure naming lines of the file.
    package static func failure(
        _ error: SolverError,
        _ statement: CassStatement,
        _ program: CassProgram
    ) -> CassSolveFailure {
        let reason: CassSolveFailure.Reason
        var conflicts: [(line: Int, text: String)] = []
        switch error {
        case .unsatisfiableConstraint(let failed, let set):
            // The set is of constraints already in the solver; never list the failed one.
            let lines = program.lines(of: set.filter { $0 !== failed })
            for line in lines {
                conflicts.append((line, program.statement(onLine: line)?.text ?? ""))
            }
            reason = .unsatisfiable(conflictingLines: lines)
        case .duplicateEditVariable(let v): reason = .duplicateEditVariable(name: v.name, firstLine: 0)
        case .requiredEditStrength(let v): reason = .requiredEditVariable(name: v.name)
        case .unknownEditVariable(let v): reason = .notAnEditVariable(name: v.name)
        default: reason = .solverError(error.description)
        }
        return CassSolveFailure(line: statement.line, statement: statement.text, reason: reason, conflicts: conflicts)
    }

    /// The `solve` output: one `NAME VALUE` line per variable (``CassWriter/value(_:_:)``).
    public static func format(_ solution: [(name: String, value: Double)]) -> String {
        var writer = CassWriter()
        for (name, value) in solution { writer.value(name, value) }
        return writer.text
    }
}
