import Foundation

/// Something that takes part in every layout pass of a window: a feature that has inputs
/// to feed the solver, wishes to settle on the solution, or constraint sets to switch on
/// the solved geometry (the keyboard's geometry, a scroll view's offset, a window's
/// tracking guides).
///
/// A participant is registered with ``LayoutEngine/addParticipant(_:)`` by the item that
/// needs it, when the item joins the window's engine (or first needs it), and removed with
/// ``LayoutEngine/removeParticipant(_:)`` when it leaves. The engine calls each phase on
/// every participant once per pass, in the order they were registered; a phase a
/// participant does not implement does nothing. The phases, in the order of a pass (see
/// ``LayoutEngine/layoutPass(in:)``):
///
/// 1. ``gatherInputs(in:)``: before anything is read from the solver.
/// 2. The engine solves: it reads what changed and brings safe areas to their fixed point.
/// 3. ``settle(in:)``: after each solve.
/// 4. ``adjust(in:)``: once, on the solved geometry. If it changed any constraint, the
///    engine solves and settles again (2 and 3) before writing frames.
/// 5. The engine writes frames.
/// 6. ``finish(in:)``: after the frames are written.
protocol LayoutPassParticipant: AnyObject {
    /// Moves the window's inputs (edit variables) to their values for this pass, by
    /// suggestions: they must not add or remove constraints.
    func gatherInputs(in engine: LayoutEngine)

    /// Makes wishes follow the solution just found (a scroll view's offset becomes its
    /// solved offset) by constant edits that hold at that solution, so that it stays
    /// optimal; reports bounds origins with ``LayoutEngine/setBoundsOrigin(_:of:)``.
    func settle(in engine: LayoutEngine)

    /// Evaluates what depends on the solved geometry and may add or remove constraints
    /// (switching tracked sets); the engine then solves again, once, within the same pass.
    /// A participant that wants to animate what that solve moves asks with
    /// ``LayoutEngine/recordFramesMovedByAdjusting()``.
    func adjust(in engine: LayoutEngine)

    /// Runs after the pass has written every frame: reports, callbacks, animations. It may
    /// read frames, and must not change constraints.
    func finish(in engine: LayoutEngine)
}

extension LayoutPassParticipant {
    func gatherInputs(in engine: LayoutEngine) {}
    func settle(in engine: LayoutEngine) {}
    func adjust(in engine: LayoutEngine) {}
    func finish(in engine: LayoutEngine) {}
}

extension LayoutEngine {
    /// Registers a participant of every layout pass from the next one on (at most once).
    func addParticipant(_ participant: any LayoutPassParticipant) {
        guard !participants.contains(where: { $0 === participant }) else { return }
        participants.append(participant)
        needsLayout = true
    }

    /// Stops calling a participant's phases.
    func removeParticipant(_ participant: any LayoutPassParticipant) {
        participants.removeAll { $0 === participant }
    }

    /// Sets a view's bounds origin (the origin of its subviews' frames), from the settle
    /// phase: if it moved, the view's subviews and guides are written again.
    func setBoundsOrigin(_ origin: CGPoint, of view: View) {
        view.storedBoundsOrigin = origin
        let slot = view.layoutSlot
        guard slot >= 0, passState.table.boundsOrigins[Int(slot)] != origin else { return }
        passState.table.setBoundsOrigin(origin, at: Int(slot))
        passState.boundsOriginsMoved.append(slot)
    }

    /// From the adjust phase: the pass records each view its second solve moves, with its
    /// frame before, in ``framesMovedByAdjusting`` (read it in the finish phase).
    func recordFramesMovedByAdjusting() {
        passState.recordsMovedViews = true
    }

    /// In the finish phase: whether the adjust phase changed constraints, so that the pass
    /// solved again.
    var solvedAgainAfterAdjusting: Bool { passState.solvedAgain }

    /// In the finish phase, after ``recordFramesMovedByAdjusting()``: the views the second
    /// solve moved, with their frames before it (the same inputs, the constraints before
    /// the adjust phase), in the order their frames were written.
    var framesMovedByAdjusting: [(view: View, old: CGRect)] { passState.movedViews }
}
