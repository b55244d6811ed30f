/// Watches for drift: the growth of round-off on ill-conditioned systems, which decides
/// when an operation ends with a verification and a refactoring (see
/// `Tableau+Verification.swift`).
///
/// Math: a pivot on `a` divides its row by `a`, which multiplies the row's round-off by up to
/// its growth `max |aᵢ| / |a|`, the largest coefficient of the solved row. A growth above
/// ``Tolerance/driftGrowth`` makes the tableau suspect: the operation verifies the required
/// constraints (``pivotedWithGrowth``), and a required constraint it then rejects is tried on
/// a rebuilt tableau (``mayHaveDrifted``).
///
/// Invariant: ``pivotedWithGrowth`` implies ``mayHaveDrifted``; ``refactorCount`` ≥ 0.
struct DriftMonitor: Sendable {
    /// Whether a pivot grew past ``Tolerance/driftGrowth`` since the last verification.
    private(set) var pivotedWithGrowth = false
    /// Whether one did since the tableau was built or rebuilt.
    private(set) var mayHaveDrifted = false
    /// How many times the tableau was rebuilt.
    private(set) var refactorCount = 0
    /// Whether operations verify themselves (off while a rebuild replays the constraints).
    var verifies = true

    /// Notes a pivot whose solved row has `growth` as its largest coefficient.
    @inline(__always)
    mutating func notePivot(growth: Double) {
        guard growth > Tolerance.driftGrowth else { return }
        pivotedWithGrowth = true
        mayHaveDrifted = true
    }

    /// Whether the operation that ends now must verify itself.
    var verificationIsDue: Bool { pivotedWithGrowth && verifies }

    /// Notes a verification: the growth seen so far is accounted for.
    mutating func noteVerified() {
        pivotedWithGrowth = false
    }

    /// Notes that this monitor's tableau replaces one whose monitor was `old`, as its
    /// rebuild: one refactoring more than `old` counted.
    mutating func noteRefactored(from old: DriftMonitor) {
        refactorCount = old.refactorCount + 1
    }

    /// Every way the monitor breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if pivotedWithGrowth && !mayHaveDrifted { problems.append("pivoted with growth, but not marked drifted") }
        if refactorCount < 0 { problems.append("negative refactor count") }
        return problems
    }
}
