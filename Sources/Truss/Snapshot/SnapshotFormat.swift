import Foundation

/// The fixed number formatting of layout snapshots, so that the same layout gives the same
/// text on every platform and run.
///
/// A number is rounded to 1/100 of a point and written without trailing zeros: `35`,
/// `0.5`, `-12.25`; `-0` is written `0`. Rectangles are `(x, y, width, height)`, points
/// `(x, y)`, sizes `(width, height)`, insets `{top, left, bottom, right}`.
///
/// Use it in ``LayoutSnapshotAttributes`` conformances so that custom attributes read
/// like the built-in ones:
///
/// ```swift
/// SnapshotFormat.rect(CGRect(x: 20, y: 330.004, width: 335, height: 44))  // "(20, 330, 335, 44)"
/// ```
public enum SnapshotFormat {
    /// `35`, `0.5`, `-12.25`: rounded to hundredths, no trailing zeros, no `-0`.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let hundredths = Int64((Double(value) * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `(x, y, width, height)`.
    public static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    /// `(x, y)`.
    public static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// `(width, height)`.
    public static func size(_ s: CGSize) -> String { "(\(number(s.width)), \(number(s.height)))" }

    /// `{top, left, bottom, right}`, as ``EdgeInsets`` describes itself.
    public static func insets(_ i: EdgeInsets) -> String {
        "{\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))}"
    }
}
