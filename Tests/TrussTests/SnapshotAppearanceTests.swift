import Foundation
import Testing

@testable import Truss

@Suite("SVG snapshots draw the appearance")
struct SnapshotAppearanceTests {
    /// A 200×100 window; a card at (10, 20, 100, 50) holding a badge at (90, -5, 20, 20).
    func scene(_ style: (View, View, Window) -> Void) -> String {
        let window = makeWindow(width: 200, height: 100)
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.identifier = "card"
        window.addSubview(card)
        let badge = View(frame: CGRect(x: 90, y: -5, width: 20, height: 20))
        badge.identifier = "badge"
        card.addSubview(badge)
        style(card, badge, window)
        window.layoutIfNeeded()
        return window.svgSnapshot()
    }

    @Test("a background fills the view's rounded rectangle in its color, without the outline")
    func background() {
        let svg = scene { card, _, _ in
            card.backgroundColor = .systemRed
            card.layer.cornerRadius = 8
        }
        #expect(
            svg.contains("<rect x=\"10\" y=\"20\" width=\"100\" height=\"50\" rx=\"8\" ry=\"8\" fill=\"#ff3b30\"/>"))
        // The badge has no style: the depth-2 outline color, at badge's window origin (100, 15).
        #expect(
            svg.contains("<rect x=\"100\" y=\"15\" width=\"20\" height=\"20\" fill=\"#2ca02c\" fill-opacity=\"0.10\""))
    }

    @Test("a translucent background keeps its alpha as fill opacity")
    func translucentBackground() {
        let svg = scene { card, _, _ in card.backgroundColor = Color.systemBlue.withAlphaComponent(0.5) }
        #expect(svg.contains("fill=\"#007aff\" fill-opacity=\"0.5\"/>"))
    }

    @Test("a border is drawn inside the bounds, above the subviews")
    func border() {
        let svg = scene { card, _, _ in
            card.layer.borderWidth = 2
            card.layer.borderColor = .blue
            card.layer.cornerRadius = 8
        }
        // Inset by 2 / 2 = 1: (11, 21, 98, 48); corner radius 8 − 1 = 7.
        let border =
            "<rect x=\"11\" y=\"21\" width=\"98\" height=\"48\" rx=\"7\" ry=\"7\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>"
        #expect(svg.contains(border))
        let borderAt = svg.range(of: border)!.lowerBound
        let badgeAt = svg.range(of: "<rect x=\"100\" y=\"15\"")!.lowerBound
        #expect(badgeAt < borderAt)
    }

    @Test("clipping to bounds clips the subviews to the rounded rectangle")
    func clipping() {
        let svg = scene { card, _, _ in
            card.clipsToBounds = true
            card.layer.cornerRadius = 6
        }
        #expect(
            svg.contains(
                "<clipPath id=\"clip-0\"><rect x=\"10\" y=\"20\" width=\"100\" height=\"50\" rx=\"6\" ry=\"6\"/></clipPath>"
            ))
        #expect(svg.contains("<rect x=\"100\" y=\"15\" width=\"20\" height=\"20\" fill=\"#2ca02c\""))
        #expect(svg.contains("clip-path=\"url(#clip-0)\"/>"))
    }

    @Test("a clip inside a clip is nested")
    func nestedClipping() {
        let svg = scene { card, badge, _ in
            card.clipsToBounds = true
            badge.clipsToBounds = true
        }
        #expect(svg.contains("<clipPath id=\"clip-1\" clip-path=\"url(#clip-0)\"><rect x=\"100\" y=\"15\""))
    }

    @Test("alpha wraps the view and its subtree in a group of that opacity")
    func alpha() {
        let svg = scene { card, _, _ in card.alpha = 0.4 }
        let lines = svg.split(separator: "\n").map(String.init)
        let group = lines.firstIndex(of: "<g opacity=\"0.4\">")!
        let card = lines.firstIndex { $0.hasPrefix("<rect x=\"10\" y=\"20\"") }!
        let badge = lines.firstIndex { $0.hasPrefix("<rect x=\"100\" y=\"15\"") }!
        let close = lines[badge...].firstIndex(of: "</g>")!
        #expect(group < card && card < badge && badge < close)
    }

    @Test("the window's background color fills the window")
    func windowBackground() {
        let svg = scene { _, _, window in window.backgroundColor = .systemGroupedBackground }
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#f2f2f7\""))
    }

    @Test("a view is labelled by its accessibility identifier when it has no identifier")
    func accessibilityLabel() {
        let svg = scene { card, _, _ in
            card.identifier = nil
            card.accessibilityIdentifier = "loginCard"
        }
        #expect(svg.contains(">loginCard</text>"))
    }
}
