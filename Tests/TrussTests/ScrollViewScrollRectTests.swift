import Foundation
import Testing

@testable import Truss

@Suite("Scroll view: scrollRectToVisible")
struct ScrollViewScrollRectTests {
    /// A 375×400 scroll view at (0, 100) in a 375×667 window, content 375×700, no safe
    /// area; `contentInset` as given.
    func makeScene(inset: EdgeInsets = .zero) -> (Window, ScrollView) {
        let window = makeWindow(width: 375, height: 667)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.contentInset = inset
        window.addSubview(scroll)
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor + 100
            scroll.heightAnchor == 400
        }
        scroll.contentSize = CGSize(width: 375, height: 700)
        window.layoutIfNeeded()
        return (window, scroll)
    }

    @Test(
        "the least change of offset, clamped to the content",
        arguments: [
            // Visible 0…400: a rect at 100…150 is visible, nothing moves.
            (CGFloat(0), CGRect(x: 0, y: 100, width: 10, height: 50), CGFloat(0)),
            // Below: 500 + 50 - 400 = 150.
            (CGFloat(0), CGRect(x: 0, y: 500, width: 10, height: 50), CGFloat(150)),
            // Above, from offset 300 (visible 300…700): the rect's top 100.
            (CGFloat(300), CGRect(x: 0, y: 100, width: 10, height: 50), CGFloat(100)),
            // Past the content's end: 680 + 100 - 400 = 380, clamped to 700 - 400 = 300.
            (CGFloat(0), CGRect(x: 0, y: 680, width: 10, height: 100), CGFloat(300)),
            // Taller than the view (450 > 400): its top is shown, 200.
            (CGFloat(0), CGRect(x: 0, y: 200, width: 10, height: 450), CGFloat(200)),
        ])
    func vertical(start: CGFloat, rect: CGRect, expected: CGFloat) {
        let (window, scroll) = makeScene()
        scroll.contentOffset = CGPoint(x: 0, y: start)
        window.layoutIfNeeded()
        scroll.scrollRectToVisible(rect, animated: false)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: expected))
    }

    @Test("the adjusted inset shrinks the visible area and widens the clamp")
    func withInsets() {
        let (window, scroll) = makeScene(inset: EdgeInsets(top: 20, left: 0, bottom: 60, right: 0))
        // Visible at offset 0: 0 + 20 … 0 + 400 - 60 = 20 … 340. A rect at 330…350 is
        // below it by 10: offset 350 - 340 = 10.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 330, width: 10, height: 20), animated: true)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
        // The very top: 0 - 20 = -20, allowed by the clamp (-inset.top).
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
        // The very end: 690 + 10 - (400 - 60) = 360, the highest 700 + 60 - 400 = 360.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 690, width: 10, height: 10), animated: false)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 360))
    }

    @Test("content shorter than the view: the offset stays at -inset.top")
    func shortContent() {
        let (window, scroll) = makeScene()
        scroll.contentSize = CGSize(width: 375, height: 200)
        window.layoutIfNeeded()
        // Highest = max(0, 200 - 400) = 0: the rect at 300 cannot be scrolled to.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 50), animated: false)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == .zero)
    }
}
