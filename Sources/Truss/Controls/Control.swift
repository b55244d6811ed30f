import Foundation

/// The base of the views a user acts on (buttons, switches, sliders…): UIKit's `UIControl`,
/// as layout sees it. It keeps the control's state flags; layout does not read them.
///
/// ```swift
/// let toggle = Switch()
/// toggle.isEnabled = false
/// toggle.state   // .disabled
/// ```
open class Control: View {
    /// A control's state: UIKit's `UIControl.State`, with its raw values.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal state: no flag set.
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to the user (`true` by default).
    public var isEnabled = true
    /// Whether the control is selected (`false` by default).
    public var isSelected = false
    /// Whether the control is highlighted (`false` by default).
    public var isHighlighted = false

    /// The state the flags make.
    public var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
}

extension View {
    /// ``View/sizeThatFits(_:)`` for a view whose natural size is its intrinsic size: the
    /// intrinsic size on each axis that has one, the current size on the others.
    func intrinsicSizeOrCurrent() -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
            height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
    }
}
