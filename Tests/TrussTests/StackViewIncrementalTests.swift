import Foundation
import TestSupport
import Testing

@testable import Truss

/// `StackView`'s local updates: a change to one arranged view updates the constraints of
/// that view and its neighbours only, and leaves the stack with exactly the constraints a
/// rebuild from scratch would make.
@Suite("Stack views: local updates")
struct StackViewIncrementalTests {
    /// A vertical stack of `views` pinned to the window's top and sides, laid out.
    func scene(_ views: [View], distribution: StackView.Distribution = .fill) -> (Window, StackView) {
        let window = makeWindow(height: 4000)
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// A view 10 high by its own constraint at 999, so that it can collapse when hidden,
    /// with no intrinsic size.
    func row() -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        height.priority = .required - 1
        height.isActive = true
        return view
    }

    /// Every constraint the stack holds is the one a rebuild would make, and no other: the
    /// same anchors, relation, multiplier, constant, priority and name, active; and each
    /// spacer guide is one a constraint uses.
    func expectMatchesRebuild(_ stack: StackView, _ step: String) {
        let arrangement = stack.currentArrangement()
        #expect(stack.arrangementSummary == arrangement.summary, "\(step): arrangement")
        #expect(stack.arrangedConstraints.count == stack.arrangedSubviews.count, "\(step): views")
        func guides() -> [ObjectIdentifier?] { stack.arrangedConstraints.map { $0.spacer.map(ObjectIdentifier.init) } }
        let before = guides()
        let wanted = stack.specs(for: stack.allSlots(), in: arrangement)
        #expect(guides() == before, "\(step): a spacer guide was missing")
        var counts = [Int](repeating: 0, count: stack.arrangedSubviews.count)
        var ownCount = 0
        for spec in wanted {
            let owned = spec.slot.map { stack.arrangedConstraints[$0] } ?? stack.ownConstraints
            guard let c = owned[spec.role] else {
                Issue.record("\(step): no \(spec.identifier) \(spec.role) at \(String(describing: spec.slot))")
                continue
            }
            #expect(spec.hasShape(of: c) && c.isActive, "\(step): \(c)")
            #expect(c.constant == spec.constant && c.priority == spec.priority, "\(step): \(c)")
            if let slot = spec.slot { counts[slot] += 1 } else { ownCount += 1 }
        }
        #expect(counts == stack.arrangedConstraints.map(\.entries.count), "\(step): constraints per view")
        #expect(ownCount == stack.ownConstraints.entries.count, "\(step): the stack's own constraints")
        let spacerSlots = Set(wanted.filter { $0.role == .spacerStart }.compactMap(\.slot))
        let withGuide = stack.arrangedConstraints.indices.filter { stack.arrangedConstraints[$0].spacer != nil }
        #expect(withGuide == spacerSlots.sorted(), "\(step): spacer guides")
    }

    static let distributions: [StackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    /// Random hides, shows, insertions, removals, moves, custom spacings, spacings and new
    /// intrinsic sizes, each checked against a rebuild; then the frames are those of a
    /// rebuild.
    @Test(arguments: distributions, [UInt64(1), 2, 3])
    func randomChangesMatchARebuild(_ distribution: StackView.Distribution, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func makeView(_ i: Int) -> View {
            random.chance(70) ? SizedView("v\(i)", width: 40, height: CGFloat(10 + 5 * (i % 4))) : row()
        }
        var made = 0
        let (window, stack) = scene(
            (0..<8).map { _ in
                defer { made += 1 }; return makeView(made)
            }, distribution: distribution)
        stack.alignment = random.pick([.fill, .leading, .center, .trailing])
        expectMatchesRebuild(stack, "build")
        for step in 0..<40 {
            let views = stack.arrangedSubviews
            let target = views.isEmpty ? nil : views[random.int(0...views.count - 1)]
            switch random.int(0...7) {
            case 0, 1:
                target?.isHidden.toggle()
            case 2:
                let view = makeView(made)
                made += 1
                view.isHidden = random.chance(30)
                stack.insertArrangedSubview(view, at: random.int(0...views.count))
            case 3 where views.count > 2:
                if let target { stack.removeArrangedSubview(target) }
            case 4:
                if let target { stack.insertArrangedSubview(target, at: random.int(0...views.count - 1)) }
            case 5:
                if let target { stack.setCustomSpacing(CGFloat(random.int(0...3) * 4), after: target) }
            case 6:
                stack.spacing = random.chance(20) ? StackView.spacingUseSystem : CGFloat(random.int(0...3) * 5)
            default:
                (target as? SizedView)?.contentSize.height = CGFloat(random.int(1...6) * 5)
            }
            expectMatchesRebuild(stack, "step \(step)")
        }
        window.layoutIfNeeded()
        let frames = stack.arrangedSubviews.map(\.frame)
        stack.updateStackConstraints()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
    }

    /// Hiding view 100 of 200 updates views 99, 100 and 101; with 98 and 99 hidden, the
    /// nearest visible view before it is 97, so 97, 99, 100 and 101.
    @Test func aChangeReachesTheVisibleNeighboursOnly() {
        let (_, stack) = scene((0..<200).map { _ in row() })
        #expect(stack.indicesToUpdate(around: 100, shifted: false) == [99, 100, 101])
        stack.arrangedSubviews[98].isHidden = true
        stack.arrangedSubviews[99].isHidden = true
        #expect(stack.indicesToUpdate(around: 100, shifted: false) == [97, 99, 100, 101])
        #expect(stack.indicesToUpdate(around: 0, shifted: false) == [0, 1])
        #expect(stack.indicesToUpdate(around: 199, shifted: false) == [198, 199])
    }

    /// An insertion shifts the index, and so the tie-break priority, of every view after
    /// it: in a `.fill` stack of views with intrinsic sizes those are updated too (all but
    /// the last, which has no tie-break); of rows without intrinsic sizes, none.
    @Test func anInsertionReachesTheTieBreaksAfterIt() {
        let (_, sized) = scene((0..<6).map { SizedView("v\($0)", width: 40, height: 20) })
        #expect(sized.indicesToUpdate(around: 2, shifted: true) == [1, 2, 3, 4])
        let (_, rows) = scene((0..<6).map { _ in row() })
        #expect(rows.indicesToUpdate(around: 2, shifted: true) == [1, 2, 3])
    }

    /// Hiding the middle row of 200 (rows 10 high, spacing 8) adds its `UISV-hiding` and the
    /// next row's new spacing (after the row before), removes the next row's old spacing,
    /// and edits the hidden row's spacing from 8 to 0: 2 added, 1 removed, 1 edit. Showing
    /// it undoes exactly that. The last row moves from 18·199 = 3582 to 3582 − 18 = 3564.
    @Test func hidingEditsOnlyTheNeighboursConstraints() {
        let (window, stack) = scene((0..<200).map { _ in row() })
        let before = window.layoutStatistics
        stack.arrangedSubviews[100].isHidden = true
        window.layoutIfNeeded()
        let after = window.layoutStatistics
        #expect(after.constraintsAdded - before.constraintsAdded == 2)
        #expect(after.constraintsRemoved - before.constraintsRemoved == 1)
        #expect(after.constantEdits - before.constantEdits == 1)
        #expect(stack.arrangedSubviews[199].frame.minY == 3564)
        stack.arrangedSubviews[100].isHidden = false
        window.layoutIfNeeded()
        let shown = window.layoutStatistics
        #expect(shown.constraintsAdded - after.constraintsAdded == 1)
        #expect(shown.constraintsRemoved - after.constraintsRemoved == 2)
        #expect(shown.constantEdits - after.constantEdits == 1)
        #expect(stack.arrangedSubviews[199].frame.minY == 3582)
    }

    /// The tie-breaks follow the arranged index: 2 − ε for view 0, 2 − 2ε for view 1
    /// (ε = 2⁻²³), none for the last visible view; hiding view 0 leaves view 1's as it was.
    @Test func tieBreakPrioritiesFollowTheArrangedIndex() {
        let views = (0..<3).map { SizedView("v\($0)", width: 40, height: 20) }
        let (_, stack) = scene(views)
        func tieBreak(_ view: View) -> LayoutConstraint? {
            stack.arrangedIndex(of: view).flatMap { stack.arrangedConstraints[$0][.tieBreak] }
        }
        func priority(_ view: View) -> Float? { tieBreak(view)?.priority.rawValue }
        #expect(priority(views[0]) == 2 - Float.ulpOfOne)
        #expect(priority(views[1]) == 2 - 2 * Float.ulpOfOne)
        #expect(priority(views[2]) == nil)
        let second = tieBreak(views[1])
        views[0].isHidden = true
        #expect(priority(views[0]) == nil)
        #expect(tieBreak(views[1]) === second)
        views[2].isHidden = true
        #expect(priority(views[1]) == nil)
    }
}
