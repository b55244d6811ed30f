import Foundation
import Testing

@testable import Truss

/// UIKit's classic `addConstraint(_:)` family on `View`.
@Suite("View's constraint methods")
struct ViewConstraintMethodsTests {
    @Test func addAndRemoveConstraints() {
        let window = makeWindow()
        let card = makeView("card", in: window)
        let title = makeView("title", in: card)
        let pin = [
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ]
        window.addConstraints(pin)
        let leading = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)
        card.addConstraint(leading)
        card.addConstraints([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(pin.allSatisfy { $0.isActive } && leading.isActive)
        // The nearest common ancestor holds each: the window its own, the card the title's.
        #expect(window.constraints.contains { $0 === pin[0] })
        #expect(card.constraints.contains { $0 === leading })
        // title: x = 10 + 16 = 26 in the window, 16 in the card.
        expectFrame(title.frame, 16, 8, 50, 20)

        // Removing through a view that does not hold it (nor contains its holder) does nothing.
        title.removeConstraint(leading)
        #expect(leading.isActive)
        // The window contains the card, its holder: removed.
        window.removeConstraint(leading)
        #expect(!leading.isActive)
        // The card holds its own width and height (their nearest common ancestor), not the
        // constraints to the window.
        card.removeConstraints(pin)
        #expect(pin.map(\.isActive) == [true, true, false, false])
    }
}
