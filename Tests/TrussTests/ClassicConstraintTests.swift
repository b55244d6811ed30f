import Foundation
import Testing

@testable import Truss

/// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// UIKit's classic initializer.
@Suite("The classic constraint initializer")
struct ClassicConstraintTests {
    /// A 390×844 window with `container` at (100, 50, 200, 300) and `badge` (20×20) inside.
    func scene() -> (Window, container: View, badge: View) {
        let window = makeWindow()
        let container = makeView("container", in: window)
        let badge = makeView("badge", in: container)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: container, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left,
                multiplier: 1, constant: 100),
            LayoutConstraint(
                item: container, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1,
                constant: 50),
            LayoutConstraint(
                item: container, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 200),
            // An aspect ratio: height = 1.5 × width = 300.
            LayoutConstraint(
                item: container, attribute: .height, relatedBy: .equal, toItem: container, attribute: .width,
                multiplier: 1.5, constant: 0),
            LayoutConstraint(
                item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 20),
            LayoutConstraint(
                item: badge, attribute: .height, relatedBy: .equal, toItem: badge, attribute: .width, multiplier: 1,
                constant: 0),
        ])
        return (window, container, badge)
    }

    @Test func edgesSizesAndRatios() {
        let (window, container, badge) = scene()
        LayoutConstraint.activate([
            LayoutConstraint(
                item: badge, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing,
                multiplier: 1, constant: -10),
            LayoutConstraint(
                item: badge, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 1, constant: -10),
        ])
        window.layoutIfNeeded()
        expectFrame(container.frame, 100, 50, 200, 300)
        // 200 − 10 − 20 = 170; 300 − 10 − 20 = 270, in the container's coordinates.
        expectFrame(badge.frame, 170, 270, 20, 20)
    }

    @Test func marginAttributesNameTheMarginsGuide() {
        let (window, container, badge) = scene()
        let leading = LayoutConstraint(
            item: badge, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
            multiplier: 1, constant: 0)
        let top = LayoutConstraint(
            item: badge, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
            multiplier: 1, constant: 4)
        LayoutConstraint.activate([leading, top])
        window.layoutIfNeeded()
        // Reported as UIKit reports it: the container and its leading margin.
        #expect(leading.secondItem === container && leading.secondAttribute == .leadingMargin)
        // The default margins are 8: x = 8, y = 8 + 4 = 12.
        expectFrame(badge.frame, 8, 12, 20, 20)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 0)
        window.layoutIfNeeded()
        expectFrame(badge.frame, 30, 24, 20, 20)
    }

    /// A multiplier on positions works in the common ancestor's coordinates: the
    /// container's centre is at x 100 and y 150 of its own 200×300 bounds, so the badge's
    /// centre goes to 0.5 × 100 = 50 and 0.5 × 150 = 75 there: its frame (40, 65).
    /// (In window coordinates it would be 0.5 × 200 = 100, 0.5 × 200 = 100, i.e. (−10, 40)
    /// in the container.)
    @Test func positionMultipliersInTheAncestorsCoordinates() {
        let (window, container, badge) = scene()
        LayoutConstraint.activate([
            LayoutConstraint(
                item: badge, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            LayoutConstraint(
                item: badge, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY,
                multiplier: 0.5, constant: 0),
        ])
        window.layoutIfNeeded()
        expectFrame(badge.frame, 40, 65, 20, 20)
        // Moving the container leaves the badge where it is in the container.
        window.constraints.first { $0.firstItem === container && $0.firstAttribute == .left }?.constant = 10
        window.layoutIfNeeded()
        expectFrame(container.frame, 10, 50, 200, 300)
        expectFrame(badge.frame, 40, 65, 20, 20)
    }

    /// Right to left: a leading multiplier is measured from the ancestor's right edge. The
    /// badge's leading (right) edge at 0.25 × the container's trailing (left) edge, counted
    /// from the right: the container's trailing edge is 200 from its right, so the badge's
    /// right edge is 50 from it: x = 200 − 50 − 20 = 130.
    @Test func rightToLeftMultipliersCountFromTheRight() {
        let (window, container, badge) = scene()
        window.semanticContentAttribute = .forceRightToLeft
        LayoutConstraint.activate([
            LayoutConstraint(
                item: badge, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .trailing,
                multiplier: 0.25, constant: 0),
            LayoutConstraint(
                item: badge, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
                multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        expectFrame(badge.frame, 130, 0, 20, 20)
    }

    @Test func invalidPairingsStop() async {
        await #expect(processExitsWith: .failure) {
            let a = View()
            let b = View()
            _ = LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1,
                constant: 0)
        }
        await #expect(processExitsWith: .failure) {
            let a = View()
            _ = LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
        }
        await #expect(processExitsWith: .failure) {
            let a = View()
            let b = View()
            _ = LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1,
                constant: 0)
        }
    }
}
