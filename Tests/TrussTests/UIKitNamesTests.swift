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

    /// `UIStackView` code compiles with `UIStackView` → `StackView`, `UIView` → `View`.
    @Test func stackViewCode() {
        let title = View()
        let stackView = StackView(arrangedSubviews: [title])
        stackView.axis = .vertical
        stackView.distribution = .fillEqually
        stackView.alignment = .top
        stackView.spacing = StackView.spacingUseSystem
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.isBaselineRelativeArrangement = false
        stackView.setCustomSpacing(12, after: title)
        #expect(stackView.customSpacing(after: title) == 12)
        let icon = View()
        stackView.insertArrangedSubview(icon, at: 0)
        stackView.removeArrangedSubview(title)
        #expect(stackView.arrangedSubviews.count == 1 && stackView.subviews.count == 2)
        let axis: LayoutConstraint.Axis = stackView.axis
        #expect(axis == .vertical)
        switch stackView.alignment {
        case .top: break
        default: Issue.record("top is leading")
        }
        #expect(StackView.Alignment.bottom == .trailing)
    }
}
