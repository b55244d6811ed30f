import Foundation
import Testing

@testable import Truss

@Suite("Basic layout")
struct BasicLayoutTests {
    @Test("a view centred with a fixed size")
    func centredFixedSize() {
        let window = makeWindow(width: 390, height: 844)
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // x = (390 - 100) / 2 = 145, y = (844 - 50) / 2 = 397.
        expectFrame(box.frame, 145, 397, 100, 50)
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test(
        "equal-width siblings fill a row with spacing",
        arguments: [1, 2, 3, 4, 5])
    func equalWidthRow(count: Int) {
        let window = makeWindow(width: 400, height: 300)
        let views = (0..<count).map { makeView("item\($0)", in: window) }
        var constraints: [LayoutConstraint] = []
        constraints.append(views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16))
        constraints.append(views[count - 1].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16))
        for (a, b) in zip(views, views.dropFirst()) {
            constraints.append(b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8))
            constraints.append(b.widthAnchor.constraint(equalTo: a.widthAnchor))
        }
        for v in views {
            constraints.append(v.topAnchor.constraint(equalTo: window.topAnchor, constant: 100))
            constraints.append(v.heightAnchor.constraint(equalToConstant: 44))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // count·w + (count-1)·8 + 2·16 = 400  ⇒  w = (368 - 8(count-1)) / count
        // (1: 368, 2: 180, 3: 117.33…, 4: 86, 5: 67.2); x_i = 16 + i(w + 8), and the
        // frames' edges on whole points: for 3, x = 16, 141.33, 266.67 and maxX = 133.33,
        // 258.67, 384 give (16, 117), (141, 118), (267, 117); the row still ends at 384.
        let w = (368 - 8 * CGFloat(count - 1)) / CGFloat(count)
        for (i, v) in views.enumerated() {
            expectFrameOnPixels(v.frame, 16 + CGFloat(i) * (w + 8), 100, w, 44)
        }
        if count == 3 {
            expectFrame(views[1].frame, 141, 100, 118, 44)
            expectFrame(views[2].frame, 267, 100, 117, 44)
        }
    }

    @Test("a constant change is an edit, not a rebuild")
    func constantChangeDoesNotRebuild() {
        let window = makeWindow(width: 320, height: 480)
        let box = makeView("box", in: window)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        expectFrame(box.frame, 20, 10, 100, 40)
        let before = window.layoutStatistics
        let solverConstraint = leading.solverConstraint

        leading.constant = 50
        window.layoutIfNeeded()

        // Only the x moves: (50, 10, 100, 40).
        expectFrame(box.frame, 50, 10, 100, 40)
        let after = window.layoutStatistics
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.constantEdits == before.constantEdits + 1)
        #expect(leading.solverConstraint === solverConstraint)
    }

    @Test("a window resize is two edits and re-centres")
    func windowResize() {
        let window = makeWindow(width: 390, height: 844)
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.centerXAnchor == window.centerXAnchor
            box.centerYAnchor == window.centerYAnchor
            box.widthAnchor == 0.5 * window.widthAnchor
            box.heightAnchor == 50
        }
        window.layoutIfNeeded()
        // x = (390 − 195) / 2 = 97.5, edges 97.5 and 292.5 rounded half up on whole points:
        // 98 and 293, width 195.
        expectFrame(box.frame, 98, 397, 195, 50)
        let before = window.layoutStatistics
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        // Landscape: width 422, x = (844 - 422) / 2 = 211, y = (390 - 50) / 2 = 170.
        expectFrame(box.frame, 211, 170, 422, 50)
        #expect(window.layoutStatistics.constantEdits == before.constantEdits + 2)
        #expect(window.layoutStatistics.constraintsAdded == before.constraintsAdded)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("frames are in superview coordinates")
    func nestedFrames() {
        let window = makeWindow(width: 320, height: 480)
        let container = makeView("container", in: window)
        let child = makeView("child", in: container)
        LayoutConstraint.activate {
            container.leadingAnchor == window.leadingAnchor + 40
            container.topAnchor == window.topAnchor + 60
            container.widthAnchor == 200
            container.heightAnchor == 100
            child.leadingAnchor == container.leadingAnchor + 10
            child.topAnchor == container.topAnchor + 20
            child.trailingAnchor == container.trailingAnchor - 10
            child.bottomAnchor == container.bottomAnchor - 20
        }
        window.layoutIfNeeded()
        expectFrame(container.frame, 40, 60, 200, 100)
        // In the container: (10, 20, 200 - 20, 100 - 40).
        expectFrame(child.frame, 10, 20, 180, 60)
    }

    @Test("translatesAutoresizingMaskIntoConstraints holds the frame you set")
    func autoresizingHoldsFrame() {
        let window = makeWindow(width: 320, height: 480)
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(fixed)
        let follower = makeView("follower", in: window)
        LayoutConstraint.activate {
            follower.leadingAnchor == fixed.trailingAnchor + 8
            follower.topAnchor == fixed.topAnchor
            follower.widthAnchor == fixed.widthAnchor
            follower.heightAnchor == fixed.heightAnchor
        }
        window.layoutIfNeeded()
        expectFrame(fixed.frame, 10, 20, 30, 40)
        expectFrame(follower.frame, 48, 20, 30, 40)
        // Setting the frame moves the required constraints (edits): follower follows.
        fixed.frame = CGRect(x: 100, y: 50, width: 60, height: 10)
        window.layoutIfNeeded()
        expectFrame(fixed.frame, 100, 50, 60, 10)
        expectFrame(follower.frame, 168, 50, 60, 10)
    }
}
