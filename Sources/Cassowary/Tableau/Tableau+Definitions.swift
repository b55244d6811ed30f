/// Definitions: the rows of external symbols, kept unsubstituted.
///
/// kiwi keeps every row written in parametric symbols only, so each pivot substitutes the
/// entering symbol's row into every row that holds it, the rows of the user's variables
/// included. In a chain of N views (`xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8`) the fully substituted row of
/// `xᵢ` holds the symbols of all i links before it: N²/2 cells, rewritten by the pivots of
/// every squeeze, and the chain's cost grows with the square of its length.
///
/// The simplex method never reads those rows: the entering symbol comes from the
/// objective, the leaving row is a restricted one (primal ratio test), the dual simplex
/// repairs restricted rows, and the objective is a sum of error symbols. The row of an
/// external symbol matters only for the variable's value and when a new constraint mentions
/// the variable. So here it is a *definition*, `x = c + Σ aᵢ·sᵢ`, whose `sᵢ` may be basic
/// themselves (the symbol of a flat row, or another definition's); its value is
/// `c + Σ aᵢ·value(sᵢ)`.
///
/// - A new constraint with a variable that no flat row holds is solved for that variable and
///   stored as written (``enterAsDefinition(_:)``): `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8 − dᵢ` is four cells,
///   whatever i is.
/// - Any other new row is expanded into parametric symbols
///   (``expandDefinitions(total:magnitude:)``), as kiwi builds it, and takes kiwi's path.
/// - Pivots substitute into flat rows and the objective only. A definition that names the
///   entering symbol keeps it, now basic, and its value follows.
/// - Before a basic symbol's row is deleted (its constraint removed), the row is substituted
///   into the definitions that name the symbol (``inlineIntoReferrers(_:source:)``).
/// - A change of a constraint's constant (an edit) shifts the definitions that name its
///   marker directly; the others follow through the values.
/// - Values are evaluated over the definitions and kept until a row they depend on changes
///   (``settleValues()``).
///
/// Definitions never form a cycle: each has a place in an evaluation order
/// (`definitionOrder`) and names only definitions placed before it. A definition written
/// as its constraint says is placed after the definitions it names and before those that
/// name its variable (``lazyDefinitionOrder(of:after:)``), or not written that way; one over
/// parametric symbols only is placed first; inlining a row into a definition adds only
/// symbols placed before the one it replaces.
extension Tableau {
    // MARK: - Index

    /// Whether `symbol` is basic with a definition.
    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool {
        rowOf[symbol.index] >= 0 && symbols.kind(of: symbol) == .external
    }

    /// The evaluation order of a definition that may be written as the constraint says,
    /// naming basic symbols, or nil. Definitions are kept in an order (`definitionOrder`)
    /// in which each names only earlier ones, so they cannot form a cycle. `symbol` (a
    /// term of the constraint) qualifies if it is parametric, in no flat row and no
    /// objective level (solving for it substitutes into nothing), and fits between the
    /// definitions the constraint names (`namedOrder`, the latest of them) and the
    /// definitions that name it (which come later, once it is defined): a symbol that no
    /// definition names yet comes after everything.
    @inline(__always)
    func lazyDefinitionOrder(of symbol: Symbol, after namedOrder: Double) -> Double? {
        let s = symbol.index
        guard rowOf[s] < 0 && cellIndex.columnCount[s] == 0 && symbols.kinds[s] == .external else { return nil }
        for level in objective.levels where level.coefficients[s] != 0 { return nil }
        guard cellIndex.referrerCount[s] > 0 else { return max(definitionOrder.last, namedOrder + 1) }
        var before = Double.infinity
        for slot in cellIndex.referrers[s] where rows[Int(slot)].isDefinition && !rows[Int(slot)].basic.isNone {
            before = min(before, definitionOrder[rows[Int(slot)].basic])
        }
        let order = namedOrder == -.infinity ? before - 1 : (namedOrder + before) / 2
        return namedOrder < order && order < before ? order : nil
    }

    /// Whether the definition of `a` comes before that of `b` in evaluation order (ties, which
    /// the order does not have between definitions that name each other, go to the lower id).
    func precedesInEvaluation(_ a: Symbol, _ b: Symbol) -> Bool {
        definitionOrder.precedes(a, b)
    }

    /// Sets the evaluation order of the definition of `symbol` (journaled).
    mutating func setDefinitionOrder(_ symbol: Symbol, _ order: Double) {
        let old = definitionOrder.set(symbol, order)
        undo.record(.definitionOrder(symbol, old))
    }

    /// Gives a definition that names only parametric symbols its place: before every other.
    mutating func placeFirst(_ symbol: Symbol) {
        setDefinitionOrder(symbol, definitionOrder.first)
    }

    // MARK: - New definitions

    /// Enters a new constraint's row as the definition of one of its variables, without
    /// substituting anything: `0 = constant + Σ terms + markers` solved for it. Returns
    /// false (and changes nothing) if no variable qualifies
    /// (``lazyDefinitionOrder(of:after:)``); of several, the one
    /// ``chooseSubject(_:_:)`` would take from the expanded row. Nothing can fail: the
    /// variable is unrestricted and no flat row moves.
    ///
    /// Before: the constraint's row `0 = c + Σ aᵢ·xᵢ + μ·m − μ·m'`, and a variable `x` of it that
    /// no flat row or objective level holds. After: the definition `x = −(c + Σ′ + μ·m − μ·m')/a`
    /// is stored as written, placed in evaluation order after what it names and before what
    /// names `x`.
    mutating func enterAsDefinition(_ record: ConstraintRecord) -> Bool {
        var namedOrder = -Double.infinity
        for (symbol, _) in record.terms where isDefined(symbol) {
            namedOrder = max(namedOrder, definitionOrder[symbol])
        }
        // The rule of `chooseSubject`: the fewest rows and definitions to hold the subject,
        // and unless none does, a coefficient that passes the threshold-pivoting test.
        var largest = 0.0
        for (_, coefficient) in record.terms { largest = max(largest, abs(coefficient)) }
        let threshold = Tolerance.subjectPivot * largest
        var subject = Symbol.none
        var subjectOrder = 0.0
        var subjectCount = Int32.max
        for (symbol, coefficient) in record.terms where coefficient != 0 {
            let count = cellIndex.referrerCount[symbol.index]
            guard count < subjectCount || (count == subjectCount && symbol < subject) else { continue }
            guard count == 0 || abs(coefficient) >= threshold else { continue }
            if let order = lazyDefinitionOrder(of: symbol, after: namedOrder) {
                subject = symbol
                subjectOrder = order
                subjectCount = count
            }
        }
        guard !subject.isNone else { return false }
        // Terms as written (like terms collected in the accumulator), then the markers.
        for (symbol, coefficient) in record.terms { accumulator.add(symbol, coefficient) }
        for (symbol, coefficient) in [
            (record.marker, record.markerCoefficient), (record.other, -record.markerCoefficient),
        ]
        where !symbol.isNone {
            accumulator.add(symbol, coefficient)
        }
        var row = accumulator.takeRow(constant: record.constant)
        guard row.coefficient(of: subject) != 0 else { return false }
        _ = row.solve(for: subject)
        insertRow(row, definitionOrder: subjectOrder)
        return true
    }

    // MARK: - Expansion

    /// Replaces every definition in the accumulator by its row, until only parametric
    /// symbols are left (flat rows are substituted as they come).
    ///
    /// Before: the accumulator holds `Σ cᵢ·sᵢ`, some `sᵢ` defined (`sᵢ = kᵢ + Σ aᵢⱼ·tⱼ`).
    /// After: it holds the same sum over parametric symbols only, the definitions' and the
    /// flat rows' constants added to `total`. A definition's coefficient is final only once
    /// every definition that names it has been replaced, so they are replaced in the
    /// reverse post-order of ``ExpansionWalk``.
    mutating func expandDefinitions(total: inout Double, magnitude: inout Double) {
        expansion.walk(from: accumulator.touched, rows: rows, rowOf: rowOf, kinds: symbols.kinds)
        for k in stride(from: expansion.order.count - 1, through: 0, by: -1) {
            let d = expansion.order[k]
            // `bound` is the size of the numbers that made `c`: what `c` passes on is as
            // uncertain.
            let (c, bound) = accumulator.take(d)
            // A coefficient that is round-off of what made it is 0, and expands to nothing.
            guard abs(c) > Tolerance.cancellation * bound else { continue }
            let slot = Int(rowOf[d.index])
            let row = rows[slot]
            magnitude = max(magnitude, bound * abs(row.constant))
            total = Tolerance.snappedSum(total, c * row.constant)
            for cell in row.cells {
                let t = cell.symbol
                let tSlot = rowOf[t.index]
                if tSlot >= 0 && !rows[Int(tSlot)].isDefinition {
                    accumulateFlatRow(
                        Int(tSlot), times: c * cell.coefficient, bound: bound * abs(cell.coefficient),
                        total: &total, magnitude: &magnitude)
                } else {
                    accumulator.add(t, c * cell.coefficient, magnitude: bound * abs(cell.coefficient))
                }
            }
        }
    }

    /// Adds `factor ×` the flat row in `slot` (its constant and cells) to the accumulator;
    /// `bound` is the size of the numbers `factor` was computed from (see ``Accumulator/add(_:_:magnitude:)``).
    @inline(__always)
    mutating func accumulateFlatRow(
        _ slot: Int, times factor: Double, bound: Double, total: inout Double, magnitude: inout Double
    ) {
        let c = factor * rows[slot].constant
        magnitude = max(magnitude, bound * abs(rows[slot].constant))
        total = Tolerance.snappedSum(total, c)
        for cell in rows[slot].cells {
            accumulator.add(cell.symbol, factor * cell.coefficient, magnitude: bound * abs(cell.coefficient))
        }
    }

    /// Rewrites the definition in `slot` in parametric symbols only (before it is pivoted
    /// on: the entering symbol's coefficient must be the true one, and the row becomes a
    /// flat row).
    ///
    /// Before: `x = c + Σ aᵢ·sᵢ`, some `sᵢ` basic. After: `x = c' + Σ′`, every symbol parametric
    /// (each basic `sᵢ` replaced by its row, definitions expanded), the row indexed as before.
    mutating func flattenDefinition(_ slot: Int) {
        guard rows[slot].cells.contains(where: { rowOf[$0.symbol.index] >= 0 }) else { return }
        let terms = rows[slot].cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
        let (expanded, _) = buildRow(terms: terms, constant: rows[slot].constant)
        saveRow(slot)
        cellIndex.unindex(rows[slot])
        rows[slot].constant = expanded.constant
        rows[slot].cells = expanded.cells
        cellIndex.index(rows[slot], at: slot)
    }

    /// The row of `symbol` in parametric symbols only: its flat row, its definition
    /// expanded, or `symbol` itself if it is parametric.
    mutating func expandedRow(of symbol: Symbol) -> Row {
        var row = buildRow(terms: [(symbol, 1)], constant: 0).0
        row.basic = symbol
        return row
    }

    // MARK: - Inlining

    /// Substitutes `source` (the row of the basic `symbol`, about to be deleted) into every
    /// definition that names `symbol`, which then no longer does.
    ///
    /// Before: definitions `x = … + a·symbol + …`, `source` is `symbol = c + Σ`. After:
    /// `x = … + a·c + … + a·Σ`; no definition names `symbol`.
    mutating func inlineIntoReferrers(_ symbol: Symbol, source: Row) {
        let s = symbol.index
        guard cellIndex.referrerCount[s] > 0 else { return }
        let slots = cellIndex.copyList(of: symbol, definitions: true)
        for slot in slots {
            let slot = Int(slot)
            guard rows[slot].isDefinition, rows[slot].basic != Row.freeSlot else { continue }
            let (index, found) = rows[slot].position(of: symbol)
            guard found else { continue }
            saveRow(slot)
            let a = rows[slot].cells[index].coefficient
            cellIndex.remove(symbol, definition: true)
            let (addedCount, cancelledCount) = rowMerge.merge(
                &rowStore.rows[slot], skipping: index, scale: a, source: source)
            cellIndex.noteDefinitionMerge(into: slot, rowMerge, counts: (addedCount, cancelledCount))
            if cellIndex.referrerCount[s] == 0 { break }
        }
        cellIndex.giveBack(slots)
        cellIndex.clearList(of: symbol, definitions: true)
        assert(cellIndex.referrerCount[s] == 0, "inlining left \(symbol) in a definition")
    }

    // MARK: - Values

    /// Forgets every evaluated value (after an undo, which restores rows without noting
    /// them).
    mutating func invalidateValues() {
        values.invalidateAll()
        changes.invalidateAll()
        variables.everyValueUnpublished = true
    }

    /// Notes that the row in `slot`, whose basic symbol is `basic`, is about to change.
    @inline(__always)
    mutating func noteRowChange(_ slot: Int, basic: Symbol) {
        changes.note(slot, basic: basic)
    }

    /// Invalidates the evaluated values that the noted row changes reach: the values of the
    /// symbols whose rows changed (before and after), and of every definition that names
    /// one of them, directly or through other definitions. The rest stay current, so a
    /// suggestion that moves a few rows re-evaluates only what depends on them.
    ///
    /// A round that a shift plan alone opened, with every value current, reaches what it
    /// reached the last time at the same shape (the same rows changed, the same definitions
    /// name them): kept with the plan, it spares the walk (see ``ShiftPlans/Plan/settled``).
    mutating func settleValues() {
        let planned = changes.plannedRound
        if let p = planned, let reached = shiftPlans.settled(p, shape: cellIndex.shape) {
            values.markStale(reached)
            variables.noteUnpublished(reached, kinds: symbols.kinds)
            changes.settlePlannedRound(plan: p)
            return
        }
        // A plan's list that stands for the stale definitions is not changed by settling:
        // the round appends to a copy.
        if changes.stalePlan >= 0 { changes.copyStalePlan(shiftPlans.plans[changes.stalePlan].settled) }
        var (list, start) = changes.takeRound(rows: rows)
        values.invalidate(from: &list, startingAt: start, rows: rows, referrers: cellIndex.referrers)
        if let p = planned { shiftPlans.keepSettled(list[start...], forPlan: p, shape: cellIndex.shape) }
        variables.noteUnpublished(list, from: start, kinds: symbols.kinds)
        changes.endRound(list, liveRows: liveRowCount)
    }

    /// The value of the defined `symbol`: `c + Σ aᵢ·value(sᵢ)` over its definition, the
    /// stored value while it is current (see ``evaluateDefinitions(_:)``).
    @inline(__always)
    mutating func evaluate(_ symbol: Symbol) -> Double {
        if changes.hasChanges { settleValues() }
        if !values.isCurrent(symbol) { evaluateDefinitions(symbol) }
        return values.values[symbol.index]
    }

    /// Evaluates the defined `symbol` if its value is stale, or with nil every stale
    /// definition, in one walk (see ``DefinitionValues/evaluate(_:rows:rowOf:)``).
    @inline(never)
    mutating func evaluateDefinitions(_ symbol: Symbol?) {
        if changes.hasChanges { settleValues() }
        if let symbol {
            values.evaluate(.one(symbol), rows: rows, rowOf: rowOf)
            return
        }
        if changes.stalePlan >= 0 {
            values.evaluate(.listed(shiftPlans.plans[changes.stalePlan].settled), rows: rows, rowOf: rowOf)
        } else {
            values.evaluate(changes.staleRoots, rows: rows, rowOf: rowOf)
        }
        changes.noteEvaluated()
    }
}
