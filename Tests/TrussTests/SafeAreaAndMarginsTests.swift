import Foundation
import Testing

@testable import Truss

@Suite("Safe area and layout margins")
struct SafeAreaAndMarginsTests {
    @Test("a box between the safe area's top and bottom and the margins' sides")
    func safeAreaAndMargins() {
        let window = phoneWindow()
        let container = makeView("container", in: window)
        let box = makeView("box", in: container)
        LayoutConstraint.activate {
            container.leadingAnchor == window.leadingAnchor
            container.trailingAnchor == window.trailingAnchor
            container.topAnchor == window.topAnchor
            container.bottomAnchor == window.bottomAnchor
            box.topAnchor == container.safeAreaLayoutGuide.topAnchor
            box.bottomAnchor == container.safeAreaLayoutGuide.bottomAnchor
            box.leadingAnchor == container.layoutMarginsGuide.leadingAnchor
            box.trailingAnchor == container.layoutMarginsGuide.trailingAnchor
        }
        window.layoutIfNeeded()
        // The container covers the window, so its insets are the window's.
        #expect(container.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Box: x = 8 (margin), y = 59, width = 393 - 16 = 377, height = 852 - 59 - 34 = 759.
        expectFrame(box.frame, 8, 59, 377, 759)
        expectFrame(container.safeAreaLayoutGuide.layoutFrame, 0, 59, 393, 759)
        // Margins are measured from the safe area: (8, 59 + 8, 377, 759 - 16).
        expectFrame(container.layoutMarginsGuide.layoutFrame, 8, 67, 377, 743)
    }

    @Test("a view gets the part of the window's insets it overlaps")
    func partialOverlap() {
        let window = phoneWindow()
        let header = View(frame: CGRect(x: 0, y: 40, width: 100, height: 100))
        window.addSubview(header)
        let footer = View(frame: CGRect(x: 50, y: 800, width: 100, height: 52))
        window.addSubview(footer)
        let safe = header.safeAreaLayoutGuide
        let footerSafe = footer.safeAreaLayoutGuide
        window.layoutIfNeeded()
        // Header 40…140: the top 59 reaches 19 into it.
        #expect(header.safeAreaInsets == EdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        expectFrame(safe.layoutFrame, 0, 19, 100, 81)
        // Footer 800…852: the bottom inset starts at 818, 34 into it.
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        expectFrame(footerSafe.layoutFrame, 0, 0, 100, 18)
        // The header's margins guide: (8, 19 + 8, 100 - 16, 81 - 16).
        expectFrame(header.layoutMarginsGuide.layoutFrame, 8, 27, 84, 65)
    }

    @Test("changing the window's insets moves guides on the next pass")
    func insetsChange() {
        let window = phoneWindow()
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.topAnchor == window.safeAreaLayoutGuide.topAnchor
            box.leadingAnchor == window.leadingAnchor
            box.widthAnchor == 10
            box.heightAnchor == 10
        }
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 59, 10, 10)
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 20, 10, 10)
    }

    @Test("custom directional margins, without the safe area")
    func customMargins() {
        let window = phoneWindow()
        let card = View(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(card)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 30)
        card.insetsLayoutMarginsFromSafeArea = false
        let title = makeView("title", in: card)
        LayoutConstraint.activate {
            title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor
            title.trailingAnchor == card.layoutMarginsGuide.trailingAnchor
            title.topAnchor == card.layoutMarginsGuide.topAnchor
            title.bottomAnchor == card.layoutMarginsGuide.bottomAnchor
        }
        window.layoutIfNeeded()
        // (20, 10, 200 - 50, 100 - 15) in the card.
        expectFrame(title.frame, 20, 10, 150, 85)
        #expect(card.directionalLayoutMargins.leading == 20)
        #expect(View().directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
    }

    @Test("a view that moves and changes its margins in one pass gets the new margins")
    func moveAndNewMargins() {
        let window = phoneWindow()
        let card = makeView("card", in: window)
        let top = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        LayoutConstraint.activate {
            top
            card.leftAnchor == window.leftAnchor
            card.widthAnchor == 200
            card.heightAnchor == 100
        }
        let margins = card.layoutMarginsGuide
        window.layoutIfNeeded()
        // 100…200 is inside the safe area (59…818): no insets, default margins of 8.
        expectFrame(margins.layoutFrame, 8, 8, 184, 84)
        // It moves (its insets stay zero) and its margins change, before the same pass.
        top.constant = 120
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 8, trailing: 8)
        window.layoutIfNeeded()
        expectFrame(card.frame, 0, 120, 200, 100)
        // (30, 20, 200 - 30 - 8, 100 - 20 - 8).
        expectFrame(margins.layoutFrame, 30, 20, 162, 72)
    }
}

@Suite("Settable layout margins")
struct SettableLayoutMarginsTests {
    /// A 100×100 box at (0, 0) in a 390-wide window; its margins guide is the box inset by
    /// the margins (no safe area here).
    func box(rightToLeft: Bool) -> (Window, View) {
        let window = makeWindow()
        if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        return (window, box)
    }

    @Test(arguments: [false, true])
    func settingLayoutMarginsInsetsTheGuideByEdge(rightToLeft: Bool) {
        let (window, box) = box(rightToLeft: rightToLeft)
        box.layoutMargins = EdgeInsets(top: 2, left: 16, bottom: 6, right: 4)
        window.layoutIfNeeded()
        #expect(box.layoutMargins == EdgeInsets(top: 2, left: 16, bottom: 6, right: 4))
        // Leading is the left edge in left-to-right, the right edge in right-to-left.
        #expect(box.directionalLayoutMargins.leading == (rightToLeft ? 4 : 16))
        // Guide: x = 16, width = 100 − 16 − 4 = 80; y = 2, height = 100 − 2 − 6 = 92.
        expectFrame(box.layoutMarginsGuide.layoutFrame, 16, 2, 80, 92)
    }
}
