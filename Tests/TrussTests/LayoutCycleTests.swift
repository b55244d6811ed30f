import Foundation
import Testing

@testable import Truss

/// Records the layout callbacks of the views that share it, in call order.
final class CallLog {
    var calls: [String] = []
}

/// A view that logs its callbacks.
class LoggingView: View {
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(frame: .zero)
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func updateConstraints() {
        log.calls.append("updateConstraints \(identifier!)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.calls.append("layoutSubviews \(identifier!)")
    }

    override func safeAreaInsetsDidChange() {
        log.calls.append("safeAreaInsetsDidChange \(identifier!)")
    }

    override func layoutMarginsDidChange() {
        log.calls.append("layoutMarginsDidChange \(identifier!)")
    }
}

/// An Auto Layout card with a badge placed by frame on its top-right corner, and a tag
/// constrained 8 points to the left of the badge.
final class BadgedCard: View {
    let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    let tag = View()
    var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        identifier = "card"
        translatesAutoresizingMaskIntoConstraints = false
        badge.identifier = "badge"
        tag.identifier = "tag"
        tag.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        addSubview(tag)
        LayoutConstraint.activate([
            tag.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
            tag.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            tag.widthAnchor.constraint(equalToConstant: 50),
            tag.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        // The badge's center on the card's top-right corner.
        badge.frame = CGRect(x: bounds.width - 12, y: -12, width: 24, height: 24)
    }
}

@Suite("The layout cycle: updateConstraints, layoutSubviews, callbacks")
struct LayoutCycleTests {
    @Test("updateConstraints runs bottom-up before the solve, layoutSubviews top-down after")
    func order() {
        let log = CallLog()
        let window = makeWindow(width: 400, height: 800)
        let outer = LoggingView("outer", log: log)
        let inner = LoggingView("inner", log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        LayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(
            log.calls == [
                "updateConstraints inner", "updateConstraints outer", "layoutSubviews outer", "layoutSubviews inner",
            ])
        #expect(!outer.needsUpdateConstraints())
        // Nothing changed: no callback, no pass.
        let passes = window.layoutStatistics.layoutPasses
        log.calls = []
        window.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        #expect(window.layoutStatistics.layoutPasses == passes)
    }

    @Test("a constant set in updateConstraints is solved in the same layoutIfNeeded")
    func constantInUpdateConstraints() {
        final class Resizing: View {
            var tall = false {
                didSet { setNeedsUpdateConstraints() }
            }
            lazy var height = heightAnchor.constraint(equalToConstant: 44)
            override func updateConstraints() {
                height.constant = tall ? 88 : 44
                super.updateConstraints()
            }
        }
        let window = makeWindow(width: 400, height: 800)
        let view = Resizing()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.height,
        ])
        window.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 44)
        view.tall = true
        #expect(view.needsUpdateConstraints())
        window.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 88)
        #expect(!view.needsUpdateConstraints())
    }

    @Test("a badge placed by frame in layoutSubviews, and a tag constrained to it")
    func badgeInCard() {
        let window = makeWindow(width: 393, height: 852)
        let card = BadgedCard(frame: .zero)
        window.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        // Card: x 20, width 393 − 20 − 20 = 353. Badge: x = 353 − 12 = 341, y = −12, 24 × 24.
        expectFrame(card.frame, 20, 100, 353, 120)
        expectFrame(card.badge.frame, 341, -12, 24, 24)
        // Tag: trailing = badge's leading − 8 = 333, width 50: x 283; top 16.
        expectFrame(card.tag.frame, 283, 16, 50, 20)
        #expect(card.layoutCount == 1)

        // A narrower window: card 300 − 40 = 260 wide; badge x 248; tag x 248 − 8 − 50 = 190.
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 852)
        window.layoutIfNeeded()
        expectFrame(card.badge.frame, 248, -12, 24, 24)
        expectFrame(card.tag.frame, 190, 16, 50, 20)
        #expect(card.layoutCount == 2)
        #expect(window.layoutFeedbackLoopReports.isEmpty)
    }

    @Test("a frame set in layoutSubviews on a constrained view is kept")
    func frameSetInLayoutSubviewsIsKept() {
        final class Overriding: View {
            let child = View()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
            }
        }
        let window = makeWindow(width: 400, height: 800)
        let parent = Overriding(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(parent)
        parent.child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(parent.child)
        LayoutConstraint.activate([
            parent.child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            parent.child.topAnchor.constraint(equalTo: parent.topAnchor),
            parent.child.widthAnchor.constraint(equalToConstant: 10),
            parent.child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // The constraints say (0, 0, 10, 10); layoutSubviews said (5, 6, 70, 80), and that stays.
        expectFrame(parent.child.frame, 5, 6, 70, 80)
        window.layoutIfNeeded()
        expectFrame(parent.child.frame, 5, 6, 70, 80)
    }

    @Test("setNeedsLayout gets layoutSubviews without any frame change")
    func setNeedsLayoutCallsLayoutSubviews() {
        let log = CallLog()
        let window = makeWindow(width: 400, height: 800)
        let view = LoggingView("view", log: log)
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        log.calls = []
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.calls == ["layoutSubviews view"])
        // A move without a resize does not lay the view out (UIKit: bounds size unchanged).
        log.calls = []
        window.constraints.first { $0.firstAttribute == .left && $0.firstItem === view }!.constant = 30
        window.layoutIfNeeded()
        expectFrame(view.frame, 30, 0, 100, 100)
        #expect(log.calls.isEmpty)
    }

    @Test("safeAreaInsetsDidChange when a pass changes the insets; layoutMarginsDidChange on a new margin")
    func insetAndMarginCallbacks() {
        let log = CallLog()
        let window = makeWindow(width: 393, height: 852)
        let view = LoggingView("view", log: log)
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 393), view.heightAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        log.calls = []
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        // The view covers the top 59 points of the unsafe area, not the bottom one.
        #expect(view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(log.calls == ["safeAreaInsetsDidChange view"])
        log.calls = []
        view.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)  // the same: no call
        #expect(log.calls.isEmpty)
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        #expect(log.calls == ["layoutMarginsDidChange view"])
    }

    @Test("a view outside a window lays out its tree on its own")
    func detachedTree() {
        let card = BadgedCard(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = true
        card.frame = CGRect(x: 10, y: 20, width: 300, height: 120)
        card.layoutIfNeeded()
        // The root keeps its frame; badge x = 300 − 12 = 288, tag x = 288 − 8 − 50 = 230.
        expectFrame(card.frame, 10, 20, 300, 120)
        expectFrame(card.badge.frame, 288, -12, 24, 24)
        expectFrame(card.tag.frame, 230, 16, 50, 20)
        #expect(card.superview == nil)
        #expect(card.window == nil)
        #expect(card.tag.window == nil)
    }

    @Test("a detached root that uses constraints keeps its frame too")
    func detachedConstraintRoot() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = makeView("child", in: root)
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        child.layoutIfNeeded()
        // Centered in 200 × 100: x = (200 − 40) / 2 = 80, y = (100 − 20) / 2 = 40.
        expectFrame(child.frame, 80, 40, 40, 20)
        expectFrame(root.frame, 0, 0, 200, 100)
        // The root holds the two centering constraints (the child holds its own size); the
        // scratch window's pins are gone.
        #expect(root.constraints.count == 2)
    }

    @Test("a layoutSubviews that grows its view forever stops after 100 rounds, named")
    func feedbackLoopBound() {
        let box = LogBox()
        let window = makeWindow(width: 1000, height: 800, log: box)
        let view = GrowingView()
        view.identifier = "grower"
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.width, view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Round k solves width 100 + (k − 1), then layoutSubviews sets 100 + k. After round
        // 100 the frames are those of its solve (199); the constant (200) waits.
        #expect(window.layoutFeedbackLoopReports.count == 1)
        let report = window.layoutFeedbackLoopReports[0]
        #expect(report.rounds == 100)
        #expect(report.views.count == 1 && report.views[0] === view)
        expectFrame(view.frame, 0, 0, 199, 10)
        #expect(view.width.constant == 200)
        #expect(box.messages.last?.contains("GrowingView 'grower'") == true)
    }

    @Test("updateConstraints without super is a programmer error")
    func updateConstraintsMustCallSuper() async {
        await #expect(processExitsWith: .failure) {
            final class Forgetful: View {
                override func updateConstraints() {}
            }
            let window = Window(screen: Screen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)), frame: .zero)
            window.addSubview(Forgetful())
            window.layoutIfNeeded()
        }
    }
}
