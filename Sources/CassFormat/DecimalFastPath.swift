/// The exact value of a short decimal number without a round trip through a string.
///
/// A number spelled `DIGITS ('.' DIGITS)? ([eE] [+-]? DIGITS)?` is `m · 10^e`, where `m` is
/// its digits without the point (an integer) and `e` the exponent less the digits after the
/// point. When `m < 2⁵³` and `|e| ≤ 22`, both `m` and `10^|e|` are doubles exactly, so the one
/// IEEE multiplication or division `m · 10^e` rounds correctly (Clinger, "How to read
/// floating point numbers accurately", 1990): it is the double that `Double(_:)` gives for
/// the spelling, bit for bit. Other numbers are left to `Double(_:)`.
///
///     DecimalFastPath.value(of: Array("827.478444".utf8)[...])   // 827478444 / 10⁶
///     DecimalFastPath.value(of: Array("1e23".utf8)[...])         // nil: 10²³ is not exact
enum DecimalFastPath {
    /// The largest mantissa the path takes: 2⁵³, every integer up to which is a double.
    private static let largestMantissa: UInt64 = 1 << 53

    /// 10⁰ … 10²², each a double exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of a well-formed unsigned decimal spelling, or nil when the fast path does
    /// not apply (then `Double(_:)` must convert it).
    static func value(of spelling: ArraySlice<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var exponent = 0
        var i = spelling.startIndex
        var afterPoint = false
        while i < spelling.endIndex {
            let b = spelling[i]
            if b == UInt8(ascii: ".") {
                afterPoint = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
                guard mantissa <= largestMantissa else { return nil }
                if afterPoint { exponent -= 1 }
            } else {
                break
            }
            i += 1
        }
        if i < spelling.endIndex {
            // `[eE] [+-]? DIGITS`: more than four digits is outside the path anyway.
            i += 1
            var negative = false
            if spelling[i] == UInt8(ascii: "+") || spelling[i] == UInt8(ascii: "-") {
                negative = spelling[i] == UInt8(ascii: "-")
                i += 1
            }
            guard spelling.endIndex - i <= 4 else { return nil }
            var written = 0
            while i < spelling.endIndex {
                written = written * 10 + Int(spelling[i] - UInt8(ascii: "0"))
                i += 1
            }
            exponent += negative ? -written : written
        }
        if mantissa == 0 { return 0 }
        guard abs(exponent) < powersOfTen.count else { return nil }
        let m = Double(mantissa)
        return exponent >= 0 ? m * powersOfTen[exponent] : m / powersOfTen[-exponent]
    }
}
