import Foundation
import Testing

@testable import Truss

/// `StackView`'s distributions and alignments, frames worked out by hand from UIKit's rules.
/// Frames of arranged views are in the stack's coordinates.
@Suite("Stack views: distribution and alignment")
struct StackViewDistributionTests {
    /// A horizontal stack at (20, 100) in a window, of `a` (50 × 20), `b` (30 × 40) and
    /// `c` (20 × 30), spacing 10; 200 × 60 when `fixed`.
    func scene(fixed: Bool = true) -> (Window, StackView, [SizedView]) {
        let window = makeWindow()
        let views = [
            SizedView("a", width: 50, height: 20), SizedView("b", width: 30, height: 40),
            SizedView("c", width: 20, height: 30),
        ]
        let stack = addStack(views, to: window, fixed: fixed)
        return (window, stack, views)
    }

    /// Along the axis, in a 200-wide stack with 10 between views, (x, width) of a, b, c:
    /// - fill: hugging ties (250 each), so the last view, c, stretches: 200 − 50 − 30 − 20 = 100.
    /// - fillEqually: (200 − 20) / 3 = 60 each.
    /// - fillProportionally: the 180 left after spacing in proportion 50 : 30 : 20, 90, 54, 36.
    /// - equalSpacing: the views keep their sizes, the 100 left is 2 gaps of 50.
    /// - equalCentering: centres at 25 and 190 (a and c at the ends), b's at 107.5, so x 92.5
    ///   (the frame on whole points, halves up: 93 … 123, still 30 wide).
    static let along: [(StackView.Distribution, [(CGFloat, CGFloat)])] = [
        (.fill, [(0, 50), (60, 30), (100, 100)]),
        (.fillEqually, [(0, 60), (70, 60), (140, 60)]),
        (.fillProportionally, [(0, 90), (100, 54), (164, 36)]),
        (.equalSpacing, [(0, 50), (100, 30), (180, 20)]),
        (.equalCentering, [(0, 50), (92.5, 30), (180, 20)]),
    ]

    /// Across the axis, in a 60-high stack, (y, height) of a (20 high), b (40), c (30):
    /// - fill: all 60 high.
    /// - top: at 0. center: at (60 − h) / 2. bottom: at 60 − h.
    /// - first and last baseline: views without text have their baselines at the bottom,
    ///   so the bottoms line up; the group sits at the top, the tallest (b) at 0, so the
    ///   bottoms are at 40.
    static let across: [(StackView.Alignment, [(CGFloat, CGFloat)])] = [
        (.fill, [(0, 60), (0, 60), (0, 60)]),
        (.top, [(0, 20), (0, 40), (0, 30)]),
        (.center, [(20, 20), (10, 40), (15, 30)]),
        (.bottom, [(40, 20), (20, 40), (30, 30)]),
        (.firstBaseline, [(20, 20), (0, 40), (10, 30)]),
        (.lastBaseline, [(20, 20), (0, 40), (10, 30)]),
    ]

    @Test(arguments: 0..<5, 0..<6)
    func distributionByAlignment(_ d: Int, _ a: Int) {
        let (window, stack, views) = scene()
        let (distribution, xs) = Self.along[d]
        let (alignment, ys) = Self.across[a]
        stack.distribution = distribution
        stack.alignment = alignment
        window.layoutIfNeeded()
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        expectFrame(stack.frame, 20, 100, 200, 60)
        for (i, view) in views.enumerated() {
            expectFrameOnPixels(view.frame, xs[i].0, ys[i].0, xs[i].1, ys[i].1)
        }
    }

    /// The same matrix in a vertical stack 60 wide and 200 high, of a (20 × 50), b (40 × 30)
    /// and c (30 × 20): the frames transposed, x and width across from the tables above,
    /// y and height along. Baseline alignments do not apply to vertical stacks and are
    /// treated as `.fill` (x 0, width 60).
    @Test(arguments: 0..<5, 0..<6)
    func verticalDistributionByAlignment(_ d: Int, _ a: Int) {
        let window = makeWindow()
        let views = [
            SizedView("a", width: 20, height: 50), SizedView("b", width: 40, height: 30),
            SizedView("c", width: 30, height: 20),
        ]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 60), stack.heightAnchor.constraint(equalToConstant: 200),
        ])
        let (distribution, ys) = Self.along[d]
        let (alignment, across) = Self.across[a]
        let xs = alignment == .firstBaseline || alignment == .lastBaseline ? Self.across[0].1 : across
        stack.distribution = distribution
        stack.alignment = alignment
        window.layoutIfNeeded()
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        for (i, view) in views.enumerated() {
            expectFrameOnPixels(view.frame, xs[i].0, ys[i].0, xs[i].1, ys[i].1)
        }
    }

    /// With no constraints on its size the stack takes what its views need, (x, width) of
    /// a, b, c and the stack's width:
    /// - fill, fillProportionally, equalSpacing: each view at its intrinsic size, the gaps
    ///   at the spacing: 50 + 10 + 30 + 10 + 20 = 120.
    /// - fillEqually: equal widths w, a hugging (w ≤ 50 at 250) giving way to b and c's
    ///   compression resistance (750) only below their sizes, so w = 50: 3 × 50 + 20 = 170.
    /// - equalCentering: centres d apart from a's at 25; b's gap needs d ≥ 25 + 10 + 15 = 50,
    ///   c's d ≥ 15 + 10 + 10 = 35; the spacers pulled to fit, d = 50: c's centre at 125,
    ///   x 115, the stack 135.
    /// Across, the tallest, 40 (with `.fill` the shorter views stretch, hugging 250 giving
    /// way to b's compression resistance 750).
    static let free: [(StackView.Distribution, [(CGFloat, CGFloat)], CGFloat)] = [
        (.fill, [(0, 50), (60, 30), (100, 20)], 120),
        (.fillEqually, [(0, 50), (60, 50), (120, 50)], 170),
        (.fillProportionally, [(0, 50), (60, 30), (100, 20)], 120),
        (.equalSpacing, [(0, 50), (60, 30), (100, 20)], 120),
        (.equalCentering, [(0, 50), (60, 30), (115, 20)], 135),
    ]

    @Test(arguments: 0..<5)
    func takesTheSizeItsViewsNeed(_ d: Int) {
        let (window, stack, views) = scene(fixed: false)
        let (distribution, xs, width) = Self.free[d]
        stack.distribution = distribution
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, width, 40)
        for (i, view) in views.enumerated() {
            expectFrame(view.frame, xs[i].0, 0, xs[i].1, 40)
        }
        // Centred across: a 20 high at (40 − 20) / 2 = 10; the stack still 40 high.
        stack.alignment = .center
        window.layoutIfNeeded()
        expectFrame(stack.frame, 20, 100, width, 40)
        expectFrame(views[0].frame, 0, 10, 50, 20)
    }

    /// `.fill` gives extra room to the lowest hugging priority and takes missing room from
    /// the lowest compression resistance; on a tie, the last of the tied views gives way.
    @Test func fillFollowsPriorities() {
        let (window, stack, views) = scene()
        views[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        window.layoutIfNeeded()
        // a hugs least: it takes the 80 extra (200 − 120), 130 wide; b at 140, c at 180.
        expectFrame(views[0].frame, 0, 0, 130, 60)
        expectFrame(views[1].frame, 140, 0, 30, 60)
        expectFrame(views[2].frame, 180, 0, 20, 60)
        views[0].setContentHuggingPriority(.defaultLow, for: .horizontal)
        // 100 wide: 20 short. Compression ties (750): c, the last, shrinks to 0.
        let width = stack.constraints.first {
            $0.firstAttribute == .width && $0.secondAnchor == nil && $0.identifier == nil
        }
        width?.constant = 100
        window.layoutIfNeeded()
        expectFrame(views[0].frame, 0, 0, 50, 60)
        expectFrame(views[1].frame, 60, 0, 30, 60)
        expectFrame(views[2].frame, 100, 0, 0, 60)
        // c resists more (751): of a and b, tied, b (the later) shrinks by the 20 to 10.
        views[2].setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        window.layoutIfNeeded()
        expectFrame(views[0].frame, 0, 0, 50, 60)
        expectFrame(views[1].frame, 60, 0, 10, 60)
        expectFrame(views[2].frame, 80, 0, 20, 60)
    }

    /// A vertical stack lays the same rules out top to bottom: fill equally in a 120 × 200
    /// stack with spacing 10 gives (200 − 20) / 3 = 60 each at y 0, 70, 140; centred
    /// across, x = (120 − w) / 2.
    @Test func vertical() {
        let (window, stack, views) = scene(fixed: false)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        LayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: 120), stack.heightAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        expectFrame(views[0].frame, 35, 0, 50, 60)
        expectFrame(views[1].frame, 45, 70, 30, 60)
        expectFrame(views[2].frame, 50, 140, 20, 60)
    }

    /// A proportional stack follows a new intrinsic size: a becomes 130 wide, so the 180
    /// left is shared 130 : 30 : 20, that is 130, 30, 20.
    @Test func proportionsFollowIntrinsicSizes() {
        let (window, stack, views) = scene()
        stack.distribution = .fillProportionally
        window.layoutIfNeeded()
        views[0].contentSize = CGSize(width: 130, height: 20)
        window.layoutIfNeeded()
        expectFrame(views[0].frame, 0, 0, 130, 60)
        expectFrame(views[1].frame, 140, 0, 30, 60)
        expectFrame(views[2].frame, 180, 0, 20, 60)
    }

    /// The stack's constraints are ordinary ones: a required width on b contradicts fill
    /// equally, and the conflict report names UIKit's `UISV-fill-equally`.
    @Test func conflictsReadLikeUIKit() {
        let (window, stack, views) = scene()
        stack.distribution = .fillEqually
        window.layoutIfNeeded()
        views[1].widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        let report = window.unsatisfiableConstraintReports.first
        #expect(report != nil)
        #expect(report?.conflictingConstraints.contains { $0.identifier == "UISV-fill-equally" } == true)
    }
}
