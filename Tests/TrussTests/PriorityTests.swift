import Foundation
import Testing

@testable import Truss

@Suite("Priorities are tiers")
struct PriorityTests {
    @Test("one 751 beats a thousand 750s")
    func tierBeatsCount() {
        let window = makeWindow(width: 1000, height: 400)
        let box = makeView("box", in: window)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100).priority(.defaultHigh + 1),
        ]
        for _ in 0..<1000 {
            constraints.append(box.widthAnchor.constraint(equalToConstant: 200).priority(.defaultHigh))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // With weights, 1000 × 100 of error would outweigh one 100; with tiers 751 wins.
        expectFrame(box.frame, 0, 0, 100, 10)
    }

    @Test("an optional priority change is cheap and takes effect")
    func priorityChange() {
        let window = makeWindow(width: 1000, height: 400)
        let box = makeView("box", in: window)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100).priority(.defaultLow)
        let wide = box.widthAnchor.constraint(equalToConstant: 200).priority(.defaultHigh)
        LayoutConstraint.activate {
            box.leadingAnchor == window.leadingAnchor
            box.topAnchor == window.topAnchor
            box.heightAnchor == 10
            narrow
            wide
        }
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
        let before = window.layoutStatistics
        narrow.priority = .defaultHigh + 1
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(window.layoutStatistics.priorityEdits == before.priorityEdits + 1)
        #expect(window.layoutStatistics.constraintsAdded == before.constraintsAdded)
    }

    @Test("an inactive constraint may become required")
    func inactiveCrossing() {
        let c = View().widthAnchor.constraint(equalToConstant: 10).priority(.defaultLow)
        c.priority = .required
        #expect(c.priority == .required)
    }

    @Test("an active constraint may not cross required")
    func activeCrossingTraps() async {
        await #expect(processExitsWith: .failure) {
            let window = makeWindow()
            let box = makeView("box", in: window)
            let c = box.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            c.priority = .defaultHigh
        }
    }
}
