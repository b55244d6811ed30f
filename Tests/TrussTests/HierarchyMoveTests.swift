import Foundation
import Testing

@testable import Truss

/// A view moved to another superview in the same window (``View/addSubview(_:)``): the
/// constraints crossing its subtree's edge are deactivated, as in UIKit, and the engine
/// keeps the rest in its solver, redoing only what depends on the superview. The seeded
/// differential check of moves is in ``LayoutDifferentialTests``.
@Suite("View hierarchy: moves within a window")
struct HierarchyMoveTests {
    /// `from` at (0, 0) and `to` at (5, 100), both in the window; `container` in `from`,
    /// pinned to its top-left corner, with `child` inside it at (10, 20), 30 × 40.
    struct Scene {
        let window = makeWindow(width: 320, height: 480)
        let from: View
        let to: View
        let container: View
        let child: View
        /// The container's two constraints to `from`: they cross the subtree's edge.
        let crossing: [LayoutConstraint]
        /// The child's four constraints, held inside the subtree.
        let inside: [LayoutConstraint]

        init() {
            from = makeView("from", in: window)
            to = makeView("to", in: window)
            container = makeView("container", in: from)
            child = makeView("child", in: container)
            crossing = [
                container.leadingAnchor.constraint(equalTo: from.leadingAnchor),
                container.topAnchor.constraint(equalTo: from.topAnchor),
            ]
            inside = [
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 30),
                child.heightAnchor.constraint(equalToConstant: 40),
            ]
            LayoutConstraint.activate(
                [
                    from.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    from.topAnchor.constraint(equalTo: window.topAnchor),
                    to.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                    to.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                ] + crossing + inside)
            window.layoutIfNeeded()
        }

        /// Moves the container into `to` and pins it to `to`'s top-left corner.
        func move() {
            to.addSubview(container)
            LayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: to.leadingAnchor),
                container.topAnchor.constraint(equalTo: to.topAnchor),
            ])
            window.layoutIfNeeded()
        }
    }

    @Test("only the crossing constraints leave the solver; the subtree's stay in it")
    func keepsTheSubtreesConstraints() {
        let scene = Scene()
        let before = scene.window.layoutStatistics
        scene.move()
        let after = scene.window.layoutStatistics
        #expect(scene.crossing.allSatisfy { !$0.isActive && !$0.isInEngine })
        #expect(scene.inside.allSatisfy { $0.isActive && $0.isInEngine })
        // Out: the two crossing constraints. In: the two that pin the container to `to`.
        #expect(after.constraintsRemoved - before.constraintsRemoved == 2)
        #expect(after.constraintsAdded - before.constraintsAdded == 2)
        #expect(after.constraintsInSolver == before.constraintsInSolver)
        // to at (5, 100); the container at its origin, the child where it was inside it.
        expectFrame(scene.container.frame, 0, 0, 0, 0)
        expectFrame(scene.child.frame, 10, 20, 30, 40)
        #expect(scene.container.superview === scene.to && scene.from.subviews.isEmpty)
        #expect(scene.container.convert(scene.child.frame.origin, to: nil) == CGPoint(x: 15, y: 120))
    }

    @Test("the window's views stay parents before children, and the table knows the new parent")
    func parentsBeforeChildren() {
        let scene = Scene()
        let guide = scene.child.safeAreaLayoutGuide
        // `from` joined before `to`; the container now lives in `to`.
        scene.move()
        let views = scene.window.engine.views
        func place(_ v: View) -> Int { views.firstIndex { $0 === v }! }
        #expect(place(scene.to) < place(scene.container) && place(scene.container) < place(scene.child))
        let table = scene.window.engine.passState.table
        #expect(table.parents[Int(scene.container.layoutSlot)] == scene.to.layoutSlot)
        // Window 0, to 1, container 2, child 3; the child's guides 4.
        #expect(table.depths[Int(scene.child.layoutSlot)] == 3)
        #expect(guide.layoutSlot >= 0 && table.depths[Int(guide.layoutSlot)] == 4)
    }

    /// Autoresizing constraints hold a frame in the superview's coordinates: a moved view
    /// keeps its frame, now in the new superview.
    @Test("a view with autoresizing constraints keeps its frame in its new superview")
    func autoresizingView() {
        let scene = Scene()
        let badge = View(frame: CGRect(x: 7, y: 8, width: 20, height: 10))
        scene.from.addSubview(badge)
        scene.window.layoutIfNeeded()
        scene.to.addSubview(badge)
        scene.window.layoutIfNeeded()
        expectFrame(badge.frame, 7, 8, 20, 10)
        // In the window: to's origin (5, 100) plus (7, 8).
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 12, y: 108))
        #expect(badge.autoresizingConstraints.allSatisfy { $0.isInEngine })
        #expect(!badge.autoresizingConstraints.contains { $0.secondItem === scene.from })
    }

    /// In a right-to-left superview the child's leading edge is the container's right edge:
    /// x = 100 − 10 − 30 = 60. Moved into a left-to-right superview, the same constraints
    /// read left to right: x = 10.
    @Test("a subtree that inherits another layout direction reads its constraints in it")
    func layoutDirection() {
        let scene = Scene()
        scene.from.semanticContentAttribute = .forceRightToLeft
        scene.container.widthAnchor.constraint(equalToConstant: 100).isActive = true
        scene.container.heightAnchor.constraint(equalToConstant: 100).isActive = true
        scene.window.layoutIfNeeded()
        expectFrame(scene.child.frame, 60, 20, 30, 40)
        scene.move()
        #expect(scene.child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        expectFrame(scene.child.frame, 10, 20, 30, 40)
        // And back into the right-to-left superview.
        scene.from.addSubview(scene.container)
        scene.container.leadingAnchor.constraint(equalTo: scene.from.leadingAnchor).isActive = true
        scene.container.topAnchor.constraint(equalTo: scene.from.topAnchor).isActive = true
        scene.window.layoutIfNeeded()
        expectFrame(scene.child.frame, 60, 20, 30, 40)
    }

    /// The child's width is tied to `from`'s (50) by a crossing constraint, then asked to
    /// be 30 by its own: the second breaks. The move deactivates the crossing one, and the
    /// broken one is tried again and holds, as when a subtree joins a window.
    @Test("a constraint broken inside the subtree is tried again after the move")
    func brokenConstraintRetried() {
        let log = LogBox()
        let window = makeWindow(width: 320, height: 480, log: log)
        let from = makeView("from", in: window)
        let to = makeView("to", in: window)
        let child = makeView("child", in: from)
        LayoutConstraint.activate([
            from.widthAnchor.constraint(equalToConstant: 50),
            child.widthAnchor.constraint(equalTo: from.widthAnchor),
        ])
        let own = child.widthAnchor.constraint(equalToConstant: 30)
        own.isActive = true
        window.layoutIfNeeded()
        #expect(own.isBrokenByConflict && !own.isInEngine && log.messages.count == 1)
        expectFrame(child.frame, 0, 0, 50, 0)
        to.addSubview(child)
        window.layoutIfNeeded()
        #expect(!own.isBrokenByConflict && own.isInEngine && own.isActive)
        expectFrame(child.frame, 0, 0, 30, 0)
        #expect(log.messages.count == 1)
    }

    /// A vertical stack of a (20 high) and b (30 high), 10 apart; b moves to another stack.
    @Test("an arranged view moved to another stack view leaves the first one's arrangement")
    func arrangedViewMovesToAnotherStack() {
        let window = makeWindow()
        let a = SizedView("a", width: 40, height: 20)
        let b = SizedView("b", width: 40, height: 30)
        let first = StackView(arrangedSubviews: [a, b])
        let second = StackView(arrangedSubviews: [])
        for (stack, y) in [(first, CGFloat(0)), (second, 200)] {
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: y).isActive = true
        }
        window.layoutIfNeeded()
        expectFrame(first.frame, 0, 0, 40, 60)  // 20 + 10 + 30
        second.addArrangedSubview(b)
        window.layoutIfNeeded()
        #expect(first.arrangedSubviews.count == 1 && second.arrangedSubviews.first === b)
        expectFrame(first.frame, 0, 0, 40, 20)
        expectFrame(second.frame, 0, 200, 40, 30)
        expectFrame(b.frame, 0, 0, 40, 30)
    }

    @Test("a scroll view moved within its window takes part in each pass once")
    func scrollViewStaysOneParticipant() {
        let scene = Scene()
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scene.from.addSubview(scroll)
        let participants = scene.window.engine.participants.count
        scene.to.addSubview(scroll)
        scene.window.layoutIfNeeded()
        #expect(scene.window.engine.participants.count == participants)
        scroll.removeFromSuperview()
        #expect(scene.window.engine.participants.count == participants - 1)
    }

    /// A phone window (393 × 852, unsafe 59 at the top). `region` and `plain` both cover it;
    /// `region` adds 20 at the top, so its safe rectangle starts at 59 + 20 = 79; `inner`
    /// covers `region`. A card at the top, 100 high, has 79 of that unsafe top in `inner`;
    /// moved into `plain` at the same place, only the window's 59: its rectangle did not
    /// change, its region did (and neither of its superviews adds to the insets).
    @Test("a view moved out of a safe-area region gets the window's insets")
    func movedOutOfARegion() {
        let window = phoneWindow()
        let plain = makeView("plain", in: window)
        let region = makeView("region", in: window)
        region.addedSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let inner = makeView("inner", in: region)
        let card = makeView("card", in: inner)
        func pin(_ view: View, to parent: View, height: CGFloat? = nil) {
            LayoutConstraint.activate(
                [
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                    view.topAnchor.constraint(equalTo: parent.topAnchor),
                    height.map { view.heightAnchor.constraint(equalToConstant: $0) }
                        ?? view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                ])
        }
        pin(plain, to: window)
        pin(region, to: window)
        pin(inner, to: region)
        pin(card, to: inner, height: 100)
        // A label inside the card, 40 high at its top: it moves with the card, its own
        // constraints are inside the moved subtree.
        let label = makeView("label", in: card)
        pin(label, to: card, height: 40)
        window.layoutIfNeeded()
        #expect(card.safeAreaInsets == EdgeInsets(top: 79, left: 0, bottom: 0, right: 0))
        #expect(label.safeAreaInsets == EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        plain.addSubview(card)
        pin(card, to: plain, height: 100)
        window.layoutIfNeeded()
        expectFrame(card.frame, 0, 0, 393, 100)
        #expect(card.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(label.safeAreaInsets == EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    }
}
