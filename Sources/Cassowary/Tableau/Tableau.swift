/// The solver's state: the simplex tableau in Cassowary's augmented form, plus the records
/// that tie it to constraints and variables.
///
/// Invariants (checked by `invariantViolations()` in the tests):
/// - a basic symbol appears in no flat row's cells and in no objective level; a definition
///   (the row of an external symbol) may hold basic symbols, never in a cycle (see
///   `Tableau+Definitions.swift`);
/// - every restricted basic symbol has a constant ≥ 0 (primal feasibility) except while a
///   dual re-optimization is pending;
/// - `rowOf[s]` is the slot of the row whose basic symbol is `s`, or -1 (``RowStore``);
/// - `cellIndex` lists, for each symbol, the flat rows and the definitions that hold it
///   (see ``ColumnIndex``).
///
/// The tableau is the coordinator of owned parts, each a value type with its own job and
/// invariant (checked after every operation in debug builds, `checkParts()`): the symbols
/// (``SymbolTable``), the rows (``RowStore``) and their column index, the evaluation order
/// and values of definitions (``EvaluationOrder``, ``DefinitionValues``, ``RowChanges``), the
/// order of an expansion (``ExpansionWalk``), the
/// tiered objective, the variables, the constraint records, the rows each change of a
/// constant moves (``ShiftPlans``), the undo log (``Undo``), the work counters and the drift
/// monitor. Its methods (the `Tableau+…` files) are the algorithms;
/// unsafe pointer work lives in the kernels (``RowMerge``, ``RatioTest``) and a few parts.
/// A tableau has a single owner (its ``Solver``), and is not shared between threads.
///
/// Everything is indexed by integer ids handed out in a deterministic order, so results do
/// not depend on addresses or hashing.
///
/// The tableau is a large value (about 800 bytes of parts). A non-mutating method that a
/// mutating one calls gets its `self` as a copy of those bytes, so the read-only steps of
/// the hot loops (the entering and leaving rules of the simplex methods, the choice of a
/// subject, the marker's leaving row) are `@inline(__always)`: 2–5% of a whole `truss bench`
/// run's instructions.
struct Tableau {
    // MARK: Symbols
    var symbols = SymbolTable()
    /// The rows that hold each symbol as a cell.
    var cellIndex = ColumnIndex()
    /// The place of each definition in evaluation order (see ``EvaluationOrder``).
    var definitionOrder = EvaluationOrder()

    // MARK: Rows
    /// The rows in pooled slots, and the slot of each basic symbol (see ``RowStore``).
    var rowStore = RowStore()

    // MARK: Objective
    var objective = Objective()
    /// The phase-1 objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Whether the objective is at its optimum (no optimize pending).
    var isOptimal = true

    // MARK: Variables
    var variables = VariableTable()

    // MARK: Constraints
    var records = ConstraintTable()

    // MARK: Scratch
    /// The row being built (see `buildRow`).
    var accumulator = Accumulator()
    /// The row-merge kernel and its scratch storage.
    var rowMerge = RowMerge()
    /// The ties of the long step's row, in the order it takes them (see ``TieQueue``).
    var ties = TieQueue()
    /// Pivots and row merges performed so far, which pace the refinement of values.
    var work = WorkCounters()
    /// The order in which an expansion replaces definitions (see ``ExpansionWalk``).
    var expansion = ExpansionWalk()
    /// The values of the definitions (see `evaluate`). Row changes invalidate the values
    /// that depend on them (`settleValues`); an undo invalidates every value
    /// (`invalidateValues`).
    var values = DefinitionValues()
    /// The row changes the values have not caught up with (see ``RowChanges``).
    var changes = RowChanges()
    /// The rows each constraint's change of constant moves, kept for the next change (see
    /// ``ShiftPlans``).
    var shiftPlans = ShiftPlans()

    // MARK: Undo
    /// The undo log of the current operation (see `Journal.swift`).
    var undo = Undo()

    // MARK: Drift
    /// Whether pivots may have grown round-off enough to verify (see `Tableau+Verification.swift`).
    var drift = DriftMonitor()
    /// Whether unsatisfiable constraints are explained (off in the scratch tableaux that
    /// the explanation itself uses).
    var explains = true

    init() {}
}

extension Tableau {
    /// The rows by slot: `rows[slot]` is `basic = constant + Σ cells` (see ``RowStore``).
    var rows: [Row] {
        _read { yield rowStore.rows }
        _modify { yield &rowStore.rows }
    }

    /// The slot of the row whose basic symbol is `s` (`rowOf[s.index]`), or -1.
    var rowOf: [Int32] {
        _read { yield rowStore.rowOf }
        _modify { yield &rowStore.rowOf }
    }

    /// How many rows are live.
    var liveRowCount: Int { rowStore.liveCount }
}

/// What the tableau keeps about one constraint.
struct ConstraintRecord {
    var constraint: Constraint
    /// The constraint's identifying symbol: the slack of an inequality, the dummy of a
    /// required equality, `e⁺` of an optional equality, the error of an optional inequality.
    var marker: Symbol
    /// The second symbol of an optional constraint (`e⁻`, or the slack of an optional
    /// inequality), or -1.
    var other: Symbol
    /// The coefficient of `marker` in the constraint's original row `expr + … = 0`.
    var markerCoefficient: Double
    var strength: Strength
    /// The current constant of `expression` (changed by `setConstant`).
    var constant: Double
    /// The distinct external symbols of the expression, with their coefficients.
    var terms: [(symbol: Symbol, coefficient: Double)]
    /// When the constraint was added: orders explanations and listings.
    var sequence: Int64
    /// Whether this is the constraint of an edit variable (internal, not listed).
    var isEdit = false
    /// The error symbols weighted in the objective: none for a required constraint,
    /// `marker` and `other` for an optional equality, `other` for an optional inequality.
    var errors: UpToTwo<Symbol> {
        guard !strength.isRequired else { return UpToTwo() }
        return constraint.relation == .equal ? UpToTwo(marker, other) : UpToTwo(other)
    }

    /// The constraint's own symbols with their coefficients in its original row
    /// `expr + μ·marker − μ·other = 0`: the marker with μ, then `other` (if any) with −μ.
    var markerTerms: UpToTwo<(symbol: Symbol, coefficient: Double)> { markers.terms }

    /// The symbols a change of the constant moves (a copy that retains nothing).
    var markers: ConstraintMarkers {
        ConstraintMarkers(marker: marker, other: other, markerCoefficient: markerCoefficient)
    }

    /// The value suggested for an edit variable, whose constraint `variable − value = 0` keeps
    /// it as minus its constant (0 until the first suggestion). Never -0.
    var suggestedValue: Double { constant == 0 ? 0 : -constant }
}

/// A constraint's marker and partner with the marker's coefficient μ: what a change of its
/// constant moves (see ``Tableau/shiftRows(of:by:)``). A plain value, so that an edit reads
/// it without copying the record (and retaining its constraint and terms).
struct ConstraintMarkers: Equatable {
    var marker: Symbol
    /// The second symbol of an optional constraint, or -1.
    var other: Symbol
    var markerCoefficient: Double

    /// The symbols with their coefficients in the constraint's original row
    /// `expr + μ·marker − μ·other = 0`: the marker with μ, then `other` (if any) with −μ.
    var terms: UpToTwo<(symbol: Symbol, coefficient: Double)> {
        let first = (symbol: marker, coefficient: markerCoefficient)
        return !other.isNone ? UpToTwo(first, (other, -markerCoefficient)) : UpToTwo(first)
    }
}

/// A sequence of at most two elements that allocates nothing: a constraint's marker and
/// partner, which the solver visits on every edit, addition and removal.
struct UpToTwo<Element>: Sequence, IteratorProtocol {
    private var first: Element?
    private var second: Element?

    init(_ first: Element? = nil, _ second: Element? = nil) {
        self.first = first
        self.second = second
    }

    mutating func next() -> Element? {
        if let element = first {
            first = nil
            return element
        }
        defer { second = nil }
        return second
    }
}

extension Tableau {
    // MARK: - Symbols

    /// Hands out a symbol id of the given kind (see ``SymbolTable``).
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let (symbol, grew) = symbols.make(kind)
        if grew { growSymbolStorage(toHold: symbols.capacity) }
        undo.record(.madeSymbol(symbol))
        return symbol
    }

    /// Lengthens every per-symbol array to `count` entries of an unused symbol (ids past
    /// ``SymbolTable/freshCount``, never handed out yet): the one place where they grow.
    private mutating func growSymbolStorage(toHold count: Int) {
        rowStore.grow(toHold: count)
        cellIndex.grow(toHold: count)
        definitionOrder.grow(toHold: count)
        variables.grow(toHold: count)
        accumulator.grow(toHold: count)
        expansion.grow(toHold: count)
        values.grow(toHold: count)
        objective.grow(toHold: count)
    }

    /// Returns a symbol id to the free list. The symbol must be in no row.
    mutating func freeSymbol(_ symbol: Symbol) {
        let s = symbol.index
        assert(
            rowOf[s] < 0 && cellIndex.columnCount[s] == 0 && cellIndex.referrerCount[s] == 0,
            "freeing a symbol that is still in the tableau")
        let (kind, owner) = symbols.free(symbol)
        undo.record(.freedSymbol(symbol, kind, owner))
        cellIndex.release(symbol)
        objective.clear(symbol)
    }

    // MARK: - Values

    /// The current value of a symbol: 0 if parametric, its row's constant if the row is
    /// flat, its definition evaluated otherwise. Never -0.
    @inline(__always)
    mutating func symbolValue(_ symbol: Symbol) -> Double {
        let slot = rowOf[symbol.index]
        guard slot >= 0 else { return 0 }
        let v = rows[Int(slot)].isDefinition ? evaluate(symbol) : rows[Int(slot)].constant
        return v == 0 ? 0 : v
    }

    mutating func value(of variable: Variable) -> Double {
        guard let symbol = variables.symbol(of: variable) else { return 0 }
        return symbolValue(symbol)
    }

    /// Publishes every changed value and calls `changed` for each, in first-met order:
    /// refines the values first once enough merging has made round-off (see
    /// `Tableau+Refinement.swift`), then evaluates every stale definition in one walk.
    mutating func updateVariables(_ changed: (Variable, Double) -> Void) {
        if work.refinementIsDue(liveRows: liveRowCount, cellsPerRow: Self.refinementWork) {
            refineValues()
        }
        evaluateDefinitions(nil)
        variables.publish(rows: rows, rowOf: rowOf, values: values.values, changed)
    }

    /// ``updateVariables(_:)`` with the reports collected in a list (the table's reused
    /// storage), for a caller that reports them once the tableau is done; the caller hands
    /// the list back, emptied, with ``VariableTable/keepReportStorage(_:)``.
    mutating func collectChangedVariables() -> [VariableReport] {
        var reports = variables.takeReportStorage()
        updateVariables { reports.append(VariableReport(variable: $0, value: $1)) }
        return reports
    }

    // MARK: - Variables

    /// The external symbol of a variable, made on first sight.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables.symbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        variables.meet(variable, as: symbol)
        undo.record(.metVariable(symbol))
        return symbol
    }

    /// Forgets an external symbol that no constraint mentions any more: drops its row (it
    /// defines nothing else) and frees the id.
    mutating func dropVariable(_ symbol: Symbol) {
        let s = symbol.index
        guard variables.variableOf[s] != nil else { return }
        if rowOf[s] >= 0 { deleteRow(Int(rowOf[s])) }
        purgeColumn(of: symbol)
        guard let (variable, index) = variables.drop(symbol) else { return }
        undo.recordDropped(variable, of: symbol, at: index)
        freeSymbol(symbol)
    }

    // MARK: - Constraint records

    func constraintSlot(of constraint: Constraint) -> Int32? {
        records.slot(of: constraint)
    }

    func editSlot(of variable: Variable) -> Int32? {
        records.editSlot(of: variable)
    }

    /// The user's constraints (edit constraints are internal), in the order added.
    func constraintsInOrder() -> [Constraint] {
        records.compactMap { $0 }
            .filter { !$0.isEdit }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }

    func currentConstant(of constraint: Constraint) -> Double? {
        constraintSlot(of: constraint).flatMap { records[Int($0)]?.constant }
    }

    func currentStrength(of constraint: Constraint) -> Strength? {
        constraintSlot(of: constraint).flatMap { records[Int($0)]?.strength }
    }
}
