/// A seeded random number generator for the test suites: SplitMix64 (Steele, Lea and Flood,
/// "Fast splittable pseudorandom number generators", 2014). The same seed gives the same
/// sequence on every platform and run. `int(_:)`, `chance(_:)` and `pick(_:)` use their own
/// arithmetic rather than the standard library's `random(in:using:)`, whose algorithm may
/// change, so a seed names one test case for good.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range` (the modulo bias, below 2⁻⁵⁰ for ranges this small, does not
    /// matter to a test).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % count)
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "SplitMix64: picking from nothing")
        return items[int(0...(items.count - 1))]
    }
}
