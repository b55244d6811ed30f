import Foundation
import Testing

@testable import Truss

/// Frames on the screen's pixel grid: each edge rounded, in window coordinates, to the
/// nearest multiple of 1 / scale, halves up (see the MarginsAndGeometry article). Every
/// expected frame is worked out by hand beside its assertion.
@Suite("Pixel grid: frames rounded to the screen's pixels")
struct PixelGridTests {
    /// A window of `width` × 400 on a screen of `scale`, with one view placed by constants.
    func scene(
        scale: CGFloat, x: CGFloat, y: CGFloat = 0, width: CGFloat, height: CGFloat = 10, windowWidth: CGFloat = 400
    ) -> (Window, View) {
        let window = makeWindow(width: windowWidth, height: 400)
        window.screen.scale = scale
        let view = makeView("view", in: window)
        LayoutConstraint.activate {
            view.leftAnchor == window.leftAnchor + x
            view.topAnchor == window.topAnchor + y
            view.widthAnchor == width
            view.heightAnchor == height
        }
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test(
        "each edge goes to the nearest pixel; the size is the difference of the edges",
        arguments: [
            // (scale, solved x, solved width, expected x, expected width)
            // Scale 1, 10.3 … 30.6: 10 … 31, width 21 where the solved width is 20.3.
            (1, 10.3, 20.3, 10, 21),
            // Scale 2, 950.25 … 958.25 (a tie each): 950.5 … 958.5, width 8.
            (2, 950.25, 8, 950.5, 8),
            // Scale 2, 950.2 = 1900.4 px → 1900 px = 950; 958.2 → 958: width 8.
            (2, 950.2, 8, 950, 8),
            // Scale 3, a third of a point is on the grid: 10 1/3 … 30 1/3 stay.
            (3, 10 + 1.0 / 3, 20, 10 + 1.0 / 3, 20),
            // Scale 3, 10.5 = 31.5 px → 32 px = 10 2/3; 30.5 = 91.5 px → 92 px = 30 2/3.
            (3, 10.5, 20, 10 + 2.0 / 3, 20),
            // Scale 3, 10.2 = 30.6 px → 31 px = 10 1/3; 30.5 → 30 2/3: width 20 1/3.
            (3, 10.2, 20.3, 10 + 1.0 / 3, 20 + 1.0 / 3),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
    func edgesRound(scale: CGFloat, x: CGFloat, width: CGFloat, expectedX: CGFloat, expectedWidth: CGFloat) {
        let (window, view) = scene(scale: scale, x: x, y: 50, width: width)
        expectFrame(view.frame, expectedX, 50, expectedWidth, 10)
        // The solver keeps the exact values.
        let solved = window.engine.solvedRect(of: view)
        #expect(abs(solved.minX - x) < 1e-9 && abs(solved.width - width) < 1e-9)
    }

    @Test(
        "negative origins round halves up, so a view's size does not depend on its side of 0",
        arguments: [
            // (scale, x, width, expected x, expected width)
            // −10.5 … 10.5 at scale 1: −10 and 11 (halves up): width 21, as at +0.5 … 21.5.
            (1, -10.5, 21, -10, 21),
            // −0.25 … 0.25 at scale 2: −0.5 px → 0, 0.5 px → 1 px: (0, 0.5).
            (2, -0.25, 0.5, 0, 0.5),
            // −100.4 … −80.4 at scale 1: −100 and −80, width 20.
            (1, -100.4, 20, -100, 20),
            // Scale 3: −1/3 is on the grid; −1/3 … 2/3 stay.
            (3, -1.0 / 3, 1, -1.0 / 3, 1),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
    func negativeOrigins(scale: CGFloat, x: CGFloat, width: CGFloat, expectedX: CGFloat, expectedWidth: CGFloat) {
        let (_, view) = scene(scale: scale, x: x, width: width)
        expectFrame(view.frame, expectedX, 0, expectedWidth, 10)
    }

    @Test("edges are rounded in window coordinates, not in the superview's")
    func windowCoordinates() {
        let window = makeWindow(width: 400, height: 400)
        let outer = makeView("outer", in: window)
        let inner = makeView("inner", in: outer)
        LayoutConstraint.activate {
            outer.leftAnchor == window.leftAnchor + 0.4
            outer.topAnchor == window.topAnchor + 0.4
            outer.widthAnchor == 100
            outer.heightAnchor == 100
            inner.leftAnchor == outer.leftAnchor + 0.4
            inner.topAnchor == outer.topAnchor + 0.4
            inner.widthAnchor == 10
            inner.heightAnchor == 10
        }
        window.layoutIfNeeded()
        // outer: 0.4 … 100.4 → 0 … 100. inner: 0.8 … 10.8 in the window → 1 … 11, so 1 in
        // outer (rounding 0.4 inside outer would have given 0).
        expectFrame(outer.frame, 0, 0, 100, 100)
        expectFrame(inner.frame, 1, 1, 10, 10)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 1, y: 1))
    }

    @Test("views that touch keep touching: three equal thirds of 100")
    func adjacentViewsStayAdjacent() {
        let window = makeWindow(width: 100, height: 100)
        let views = (0..<3).map { makeView("v\($0)", in: window) }
        LayoutConstraint.activate {
            views[0].leftAnchor == window.leftAnchor
            views[1].leftAnchor == views[0].rightAnchor
            views[2].leftAnchor == views[1].rightAnchor
            views[2].rightAnchor == window.rightAnchor
            views[1].widthAnchor == views[0].widthAnchor
            views[2].widthAnchor == views[0].widthAnchor
            for v in views {
                v.topAnchor == window.topAnchor
                v.heightAnchor == 10
            }
        }
        window.layoutIfNeeded()
        // Edges 0, 33.33, 66.67, 100 → 0, 33, 67, 100: widths 33, 34, 33.
        expectFrame(views[0].frame, 0, 0, 33, 10)
        expectFrame(views[1].frame, 33, 0, 34, 10)
        expectFrame(views[2].frame, 67, 0, 33, 10)
        // At scale 3 every third is on the grid: 33 1/3 each.
        window.screen.scale = 3
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 100.0 / 3, 0, 100.0 / 3, 10)
    }

    @Test("a guide's layout frame is rounded like a view's frame")
    func guides() {
        let window = makeWindow(width: 200, height: 100)
        let gap = LayoutGuide()
        window.addLayoutGuide(gap)
        LayoutConstraint.activate {
            gap.leftAnchor == window.leftAnchor + 60.25
            gap.widthAnchor == 40.25
            gap.topAnchor == window.topAnchor + 20.5
            gap.heightAnchor == 30
        }
        window.layoutIfNeeded()
        // 60.25 … 100.5 → 60 … 101 (the half up); 20.5 … 50.5 → 21 … 51.
        expectFrame(gap.layoutFrame, 60, 21, 41, 30)
        // A view's own guides share its edges: the safe-area guide of a view at 10.5 is its
        // bounds, not 0.5 off.
        let view = makeView("view", in: window)
        LayoutConstraint.activate {
            view.leftAnchor == window.leftAnchor + 10.5
            view.topAnchor == window.topAnchor
            view.widthAnchor == 20
            view.heightAnchor == 20
        }
        window.layoutIfNeeded()
        expectFrame(view.frame, 11, 0, 20, 20)
        expectFrame(view.safeAreaLayoutGuide.layoutFrame, 0, 0, 20, 20)
    }

    @Test("inside a scroll view, a fractional offset moves no frame off its grid")
    func scrollViewContent() {
        let window = makeWindow(width: 375, height: 667)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let box = makeView("box", in: scroll)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            scroll.leftAnchor == window.leftAnchor
            scroll.topAnchor == window.topAnchor + 100
            scroll.widthAnchor == 375
            scroll.heightAnchor == 400
            content.widthAnchor == 375
            content.heightAnchor == 1000
            box.leftAnchor == content.leftAnchor + 10
            box.topAnchor == content.topAnchor + 120.4
            box.widthAnchor == 100
            box.heightAnchor == 50
        }
        window.layoutIfNeeded()
        // 120.4 … 170.4 in the content → 120 … 170.
        expectFrame(box.frame, 10, 120, 100, 50)
        scroll.contentOffset = CGPoint(x: 0, y: 35.5)
        window.layoutIfNeeded()
        // The offset is not rounded; the content's frames do not move with it: the content
        // guide stays at the origin and the box at 120 (rounded with the offset added back:
        // 100 − 35.5 + 120.4 + 35.5 = 220.4 → 220, minus the scroll view's 100).
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 35.5))
        expectFrame(content.layoutFrame, 0, 0, 375, 1000)
        expectFrame(box.frame, 10, 120, 100, 50)
        // Back at 0, and a scroll view at 10.5 in the content: 110.5 → 111 in the window, y 11;
        // scrolled by 20.25 its edges are rounded with the offset added back,
        // 100 − 20.25 + 10.5 + 20.25 = 110.5 → 111: still y 11.
        scroll.contentOffset = .zero
        let inner = ScrollView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(inner)
        LayoutConstraint.activate {
            inner.leftAnchor == content.leftAnchor
            inner.topAnchor == content.topAnchor + 10.5
            inner.widthAnchor == 100
            inner.heightAnchor == 100
        }
        window.layoutIfNeeded()
        expectFrame(box.frame, 10, 120, 100, 50)
        expectFrame(inner.frame, 0, 11, 100, 100)
        scroll.contentOffset = CGPoint(x: 0, y: 20.25)
        window.layoutIfNeeded()
        expectFrame(inner.frame, 0, 11, 100, 100)
    }

    @Test("a new scale rewrites every frame without changing a constraint")
    func scaleChange() {
        let (window, view) = scene(scale: 1, x: 10.5, width: 20)
        // 10.5 … 30.5 → 11 … 31.
        expectFrame(view.frame, 11, 0, 20, 10)
        let added = window.layoutStatistics.constraintsAdded
        window.screen.scale = 2
        #expect(window.traitCollection.displayScale == 2)
        window.layoutIfNeeded()
        // At scale 2, 10.5 is on the grid.
        expectFrame(view.frame, 10.5, 0, 20, 10)
        #expect(window.layoutStatistics.constraintsAdded == added)
    }

    @Test("text sizes are rounded up to the grid of the new scale")
    func textAtNewScale() {
        let window = makeWindow(width: 400, height: 400)
        let label = Label()
        label.text = "Wi-Fi"
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate {
            label.leftAnchor == window.leftAnchor + 10
            label.topAnchor == window.topAnchor + 10
        }
        window.layoutIfNeeded()
        // (0.85 + 0.28 + 0.6 + 0.66 + 0.28) × 17 = 45.39: 46 at scale 1, 45.5 at scale 2.
        #expect(label.frame.width == 46)
        window.screen.scale = 2
        window.layoutIfNeeded()
        #expect(label.frame.width == 45.5)
    }

    @Test("traits carry the display scale; unspecified outside a window")
    func traits() {
        let window = makeWindow()
        window.screen.scale = 3
        #expect(window.traitCollection.displayScale == 3)
        #expect(View().traitCollection.displayScale == 0)
        #expect(TraitCollection(displayScale: 2).displayScale == 2)
        #expect(window.traitCollection.description.hasSuffix(", scale 3"))
    }

    @Test("a scale of 0 is a programmer error")
    func zeroScale() async {
        await #expect(processExitsWith: .failure) {
            Screen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)).scale = 0
        }
    }
}
