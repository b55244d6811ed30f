import Foundation

@testable import Truss

/// What a layout shows, as a list of named values in a fixed order: the window's guides'
/// layout frames, then for each view in the tree its frame, safe-area insets and the layout
/// frames of its safe-area and margins guides. The reference and a window each produce one,
/// and two are compared entry by entry.
struct LayoutObservation {
    struct Entry {
        var name: String
        var values: [CGFloat]
    }

    /// The largest difference, in points, at which two values agree.
    static let tolerance: CGFloat = 1e-6

    private(set) var entries: [Entry] = []

    /// Records a rectangle as Foundation reads it: a guide inset by more than its size has a
    /// negative size, which counts from the other edge (Truss writes layout frames that way).
    mutating func record(_ name: String, _ r: CGRect) {
        entries.append(Entry(name: name, values: [r.minX, r.minY, r.width, r.height]))
    }

    mutating func record(_ name: String, _ i: EdgeInsets) {
        entries.append(Entry(name: name, values: [i.top, i.left, i.bottom, i.right]))
    }

    /// Records a view's frame, safe-area insets and guides, with the names both sides use.
    mutating func recordView(
        _ name: String, frame: CGRect, insets: EdgeInsets, safeAreaFrame: CGRect, marginsFrame: CGRect
    ) {
        record("\(name).frame", frame)
        record("\(name).safeAreaInsets", insets)
        record("\(name).safeAreaLayoutGuide.layoutFrame", safeAreaFrame)
        record("\(name).layoutMarginsGuide.layoutFrame", marginsFrame)
    }

    /// The first entry where `self` and `other` differ by more than ``tolerance``, as
    /// "name: this (values) other (values)"; `nil` when they agree.
    func firstDifference(from other: LayoutObservation, labels: (String, String)) -> String? {
        guard entries.count == other.entries.count else {
            return "\(entries.count) entries in \(labels.0), \(other.entries.count) in \(labels.1)"
        }
        for (a, b) in zip(entries, other.entries) {
            precondition(a.name == b.name, "LayoutObservation: \(a.name) compared with \(b.name)")
            let agree = zip(a.values, b.values).allSatisfy { abs($0 - $1) <= Self.tolerance }
            if !agree { return "\(a.name): \(labels.0) \(a.values), \(labels.1) \(b.values)" }
        }
        return nil
    }
}
