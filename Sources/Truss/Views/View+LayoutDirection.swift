import Foundation

extension View {
    /// The layout direction after inheritance: the nearest explicit
    /// ``semanticContentAttribute`` up the tree, else left-to-right.
    ///
    /// - Complexity: O(1) once known; the first read walks up to the nearest view whose
    ///   direction is known or explicit, and remembers it for every view on the way.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        if let known = cachedLayoutDirection { return known }
        // A view that inherits from a superview that knows its direction: no walk.
        if case .unspecified = semanticContentAttribute, let known = superview?.cachedLayoutDirection {
            cachedLayoutDirection = known
            return known
        }
        // The views on the way up, each of which inherits from the next.
        var path: [View] = []
        var view: View? = self
        var direction = UserInterfaceLayoutDirection.leftToRight
        while let v = view {
            if let known = v.cachedLayoutDirection {
                direction = known
                break
            }
            path.append(v)
            if case .forceLeftToRight = v.semanticContentAttribute {
                direction = .leftToRight
                break
            }
            if case .forceRightToLeft = v.semanticContentAttribute {
                direction = .rightToLeft
                break
            }
            view = v.superview
        }
        for v in path { v.cachedLayoutDirection = direction }
        return direction
    }

    /// Forgets the remembered direction of this view and of every view that inherits it.
    ///
    /// The rule that makes stopping early right: a view remembers a direction it inherits
    /// only if its superview remembers one too (the walk up remembers every view it passes).
    /// So below a view that remembers nothing, no view remembers an inherited direction.
    func forgetLayoutDirection() {
        guard cachedLayoutDirection != nil else { return }
        var stack: [View] = [self]
        while let v = stack.popLast() {
            guard v.cachedLayoutDirection != nil else { continue }
            v.cachedLayoutDirection = nil
            stack.append(contentsOf: v.subviews)
        }
    }
}
