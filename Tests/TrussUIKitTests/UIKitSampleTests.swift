import Foundation
import Testing
import TrussUIKit

/// UIKit sample code (in `Samples/`, compiled unchanged) laid out in a window, with the frames
/// UIKit gives it worked out by hand.
@Suite("UIKit sample code, compiled unchanged")
struct UIKitSampleTests {
    /// A 390×844 window (an iPhone 15's points, scale 1) holding a root view that fills it,
    /// with UIView's default margins of 8.
    func root() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    /// Adds `myView` under `view`, pinned to the top margin, and lays out.
    func place(_ layout: (UIView, UIView) -> Void) -> CGRect {
        let (window, view) = root()
        let myView = UIView()
        myView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(myView)
        layout(myView, view)
        myView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true
        window.layoutIfNeeded()
        return myView.frame
    }

    @Test("the Auto Layout Guide's anchors, classic constraints and format give one frame")
    func autoLayoutGuide() {
        // Between the margins: x = 8, width = 390 − 16 = 374; height = 2 × 374 = 748; top margin 8.
        let expected = CGRect(x: 8, y: 8, width: 374, height: 748)
        #expect(place { myView, view in pinWithAnchors(myView, in: view) } == expected)
        #expect(place { myView, view in pinWithLayoutConstraints(myView, in: view) } == expected)
        let formatted = place { myView, _ in
            pinWithVisualFormat(myView)
            myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0).isActive = true
        }
        // `|-[myView]-|`: the standard space to the superview is 20, not the margin: x = 20,
        // width = 390 − 40 = 350, height 700.
        #expect(formatted == CGRect(x: 20, y: 8, width: 350, height: 700))
    }

    @Test("a profile card of stack views takes its height from its content")
    func profileCard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = ProfileCardView()
        card.configure(name: "Ada Lovelace", detail: "Analyst")
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        // The text: 17 pt bold is 17 × 2444/2048 = 20.29 high, 15 pt is 17.90, rounded up to
        // the pixel grid of a scale-1 screen: 21 and 18; with 4 between, 43, under the avatar's 48. So the row is 48 high and the card 16 + 48 + 16 = 80,
        // 390 − 32 = 358 wide.
        #expect(card.frame == CGRect(x: 16, y: 100, width: 358, height: 80))
        #expect(card.avatarView.frame == CGRect(x: 0, y: 0, width: 48, height: 48))
        // The text column starts after the avatar and the 12 spacing: 60, and is
        // 358 − 32 − 60 = 266 wide; the detail starts 4 below the name.
        let name = card.nameLabel.convert(card.nameLabel.bounds, to: card)
        let detail = card.detailLabel.convert(card.detailLabel.bounds, to: card)
        #expect(abs(name.minX - 76) < 1e-9 && abs(name.width - 266) < 1e-9)
        #expect(abs(name.minY - 16) < 1e-9)
        #expect(abs(detail.minY - (name.maxY + 4)) < 1e-9)
        #expect(name.height == 21 && detail.height == 18)
        #expect(card.layer.borderColor == UIColor.separator)
    }
}
