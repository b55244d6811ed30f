import Foundation

/// A window's tracking guides, as one participant of its layout passes, and the animation
/// of their switches.
///
/// The rule (design: edges are evaluated once, on the final geometry): in the adjust phase
/// of a pass, after the solve, every tracking guide in the window evaluates its edges
/// once, in the order the guides joined, and switches its sets (each switch one batch:
/// off, then on). The engine then solves again within the same pass, so the frames the
/// pass writes are those of the switched sets, and the switches are not evaluated again
/// until the next pass. In the finish phase the plain guides remember the geometry they
/// settled at, the views the switch moved start their animation (see
/// ``TrackedSetAnimation``; off with ``Window/animatesTrackedSetSwitches``), and each
/// guide that switched reports it (``TrackingLayoutGuide/lastSwitches``,
/// ``TrackingLayoutGuide/trackedSetsDidSwitch``), in the same order.
final class WindowTrackingState: LayoutPassParticipant {
    /// The tracking guides in the window, in the order they joined it.
    private(set) var guides: [TrackingLayoutGuide] = []
    /// The running animation of a tracked-set switch (see ``TrackedSetAnimation``).
    var transition: TrackedSetTransition?
    /// Whether tracked-set switches animate.
    var animatesSwitches = true

    /// The guides that switched sets in this pass's adjust phase, with their switches.
    private var switched: [(guide: TrackingLayoutGuide, switches: [TrackedSetSwitch])] = []
    /// Whether this pass animates what its switches moved.
    private var animatesThisPass = false

    /// A guide joined the window; the state takes part in its passes from now on.
    func add(_ guide: TrackingLayoutGuide, in engine: LayoutEngine) {
        guides.append(guide)
        engine.addParticipant(self)
    }

    /// A guide left the window.
    func remove(_ guide: TrackingLayoutGuide) {
        guides.removeAll { $0 === guide }
    }

    /// Evaluates every guide once on the solved geometry, switching sets; asks the engine
    /// for the views the switch moves when it is to be animated.
    func adjust(in engine: LayoutEngine) {
        guard !guides.isEmpty else { return }
        switched.removeAll()
        for guide in guides {
            let switches = guide.evaluateEdges(in: engine)
            if !switches.isEmpty { switched.append((guide, switches)) }
        }
        // Inside an animation block the switch rides on the block's animation.
        animatesThisPass = !switched.isEmpty && animatesSwitches && LayoutEngine.frameRecorder == nil
        if animatesThisPass { engine.recordFramesMovedByAdjusting() }
    }

    /// After the frames: settled geometry, animation, reports.
    func finish(in engine: LayoutEngine) {
        if engine.solvedAgainAfterAdjusting {
            for guide in guides where !(guide is KeyboardLayoutGuide) { guide.recordSettledGeometry(in: engine) }
            if animatesThisPass { engine.window.startTrackedSetAnimation(moved: engine.framesMovedByAdjusting) }
        }
        let reports = switched
        switched.removeAll()
        animatesThisPass = false
        // Last: a callback may start another pass.
        for (guide, switches) in reports {
            guide.lastSwitches = switches
            guide.trackedSetsDidSwitch?(switches)
        }
    }
}
