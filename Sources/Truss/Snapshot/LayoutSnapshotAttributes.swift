/// A view or layout guide that adds `name=value` attributes to its line in
/// ``View/layoutSnapshot(includingGuides:)``.
///
/// ``ScrollView`` adds its content offset and size; a label could add its text. Format
/// numbers with ``SnapshotFormat`` and keep the attributes deterministic (no addresses, no
/// dictionary order).
///
/// ```swift
/// extension Label: LayoutSnapshotAttributes {
///     var layoutSnapshotAttributes: [String] { ["text=\"\(text)\""] }
/// }
/// ```
public protocol LayoutSnapshotAttributes: AnyObject {
    /// Attributes written after the frame, in this order: `contentOffset=(0, 35)`.
    var layoutSnapshotAttributes: [String] { get }
}
