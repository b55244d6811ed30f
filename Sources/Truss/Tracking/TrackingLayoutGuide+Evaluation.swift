import Cassowary
import Foundation

extension TrackingLayoutGuide {
    /// How close to an edge a guide must come to be near it, as fractions of the owning
    /// view's height (top, bottom) or width (leading, trailing), with hysteresis.
    ///
    /// A guide at distance d from an edge of a dimension D becomes near when
    /// d ≤ top·D (vertical edges) or d < leading·D (horizontal edges, strict, as for the
    /// keyboard), and stays near until d passes (threshold + ``hysteresis``)·D. The
    /// default is the keyboard's rule: 10% from the top, 3% from the bottom, 10% from
    /// either side, no hysteresis.
    ///
    /// ```swift
    /// panel.thresholds = .init(top: 0.2, leading: 0.1, bottom: 0.2, trailing: 0.1, hysteresis: 0.05)
    /// ```
    public struct Thresholds: Sendable, Hashable {
        public var top: CGFloat
        public var leading: CGFloat
        public var bottom: CGFloat
        public var trailing: CGFloat
        /// Extra distance, as a fraction of the same dimension, that a near edge keeps
        /// counting as near.
        public var hysteresis: CGFloat

        /// Creates thresholds.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, hysteresis: CGFloat = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
            self.hysteresis = max(0, hysteresis)
        }

        /// The keyboard's thresholds: 10% top, 3% bottom, 10% sides, no hysteresis.
        public static let standard = Thresholds(top: 0.10, leading: 0.10, bottom: 0.03, trailing: 0.10)
        static let keyboard = standard

        /// The near edges of `frame` inside a rectangle of `size` at the origin, given the
        /// edges near now (`current`, for hysteresis).
        func nearEdges(
            of frame: CGRect, in size: CGSize, rightToLeft: Bool, current: DirectionalRectEdge
        ) -> DirectionalRectEdge {
            let slack: CGFloat = 1e-9
            let leftEdge: DirectionalRectEdge = rightToLeft ? .trailing : .leading
            let rightEdge: DirectionalRectEdge = rightToLeft ? .leading : .trailing
            let leftFraction = rightToLeft ? trailing : leading
            let rightFraction = rightToLeft ? leading : trailing
            func vertical(_ d: CGFloat, _ fraction: CGFloat, _ edge: DirectionalRectEdge) -> Bool {
                let extra = current.contains(edge) ? hysteresis : 0
                return d <= (fraction + extra) * size.height + slack
            }
            func horizontal(_ d: CGFloat, _ fraction: CGFloat, _ edge: DirectionalRectEdge) -> Bool {
                let extra = current.contains(edge) ? hysteresis : 0
                return d < (fraction + extra) * size.width - slack
            }
            var edges: DirectionalRectEdge = []
            if vertical(frame.minY, top, .top) { edges.insert(.top) }
            if vertical(size.height - frame.maxY, bottom, .bottom) { edges.insert(.bottom) }
            if horizontal(frame.minX, leftFraction, leftEdge) { edges.insert(leftEdge) }
            if horizontal(size.width - frame.maxX, rightFraction, rightEdge) { edges.insert(rightEdge) }
            return edges
        }
    }

    // MARK: - Evaluation

    /// A plain guide's evaluation after a layout pass: switches sets and returns the sets
    /// that switched.
    ///
    /// The guide measures its solved frame. A switch moves constraints, which may move
    /// the guide, so the guide measures again, up to 8 times: a state it has already been
    /// in this evaluation means the switches would loop, and the guide goes back to the
    /// state it started from (a switch that undoes itself is refused). The frame it
    /// settles at is remembered and the guide is not evaluated again until its frame or
    /// its owner's size changes, so it never oscillates from pass to pass either.
    func evaluateOwnFrame(in engine: LayoutEngine) -> [TrackedSetSwitch] {
        guard let owner = owningView else { return [] }
        func measure() -> (frame: CGRect, size: CGSize) {
            let o = owner.variables.rect(in: engine.solver)
            let g = variables.rect(in: engine.solver)
            return (CGRect(x: g.minX - o.minX, y: g.minY - o.minY, width: g.width, height: g.height), o.size)
        }
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var geometry = measure()
        if hasEvaluatedEdges, let settled = settledGeometry, Self.same(settled, geometry) { return [] }
        let before = setStates
        if !hasEvaluatedEdges {
            nearEdges = thresholds.nearEdges(
                of: geometry.frame, in: geometry.size, rightToLeft: rightToLeft, current: [])
            hasEvaluatedEdges = true
            applyTrackedSets()
            geometry = measure()
        }
        let start = nearEdges
        var visited = [start]
        for _ in 0..<8 {
            let wanted = thresholds.nearEdges(
                of: geometry.frame, in: geometry.size, rightToLeft: rightToLeft, current: nearEdges)
            if wanted == nearEdges { break }
            if visited.contains(wanted) {
                // The switches would loop: keep the state the evaluation started from.
                if nearEdges != start {
                    nearEdges = start
                    applyTrackedSets()
                }
                break
            }
            visited.append(wanted)
            nearEdges = wanted
            applyTrackedSets()
            geometry = measure()
        }
        settledGeometry = measure()
        return switches(since: before)
    }

    /// Remembers the geometry the guide settled at, after the final layout pass.
    func recordSettledGeometry(in engine: LayoutEngine) {
        guard let owner = owningView else { return }
        let o = owner.variables.rect(in: engine.solver)
        let g = variables.rect(in: engine.solver)
        settledGeometry = (CGRect(x: g.minX - o.minX, y: g.minY - o.minY, width: g.width, height: g.height), o.size)
    }

    static func same(_ a: (frame: CGRect, size: CGSize), _ b: (frame: CGRect, size: CGSize)) -> Bool {
        let t: CGFloat = 1e-7
        return abs(a.frame.minX - b.frame.minX) <= t && abs(a.frame.minY - b.frame.minY) <= t
            && abs(a.frame.width - b.frame.width) <= t && abs(a.frame.height - b.frame.height) <= t
            && abs(a.size.width - b.size.width) <= t && abs(a.size.height - b.size.height) <= t
    }
}
