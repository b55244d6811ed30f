import Foundation
import TestSupport
import Testing

@testable import TrussCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `truss bench`'s figures: the Swift `%.6g` must print what C's `printf` prints, byte for byte.
@Suite struct GeneralNumberFormatTests {
    /// C's own `%.{precision}g` through `vsnprintf`.
    private func printf(_ value: Double, _ precision: Int = 6) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { args in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.\(precision)g", args) }
        }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Values where rounding, notation or sign change: ties, carries, the fixed/exponent
    /// boundaries, subnormals and the extremes.
    private static let edgeCases: [Double] = [
        0, -0.0, 1, -1, 1e-7, -1e-7, 999999.5, 999999.4, 999_999.499_999_9, 999999, 1e6, 1e5, 99999.95,
        0.5, 1.5, 2.5, 0.125, 0.0625, 1.0000005, 1.0000015, 2.0000025, 123456.5, 123457.5, 1234565,
        1234575, 0.0001, 0.00009999995, 0.000099999949, 0.0001234565, 1e-4, 9.999995e-5, 1e-5,
        1e15, 1e16, 1e21, 1e22, 1e23, .greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude,
        .leastNonzeroMagnitude * 3, 1e-300, 123.456, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0, 100, 1000,
        0.512, 3.2, 827.478444, 0.00048828125, 4096.5, 8.5, 9.5, 0.95, 0.995, 9.9999995,
        Double(UInt64(1) << 53), Double(UInt64(1) << 63), -123456789, 6.02214076e23, 1.602176634e-19,
    ]

    @Test func edgeCasesMatchPrintf() {
        for value in Self.edgeCases {
            #expect(GeneralNumberFormat.string(value) == printf(value), "\(value.bitPattern)")
        }
    }

    @Test func workedExamples() {
        // Worked out by the rule, not by a C library.
        #expect(GeneralNumberFormat.string(0) == "0")
        #expect(GeneralNumberFormat.string(-0.0) == "-0")
        #expect(GeneralNumberFormat.string(1e-7) == "1e-07")
        #expect(GeneralNumberFormat.string(999999.5) == "1e+06")
        #expect(GeneralNumberFormat.string(2.5, significantDigits: 1) == "2")
        #expect(GeneralNumberFormat.string(3.5, significantDigits: 1) == "4")
        #expect(GeneralNumberFormat.string(0.000123456) == "0.000123456")
        #expect(GeneralNumberFormat.string(1234567) == "1.23457e+06")
        #expect(GeneralNumberFormat.string(1e100) == "1e+100")
        #expect(GeneralNumberFormat.string(.infinity) == "inf")
        #expect(GeneralNumberFormat.string(-.infinity) == "-inf")
        #expect(GeneralNumberFormat.string(.nan) == "nan")
    }

    @Test func twentyThousandValuesMatchPrintfAndStringFormat() {
        var random = SplitMix64(seed: 15)
        var checked = 0
        for i in 0..<20_000 {
            let value: Double
            switch i % 5 {
            case 0:  // any finite bit pattern
                var bits = random.next()
                while Double(bitPattern: bits).isNaN || Double(bitPattern: bits).isInfinite { bits = random.next() }
                value = Double(bitPattern: bits)
            case 1:  // the bench's range: milliseconds and microseconds
                value = Double(random.next() >> 11) / Double(UInt64(1) << 53) * pow(10, Double(random.int(-4...4)))
            case 2:  // six-digit decimals and their halves: ties once divided
                value = (Double(random.int(0...2_000_000)) + 0.5) / pow(10, Double(random.int(0...12)))
            case 3:  // integers near the powers of ten
                value = Double(random.int(-1_000_000_000...1_000_000_000))
            default:  // any magnitude, negative too
                let sign: Double = random.chance(50) ? -1 : 1
                value = sign * Double(random.next() >> 11) * pow(2, Double(random.int(-1100...1000)))
            }
            let expected = printf(value)
            #expect(GeneralNumberFormat.string(value) == expected, "\(value.bitPattern)")
            #expect(String(format: "%.6g", value) == expected)
            checked += 1
        }
        #expect(checked == 20_000)
    }

    @Test func otherPrecisionsMatchPrintf() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<2_000 {
            let value = Double(random.int(0...99_999_999)) / pow(10, Double(random.int(-3...10)))
            let precision = random.int(1...17)
            #expect(GeneralNumberFormat.string(value, significantDigits: precision) == printf(value, precision))
        }
    }
}
