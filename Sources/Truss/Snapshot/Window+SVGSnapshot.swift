import Foundation

extension Window {
    /// A picture of the window's layout as an SVG document, as of the last layout pass.
    ///
    /// What is drawn, back to front: the window's outline, filled with its
    /// ``View/backgroundColor`` if it has one; its unsafe edges shaded (the safe-area
    /// insets); each view as a translucent rectangle, colored by depth, or, for a view with a
    /// ``View/backgroundColor`` or a border, as its appearance (see
    /// `SVGCanvas+Appearance.swift`); the subviews and guides of a view that
    /// ``View/clipsToBounds`` (a ``ScrollView`` by default) clipped to it; each layout guide as a
    /// dashed rectangle, unless it covers its view exactly; the ``SVGSnapshotOptions/overlays``; then the labels (a view's
    /// identifier or type, a guide's identifier, an overlay's label). Coordinates are
    /// window points times ``SVGSnapshotOptions/scale``, offset by the margin (and the
    /// title, if any). The output is deterministic: numbers are written by
    /// ``SnapshotFormat`` and items in hierarchy order.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// try window.svgSnapshot().write(toFile: "login.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svgSnapshot(options: SVGSnapshotOptions = SVGSnapshotOptions()) -> String {
        var svg = SVGCanvas(window: self, options: options)
        return svg.render()
    }
}

/// Builds the SVG text of ``Window/svgSnapshot(options:)``.
struct SVGCanvas {
    let window: Window
    let options: SVGSnapshotOptions
    var body: [String] = []
    var labels: [String] = []
    /// The rectangles (window points, estimated from the text's length) of the labels
    /// placed so far, so that a guide's label can move clear of them.
    var placedLabels: [CGRect] = []
    var clips: [String] = []

    /// Stroke colors by depth (1 = the window's subviews).
    static let palette = ["#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#17becf", "#e377c2"]
    static let guideColor = "#e07b00"

    init(window: Window, options: SVGSnapshotOptions) {
        self.window = window
        self.options = options
    }

    mutating func render() -> String {
        let n = SnapshotFormat.number
        let size = window.frame.size
        let titleHeight: CGFloat = options.title == nil ? 0 : 22
        // Wide enough for the title too, at about 7 pixels per character.
        let titleWidth = CGFloat(options.title?.count ?? 0) * 7
        let width = max(size.width * options.scale, titleWidth) + 2 * options.margin
        let height = size.height * options.scale + 2 * options.margin + titleHeight

        body.append(
            "<rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
                + "fill=\"\(window.backgroundColor?.hexString ?? "#fcfcfc")\" "
                + "stroke=\"#222222\" stroke-width=\"1.5\" vector-effect=\"non-scaling-stroke\"/>")
        if options.showsSafeArea { drawSafeArea(size) }
        if options.showsLabels {
            reserveViewLabels(window, depth: 0)
            for overlay in options.overlays { reserveOverlayLabel(overlay) }
        }
        walk(window, depth: 0, clip: nil)
        for overlay in options.overlays { drawOverlay(overlay) }

        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
        ]
        if let title = options.title {
            lines.append(
                "<text x=\"\(n(options.margin))\" y=\"\(n(options.margin + 13))\" font-size=\"13\" "
                    + "font-weight=\"bold\" fill=\"#222222\">\(Self.escape(title))</text>")
        }
        lines.append(
            "<g transform=\"translate(\(n(options.margin)) \(n(options.margin + titleHeight))) "
                + "scale(\(n(options.scale)))\">")
        if !clips.isEmpty { lines += ["<defs>"] + clips + ["</defs>"] }
        lines += body
        if options.showsLabels { lines += labels }
        lines.append("</g>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Shades the strips outside the safe area.
    mutating func drawSafeArea(_ size: CGSize) {
        let i = window.safeAreaInsets
        let strips = [
            CGRect(x: 0, y: 0, width: size.width, height: i.top),
            CGRect(x: 0, y: size.height - i.bottom, width: size.width, height: i.bottom),
            CGRect(x: 0, y: i.top, width: i.left, height: size.height - i.top - i.bottom),
            CGRect(x: size.width - i.right, y: i.top, width: i.right, height: size.height - i.top - i.bottom),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 {
            body.append("<rect \(Self.geometry(strip)) fill=\"#000000\" fill-opacity=\"0.08\"/>")
        }
    }

    /// Records where every view's label goes before any guide's label is placed, so that
    /// guide labels move clear of view labels drawn later.
    mutating func reserveViewLabels(_ view: View, depth: Int) {
        if depth > 0 {
            let r = view.rectInWindow()
            let font = 10 / options.scale
            let name = view.snapshotName
            placedLabels.append(
                Self.labelRect(
                    name, x: r.minX + 3 / options.scale, baseline: r.minY + 2 / options.scale + font, font: font))
        }
        for subview in view.subviews { reserveViewLabels(subview, depth: depth + 1) }
    }

    /// Records where an overlay's label goes (centred, bold, about 0.6 em per character).
    mutating func reserveOverlayLabel(_ overlay: SnapshotOverlay) {
        let r = overlay.frame
        let font = 13 / options.scale
        placedLabels.append(
            CGRect(
                x: r.midX - CGFloat(overlay.label.count) * font * 0.3, y: r.midY + 5 / options.scale - font,
                width: CGFloat(overlay.label.count) * font * 0.6, height: font))
    }

    /// Draws a view (not the window itself), its guides, its subviews, then its border; a
    /// hidden view and everything inside it are not drawn, and a view with an alpha below 1
    /// is drawn in a group of that opacity.
    mutating func walk(_ view: View, depth: Int, clip: String?) {
        guard !view.isHidden else { return }
        let clipAttribute = clip.map { " clip-path=\"url(#\($0))\"" } ?? ""
        let faded = depth > 0 && view.alpha < 1
        if faded { body.append("<g opacity=\"\(SnapshotFormat.number(max(0, view.alpha)))\">") }
        if depth > 0 {
            let r = view.rectInWindow()
            let color = Self.palette[(depth - 1) % Self.palette.count]
            if view.isStyled {
                drawBackground(of: view, in: r, clip: clipAttribute)
            } else {
                body.append(
                    "<rect \(Self.geometry(r))\(Self.corners(view.layer.cornerRadius)) fill=\"\(color)\" "
                        + "fill-opacity=\"0.10\" stroke=\"\(color)\" "
                        + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"\(clipAttribute)/>")
            }
            let name = view.snapshotName
            let font = 10 / options.scale
            labels.append(
                "<text x=\"\(SnapshotFormat.number(r.minX + 3 / options.scale))\" "
                    + "y=\"\(SnapshotFormat.number(r.minY + 2 / options.scale + font))\" "
                    + "font-size=\"\(SnapshotFormat.number(font))\" fill=\"\(color)\"\(clipAttribute)>"
                    + "\(Self.escape(name))</text>")
        }
        var childClip = clip
        if view.clipsToBounds && depth > 0 { childClip = addClip(for: view, inside: clip) }
        if options.showsLayoutGuides {
            // A guide that covers its view exactly would only hide the view's outline.
            let own = view.rectInWindow()
            let drawn = view.layoutGuides.filter { !Self.same($0.rectInWindow(), own) }
            for (index, guide) in drawn.enumerated() { drawGuide(guide, clip: childClip, labelRow: index) }
        }
        for subview in view.subviews { walk(subview, depth: depth + 1, clip: childClip) }
        if depth > 0 { drawBorder(of: view, clip: clipAttribute) }
        if faded { body.append("</g>") }
    }

    /// Draws a guide dashed, its identifier inside its bottom-left corner (raised by
    /// `labelRow` lines, so that the guides of one view do not write over each other); a
    /// scroll view's own guides are clipped to it.
    mutating func drawGuide(_ guide: LayoutGuide, clip: String?, labelRow: Int) {
        let clipAttribute = clip.map { " clip-path=\"url(#\($0))\"" } ?? ""
        let r = guide.rectInWindow()
        body.append(
            "<rect \(Self.geometry(r)) fill=\"none\" stroke=\"\(Self.guideColor)\" stroke-width=\"1\" "
                + "stroke-dasharray=\"4 3\" vector-effect=\"non-scaling-stroke\"\(clipAttribute)/>")
        guard !guide.identifier.isEmpty else { return }
        let font = 9 / options.scale
        let x = r.minX + 3 / options.scale
        var baseline = r.maxY - 3 / options.scale - CGFloat(labelRow) * (font + 1)
        // Raised a line at a time (at most 8) while it would write over an earlier label.
        for _ in 0..<8 {
            let box = Self.labelRect(guide.identifier, x: x, baseline: baseline, font: font)
            guard placedLabels.contains(where: { $0.intersects(box) }) else { break }
            baseline -= font + 1
        }
        placedLabels.append(Self.labelRect(guide.identifier, x: x, baseline: baseline, font: font))
        labels.append(
            "<text x=\"\(SnapshotFormat.number(x))\" "
                + "y=\"\(SnapshotFormat.number(baseline))\" "
                + "font-size=\"\(SnapshotFormat.number(font))\" font-style=\"italic\" fill=\"\(Self.guideColor)\""
                + "\(clipAttribute)>\(Self.escape(guide.identifier))</text>")
    }

    /// The rectangle a label of `text` at `font` size takes, estimated at 0.55 em per
    /// character, from its baseline up.
    static func labelRect(_ text: String, x: CGFloat, baseline: CGFloat, font: CGFloat) -> CGRect {
        CGRect(x: x, y: baseline - font * 1.1, width: CGFloat(text.count) * font * 0.55, height: font * 1.25)
    }

    /// Whether two rectangles agree to within 1/100 of a point.
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }

    mutating func drawOverlay(_ overlay: SnapshotOverlay) {
        let r = overlay.frame
        let color = Self.escape(overlay.color)
        body.append(
            "<rect \(Self.geometry(r)) fill=\"\(color)\" fill-opacity=\"0.30\" stroke=\"\(color)\" "
                + "stroke-width=\"1.5\" vector-effect=\"non-scaling-stroke\"/>")
        labels.append(
            "<text x=\"\(SnapshotFormat.number(r.midX))\" y=\"\(SnapshotFormat.number(r.midY + 5 / options.scale))\" "
                + "font-size=\"\(SnapshotFormat.number(13 / options.scale))\" font-weight=\"bold\" "
                + "text-anchor=\"middle\" fill=\"\(color)\">"
                + "\(Self.escape(overlay.label))</text>")
    }

    /// `x="…" y="…" width="…" height="…"`, negative sizes made zero.
    static func geometry(_ r: CGRect) -> String {
        let n = SnapshotFormat.number
        return "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
    }

    /// Escapes text for XML content and attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        for c in text {
            switch c {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(c)
            }
        }
        return result
    }
}
