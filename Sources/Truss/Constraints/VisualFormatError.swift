/// Why a visual format string could not be turned into constraints, with UIKit's report:
/// the reason, the format, and a caret under the place it went wrong.
///
/// ```
/// Unable to parse constraint format:
/// button2 is not a key in the views dictionary.
/// H:[button1]-[button2]
///              ^
/// ```
///
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` stops the
/// program with this message (UIKit raises an exception); ``LayoutConstraint/constraintsStrictly(withVisualFormat:options:metrics:views:)``
/// throws it.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in UIKit's words where UIKit has them.
    public let reason: String
    /// The format string.
    public let format: String
    /// The offset in `format` (in characters) where it went wrong.
    public let position: Int

    public init(reason: String, format: String, position: Int) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// UIKit's report: `Unable to parse constraint format: `, the reason, the format, and a
    /// caret under `position`, each on its own line.
    public var description: String {
        let caret = String(repeating: " ", count: max(0, position)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
    }
}
