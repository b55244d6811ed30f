/// The ratio tests of the simplex method: walks down one column of the tableau (the row
/// slots that hold a symbol, from ``ColumnIndex``) and picks the row that limits a move of
/// that symbol. The walks read rows through one buffer, with no copy and no retain per
/// row; the algorithms call them and never open a buffer themselves.
///
/// The math, for a column symbol `x` that moves from 0 by `t·direction` (`t ≥ 0`), over
/// flat rows `b = c + a·x + Σ`: a row limits the move when `b` is restricted and `a·direction
/// < 0`, at `t = c / |a|` (where `b` reaches 0). The tightest ratio wins; ties go to the
/// lowest basic id (the highest for a removed marker's row), so the choice never depends
/// on the order of a column list (which may hold stale and repeated slots, see
/// ``ColumnIndex``).
///
/// Each kernel has a plain reference (``referenceLeavingRow(rows:column:referrers:kinds:entering:direction:)``,
/// …) that the tests run it against on random tableaux (`RatioTestTests`).
enum RatioTest {
    /// The row whose restricted basic symbol first reaches 0 as `entering` moves in
    /// `direction` from 0 (the primal ratio test): over the flat rows `b = c + a·entering + …`
    /// of `column` with `a·direction` below the pivot tolerance, the least `c / |a|`; ties go
    /// to the lowest basic id. A basic dummy (fixed at 0) blocks any move of a symbol in its
    /// row.
    ///
    /// Pivot tolerance: a coefficient below ``Tolerance/primalPivot`` times the column's
    /// largest (over the flat rows of `column` and the definitions of `referrers`, whose values
    /// move with it) is round-off, not a pivot; dividing by it would blow the tableau up.
    @inline(__always)
    static func leavingRow(
        rows: [Row], column: some Collection<Int32>, referrers: some Collection<Int32>, kinds: [SymbolKind],
        entering: Symbol, direction: Double
    ) -> (slot: Int, ratio: Double)? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        rows.withUnsafeBufferPointer { rows in
            var largest = 0.0
            for slot in column where !rows[Int(slot)].basic.isNone && !rows[Int(slot)].isDefinition {
                largest = max(largest, abs(rows[Int(slot)].coefficient(of: entering)))
            }
            for slot in referrers where !rows[Int(slot)].basic.isNone && rows[Int(slot)].isDefinition {
                largest = max(largest, abs(rows[Int(slot)].coefficient(of: entering)))
            }
            let tolerance = Tolerance.primalPivot * largest
            for slot in column {
                let basic = rows[Int(slot)].basic
                guard !basic.isNone, kinds[basic.index] != .external else { continue }
                var a = rows[Int(slot)].coefficient(of: entering) * direction
                if kinds[basic.index] == .dummy && a != 0 { a = -abs(a) }
                guard a < -tolerance else { continue }
                let ratio = rows[Int(slot)].constant / -a
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    best = Int(slot)
                    bestRatio = ratio
                    bestBasic = basic
                }
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// The flat row of `column` to pivot a parametric `marker` into before its row is
    /// deleted (kiwi's `getMarkerLeavingRow`, with dummies first):
    ///
    /// 1. a row whose basic is a dummy (`d = Σ cⱼ·dⱼ`, constant 0: a pivot moves no value),
    ///    the largest |coefficient| first;
    /// 2. else the row the marker drives to 0 first going up (`c < 0`: least `constant / −c`);
    /// 3. else going down (`c > 0`: least `constant / c`).
    ///
    /// Ties (of magnitude in 1, of ratio in 2 and 3) go to the highest basic id, so the
    /// choice never depends on the order of the column list. The leaving row's basic becomes
    /// parametric in every other row of the column, standing in for the removed marker, and
    /// the removal of its own constraint later costs a pivot through all of them; the
    /// highest id is the most recent constraint's, which a removal in the order of addition
    /// reaches last. (kiwi takes the lowest: removing a grid's constraints in file order, each
    /// sibling's `h ≥ 10` would then pivot through the rest of its grid line.) A flat row of
    /// an external may win 2 or 3.
    @inline(__always)
    static func markerLeavingRow(
        rows: [Row], column: some Collection<Int32>, kinds: [SymbolKind], marker: Symbol
    ) -> Int? {
        var dummy: (slot: Int, magnitude: Double, basic: Symbol)?
        var first: (slot: Int, ratio: Double, basic: Symbol)?
        var second: (slot: Int, ratio: Double, basic: Symbol)?
        rows.withUnsafeBufferPointer { rows in
            for slot in column {
                let basic = rows[Int(slot)].basic
                guard !basic.isNone, !rows[Int(slot)].isDefinition else { continue }
                let c = rows[Int(slot)].coefficient(of: marker)
                guard c != 0 else { continue }
                if kinds[basic.index] == .dummy {
                    if dummy == nil || abs(c) > dummy!.magnitude
                        || (abs(c) == dummy!.magnitude && basic > dummy!.basic)
                    {
                        dummy = (Int(slot), abs(c), basic)
                    }
                    continue
                }
                let constant = rows[Int(slot)].constant
                if c < 0 {
                    let r = -constant / c
                    if first == nil || r < first!.ratio || (r == first!.ratio && basic > first!.basic) {
                        first = (Int(slot), r, basic)
                    }
                } else {
                    let r = constant / c
                    if second == nil || r < second!.ratio || (r == second!.ratio && basic > second!.basic) {
                        second = (Int(slot), r, basic)
                    }
                }
            }
        }
        return dummy?.slot ?? first?.slot ?? second?.slot
    }

    /// Whether moving the parametric `subject` from 0 to `value` keeps every flat row of
    /// `column` feasible: each restricted basic stays ≥ 0 and each basic dummy at 0, with
    /// each new constant `c + a·value` computed exactly as the substitution will compute it
    /// (``Tolerance/snappedSum(_:_:)``).
    @inline(__always)
    static func moveKeepsRowsFeasible(
        rows: [Row], column: some Collection<Int32>, kinds: [SymbolKind], subject: Symbol, to value: Double
    ) -> Bool {
        rows.withUnsafeBufferPointer { rows in
            for slot in column {
                let row = rows[Int(slot)]
                guard !row.basic.isNone else { continue }
                let kind = kinds[row.basic.index]
                guard kind != .external else { continue }
                let a = row.coefficient(of: subject)
                guard a != 0 else { continue }
                if !kind.admits(Tolerance.snappedSum(row.constant, a * value)) { return false }
            }
            return true
        }
    }
}

// MARK: - Reference

extension RatioTest {
    /// A flat row of a column that holds the symbol: its slot, basic, coefficient, constant.
    private struct Candidate {
        var slot: Int
        var basic: Symbol
        var coefficient: Double
        var constant: Double
    }

    /// The live flat rows of `column` that hold `symbol`, once each, in column order.
    private static func candidates(rows: [Row], column: [Int32], symbol: Symbol) -> [Candidate] {
        var seen = Set<Int32>()
        var found: [Candidate] = []
        for slot in column where seen.insert(slot).inserted {
            let row = rows[Int(slot)]
            guard !row.basic.isNone, !row.isDefinition else { continue }
            let a = row.coefficient(of: symbol)
            guard a != 0 else { continue }
            found.append(Candidate(slot: Int(slot), basic: row.basic, coefficient: a, constant: row.constant))
        }
        return found
    }

    /// The plain reference of ``leavingRow(rows:column:referrers:kinds:entering:direction:)``.
    static func referenceLeavingRow(
        rows: [Row], column: [Int32], referrers: [Int32], kinds: [SymbolKind], entering: Symbol,
        direction: Double
    ) -> (slot: Int, ratio: Double)? {
        let flat = candidates(rows: rows, column: column, symbol: entering)
        let definitions = Set(referrers).map { rows[Int($0)] }.filter { !$0.basic.isNone && $0.isDefinition }
        let magnitudes = flat.map { abs($0.coefficient) } + definitions.map { abs($0.coefficient(of: entering)) }
        let tolerance = Tolerance.primalPivot * (magnitudes.max() ?? 0)
        let limiting: [(slot: Int, ratio: Double, basic: Symbol)] = flat.compactMap { candidate in
            let kind = kinds[candidate.basic.index]
            guard kind != .external else { return nil }
            let a = kind == .dummy ? -abs(candidate.coefficient) : candidate.coefficient * direction
            guard a < -tolerance else { return nil }
            return (candidate.slot, candidate.constant / -a, candidate.basic)
        }
        let best = limiting.min { ($0.ratio, $0.basic) < ($1.ratio, $1.basic) }
        return best.map { ($0.slot, $0.ratio) }
    }

    /// The plain reference of ``markerLeavingRow(rows:column:kinds:marker:)``.
    static func referenceMarkerLeavingRow(rows: [Row], column: [Int32], kinds: [SymbolKind], marker: Symbol) -> Int? {
        let all = candidates(rows: rows, column: column, symbol: marker)
        let dummies = all.filter { kinds[$0.basic.index] == .dummy }
        if let largest = dummies.map({ abs($0.coefficient) }).max() {
            return dummies.filter { abs($0.coefficient) == largest }.max { $0.basic < $1.basic }!.slot
        }
        func tightest(_ rows: [Candidate]) -> Int? {
            // The least ratio, then the highest basic id.
            rows.min {
                ($0.constant / abs($0.coefficient), $1.basic) < ($1.constant / abs($1.coefficient), $0.basic)
            }?
            .slot
        }
        return tightest(all.filter { $0.coefficient < 0 }) ?? tightest(all.filter { $0.coefficient > 0 })
    }

    /// The plain reference of ``moveKeepsRowsFeasible(rows:column:kinds:subject:to:)``.
    static func referenceMoveKeepsRowsFeasible(
        rows: [Row], column: [Int32], kinds: [SymbolKind], subject: Symbol, to value: Double
    ) -> Bool {
        candidates(rows: rows, column: column, symbol: subject).allSatisfy { candidate in
            let kind = kinds[candidate.basic.index]
            return kind == .external
                || kind.admits(Tolerance.snappedSum(candidate.constant, candidate.coefficient * value))
        }
    }
}
