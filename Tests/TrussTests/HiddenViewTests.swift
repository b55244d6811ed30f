import Foundation
import Testing

@testable import Truss

/// `isHidden`, UIKit's: a hidden view keeps its frame and constraints; it is not drawn.
@Suite("Hidden views")
struct HiddenViewTests {
    /// A 390-wide window: `badge` at (20, 100, 50, 30), `label` 8 to its right, and
    /// `dot` inside the badge at (5, 5, 10, 10).
    func scene() -> (Window, badge: View, label: View, dot: View) {
        let window = makeWindow()
        let badge = makeView("badge", in: window)
        let label = makeView("label", in: window)
        let dot = makeView("dot", in: badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: badge.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 30),
            dot.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 5),
            dot.topAnchor.constraint(equalTo: badge.topAnchor, constant: 5),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        return (window, badge, label, dot)
    }

    @Test func aHiddenViewKeepsItsFrameAndItsNeighbours() {
        let (window, badge, label, dot) = scene()
        badge.isHidden = true
        window.layoutIfNeeded()
        // Nothing moves: badge (20, 100, 50, 30), label at 20 + 50 + 8 = 78, dot (5, 5) inside.
        expectFrame(badge.frame, 20, 100, 50, 30)
        expectFrame(label.frame, 78, 100, 100, 30)
        expectFrame(dot.frame, 5, 5, 10, 10)
        #expect(!dot.isHidden, "hiding a view does not change its subviews' own isHidden, as in UIKit")
    }

    @Test func snapshotsLeaveOutAHiddenSubtree() {
        let (window, badge, _, _) = scene()
        let before = window.svgSnapshot()
        #expect(before.contains(">badge<") && before.contains(">dot<"))
        badge.isHidden = true
        let after = window.svgSnapshot()
        #expect(!after.contains(">badge<") && !after.contains(">dot<"))
        #expect(after.contains(">label<"))
        #expect(window.layoutSnapshot().contains("View 'badge' (20, 100, 50, 30) hidden"))
        badge.isHidden = false
        #expect(window.svgSnapshot() == before)
    }
}
