import Foundation
import Testing

@testable import Benchmarks

@Suite("Layout shapes' growth")
struct LayoutShapeTests {
    /// N log N's growth from one size to the next: (b · log b) / (a · log a), whatever the
    /// log's base.
    static let steps: [(smaller: Int, larger: Int, growth: Double)] = [
        // 10 · log 10⁴ / log 10³ = 10 · 4/3
        (1_000, 10_000, 40.0 / 3),
        // 10 · log 10⁵ / log 10⁴ = 10 · 5/4
        (10_000, 100_000, 12.5),
        // 10 · log 10³ / log 10² = 10 · 3/2
        (100, 1_000, 15.0),
        // 2 · log 2000 / log 1000 = 2 · (3 + log₁₀ 2) / 3, log₁₀ 2 = 0.30102999566398120
        (1_000, 2_000, 2.0 * 3.301_029_995_663_981_2 / 3.0),
    ]

    @Test("N log N's growth", arguments: steps)
    func nLogN(step: (smaller: Int, larger: Int, growth: Double)) {
        let growth = LayoutShapeBenchmarks.nLogNGrowth(from: step.smaller, to: step.larger)
        #expect(abs(growth - step.growth) < 1e-12)
    }

    /// All the runs below 10 000 views, a third (at least 3) from 10 000, at most 3 from 100 000.
    @Test func sampleCounts() {
        #expect(LayoutShapeBenchmarks.sampleCount(at: 1_000, runs: 20) == 20)
        #expect(LayoutShapeBenchmarks.sampleCount(at: 10_000, runs: 20) == 6)
        #expect(LayoutShapeBenchmarks.sampleCount(at: 10_000, runs: 2) == 3)
        #expect(LayoutShapeBenchmarks.sampleCount(at: 100_000, runs: 20) == 3)
        #expect(LayoutShapeBenchmarks.sampleCount(at: 100_000, runs: 1) == 1)
    }
}
