import Foundation
import Testing

@testable import Truss

/// The scroll indicators' insets: UIKit's properties, and the insets in effect with the
/// safe area added while `automaticallyAdjustsScrollIndicatorInsets` is on.
@Suite("Scroll view: scroll indicator insets")
struct ScrollIndicatorInsetsTests {
    /// A scroll view filling an iPhone 15 window (safe area 59 top, 34 bottom), with
    /// content 2 000 high.
    func scene() -> (Window, ScrollView) {
        let f = KeyboardFixture.phone()
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        f.root.addSubview(scroll)
        LayoutConstraint.activate {
            scroll.leftAnchor == f.root.leftAnchor
            scroll.rightAnchor == f.root.rightAnchor
            scroll.topAnchor == f.root.topAnchor
            scroll.bottomAnchor == f.root.bottomAnchor
            scroll.contentLayoutGuide.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            scroll.contentLayoutGuide.heightAnchor == 2000
        }
        f.window.layoutIfNeeded()
        return (f.window, scroll)
    }

    @Test("UIKit's defaults: no insets, adjusted automatically, no keyboard dismissal")
    func defaults() {
        let scroll = ScrollView()
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        #expect(scroll.horizontalScrollIndicatorInsets == .zero)
        #expect(scroll.scrollIndicatorInsets == .zero)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scroll.keyboardDismissMode == .none)
        #expect(!scroll.isDragging)
    }

    @Test("scrollIndicatorInsets sets both; reading it gives the vertical insets")
    func combinedSetter() {
        let scroll = ScrollView()
        let insets = EdgeInsets(top: 1, left: 2, bottom: 260, right: 4)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets)
        #expect(scroll.horizontalScrollIndicatorInsets == insets)
        scroll.horizontalScrollIndicatorInsets.bottom = 5
        #expect(scroll.scrollIndicatorInsets == insets)
    }

    @Test("the safe area adds to the insets on every edge, whatever the content inset behavior")
    func safeAreaAdds() {
        let (window, scroll) = scene()
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 2)
        scroll.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: 3, bottom: 6, right: 3)
        // The scroll view covers the window: its safe area is {59, 0, 34, 0}.
        // Vertical: {0 + 59, 0, 10 + 34, 2}; horizontal: {59, 3, 6 + 34, 3}.
        #expect(scroll.adjustedVerticalScrollIndicatorInsets == EdgeInsets(top: 59, left: 0, bottom: 44, right: 2))
        #expect(scroll.adjustedHorizontalScrollIndicatorInsets == EdgeInsets(top: 59, left: 3, bottom: 40, right: 3))
        // The content inset does not count, nor does the adjustment behavior.
        scroll.contentInset = EdgeInsets(top: 100, left: 0, bottom: 100, right: 0)
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 100, left: 0, bottom: 100, right: 0))
        #expect(scroll.adjustedVerticalScrollIndicatorInsets == EdgeInsets(top: 59, left: 0, bottom: 44, right: 2))
        // Off: only the insets set.
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(scroll.adjustedVerticalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 10, right: 2))
    }

    @Test("a scroll view inside the safe area gets nothing added")
    func insideTheSafeArea() {
        let (window, scroll) = scene()
        let inner = ScrollView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        scroll.superview!.addSubview(inner)
        LayoutConstraint.activate {
            inner.leftAnchor == scroll.leftAnchor
            inner.widthAnchor == 200
            inner.topAnchor == scroll.topAnchor + 100
            inner.heightAnchor == 400
        }
        inner.verticalScrollIndicatorInsets.top = 7
        window.layoutIfNeeded()
        // 100 … 500 lies between 59 and 852 − 34 = 818: no safe-area inset.
        #expect(inner.safeAreaInsets == .zero)
        #expect(inner.adjustedVerticalScrollIndicatorInsets == EdgeInsets(top: 7, left: 0, bottom: 0, right: 0))
    }

    @Test("the text snapshot shows the insets set")
    func snapshot() {
        let (_, scroll) = scene()
        #expect(!scroll.layoutSnapshotAttributes.contains { $0.hasPrefix("verticalScrollIndicatorInsets") })
        scroll.verticalScrollIndicatorInsets.bottom = 260
        #expect(scroll.layoutSnapshotAttributes.contains("verticalScrollIndicatorInsets={0, 0, 260, 0}"))
        #expect(!scroll.layoutSnapshotAttributes.contains { $0.hasPrefix("horizontalScrollIndicatorInsets") })
    }
}
