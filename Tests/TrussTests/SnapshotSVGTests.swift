import Foundation
import Testing

@testable import Truss

@Suite("Layout snapshots as SVG")
struct SnapshotSVGTests {
    /// A 100×50 window with safe area 10 top, view 'a<b' at (10, 10, 20, 20) holding 'c' at
    /// (1, 2, 3, 4), a guide 'g' over the window's right half.
    func window() -> Window {
        let window = makeWindow(width: 100, height: 50)
        window.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let a = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.identifier = "a<b"
        window.addSubview(a)
        let c = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        c.identifier = "c"
        a.addSubview(c)
        let g = LayoutGuide()
        g.identifier = "g"
        window.addLayoutGuide(g)
        LayoutConstraint.activate {
            g.leftAnchor == window.centerXAnchor
            g.rightAnchor == window.rightAnchor
            g.topAnchor == window.topAnchor
            g.bottomAnchor == window.bottomAnchor
        }
        window.layoutIfNeeded()
        return window
    }

    @Test("the document: size, window, safe area, views in window coordinates, guides dashed, labels escaped")
    func document() {
        let svg = window().svgSnapshot()
        let lines = svg.split(separator: "\n").map(String.init)
        // 100 + 2 × 12 by 50 + 2 × 12.
        #expect(lines[0].contains("width=\"124\" height=\"74\" viewBox=\"0 0 124 74\""))
        #expect(svg.contains("<g transform=\"translate(12 12) scale(1)\">"))
        // Unsafe top strip.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"10\" fill=\"#000000\""))
        // 'c' at (10 + 1, 10 + 2): window coordinates.
        #expect(svg.contains("<rect x=\"11\" y=\"12\" width=\"3\" height=\"4\""))
        #expect(svg.contains("<rect x=\"50\" y=\"0\" width=\"50\" height=\"50\" fill=\"none\""))
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
        #expect(svg.contains(">a&lt;b</text>"))
        #expect(!svg.contains("a<b"))
        #expect(lines.last == "</svg>")
    }

    @Test("options: title, scale, overlays; labels and guides can be left out")
    func options() {
        var options = SVGSnapshotOptions()
        options.title = "T & U"
        options.scale = 2
        options.overlays = [SnapshotOverlay(frame: CGRect(x: 0, y: 30, width: 100, height: 20), label: "keyboard")]
        let svg = window().svgSnapshot(options: options)
        // 200 + 24 by 100 + 24 + 22 (title).
        #expect(svg.contains("width=\"224\" height=\"146\""))
        #expect(svg.contains(">T &amp; U</text>"))
        #expect(svg.contains("<g transform=\"translate(12 34) scale(2)\">"))
        #expect(
            svg.contains("<rect x=\"0\" y=\"30\" width=\"100\" height=\"20\" fill=\"#6a4c93\" fill-opacity=\"0.30\""))
        // The overlay's label is centred: (50, 40 + 5 / 2).
        #expect(svg.contains("x=\"50\" y=\"42.5\""))
        #expect(svg.contains(">keyboard</text>"))
        options.showsLabels = false
        options.showsLayoutGuides = false
        let bare = window().svgSnapshot(options: options)
        #expect(!bare.contains("<text x=\"11.5\""))
        #expect(!bare.contains("stroke-dasharray"))
    }

    @Test("an overlay from a guide uses its window rectangle")
    func overlayFromGuide() {
        let w = window()
        let overlay = SnapshotOverlay(guide: w.layoutGuides.first { $0.identifier == "g" }!)
        #expect(overlay.frame == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(overlay.label == "g")
    }

    @Test("scroll view content is clipped to the scroll view and drawn where it shows")
    func scrollClip() {
        let w = makeWindow(width: 100, height: 100)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
        w.addSubview(scroll)
        let item = View(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        scroll.addSubview(item)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        w.layoutIfNeeded()
        let svg = w.svgSnapshot()
        #expect(svg.contains("<clipPath id=\"clip-0\"><rect x=\"0\" y=\"20\" width=\"100\" height=\"50\"/></clipPath>"))
        // 20 + 60 - 40 = 40 on screen.
        #expect(svg.contains("<rect x=\"0\" y=\"40\" width=\"10\" height=\"10\""))
        #expect(svg.contains("clip-path=\"url(#clip-0)\""))
    }

    @Test("deterministic: the same layout gives the same document")
    func deterministic() {
        #expect(window().svgSnapshot() == window().svgSnapshot())
    }
}
