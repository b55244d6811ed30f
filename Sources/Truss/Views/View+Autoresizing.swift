import Foundation

extension View {
    /// Which parts of a view's frame grow and shrink with its superview: UIKit's
    /// `UIView.AutoresizingMask`, applied through the required constraints that
    /// ``View/translatesAutoresizingMaskIntoConstraints`` makes.
    ///
    /// On each axis the superview's length is split into three portions: the margin before
    /// the view, the view's length, and the margin after it. The portions not in the mask
    /// stay as they were when the frame was set; a change `Δ` of the superview's length goes
    /// to the flexible portions, shared in proportion to their lengths then, as UIKit's
    /// reference describes ("the larger the flexible portion … the more it is likely to
    /// grow"). Flexible portions that were all zero share `Δ` equally (UIKit does not
    /// document this case). With `W₀` the superview's width when the frame was set and `W`
    /// its width now:
    ///
    /// ```
    /// x     = x₀ + wx · (W − W₀)        wx = x₀ / (sum of the flexible portions), if flexible
    /// width = w₀ + ww · (W − W₀)        ww = w₀ / (sum of the flexible portions), if flexible
    /// ```
    ///
    /// ```swift
    /// let banner = View(frame: CGRect(x: 10, y: 0, width: 300, height: 44))
    /// banner.autoresizingMask = [.flexibleWidth]   // both margins stay 10 and W₀ − 310
    /// container.addSubview(banner)                 // container 320 wide: banner 300
    /// // container resized to 400 wide by its constraints: banner (10, 0, 380, 44)
    /// ```
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: - The autoresizing constraints

    /// Creates the four required constraints that hold the frame, in the superview's bounds
    /// coordinates (a scroll view's from its content's origin):
    /// `left − origin.x == wx · superview.width + (x₀ − wx · W₀)`, likewise for the top, and
    /// `width == ww · superview.width + (w₀ − ww · W₀)`, likewise for the height (see
    /// ``AutoresizingMask`` for the shares). With no flexible portion on an axis they are
    /// UIKit's `h=--&`: `left == superview.left + x`, `width == w`.
    func makeAutoresizingConstraints() {
        guard let superview, autoresizingConstraints.isEmpty else { return }
        let f = storedFrame
        let size = superview.storedFrame.size
        let origin = superview.boundsOriginAnchors
        let h = AxisShares(
            mask: autoresizingMask, before: .flexibleLeftMargin, length: .flexibleWidth, after: .flexibleRightMargin,
            start: f.minX, extent: f.width, total: size.width)
        let v = AxisShares(
            mask: autoresizingMask, before: .flexibleTopMargin, length: .flexibleHeight, after: .flexibleBottomMargin,
            start: f.minY, extent: f.height, total: size.height)
        autoresizingConstraints = [
            Self.autoresizing(
                position: leftAnchor, from: origin.x, share: h.before, of: superview.widthAnchor, start: f.minX,
                total: size.width, name: "Truss-Autoresizing-x"),
            Self.autoresizing(
                position: topAnchor, from: origin.y, share: v.before, of: superview.heightAnchor, start: f.minY,
                total: size.height, name: "Truss-Autoresizing-y"),
            Self.autoresizing(
                length: widthAnchor, share: h.length, of: superview.widthAnchor, extent: f.width, total: size.width,
                name: "Truss-Autoresizing-width"),
            Self.autoresizing(
                length: heightAnchor, share: v.length, of: superview.heightAnchor, extent: f.height,
                total: size.height, name: "Truss-Autoresizing-height"),
        ]
    }

    /// Removes the autoresizing constraints from the engine and forgets them.
    func dropAutoresizingConstraints() {
        guard !autoresizingConstraints.isEmpty else { return }
        LayoutConstraint.removeFromEngines(autoresizingConstraints)
        for c in autoresizingConstraints { c.setActiveFlag(false) }
        autoresizingConstraints = []
    }

    /// Makes the autoresizing constraints again (the mask changed, or a frame was set while
    /// part of it is flexible) and adds them to the engine.
    func remakeAutoresizingConstraints() {
        guard !autoresizingConstraints.isEmpty else { return }
        dropAutoresizingConstraints()
        makeAutoresizingConstraints()
        window?.engine.add(autoresizingConstraints)
    }

    /// Moves the autoresizing constraints to a frame just set: new constants for a fixed
    /// mask (cheap edits), new constraints when a share depends on the frame.
    func autoresizingFrameDidChange() {
        guard autoresizingConstraints.count == 4 else { return }
        guard autoresizingMask.isEmpty else { return remakeAutoresizingConstraints() }
        let f = storedFrame
        autoresizingConstraints[0].constant = f.minX
        autoresizingConstraints[1].constant = f.minY
        autoresizingConstraints[2].constant = f.width
        autoresizingConstraints[3].constant = f.height
    }

    /// `position == from + c` with no share, else `(position − from) == share · total + c`.
    private static func autoresizing(
        position: LayoutAnchor, from origin: LayoutAnchor, share: CGFloat, of dimension: LayoutDimension,
        start: CGFloat, total: CGFloat, name: String
    ) -> LayoutConstraint {
        guard share != 0 else { return required(position, origin, 1, start, name) }
        let offset = LayoutDimension(offsetFrom: origin, to: position)
        return required(offset, dimension, share, start - share * total, name)
    }

    /// `length == c` with no share, else `length == share · total + c`.
    private static func autoresizing(
        length: LayoutDimension, share: CGFloat, of dimension: LayoutDimension, extent: CGFloat, total: CGFloat,
        name: String
    ) -> LayoutConstraint {
        guard share != 0 else { return required(length, nil, 1, extent, name) }
        return required(length, dimension, share, extent - share * total, name)
    }

    private static func required(
        _ first: LayoutAnchor, _ second: LayoutAnchor?, _ multiplier: CGFloat, _ constant: CGFloat, _ name: String
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: first, relation: .equal, second: second, multiplier: multiplier, constant: constant,
            kind: .autoresizing)
        c.identifier = name
        c.setActiveFlag(true)
        return c
    }
}

/// The shares of a change in the superview's length on one axis that go to the margin
/// before the view and to the view's length (the margin after takes the rest).
private struct AxisShares {
    var before: CGFloat = 0
    var length: CGFloat = 0

    init(
        mask: View.AutoresizingMask, before: View.AutoresizingMask, length: View.AutoresizingMask,
        after: View.AutoresizingMask, start: CGFloat, extent: CGFloat, total: CGFloat
    ) {
        let portions = [
            (mask.contains(before), max(0, start)), (mask.contains(length), max(0, extent)),
            (mask.contains(after), max(0, total - start - extent)),
        ]
        let flexible = portions.filter(\.0)
        guard !flexible.isEmpty else { return }
        let sum = flexible.map(\.1).reduce(0, +)
        func share(_ index: Int) -> CGFloat {
            guard portions[index].0 else { return 0 }
            return sum > 0 ? portions[index].1 / sum : 1 / CGFloat(flexible.count)
        }
        self.before = share(0)
        self.length = share(1)
    }
}
