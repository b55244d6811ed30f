/// The primal and dual simplex iterations.
///
/// Pivoting rules: the entering symbol is the one that improves the objective most per unit
/// (Dantzig), or after a run of degenerate pivots the lowest id that improves it at all
/// (Bland, which cannot cycle); the leaving row is the lowest basic id among the tightest
/// ratios. Every tie goes to the lowest id (in phase 1, first to the symbol whose pivot
/// rewrites the fewest rows), and ids are handed out deterministically, so the result is
/// deterministic.
extension Tableau {
    // MARK: - Primal

    /// Minimizes the objective lexicographically, highest level first, keeping every
    /// restricted basic symbol ≥ 0. A symbol may enter at level `k` only if its coefficient
    /// is 0 at every higher level, so optimizing a lower level never gives back anything a
    /// higher level gained.
    ///
    /// Before: every restricted basic symbol ≥ 0 (primal feasible). After: still feasible, and
    /// no parametric symbol can improve any level without worsening a higher one (optimal).
    mutating func optimize() {
        defer { isOptimal = true }
        var k = 0
        // Dantzig's rule (the largest improvement per unit) takes far fewer pivots than
        // Bland's, but can cycle on degenerate pivots; after a run of them, Bland's rule
        // takes over until a pivot makes progress, which rules out cycling.
        var degenerateRun = 0
        while k < objective.levels.count {
            while let entering = enteringSymbol(level: k, lowestId: degenerateRun >= Self.degenerateRunLimit) {
                let c = objective.levels[k].coefficients[entering.index]
                // A restricted symbol grows from 0; an unrestricted one moves against its cost.
                let direction: Double = c < 0 ? 1 : -1
                guard let (slot, ratio) = leavingRow(entering: entering, direction: direction) else {
                    // No row limits the move: the coefficient is round-off (the objective is
                    // bounded below by 0), so it is 0.
                    setObjectiveCoefficient(k, entering, 0)
                    continue
                }
                degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
                pivot(slot, entering: entering)
            }
            k += 1
        }
    }

    /// Degenerate pivots in a row after which the entering rule becomes Bland's.
    static let degenerateRunLimit = 16

    /// The symbol that improves level `k` most per unit (or, with `lowestId`, the
    /// lowest-id one that improves it at all), among those whose coefficient is 0 at every
    /// level above `k`. Ties go to the lowest id.
    ///
    /// With more than ``partialPricingLimit`` candidates, only that many (the lowest ids that
    /// qualify) are compared (partial pricing): squeezing a chain of N views makes N
    /// candidates that enter one after another, and comparing all of them at each pivot
    /// costs N² (a quarter of adding a 10 000-view chain).
    @inline(__always)
    func enteringSymbol(level k: Int, lowestId: Bool) -> Symbol? {
        var best: Symbol?
        var bestMagnitude = 0.0
        var compared = 0
        _ = objective.levels[k].candidates.first { symbol in
            for higher in 0..<k where objective.levels[higher].coefficients[symbol.index] != 0 { return false }
            if lowestId {
                best = symbol
                return true
            }
            let magnitude = abs(objective.levels[k].coefficients[symbol.index])
            if magnitude > bestMagnitude {
                best = symbol
                bestMagnitude = magnitude
            }
            compared += 1
            return compared >= Self.partialPricingLimit
        }
        return best
    }

    /// The most candidates the entering rule compares (see ``enteringSymbol(level:lowestId:)``).
    static let partialPricingLimit = 256

    /// The row whose restricted basic symbol first reaches 0 as `entering` moves in
    /// `direction` from 0: `min over rows b = c + a·entering + …` with `a·direction < 0` of
    /// `c / |a|`; ties go to the lowest basic id (the kernel ``RatioTest``).
    @inline(__always)
    func leavingRow(entering: Symbol, direction: Double) -> (slot: Int, ratio: Double)? {
        RatioTest.leavingRow(
            rows: rows, column: cellIndex.column[entering.index], referrers: cellIndex.referrers[entering.index],
            kinds: symbols.kinds, entering: entering, direction: direction)
    }

    // MARK: - Phase 1

    /// Minimizes the phase-1 objective `artificial` (a copy of the row of an artificial
    /// symbol). Returns the minimum.
    ///
    /// The entering rule is the one of ``optimize()``: Dantzig's (the largest improvement
    /// per unit), Bland's after a run of degenerate pivots. Taking the first candidate
    /// instead (as kiwi does) lets a coefficient that is round-off of the others enter, and
    /// its huge ratio moves the tableau far enough to break required constraints. Of equally
    /// large coefficients, the symbol with the smallest ``pivotReach(of:)`` enters.
    mutating func optimizeArtificial(_ artificialSymbol: Symbol) -> Double {
        var degenerateRun = 0
        while let art = artificial {
            let scale = art.largestCoefficient
            let lowestId = degenerateRun >= Self.degenerateRunLimit
            var entering = Symbol.none
            var direction: Double = 1
            var bestMagnitude = 0.0
            var bestReach = 0
            for cell in art.cells
            where isCandidate(
                cell.symbol, cell.coefficient, scale: scale, relativeTolerance: Tolerance.artificialPivot)
            {
                let magnitude = abs(cell.coefficient)
                guard magnitude >= bestMagnitude else { continue }
                if magnitude == bestMagnitude, pivotReach(of: cell.symbol) >= bestReach { continue }
                entering = cell.symbol
                direction = cell.coefficient < 0 ? 1 : -1
                bestMagnitude = magnitude
                bestReach = pivotReach(of: cell.symbol)
                if lowestId { break }
            }
            guard !entering.isNone else { return art.constant }
            guard case (var slot, let ratio)? = leavingRow(entering: entering, direction: direction) else {
                // No row limits the move, not even the artificial's own: the coefficient is
                // round-off.
                let (index, _) = art.position(of: entering)
                artificial!.cells.remove(at: index)
                continue
            }
            if ratio == 0, let own = artificialRowTie(artificialSymbol, entering: entering, with: slot) { slot = own }
            degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
            pivot(slot, entering: entering)
        }
        return 0
    }

    /// The slot of the artificial's own row when it ties the degenerate ratio test's winner
    /// `slot` (its constant is 0 too) with a pivot at least as large, or nil.
    ///
    /// Leaving on its own row ends phase 1 at once, and the entering symbol takes the new
    /// row's place: the other rows are rewritten only as the new constraint requires. Had
    /// another row left, the artificial would pivot on again, through symbols that other
    /// constraints share (each of N labels pinned to one shared width would rewrite the rows
    /// of every label before it).
    @inline(__always)
    func artificialRowTie(_ artificialSymbol: Symbol, entering: Symbol, with slot: Int) -> Int? {
        let own = Int(rowOf[artificialSymbol.index])
        guard own >= 0, own != slot, rows[own].constant == 0 else { return nil }
        let pivot = abs(rows[own].coefficient(of: entering))
        return pivot > 0 && pivot >= abs(rows[slot].coefficient(of: entering)) ? own : nil
    }

    /// How many rows a pivot on `symbol` rewrites: the rows holding it in their cells and
    /// the definitions that refer to it.
    ///
    /// The subject of a new row is the external with the least (``chooseSubject(_:_:)``),
    /// and phase 1 breaks ties between equally large coefficients by it. A layout of N
    /// labels sharing one width, each `trailing == margins.trailing`, gives the artificial
    /// row equal coefficients on the label's own symbols and on the shared width's; entering
    /// the shared one rewrites a row of every label, N² over the column.
    func pivotReach(of symbol: Symbol) -> Int {
        Int(cellIndex.columnCount[symbol.index]) + Int(cellIndex.referrerCount[symbol.index])
    }

    // MARK: - Dual

    /// Restores primal feasibility after row constants changed (an edit or a constant
    /// change), keeping the objective optimal: for each queued row whose restricted basic is
    /// negative, the entering symbol is the one with the smallest ratio (objective
    /// coefficients, compared level by level) to its positive coefficient in the row.
    ///
    /// Returns the basic symbol of a row that no pivot can make feasible (the constraints
    /// are infeasible), or nil.
    ///
    /// Before: the objective is optimal; the queued rows may have restricted basics below 0
    /// (or dummies off 0). After, unless a row is returned: every row feasible, and the objective
    /// still optimal.
    mutating func dualOptimize() -> Symbol? {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[leaving.index]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            // A restricted basic must come up to 0; a basic dummy (fixed at 0) must come back
            // to 0 from either side.
            let sign: Double
            if symbols.kind(of: leaving) == .dummy {
                guard row.constant != 0 else { continue }
                sign = row.constant < 0 ? 1 : -1
            } else {
                guard row.constant < 0 else { continue }
                sign = 1
            }
            guard let entering = dualEnteringSymbol(row, sign: sign) else {
                // Stuck: the row proves infeasibility, unless it is off by round-off only;
                // then its value is 0.
                if abs(row.constant) <= Tolerance.feasibility * valueScale() {
                    saveRow(Int(slot))
                    rows[Int(slot)].constant = 0
                    continue
                }
                infeasible.removeAll()
                return leaving
            }
            guard sign == 1, isLongStepCandidate(Int(slot), entering) else {
                pivot(Int(slot), entering: entering)
                continue
            }
            switch passTies(Int(slot), entering: entering) {
            case .entersRow(let last): pivot(Int(slot), entering: last)
            case .madeFeasible: break
            case .ranOut: infeasible.append(leaving)
            }
        }
        return nil
    }

    /// The size of the tableau's values: the largest basic value, at least 1.
    func valueScale() -> Double {
        rows.reduce(1.0) { $1.basic == Row.freeSlot ? $0 : max($0, abs($1.constant)) }
    }

    /// The dual ratio test over a row `b = c + Σ aⱼ·sⱼ` whose basic must move in the
    /// direction `sign` (+1: up from `c < 0`; -1: down to 0 for a fixed dummy).
    @inline(__always)
    func dualEnteringSymbol(_ row: Row, sign: Double) -> Symbol? {
        var best: Symbol?
        var bestCoefficient: Double = 0
        // Pivot tolerance, relative to the row's largest coefficient (see `leavingRow`): a
        // row whose only candidates are round-off is stuck, and proves infeasibility.
        let tolerance = Tolerance.dualPivot * row.largestCoefficient
        for cell in row.cells {
            let s = cell.symbol
            let a = cell.coefficient * sign
            switch symbols.kind(of: s) {
            case .slack, .error:
                guard a > tolerance else { continue }
            case .external:
                guard abs(a) > tolerance else { continue }
            case .dummy, .unused:
                continue
            }
            let magnitude = abs(a)
            if let current = best, !dualRatio(s, magnitude, isLessThan: current, bestCoefficient) { continue }
            best = s
            bestCoefficient = magnitude
        }
        return best
    }

    /// Whether `cₛ/a < cₜ/b` lexicographically over the levels; of two equal ratios, the larger
    /// pivot comes first (the one that amplifies the row's round-off least), then the lower id.
    func dualRatio(_ s: Symbol, _ a: Double, isLessThan t: Symbol, _ b: Double) -> Bool {
        for k in objective.levels.indices {
            let rs = objective.levels[k].coefficients[s.index] / a
            let rt = objective.levels[k].coefficients[t.index] / b
            let tolerance = Tolerance.objective * objective.levels[k].scale / min(a, b)
            if rs < rt - tolerance { return true }
            if rs > rt + tolerance { return false }
        }
        if a != b { return a > b }
        return s < t
    }
}
