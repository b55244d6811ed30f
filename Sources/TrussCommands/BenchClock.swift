#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock a benchmark reads: wall time, or the CPU time of the calling thread.
///
/// Wall time (`CLOCK_MONOTONIC`, like kiwi-cass's `steady_clock`) is the default. On a
/// shared, busy machine, ``threadCPU`` (`CLOCK_THREAD_CPUTIME_ID`, kiwi-cass `--cpu-time`)
/// measures only this thread's work, so the other load does not inflate the figures.
///
/// ```swift
/// let clock = BenchClock.threadCPU
/// let t0 = clock.milliseconds()
/// work()
/// let elapsed = clock.milliseconds() - t0
/// ```
public enum BenchClock: Sendable, Equatable {
    /// Monotonic wall-clock time.
    case wall
    /// CPU time of the calling thread.
    case threadCPU

    /// The current reading in milliseconds from an arbitrary origin.
    public func milliseconds() -> Double {
        var ts = timespec()
        _ = clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) * 1e-6
    }
}

/// The median of samples (the mean of the middle two for an even count; 0 for none).
///
/// ```swift
/// median([3, 1, 2])      // 2
/// median([4, 1, 2, 3])   // 2.5
/// ```
package func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
