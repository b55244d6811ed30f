import Foundation
import Testing

@testable import Truss

/// A probe: one constraint on a view of its own, so that any set can be on without
/// conflicting with another.
private final class Probes {
    let root: View
    var views: [View] = []
    init(_ root: View) { self.root = root }

    func make() -> LayoutConstraint {
        let v = makeView("probe\(views.count)", in: root)
        views.append(v)
        return v.widthAnchor.constraint(equalToConstant: 10)
    }
}

@Suite("Keyboard layout guide: tracked sets")
struct KeyboardTrackingTests {
    /// The keys every form is tested with.
    static let keys: [DirectionalRectEdge] = [
        .top, .leading, .bottom, .trailing, [.leading, .trailing], [.leading, .trailing, .bottom], [.top, .trailing],
        [.leading, .bottom], .all,
    ]

    @Test("each keyboard form turns on exactly the sets its near edges call for", arguments: keyboardScenarios)
    func setsForEachForm(_ s: KeyboardScenario) {
        let f = KeyboardFixture(screen: s.screen, window: s.window, top: s.safeTop, bottom: s.safeBottom)
        let probes = Probes(f.root)
        let guide = f.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = s.follows
        guide.usesBottomSafeArea = s.usesSafeArea
        var near: [(DirectionalRectEdge, LayoutConstraint)] = []
        var away: [(DirectionalRectEdge, LayoutConstraint)] = []
        for key in Self.keys {
            let n = probes.make()
            guide.setConstraints([n], activeWhenNearEdge: key)
            near.append((key, n))
            let a = probes.make()
            guide.setConstraints([a], activeWhenAwayFrom: key)
            away.append((key, a))
        }
        f.screen.keyboard = s.keyboard
        f.window.layoutIfNeeded()
        let awayEdges = DirectionalRectEdge.all.subtracting(s.near)
        for (key, c) in near { #expect(c.isActive == s.near.isSuperset(of: key), "near \(key)") }
        for (key, c) in away { #expect(c.isActive == awayEdges.isSuperset(of: key), "away \(key)") }
    }

    @Test("scenario 3 and Apple's centring set: docked versus floating, undocked and split")
    func scenarioThreeSets() {
        let phone = KeyboardFixture.phone()
        let probes = Probes(phone.root)
        let guide = phone.root.keyboardLayoutGuide
        let nearBottom = probes.make()
        let awayTop = probes.make()
        let nearTop = probes.make()
        let centring = probes.make()
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([awayTop], activeWhenAwayFrom: .top)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        guide.setConstraints([centring], activeWhenAwayFrom: [.leading, .trailing, .bottom])
        phone.screen.keyboard = docked(0, 516, 393, 336)
        phone.window.layoutIfNeeded()
        #expect(nearBottom.isActive && awayTop.isActive && !nearTop.isActive && !centring.isActive)

        // 8, 11, 14 on the iPad, following: N = [] so the centring set is on.
        for keyboard in [
            floating(257, 470), Keyboard(placement: .undocked, frame: CGRect(x: 0, y: 500, width: 834, height: 320)),
            Keyboard(placement: .split, frame: CGRect(x: 0, y: 560, width: 834, height: 280)),
        ] {
            let pad = KeyboardFixture.pad()
            let c = makeView("editView", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
            pad.root.keyboardLayoutGuide.followsUndockedKeyboard = true
            pad.root.keyboardLayoutGuide.setConstraints([c], activeWhenAwayFrom: [.leading, .trailing, .bottom])
            #expect(!c.isActive, "docked-like while dismissed")
            pad.screen.keyboard = keyboard
            pad.window.layoutIfNeeded()
            #expect(c.isActive, "\(keyboard)")
        }
    }

    @Test("a constraint in overlapping sets is active while any of them is on")
    func overlappingSets() {
        let pad = KeyboardFixture.pad()
        let guide = pad.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let shared = makeView("shared", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        // Near top and away from top: exactly one is on at any time, and activation wins.
        guide.setConstraints([shared], activeWhenNearEdge: .top)
        guide.setConstraints([shared], activeWhenAwayFrom: .top)
        let alsoBottom = makeView("other", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([shared, alsoBottom], activeWhenNearEdge: .bottom)
        for keyboard in [Keyboard.dismissed, floating(502, 40), floating(257, 470), docked(0, 874, 834, 320)] {
            pad.screen.keyboard = keyboard
            pad.window.layoutIfNeeded()
            #expect(shared.isActive, "\(keyboard)")
            #expect(alsoBottom.isActive == guide.nearEdges.contains(.bottom), "\(keyboard)")
        }
    }

    @Test("a set registered while the keyboard is away from every edge applies at once")
    func registeredWhileAway() {
        let pad = KeyboardFixture.pad()
        let guide = pad.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        pad.screen.keyboard = floating(257, 470)
        pad.window.layoutIfNeeded()
        #expect(guide.nearEdges == [])
        let c = makeView("box", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        let n = makeView("box2", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([c], activeWhenAwayFrom: .all)
        guide.setConstraints([n], activeWhenNearEdge: .bottom)
        // No layout pass in between: evaluated at registration.
        #expect(c.isActive)
        #expect(!n.isActive)
        #expect(guide.constraints(activeWhenAwayFrom: .all).first === c)
        #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
    }

    /// 9: floating near the left and the bottom: left is trailing. 10: near the top and
    /// the right: right is leading.
    @Test("right-to-left swaps leading and trailing", arguments: [9, 10])
    func rightToLeft(number: Int) {
        let near: DirectionalRectEdge = number == 9 ? [.trailing, .bottom] : [.top, .leading]
        let s = keyboardScenarios[number - 1]
        let f = KeyboardFixture(screen: s.screen, window: s.window, top: s.safeTop, bottom: s.safeBottom)
        f.root.semanticContentAttribute = .forceRightToLeft
        let guide = f.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let leadingSet = makeView("a", in: f.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([leadingSet], activeWhenNearEdge: .leading)
        f.screen.keyboard = s.keyboard
        f.window.layoutIfNeeded()
        #expect(guide.nearEdges == near)
        #expect(leadingSet.isActive == near.contains(.leading))
        // Geometry does not change with the direction.
        expectFrame(guide.layoutFrame, s.expected.minX, s.expected.minY, s.expected.width, s.expected.height)
    }

    @Test("a change reports the sets that switched, once, on the final geometry")
    func reportsSwitches() {
        let pad = KeyboardFixture.pad()
        let guide = pad.root.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let top = makeView("a", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        let bottom = makeView("b", in: pad.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([top], activeWhenNearEdge: .top)
        guide.setConstraints([bottom], activeWhenNearEdge: .bottom)
        var reports: [[TrackedSetSwitch]] = []
        guide.trackedSetsDidSwitch = { reports.append($0) }
        pad.window.layoutIfNeeded()
        #expect(reports.isEmpty, "dismissed: nothing switched since registration")
        pad.screen.setKeyboard(floating(502, 40), animation: .keyboard)
        for i in 0...6 {
            pad.screen.advanceKeyboardAnimation(to: Double(i) * 0.05)
            pad.window.layoutIfNeeded()
        }
        #expect(
            reports == [
                [
                    TrackedSetSwitch(rule: .nearEdge, edges: .top, isActive: true),
                    TrackedSetSwitch(rule: .nearEdge, edges: .bottom, isActive: false),
                ]
            ])
        #expect(guide.lastSwitches.count == 2)
        #expect(top.isActive && !bottom.isActive)
    }

    @Test("replacing a key and removing all deactivate what stops being tracked")
    func replaceAndRemove() {
        let phone = KeyboardFixture.phone()
        let guide = phone.root.keyboardLayoutGuide
        let old = makeView("a", in: phone.root).widthAnchor.constraint(equalToConstant: 10)
        let new = makeView("b", in: phone.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([old], activeWhenNearEdge: .bottom)
        #expect(old.isActive)
        guide.setConstraints([new], activeWhenNearEdge: .bottom)
        #expect(!old.isActive && new.isActive)
        guide.removeAllTrackedConstraints()
        #expect(!new.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
        // An empty key never turns on.
        let never = makeView("c", in: phone.root).widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([never], activeWhenAwayFrom: [])
        #expect(!never.isActive)
    }
}
