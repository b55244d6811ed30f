import Foundation

/// The software keyboard of a ``Screen``: where it is and what form it takes.
///
/// The frame is in the screen's coordinates and includes any input accessory view. Each
/// window on the screen sees the part of the keyboard over it (see
/// ``KeyboardLayoutGuide``).
///
/// ```swift
/// screen.keyboard = Keyboard(placement: .docked, frame: CGRect(x: 0, y: 516, width: 393, height: 336))
/// screen.keyboard = .dismissed
/// ```
public struct Keyboard: Sendable, Hashable, CustomStringConvertible {
    /// The form of the keyboard.
    public enum Placement: Sendable, Hashable, CustomStringConvertible {
        /// Hidden.
        case dismissed
        /// Full width, flush with the bottom of the screen.
        case docked
        /// Full width, raised from the bottom (iPad).
        case undocked
        /// Split in two halves (iPad); reported as one rectangle spanning both halves.
        case split
        /// The small floating keyboard (iPad), movable anywhere.
        case floating
        /// A hardware keyboard is attached: only the shortcuts bar shows, or its collapsed
        /// button.
        case shortcutsBar(collapsed: Bool)

        public var description: String {
            switch self {
            case .dismissed: "dismissed"
            case .docked: "docked"
            case .undocked: "undocked"
            case .split: "split"
            case .floating: "floating"
            case .shortcutsBar(let collapsed): collapsed ? "shortcuts bar (collapsed)" : "shortcuts bar"
            }
        }

        /// Whether the keyboard is away from the bottom by design: floating, undocked and
        /// split keyboards are not forced near the bottom edge by the validation rule.
        var canLeaveBottom: Bool {
            switch self {
            case .floating, .undocked, .split: true
            default: false
            }
        }
    }

    /// The form of the keyboard.
    public var placement: Placement
    /// The keyboard's rectangle in screen coordinates, input accessory view included.
    /// Ignored when the placement is ``Placement/dismissed``.
    public var frame: CGRect

    /// Creates a keyboard.
    public init(placement: Placement, frame: CGRect) {
        self.placement = placement
        self.frame = frame
    }

    /// The hidden keyboard.
    public static let dismissed = Keyboard(placement: .dismissed, frame: .zero)

    /// Whether the keyboard is hidden.
    public var isDismissed: Bool { placement == .dismissed }

    public var description: String {
        isDismissed ? "Keyboard(dismissed)" : "Keyboard(\(placement), \(frame))"
    }
}
