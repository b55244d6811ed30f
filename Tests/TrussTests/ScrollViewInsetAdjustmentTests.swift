import Foundation
import Testing

@testable import Truss

/// A scroll view filling a 375×667 window whose safe area is {top 44, left 10, bottom 34,
/// right 10}, with `contentInset` {5, 0, 0, 0} and content of a given size. The scroll
/// view's safe-area insets are the window's (it covers the whole window).
private func makeScene(
    content size: CGSize, behavior: ScrollView.ContentInsetAdjustmentBehavior
) -> (Window, ScrollView) {
    let window = makeWindow(width: 375, height: 667)
    window.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
    let scroll = ScrollView()
    scroll.identifier = "scroll"
    scroll.translatesAutoresizingMaskIntoConstraints = false
    scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    scroll.contentInsetAdjustmentBehavior = behavior
    window.addSubview(scroll)
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate {
        scroll.leadingAnchor == window.leadingAnchor
        scroll.trailingAnchor == window.trailingAnchor
        scroll.topAnchor == window.topAnchor
        scroll.bottomAnchor == window.bottomAnchor
        content.widthAnchor == size.width
        content.heightAnchor == size.height
    }
    return (window, scroll)
}

/// A view controller whose view is a scroll view with 375×300 content (shorter than any
/// screen), as a table view controller's is.
private final class ScrollController: ViewController {
    let scroll = ScrollView()
    override func loadView() {
        view = scroll
        scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 375).isActive = true
        scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 300).isActive = true
    }
}

struct InsetAdjustmentCase: Sendable, CustomTestStringConvertible {
    let behavior: ScrollView.ContentInsetAdjustmentBehavior
    let content: CGSize
    let bouncesVertically: Bool
    let expected: EdgeInsets
    var testDescription: String { "\(behavior), content \(content), bounce \(bouncesVertically)" }
}

@Suite("Scroll view: contentInsetAdjustmentBehavior adds the safe area to the insets")
struct ScrollViewInsetAdjustmentTests {
    /// Safe area {44, 10, 34, 10}, contentInset {5, 0, 0, 0}, frame 375×667.
    static let cases: [InsetAdjustmentCase] = [
        // Tall content (1000 > 667) scrolls vertically only (375 is not > 375):
        // top 5 + 44 = 49, bottom 0 + 34 = 34, left and right stay 0.
        .init(
            behavior: .automatic, content: CGSize(width: 375, height: 1000), bouncesVertically: false,
            expected: EdgeInsets(top: 49, left: 0, bottom: 34, right: 0)),
        .init(
            behavior: .scrollableAxes, content: CGSize(width: 375, height: 1000), bouncesVertically: false,
            expected: EdgeInsets(top: 49, left: 0, bottom: 34, right: 0)),
        // Short content (300 < 667) does not scroll: nothing is added, contentInset alone.
        .init(
            behavior: .automatic, content: CGSize(width: 375, height: 300), bouncesVertically: false,
            expected: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
        .init(
            behavior: .scrollableAxes, content: CGSize(width: 375, height: 300), bouncesVertically: false,
            expected: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
        // alwaysBounceVertical makes the vertical axis count: 49 and 34 again.
        .init(
            behavior: .scrollableAxes, content: CGSize(width: 375, height: 300), bouncesVertically: true,
            expected: EdgeInsets(top: 49, left: 0, bottom: 34, right: 0)),
        // Wide content (800 > 375) scrolls horizontally: left 10, right 10; top stays 5.
        .init(
            behavior: .scrollableAxes, content: CGSize(width: 800, height: 300), bouncesVertically: false,
            expected: EdgeInsets(top: 5, left: 10, bottom: 0, right: 10)),
        // .always: every edge, scrolling or not: 5 + 44, 10, 34, 10.
        .init(
            behavior: .always, content: CGSize(width: 375, height: 300), bouncesVertically: false,
            expected: EdgeInsets(top: 49, left: 10, bottom: 34, right: 10)),
        // .never: contentInset alone, even for content that scrolls both ways.
        .init(
            behavior: .never, content: CGSize(width: 800, height: 1000), bouncesVertically: true,
            expected: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
    ]

    @Test("each behavior adds the safe area of the edges it adjusts", arguments: cases)
    func behaviors(_ c: InsetAdjustmentCase) {
        let (window, scroll) = makeScene(content: c.content, behavior: c.behavior)
        scroll.alwaysBounceVertical = c.bouncesVertically
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == c.expected)
        #expect(scroll.contentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // The inset guide is the frame inset by the adjusted inset (bounds coordinates,
        // offset 0): x = left, y = top, 375 - left - right wide, 667 - top - bottom high.
        let e = c.expected
        expectFrame(
            scroll.contentInsetLayoutGuide.layoutFrame, e.left, e.top, 375 - e.left - e.right,
            667 - e.top - e.bottom)
    }

    @Test("UIKit's default is .automatic")
    func defaultIsAutomatic() {
        #expect(ScrollView().contentInsetAdjustmentBehavior == .automatic)
        #expect(!ScrollView().alwaysBounceVertical && !ScrollView().alwaysBounceHorizontal)
    }

    @Test("content that grows past the frame starts being adjusted in the same pass")
    func contentGrowsIntoScrolling() throws {
        let (window, scroll) = makeScene(content: CGSize(width: 375, height: 300), behavior: .scrollableAxes)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        let height = try #require(
            scroll.constraints.first { $0.firstItem === scroll.contentLayoutGuide && $0.firstAttribute == .height })
        height.constant = 1000
        window.layoutIfNeeded()
        // 1000 > 667: 5 + 44 = 49 on top, 34 at the bottom.
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    @Test(".automatic adjusts the top and bottom of a navigation controller's child's scroll view")
    func automaticInsideNavigationController() {
        let window = makeWindow(width: 393, height: 852)
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let list = ScrollController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        // The child's safe area: 59 + 44 (the bar) on top, 34 below; content 300 < 852 does
        // not scroll, yet .automatic adjusts the top and bottom: {103, 0, 34, 0}.
        #expect(list.scroll.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(list.scroll.adjustedContentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        list.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        window.layoutIfNeeded()
        #expect(list.scroll.adjustedContentInset == .zero)
    }

    @Test(
        "the obstruction of keepVisible raises the bottom only past the safe area",
        arguments: [
            // Obstruction 20 high: 667 - 20 = 647 is below the safe bottom 667 - 34 = 633: 34.
            (CGFloat(20), CGFloat(34)),
            // Obstruction 260 high: 667 - 260 = 407, above 633: the bottom is 260.
            (CGFloat(260), CGFloat(260)),
        ])
    func obstructionOnTop(height: CGFloat, bottom: CGFloat) {
        let (window, scroll) = makeScene(content: CGSize(width: 375, height: 1000), behavior: .automatic)
        let field = makeView("field", in: scroll)
        let obstruction = LayoutGuide()
        window.addLayoutGuide(obstruction)
        LayoutConstraint.activate {
            field.topAnchor == scroll.contentLayoutGuide.topAnchor + 100
            field.leadingAnchor == scroll.contentLayoutGuide.leadingAnchor
            field.widthAnchor == 100
            field.heightAnchor == 44
            obstruction.leadingAnchor == window.leadingAnchor
            obstruction.trailingAnchor == window.trailingAnchor
            obstruction.bottomAnchor == window.bottomAnchor
            obstruction.heightAnchor == height
        }
        scroll.keepVisible(field, aboveGuide: obstruction, spacing: 8)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 0, bottom: bottom, right: 0))
        scroll.stopKeepingVisible()
        window.layoutIfNeeded()
        // Back to contentInset + safe area: 34 at the bottom.
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
    }
}
