import Foundation
import Testing

@testable import Truss

/// A view's safe-area insets are the part of its rectangle that the window's insets cover,
/// computed from its final frame: a view placed on another view's safe-area guide moves
/// when that guide moves, and its own insets must follow it, however long the chain.
@Suite("Safe area: the fixed point of the frames")
struct SafeAreaFixedPointTests {
    @Test("a login card below the safe area's top has no insets, in portrait and landscape")
    func loginCard() {
        let window = phoneWindow()
        let card = makeView("card", in: window)
        let title = makeView("title", in: card)
        LayoutConstraint.activate {
            card.topAnchor == window.safeAreaLayoutGuide.topAnchor + 24
            card.leadingAnchor == window.safeAreaLayoutGuide.leadingAnchor + 16
            card.trailingAnchor == window.safeAreaLayoutGuide.trailingAnchor - 16
            card.heightAnchor == 200
            title.topAnchor == card.layoutMarginsGuide.topAnchor
            title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor
            title.trailingAnchor == card.layoutMarginsGuide.trailingAnchor
            title.heightAnchor == 20
        }
        window.layoutIfNeeded()
        // Portrait: the window's safe area is (0, 59, 393, 852 - 59 - 34 = 759).
        // Card: x = 0 + 16, y = 59 + 24 = 83, width = 393 - 2 · 16 = 361, height 200;
        // 83 ≥ 59 and 83 + 200 = 283 ≤ 818: wholly inside the safe area.
        expectFrame(card.frame, 16, 83, 361, 200)
        #expect(card.safeAreaInsets == .zero)
        expectFrame(card.safeAreaLayoutGuide.layoutFrame, 0, 0, 361, 200)
        // Default 8-point margins inside the card: (8, 8, 361 - 16, 200 - 16).
        expectFrame(card.layoutMarginsGuide.layoutFrame, 8, 8, 345, 184)
        expectFrame(title.frame, 8, 8, 345, 20)
        // Another pass changes nothing.
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(card.safeAreaInsets == .zero)
        expectFrame(card.layoutMarginsGuide.layoutFrame, 8, 8, 345, 184)

        // Landscape: 852×393, safe area (59, 0, 852 - 2 · 59 = 734, 393 - 21 = 372).
        window.screen.bounds = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.layoutIfNeeded()
        // Card: x = 59 + 16 = 75, y = 0 + 24, width = 734 - 32 = 702; right edge 777 ≤ 793,
        // bottom 224 ≤ 372: inside again.
        expectFrame(card.frame, 75, 24, 702, 200)
        #expect(card.safeAreaInsets == .zero)
        expectFrame(card.layoutMarginsGuide.layoutFrame, 8, 8, 686, 184)
        expectFrame(title.frame, 8, 8, 686, 20)
    }

    @Test("a view on another view's safe-area guide, and a third on the second's")
    func twoLinks() {
        let window = phoneWindow()
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = makeView("c", in: window)
        LayoutConstraint.activate {
            a.leftAnchor == window.leftAnchor
            a.topAnchor == window.topAnchor
            a.widthAnchor == 100
            a.heightAnchor == 100
            b.leftAnchor == window.leftAnchor
            b.topAnchor == a.safeAreaLayoutGuide.topAnchor - 30
            b.widthAnchor == 100
            b.heightAnchor == 100
            c.leftAnchor == window.leftAnchor
            c.topAnchor == b.safeAreaLayoutGuide.topAnchor
            c.widthAnchor == 100
            c.heightAnchor == 100
        }
        window.layoutIfNeeded()
        // a: 0…100, the top 59 covers 59 of it; its safe area starts at 59.
        #expect(a.safeAreaInsets == EdgeInsets(top: 59))
        // b: y = 59 - 30 = 29; the top inset reaches 59 - 29 = 30 into it; safe area at 29 + 30 = 59.
        expectFrame(b.frame, 0, 29, 100, 100)
        #expect(b.safeAreaInsets == EdgeInsets(top: 30))
        // c: y = 59, wholly below the unsafe top.
        expectFrame(c.frame, 0, 59, 100, 100)
        #expect(c.safeAreaInsets == .zero)
    }

    /// `v[i].top == v[i-1].safeAreaLayoutGuide.top - 2i`, `v[0]` the window; every view 50×100.
    func chain(in window: Window, count: Int) -> [View] {
        var views: [View] = []
        for i in 1...count {
            let v = makeView("v\(i)", in: window)
            let previous = views.last ?? window
            LayoutConstraint.activate {
                v.leftAnchor == window.leftAnchor
                v.widthAnchor == 50
                v.heightAnchor == 100
                v.topAnchor == previous.safeAreaLayoutGuide.topAnchor - CGFloat(2 * i)
            }
            views.append(v)
        }
        return views
    }

    @Test("a chain of 12 views, each on the previous one's safe-area guide, is right to its end")
    func chainOfTwelve() {
        let window = phoneWindow()
        let views = chain(in: window, count: 12)
        window.layoutIfNeeded()
        for (k, v) in views.enumerated() {
            let i = CGFloat(k + 1)
            // The previous view's safe area starts at 59: the window's does, and each view's top
            // is above 59 by less than its height 100, so the unsafe top covers it down to 59.
            // v[i].top = 59 - 2i (57, 55, …, 35); its top inset 59 - (59 - 2i) = 2i.
            expectFrame(v.frame, 0, 59 - 2 * i, 50, 100)
            #expect(v.safeAreaInsets == EdgeInsets(top: 2 * i), "v\(k + 1): \(v.safeAreaInsets)")
            expectFrame(v.safeAreaLayoutGuide.layoutFrame, 0, 2 * i, 50, 100 - 2 * i)
        }
        // A smaller top inset moves the whole chain: v[i].top = 47 - 2i, inset 2i again.
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        for (k, v) in views.enumerated() {
            let i = CGFloat(k + 1)
            expectFrame(v.frame, 0, 47 - 2 * i, 50, 100)
            #expect(v.safeAreaInsets == EdgeInsets(top: 2 * i), "v\(k + 1): \(v.safeAreaInsets)")
        }
    }
}

@Suite("Safe area: a cycle that never settles is reported")
struct SafeAreaFeedbackLoopTests {
    @Test("a view whose top is its own top inset is stopped at the bound and reported")
    func ownInsetCycle() {
        let log = LogBox()
        let window = makeWindow(width: 393, height: 852, log: log)
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let v = makeView("v", in: window)
        let spacer = makeView("spacer", in: window)
        LayoutConstraint.activate {
            v.leftAnchor == window.leftAnchor
            v.widthAnchor == 50
            v.heightAnchor == 100
            spacer.leftAnchor == window.leftAnchor + 60
            spacer.widthAnchor == 10
            spacer.topAnchor == window.topAnchor
            // spacer.height = v's top inset; v.top = spacer.bottom = v's top inset.
            spacer.heightAnchor == v.topAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.topAnchor)
            v.topAnchor == spacer.bottomAnchor
        }
        window.layoutIfNeeded()
        // With v at y the inset is 59 - y (0 ≤ y ≤ 59), so each round moves v from y to
        // 59 - y: 0 → 59 → 0 → … The fixed point 29.5 is never reached by iteration.
        // Three views (window, v, spacer): the bound is 3 + 2 = 5 rounds.
        #expect(window.safeAreaFeedbackLoopReports.count == 1)
        let report = window.safeAreaFeedbackLoopReports.first
        #expect(report?.rounds == 5)
        #expect(report?.views.map(\.identifier) == ["v"])
        #expect(window.layoutStatistics.unsettledSafeAreaPasses == 1)
        #expect(log.messages.contains { $0.hasPrefix("Layout feedback loop") })
        // The guide starts with inset 0, so v starts at 0. Odd rounds see v at 0 (inset 59,
        // v moves to 59), even rounds at 59 (inset 0, v moves to 0). Round 5 sees v at 0 and
        // moves it to 59, where it stays with the insets of y 0: one round behind its frame.
        expectFrame(v.frame, 0, 59, 50, 100)
        #expect(v.safeAreaInsets == EdgeInsets(top: 59))
        // Nothing changed since: another layoutIfNeeded does not run a pass.
        window.layoutIfNeeded()
        #expect(window.safeAreaFeedbackLoopReports.count == 1)
    }

    @Test("an acyclic first pass takes one round more than its longest chain")
    func roundsOfAChain() {
        let window = makeWindow(width: 393, height: 852)
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let views = SafeAreaFixedPointTests().chain(in: window, count: 12)
        window.layoutIfNeeded()
        #expect(views.count == 12)
        #expect(window.safeAreaFeedbackLoopReports.isEmpty)
        #expect(window.layoutStatistics.unsettledSafeAreaPasses == 0)
        // 13 views (window included), so the bound is 15 rounds; the chain settles within it.
        #expect(window.layoutStatistics.safeAreaRounds <= 13 + 1)
    }
}
