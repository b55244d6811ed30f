import Foundation
import Testing

@testable import Truss

@Suite("View hierarchy")
struct HierarchyTests {
    @Test("constraints in a detached tree are solved when it joins a window")
    func detachedTree() {
        let card = View()
        card.identifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = makeView("title", in: card)
        LayoutConstraint.activate {
            title.leadingAnchor == card.leadingAnchor + 10
            title.topAnchor == card.topAnchor + 10
            title.widthAnchor == 50
            title.heightAnchor == 20
            card.widthAnchor == 100
            card.heightAnchor == 60
        }
        // Each constraint is held by the nearest common ancestor of its items.
        #expect(title.constraints.count == 2 && card.constraints.count == 4)
        let window = makeWindow(width: 320, height: 480)
        window.addSubview(card)
        LayoutConstraint.activate {
            card.leadingAnchor == window.leadingAnchor + 30
            card.topAnchor == window.topAnchor + 40
        }
        #expect(window.constraints.count == 2)
        window.layoutIfNeeded()
        expectFrame(card.frame, 30, 40, 100, 60)
        expectFrame(title.frame, 10, 10, 50, 20)
        #expect(title.window === window && card.superview === window && window.subviews.count == 1)
    }

    @Test("removing a view deactivates constraints that leave its subtree, keeps the rest")
    func removal() {
        let window = makeWindow(width: 320, height: 480)
        let card = makeView("card", in: window)
        let title = makeView("title", in: card)
        let outside = card.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let inside = title.widthAnchor.constraint(equalTo: card.widthAnchor)
        LayoutConstraint.activate([outside, inside])
        card.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive && !inside.isInEngine)
        #expect(title.window == nil && card.superview == nil)
        window.addSubview(card)
        #expect(inside.isInEngine)
    }

    @Test("subviews keep their order; re-adding moves to the front")
    func order() {
        let window = makeWindow()
        let a = View()
        let b = View()
        window.addSubview(a)
        window.addSubview(b)
        window.addSubview(a)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
        #expect(a.isDescendant(of: window) && !window.isDescendant(of: a))
        #expect(window.screen.windows.contains { $0 === window })
    }
}
