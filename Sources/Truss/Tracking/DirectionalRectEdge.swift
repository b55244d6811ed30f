import Foundation

/// A set of rectangle edges named by reading direction: UIKit's `NSDirectionalRectEdge`.
///
/// Tracking guides key their constraint sets by an edge set: `[.leading, .trailing]` is one
/// key, distinct from `.leading`.
///
/// ```swift
/// guide.setConstraints(centred, activeWhenAwayFrom: [.leading, .trailing])
/// ```
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// The four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// `[top, leading]`, `[]`: the edges in the order top, leading, bottom, trailing.
    public var description: String {
        let names = [
            (DirectionalRectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
