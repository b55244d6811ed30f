/// Whether `a` and `b` agree within `tolerance`, relative for large values and absolute
/// below 1: `|a − b| ≤ tolerance × max(1, |a|, |b|)`.
///
/// ```swift
/// approx(1e9 + 1, 1e9)      // true: 1 in 10⁹
/// approx(1e-9, 0)           // true: absolute below 1
/// approx(1.001, 1, 1e-6)    // false
/// ```
public func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-8) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
