import Foundation
import Testing

@testable import Benchmarks

/// The charts run's series, its notes for skipped points, and its table.
@Suite struct GrowthRunTests {
    @Test(arguments: [
        ("chain-1000.cass", "chain", "1000"), ("grid-50x50.cass", "grid", "50x50"),
        ("grid-req-10x10.cass", "grid-req", "10x10"), ("random-sparse-2000.cass", "random-sparse", "2000"),
        ("form-5000", "form", "5000"),
    ])
    func seriesAreNamedBySize(file: String, name: String, size: String) throws {
        let series = try #require(GrowthRun.series(of: file))
        #expect(series.name == name && series.size == size)
    }

    @Test(arguments: ["enaml.cass", "layout-rows.cass", "-100.cass", "grid-10x.cass", "grid-1x2x3.cass", "a-1e3.cass"])
    func namesWithoutASizeAreNoSeries(file: String) {
        #expect(GrowthRun.series(of: file) == nil)
    }

    @Test func estimatesGrowFromTheSmallerSizes() throws {
        #expect(GrowthRun.estimate([], at: 1000) == nil)
        // One smaller size: linear, 2 s at 100 → 20 s at 1 000.
        #expect(GrowthRun.estimate([(100, 2)], at: 1000) == 20)
        // 1 s → 100 s for 10× the size is k = 2: 100 s · 10² = 10 000 s at 10 000.
        let quadratic = try #require(GrowthRun.estimate([(100, 1), (1000, 100)], at: 10000))
        #expect(abs(quadratic - 10_000) < 1e-6)
        // 1 s → 5 s for 10× is below linear: k = 1, 5 s · 10 = 50 s.
        let flat = try #require(GrowthRun.estimate([(100, 1), (1000, 5)], at: 10000))
        #expect(abs(flat - 50) < 1e-9)
    }

    static let run = GrowthRun(
        solvers: [
            PeerSolver(name: "truss", executable: "/bin/true", timeout: 300),
            PeerSolver(name: "kiwi", executable: "/bin/true", timeout: 60),
        ], runs: 3, clock: .threadCPU, directory: "/unused", memoryLimitBytes: nil)

    /// chain at 401 and 4 001 constraints; kiwi stopped at the second size.
    static var points: [GrowthRun.Point] {
        let small = PeerFigures(addMilliseconds: 0.7, suggestMicroseconds: 8, removeMilliseconds: 0.85)
        let large = PeerFigures(addMilliseconds: 10.4, suggestMicroseconds: 748, removeMilliseconds: 57.1)
        return [
            GrowthRun.Point(
                file: "/w/chain-100.cass", constraints: 401,
                measurements: [
                    "truss": .init(figures: small, peakKilobytes: 10_000),
                    "kiwi": .init(figures: PeerFigures(addMilliseconds: 3.2), peakKilobytes: 4000),
                ]),
            GrowthRun.Point(
                file: "/w/chain-1000.cass", constraints: 4001,
                measurements: [
                    "truss": .init(figures: large, peakKilobytes: 40_000),
                    "kiwi": .init(peakKilobytes: 90_000, missing: "bench stopped after 60 s"),
                ]),
        ]
    }

    @Test func chartHasALinePerMeasuredPhaseAndNotesTheSkippedPoint() {
        let chart = Self.run.chart("chain", Self.points)
        #expect(chart.sizes == [401, 4001])
        #expect(
            chart.lines.map { "\($0.solver) \($0.phase)" } == [
                "truss add", "truss suggest", "truss remove", "kiwi add",
            ])
        // Seconds: ms / 1 000 and µs / 1 000 000.
        #expect(chart.lines[0].seconds == [0.0007, 0.0104])
        #expect(chart.lines[1].seconds == [8e-6, 748e-6])
        #expect(chart.lines[3].seconds == [0.0032, nil])
        #expect(chart.notes == ["kiwi at 4 001 constraints: bench stopped after 60 s"])
        #expect(chart.subtitle.contains("thread CPU, medians of 3 runs"))
        #expect(chart.subtitle.contains("time limits: truss 300 s, kiwi 60 s"))
        // The stopped point has no marker; kiwi's line has one point, so no polyline.
        let svg = chart.svg()
        #expect(svg.contains(#"data-solver="kiwi" data-phase="add" data-size="401""#))
        #expect(!svg.contains(#"data-solver="kiwi" data-phase="add" data-size="4001""#))
        #expect(!svg.contains(#"<polyline class="line" data-solver="kiwi""#))
    }

    @Test func tableRowsGiveGrowthAndMemoryPerConstraint() {
        let points = Self.points
        let first = GrowthRun.tableRow(points[0], solver: "truss", previous: nil)
        // 10 000 KiB = 10.24 MB; / 401 constraints = 25.54 KB each.
        #expect(first == "| chain-100 | 401 | truss | 0.7000 | 8.000 | 0.8500 |  | 10.2 | 25.54 |")
        let second = GrowthRun.tableRow(points[1], solver: "truss", previous: points[0])
        // size 4 001 / 401 = 9.98; add 10.4 / 0.7 = 14.9, suggest 748 / 8 = 93.5, remove 57.1 / 0.85 = 67.2;
        // 40 000 KiB = 40.96 MB, / 4 001 = 10.24 KB each.
        #expect(
            second
                == "| chain-1000 | 4 001 | truss | 10.400 | 748.0 | 57.100 | size 9.98×: 14.9×, 93.5×, 67.2× | 41.0 | 10.24 |"
        )
        let stopped = GrowthRun.tableRow(points[1], solver: "kiwi", previous: points[0])
        #expect(stopped == "| chain-1000 | 4 001 | kiwi | bench stopped after 60 s |  |  |  | 92.2 | 23.03 |")
    }
}
