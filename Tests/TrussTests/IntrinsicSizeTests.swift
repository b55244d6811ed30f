import Foundation
import Testing

@testable import Truss

@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    /// The classic row: `|-20-[label]-8-[field]-20-|`, label 60×20, field 100×30 intrinsic,
    /// field centred on the label vertically, label top at 100.
    func row(width: CGFloat) -> (Window, SizedView, SizedView) {
        let window = makeWindow(width: width, height: 400)
        let label = SizedView("label", width: 60, height: 20)
        let field = SizedView("field", width: 100, height: 30)
        window.addSubview(label)
        window.addSubview(field)
        LayoutConstraint.activate {
            label.leadingAnchor == window.leadingAnchor + 20
            field.leadingAnchor == label.trailingAnchor + 8
            field.trailingAnchor == window.trailingAnchor - 20
            label.topAnchor == window.topAnchor + 100
            field.centerYAnchor == label.centerYAnchor
        }
        return (window, label, field)
    }

    @Test("hugging: the label keeps its size, the field stretches")
    func huggingDecides() {
        let (window, label, field) = row(width: 320)
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.layoutIfNeeded()
        // Room for both: 320 - 20 - 8 - 20 = 272 > 60 + 100. The label hugs harder (251 > 250)
        // so it stays 60 and the field takes 212. Vertically each has its intrinsic height;
        // the field's centre is the label's (100 + 10 = 110), so its y is 95.
        expectFrame(label.frame, 20, 100, 60, 20)
        expectFrame(field.frame, 88, 95, 212, 30)
        #expect(!label.hasAmbiguousLayout && !field.hasAmbiguousLayout)
    }

    @Test("equal hugging is ambiguous, as in UIKit")
    func equalHuggingIsAmbiguous() {
        let (window, label, _) = row(width: 320)
        window.layoutIfNeeded()
        #expect(label.hasAmbiguousLayout)
    }

    @Test("compression resistance: the field gives way")
    func compressionDecides() {
        let (window, label, field) = row(width: 200)
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        window.layoutIfNeeded()
        // Room: 200 - 48 = 152 < 160. The label resists harder (751 > 750): it stays 60
        // and the field gets 92, from x = 88 to 180 = 200 - 20.
        expectFrame(label.frame, 20, 100, 60, 20)
        expectFrame(field.frame, 88, 95, 92, 30)
    }

    @Test("a new intrinsic size is a constant edit")
    func invalidationIsAnEdit() {
        let (window, label, field) = row(width: 320)
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.layoutIfNeeded()
        let before = window.layoutStatistics
        label.contentSize = CGSize(width: 80, height: 20)
        window.layoutIfNeeded()
        // Label 80 wide; field from 20 + 80 + 8 = 108 to 300: 192.
        expectFrame(label.frame, 20, 100, 80, 20)
        expectFrame(field.frame, 108, 95, 192, 30)
        #expect(window.layoutStatistics.constraintsAdded == before.constraintsAdded)
        #expect(window.layoutStatistics.constantEdits == before.constantEdits + 2)
    }

    @Test("no intrinsic metric adds no constraints; gaining one adds them")
    func noIntrinsicMetric() {
        let window = makeWindow()
        let label = SizedView("label", width: View.noIntrinsicMetric, height: 20)
        window.addSubview(label)
        #expect(label.contentSizeConstraints.horizontal == nil)
        #expect(label.contentSizeConstraints.vertical != nil)
        label.contentSize = CGSize(width: 44, height: 20)
        #expect(label.contentSizeConstraints.horizontal != nil)
        LayoutConstraint.activate {
            label.leadingAnchor == window.leadingAnchor
            label.topAnchor == window.topAnchor
        }
        window.layoutIfNeeded()
        expectFrame(label.frame, 0, 0, 44, 20)
    }

    @Test("default priorities are UIKit's")
    func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    /// A view that counts how often its intrinsic size is read.
    final class CountingView: View {
        var size = CGSize(width: 40, height: 20)
        var reads = 0
        override var intrinsicContentSize: CGSize {
            reads += 1
            return size
        }
    }

    @Test("outside a window an invalidation measures nothing; joining measures once")
    func detachedInvalidationIsDeferred() {
        let view = CountingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        for width in [50.0, 60, 70] {
            view.size.width = width
            view.invalidateIntrinsicContentSize()
        }
        #expect(view.reads == 0)
        #expect(view.contentSizeConstraints.horizontal == nil)

        let window = makeWindow()
        window.addSubview(view)
        #expect(view.reads == 1)
        LayoutConstraint.activate {
            view.leadingAnchor == window.leadingAnchor
            view.topAnchor == window.topAnchor
        }
        window.layoutIfNeeded()
        // The last size set, 70 × 20, read when the view joined.
        expectFrame(view.frame, 0, 0, 70, 20)

        // In a window an invalidation is read at once: a constant edit.
        view.size = CGSize(width: 90, height: 30)
        view.invalidateIntrinsicContentSize()
        #expect(view.reads == 2)
        window.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 90, 30)

        // Out of the window again: nothing is read until it is back.
        view.removeFromSuperview()
        view.size = CGSize(width: 10, height: 10)
        view.invalidateIntrinsicContentSize()
        #expect(view.reads == 2)
    }
}
