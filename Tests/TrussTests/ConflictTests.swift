import Foundation
import Testing

@testable import Truss

@Suite("Unsatisfiable constraints")
struct ConflictTests {
    @Test("translatesAutoresizingMaskIntoConstraints left on: the conflict is reported, as in UIKit")
    func autoresizingLeftOn() {
        let log = LogBox()
        let window = makeWindow(width: 320, height: 480, log: log)
        let label = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        label.identifier = "label"
        window.addSubview(label)  // forgot: label.translatesAutoresizingMaskIntoConstraints = false
        let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50)
        leading.identifier = "label-leading"
        LayoutConstraint.activate([leading])
        window.layoutIfNeeded()

        // label.left == window.left + 10 (autoresizing) and label.leading == window.leading + 50
        // cannot both hold: that pair is the minimal set; the new constraint is broken.
        let report = try! #require(window.unsatisfiableConstraintReports.last)
        #expect(report.brokenConstraint === leading)
        #expect(report.conflictingConstraints.map(\.identifier) == ["Truss-Autoresizing-x", "label-leading"])
        #expect(report.description.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.description.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(log.messages.count == 1)
        #expect(leading.isActive && leading.isBrokenByConflict)
        expectFrame(label.frame, 10, 20, 30, 40)

        // The fix: turn autoresizing off and activate again.
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.deactivate([leading])
        LayoutConstraint.activate([leading])
        window.layoutIfNeeded()
        #expect(!leading.isBrokenByConflict)
        #expect(label.frame.minX == 50)
    }

    /// a: leading 10, width 50; b: leading = a.trailing + 10, width 50 ⇒ b.trailing = 120.
    /// `b.trailing == window.leading + 100` contradicts that chain and nothing else.
    @Test("a required conflict is reported with its minimal set, and layout recovers")
    func minimalSetAndRecovery() {
        let window = makeWindow(width: 320, height: 480, log: LogBox())
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).identifier("a.leading"),
            a.widthAnchor.constraint(equalToConstant: 50).identifier("a.width"),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10).identifier("b.leading"),
            b.widthAnchor.constraint(equalToConstant: 50).identifier("b.width"),
            a.topAnchor.constraint(equalTo: window.topAnchor).identifier("a.top"),
            b.topAnchor.constraint(equalTo: window.topAnchor).identifier("b.top"),
            a.heightAnchor.constraint(equalToConstant: 10).identifier("a.height"),
            b.heightAnchor.constraint(equalToConstant: 10).identifier("b.height"),
        ])
        let bad = b.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100).identifier("bad")
        LayoutConstraint.activate([bad])
        window.layoutIfNeeded()

        let report = try! #require(window.unsatisfiableConstraintReports.first)
        #expect(window.unsatisfiableConstraintReports.count == 1)
        #expect(report.brokenConstraint === bad)
        #expect(
            Set(report.conflictingConstraints.compactMap(\.identifier))
                == ["a.leading", "a.width", "b.leading", "b.width", "bad"])
        // Recovered: the chain holds.
        expectFrame(a.frame, 10, 0, 50, 10)
        expectFrame(b.frame, 70, 0, 50, 10)
        #expect(report.description.contains("'bad' b.trailing == window.leading + 100"))
    }

    @Test("strict mode throws and changes nothing")
    func strictMode() {
        let window = makeWindow(width: 320, height: 480, log: LogBox())
        let box = makeView("box", in: window)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100).identifier("w100")])
        let ok = box.heightAnchor.constraint(equalToConstant: 10)
        let conflicting = box.widthAnchor.constraint(equalToConstant: 300).identifier("w300")
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.activateStrictly([ok, conflicting])
        }
        do {
            try LayoutConstraint.activateStrictly([ok, conflicting])
        } catch {
            guard case .unsatisfiable(let c, let conflicts) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(c.identifier == "w300")
            #expect(conflicts.map(\.identifier) == ["w100", "w300"])
        }
        #expect(!ok.isActive && !conflicting.isActive)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("strict constant change throws and keeps the old constant")
    func strictConstant() throws {
        let window = makeWindow(width: 320, height: 480, log: LogBox())
        let box = makeView("box", in: window)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)])
        try width.setConstantStrictly(150)
        #expect(throws: LayoutError.self) { try width.setConstantStrictly(250) }
        #expect(width.constant == 150)
    }

    @Test("activating across windows is an error")
    func noCommonAncestor() {
        let w1 = makeWindow()
        let w2 = makeWindow()
        let a = makeView("a", in: w1)
        let b = makeView("b", in: w2)
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateStrictly([c]) }
        LayoutConstraint.activate([c])  // logged, left inactive
        #expect(!c.isActive)
    }

    @Test("a window too small for required constraints reports, and keeps its size")
    func windowTooSmall() {
        let window = makeWindow(width: 320, height: 480, log: LogBox())
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.leadingAnchor == window.leadingAnchor
            box.trailingAnchor == window.trailingAnchor
            (box.widthAnchor >= 300).identifier("min-width")
        }
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        window.layoutIfNeeded()
        #expect(window.unsatisfiableConstraintReports.count == 1)
        #expect(window.unsatisfiableConstraintReports.first?.brokenConstraint.kind == .user)
        #expect(box.frame.width == 200)
    }

    /// A box 100 wide by its content, held at 50 by a required constraint. Made required, its
    /// compression resistance (`width ≥ 100`) conflicts and is the constraint broken; lowered
    /// to 750 again, it holds as an optional constraint and is no longer broken: the box
    /// stays 50 wide, the compression giving way.
    @Test("a system constraint broken while required and made optional again is not broken")
    func systemConstraintNoLongerBroken() {
        let log = LogBox()
        let window = makeWindow(width: 320, height: 480, log: log)
        let box = SizedView("box", width: 100, height: 20)
        window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        let compression = try! #require(box.contentSizeConstraints.horizontal?.compression)
        box.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        #expect(compression.isBrokenByConflict && !compression.isInEngine)
        #expect(log.messages.count == 1)
        box.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(compression.isInEngine)
        #expect(!compression.isBrokenByConflict)
        #expect(box.frame.width == 50)
    }
}
