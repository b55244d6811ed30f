import Foundation
import Testing

@testable import Truss

@Suite("Scroll view: content guide, offset, size, insets")
struct ScrollViewTests {
    /// A 375×667 window with a scroll view at (0, 100, 375, 400) and a 700-tall content
    /// of one 50-tall box at y = 120 in the content.
    func makeScene() -> (Window, ScrollView, View) {
        let window = makeWindow(width: 375, height: 667)
        let scroll = ScrollView()
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let box = makeView("box", in: scroll)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor + 100
            scroll.heightAnchor == 400
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            content.heightAnchor == 700
            box.topAnchor == content.topAnchor + 120
            box.leadingAnchor == content.leadingAnchor + 10
            box.widthAnchor == 100
            box.heightAnchor == 50
        }
        return (window, scroll, box)
    }

    @Test("content size comes from the content constraints; frames are in bounds coordinates")
    func contentSizeAndFrames() {
        let (window, scroll, box) = makeScene()
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 375, height: 700))
        #expect(scroll.contentOffset == .zero)
        expectFrame(scroll.frame, 0, 100, 375, 400)
        expectFrame(box.frame, 10, 120, 100, 50)
        expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 375, 700)
        expectFrame(scroll.frameLayoutGuide.layoutFrame, 0, 0, 375, 400)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test("setting the offset scrolls: bounds origin moves, subview frames stay, screen positions move")
    func offsetMovesContent() {
        let (window, scroll, box) = makeScene()
        window.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 90)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        expectFrame(scroll.bounds, 0, 90, 375, 400)
        // The box stays at y = 120 in the content (bounds coordinates) …
        expectFrame(box.frame, 10, 120, 100, 50)
        // … and is 90 higher on screen: 100 + 120 - 90 = 130.
        expectFrame(box.rectInWindow(), 10, 130, 100, 50)
        // The frame guide follows the bounds: (0, 90, 375, 400); the content stays at 0.
        expectFrame(scroll.frameLayoutGuide.layoutFrame, 0, 90, 375, 400)
        expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 375, 700)
    }

    @Test("a subview pinned to the frame guide does not scroll on screen")
    func frameGuidePinnedView() {
        let (window, scroll, _) = makeScene()
        let badge = makeView("badge", in: scroll)
        LayoutConstraint.activate {
            badge.topAnchor == scroll.frameLayoutGuide.topAnchor + 8
            badge.trailingAnchor == scroll.frameLayoutGuide.trailingAnchor - 8
            badge.widthAnchor == 20
            badge.heightAnchor == 20
        }
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        // Frame in bounds coordinates: y = 200 + 8; on screen always 100 + 8.
        expectFrame(badge.frame, 347, 208, 20, 20)
        expectFrame(badge.rectInWindow(), 347, 108, 20, 20)
    }

    @Test("content insets shape the inset guide; the offset is not clamped without keepVisible")
    func insetsAndUnclampedOffset() {
        let (window, scroll, _) = makeScene()
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        scroll.contentOffset = CGPoint(x: 0, y: -50)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        // As in UIKit, a set offset is taken as is, even past -inset.top.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -50))
        // Inset guide in bounds coordinates: (0, -50 + 10, 375, 400 - 40).
        expectFrame(scroll.contentInsetLayoutGuide.layoutFrame, 0, -40, 375, 360)
    }

    @Test("the offset survives a rebuild of other constraints (it is re-solved, not re-set)")
    func offsetStaysAcrossPasses() {
        let (window, scroll, box) = makeScene()
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        window.layoutIfNeeded()
        let grow = box.heightAnchor.constraint(equalToConstant: 80)
        LayoutConstraint.deactivate(box.constraints.filter { $0.firstAttribute == .height })
        grow.isActive = true
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 60))
        expectFrame(box.frame, 10, 120, 100, 80)
    }
}
