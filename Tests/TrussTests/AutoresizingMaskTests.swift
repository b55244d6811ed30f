import Foundation
import TestSupport
import Testing

@testable import Truss

/// Frames worked out from UIKit's rule for `autoresizingMask`: the portions of the superview
/// not in the mask keep their lengths; a change Δ of the superview's length is shared by the
/// flexible portions in proportion to their lengths when the frame was set.
@Suite("Autoresizing masks")
struct AutoresizingMaskTests {
    /// A 320×480 window holding a 320×480 container that follows it (flexible width and
    /// height), and `view` at `frame` with `mask` in the container.
    func scene(_ frame: CGRect, _ mask: View.AutoresizingMask) -> (Window, View) {
        let window = makeWindow(width: 320, height: 480)
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        let view = View(frame: frame)
        view.autoresizingMask = mask
        container.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    func resize(_ window: Window, width: CGFloat, height: CGFloat = 480) {
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.layoutIfNeeded()
    }

    @Test("no mask: the frame stays as set when the superview grows")
    func fixed() {
        let (window, view) = scene(CGRect(x: 10, y: 20, width: 100, height: 44), [])
        resize(window, width: 400, height: 600)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 44))
        #expect(view.superview!.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("flexible width: both margins stay, the width takes the change")
    func flexibleWidth() {
        let (window, view) = scene(CGRect(x: 10, y: 0, width: 300, height: 44), [.flexibleWidth])
        #expect(view.frame == CGRect(x: 10, y: 0, width: 300, height: 44))
        resize(window, width: 400)
        // width = 300 + (400 − 320) = 380; x = 10.
        #expect(view.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
    }

    @Test("flexible left margin: pinned to the right edge")
    func flexibleLeft() {
        let (window, view) = scene(CGRect(x: 250, y: 10, width: 60, height: 30), [.flexibleLeftMargin])
        resize(window, width: 400)
        // x = 250 + 80 = 330, so the right margin stays 320 − 310 = 10 = 400 − 390.
        #expect(view.frame == CGRect(x: 330, y: 10, width: 60, height: 30))
    }

    @Test("flexible left and right margins: stays centred")
    func centred() {
        let (window, view) = scene(
            CGRect(x: 110, y: 0, width: 100, height: 44), [.flexibleLeftMargin, .flexibleRightMargin])
        resize(window, width: 400)
        // Margins 110 and 110 share 80 equally: x = 110 + 40 = 150 = (400 − 100) / 2.
        #expect(view.frame == CGRect(x: 150, y: 0, width: 100, height: 44))
    }

    @Test("every portion flexible: the frame scales with the superview")
    func proportional() {
        let (window, view) = scene(
            CGRect(x: 40, y: 0, width: 240, height: 44), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        resize(window, width: 400)
        // Portions 40, 240, 40 of 320 share 80: x = 40 + 80 · 40/320 = 50, width = 240 + 80 · 240/320 = 300.
        #expect(view.frame == CGRect(x: 50, y: 0, width: 300, height: 44))
    }

    @Test("flexible width and right margin: shared in proportion to their lengths")
    func widthAndRight() {
        let (window, view) = scene(CGRect(x: 10, y: 0, width: 100, height: 44), [.flexibleWidth, .flexibleRightMargin])
        resize(window, width: 400)
        // Width 100 and right margin 210 share 80: width = 100 + 80 · 100/310 = 125.81, so
        // the right edge 135.81 is at 136 on whole points: width 126.
        #expect(view.frame.width == 126)
        #expect(view.frame.minX == 10)
    }

    @Test("flexible top margin: a toolbar stays on the bottom edge")
    func flexibleTop() {
        let (window, view) = scene(CGRect(x: 0, y: 436, width: 320, height: 44), [.flexibleTopMargin, .flexibleWidth])
        resize(window, width: 400, height: 600)
        // y = 436 + (600 − 480) = 556; width = 320 + 80 = 400.
        #expect(view.frame == CGRect(x: 0, y: 556, width: 400, height: 44))
    }

    @Test("flexible portions that are all zero share the change equally")
    func zeroPortions() {
        let (window, view) = scene(CGRect(x: 0, y: 0, width: 0, height: 44), [.flexibleLeftMargin, .flexibleWidth])
        resize(window, width: 400)
        // Left margin 0 and width 0: 80 / 2 = 40 each.
        #expect(view.frame == CGRect(x: 40, y: 0, width: 40, height: 44))
    }

    @Test("setting the frame re-bases the rule on the superview's size at that moment")
    func rebase() {
        let (window, view) = scene(CGRect(x: 10, y: 0, width: 300, height: 44), [.flexibleWidth])
        resize(window, width: 400)
        view.frame = CGRect(x: 20, y: 0, width: 100, height: 44)
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 100, height: 44))
        resize(window, width: 320)
        // Measured from 400 now: width = 100 + (320 − 400) = 20.
        #expect(view.frame == CGRect(x: 20, y: 0, width: 20, height: 44))
    }

    @Test("changing the mask of a view in place takes effect")
    func maskChange() {
        let (window, view) = scene(CGRect(x: 10, y: 0, width: 300, height: 44), [])
        view.autoresizingMask = .flexibleWidth
        resize(window, width: 400)
        #expect(view.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
        view.autoresizingMask = []
        resize(window, width: 320)
        // Fixed again at the frame it had (10, 0, 380, 44).
        #expect(view.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
    }

    @Test("a fixed-frame view in an Auto Layout parent follows the parent as it resizes")
    func insideAutoLayoutParent() {
        let window = makeWindow(width: 320, height: 480)
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        LayoutConstraint.activate {
            card.leadingAnchor == window.leadingAnchor + 20
            card.trailingAnchor == window.trailingAnchor - 20
            card.topAnchor == window.topAnchor + 100
            card.heightAnchor == 200
        }
        window.layoutIfNeeded()
        // The card is 280 wide; the badge sits 8 from its right edge.
        let badge = View(frame: CGRect(x: 252, y: 8, width: 20, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        card.addSubview(badge)
        resize(window, width: 400)
        // Card 360 wide: x = 252 + 80 = 332, still 8 from the right (360 − 352).
        #expect(card.frame == CGRect(x: 20, y: 100, width: 360, height: 200))
        #expect(badge.frame == CGRect(x: 332, y: 8, width: 20, height: 20))
    }

    @Test("the constraints are required and named, with the share as multiplier")
    func constraintShape() {
        let (_, view) = scene(CGRect(x: 40, y: 0, width: 240, height: 44), [.flexibleLeftMargin, .flexibleWidth])
        let names = view.autoresizingConstraints.map { $0.identifier ?? "" }
        #expect(
            names == [
                "Truss-Autoresizing-x", "Truss-Autoresizing-y", "Truss-Autoresizing-width",
                "Truss-Autoresizing-height",
            ])
        #expect(view.autoresizingConstraints.allSatisfy { $0.priority == .required })
        // Left 40 and width 240 flexible, right margin 40 fixed: shares 40/280 and 240/280.
        #expect(approx(view.autoresizingConstraints[0].multiplier, 40.0 / 280))
        #expect(approx(view.autoresizingConstraints[2].multiplier, 240.0 / 280))
        // The top margin is fixed: `top == superview.top + 0`.
        #expect(view.autoresizingConstraints[1].secondItem === view.superview)
        #expect(view.autoresizingConstraints[1].secondAttribute == .top)
        #expect(view.autoresizingConstraints[1].multiplier == 1)
    }
}
