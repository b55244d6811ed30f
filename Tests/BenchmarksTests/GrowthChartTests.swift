import Foundation
import Testing

@testable import Benchmarks

/// The growth charts' SVG: log scaling of known values, axes, legend, a missing point.
@Suite struct GrowthChartTests {
    /// Sizes 100, 1 000, 10 000 (x decades 2…4) and times from 1 ms to 1 s (y decades −3…0).
    /// truss add misses its last point; kiwi add has all three.
    static let chart = GrowthChart(
        title: "chain: time per phase against size", subtitle: "thread CPU",
        sizes: [100, 1000, 10000],
        lines: [
            .init(solver: "truss", phase: .add, seconds: [1e-3, 1e-2, nil]),
            .init(solver: "kiwi", phase: .add, seconds: [1e-3, 1e-1, 1]),
        ],
        notes: ["truss at 10 000 constraints: solve: stopped after 300 s"])

    @Test(arguments: [
        ([401.0, 400_001], 2, 6),
        ([600, 15_000, 60_000], 2, 5),
        ([1000], 3, 4),  // one value: one decade, starting at its own
        ([2.3e-7, 1e-3], -7, -3),  // 1e-3 is the top of its decade, not past it
        ([], 0, 1),
    ])
    func decades(values: [Double], low: Int, high: Int) {
        let decades = GrowthChart.decades(values)
        #expect(decades.low == low && decades.high == high)
    }

    @Test func logScalingOfKnownValues() {
        let chart = Self.chart
        // x: plot from 90 to 90 + 470 over decades 2…4: 1 000 is halfway, 90 + 470 / 2 = 325.
        #expect(chart.x(100) == 90)
        #expect(chart.x(1000) == 325)
        #expect(chart.x(10000) == 560)
        // 400 sits at log10 4 = 0.602 of a decade: 90 + 0.60206 · 235 = 231.48.
        #expect(abs(chart.x(400) - 231.484) < 1e-3)
        // y: plot from 70 (top, 1 s) to 410 (bottom, 1 ms), three decades of 340 / 3 = 113.33.
        #expect(chart.y(1e-3) == 410)
        #expect(abs(chart.y(1e-2) - 296.667) < 1e-3)  // 410 − 113.333
        #expect(abs(chart.y(1) - 70) < 1e-9)
    }

    @Test func pointsAndLinesAreWhereTheirValuesAre() throws {
        let svg = Self.chart.svg()
        let points = circles(svg)
        // Five points: truss's third is missing.
        #expect(points.count == 5)
        #expect(points.filter { $0.solver == "truss" }.map(\.size) == [100, 1000])
        let kiwi = points.filter { $0.solver == "kiwi" }
        #expect(kiwi.map(\.cx) == [90, 325, 560])
        // 1 ms → 410, 100 ms → 410 − 2 · 113.33 = 183.3, 1 s → 70.
        #expect(kiwi.map(\.cy) == [410, 183.3, 70])
        // truss's line is one segment of its two points; kiwi's runs through three.
        #expect(svg.contains(#"data-solver="truss" data-phase="add" points="90.0,410.0 325.0,296.7""#))
        #expect(svg.contains(#"data-solver="kiwi" data-phase="add" points="90.0,410.0 325.0,183.3 560.0,70.0""#))
        #expect(svg.contains("<title>kiwi add, 10 000 constraints: 1 s</title>"))
    }

    @Test func axesLegendTitleAndNotes() {
        let svg = Self.chart.svg()
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(texts(svg, "x-tick") == ["100", "1 000", "10 000"])
        #expect(texts(svg, "y-tick") == ["1 ms", "10 ms", "100 ms", "1 s"])
        #expect(texts(svg, "x-label") == ["constraints (log scale)"])
        #expect(texts(svg, "y-label").first?.hasPrefix("time (log scale)") == true)
        #expect(texts(svg, "title") == ["chain: time per phase against size"])
        #expect(texts(svg, "note") == ["truss at 10 000 constraints: solve: stopped after 300 s"])
        #expect(svg.contains(">truss add</text>") && svg.contains(">kiwi add</text>"))
        // Eight minor ticks in each of the two decades.
        #expect(svg.components(separatedBy: #"<line class="minor-tick""#).count - 1 == 16)
    }

    @Test func aLoneMeasuredPointHasAMarkerAndNoLine() {
        let chart = GrowthChart(
            title: "t", subtitle: "s", sizes: [10, 100, 1000],
            lines: [.init(solver: "amoeba", phase: .remove, seconds: [nil, 2e-3, nil])], notes: [])
        let svg = chart.svg()
        #expect(circles(svg).map(\.size) == [100])
        #expect(!svg.contains("<polyline"))
    }

    @Test func textIsEscaped() {
        let chart = GrowthChart(
            title: "a < b & c", subtitle: "", sizes: [1, 10], lines: [], notes: ["x > y"])
        let svg = chart.svg()
        #expect(svg.contains("a &lt; b &amp; c"))
        #expect(svg.contains("x &gt; y"))
    }

    @Test(arguments: [
        (1e-6, "1 µs"), (2.3e-7, "230 ns"), (0.0104, "10.4 ms"), (2.55, "2.55 s"), (1e-3, "1 ms"), (1500, "1500 s"),
        (0.000999, "999 µs"),
    ])
    func durations(seconds: Double, text: String) {
        #expect(GrowthChart.duration(seconds) == text)
    }

    @Test(arguments: [(401.0, "401"), (4001, "4 001"), (400_001, "400 001"), (1_000_000, "1 000 000"), (7, "7")])
    func counts(value: Double, text: String) {
        #expect(GrowthChart.count(value) == text)
    }

    // MARK: Reading the SVG back

    struct Circle: Equatable {
        var solver: String
        var size: Int
        var cx: Double
        var cy: Double
    }

    /// The `<circle class="point">` elements, in document order.
    func circles(_ svg: String) -> [Circle] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix(#"<circle class="point""#) }.map { line in
            Circle(
                solver: attribute("data-solver", line), size: Int(attribute("data-size", line)) ?? -1,
                cx: Double(attribute("cx", line)) ?? .nan, cy: Double(attribute("cy", line)) ?? .nan)
        }
    }

    func attribute(_ name: String, _ line: String) -> String {
        guard let start = line.range(of: " \(name)=\"") else { return "" }
        let rest = line[start.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    /// The contents of the `<text class="CLASS">` elements.
    func texts(_ svg: String, _ name: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix(#"<text class="\#(name)""#) }.map { line in
            let open = line.firstIndex(of: ">").map { line.index(after: $0) } ?? line.endIndex
            let close = line.range(of: "</text>")?.lowerBound ?? line.endIndex
            return String(line[open..<close])
        }
    }
}
