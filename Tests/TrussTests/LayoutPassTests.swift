import Foundation
import Testing

@testable import Truss

@Suite("Layout pass: costs what changed")
struct LayoutPassTests {
    /// `n` rows of label + field in the window's margins, 8 apart, with safe-area insets.
    func makeRows(_ n: Int) -> (Window, [View], [LayoutConstraint]) {
        let window = makeWindow()
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        var rows: [View] = []
        var heights: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let row = makeView("row\(i)", in: window)
            let label = SizedView("label\(i)", width: 80, height: 20)
            let field = SizedView("field\(i)", width: 120, height: 24)
            row.addSubview(label)
            row.addSubview(field)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            heights.append(height)
            constraints += [
                height,
                row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(
                    equalTo: rows.last?.bottomAnchor ?? window.safeAreaLayoutGuide.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            rows.append(row)
        }
        LayoutConstraint.activate(constraints)
        return (window, rows, heights)
    }

    /// Every frame and layout frame as a full pass would write it from the solution.
    func expectFramesMatchSolution(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
        let engine = window.engine
        for view in engine.views {
            let r = view.variables.rect(in: engine.solver)
            if view !== window, let superview = view.superview {
                let s = superview.variables.rect(in: engine.solver)
                let o = superview.storedBoundsOrigin
                let expected = CGRect(
                    x: r.minX - s.minX + o.x, y: r.minY - s.minY + o.y, width: r.width, height: r.height)
                #expect(close(view.frame, expected), "\(view) is not \(expected)", sourceLocation: sourceLocation)
            }
            for guide in view.layoutGuides {
                let g = guide.variables.rect(in: engine.solver)
                let o = view.storedBoundsOrigin
                let expected = CGRect(
                    x: g.minX - r.minX + o.x, y: g.minY - r.minY + o.y, width: g.width, height: g.height)
                #expect(
                    close(guide.layoutFrame, expected), "\(guide) is not \(expected)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("a pass where nothing changed writes no frames")
    func unchangedPassWritesNothing() {
        let (window, rows, _) = makeRows(20)
        window.layoutIfNeeded()
        let before = window.layoutStatistics
        #expect(before.framesWritten > 0)
        window.setNeedsLayout()
        rows[3].setNeedsLayout()
        window.layoutIfNeeded()
        let after = window.layoutStatistics
        #expect(after.layoutPasses == before.layoutPasses + 1)
        #expect(after.framesWritten == before.framesWritten)
        expectFramesMatchSolution(window)
    }

    @Test("a constant change writes the frames of what moved, and only those")
    func constantChangeWritesMoved() {
        let (window, rows, heights) = makeRows(20)
        window.layoutIfNeeded()
        let before = window.layoutStatistics.framesWritten
        // Row 17 grows: rows 17…19 change (17 in height, 18 and 19 in position), and with
        // them, in window coordinates, their labels, fields and margins guides: 3 × 4 items.
        // Rows 0…16 and what they hold are not visited.
        heights[17].constant = 60
        window.layoutIfNeeded()
        expectFrame(rows[17].frame, 8, 47 + 17 * 52 + 8, 374, 60)
        expectFrame(rows[18].frame, 8, 47 + 17 * 52 + 68 + 8, 374, 44)
        let written = window.layoutStatistics.framesWritten - before
        #expect(written == 12, "rows 17, 18, 19 with their labels, fields and margins guides")
        expectFramesMatchSolution(window)
    }

    @Test("window resize, safe-area and margin changes, reparenting and scrolling keep every frame right")
    func incrementalMatchesFull() {
        let (window, rows, heights) = makeRows(6)
        let scroll = ScrollView()
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let box = makeView("box", in: scroll)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == rows[5].bottomAnchor + 8
            scroll.bottomAnchor == window.bottomAnchor
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            content.heightAnchor == 900
            box.topAnchor == content.topAnchor + 120
            box.leadingAnchor == content.leadingAnchor + 10
            box.widthAnchor == 100
            box.heightAnchor == 50
        }
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)

        window.frame = CGRect(x: 0, y: 0, width: 500, height: 900)
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        expectFrame(rows[0].frame, 8, 55, 484, 44)

        window.safeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 30)
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        expectFrame(rows[0].frame, 38, 28, 424, 44)

        rows[2].directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        #expect(rows[2].subviews[0].frame.minX == 20)

        scroll.contentOffset = CGPoint(x: 0, y: 90)
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        expectFrame(box.frame, 10, 120, 100, 50)
        expectFrame(scroll.frameLayoutGuide.layoutFrame, 0, 90, 500, scroll.frame.height)

        heights[0].constant = 30
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)

        // A view set by hand goes back to its solved frame at the next pass.
        let solved = rows[1].frame
        rows[1].frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        heights[5].constant = 40
        window.layoutIfNeeded()
        expectFrame(rows[1].frame, solved.minX, solved.minY, solved.width, solved.height)

        // Reparenting: the box leaves the scroll view for the window (its own size
        // constraints stay active, the crossing ones are deactivated).
        box.removeFromSuperview()
        window.addSubview(box)
        LayoutConstraint.activate {
            box.topAnchor == window.topAnchor + 5
            box.leadingAnchor == window.leadingAnchor + 5
        }
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        expectFrame(box.frame, 5, 5, 100, 50)

        let guide = LayoutGuide()
        rows[4].addLayoutGuide(guide)
        LayoutConstraint.activate {
            guide.leadingAnchor == rows[4].leadingAnchor + 3
            guide.topAnchor == rows[4].topAnchor
            guide.widthAnchor == 7
            guide.heightAnchor == 9
        }
        window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, 3, 0, 7, 9)
        rows[4].semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        expectFramesMatchSolution(window)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }
}
