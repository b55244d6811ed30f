import Foundation
import Testing

@testable import Truss

@Suite("Appearance: colors, layers, tint, alpha")
struct AppearanceTests {
    @Test("UIKit's classic colors have UIKit's documented components")
    func classicColors() {
        // UIColor's reference: darkGray is a grayscale of 1/3, lightGray 2/3, orange (1, 0.5, 0),
        // purple (0.5, 0, 0.5), brown (0.6, 0.4, 0.2), clear is white 0 alpha 0.
        #expect(Color.darkGray == Color(white: 1.0 / 3, alpha: 1))
        #expect(Color.lightGray == Color(white: 2.0 / 3, alpha: 1))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
        #expect(Color.clear.alpha == 0)
    }

    @Test(
        "hex strings round each component to 8 bits",
        arguments: [
            (Color.systemBlue, "#007aff"),  // (0, 122, 255)
            (Color.orange, "#ff8000"),  // 0.5 × 255 = 127.5 → 128 = 0x80
            (Color.darkGray, "#555555"),  // 255 / 3 = 85 = 0x55
            (Color.systemGroupedBackground, "#f2f2f7"),  // (242, 242, 247)
            (Color.black, "#000000"),
        ])
    func hex(color: Color, expected: String) {
        #expect(color.hexString == expected)
    }

    @Test("components are clamped to 0…1, NaN reads as 0; withAlphaComponent and getRed")
    func components() {
        let c = Color(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
        let translucent = Color.systemRed.withAlphaComponent(0.25)
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        #expect(translucent.getRed(&r, green: &g, blue: &b, alpha: &a))
        // systemRed is (255, 59, 48) in 8-bit sRGB.
        #expect(r == 1 && g == 59.0 / 255 && b == 48.0 / 255 && a == 0.25)
        #expect(Color.secondaryLabel.description == "#3c3c43 alpha 0.6")
        #expect(Color.separator.cgColor == Color.separator)
    }

    @Test("defaults: no background, alpha 1, opaque, not clipping (a scroll view clips), black border color")
    func defaults() {
        let view = View()
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(view.isOpaque)
        #expect(!view.clipsToBounds)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
        #expect(view.layer.borderColor == .black)
        #expect(view.accessibilityIdentifier == nil)
        #expect(ScrollView().clipsToBounds)
    }

    @Test("the view's background, alpha and clipping are its layer's")
    func viewAndLayerAgree() {
        let view = View()
        view.backgroundColor = .systemTeal
        view.alpha = 0.5
        view.clipsToBounds = true
        #expect(view.layer.backgroundColor == .systemTeal)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.masksToBounds)
        view.layer.backgroundColor = nil
        view.layer.opacity = 0.25
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 0.25)
    }

    @Test("tint is inherited from the nearest view that sets one, else the system blue")
    func tintInheritance() {
        let window = makeWindow(width: 100, height: 100)
        let parent = View()
        let child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        window.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        #expect(window.tintColor == .systemGreen)
        parent.tintColor = nil
        #expect(child.tintColor == .systemGreen)
        child.removeFromSuperview()
        #expect(child.tintColor == .systemBlue)
    }

    @Test("appearance never changes layout")
    func layoutUnchanged() {
        func frames(styled: Bool) -> [CGRect] {
            let window = makeWindow(width: 200, height: 100)
            let card = View()
            card.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(card)
            if styled {
                card.backgroundColor = .systemBackground
                card.layer.cornerRadius = 12
                card.layer.borderWidth = 3
                card.alpha = 0
                card.clipsToBounds = true
            }
            LayoutConstraint.activate {
                card.leadingAnchor == window.leadingAnchor + 10
                card.widthAnchor == 50
                card.topAnchor == window.topAnchor + 5
                card.heightAnchor == 20
            }
            window.layoutIfNeeded()
            return [card.frame]
        }
        #expect(frames(styled: true) == frames(styled: false))
        #expect(frames(styled: true) == [CGRect(x: 10, y: 5, width: 50, height: 20)])
    }
}
