import Foundation
import Testing

@testable import Truss

@Suite("Scroll view: a settable contentSize")
struct ScrollViewContentSizeTests {
    /// A scroll view at (0, 0, 375, 667) in a 375×667 window, with no content constraints.
    func makeScene() -> (Window, ScrollView) {
        let window = makeWindow(width: 375, height: 667)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor
            scroll.bottomAnchor == window.bottomAnchor
        }
        return (window, scroll)
    }

    @Test("a set size is the content guide's size; setting it again replaces it")
    func setAndReplace() {
        let (window, scroll) = makeScene()
        scroll.contentSize = CGSize(width: 375, height: 1200)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 375, height: 1200))
        expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 375, 1200)
        scroll.contentSize = CGSize(width: 800, height: 300)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 800, height: 300))
        // Replaced, not added: one width and one height constraint, no conflict.
        #expect(scroll.setContentSizeConstraints.count == 2)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("a set size makes an axis scroll for .automatic")
    func setSizeScrolls() {
        let (window, scroll) = makeScene()
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll.contentSize = CGSize(width: 375, height: 300)
        window.layoutIfNeeded()
        // 300 < 667: not scrolling, nothing added.
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentSize = CGSize(width: 375, height: 900)
        window.layoutIfNeeded()
        // 900 > 667: the top gets the safe area's 20.
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("a set size and a content guide constrained to another size conflict")
    func conflictWithConstraints() {
        let (window, scroll) = makeScene()
        scroll.contentLayoutGuide.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor).isActive =
            true
        scroll.contentSize = CGSize(width: 375, height: 1200)
        window.layoutIfNeeded()
        // height == 667 (the frame) and height == 1200 cannot both hold: one is broken.
        #expect(!window.unsatisfiableConstraintReports.isEmpty)
    }
}
