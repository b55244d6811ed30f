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

    @Test("a subtree moved to another parent keeps its constraints in the solver, in activation order")
    func moveKeepsOrder() {
        let window = makeWindow(width: 320, height: 480)
        let from = makeView("from", in: window)
        let to = makeView("to", in: window)
        let container = makeView("container", in: from)
        // A row: each view's leading on the previous one's trailing + 1, 10 × 10; the
        // widths and heights are held by each view, the positions by the container.
        var row: [LayoutConstraint] = []
        var previous: View?
        for i in 0..<3 {
            let view = makeView("v\(i)", in: container)
            row += [
                view.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            previous = view
        }
        LayoutConstraint.activate(
            [
                from.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                from.topAnchor.constraint(equalTo: window.topAnchor),
                to.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                to.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                container.leadingAnchor.constraint(equalTo: from.leadingAnchor),
                container.topAnchor.constraint(equalTo: from.topAnchor),
            ] + row)
        window.layoutIfNeeded()
        to.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: to.leadingAnchor),
            container.topAnchor.constraint(equalTo: to.topAnchor),
        ])
        window.layoutIfNeeded()
        // The row's constraints are in the solver in activation order, not grouped by the
        // view that holds them (positions first, then sizes).
        let engine = window.engine
        let inSolver = engine.solver.constraints.compactMap { engine.lookup[$0] }
        let rowInSolver = inSolver.filter { c in row.contains { $0 === c } }
        #expect(rowInSolver.count == row.count && zip(rowInSolver, row).allSatisfy { $0 === $1 })
        // to at (5, 100); the container at its origin; vᵢ.x = 1 + 11·i (10 wide, 1 apart).
        expectFrame(to.frame, 5, 100, 0, 0)
        expectFrame(container.frame, 0, 0, 0, 0)
        for (i, view) in container.subviews.enumerated() { expectFrame(view.frame, 1 + 11 * CGFloat(i), 0, 10, 10) }
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
