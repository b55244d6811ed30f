import Foundation

/// The window-level keyboard geometry G and its near edges: the arithmetic of
/// `keyboard-guide.md` §2 and §4, kept apart from the constraints so that it can be read
/// and tested on its own.
enum KeyboardGeometry {
    /// G, in window coordinates, for a keyboard (screen coordinates) over a window.
    ///
    ///     inset = usesBottomSafeArea ? window bottom safe-area inset : 0
    ///     dismissedG = (0, H − inset, W, inset)
    ///     K = keyboard in window coordinates; I = K ∩ (0, 0, W, H)
    ///     dismissed, or I empty (the keyboard is not over this window): dismissedG
    ///     not followed (not docked and not followsUndocked):
    ///         expanded shortcuts bar: (0, I.minY, W, H − I.minY); otherwise dismissedG
    ///     followed: h = max(I.height, inset)
    ///         docked: (0, H − h, W, h)
    ///         others: off = max(H − I.maxY, 0); (I.minX, H − off − h, I.width, h)
    static func frame(
        of keyboard: Keyboard, windowFrame: CGRect, bottomInset: CGFloat, followsUndockedKeyboard: Bool,
        usesBottomSafeArea: Bool
    ) -> CGRect {
        let w = windowFrame.width
        let h = windowFrame.height
        let inset = usesBottomSafeArea ? min(max(bottomInset, 0), h) : 0
        let dismissed = CGRect(x: 0, y: h - inset, width: w, height: inset)
        if keyboard.isDismissed { return dismissed }
        let k = keyboard.frame.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
        let i = k.intersection(CGRect(x: 0, y: 0, width: w, height: h))
        if i.isNull || i.width <= 0 || i.height <= 0 { return dismissed }
        let followed = keyboard.placement == .docked || followsUndockedKeyboard
        guard followed else {
            if keyboard.placement == .shortcutsBar(collapsed: false) {
                return CGRect(x: 0, y: i.minY, width: w, height: h - i.minY)
            }
            return dismissed
        }
        let height = max(i.height, inset)
        if keyboard.placement == .docked { return CGRect(x: 0, y: h - height, width: w, height: height) }
        let off = max(h - i.maxY, 0)
        return CGRect(x: i.minX, y: h - off - height, width: i.width, height: height)
    }

    /// The validated near edges of G in a window of `size`.
    ///
    /// Near top ⇔ G.minY ≤ 0.10·H; near bottom ⇔ H − G.maxY ≤ 0.03·H; near left ⇔
    /// G.minX < 0.10·W; near right ⇔ W − G.maxX < 0.10·W. Left and right become leading and
    /// trailing by the layout direction. Then: leading and trailing both near → neither;
    /// top and bottom both near → bottom only; bottom not near and the keyboard not
    /// floating, undocked or split → bottom.
    static func nearEdges(
        of g: CGRect, in size: CGSize, placement: Keyboard.Placement, rightToLeft: Bool
    ) -> DirectionalRectEdge {
        let thresholds = TrackingLayoutGuide.Thresholds.keyboard
        var edges = thresholds.nearEdges(of: g, in: size, rightToLeft: rightToLeft, current: [])
        if edges.isSuperset(of: [.leading, .trailing]) { edges.subtract([.leading, .trailing]) }
        if edges.isSuperset(of: [.top, .bottom]) { edges.remove(.top) }
        if !edges.contains(.bottom) && !placement.canLeaveBottom { edges.insert(.bottom) }
        return edges
    }

    /// The keyboard shown `progress` (0…1) of the way from `from` to `to`, on a screen
    /// with `bounds`. A dismissed end is the other end's frame moved just below the
    /// screen, so the keyboard slides in and out; the placement is the target's, except
    /// that a keyboard being dismissed keeps its form until the end.
    static func interpolate(from: Keyboard, to: Keyboard, progress: Double, screenBounds: CGRect) -> Keyboard {
        if progress >= 1 { return to }
        if from.isDismissed && to.isDismissed { return to }
        func hidden(like k: Keyboard) -> CGRect {
            CGRect(x: k.frame.minX, y: screenBounds.maxY, width: k.frame.width, height: k.frame.height)
        }
        let a = from.isDismissed ? hidden(like: to) : from.frame
        let b = to.isDismissed ? hidden(like: from) : to.frame
        let p = CGFloat(progress)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
        let frame = CGRect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height))
        return Keyboard(placement: to.isDismissed ? from.placement : to.placement, frame: frame)
    }
}
