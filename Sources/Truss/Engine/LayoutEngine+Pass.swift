import Cassowary
import Foundation

extension LayoutEngine {
    /// A layout pass (step 2 of each round of the layout cycle, ``runLayoutCycle(in:)``).
    /// `window` is the engine's window, which the caller holds: the engine's reference to
    /// it is unowned, and each read of it checks that it is alive. It costs what changed: the solver reports the variables whose values
    /// changed since it was last read (`updateVariables`), and only the views and guides they
    /// belong to are visited. The phases, in order (participants' phases are those of
    /// ``LayoutPassParticipant``, called on each participant in the order they registered):
    ///
    /// 1. Gather inputs: participants suggest the window's inputs (the keyboard geometry).
    /// 2. Solve: the solver's changes are read, and every view's safe-area insets are brought
    ///    to the fixed point of the solved frames: a view's insets are the overlap of its
    ///    solved rectangle with the window's unsafe edges, its safe-area and margins guides
    ///    follow them by constant edits, and the views those edits move are visited again,
    ///    round after round, until a round edits nothing. A cycle that never settles is
    ///    stopped and reported (see ``settleSafeAreas(_:in:)`` for the rounds and the bound).
    /// 3. Settle: participants make their wishes follow the solution (a scroll view's
    ///    offset, which is its bounds origin).
    /// 4. Adjust: participants evaluate the solved geometry once and may switch constraint
    ///    sets (tracking guides). If any constraint changed, steps 2 and 3 run again, once:
    ///    the switch is part of this pass, and its sets are not evaluated again in it.
    /// 5. Frames: a view's rectangle in window coordinates becomes a frame in its
    ///    superview's bounds coordinates, a guide's a layout frame in its owning view's.
    ///    Written once, for the views and guides that moved in either solve, and for the
    ///    subviews and guides of views whose origin or bounds origin moved.
    /// 6. Finish: participants report (callbacks, animations of what the switch moved).
    func layoutPass(in window: Window) {
        assert(window === self.window, "Truss: a layout pass in another window")
        // The participants of this pass: one registering during it takes part from the next.
        let participants = self.participants
        for participant in participants { participant.gatherInputs(in: self) }
        // Inside an animation block: every frame the pass writes is compared with the frame
        // at its start (see ``FrameChangeRecorder``).
        let recorder = Self.frameRecorder
        if recorder != nil {
            passState.recordsMovedViews = true
            passState.recordsWholePass = true
            passState.framesBefore = passState.table.positions
        }

        // The scratch lists are moved out, not copied, so that filling them allocates nothing.
        var changes = LayoutChanges()
        swap(&changes, &passState.changes)
        changes.removeAll()
        solve(&changes, participants, in: window)
        passState.safeAreaPending.removeAll()
        passState.needsFullSafeAreaUpdate = false
        passState.lastWindowInsets = window.storedSafeAreaInsets
        needsLayout = false

        for participant in participants { participant.adjust(in: self) }
        passState.solvedAgain = needsLayout
        if needsLayout {
            let before =
                passState.recordsWholePass
                ? passState.framesBefore : passState.recordsMovedViews ? passState.table.positions : nil
            var again = LayoutChanges()
            swap(&again, &passState.changesAfterAdjusting)
            again.removeAll()
            solve(&again, participants, in: window)
            changes.formUnion(again)
            swap(&again, &passState.changesAfterAdjusting)
            passState.safeAreaPending.removeAll()
            passState.framesBefore = before
        }

        writeFrames(changes, in: window)

        swap(&changes, &passState.changes)
        passState.framePending.removeAll()
        passState.guideFramePending.removeAll()
        needsLayout = false
        statistics.layoutPasses += 1
        for participant in participants { participant.finish(in: self) }
        if let recorder, !passState.movedViews.isEmpty { recorder.pass(in: window, moved: passState.movedViews) }
        passState.recordsMovedViews = false
        passState.recordsWholePass = false
        passState.framesBefore = nil
        passState.movedViews.removeAll()
    }

    /// Steps 2 and 3 of a pass: reads what changed into `changes`, brings safe areas to
    /// their fixed point, lets participants settle, and reads again if they edited
    /// anything (so that `changes` ends up holding everything the solver moved).
    private func solve(_ changes: inout LayoutChanges, _ participants: [any LayoutPassParticipant], in window: Window) {
        collectChanges(into: &changes)
        settleSafeAreas(&changes, in: window)
        for participant in participants { participant.settle(in: self) }
        for slot in passState.boundsOriginsMoved { changes.originMoved.insert(slot) }
        passState.boundsOriginsMoved.removeAll()
        // Edits after the last look at the solver (a last round of a safe-area cycle, a
        // settled offset) may have moved something.
        if statistics.constantEdits != passState.editsAtLastRead { collectChanges(into: &changes) }
    }

    /// Writes the frames of the views and the layout frames of the guides that moved (or
    /// whose parent's origin moved, or that are pending), each once, from the item table
    /// (see ``LayoutPassState/writeFrames(_:in:)``).
    private func writeFrames(_ changes: LayoutChanges, in window: Window) {
        let scale = window.screen.scale
        if passState.table.pixelGrid.scale != scale { passState.table.pixelGrid = PixelGrid(scale: scale) }
        statistics.framesWritten += passState.writeFrames(changes, in: window)
    }

    /// Sets a guide's layout frame from the current solution, for a system guide created
    /// between passes (its constraints use the insets of the last pass, so its frame is
    /// already right), rounded to the pixel grid as a pass rounds it.
    func refreshLayoutFrame(of guide: LayoutGuide) {
        guard let owner = guide.owningView else { return }
        var shift = CGPoint.zero
        var ancestor = owner.superview
        while let view = ancestor {
            shift.x += view.storedBoundsOrigin.x
            shift.y += view.storedBoundsOrigin.y
            ancestor = view.superview
        }
        guide.layoutFrame = PixelGrid(scale: window.screen.scale).frame(
            of: guide.variables.rect(in: solver), in: owner.variables.rect(in: solver),
            parentBoundsOrigin: owner.storedBoundsOrigin, shift: shift)
    }

    // MARK: - Debugging

    /// Whether any of an item's four variables could move without changing how well the
    /// constraints are met.
    func isAmbiguous(_ variables: ItemVariables) -> Bool {
        [variables.minX, variables.minY, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    /// The layout constraints that determine an item's position and size on an axis, in
    /// the order they were added.
    func constraintsAffecting(_ variables: ItemVariables, axis: LayoutAxis) -> [LayoutConstraint] {
        var wanted = Set<Constraint>()
        for v in variables.variables(for: axis) { wanted.formUnion(solver.constraintsDetermining(v)) }
        return solver.constraints.filter { wanted.contains($0) }.compactMap { lookup[$0] }
    }
}

extension View {
    /// Whether the view's frame is not fully determined by its constraints: it could move
    /// or resize without any constraint becoming less satisfied.
    public var hasAmbiguousLayout: Bool {
        window?.engine.isAmbiguous(variables) ?? false
    }

    /// The constraints that determine the view's position and size on `axis`: changing
    /// any of them moves the view; changing others does not.
    ///
    /// ```swift
    /// for c in label.constraintsAffectingLayout(for: .horizontal) { print(c) }
    /// ```
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        window?.engine.constraintsAffecting(variables, axis: axis) ?? []
    }
}

extension LayoutPassState {
    /// Writes the frames of the views and the layout frames of the guides that moved (or
    /// whose parent's origin moved, or that are pending), each once, from the item table
    /// (see ``LayoutItemTable/writeFrames(of:written:before:moved:)``); returns how many.
    /// With ``framesBefore`` set, the views whose frame differs from the one those
    /// positions give are appended to ``movedViews``.
    ///
    /// Mutating, so that the table is read in place: a call on a table read from the
    /// engine's property would copy it (a retain per array).
    mutating func writeFrames(_ changes: LayoutChanges, in window: Window) -> Int {
        written.removeAll()
        var moved: [(slot: Int32, old: CGRect)] = []
        let before = framesBefore
        table.writeFrames(of: changes.items.slots, written: &written, before: before, moved: &moved)
        if !framePending.isEmpty {
            let pending = framePending.items(owner: window).lazy.filter { $0.storedWindow === window }.map(\.layoutSlot)
            table.writeFrames(of: pending, written: &written, before: before, moved: &moved)
        }
        table.writeFramesOfChildren(of: changes.originMoved.slots, written: &written, before: before, moved: &moved)
        if !guideFramePending.isEmpty {
            let pending = guideFramePending.heldItems.lazy.filter { $0.owningView?.storedWindow === window }
            table.writeFrames(of: pending.map(\.layoutSlot), written: &written, before: before, moved: &moved)
        }
        for (slot, old) in moved {
            if let view = table.view(at: Int(slot)) { movedViews.append((view, old)) }
        }
        return written.count
    }
}
