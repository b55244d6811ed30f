/// A set of object identities, on an ``IdentityMap``: the same cost per operation, and the
/// same rule (an object must stay alive while it is in the set).
///
/// ```swift
/// var seen = IdentitySet()
/// seen.insert(view)    // true: new
/// seen.insert(view)    // false
/// seen.contains(view)  // true
/// ```
public struct IdentitySet: Sendable {
    @usableFromInline var members = IdentityMap<Bool>()

    /// An empty set.
    @inlinable
    public init() {}

    /// The set of the given objects' identities.
    @inlinable
    public init<Objects: Sequence>(_ objects: Objects) where Objects.Element: AnyObject {
        members.reserveCapacity(objects.underestimatedCount)
        for object in objects { insert(object) }
    }

    /// The number of members.
    @inlinable
    public var count: Int { members.count }

    /// Adds an object; whether it was new.
    @inlinable @discardableResult
    public mutating func insert(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        guard members[id] == nil else { return false }
        members[id] = true
        return true
    }

    /// Whether the object is a member.
    @inlinable
    public func contains(_ object: AnyObject) -> Bool { members[ObjectIdentifier(object)] != nil }

    /// Removes the object if it is a member.
    @inlinable
    public mutating func remove(_ object: AnyObject) { members[ObjectIdentifier(object)] = nil }
}
