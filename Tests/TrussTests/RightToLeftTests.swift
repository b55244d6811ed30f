import Foundation
import Testing

@testable import Truss

@Suite("Right-to-left layout")
struct RightToLeftTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        var attribute: SemanticContentAttribute
        var labelX: CGFloat
        var fieldX: CGFloat
        var testDescription: String { "\(attribute)" }
    }

    // Window 320 wide. label.leading = container.leading + 20, width 100;
    // field.leading = label.trailing + 8, width 50.
    // LTR: label 20…120, field 128…178.
    // RTL: label's leading is its right edge at 320 - 20 = 300, so x = 200; the field's
    // leading edge is 8 left of the label's trailing (left) edge: 192, so x = 142.
    @Test(arguments: [
        Scenario(attribute: .forceLeftToRight, labelX: 20, fieldX: 128),
        Scenario(attribute: .unspecified, labelX: 20, fieldX: 128),
        Scenario(attribute: .forceRightToLeft, labelX: 200, fieldX: 142),
    ])
    func leadingAndTrailingFlip(_ scenario: Scenario) {
        let window = makeWindow(width: 320, height: 200)
        let container = makeView("container", in: window)
        container.semanticContentAttribute = scenario.attribute
        let label = makeView("label", in: container)
        let field = makeView("field", in: container)
        LayoutConstraint.activate {
            container.leftAnchor == window.leftAnchor
            container.rightAnchor == window.rightAnchor
            container.topAnchor == window.topAnchor
            container.heightAnchor == 200
            label.leadingAnchor == container.leadingAnchor + 20
            label.widthAnchor == 100
            field.leadingAnchor == label.trailingAnchor + 8
            field.widthAnchor == 50
            label.topAnchor == container.topAnchor
            field.topAnchor == container.topAnchor
            label.heightAnchor == 20
            field.heightAnchor == 20
        }
        window.layoutIfNeeded()
        expectFrame(label.frame, scenario.labelX, 0, 100, 20)
        expectFrame(field.frame, scenario.fieldX, 0, 50, 20)
    }

    @Test("changing the direction after activation rebuilds the flipped constraints")
    func directionChangeAfterActivation() {
        let window = makeWindow(width: 320, height: 200)
        let label = makeView("label", in: window)
        LayoutConstraint.activate {
            label.leadingAnchor == window.leadingAnchor + 20
            label.widthAnchor == 100
            label.topAnchor == window.topAnchor
            label.heightAnchor == 20
        }
        window.layoutIfNeeded()
        expectFrame(label.frame, 20, 0, 100, 20)
        window.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        expectFrame(label.frame, 200, 0, 100, 20)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("margins follow the direction: leading 20, trailing 30")
    func marginsFlip() {
        let window = makeWindow(width: 320, height: 200)
        window.semanticContentAttribute = .forceRightToLeft
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(card)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        // Right-to-left: the leading margin is on the right, so the guide starts 30 from the left.
        expectFrame(card.layoutMarginsGuide.layoutFrame, 30, 0, 150, 100)
        #expect(card.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 20))
    }

    @Test("left and right do not flip")
    func absoluteEdges() {
        let window = makeWindow(width: 320, height: 200)
        window.semanticContentAttribute = .forceRightToLeft
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.leftAnchor == window.leftAnchor + 20
            box.widthAnchor == 100
            box.topAnchor == window.topAnchor
            box.heightAnchor == 20
        }
        window.layoutIfNeeded()
        expectFrame(box.frame, 20, 0, 100, 20)
    }

    @Test("anchorWithOffset measures in reading direction")
    func offsetDimension() {
        let window = makeWindow(width: 320, height: 200)
        window.semanticContentAttribute = .forceRightToLeft
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        LayoutConstraint.activate {
            a.leadingAnchor == window.leadingAnchor
            a.widthAnchor == 50
            b.widthAnchor == 50
            a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor) == 70
            a.topAnchor == window.topAnchor
            b.topAnchor == window.topAnchor
            a.heightAnchor == 10
            b.heightAnchor == 10
        }
        window.layoutIfNeeded()
        // a: right edge at 320, x = 270. b's leading (right) edge 70 further along: 250, x = 200.
        expectFrame(a.frame, 270, 0, 50, 10)
        expectFrame(b.frame, 200, 0, 50, 10)
    }

    @Test("relating leading to left is a programmer error")
    func mixingIsAnError() async {
        await #expect(processExitsWith: .failure) {
            let a = View()
            let b = View()
            _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
        }
    }
}
