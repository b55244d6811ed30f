/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// 2014; Vigna's `splitmix64.c`): a seeded generator whose whole state is one `UInt64`.
///
/// The random systems of `--differential` must be the same for a seed on every platform and
/// toolchain, so that a reported system can be generated again. The standard library
/// promises neither a seedable generator nor stable algorithms for `random(in:using:)`, so
/// the few draws needed are written out here.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.int(in: 2...25)   // the same number on every run
/// ```
struct SplitMix64 {
    private var state: UInt64

    /// A generator started at `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// A generator for item `index` of the stream `seed`: item *i* can be generated alone,
    /// without drawing items 0 to *i* − 1 first.
    init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`. The modulo bias is below 2⁻⁴⁰ for the ranges used here
    /// (fewer than 2²⁴ values), far too small to matter to a fuzzer.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// A number in [0, 1) with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    mutating func element<Element>(of elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "cannot pick an element of an empty array")
        return elements[int(in: 0...elements.count - 1)]
    }

    /// `count` distinct numbers of `0..<upperBound`, in random order (a partial
    /// Fisher–Yates shuffle).
    mutating func distinct(_ count: Int, below upperBound: Int) -> [Int] {
        precondition(count <= upperBound, "cannot draw \(count) distinct numbers below \(upperBound)")
        var pool = Array(0..<upperBound)
        for i in 0..<count {
            pool.swapAt(i, int(in: i...upperBound - 1))
        }
        return Array(pool[0..<count])
    }
}
