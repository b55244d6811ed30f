import CassFormat
import Cassowary
import TrussCommands

/// The layout build against the bare solver's add of its exported system, timed in
/// alternation (`b/add alt` in `--layout`).
///
/// `b/add` divides the median of the builds by the median of `truss bench`'s add phase, which
/// runs seconds later; on a shared machine the load moves between the two by more than the
/// layout layer's share. Here each round times one build of
/// ``LayoutBenchmarks/build(_:controllers:)`` and, right after it, one add of the export: a
/// new solver, every edit variable and constraint in file order, then `updateVariables` (the
/// work of `truss bench`'s add phase). Each is freed after its reading, outside the timing.
/// The result is the median of the rounds' ratios, after one warm-up round.
enum LayoutBuildRatio {
    /// The median over `runs` rounds of build time / add time for `n` rows, `program`
    /// being the rows' export.
    static func ratio(rows n: Int, export program: CassProgram, runs: Int, clock: BenchClock) throws -> Double {
        var ratios: [Double] = []
        for round in 0...runs {
            let t0 = clock.milliseconds()
            let scene = LayoutBenchmarks.build(n)
            let t1 = clock.milliseconds()
            withExtendedLifetime(scene) {}
            let t2 = clock.milliseconds()
            let solver = try CassBench.build(program)
            solver.updateVariables()
            let t3 = clock.milliseconds()
            withExtendedLifetime(solver) {}
            if round > 0 { ratios.append((t1 - t0) / (t3 - t2)) }
        }
        return median(ratios)
    }
}
