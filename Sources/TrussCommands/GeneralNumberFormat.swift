/// C's `%.Pg` of a double, byte for byte as glibc's `printf` writes it, without a variadic
/// C call.
///
/// The rule (C11 7.21.6.1): round the exact binary value to *P* significant digits, ties to
/// even; let *X* be the decimal exponent of the rounded value. When *P* > *X* ≥ −4 the value
/// is written in fixed notation with *P* − 1 − *X* digits after the point, otherwise as
/// `d.ddddde±XX` (at least two exponent digits); trailing zeros of the fraction and a point
/// left bare are removed. Infinities are `inf`, `-inf`; NaN is `nan` or `-nan` by its sign.
///
/// The exact value is a double's significand *m* times 2^*e*: an integer *m*·2^*e* when
/// *e* ≥ 0, and *m*·5^−*e* · 10^*e* otherwise, so its decimal digits come from one big
/// integer in base 10⁹ (a few limbs for the figures the bench prints).
///
/// ```swift
/// GeneralNumberFormat.string(0.512)        // "0.512"
/// GeneralNumberFormat.string(999999.5)     // "1e+06"
/// GeneralNumberFormat.string(1234567)      // "1.23457e+06"
/// GeneralNumberFormat.string(0.0000001)    // "1e-07"
/// ```
enum GeneralNumberFormat {
    /// `%.{significantDigits}g` of `value` (a precision of 0 means 1, as in C).
    static func string(_ value: Double, significantDigits: Int = 6) -> String {
        let precision = max(1, significantDigits)
        let negative = value.sign == .minus
        if value.isNaN { return negative ? "-nan" : "nan" }
        if value.isInfinite { return negative ? "-inf" : "inf" }
        var (digits, exponent) = rounded(exactDigits(of: value.magnitude), precision)
        exponent += digits.count - 1
        digits += Array(repeating: 0, count: precision - digits.count)
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if exponent < precision && exponent >= -4 {
            // Fixed: `exponent + 1` digits before the point (or "0." and zeros before them).
            let integerDigits = max(0, exponent + 1)
            if integerDigits == 0 {
                out.append(UInt8(ascii: "0"))
            } else {
                out += digits[0..<integerDigits].map { $0 + UInt8(ascii: "0") }
            }
            var fraction = Array(repeating: UInt8(ascii: "0"), count: max(0, -exponent - 1))
            fraction += digits[integerDigits...].map { $0 + UInt8(ascii: "0") }
            appendFraction(fraction, to: &out)
        } else {
            out.append(digits[0] + UInt8(ascii: "0"))
            appendFraction(digits[1...].map { $0 + UInt8(ascii: "0") }, to: &out)
            out.append(UInt8(ascii: "e"))
            out.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = Array(String(exponent.magnitude).utf8)
            if magnitude.count < 2 { out.append(UInt8(ascii: "0")) }
            out += magnitude
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `"." + fraction` without the fraction's trailing zeros, nothing when none is left.
    private static func appendFraction(_ fraction: [UInt8], to out: inout [UInt8]) {
        var end = fraction.count
        while end > 0 && fraction[end - 1] == UInt8(ascii: "0") { end -= 1 }
        guard end > 0 else { return }
        out.append(UInt8(ascii: "."))
        out += fraction[0..<end]
    }

    /// The decimal digits of a finite non-negative value, most significant first and without
    /// leading zeros (`[0]` for zero), and `scale`: the value is digits · 10^scale exactly.
    static func exactDigits(of value: Double) -> (digits: [UInt8], scale: Int) {
        if value == 0 { return ([0], 0) }
        let fraction = value.significandBitPattern
        let biased = Int(value.exponentBitPattern)
        let significand = biased == 0 ? fraction : fraction | (1 << 52)
        let binaryExponent = (biased == 0 ? 1 : biased) - 1075
        var number = BigDecimalInteger(significand)
        if binaryExponent >= 0 {
            number.multiply(byPowerOf: 2, binaryExponent)
            return (number.digits, 0)
        }
        number.multiply(byPowerOf: 5, -binaryExponent)
        return (number.digits, binaryExponent)
    }

    /// `digits · 10^scale` rounded to at most `precision` digits, ties to even, as
    /// (digits, scale) with the digits' count at most `precision`.
    private static func rounded(
        _ exact: (digits: [UInt8], scale: Int),
        _ precision: Int
    ) -> (digits: [UInt8], scale: Int) {
        let (digits, scale) = exact
        guard digits.count > precision else { return (digits, scale) }
        var kept = Array(digits[0..<precision])
        let next = digits[precision]
        let restNonZero = digits[(precision + 1)...].contains { $0 != 0 }
        let roundUp = next > 5 || (next == 5 && (restNonZero || kept[precision - 1] % 2 == 1))
        let newScale = scale + digits.count - precision
        guard roundUp else { return (kept, newScale) }
        var i = precision - 1
        while i >= 0 {
            if kept[i] < 9 {
                kept[i] += 1
                return (kept, newScale)
            }
            kept[i] = 0
            i -= 1
        }
        // Every kept digit was 9: the value became 10^precision · 10^newScale.
        kept[0] = 1
        return (kept, newScale + 1)
    }
}

/// A non-negative integer in base 10⁹, least significant limb first: just what exact
/// decimal digits of a double need (multiplication by powers of 2 and 5, and digits).
struct BigDecimalInteger {
    private var limbs: [UInt64]
    private static let base: UInt64 = 1_000_000_000

    init(_ value: UInt64) {
        limbs = [value % Self.base, (value / Self.base) % Self.base, value / Self.base / Self.base]
        trim()
    }

    /// Multiplies by `factor`^`power` (`factor` 2 or 5), in steps that keep every limb's
    /// product below 2⁶⁴ (2²⁸ and 5¹³ are below 2³¹).
    mutating func multiply(byPowerOf factor: UInt64, _ power: Int) {
        let stepPower = factor == 2 ? 28 : 13
        var remaining = power
        while remaining > 0 {
            let step = min(remaining, stepPower)
            var multiplier: UInt64 = 1
            for _ in 0..<step { multiplier *= factor }
            multiply(by: multiplier)
            remaining -= step
        }
    }

    /// Multiplies by a factor below 2³¹.
    private mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = limbs[i] * factor + carry
            limbs[i] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(carry % Self.base)
            carry /= Self.base
        }
    }

    private mutating func trim() {
        while limbs.count > 1 && limbs[limbs.count - 1] == 0 { limbs.removeLast() }
    }

    /// The decimal digits (values 0–9), most significant first, without leading zeros.
    var digits: [UInt8] {
        var out: [UInt8] = []
        for (n, limb) in limbs.reversed().enumerated() {
            var chunk: [UInt8] = []
            var rest = limb
            repeat {
                chunk.append(UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if n > 0 { chunk += Array(repeating: 0, count: 9 - chunk.count) }
            out += chunk.reversed()
        }
        return out
    }
}
