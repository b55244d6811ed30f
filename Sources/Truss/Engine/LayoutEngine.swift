import Cassowary
import Foundation
import TrussCollections

/// Counters of a window engine's work: what a change cost.
///
/// A constant change should show one more ``constantEdits`` and no more
/// ``constraintsAdded``; a window resize two edits.
public struct LayoutStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Constraints added to the solver (each batch member counts).
    public var constraintsAdded = 0
    /// Constraints removed from the solver.
    public var constraintsRemoved = 0
    /// Solver batches (each ends with one re-optimization).
    public var batches = 0
    /// In-place constant edits (`setConstant`).
    public var constantEdits = 0
    /// In-place priority changes (`setStrength`).
    public var priorityEdits = 0
    /// Layout passes that wrote frames.
    public var layoutPasses = 0
    /// Frames (of views) and layout frames (of guides) written by layout passes: a pass
    /// writes only those that moved, so a pass where nothing changed writes none.
    public var framesWritten = 0
    /// Constraints in the solver now.
    public var constraintsInSolver = 0
    /// Safe-area rounds run by layout passes: one or two per pass in the common case, at
    /// most one per view in the window plus two (see ``SafeAreaFeedbackLoopReport``).
    public var safeAreaRounds = 0
    /// Layout passes whose safe-area insets did not settle within the bound, each reported
    /// in ``Window/safeAreaFeedbackLoopReports``.
    public var unsettledSafeAreaPasses = 0

    public var description: String {
        "added \(constraintsAdded), removed \(constraintsRemoved), batches \(batches), "
            + "constant edits \(constantEdits), priority edits \(priorityEdits), passes \(layoutPasses), "
            + "frames written \(framesWritten), in solver \(constraintsInSolver), "
            + "safe-area rounds \(safeAreaRounds), unsettled passes \(unsettledSafeAreaPasses)"
    }
}

/// One window's constraint engine: a ``Cassowary/Solver`` and the mapping between layout
/// constraints and solver constraints.
///
/// - Activation adds a batch (one re-optimization); a required conflict is reported with
///   the solver's minimal conflicting set and the failing constraint is broken (or, in
///   strict mode, the batch is rolled back and an error thrown).
/// - A constant change is `setConstant` (one dual-simplex step); a priority change within
///   the optional range is `setStrength`.
/// - The window's size is held by two required constraints whose constants a resize
///   edits, so a resize is an edit, not a rebuild, and a window too small for the
///   required constraints is reported like any conflict instead of silently growing.
/// - Window-level inputs that change continuously (keyboard geometry) can be edit
///   variables: ``addInput(_:priority:)`` and ``suggest(_:_:)``.
/// - Features that take part in layout passes (inputs, settling wishes, switching
///   constraint sets) register as ``LayoutPassParticipant``s; the engine calls their
///   phases in a fixed order and knows nothing else of them.
///
/// The engine never reaches into the tableau; it only uses the solver's public API.
final class LayoutEngine {
    let solver = Solver()
    /// The window, set by ``attach(to:)`` as soon as the window is initialized: the window
    /// creates its engine before it can refer to itself.
    var window: Window! { windowReference.object }
    /// The storage of ``window``, which the window owns (see ``UnownedReference``).
    private var windowReference = UnownedReference<Window>(nil)

    /// The views inside the window (not the window, which owns the engine), parents before
    /// children (see `LayoutEngine+Hierarchy.swift`, which alone changes it).
    var viewsInside: [View] = []
    /// Solver constraint → layout constraint, for explanations.
    private(set) var lookup = EngineConstraintTable()
    /// The constraints this engine broke to recover from conflicts and that are still in it
    /// (active, out of the solver): with those of ``lookup``, every constraint whose
    /// ``LayoutConstraint/engine`` is this one.
    private var broken: [LayoutConstraint] = []
    private(set) var reports: [UnsatisfiableConstraintReport] = []
    private(set) var feedbackLoopReports: [SafeAreaFeedbackLoopReport] = []
    var cycleReports: [LayoutFeedbackLoopReport] = []
    private(set) var windowConstraints: [LayoutConstraint] = []
    /// Edit variables for window-level inputs, in the order they were added (with each
    /// variable's identity, so that a suggestion finds its input without copying variables).
    private(set) var inputs: [(variable: Variable, id: ObjectIdentifier, priority: LayoutPriority, value: Double)] = []
    var statistics = LayoutStatistics()
    /// The next constraint added takes this place in the order of additions
    /// (``LayoutConstraint/addOrder``).
    private var nextAddOrder = 0
    /// What the next layout pass must visit (see `LayoutEngine+Changes.swift`).
    var passState = LayoutPassState()
    /// What the layout cycle's callbacks must be called on (see `LayoutEngine+Cycle.swift`).
    var cycle = LayoutCycleState()
    var needsLayout = true
    var logHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// The participants of every layout pass, in the order they registered.
    var participants: [any LayoutPassParticipant] = []

    init() {}

    /// The window and the views inside it, parents before children at the time they joined.
    var views: [View] { [window] + viewsInside }
    /// How many views ``views`` has.
    var viewCount: Int { viewsInside.count + 1 }

    /// Clears the engine references of the constraints in the engine, which hold it
    /// strongly: the window's `deinit` calls this, so that the engine and its constraints
    /// go with the window (a constraint the user still holds is then in no engine).
    func releaseConstraints() {
        for c in lookup.constraints { c.engine = nil }
        for c in broken { c.engine = nil }
    }

    /// Makes `window` the engine's window (once, from the window's initializer).
    func attach(to window: Window) {
        precondition(self.window == nil, "Truss: an engine belongs to one window")
        var old = UnownedReference(window)
        swap(&windowReference, &old)
    }

    /// Registers the window and pins its rectangle: `left == 0`, `top == 0`,
    /// `width == W`, `height == H` (required; a resize edits the last two).
    func start() {
        register(window)
        assert(window.layoutSlot == LayoutItemTable.windowSlot, "Truss: the window must take the first slot")
        func make(_ anchor: LayoutAnchor, _ constant: CGFloat, _ name: String) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: anchor, relation: .equal, second: nil, multiplier: 1, constant: constant, kind: .window)
            c.identifier = "Truss-Window-\(name)"
            c.setActiveFlag(true)
            return c
        }
        let size = window.storedFrame.size
        windowConstraints = [
            make(window.leftAnchor, 0, "left"), make(window.topAnchor, 0, "top"),
            make(window.widthAnchor, size.width, "width"), make(window.heightAnchor, size.height, "height"),
        ]
        add(windowConstraints)
    }

    func windowFrameChanged() {
        let size = window.storedFrame.size
        windowConstraints[2].constant = size.width
        windowConstraints[3].constant = size.height
        needsLayout = true
    }

    func log(_ message: String) { logHandler(message) }

    // MARK: - Adding and removing

    /// Adds system constraints (never strict).
    func add(_ batch: [LayoutConstraint]) {
        do {
            try add(batch, strict: false)
        } catch {
            assertionFailure("Truss: non-strict add threw \(error)")
        }
    }

    /// Adds constraints: strict, as one solver batch, all or none; otherwise one at a time.
    ///
    /// On a required conflict the solver leaves everything as it was and names the failing
    /// constraint and a minimal set it conflicts with. Strict: the batch is undone and the
    /// conflict thrown. Otherwise the failing constraint is reported and broken (it stays
    /// active but out of the solver) and the rest are added: the constraints that break are
    /// those a batch broken and added again would break, each reported against the same
    /// constraints, since a batch too adds its members in order.
    ///
    /// Not strict, constraints go in one by one because a solver batch must be able to undo
    /// its earlier members: it journals every row it changes, which made the 1 000-row
    /// build's solving cost 1.5–2 times the same additions one by one.
    func add(_ batch: [LayoutConstraint], strict: Bool) throws(LayoutError) {
        guard strict else { return addEach(batch) }
        // Usually every member is new: then the batch itself, not a copy.
        let pending =
            batch.allSatisfy { $0.solverConstraint == nil } ? batch : batch.filter { $0.solverConstraint == nil }
        guard !pending.isEmpty else { return }
        for c in pending {
            c.solverConstraint = c.makeSolverConstraint(tag: lookup.nextSlot)
            lookup.store(c)
        }
        try addAll(pending)
        for c in pending { recordAdded(c) }
        for c in batch where c.isBroken && c.engine !== self {
            c.engine = self
            broken.append(c)
        }
        statistics.batches += 1
        statistics.constraintsInSolver = lookup.count
        needsLayout = true
    }

    /// Marks a constraint now in the solver as this engine's, next in the order of additions.
    private func recordAdded(_ c: LayoutConstraint) {
        c.engine = self
        c.addOrder = nextAddOrder
        nextAddOrder += 1
    }

    /// Adds constraints whose solver constraints are made as one batch, or throws (and
    /// forgets their solver constraints).
    private func addAll(_ pending: [LayoutConstraint]) throws(LayoutError) {
        do {
            try solver.addConstraints(pending.map { $0.solverConstraint! })
            statistics.constraintsAdded += pending.count
        } catch {
            guard case .unsatisfiableConstraint(let bad, let conflicts) = error, let broken = lookup[bad] else {
                preconditionFailure("Truss: the solver refused a batch: \(error)")
            }
            let set = conflicts.compactMap { lookup[$0] } + [broken]
            let snapshot = LayoutError.unsatisfiable(
                ConstraintSnapshot(broken), conflicts: set.map(ConstraintSnapshot.init))
            for c in pending {
                if let sc = c.solverConstraint { lookup.remove(sc) }
                c.solverConstraint = nil
            }
            throw snapshot
        }
    }

    /// Adds the batch's members that are not in the solver one at a time, each made, added
    /// and recorded before the next (one visit to each constraint), breaking and reporting
    /// each that conflicts; a member broken before that is not yet this engine's becomes so.
    private func addEach(_ batch: [LayoutConstraint]) {
        var added = false
        for c in batch {
            if c.solverConstraint == nil {
                added = true
                let sc = c.makeSolverConstraint(tag: lookup.nextSlot)
                c.solverConstraint = sc
                lookup.store(c)
                do {
                    try solver.addConstraint(sc)
                    statistics.constraintsAdded += 1
                    recordAdded(c)
                    continue
                } catch {
                    guard case .unsatisfiableConstraint(let bad, let conflicts) = error, bad === sc else {
                        preconditionFailure("Truss: the solver refused a constraint: \(error)")
                    }
                    let set = conflicts.compactMap { lookup[$0] } + [c]
                    lookup.remove(sc)
                    c.solverConstraint = nil
                    c.isBroken = true
                    record(UnsatisfiableConstraintReport(brokenConstraint: c, conflictingConstraints: set))
                }
            }
            if c.isBroken && c.engine !== self {
                c.engine = self
                broken.append(c)
            }
        }
        guard added else { return }
        statistics.batches += 1
        statistics.constraintsInSolver = lookup.count
        needsLayout = true
    }

    /// Removes constraints from the solver as one batch (broken ones just leave the engine):
    /// one pass over the batch leaves each of this engine's constraints and collects the
    /// solver constraints into one array, which the solver removes in one call. A constraint
    /// out of its engine is broken by none: whatever adds it again tries it afresh.
    func remove(_ batch: [LayoutConstraint]) {
        var inSolver: [ObjectIdentifier] = []
        inSolver.reserveCapacity(batch.count)
        for c in batch { detach(c, collecting: &inSolver) }
        removeFromSolver(inSolver)
    }

    /// The first step of a removal: if `c` is this engine's, it leaves the engine (it is
    /// neither in the solver nor broken after) and the identity of its solver constraint, if
    /// any, is appended to `inSolver` for ``removeFromSolver(_:)``. A constraint that is not
    /// this engine's (or no longer: listed twice) is left alone.
    ///
    /// The engine lets go of the solver constraint here, so that the solver holds it alone:
    /// it is read again only when the solver frees it, not to be retained in a list and
    /// looked up (each a read out of cache when a large subtree leaves).
    @inline(__always)
    func detach(_ c: LayoutConstraint, collecting inSolver: inout [ObjectIdentifier]) {
        guard c.engine === self else { return }
        if let sc = c.solverConstraint {
            lookup.remove(sc)
            inSolver.append(ObjectIdentifier(sc))
        }
        c.solverConstraint = nil
        c.engine = nil
        c.isBroken = false
    }

    /// The second step of a removal: the solver constraints of the detached constraints
    /// leave the solver in one call, and the broken list forgets the detached ones.
    func removeFromSolver(_ inSolver: [ObjectIdentifier]) {
        if !inSolver.isEmpty {
            guard solver.removeConstraints(identifiedBy: inSolver) else {
                preconditionFailure("Truss: the solver lost track of a constraint")
            }
            statistics.batches += 1
            statistics.constraintsRemoved += inSolver.count
        }
        if !broken.isEmpty { broken.removeAll { $0.engine !== self } }
        statistics.constraintsInSolver = lookup.count
        needsLayout = true
    }

    /// Takes out of the engine (``remove(_:)``) the constraints it broke that `isInside`
    /// holds for, so that they can be added again: they are no longer broken and in no engine.
    func takeBrokenConstraints(where isInside: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
        let taken = broken.filter(isInside)
        if !taken.isEmpty { remove(taken) }
        return taken
    }

    func record(_ report: UnsatisfiableConstraintReport) {
        reports.append(report)
        log(report.description)
    }

    func record(_ report: SafeAreaFeedbackLoopReport) {
        feedbackLoopReports.append(report)
        log(report.description)
    }

    // MARK: - Conflicts during edits

    /// Takes a constraint out of the solver after a conflict; it stays active.
    func breakConstraint(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.removeConstraint(sc)
        } catch {
            preconditionFailure("Truss: the solver lost track of a constraint: \(error)")
        }
        statistics.constraintsRemoved += 1
        lookup.remove(sc)
        c.solverConstraint = nil
        c.isBroken = true
        broken.append(c)
        statistics.constraintsInSolver = lookup.count
        needsLayout = true
    }

    // MARK: - Inputs (edit variables)

    /// Makes `variable` an input of the window's system: an edit variable at `priority`
    /// (optional), moved by ``suggest(_:_:)`` with one dual-simplex step.
    func addInput(_ variable: Variable, priority: LayoutPriority) {
        precondition(!priority.isRequired, "Truss: an input's priority must be optional")
        do {
            try solver.addEditVariable(variable, strength: .priority(Double(priority.validated().rawValue)))
        } catch {
            preconditionFailure("Truss: \(error)")
        }
        inputs.append((variable, variable.id, priority, 0))
        needsLayout = true
    }

    /// Suggests a value for an input.
    func suggest(_ variable: Variable, _ value: Double) {
        do {
            try solver.suggestValue(variable, value)
        } catch {
            preconditionFailure("Truss: \(error)")
        }
        let id = variable.id
        for i in inputs.indices where inputs[i].id == id {
            inputs[i].value = value
            break
        }
        needsLayout = true
    }

    /// Removes an input.
    func removeInput(_ variable: Variable) {
        do {
            try solver.removeEditVariable(variable)
        } catch {
            preconditionFailure("Truss: \(error)")
        }
        let id = variable.id
        inputs.removeAll { $0.id == id }
        needsLayout = true
    }
}
