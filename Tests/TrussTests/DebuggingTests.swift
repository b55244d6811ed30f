import Foundation
import Testing

@testable import Truss

@Suite("Debugging")
struct DebuggingTests {
    @Test("descriptions read like the equations")
    func descriptions() {
        let superview = View()
        superview.identifier = "superview"
        let label = View()
        label.identifier = "label"
        let guide = LayoutGuide()
        guide.identifier = "gap"
        superview.addLayoutGuide(guide)
        let c = label.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20)
        c.priority = .defaultHigh
        #expect(c.description == "label.leading == superview.leading + 20 @750")
        #expect(
            label.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5, constant: -4).description
                == "label.width == 0.5 * superview.width - 4")
        #expect(
            label.heightAnchor.constraint(lessThanOrEqualToConstant: 44).identifier("max").description
                == "'max' label.height <= 44")
        #expect(
            label.topAnchor.constraint(equalTo: guide.bottomAnchor).description == "label.top == superview.gap.bottom")
        #expect(
            label.topAnchor.constraint(equalToSystemSpacingBelow: superview.topAnchor, multiplier: 2).description
                == "label.top == superview.top + 16")
    }

    @Test("constraint properties mirror UIKit's")
    func properties() {
        let a = View()
        let b = View()
        let c = a.widthAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 3)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .width && c.secondAttribute == .height)
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 2 && c.constant == 3)
        #expect(c.priority == .required && !c.isActive)
        let d = a.widthAnchor.constraint(equalToConstant: 5)
        #expect(d.secondItem == nil && d.secondAttribute == .notAnAttribute && d.secondAnchor == nil)
    }

    @Test("ambiguity and the constraints affecting an axis")
    func ambiguityAndAffecting() {
        let window = makeWindow(width: 320, height: 480)
        let box = makeView("box", in: window)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([leading, width])
        #expect(box.hasAmbiguousLayout)  // no vertical constraints
        let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5)
        let height = box.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([top, height])
        #expect(!box.hasAmbiguousLayout)
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top || $0 === height })
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
    }

    @Test("a guide's frame is solved like a view's")
    func guideFrame() {
        let window = makeWindow(width: 320, height: 480)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        window.addLayoutGuide(gap)
        LayoutConstraint.activate {
            a.leadingAnchor == window.leadingAnchor
            a.widthAnchor == 100
            gap.leadingAnchor == a.trailingAnchor
            gap.widthAnchor == 20
            b.leadingAnchor == gap.trailingAnchor
            b.widthAnchor == 100
            gap.topAnchor == window.topAnchor
            gap.heightAnchor == 1
            for v in [a, b] {
                v.topAnchor == window.topAnchor
                v.heightAnchor == 10
            }
        }
        window.layoutIfNeeded()
        expectFrame(gap.layoutFrame, 100, 0, 20, 1)
        expectFrame(b.frame, 120, 0, 100, 10)
        #expect(gap.owningView === window && !gap.hasAmbiguousLayout)
        #expect(window.layoutGuides.contains { $0 === gap })
        window.removeLayoutGuide(gap)
        #expect(gap.owningView == nil)
        #expect(b.hasAmbiguousLayout)
    }
}
