/// The rows that a change of each constraint's constant moves, kept from one change to the
/// next: an edit variable's suggestions move the same few rows again and again, and a
/// plan spares each one the walks that find them (the lists of the marker's column and
/// referrers, a search of each row for the marker's cell, of each of its partner's
/// referrers for the marker's).
///
/// A plan lists, in the order ``Tableau/shiftRows(of:by:)`` moves them, the definitions
/// that name the marker, those that name its partner and not the marker, then either the
/// constraint's own basic row or the flat rows of the marker's column (with the objective),
/// each with the position of the cell that scales its move (``PlannedShift/Step``). Which
/// rows hold which symbols, and so each cell's position, changes only with the column
/// index's ``ColumnIndex/shape``: a plan made at the current shape is the walks' result.
/// A plan is made at a change that finds the rows as the last change of the same constraint
/// left them (the shape the same), so a constraint whose changes pivot every time (a long
/// chain's) keeps walking, with no plan made for nothing.
///
/// Invariant: a plan whose shape is the column index's lists the rows the walks would move,
/// in their order, each at the position of its symbol.
struct ShiftPlans {
    struct Plan {
        /// The column index's shape when the plan was made (`.max`: none).
        var shape = UInt64.max
        var markers = ConstraintMarkers(marker: .none, other: .none, markerCoefficient: 0)
        var steps: [PlannedShift.Step] = []
        /// Whether the change moves the objective (the marker is parametric).
        var movesObjective = false
        /// The shape at the last change that walked instead (`.max`: none).
        var walkedShape = UInt64.max
        /// What settling reached from the plan's rows (the symbols it made stale, in its
        /// order) in a round that the plan alone opened with every value current, and the
        /// shape then (`.max`: none). Settling such a round again makes it the list of stale
        /// definitions (``RowChanges/stalePlan``), which copy it before the next round.
        var settled: [Symbol] = []
        var settledShape = UInt64.max
    }

    /// The plans, in the order their constraints were first changed.
    private(set) var plans: [Plan] = []
    /// The place in ``plans`` of each constraint slot's plan, or -1.
    private var planIndex: [Int32] = []
    /// Whether plans are made and followed (off in the tests that compare the walks with
    /// the plans).
    var isEnabled = true

    /// The place in ``plans`` of the plan of the constraint in `slot` if it is current at
    /// `shape` for `markers`, or nil.
    @inline(__always)
    func current(_ slot: Int32, markers: ConstraintMarkers, shape: UInt64) -> Int? {
        let s = Int(slot)
        guard s < planIndex.count, planIndex[s] >= 0 else { return nil }
        let p = Int(planIndex[s])
        return plans[p].shape == shape && plans[p].markers == markers ? p : nil
    }

    /// Whether a plan of the constraint in `slot` is worth making at `shape`: the last change
    /// walked at the same shape, so the rows stayed as they were from one change to the next
    /// (a suggestion that pivots, as in a long chain, changes them every time, and its plan
    /// would be made for nothing). Otherwise notes this change's walk.
    mutating func repeats(_ slot: Int32, markers: ConstraintMarkers, shape: UInt64) -> Bool {
        let p = place(of: slot)
        if plans[p].walkedShape == shape && plans[p].markers == markers { return true }
        plans[p].shape = .max
        plans[p].markers = markers
        plans[p].walkedShape = shape
        return false
    }

    /// The place in ``plans`` of the plan of the constraint in `slot`, made empty if it has none.
    private mutating func place(of slot: Int32) -> Int {
        let s = Int(slot)
        if s >= planIndex.count {
            planIndex.append(contentsOf: repeatElement(-1, count: max(s + 1, 2 * planIndex.count) - planIndex.count))
        }
        if planIndex[s] < 0 {
            planIndex[s] = Int32(plans.count)
            plans.append(Plan())
        }
        return Int(planIndex[s])
    }

    /// Starts the plan of the constraint in `slot` afresh, empty, made at `shape`; returns its
    /// place in ``plans``.
    mutating func start(_ slot: Int32, markers: ConstraintMarkers, shape: UInt64) -> Int {
        let p = place(of: slot)
        plans[p].shape = shape
        plans[p].markers = markers
        plans[p].steps.removeAll(keepingCapacity: true)
        plans[p].movesObjective = false
        plans[p].settledShape = .max
        return p
    }

    /// What settling reached from the rows of the plan at place `p` at `shape` (see
    /// ``Plan/settled``), or nil if it was not kept at that shape.
    @inline(__always)
    func settled(_ p: Int, shape: UInt64) -> [Symbol]? {
        plans[p].settledShape == shape && plans[p].shape == shape ? plans[p].settled : nil
    }

    /// Keeps `reached` as what settling reaches from the rows of the plan at place `p` at
    /// `shape`.
    mutating func keepSettled(_ reached: ArraySlice<Symbol>, forPlan p: Int, shape: UInt64) {
        guard plans[p].shape == shape else { return }
        plans[p].settled.removeAll(keepingCapacity: true)
        plans[p].settled.append(contentsOf: reached)
        plans[p].settledShape = shape
    }

    /// Appends a step to the plan at place `p`.
    @inline(__always)
    mutating func append(_ step: PlannedShift.Step, toPlan p: Int) {
        plans[p].steps.append(step)
    }

    /// Marks the plan at place `p` as moving the objective.
    mutating func noteMovesObjective(_ p: Int) {
        plans[p].movesObjective = true
    }

    /// Every way the current plans (made at `shape`) break their invariant that the rows can
    /// tell: a step whose row no longer holds its symbol at its position.
    func invariantViolations(shape: UInt64, rows: [Row]) -> [String] {
        var problems: [String] = []
        for (p, plan) in plans.enumerated() where plan.shape == shape {
            if !PlannedShift.holds(plan.steps, rows: rows) {
                problems.append("shift plan \(p) names a cell that moved")
            }
        }
        return problems
    }
}
