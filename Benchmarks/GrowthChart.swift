import Foundation

/// A log–log chart of one workload series as plain SVG: the size (constraints) along x,
/// the time of each phase along y, one line per solver and phase.
///
/// Both axes span whole decades: x from 10^⌊log₁₀ smallest size⌋ to 10^⌈log₁₀ largest⌉,
/// y likewise over the times drawn, so a value v sits at
/// `left + (log₁₀ v − low decade) / (decades) · plot width` (y measured up from the bottom).
/// A missing value (the solver was stopped or not run at that size) breaks its line and is
/// named in a note under the chart.
///
/// ```swift
/// let chart = GrowthChart(
///     title: "chain", subtitle: "thread CPU time", sizes: [401, 4001],
///     lines: [.init(solver: "truss", phase: .add, seconds: [0.0007, 0.0104])], notes: [])
/// try chart.svg().write(toFile: "chain.svg", atomically: true, encoding: .utf8)
/// ```
struct GrowthChart: Equatable, Sendable {
    enum Phase: String, CaseIterable, Sendable {
        case add, suggest, remove
    }

    /// One solver's times of one phase, in seconds, one per size (`nil`: not measured).
    struct Line: Equatable, Sendable {
        var solver: String
        var phase: Phase
        var seconds: [Double?]
    }

    var title: String
    var subtitle: String
    /// The sizes (constraints), ascending.
    var sizes: [Int]
    var lines: [Line]
    /// Sentences printed under the chart (the points that are missing, and why).
    var notes: [String]

    /// The drawing's geometry: the plot area inside the margins, the legend on the right.
    static let width = 780.0
    static let plotLeft = 90.0
    static let plotTop = 70.0
    static let plotWidth = 470.0
    static let plotHeight = 340.0
    static let noteHeight = 16.0

    /// The decades `(low, high)` exponents of powers of ten that contain every value, at
    /// least one decade apart: `[401, 400001]` → `(2, 6)`.
    static func decades(_ values: [Double]) -> (low: Int, high: Int) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let smallest = positive.min(), let largest = positive.max() else { return (0, 1) }
        // Round the logarithms a hair first, so that 1000 is in decade 3 and not just past it.
        let low = Int((log10(smallest) + 1e-9).rounded(.down))
        let high = max(low + 1, Int((log10(largest) - 1e-9).rounded(.up)))
        return (low, high)
    }

    /// The x coordinate of `size` constraints.
    func x(_ size: Double) -> Double {
        let (low, high) = Self.decades(sizes.map(Double.init))
        return Self.plotLeft + (log10(size) - Double(low)) / Double(high - low) * Self.plotWidth
    }

    /// The y coordinate of a time of `seconds`.
    func y(_ seconds: Double) -> Double {
        let (low, high) = yDecades
        return Self.plotTop + Self.plotHeight - (log10(seconds) - Double(low)) / Double(high - low) * Self.plotHeight
    }

    private var yDecades: (low: Int, high: Int) {
        Self.decades(lines.flatMap { $0.seconds.compactMap { $0 } })
    }

    /// The whole document.
    func svg() -> String {
        let height = Self.plotTop + Self.plotHeight + 60 + Self.noteHeight * Double(notes.count) + 10
        var out = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Self.width)" height="\##(number(height))" "##
                + ##"viewBox="0 0 \##(Self.width) \##(number(height))" font-family="sans-serif" font-size="12">"##,
            ##"<rect width="100%" height="100%" fill="white"/>"##,
            ##"<text class="title" x="\##(Self.plotLeft)" y="24" font-size="16" font-weight="bold">\##(escape(title))</text>"##,
            ##"<text class="subtitle" x="\##(Self.plotLeft)" y="44" fill="#444">\##(escape(subtitle))</text>"##,
        ]
        out += axes()
        for line in lines { out += draw(line) }
        out += legend()
        for (index, note) in notes.enumerated() {
            let top = Self.plotTop + Self.plotHeight + 62 + Self.noteHeight * Double(index)
            out.append(
                ##"<text class="note" x="\##(Self.plotLeft)" y="\##(number(top))" fill="#444">\##(escape(note))</text>"##
            )
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The frame, decade grid lines with labels, minor ticks, and the axis titles.
    private func axes() -> [String] {
        let left = Self.plotLeft
        let top = Self.plotTop
        let right = left + Self.plotWidth
        let bottom = top + Self.plotHeight
        var out = [##"<g class="grid" stroke="#ddd" stroke-width="1">"##]
        var labels: [String] = []
        let (xLow, xHigh) = Self.decades(sizes.map(Double.init))
        for exponent in xLow...xHigh {
            let decade = pow(10, Double(exponent))
            let at = number(x(decade))
            out.append(##"<line x1="\##(at)" y1="\##(top)" x2="\##(at)" y2="\##(bottom)"/>"##)
            labels.append(
                ##"<text class="x-tick" x="\##(at)" y="\##(bottom + 18)" text-anchor="middle">\##(Self.count(decade))</text>"##
            )
            guard exponent < xHigh else { continue }
            for multiple in 2...9 {
                let minor = number(x(decade * Double(multiple)))
                labels.append(
                    ##"<line class="minor-tick" x1="\##(minor)" y1="\##(bottom)" x2="\##(minor)" y2="\##(bottom + 4)" stroke="#000"/>"##
                )
            }
        }
        let (yLow, yHigh) = yDecades
        for exponent in yLow...yHigh {
            let decade = pow(10, Double(exponent))
            let at = number(y(decade))
            out.append(##"<line x1="\##(left)" y1="\##(at)" x2="\##(right)" y2="\##(at)"/>"##)
            labels.append(
                ##"<text class="y-tick" x="\##(left - 8)" y="\##(at)" dy="4" text-anchor="end">\##(Self.duration(decade))</text>"##
            )
        }
        out.append("</g>")
        out.append(
            ##"<rect x="\##(left)" y="\##(top)" width="\##(Self.plotWidth)" height="\##(Self.plotHeight)" fill="none" stroke="#000"/>"##
        )
        out += labels
        out.append(
            ##"<text class="x-label" x="\##(left + Self.plotWidth / 2)" y="\##(bottom + 40)" text-anchor="middle">"##
                + "constraints (log scale)</text>")
        let middle = number(top + Self.plotHeight / 2)
        out.append(
            ##"<text class="y-label" x="20" y="\##(middle)" text-anchor="middle" transform="rotate(-90 20 \##(middle))">"##
                + "time (log scale): add, remove per run; suggest per suggestion</text>")
        return out
    }

    /// A line's segments (runs of measured sizes) and a marker with a tooltip at each point.
    private func draw(_ line: Line) -> [String] {
        let style = Self.style(line)
        var out: [String] = []
        var segment: [String] = []
        func flush() {
            if segment.count > 1 {
                out.append(
                    ##"<polyline class="line" data-solver="\##(line.solver)" data-phase="\##(line.phase)" "##
                        + ##"points="\##(segment.joined(separator: " "))" fill="none" stroke="\##(style.color)" "##
                        + ##"stroke-width="2" stroke-dasharray="\##(style.dash)"/>"##)
            }
            segment = []
        }
        for (size, value) in zip(sizes, line.seconds) {
            guard let value, value > 0 else {
                flush()
                continue
            }
            let point = "\(number(x(Double(size)))),\(number(y(value)))"
            segment.append(point)
            out.append(
                ##"<circle class="point" data-solver="\##(line.solver)" data-phase="\##(line.phase)" data-size="\##(size)" "##
                    + ##"cx="\##(number(x(Double(size))))" cy="\##(number(y(value)))" r="3.5" fill="\##(style.color)">"##
                    + "<title>\(line.solver) \(line.phase), \(Self.count(Double(size))) constraints: "
                    + "\(Self.duration(value))</title></circle>")
        }
        flush()
        return out
    }

    /// One entry per line, in the order the lines are drawn.
    private func legend() -> [String] {
        let left = Self.plotLeft + Self.plotWidth + 20
        var out = [##"<g class="legend">"##]
        for (index, line) in lines.enumerated() {
            let style = Self.style(line)
            let top = Self.plotTop + 8 + 20 * Double(index)
            out.append(
                ##"<line x1="\##(left)" y1="\##(top)" x2="\##(left + 34)" y2="\##(top)" stroke="\##(style.color)" "##
                    + ##"stroke-width="2" stroke-dasharray="\##(style.dash)"/>"##)
            out.append(
                ##"<text x="\##(left + 42)" y="\##(top)" dy="4">\##(escape("\(line.solver) \(line.phase)"))</text>"##)
        }
        out.append("</g>")
        return out
    }

    /// The solver picks the colour, the phase the dash pattern.
    static func style(_ line: Line) -> (color: String, dash: String) {
        let colors = ["truss": "#1f4e9c", "kiwi": "#d9730d", "amoeba": "#2e8b3d"]
        let dashes: [Phase: String] = [.add: "none", .suggest: "7 4", .remove: "2 3"]
        return (colors[line.solver] ?? "#777", dashes[line.phase] ?? "none")
    }

    /// `1 000`, `40 001`: a count with thin groups of three.
    static func count(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: " ")
    }

    /// A time in seconds with the unit that keeps it between 1 and 1 000: `1 µs`, `10 ms`,
    /// `2.55 s`; three significant digits at most.
    static func duration(_ seconds: Double) -> String {
        let units: [(String, Double)] = [("ns", 1e-9), ("µs", 1e-6), ("ms", 1e-3), ("s", 1)]
        let (unit, scale) = units.last { seconds >= $0.1 * (1 - 1e-9) } ?? units[0]
        let value = seconds / scale
        let digits = value >= 999.5 ? String(format: "%.0f", value) : String(format: "%.3g", value)
        return "\(digits) \(unit)"
    }

    private func number(_ value: Double) -> String { String(format: "%.1f", value) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
