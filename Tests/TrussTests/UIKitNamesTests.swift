import Foundation
import Testing
import Truss

/// The naming rule: UIKit's nested names compile with `NS` dropped.
@Suite("UIKit's nested names")
struct UIKitNamesTests {
    @Test func nestedTypesOfLayoutConstraint() {
        let attribute: LayoutConstraint.Attribute = .leading
        let relation: LayoutConstraint.Relation = .greaterThanOrEqual
        let axis: LayoutConstraint.Axis = .horizontal
        let options: LayoutConstraint.FormatOptions = [.alignAllCenterY, .directionLeadingToTrailing]
        #expect(attribute == LayoutAttribute.leading)
        #expect(relation == LayoutRelation.greaterThanOrEqual)
        #expect(axis == LayoutAxis.horizontal)
        #expect(options.rawValue == 1 << 10)
        let view = View()
        view.setContentHuggingPriority(.defaultHigh, for: LayoutConstraint.Axis.horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }
}
