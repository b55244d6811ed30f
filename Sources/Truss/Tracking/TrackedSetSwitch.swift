import Foundation

/// A tracked constraint set that a tracking guide turned on or off.
///
/// A guide's `layoutFrame` changes cannot be observed, so each evaluation that switches
/// sets reports them, in the order the sets were registered, to
/// ``TrackingLayoutGuide/trackedSetsDidSwitch`` and in ``TrackingLayoutGuide/lastSwitches``.
///
/// ```swift
/// view.keyboardLayoutGuide.trackedSetsDidSwitch = { switches in
///     for s in switches { print(s) }      // "near [top]: on"
/// }
/// ```
public struct TrackedSetSwitch: Sendable, Hashable, CustomStringConvertible {
    /// Which rule a set was registered with.
    public enum Rule: Sendable, Hashable {
        /// ``TrackingLayoutGuide/setConstraints(_:activeWhenNearEdge:)``.
        case nearEdge
        /// ``TrackingLayoutGuide/setConstraints(_:activeWhenAwayFrom:)``.
        case awayFromEdge
    }

    /// The rule of the set.
    public var rule: Rule
    /// The set's key.
    public var edges: DirectionalRectEdge
    /// Whether the set is now on.
    public var isActive: Bool

    /// Creates a switch record.
    public init(rule: Rule, edges: DirectionalRectEdge, isActive: Bool) {
        self.rule = rule
        self.edges = edges
        self.isActive = isActive
    }

    public var description: String {
        "\(rule == .nearEdge ? "near" : "away from") \(edges): \(isActive ? "on" : "off")"
    }
}
