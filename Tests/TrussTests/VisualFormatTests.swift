import Foundation
import Testing

@testable import Truss

/// The visual format language, with the examples of Apple's Auto Layout Guide ("Visual
/// Format Language"): the constraints each makes, and the frames they give.
@Suite("Visual format language")
struct VisualFormatTests {
    /// A 400×300 window with a container covering it and `names` as subviews of the
    /// container, each with a fixed height of 30 and top 10 unless the format sets them.
    func scene(_ names: [String]) -> (Window, View, [String: View]) {
        let window = makeWindow(width: 400, height: 300)
        let container = makeView("container", in: window)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        var views: [String: View] = [:]
        for name in names { views[name] = makeView(name, in: container) }
        return (window, container, views)
    }

    func constraints(_ format: String, _ views: [String: View], options: LayoutConstraint.FormatOptions = [])
        -> [LayoutConstraint]
    {
        LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views)
    }

    /// Pins the other axis: top 10 and height 30 (for `H:` formats) or leading 10 and width
    /// 50 (for `V:` formats).
    func pinCrossAxis(_ views: [View], vertical: Bool = false) {
        for v in views {
            guard let superview = v.superview else { continue }
            if vertical {
                LayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
                    v.widthAnchor.constraint(equalToConstant: 50),
                ])
            } else {
                LayoutConstraint.activate([
                    v.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
                    v.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
    }

    @Test("[button]-[textField]: the standard space between siblings, 8")
    func standardSpace() throws {
        let (window, _, v) = scene(["button", "textField"])
        let made = constraints("[button]-[textField]", v)
        #expect(made.count == 1)
        let c = try #require(made.first)
        #expect(c.firstItem === v["textField"] && c.firstAttribute == .leading)
        #expect(c.secondItem === v["button"] && c.secondAttribute == .trailing)
        #expect(c.constant == 8 && c.relation == .equal && !c.isActive)
        LayoutConstraint.activate(made)
        LayoutConstraint.activate([
            v["button"]!.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            v["button"]!.widthAnchor.constraint(equalToConstant: 60),
            v["textField"]!.widthAnchor.constraint(equalToConstant: 100),
        ])
        pinCrossAxis(Array(v.values))
        window.layoutIfNeeded()
        // textField.x = 20 + 60 + 8 = 88.
        expectFrame(v["textField"]!.frame, 88, 10, 100, 30)
    }

    @Test("|-50-[purpleBox]-50-|: explicit spacing to the superview's edges")
    func connectionToSuperview() {
        let (window, container, v) = scene(["purpleBox"])
        let made = constraints("|-50-[purpleBox]-50-|", v)
        #expect(made.count == 2)
        // purpleBox.leading == container.leading + 50; container.trailing == purpleBox.trailing + 50.
        #expect(made[0].firstItem === v["purpleBox"] && made[0].secondItem === container && made[0].constant == 50)
        #expect(made[1].firstItem === container && made[1].secondItem === v["purpleBox"] && made[1].constant == 50)
        LayoutConstraint.activate(made)
        pinCrossAxis([v["purpleBox"]!])
        window.layoutIfNeeded()
        // x = 50, width = 400 − 50 − 50 = 300.
        expectFrame(v["purpleBox"]!.frame, 50, 10, 300, 30)
    }

    @Test("V:[topField]-10-[bottomField]: a vertical layout")
    func verticalLayout() {
        let (window, container, v) = scene(["topField", "bottomField"])
        LayoutConstraint.activate(constraints("V:|-15-[topField(40)]-10-[bottomField(20)]", v))
        pinCrossAxis(Array(v.values), vertical: true)
        window.layoutIfNeeded()
        #expect(container.frame.height == 300)
        // topField: y = 15, height 40; bottomField: y = 15 + 40 + 10 = 65, height 20.
        expectFrame(v["topField"]!.frame, 10, 15, 50, 40)
        expectFrame(v["bottomField"]!.frame, 10, 65, 50, 20)
    }

    @Test("[maroonView][blueView]: flush views, and sizes, priorities and equal widths")
    func flushSizesPrioritiesAndEqualWidths() {
        let (window, _, v) = scene(["maroonView", "blueView", "button", "button1", "button2", "flexibleButton"])
        let flush = constraints("|[maroonView(70)][blueView]|", v)
        // maroonView.leading == container.leading, maroonView.width == 70,
        // blueView.leading == maroonView.trailing, container.trailing == blueView.trailing.
        #expect(flush.count == 4)
        #expect(flush.allSatisfy { $0.relation == .equal })
        let width = constraints("[button(>=50)]", v)
        #expect(width.count == 1 && width[0].relation == .greaterThanOrEqual && width[0].constant == 50)
        #expect(width[0].firstAttribute == .width && width[0].secondItem == nil)
        let priority = constraints("[button(100@20)]", v)
        #expect(priority[0].priority == LayoutPriority(20) && priority[0].constant == 100)
        let equal = constraints("[button1(==button2)]", v)
        #expect(equal[0].firstItem === v["button1"] && equal[0].secondItem === v["button2"])
        #expect(equal[0].secondAttribute == .width && equal[0].constant == 0)
        let range = constraints("[flexibleButton(>=70,<=100)]", v)
        #expect(range.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(range.map(\.constant) == [70, 100])

        LayoutConstraint.activate(flush)
        pinCrossAxis([v["maroonView"]!, v["blueView"]!])
        window.layoutIfNeeded()
        // maroon: 0…70; blue: 70…400, width 330.
        expectFrame(v["maroonView"]!.frame, 0, 10, 70, 30)
        expectFrame(v["blueView"]!.frame, 70, 10, 330, 30)
    }

    @Test("|-[find]-[findNext]-[findField(>=20)]-|: a complete line of layout")
    func completeLine() {
        let (window, _, v) = scene(["find", "findNext", "findField"])
        LayoutConstraint.activate(constraints("|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", v))
        pinCrossAxis(Array(v.values))
        window.layoutIfNeeded()
        // find: x = 20 (standard space to the superview), width 60; findNext: 20 + 60 + 8 = 88;
        // findField: 88 + 80 + 8 = 176, its trailing edge 20 from the container's 400: 380,
        // so width 380 − 176 = 204 (≥ 20).
        expectFrame(v["find"]!.frame, 20, 10, 60, 30)
        expectFrame(v["findNext"]!.frame, 88, 10, 80, 30)
        expectFrame(v["findField"]!.frame, 176, 10, 204, 30)
    }

    @Test("metrics, predicates in connections, and alignment options")
    func metricsAndAlignment() {
        let (window, _, v) = scene(["a", "b"])
        let made = LayoutConstraint.constraints(
            withVisualFormat: "|-margin-[a(w)]-(>=gap@750)-[b(w)]", options: .alignAllCenterY,
            metrics: ["margin": 12, "w": 40.0, "gap": CGFloat(30)], views: v)
        // margin, a.width, the gap (≥ 30 @ 750), b.width, b.centerY == a.centerY.
        #expect(made.count == 5)
        #expect(made.contains { $0.firstAttribute == .centerY && $0.firstItem === v["b"] && $0.secondItem === v["a"] })
        #expect(
            made.contains { $0.relation == .greaterThanOrEqual && $0.constant == 30 && $0.priority == .defaultHigh })
        LayoutConstraint.activate(made)
        LayoutConstraint.activate([
            v["a"]!.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            v["a"]!.heightAnchor.constraint(equalToConstant: 20),
            v["b"]!.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        // a: x 12, y 100, 40×20 (centre y 110); b: centre y 110 → y 80, height 60; b.x ≥ 12 + 40 + 30 = 82.
        expectFrame(v["a"]!.frame, 12, 100, 40, 20)
        #expect(v["b"]!.frame.minY == 80 && v["b"]!.frame.minX >= 82 - 1e-9)
    }

    @Test("directions: left to right, and right to left")
    func directions() {
        let (window, _, v) = scene(["a", "b"])
        let rtl = constraints("|-10-[a(50)]-5-[b(50)]", v, options: .directionRightToLeft)
        // a's right edge 10 from the container's right: a.x = 400 − 10 − 50 = 340; b to its
        // left by 5: b.x = 340 − 5 − 50 = 285.
        #expect(rtl.contains { $0.firstAttribute == .right && $0.secondAttribute == .right })
        LayoutConstraint.activate(rtl)
        pinCrossAxis(Array(v.values))
        window.layoutIfNeeded()
        expectFrame(v["a"]!.frame, 340, 10, 50, 30)
        expectFrame(v["b"]!.frame, 285, 10, 50, 30)
        let ltr = constraints("[a]-[b]", v, options: .directionLeftToRight)
        #expect(ltr[0].firstAttribute == .left && ltr[0].secondAttribute == .right)
    }

    /// UIKit's messages, with the caret under the place it went wrong.
    @Test(
        "errors",
        arguments: [
            ("H:[button1]-[button2]", "button2 is not a key in the views dictionary.", 13),
            ("H:|[loner]", "Unable to interpret '|' character, because the related view doesn't have a superview", 2),
            ("[a]-(=>8)-[b]", "Unknown relation. Must be ==, >=, or <=", 5),
            ("[a]-8[b]", "Expected a '-' here", 5),
            ("[a", "Expected ']' to end a view", 2),
            ("[a]-(>=x)-[b]", "x is not a key in the metrics dictionary", 7),
            ("[a(>=20@2000)]", "A priority must be between 1 and 1000", 8),
        ] as [(String, String, Int)])
    func errors(format: String, reason: String, position: Int) throws {
        let (_, _, v) = scene(["a", "b", "button1"])
        var views: [String: Any] = v
        views["loner"] = View()
        let error = try #require(throws: VisualFormatError.self) {
            try LayoutConstraint.constraintsStrictly(withVisualFormat: format, metrics: nil, views: views)
        }
        #expect(error.reason == reason)
        #expect(error.position == position)
        #expect(
            error.description
                == "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: position) + "^")
    }

    @Test("an alignment along the format's own axis is an error")
    func alignmentAlongTheAxis() throws {
        let (_, _, v) = scene(["a", "b"])
        let error = try #require(throws: VisualFormatError.self) {
            try LayoutConstraint.constraintsStrictly(
                withVisualFormat: "[a]-[b]", options: .alignAllLeading, metrics: nil, views: v)
        }
        #expect(
            error.reason
                == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        )
    }
}
