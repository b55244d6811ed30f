/// Every tolerance the solver uses, in one place.
///
/// Each is relative: the solver compares a number with the tolerance times the size of the
/// numbers it was computed from (a row's largest coefficient, a level's largest weight, the
/// terms of a sum), so the same system at another scale takes the same decisions. Where a
/// scale can be 0, it is floored at ``smallestScale``.
///
/// Doubles carry about 16 digits; one pivot or substitution loses up to a few of them to
/// round-off, and a chain of definitions a few more. The tolerances sit between that
/// round-off (1e-16 to 1e-11 of a row) and anything a system could mean (no layout
/// distinguishes 1e-9 of its sizes).
@usableFromInline
enum Tolerance {
    // MARK: Cancellation

    /// A sum `a + b` with `|a + b| ≤ cancellation · max(|a|, |b|)` is exactly 0: a
    /// coefficient or constant that cancels to round-off must leave the row, or it would
    /// later be pivoted on. Also the test of an accumulated coefficient against the numbers
    /// that made it, and of a definition's value against its terms.
    static let cancellation = 1e-11

    /// `a + b`, or exactly 0 when the sum is round-off relative to its terms
    /// (``cancellation``).
    @inline(__always)
    static func snappedSum(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return abs(sum) <= cancellation * max(abs(a), abs(b)) ? 0 : sum
    }

    // MARK: Pivots

    /// The smallest pivot of the primal simplex method, relative to the largest coefficient
    /// of its column (the flat rows and the definitions that hold the symbol): anything
    /// smaller is round-off, and pivoting on it would multiply the tableau by its inverse.
    static let primalPivot = 1e-11

    /// The smallest pivot of the dual simplex method, relative to the largest coefficient
    /// of its row. The dual ratio test prefers a symbol whose objective coefficient is 0,
    /// however small its coefficient in the row, so a coefficient that is round-off of an
    /// expansion (about 1e-11 of the row after a few levels of definitions) would be chosen
    /// and blow the tableau up; a real coefficient is not that small.
    static let dualPivot = 1e-9

    /// The smallest coefficient of the phase-1 objective that may enter, and the smallest
    /// pivot of the artificial row's final pivot, relative to the row's largest: a row
    /// expanded through definitions and flat rows carries their round-off (about 1e-11 of
    /// the row), and entering such a symbol pivots on that round-off.
    static let artificialPivot = 1e-9

    /// The smallest ratio of a new row's subject coefficient to the row's largest external
    /// coefficient (threshold pivoting; 0.1 is the usual choice of sparse LU codes): solving
    /// for a smaller one would multiply the row, and its round-off, by a large factor.
    static let subjectPivot = 0.1

    /// An objective coefficient within this share of its level's largest weight is
    /// round-off: it makes no candidate to enter, and two dual ratios that differ by less
    /// are equal.
    static let objective = 1e-12

    // MARK: Feasibility

    /// How far a basic value may be off by round-off, relative to the tableau's largest
    /// value (at least 1): a stuck row of the dual simplex method whose constant is within
    /// it is 0, not a proof of infeasibility.
    static let feasibility = 1e-9

    /// How far the constant of a row made of required-equality markers only may be from 0,
    /// relative to the numbers that made it, for the new equality to be redundant with the
    /// others rather than inconsistent.
    static let redundantEquality = 1e-9

    /// How far above 0 the phase-1 minimum may be, relative to the numbers that made the
    /// row, for the constraint to be satisfiable: below it, the minimum is round-off.
    static let artificialMinimum = 1e-10

    /// The floor of a scale that may be 0, so that a relative test against it still
    /// accepts an exact 0 and nothing else of any size.
    static let smallestScale = 1e-300

    // MARK: Refinement and verification

    /// A constraint's residual below this share of its largest term is round-off of the sum
    /// itself, and refinement leaves it alone.
    static let refinement = 1e-14

    /// The pivot growth past which an operation ends with a verification: dividing by a
    /// coefficient under a thousandth of its row's largest amplifies the row's round-off
    /// (about 1e-16 of its terms) past 1e-13, where refinement starts to pay.
    static let driftGrowth = 1e3

    /// How far a required constraint may miss, relative to its largest term, before the
    /// tableau counts as drifted: far above the round-off of a sound tableau (about 1e-15),
    /// far below anything a layout could see.
    static let drift = 1e-9

    // MARK: Checks

    /// The default of ``Constraint/isSatisfied(tolerance:_:)``: a required constraint holds
    /// if it misses by at most this share of its largest term (kiwi's absolute epsilon,
    /// 1e-8, made relative).
    @usableFromInline
    static let satisfaction = 1e-8

    /// The invariant checks' allowance for round-off of a recomputed objective cell, of a
    /// definition's value against its expansion, and of a constraint at the current values,
    /// relative to the numbers compared (at least 1).
    static let invariant = 1e-7

    /// The invariant checks' allowance for the residue of a constraint's row expanded into
    /// parametric symbols (an identity, 0 = 0, up to the round-off of every substitution).
    static let invariantExpansion = 1e-6

    /// The invariant checks' allowance for a constraint's sum at the current values,
    /// relative to the numbers a definition's value was computed from.
    static let invariantIntermediate = 1e-9
}
