/// An incremental linear constraint solver: the Cassowary algorithm.
///
/// The solver keeps a set of linear constraints and the values of their variables that
/// satisfy every `required` constraint and minimize the error of the optional ones:
///
///     minimize   ( Σ wᵢ·|errorᵢ| at the highest level, then the next level, … )
///     subject to every required constraint
///
/// Levels are compared lexicographically (see ``Strength``): kiwi's weighted strengths share
/// level 0; Auto Layout priorities are levels 1…999.
///
/// Constraints and edit variables can be added and removed at any time, and each change
/// re-optimizes incrementally from the previous solution. ``suggestValue(_:_:)`` moves an
/// edit variable and re-optimizes with the dual simplex method, the cheap path for
/// animations and dragging.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint(left + width <= 320)
/// try solver.addConstraint((width == 400).strength(.strong))
/// solver.value(of: width)   // 320
/// ```
///
/// Every operation either succeeds or throws a ``SolverError`` and leaves the solver exactly
/// as it was. Results are deterministic: every tie is broken by the order in which the solver
/// first met each variable and constraint, never by addresses or hashes.
///
/// The solver is single-owner: it is a reference type that is not `Sendable`. Use one from
/// one task or thread at a time.
public final class Solver {
    /// Not checked for exclusive access at run time (each check is a `swift_beginAccess`,
    /// about 80 instructions, two a suggestion with its update). Sound because every access
    /// is one call of a `Solver` method into the tableau, and no code outside the tableau
    /// runs during one: the only callback the tableau runs, the one given to
    /// ``updateVariablesReportingInPlace(_:)`` (package only), must not use the solver.
    /// ``updateVariables(_:)`` calls its callback after its access has ended.
    @exclusivity(unchecked) var tableau: Tableau

    /// Creates an empty solver.
    public init() {
        tableau = Tableau()
    }

    // MARK: - Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already there;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot
    ///   hold with the required constraints already added (with a minimal conflicting set).
    /// - Complexity: proportional to the rows that the new row and the pivots touch.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.addConstraint(constraint)
    }

    /// Adds constraints as one batch and optimizes once: all of them, or none.
    ///
    /// If one of them fails, the solver is left as it was before the call and the error
    /// names the first constraint that failed.
    public func addConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        try tableau.addConstraints(Array(constraints))
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.removeConstraint(constraint)
    }

    /// Removes constraints as one batch and optimizes once: all of them, or none (if one is
    /// unknown, nothing is removed).
    public func removeConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        // One copy into an array (none for an array), so that the tableau walks it with no
        // call through the sequence's witness per constraint.
        try tableau.removeConstraints(Array(constraints))
    }

    /// ``removeConstraints(_:)`` for constraints named by their identities
    /// (`ObjectIdentifier(constraint)`), for a caller that has let go of them: the solver
    /// holds each constraint until it leaves, so the identities stay theirs, and a constraint
    /// is read only when the solver lets go of it (not once more to be looked up, which for a
    /// large batch is a read out of cache each). False, with nothing removed, if one is
    /// unknown (an edit constraint's, or listed twice).
    package func removeConstraints(identifiedBy ids: [ObjectIdentifier]) -> Bool {
        tableau.removeConstraints(identifiedBy: ids)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.constraintSlot(of: constraint) != nil
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { tableau.constraintsInOrder() }

    // MARK: - Cheap edits

    /// The current constant of a constraint's expression (`expression OP 0`); it starts as
    /// `constraint.expression.constant` and changes with ``setConstant(of:to:)``.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.currentConstant(of: constraint)
    }

    /// Changes the constant of a constraint in place, as `suggestValue` does for an edit
    /// variable: no remove and re-add, one dual-simplex re-optimization.
    ///
    /// The constraint becomes `Σ terms + constant OP 0`. For `x == y + 20` (stored as
    /// `x - y - 20 == 0`), `setConstant(of: c, to: -30)` makes it `x == y + 30`.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; for a required constraint,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the new constant cannot
    ///   hold (and the old constant stays).
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try tableau.setConstant(of: constraint, to: constant)
    }

    /// Changes an optional constraint's strength in place and re-optimizes.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``;
    ///   ``SolverError/requiredStrengthChange(_:)`` if the old or the new strength is
    ///   `required`.
    public func setStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) {
        try tableau.setStrength(of: constraint, to: strength)
    }

    /// The current strength of a constraint in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        tableau.currentStrength(of: constraint)
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == v` whose `v`
    /// ``suggestValue(_:_:)`` changes. `v` starts at 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable and its constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.editSlot(of: variable) != nil
    }

    /// Suggests a value for an edit variable and re-optimizes with the dual simplex method.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try tableau.suggestValue(variable, value)
    }

    // MARK: - Values

    /// The value of a variable in the current solution (0 for a variable the solver does
    /// not know). Never `-0`.
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    /// Brings the solver's record of published values up to date and calls `changed` for
    /// every variable whose value differs from the last published one, in the order the
    /// solver first met them. Without a callback, ``updateVariables()``.
    ///
    /// ```swift
    /// try solver.suggestValue(width, 400)
    /// var moved: [String] = []
    /// solver.updateVariables { variable, value in moved.append("\(variable) = \(value)") }
    /// // moved == ["width = 400.0", …]: only what changed
    /// ```
    ///
    /// - Complexity: O(k log k) for the k variables that the changes since the last call
    ///   reached (those whose rows changed, and those defined through them), when they are
    ///   at most a quarter of all variables; otherwise, and after an operation that failed
    ///   or dropped a variable, O(number of variables).
    ///
    /// Once pivots and substitutions have combined 32 cells a row since the last refinement
    /// (a merge combines the source row's cells and the cells they land on, not the rest of
    /// a long row), the values are refined first (one step of ``refineValues()``), at the
    /// cost of two passes over the constraints: a small share of the work that made the
    /// round-off.
    ///
    /// `changed` runs after the solver has finished updating, so it may use the solver: read
    /// other values, even add or remove constraints (whose changes the next call reports).
    public func updateVariables(_ changed: (Variable, Double) -> Void) {
        // Two accesses to the tableau, one before and one after the calls of `changed`.
        var reports = tableau.collectChangedVariables()
        for report in reports { changed(report.variable, report.value) }
        reports.removeAll(keepingCapacity: true)
        tableau.variables.keepReportStorage(reports)
    }

    /// ``updateVariables(_:)`` for a caller that reads values with ``value(of:)`` and needs
    /// no report: brings the record of published values up to date without listing what
    /// changed (kiwi's `updateVariables()`).
    ///
    /// - Complexity: that of ``updateVariables(_:)``.
    public func updateVariables() {
        tableau.updateVariables { _, _ in }
    }

    /// Refines the current solution against the constraints as they were written (iterative
    /// refinement, up to four steps), and returns how many corrections it made.
    ///
    /// The tableau's rows are combinations of the constraints, rewritten by every pivot and
    /// expansion; their round-off makes a value drift from what the constraints say,
    /// little in a layout but up to 10⁻⁷ of a constraint's terms in ill-conditioned systems
    /// (coefficients from −5 to 5 over chains of substitutions). For each constraint
    /// `c + Σ aᵢ·xᵢ (+ μ·marker) = 0` the residual `r` at the current values is measured
    /// from its own coefficients, and the tableau moves as for a change `r` of its
    /// constant (what the rows hold for 0 is `r`), so the residual falls to the accuracy of
    /// the rows' sensitivities (on the differential check's worst systems, from 10⁻⁷–10⁻⁶ of
    /// a constraint's terms to 10⁻¹⁰ or less). The basis stays, unless the correction makes a
    /// row infeasible (then the dual simplex method repairs it). Each step is tentative: it is
    /// undone unless it at least halves the largest residual.
    ///
    /// If a required constraint still misses by more than 10⁻⁹ of its terms, the tableau
    /// has drifted too far to refine, and it is rebuilt from its constraints (required ones
    /// first, then optional ones, then the edit variables with their suggestions), as an LP
    /// code reinverts a drifted basis; the rebuild is kept if its required constraints hold
    /// better.
    ///
    /// The solver verifies itself this way after any operation whose pivots divided by a
    /// coefficient under a thousandth of its row's largest (the mark of an ill-conditioned
    /// system), and ``updateVariables(_:)`` refines on its own once the rows have been
    /// rewritten enough since the last refinement (merges combining 32 cells a row). Call this
    /// before reading a final answer that must be exact to the last digits, as `truss solve`
    /// does.
    ///
    /// ```swift
    /// try solver.addConstraints(system)
    /// solver.refineValues()
    /// solver.updateVariables()
    /// ```
    ///
    /// - Complexity: a step is O(number of constraints + their terms), plus the rows each
    ///   correction moves (those that hold the constraint's marker).
    @discardableResult
    public func refineValues() -> Int {
        tableau.refineAndVerify()
    }

    /// ``updateVariables(_:)`` for this package's layout engine, whose callback only records
    /// values: `changed` runs while the solver is still updating, so it must not use the
    /// solver (the tableau's exclusive access is not checked at run time: a call back into
    /// the solver from `changed` is undefined behaviour), and no list of changes is kept.
    package func updateVariablesReportingInPlace(_ changed: (Variable, Double) -> Void) {
        tableau.updateVariables(changed)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
    }

    // MARK: - Introspection

    /// The constraints that determine a variable's current value: those whose tightness the
    /// value depends on (the active constraints in the variable's row of the tableau), in the
    /// order they were added. Changing any one of them moves the variable; changing a
    /// constraint not listed does not (to first order).
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        tableau.constraintsDetermining(variable)
    }

    /// Whether a variable is ambiguous: it could take another value with every required
    /// constraint still satisfied and the objective unchanged at every level.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        tableau.isAmbiguous(variable)
    }

    /// Sizes of the internal structures, for tests and benchmarks.
    public var statistics: SolverStatistics { tableau.statistics }

    /// A readable dump of the tableau: objective levels, rows, infeasible rows, constraints
    /// and edit variables.
    public var dump: String { tableau.dump() }
}

/// Sizes of a solver's internal structures.
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Constraints in the solver (edit constraints included).
    public var constraints: Int
    /// Variables the solver knows.
    public var variables: Int
    /// Rows of the tableau.
    public var rows: Int
    /// Symbols in use (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Nonzero cells over all rows.
    public var cells: Int
    /// Nonzero objective coefficients over all levels.
    public var objectiveCells: Int
    /// Objective levels in use.
    public var levels: Int

    public var description: String {
        "constraints \(constraints), variables \(variables), rows \(rows), symbols \(symbols), "
            + "cells \(cells), objective cells \(objectiveCells), levels \(levels)"
    }
}
