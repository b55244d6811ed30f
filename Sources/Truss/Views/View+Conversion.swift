import Foundation

extension View {
    /// Converts a point from the view's coordinate system (its bounds) to that of `view`,
    /// or to its window's base coordinates when `view` is nil. UIKit's
    /// `convert(_:to:)`.
    ///
    /// A point in a view's bounds is at `frame.origin − bounds.origin + p` in its
    /// superview's bounds, and so on up to the window; between windows, through the screen
    /// (each window's frame is in screen coordinates). Frames are those of the last layout
    /// pass.
    ///
    /// ```swift
    /// // card at (16, 83) in the window, label at (8, 8) in the card:
    /// label.convert(CGPoint(x: 2, y: 3), to: nil)    // (26, 94): 16 + 8 + 2, 83 + 8 + 3
    /// ```
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let from = boundsOriginInRootSpace
        let to = view?.boundsOriginInRootSpace ?? (window ?? rootAncestor).boundsOriginInRootSpace
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// Converts a point from `view`'s coordinate system (or the window's, when `view` is
    /// nil) to the view's. UIKit's `convert(_:from:)`: the inverse of
    /// ``convert(_:to:)-(CGPoint,_)``.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let from = view?.boundsOriginInRootSpace ?? (window ?? rootAncestor).boundsOriginInRootSpace
        let to = boundsOriginInRootSpace
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// Converts a rectangle from the view's coordinate system to `view`'s (or the window's):
    /// its origin moves as a point does, its size stays. UIKit's `convert(_:to:)`.
    ///
    /// ```swift
    /// label.convert(label.bounds, to: nil)   // the label's rectangle in window coordinates
    /// ```
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinate system (or the window's) to the view's.
    /// UIKit's `convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The outermost superview (the view itself if it has none).
    private var rootAncestor: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Where the origin of the view's bounds coordinates lies in its root's space: screen
    /// coordinates for a view in a window, the root view's coordinates otherwise.
    private var boundsOriginInRootSpace: CGPoint {
        var x = -bounds.origin.x
        var y = -bounds.origin.y
        var view = self
        while let parent = view.superview {
            x += view.frame.minX - parent.bounds.origin.x
            y += view.frame.minY - parent.bounds.origin.y
            view = parent
        }
        if let window = view as? Window {
            x += window.frame.minX
            y += window.frame.minY
        }
        return CGPoint(x: x, y: y)
    }
}
