import Foundation
import Testing

@testable import Truss

@Suite("Constraint DSL")
struct DSLTests {
    @Test("operators build the same constraints as the methods")
    func operatorsMatchMethods() {
        let a = View()
        a.identifier = "a"
        let b = View()
        b.identifier = "b"
        let pairs: [(LayoutConstraint, LayoutConstraint)] = [
            (a.leadingAnchor == b.leadingAnchor + 8, a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)),
            (
                a.topAnchor >= b.bottomAnchor - 4,
                a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: -4)
            ),
            (a.centerXAnchor <= b.centerXAnchor, a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor)),
            (a.widthAnchor == 0.5 * b.widthAnchor, a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)),
            (
                a.widthAnchor >= b.widthAnchor * 2 + 10,
                a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 10)
            ),
            (a.heightAnchor == 44, a.heightAnchor.constraint(equalToConstant: 44)),
            (a.heightAnchor <= b.heightAnchor, a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor)),
            (
                a.widthAnchor == 100 ~ .defaultHigh,
                a.widthAnchor.constraint(equalToConstant: 100).priority(.defaultHigh)
            ),
        ]
        for (op, method) in pairs {
            #expect(op.description == method.description)
        }
        #expect(pairs[3].0.multiplier == 0.5)
        #expect(pairs[7].0.priority == .defaultHigh)
    }

    @Test("the builder records each statement's file and line, with if and for")
    func builderProvenance() {
        let window = makeWindow(width: 400, height: 100)
        let views = (0..<3).map { makeView("v\($0)", in: window) }
        let showsFirst = true
        let firstLine = #line + 3
        let constraints = LayoutConstraint.activate {
            if showsFirst {
                views[0].leadingAnchor == window.leadingAnchor + 10
            } else {
                views[0].leadingAnchor == window.leadingAnchor
            }
            for (a, b) in zip(views, views.dropFirst()) {
                b.leadingAnchor == a.trailingAnchor + 5
            }
            for v in views {
                v.widthAnchor == 20
                v.topAnchor == window.topAnchor
                v.heightAnchor == 20
            }
        }
        #expect(constraints.count == 1 + 2 + 9)
        #expect(constraints[0].source?.line == firstLine)
        #expect(constraints[0].source?.fileID.hasSuffix("DSLTests.swift") == true)
        #expect(constraints[1].source?.line == firstLine + 5)
        window.layoutIfNeeded()
        expectFrame(views[2].frame, 60, 0, 20, 20)
        #expect(constraints[0].debugDescription.contains("DSLTests.swift:\(firstLine)"))
    }

    @Test("groups activate, deactivate and replace as one batch")
    func groups() {
        let window = makeWindow(width: 400, height: 400)
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.leadingAnchor == window.leadingAnchor
            box.topAnchor == window.topAnchor
        }
        let size = ConstraintGroup("size") {
            (box.widthAnchor == 100).identifier("width")
            box.heightAnchor == 50
        }
        #expect(!size.isActive)
        size.activate()
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 0, 100, 50)

        size.setConstant(120, forIdentifier: "width")
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 0, 120, 50)

        let batchesBefore = window.layoutStatistics.batches
        size.replace {
            box.widthAnchor == 0.5 * window.widthAnchor
            box.heightAnchor == box.widthAnchor
        }
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 0, 200, 200)
        // One removal batch and one addition batch.
        #expect(window.layoutStatistics.batches == batchesBefore + 2)

        size.deactivate()
        #expect(!size.isActive && size.constraints.allSatisfy { !$0.isActive })
        size.deactivate()  // a second deactivate does nothing
        #expect(box.hasAmbiguousLayout)
    }
}
