import Foundation
import Testing

@testable import Truss

@Suite("Layout snapshots as text")
struct SnapshotTextTests {
    @Test(
        "numbers: hundredths, no trailing zeros, no -0",
        arguments: [
            (CGFloat(35), "35"), (0.5, "0.5"), (-12.25, "-12.25"), (330.004, "330"), (-0.001, "0"),
            (0.05, "0.05"), (1e6, "1000000"), (-7.1, "-7.1"),
        ])
    func numbers(value: CGFloat, text: String) {
        #expect(SnapshotFormat.number(value) == text)
    }

    @Test("rectangles, points, sizes and insets")
    func shapes() {
        #expect(SnapshotFormat.rect(CGRect(x: 1, y: 2.5, width: 3, height: 4)) == "(1, 2.5, 3, 4)")
        #expect(SnapshotFormat.point(CGPoint(x: 0, y: 35)) == "(0, 35)")
        #expect(SnapshotFormat.size(CGSize(width: 375, height: 667)) == "(375, 667)")
        #expect(SnapshotFormat.insets(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) == "{59, 0, 34, 0}")
    }

    /// A 200×100 window; box at (10, 20, 50, 30) by constraints; a guide "gap" right of the
    /// box, 40.25 wide and as tall; inner at (5, 5, 12.5, 10) in the box by its frame. The
    /// screen has scale 4, so that the quarter points are on its pixel grid and the frames
    /// keep them (at scale 1 they would be rounded to 40 and 13 wide).
    func smallWindow() -> Window {
        let window = makeWindow(width: 200, height: 100)
        window.screen.scale = 4
        let box = makeView("box", in: window)
        let inner = View(frame: CGRect(x: 5, y: 5, width: 12.5, height: 10))
        inner.identifier = "inner"
        box.addSubview(inner)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        window.addLayoutGuide(gap)
        LayoutConstraint.activate {
            box.leftAnchor == window.leftAnchor + 10
            box.topAnchor == window.topAnchor + 20
            box.widthAnchor == 50
            box.heightAnchor == 30
            gap.leftAnchor == box.rightAnchor
            gap.widthAnchor == 40.25
            gap.topAnchor == box.topAnchor
            gap.heightAnchor == box.heightAnchor
        }
        window.layoutIfNeeded()
        return window
    }

    @Test("a small hierarchy: guides before subviews, two spaces per level")
    func smallHierarchy() {
        let expected = """
            Window 'window' (0, 0, 200, 100)
              LayoutGuide 'gap' (60, 20, 40.25, 30)
              View 'box' (10, 20, 50, 30)
                View 'inner' (5, 5, 12.5, 10)

            """
        #expect(smallWindow().layoutSnapshot() == expected)
    }

    @Test("without guides, of a subtree, and with safe-area insets")
    func variants() {
        let window = smallWindow()
        #expect(
            window.layoutSnapshot(includingGuides: false)
                == "Window 'window' (0, 0, 200, 100)\n  View 'box' (10, 20, 50, 30)\n    View 'inner' (5, 5, 12.5, 10)\n"
        )
        #expect(window.subviews[0].layoutSnapshot() == "View 'box' (10, 20, 50, 30)\n  View 'inner' (5, 5, 12.5, 10)\n")
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        window.layoutIfNeeded()
        #expect(window.layoutSnapshot().hasPrefix("Window 'window' (0, 0, 200, 100) safeAreaInsets={20, 0, 10, 0}\n"))
    }

    @Test("an ambiguous view is marked; a view without identifier shows its type only")
    func ambiguity() {
        let window = makeWindow(width: 100, height: 100)
        let loose = View()
        loose.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(loose)
        LayoutConstraint.activate {
            loose.widthAnchor == 10
            loose.heightAnchor == 10
            loose.leftAnchor >= window.leftAnchor
            loose.topAnchor == window.topAnchor
        }
        window.layoutIfNeeded()
        let lines = window.layoutSnapshot().split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("  View ("))
        #expect(lines[1].hasSuffix(" AMBIGUOUS"))
    }

    @Test("a scroll view's line: offset, size and adjusted inset; its guides in bounds coordinates")
    func scrollViewLines() {
        let window = makeWindow(width: 300, height: 200)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.identifier = "scroll"
        window.addSubview(scroll)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            content.widthAnchor == 300
            content.heightAnchor == 500
        }
        scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        // Frame guide: (offset, size); inset guide: 20 off the bottom.
        let expected = """
            Window 'window' (0, 0, 300, 200)
              ScrollView 'scroll' (0, 0, 300, 200) contentOffset=(0, 100) contentSize=(300, 500) \
            adjustedContentInset={0, 0, 20, 0}
                LayoutGuide 'contentLayoutGuide' (0, 0, 300, 500)
                LayoutGuide 'frameLayoutGuide' (0, 100, 300, 200)
                LayoutGuide 'contentInsetLayoutGuide' (0, 100, 300, 180)

            """
        #expect(window.layoutSnapshot() == expected)
    }
}
