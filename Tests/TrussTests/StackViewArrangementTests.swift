import Foundation
import Testing

@testable import Truss

/// `StackView`'s arranged views: hiding, spacing, margins, baselines, nesting. Frames of
/// arranged views are in the stack's coordinates.
@Suite("Stack views: arranged views")
struct StackViewArrangementTests {
    /// A horizontal stack at (20, 100), free to take its size, of `views`.
    func scene(_ views: [View], spacing: CGFloat = 10) -> (Window, StackView) {
        let window = makeWindow()
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = spacing
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    func abc() -> [SizedView] {
        [
            SizedView("a", width: 50, height: 20), SizedView("b", width: 30, height: 20),
            SizedView("c", width: 20, height: 20),
        ]
    }

    @Test func arrangedSubviewsAreSubviews() {
        let a = View()
        let (_, stack) = scene([a])
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.first === a)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        let b = View()
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        // Removed from the arranged views, b stays a subview, with no constraint from the stack.
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
        // Removed from the stack, a view is no longer arranged.
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.constraints.isEmpty)
    }

    /// 50 + 10 + 30 + 10 + 20 = 120 wide; hiding b leaves a, 10, c: 80, b 0 wide at a's
    /// end (50), c at 60. Shown again, all is as before.
    @Test func aHiddenViewCollapsesAndComesBack() {
        let views = abc()
        let (window, stack) = scene(views)
        expectFrame(stack.frame, 20, 100, 120, 20)
        let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        views[1].isHidden = true
        window.layoutIfNeeded()
        // Incremental: of the stack's constraints only c's spacing (now after a) is replaced;
        // b's own spacing became 0 by a constant edit. b's tie-break (held by b, its only
        // item) gave way to its hiding constraint.
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        #expect(after.subtracting(before).count == 1 && before.subtracting(after).count == 1)
        #expect(views[1].constraints.map(\.identifier) == ["UISV-hiding"])
        expectFrame(stack.frame, 20, 100, 80, 20)
        expectFrame(views[1].frame, 50, 0, 0, 20)
        expectFrame(views[2].frame, 60, 0, 20, 20)
        let canvasAfter = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        #expect(canvas.count == canvasAfter.count && zip(canvas, canvasAfter).allSatisfy { $0 === $1 })
        views[1].isHidden = false
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 120, 20)
        expectFrame(views[2].frame, 100, 0, 20, 20)
        #expect(!views[1].constraints.contains { $0.identifier == "UISV-hiding" })
    }

    /// Hiding the first view: b at 0, c at 40, 60 wide. Hiding the last too: b alone, 30.
    /// All hidden: 0 wide.
    @Test func hiddenEnds() {
        let views = abc()
        let (window, stack) = scene(views)
        views[0].isHidden = true
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 0, 0, 30, 20)
        expectFrame(views[2].frame, 40, 0, 20, 20)
        expectFrame(stack.frame, 20, 100, 60, 20)
        views[2].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 30, 20)
        views[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 0, 20)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// Fill equally in 200: (200 − 20) / 3 = 60 each; with b hidden, (200 − 10) / 2 = 95.
    @Test func hiddenViewsLeaveTheDistribution() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.distribution = .fillEqually
        stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 70, 0, 60, 20)
        views[0].isHidden = true
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 0, 0, 95, 20)
        expectFrame(views[2].frame, 105, 0, 95, 20)
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        // b and c keep their sizes, at the ends: c at 200 − 20 = 180.
        expectFrame(views[1].frame, 0, 0, 30, 20)
        expectFrame(views[2].frame, 180, 0, 20, 20)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// Custom spacing 20 after a: b at 70, c at 110. The system spacing is 8. The custom
    /// spacing after a hidden view is not used: with b hidden, c is a's gap (20) after a.
    @Test func customSpacing() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[2]) == StackView.spacingUseDefault)
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 70, 0, 30, 20)
        expectFrame(views[2].frame, 108, 0, 20, 20)
        stack.setCustomSpacing(30, after: views[1])
        views[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(views[2].frame, 70, 0, 20, 20)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        stack.spacing = StackView.spacingUseSystem
        window.layoutIfNeeded()
        expectFrame(views[2].frame, 58, 0, 20, 20)
    }

    /// Margins (top 5, leading 7, bottom 3, trailing 9): the stack is 7 + 50 + 10 + 30 +
    /// 10 + 20 + 9 = 136 wide, 5 + 20 + 3 = 28 high, a at (7, 5).
    @Test func layoutMarginsRelative() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 7, bottom: 3, trailing: 9)
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 136, 28)
        expectFrame(views[0].frame, 7, 5, 50, 20)
        expectFrame(views[2].frame, 107, 5, 20, 20)
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 120, 20)
    }

    func label(_ size: CGFloat) -> Label {
        let label = Label()
        label.text = "Hi"
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// "Hi" at 10: 10 × 12, ascender 10 × 1950 / 2048 = 9.521484375, descender
    /// 10 × 494 / 2048 = 2.412109375; at 20: 19 × 24, 19.04296875 and 4.82421875.
    /// First baselines: the big label is the higher, at 0; the small one's top is
    /// 19.04296875 − 9.521484375 = 9.521484375. Last baselines: the bottoms differ by
    /// 4.82421875 − 2.412109375, the small one's top 24 − 2.412109375 − 12 = 9.587890625.
    ///
    /// The frames round the solved edges to whole points (a scale-1 screen; the stack's
    /// origin (20, 100) is on the grid): both small tops become 10, its height stays 12.
    @Test func baselineAlignment() {
        let small = label(10)
        let big = label(20)
        let (window, stack) = scene([small, big])
        stack.alignment = .firstBaseline
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 39, 24)
        expectFrameOnPixels(small.frame, 0, 9.521484375, 10, 12)
        expectFrame(small.frame, 0, 10, 10, 12)
        expectFrame(big.frame, 20, 0, 19, 24)
        stack.alignment = .lastBaseline
        window.layoutIfNeeded()
        expectFrameOnPixels(small.frame, 0, 9.587890625, 10, 12)
        expectFrame(small.frame, 0, 10, 10, 12)
        expectFrame(big.frame, 20, 0, 19, 24)
    }

    /// A vertical stack measuring spacing 10 from the small label's last baseline
    /// (12 − 2.412109375 = 9.587890625) to the big one's first: the big label's top is
    /// 9.587890625 + 10 − 19.04296875 = 0.544921875; the stack 24.544921875 high and, by
    /// `.fill`, 19 wide.
    @Test func baselineRelativeArrangement() {
        let small = label(10)
        let big = label(20)
        let (window, stack) = scene([small, big])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        window.layoutIfNeeded()
        // On whole points: the big label's edges 100.54 and 124.54 in the window are 101
        // and 125 (y 1, still 24 high), the stack's bottom 124.54 is 125 (25 high).
        expectFrameOnPixels(big.frame, 0, 0.544921875, 19, 24)
        expectFrame(big.frame, 0, 1, 19, 24)
        expectFrameOnPixels(stack.frame, 20, 100, 19, 24.544921875)
        // A bigger font moves the baselines: at 30 the ascender is 28.564453125, so the
        // top is 19.587890625 − 28.564453125 = −8.9765625: 91.02 in the window, 91 on
        // whole points, y −9.
        big.font = .systemFont(ofSize: 30)
        window.layoutIfNeeded()
        #expect(abs(window.engine.solvedRect(of: big).minY - (100 - 8.9765625)) < 1e-6)
        #expect(big.frame.minY == -9)
    }

    /// A vertical stack (spacing 5, leading) of a horizontal one (a 50 × 20, b 30 × 40,
    /// spacing 10: 90 × 40) and c (100 × 10): c at y 45, the outer stack as wide as c, 100,
    /// and 40 + 5 + 10 = 55 high.
    @Test func nestedStacks() {
        let a = SizedView("a", width: 50, height: 20)
        let b = SizedView("b", width: 30, height: 40)
        let c = SizedView("c", width: 100, height: 10)
        let inner = StackView(arrangedSubviews: [a, b])
        inner.spacing = 10
        let (window, outer) = scene([inner, c], spacing: 5)
        outer.axis = .vertical
        outer.alignment = .leading
        window.layoutIfNeeded()
        expectFrame(outer.frame, 20, 100, 100, 55)
        expectFrame(inner.frame, 0, 0, 90, 40)
        expectFrame(b.frame, 60, 0, 30, 40)
        expectFrame(c.frame, 0, 45, 100, 10)
        // Hiding b shrinks the inner stack to 50, and nothing else moves.
        b.isHidden = true
        window.layoutIfNeeded()
        expectFrame(inner.frame, 0, 0, 50, 40)
        expectFrame(outer.frame, 20, 100, 100, 55)
    }

    /// Right to left, leading is the right: in a 120-wide stack a is at 120 − 50 = 70, b at
    /// 70 − 10 − 30 = 30, c at 0. The stack's own leading constraint reads right to left
    /// too: 20 from the window's right edge, x = 390 − 20 − 120 = 250.
    @Test func rightToLeft() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        expectFrame(stack.frame, 250, 100, 120, 20)
        expectFrame(views[0].frame, 70, 0, 50, 20)
        expectFrame(views[1].frame, 30, 0, 30, 20)
        expectFrame(views[2].frame, 0, 0, 20, 20)
    }

    /// Adding an arranged view again moves it to the end: b, c, a; a at 30 + 10 + 20 + 10 = 70.
    @Test func addingAgainMovesToTheEnd() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.addArrangedSubview(views[0])
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "c", "a"])
        expectFrame(views[0].frame, 70, 0, 50, 20)
        expectFrame(views[1].frame, 0, 0, 30, 20)
    }

    /// Equal spacing in a stack 110 wide, 10 short of the 120 the views and minimum gaps
    /// need: the gaps stay at 10 and, compression tied, the last view (c) shrinks to 10.
    @Test func equalSpacingTooNarrow() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.distribution = .equalSpacing
        stack.widthAnchor.constraint(equalToConstant: 110).isActive = true
        window.layoutIfNeeded()
        expectFrame(views[1].frame, 60, 0, 30, 20)
        expectFrame(views[2].frame, 100, 0, 10, 20)
    }

    @Test func snapshotAttributes() {
        let views = abc()
        let (window, stack) = scene(views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = StackView.spacingUseSystem
        window.layoutIfNeeded()
        let line = stack.layoutSnapshot(includingGuides: false).split(separator: "\n").first ?? ""
        #expect(line.hasSuffix("axis=vertical distribution=fillEqually alignment=fill spacing=system"))
    }
}
