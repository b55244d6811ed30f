import Foundation
import Testing

@testable import Truss

/// `systemLayoutSizeFitting`, `sizeThatFits` and `sizeToFit`: sizes worked out by hand from
/// UIKit's documented rule (the target size as width and height constraints at the fitting
/// priorities, beside the view's own constraints).
@Suite("Self-sizing")
struct SelfSizingTests {
    /// A container holding a 40 × 20 content view pinned 10 from each edge.
    func paddedBox(content: CGSize = CGSize(width: 40, height: 20)) -> (box: View, content: SizedView) {
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        let content = SizedView("content", width: content.width, height: content.height)
        box.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        ])
        return (box, content)
    }

    @Test func theFittingTargets() {
        #expect(View.layoutFittingCompressedSize == .zero)
        #expect(View.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test(arguments: [false, true])
    func compressedIsTheContentPlusPadding(inWindow: Bool) {
        let (box, _) = paddedBox()
        if inWindow { makeWindow().addSubview(box) }
        // The content resists compression at 750 > 50: 10 + 40 + 10 by 10 + 20 + 10.
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 60, height: 40))
    }

    @Test func expandedStopsWhereHuggingOutranksTheTarget() {
        let (box, content) = paddedBox()
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
        // The content hugs at 250 > 50: the expanded target cannot stretch it.
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 60, height: 40))
        // Hugging below the fitting level gives way: the width grows to its limit, 300; the
        // height still hugs at 250.
        content.setContentHuggingPriority(LayoutPriority(49), for: .horizontal)
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 300, height: 40))
    }

    @Test func aRequiredWidthIsTheTarget() {
        let (box, _) = paddedBox()
        let size = box.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The width is the target (the content stretched to 180, hugging broken); the
        // height is compressed to the content: 40.
        #expect(size == CGSize(width: 200, height: 40))
    }

    @Test func theViewsOwnSizeConstraintsWin() {
        let (box, _) = paddedBox()
        box.widthAnchor.constraint(equalToConstant: 120).isActive = true
        // A required width of 120 beats the target at 50 …
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
        // … and a required target that conflicts with it is left out: still 120.
        let size = box.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 120, height: 40))
    }

    @Test func theRootsAutoresizingConstraintsDoNotTakePart() {
        let window = makeWindow()
        let (box, _) = paddedBox()
        box.translatesAutoresizingMaskIntoConstraints = true
        box.frame = CGRect(x: 5, y: 5, width: 300, height: 100)
        window.addSubview(box)
        window.layoutIfNeeded()
        // The frame's 300 × 100 holds the view in its window, not in its measurement.
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 60, height: 40))
        expectFrame(box.frame, 5, 5, 300, 100)
    }

    @Test func measuringDisturbsNothing() {
        let window = makeWindow()
        let (box, content) = paddedBox()
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        let frames = [box.frame, content.frame]
        let statistics = window.layoutStatistics
        let solverConstraints = window.engine.solver.constraints.count

        _ = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = content.systemLayoutSizeFitting(View.layoutFittingExpandedSize)

        // Frames, the engine's counters and its solver are as they were, and no pass is due.
        #expect([box.frame, content.frame] == frames)
        #expect(window.layoutStatistics == statistics)
        #expect(window.engine.solver.constraints.count == solverConstraints)
        #expect(!window.engine.needsLayout)
        // The constraints still edit their rows in the engine: box at x 20 + 15 = 35; the
        // content 10 inside it: 45, 40, 180 × 20.
        leading.constant = 35
        window.layoutIfNeeded()
        expectFrame(box.frame, 35, 30, 200, 40)
        expectFrame(content.frame, 10, 10, 180, 20)
    }

    @Test func aDetachedStackViewTakesTheSizeItsViewsNeed() {
        let a = SizedView("a", width: 40, height: 20)
        let b = SizedView("b", width: 60, height: 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        // Fill alignment: the stack is as wide as its widest view, 60; its height is
        // 20 + 8 + 30 = 58.
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 60, height: 58))
    }

    /// "aaa bbb ccc ddd" at 10 points in the estimated measurer: "aaa" is 3 × 5.4 = 16.2,
    /// a space 2.5; one line is 4 × 16.2 + 3 × 2.5 = 72.3 → 73 wide, 11.93 → 12 high.
    func wrappingLabel() -> Label {
        let label = Label()
        label.identifier = "text"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "aaa bbb ccc ddd"
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        return label
    }

    @Test func aLabelWrapsAtTheFittedWidth() {
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        let label = wrappingLabel()
        card.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        // At a required width of 60 the label is 40 wide: "aaa bbb" (16.2 + 2.5 + 16.2 =
        // 34.9 ≤ 40) and "ccc ddd": two lines, 2 × 11.93 = 23.87 → 24; the card is
        // 10 + 24 + 10 = 44 high (one unwrapped line would give 32).
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 60, height: 44))
        // Compressed, nothing limits the width: one line, 10 + 73 + 10 by 10 + 12 + 10.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 93, height: 32))
        // A preferred width decides the wrapping itself: at 20, "aaa" per line (16.2 → 17),
        // four lines 47.73 → 48, whatever the fitted width.
        label.preferredMaxLayoutWidth = 20
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 37, height: 68))
        // Measuring left the label's intrinsic size alone.
        #expect(label.intrinsicContentSize == CGSize(width: 17, height: 48))
    }

    @Test func aConstraintAcrossTheAxesIsSolvedWithTheRest() {
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        let label = wrappingLabel()
        let square = SizedView("square", width: 10, height: 10)
        card.addSubview(label)
        card.addSubview(square)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            square.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
            square.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            square.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            square.heightAnchor.constraint(equalTo: square.widthAnchor, multiplier: 0.5),
            square.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        // At a required 60: the label wraps in two lines, 24 high, as before; the square is
        // 60 wide, so 30 high: 10 + 24 + 10 + 30 = 74.
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 60, height: 74))
    }

    @Test func sizeThatFitsAndSizeToFit() {
        let plain = View(frame: CGRect(x: 1, y: 2, width: 40, height: 30))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 40, height: 30))

        let label = wrappingLabel()
        label.translatesAutoresizingMaskIntoConstraints = true
        // Wrapped at the proposed width: at 40, two lines: 34.9 → 35 by 24; no width (0):
        // one line of 73 by 12, as with one line at any width.
        #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 35, height: 24))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 73, height: 12))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 73, height: 12))
        label.numberOfLines = 0

        // sizeToFit wraps at the current width and keeps the origin; the autoresizing
        // constraints then hold the new size in the window.
        let window = makeWindow()
        label.frame = CGRect(x: 20, y: 50, width: 40, height: 100)
        window.addSubview(label)
        label.sizeToFit()
        window.layoutIfNeeded()
        expectFrame(label.frame, 20, 50, 35, 24)
    }
}
