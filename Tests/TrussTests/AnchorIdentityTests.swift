import Foundation
import Testing

@testable import Truss

/// An item hands out one anchor per attribute, as UIKit does (`view.topAnchor ===
/// view.topAnchor`), and an anchor describes itself by its item's name at the time it is
/// described (its last name once the item has gone).
@Suite("Anchor identity")
struct AnchorIdentityTests {
    @Test("a view returns the same anchor object each time it is asked, one per attribute")
    func viewAnchorsAreKept() {
        let view = View()
        let anchors: [(View) -> LayoutAnchor] = [
            \.leadingAnchor, \.trailingAnchor, \.leftAnchor, \.rightAnchor, \.centerXAnchor, \.topAnchor,
            \.bottomAnchor, \.centerYAnchor, \.firstBaselineAnchor, \.lastBaselineAnchor, \.widthAnchor,
            \.heightAnchor,
        ]
        let first = anchors.map { $0(view) }
        let second = anchors.map { $0(view) }
        for (a, b) in zip(first, second) { #expect(a === b) }
        #expect(Set(first.map(ObjectIdentifier.init)).count == anchors.count)
        #expect(view.topAnchor !== View().topAnchor)
    }

    @Test("a layout guide returns the same anchor object each time it is asked, one per attribute")
    func guideAnchorsAreKept() {
        let guide = LayoutGuide()
        let anchors: [(LayoutGuide) -> LayoutAnchor] = [
            \.leadingAnchor, \.trailingAnchor, \.leftAnchor, \.rightAnchor, \.centerXAnchor, \.topAnchor,
            \.bottomAnchor, \.centerYAnchor, \.widthAnchor, \.heightAnchor,
        ]
        let first = anchors.map { $0(guide) }
        for (a, getter) in zip(first, anchors) { #expect(a === getter(guide)) }
        #expect(Set(first.map(ObjectIdentifier.init)).count == anchors.count)
        let view = View()
        #expect(view.layoutMarginsGuide.leadingAnchor === view.layoutMarginsGuide.leadingAnchor)
    }

    @Test("an anchor asked for before the view was named describes it by its present name")
    func descriptionFollowsTheName() {
        let view = View()
        let other = View()
        let c = view.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        view.identifier = "box"
        other.identifier = "root"
        #expect(c.description == "box.leading == root.leading")
        #expect(view.leadingAnchor.description == "box.leading")
    }

    @Test("a guide's anchor keeps its owner's name after the owner has gone")
    func guideKeepsItsOwnersName() {
        var owner: View? = View()
        owner!.identifier = "card"
        let guide = LayoutGuide()
        guide.identifier = "gap"
        owner!.addLayoutGuide(guide)
        let anchor = guide.topAnchor
        #expect(anchor.description == "card.gap.top")
        owner = nil
        #expect(anchor.description == "card.gap.top")
        let next = View()
        next.identifier = "next"
        next.addLayoutGuide(guide)
        #expect(anchor.description == "next.gap.top")
    }
}
