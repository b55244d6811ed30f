import Foundation
import Testing

@testable import Truss

/// `StackView` with no visible arranged view: a stack free to take its length collapses to
/// 0 along its axis, and one whose length is set keeps it, its hidden views 0 long at its
/// start, with no conflict, for every distribution. Frames of arranged views are in the
/// stack's coordinates.
@Suite("Stack views: every arranged view hidden")
struct StackViewAllHiddenTests {
    static let distributions: [StackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    /// A horizontal stack at (20, 100), spacing 10, of `views`; 200 × 60 when `fixed`.
    func scene(_ views: [View], _ distribution: StackView.Distribution, fixed: Bool) -> (Window, StackView) {
        let window = makeWindow()
        let stack = addStack(views, to: window, fixed: fixed)
        stack.distribution = distribution
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The only arranged view (50 × 20) in a 200 × 60 stack: shown, it fills the stack
    /// (200 × 60, alone between the canvas connections; for the spacing distributions, one
    /// view has no spacer). Hidden: 0 wide at x 0, still 60 high (`.fill` alignment), the
    /// stack still 200 × 60, nothing reported. Shown again: 200 × 60.
    @Test(arguments: distributions)
    func theOnlyViewHiddenInASetLength(_ distribution: StackView.Distribution) {
        let a = SizedView("a", width: 50, height: 20)
        let (window, stack) = scene([a], distribution, fixed: true)
        expectFrame(a.frame, 0, 0, 200, 60)
        a.isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 200, 60)
        expectFrame(a.frame, 0, 0, 0, 60)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        a.isHidden = false
        window.layoutIfNeeded()
        expectFrame(a.frame, 0, 0, 200, 60)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// The only arranged view hidden in a stack free to take its size: 0 wide; 20 high,
    /// the hidden view's height (it keeps its alignment constraints and intrinsic height).
    /// Shown: 50 × 20.
    @Test(arguments: distributions)
    func theOnlyViewHiddenInAFreeStack(_ distribution: StackView.Distribution) {
        let a = SizedView("a", width: 50, height: 20)
        let (window, stack) = scene([a], distribution, fixed: false)
        expectFrame(stack.frame, 20, 100, 50, 20)
        a.isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 0, 20)
        expectFrame(a.frame, 0, 0, 0, 20)
        a.isHidden = false
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, 50, 20)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// Three views (50, 30, 20 wide) hidden one by one in a 200 × 60 stack: with the last
    /// hidden, all three are 0 wide at x 0 (each right after the one before, no gaps), the
    /// stack 200 × 60, nothing reported. Showing b: b alone fills the stack, 0…200, a and c
    /// 0 wide at its ends (a at 0, c at b's end, 200).
    @Test(arguments: distributions)
    func everyViewHiddenInASetLength(_ distribution: StackView.Distribution) {
        let views = [
            SizedView("a", width: 50, height: 20), SizedView("b", width: 30, height: 20),
            SizedView("c", width: 20, height: 20),
        ]
        let (window, stack) = scene(views, distribution, fixed: true)
        for view in views {
            view.isHidden = true
            window.layoutIfNeeded()
        }
        expectFrame(stack.frame, 20, 100, 200, 60)
        for view in views { expectFrame(view.frame, 0, 0, 0, 60) }
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        views[1].isHidden = false
        window.layoutIfNeeded()
        expectFrame(views[0].frame, 0, 0, 0, 60)
        expectFrame(views[1].frame, 0, 0, 200, 60)
        expectFrame(views[2].frame, 200, 0, 0, 60)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    /// A vertical stack 100 high, margins-relative (8 all round), whose only view is hidden
    /// from the start: the view is 0 high at the top margin (y 8), 100 − 16 = 84 wide, and
    /// the stack keeps its 100; the end connection holds at the fitting priority (50).
    @Test func hiddenFromTheStartInAVerticalMarginsRelativeStack() {
        let window = makeWindow()
        let a = SizedView("a", width: 50, height: 20)
        a.isHidden = true
        let stack = StackView(arrangedSubviews: [a])
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        expectFrame(stack.frame, 0, 0, 100, 100)
        expectFrame(a.frame, 8, 8, 84, 0)
        let end = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" && $0.firstItem !== a }
        #expect(end.map(\.priority) == [.fittingSizeLevel])
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }
}
