import Foundation
import TestSupport
import Testing

@testable import Truss

/// `preservesSuperviewLayoutMargins`: a view close to its superview's edges gets margins
/// that keep its margins guide inside the superview's.
@Suite("Preserved superview layout margins")
struct PreservedMarginsTests {
    /// A container at (0, 100, 393, 400) in a window without safe-area insets, a content
    /// view `inset` from each of its edges, and a label on the content's margins guide.
    struct Scene {
        let window = makeWindow(width: 393, height: 852)
        let container: View
        let content: View
        let label: View
        let insetConstraints: [LayoutConstraint]

        init(inset: CGFloat, containerMargins: CGFloat, preserves: Bool = true) {
            container = makeView("container", in: window)
            content = makeView("content", in: container)
            label = makeView("label", in: content)
            container.directionalLayoutMargins = DirectionalEdgeInsets(all: containerMargins)
            content.preservesSuperviewLayoutMargins = preserves
            insetConstraints = [
                content.leftAnchor.constraint(equalTo: container.leftAnchor, constant: inset),
                content.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
                container.rightAnchor.constraint(equalTo: content.rightAnchor, constant: inset),
                container.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: inset),
            ]
            LayoutConstraint.activate(insetConstraints)
            LayoutConstraint.activate {
                container.leftAnchor == window.leftAnchor
                container.topAnchor == window.topAnchor + 100
                container.widthAnchor == 393
                container.heightAnchor == 400
                label.leftAnchor == content.layoutMarginsGuide.leftAnchor
                label.rightAnchor == content.layoutMarginsGuide.rightAnchor
                label.topAnchor == content.layoutMarginsGuide.topAnchor
                label.bottomAnchor == content.layoutMarginsGuide.bottomAnchor
            }
            window.layoutIfNeeded()
        }

        func setInset(_ inset: CGFloat) {
            for c in insetConstraints { c.constant = inset }
            window.layoutIfNeeded()
        }
    }

    @Test("off by default: a view's margins are its own")
    func offByDefault() {
        let view = View()
        #expect(view.preservesSuperviewLayoutMargins == false)
        let scene = Scene(inset: 5, containerMargins: 20, preserves: false)
        // Content (5, 5, 383, 390) in the container; its own margins 8.
        #expect(scene.content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        expectFrame(scene.label.frame, 8, 8, 367, 374)
    }

    @Test("a view 5 from edges with margins 20 gets margins 15")
    func closeToTheEdges() {
        let scene = Scene(inset: 5, containerMargins: 20)
        // Container margins guide: x 20…373, y 120…480 (window). Content 5…388, 105…495: its
        // own guide would start at 5 + 8 = 13 < 20, so 7 is added: margin 15 on each edge.
        #expect(scene.content.layoutMargins == EdgeInsets(top: 15, left: 15, bottom: 15, right: 15))
        #expect(scene.content.directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
        // Label: x = 15, y = 15, width = 383 − 30 = 353, height = 390 − 30 = 360.
        expectFrame(scene.label.frame, 15, 15, 353, 360)
        expectFrame(scene.content.layoutMarginsGuide.layoutFrame, 15, 15, 353, 360)
    }

    @Test("the margins follow when the superview's margins change and the view moves")
    func followsChanges() {
        let scene = Scene(inset: 5, containerMargins: 20)
        scene.container.directionalLayoutMargins = DirectionalEdgeInsets(all: 4)
        scene.window.layoutIfNeeded()
        // Guide edge 4 < 5 + 8: nothing added, the label sits at the own margin 8.
        // Width 383 − 16 = 367, height 390 − 16 = 374.
        expectFrame(scene.label.frame, 8, 8, 367, 374)
        scene.container.directionalLayoutMargins = DirectionalEdgeInsets(all: 40)
        scene.setInset(30)
        // Content 30 in: 30 + 8 = 38 < 40, 2 added: margin 10. Content 333 × 340; label
        // (10, 10, 333 − 20 = 313, 340 − 20 = 320).
        #expect(scene.content.layoutMargins == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        expectFrame(scene.label.frame, 10, 10, 313, 320)
        scene.setInset(50)
        // Content 50 in: beyond the container's margin, nothing added.
        #expect(scene.content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        scene.content.preservesSuperviewLayoutMargins = false
        scene.setInset(0)
        // Turned off: the own margins, even at the container's edge.
        #expect(scene.content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        expectFrame(scene.label.frame, 8, 8, 377, 384)
    }

    @Test("only the edges near the superview's are adjusted")
    func oneEdge() {
        let window = makeWindow(width: 393, height: 852)
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 24)
        window.addSubview(container)
        let content = View(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        content.preservesSuperviewLayoutMargins = true
        container.addSubview(content)
        let guide = content.layoutMarginsGuide
        window.layoutIfNeeded()
        // Left: 24 − (0 + 8) = 16 added, margin 24. Right: the content ends at 100, far from
        // 300 − 24: nothing. Top 50 + 8 > 10, bottom 100 − 8 < 190: nothing.
        #expect(content.layoutMargins == EdgeInsets(top: 8, left: 24, bottom: 8, right: 8))
        // Guide: x 24, width 100 − 24 − 8 = 68; y 8, height 50 − 16 = 34.
        expectFrame(guide.layoutFrame, 24, 8, 68, 34)
    }

    @Test("margins cascade through a chain of preserving views")
    func chain() {
        let window = makeWindow(width: 393, height: 852)
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.directionalLayoutMargins = DirectionalEdgeInsets(all: 30)
        window.addSubview(container)
        let middle = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        middle.preservesSuperviewLayoutMargins = true
        container.addSubview(middle)
        let inner = View(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        inner.preservesSuperviewLayoutMargins = true
        middle.addSubview(inner)
        let guide = inner.layoutMarginsGuide
        window.layoutIfNeeded()
        // Middle fills the container: margins 30. Inner is 10 in: 30 − 10 = 20 > 8.
        #expect(middle.layoutMargins == EdgeInsets(top: 30, left: 30, bottom: 30, right: 30))
        #expect(inner.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        // Inner's guide: (20, 20, 280 − 40 = 240, 180 − 40 = 140).
        expectFrame(guide.layoutFrame, 20, 20, 240, 140)
    }

    @Test("the safe area is counted once", arguments: [true, false])
    func safeArea(insetsFromSafeArea: Bool) {
        let window = phoneWindow()
        let container = makeView("container", in: window)
        let content = makeView("content", in: container)
        content.preservesSuperviewLayoutMargins = true
        content.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
        let label = makeView("label", in: content)
        LayoutConstraint.activate {
            container.edgesAnchors(equalTo: window)
            content.edgesAnchors(equalTo: container)
            label.topAnchor == content.layoutMarginsGuide.topAnchor
            label.leftAnchor == content.layoutMarginsGuide.leftAnchor
            label.widthAnchor == 10
            label.heightAnchor == 10
        }
        window.layoutIfNeeded()
        // The container's guide top: 59 (safe area) + 8 = 67.
        if insetsFromSafeArea {
            // The content's own guide is at 59 + 8 = 67 too: nothing added.
            #expect(content.layoutMargins.top == 8)
        } else {
            // Its own guide is at 8: 67 − 8 = 59 added, margin 67.
            #expect(content.layoutMargins.top == 67)
        }
        expectFrame(label.frame, 8, 67, 10, 10)
    }
}

extension View {
    /// The four edge constraints that make the view cover `other`.
    fileprivate func edgesAnchors(equalTo other: View) -> [LayoutConstraint] {
        [
            leftAnchor.constraint(equalTo: other.leftAnchor), rightAnchor.constraint(equalTo: other.rightAnchor),
            topAnchor.constraint(equalTo: other.topAnchor), bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ]
    }
}
