import Foundation
import Testing

@testable import Truss

/// UIKit's subview-order methods: the order of ``View/subviews`` (back to front).
@Suite("Subview order")
struct SubviewOrderTests {
    /// A parent with subviews a, b, c (back to front) and a view d outside it.
    func family() -> (parent: View, [String: View]) {
        let parent = View()
        var views: [String: View] = [:]
        for name in ["a", "b", "c", "d"] {
            let v = View()
            v.identifier = name
            views[name] = v
            if name != "d" { parent.addSubview(v) }
        }
        return (parent, views)
    }

    func names(_ parent: View) -> String { parent.subviews.map { $0.identifier ?? "?" }.joined() }

    @Test func insertAtAnIndex() {
        let (parent, v) = family()
        parent.insertSubview(v["d"]!, at: 1)
        #expect(names(parent) == "adbc")
        parent.insertSubview(v["c"]!, at: 0)  // a subview already: moved
        #expect(names(parent) == "cadb")
        parent.insertSubview(v["a"]!, at: 99)  // past the end: the front
        #expect(names(parent) == "cdba")
    }

    @Test func aboveAndBelowASibling() {
        let (parent, v) = family()
        parent.insertSubview(v["d"]!, aboveSubview: v["a"]!)
        #expect(names(parent) == "adbc")
        parent.insertSubview(v["a"]!, aboveSubview: v["c"]!)  // from the back to above the front
        #expect(names(parent) == "dbca")
        parent.insertSubview(v["a"]!, belowSubview: v["d"]!)  // to the very back
        #expect(names(parent) == "adbc")
        parent.insertSubview(v["a"]!, belowSubview: v["c"]!)  // from behind it to just behind c
        #expect(names(parent) == "dbac")
    }

    @Test func frontBackAndExchange() {
        let (parent, v) = family()
        parent.bringSubviewToFront(v["a"]!)
        #expect(names(parent) == "bca")
        parent.sendSubviewToBack(v["c"]!)
        #expect(names(parent) == "cba")
        parent.bringSubviewToFront(v["d"]!)  // not a subview: ignored
        #expect(names(parent) == "cba" && v["d"]!.superview == nil)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(parent) == "abc")
    }

    /// Moving a view from another parent keeps its constraints to itself and drops those
    /// to its old surroundings, as addSubview does; the order decides the drawing order.
    @Test func orderIsTheDrawingOrder() {
        let window = makeWindow()
        let back = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        back.identifier = "back"
        let front = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        front.identifier = "front"
        window.addSubview(back)
        window.addSubview(front)
        window.layoutIfNeeded()
        let svg = window.svgSnapshot()
        #expect(svg.range(of: ">back<")!.lowerBound < svg.range(of: ">front<")!.lowerBound)
        window.sendSubviewToBack(front)
        let reordered = window.svgSnapshot()
        #expect(reordered.range(of: ">front<")!.lowerBound < reordered.range(of: ">back<")!.lowerBound)
        expectFrame(front.frame, 10, 10, 50, 50)
    }
}
