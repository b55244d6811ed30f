import Foundation
import Testing

@testable import Truss

/// The extension point of layout passes: a participant's phases, in order, once per pass.
@Suite("Layout pass participants")
struct LayoutPassParticipantTests {
    /// Records the phases it is called in; in the adjust phase of the pass numbered
    /// `switchInPass` (counting from 1) it turns `switchedOn` on.
    final class Recorder: LayoutPassParticipant {
        var phases: [String] = []
        var passes = 0
        var switchInPass: Int?
        var switchedOn: LayoutConstraint?
        /// The frame of `watched` when the finish phase runs.
        var watched: View?
        var frameAtFinish: CGRect?

        func gatherInputs(in engine: LayoutEngine) {
            passes += 1
            phases.append("gather")
        }
        func settle(in engine: LayoutEngine) { phases.append("settle") }
        func adjust(in engine: LayoutEngine) {
            phases.append("adjust")
            if passes == switchInPass, let c = switchedOn {
                engine.recordFramesMovedByAdjusting()
                c.isActive = true
            }
        }
        func finish(in engine: LayoutEngine) {
            phases.append(engine.solvedAgainAfterAdjusting ? "finish after solving again" : "finish")
            frameAtFinish = watched?.frame
        }
    }

    /// A view that brings a participant into every pass of its window.
    final class ParticipatingView: View {
        let recorder = Recorder()
        override func didRegister(in engine: LayoutEngine) { engine.addParticipant(recorder) }
        override func willUnregister(from engine: LayoutEngine) { engine.removeParticipant(recorder) }
    }

    func makeScene() -> (Window, ParticipatingView) {
        let window = makeWindow(width: 400, height: 800)
        let view = ParticipatingView()
        view.identifier = "participant"
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50).priority(500),
        ])
        return (window, view)
    }

    @Test("a registered participant gets every phase in order, once per pass")
    func phasesInOrder() {
        let (window, view) = makeScene()
        window.layoutIfNeeded()
        #expect(view.recorder.phases == ["gather", "settle", "adjust", "finish"])
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.recorder.phases.count == 8)
        #expect(Array(view.recorder.phases[4...]) == ["gather", "settle", "adjust", "finish"])
        // No pass, no phases.
        window.layoutIfNeeded()
        #expect(view.recorder.phases.count == 8)
    }

    @Test("constraints changed in the adjust phase are solved in the same pass")
    func adjustSolvesAgain() {
        let (window, view) = makeScene()
        window.layoutIfNeeded()
        let taller = view.heightAnchor.constraint(equalToConstant: 80)
        view.recorder.switchInPass = 2
        view.recorder.switchedOn = taller
        view.recorder.watched = view
        view.recorder.phases = []
        let passes = window.layoutStatistics.layoutPasses
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.recorder.phases == ["gather", "settle", "adjust", "settle", "finish after solving again"])
        #expect(window.layoutStatistics.layoutPasses == passes + 1, "one pass, not a nested one")
        // The finish phase sees the frames of the second solve, and what it moved.
        #expect(view.recorder.frameAtFinish == CGRect(x: 10, y: 20, width: 100, height: 80))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
    }

    @Test("a participant that asks is told what the second solve moved, with the frames before")
    func movedFrames() {
        let (window, view) = makeScene()
        window.layoutIfNeeded()
        final class Mover: LayoutPassParticipant {
            var constraint: LayoutConstraint?
            var moved: [(View, CGRect)] = []
            func adjust(in engine: LayoutEngine) {
                guard let c = constraint, !c.isActive else { return }
                engine.recordFramesMovedByAdjusting()
                c.isActive = true
            }
            func finish(in engine: LayoutEngine) { moved = engine.framesMovedByAdjusting.map { ($0.view, $0.old) } }
        }
        let mover = Mover()
        mover.constraint = view.heightAnchor.constraint(equalToConstant: 70)
        window.engine.addParticipant(mover)
        window.layoutIfNeeded()
        #expect(mover.moved.count == 1)
        #expect(mover.moved.first?.0 === view)
        #expect(mover.moved.first?.1 == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame.height == 70)
        // The next pass moves nothing and records nothing.
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(mover.moved.isEmpty)
    }

    @Test("a participant is unregistered when its item leaves the window, and back when it joins")
    func unregisteredWhenRemoved() {
        let (window, view) = makeScene()
        window.layoutIfNeeded()
        #expect(window.engine.participants.contains { $0 === view.recorder })
        view.removeFromSuperview()
        #expect(!window.engine.participants.contains { $0 === view.recorder })
        let count = view.recorder.phases.count
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.recorder.phases.count == count)
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.recorder.phases.count == count + 4)
    }

    @Test("registering twice keeps one registration")
    func registeredOnce() {
        let (window, view) = makeScene()
        window.engine.addParticipant(view.recorder)
        window.layoutIfNeeded()
        #expect(view.recorder.phases == ["gather", "settle", "adjust", "finish"])
    }

    @Test("a tracked-set switch is settled within the pass that saw it")
    func trackedSwitchIsOnePass() {
        let window = makeWindow(width: 400, height: 800)
        let guide = TrackingLayoutGuide()
        window.addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: window.topAnchor, constant: 300).priority(500)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 150),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 100), top,
        ])
        let bar = makeView("bar", in: window)
        LayoutConstraint.activate([bar.heightAnchor.constraint(equalToConstant: 44)])
        guide.setConstraints([bar.topAnchor.constraint(equalTo: guide.bottomAnchor)], activeWhenNearEdge: .top)
        guide.setConstraints([bar.bottomAnchor.constraint(equalTo: guide.topAnchor)], activeWhenAwayFrom: .top)
        window.layoutIfNeeded()
        let passes = window.layoutStatistics.layoutPasses
        top.constant = 50
        window.layoutIfNeeded()
        #expect(guide.nearEdges == .top)
        #expect(abs(bar.frame.minY - 150) < 1e-9)
        #expect(window.layoutStatistics.layoutPasses == passes + 1)
    }
}
