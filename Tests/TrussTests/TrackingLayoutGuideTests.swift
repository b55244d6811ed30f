import Foundation
import Testing

@testable import Truss

@Suite("Tracking layout guide on its own")
struct TrackingLayoutGuideTests {
    /// A 400×800 window with a 100×100 panel guide whose top is `panelTop` (editable).
    struct Panel {
        let window: Window
        let guide: TrackingLayoutGuide
        let top: LayoutConstraint

        init(top y: CGFloat) {
            window = makeWindow(width: 400, height: 800)
            guide = TrackingLayoutGuide()
            guide.identifier = "panel"
            window.addLayoutGuide(guide)
            top = guide.topAnchor.constraint(equalTo: window.topAnchor, constant: y).priority(500)
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 150),
                guide.widthAnchor.constraint(equalToConstant: 100),
                guide.heightAnchor.constraint(equalToConstant: 100),
                top,
            ])
        }
    }

    @Test("a draggable panel switches sets by its own edges")
    func panelSwitches() {
        let p = Panel(top: 300)
        let toolbar = makeView("toolbar", in: p.window)
        let above = toolbar.bottomAnchor.constraint(equalTo: p.guide.topAnchor)
        let below = toolbar.topAnchor.constraint(equalTo: p.guide.bottomAnchor)
        LayoutConstraint.activate([toolbar.heightAnchor.constraint(equalToConstant: 44)])
        p.guide.setConstraints([below], activeWhenNearEdge: .top)
        p.guide.setConstraints([above], activeWhenAwayFrom: .top)
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == [])
        #expect(above.isActive && !below.isActive)
        #expect(abs(toolbar.frame.minY - 256) < 1e-6)
        // Dragged to 50 ≤ 0.10 · 800: near top, toolbar below: 50 + 100.
        p.top.constant = 50
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == .top)
        #expect(below.isActive && !above.isActive)
        #expect(abs(toolbar.frame.minY - 150) < 1e-6)
        #expect(p.guide.lastSwitches.count == 2)
    }

    @Test("hysteresis keeps a near edge until the guide is clearly away")
    func hysteresis() {
        let p = Panel(top: 50)
        p.guide.thresholds = .init(top: 0.10, leading: 0.10, bottom: 0.03, trailing: 0.10, hysteresis: 0.05)
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == .top)
        // 100 > 80 but ≤ (0.10 + 0.05) · 800 = 120: still near.
        p.top.constant = 100
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == .top)
        p.top.constant = 130
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == [])
        // Coming back needs ≤ 80 again.
        p.top.constant = 100
        p.window.layoutIfNeeded()
        #expect(p.guide.nearEdges == [])
    }

    @Test("a switch that moves the guide back across its threshold settles instead of looping")
    func settles() {
        // Near the top, a required set pushes the panel down to 200 (away); away, a set
        // pulls it to 40 (near). Naively this flips forever.
        let p = Panel(top: 40)
        let pushDown = p.guide.topAnchor.constraint(equalTo: p.window.topAnchor, constant: 200).priority(900)
        let pullUp = p.guide.topAnchor.constraint(equalTo: p.window.topAnchor, constant: 40).priority(900)
        p.guide.setConstraints([pushDown], activeWhenNearEdge: .top)
        p.guide.setConstraints([pullUp], activeWhenAwayFrom: .top)
        var reports = 0
        p.guide.trackedSetsDidSwitch = { _ in reports += 1 }
        p.window.layoutIfNeeded()
        let settled = p.guide.nearEdges
        let frame = p.guide.layoutFrame
        let passes = p.window.layoutStatistics.layoutPasses
        // Further passes change nothing.
        for _ in 0..<5 {
            p.window.setNeedsLayout()
            p.window.layoutIfNeeded()
            #expect(p.guide.nearEdges == settled)
            #expect(close(p.guide.layoutFrame, frame))
        }
        #expect(p.window.layoutStatistics.layoutPasses == passes + 5, "one pass each, no re-solving")
        #expect(reports <= 1)
        // The state is consistent with one of the two sets being on, not both.
        #expect(pushDown.isActive != pullUp.isActive)
        // Moving the panel's own constraint re-evaluates, and settles again.
        p.top.constant = 500
        p.window.layoutIfNeeded()
        p.window.setNeedsLayout()
        p.window.layoutIfNeeded()
        #expect(pushDown.isActive != pullUp.isActive)
    }

    @Test("DirectionalRectEdge: keys, all and descriptions")
    func edges() {
        #expect(DirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(DirectionalRectEdge([.leading, .trailing]) != .leading)
        #expect(DirectionalRectEdge([.bottom, .top]).description == "[top, bottom]")
        #expect(DirectionalRectEdge.top.rawValue == 1 && DirectionalRectEdge.trailing.rawValue == 8)
    }
}
