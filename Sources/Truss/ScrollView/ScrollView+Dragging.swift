import Foundation

extension ScrollView {
    /// How a drag that begins in the scroll view dismisses the keyboard: UIKit's
    /// `UIScrollView.KeyboardDismissMode`, its cases and raw values.
    ///
    /// Truss's ``Keyboard`` frame includes any input accessory view, so each `WithAccessory`
    /// case behaves as its plain one (in UIKit the plain cases leave an input accessory view
    /// in place, the `WithAccessory` ones take it along).
    public enum KeyboardDismissMode: Int, Sendable, Hashable, CaseIterable {
        /// A drag does not dismiss the keyboard (the default).
        case none = 0
        /// The keyboard is dismissed (animated) when a drag begins.
        case onDrag = 1
        /// The keyboard follows the dragging touch down once the touch crosses its top, and
        /// can be pulled up again to cancel the dismissal; the release dismisses or restores
        /// it (see ``ScrollView/endDragging(velocity:)``).
        case interactive = 2
        /// As ``onDrag``, with the input accessory view.
        case onDragWithAccessory = 3
        /// As ``interactive``, with the input accessory view.
        case interactiveWithAccessory = 4

        var dismissesOnDrag: Bool { self == .onDrag || self == .onDragWithAccessory }
        var isInteractive: Bool { self == .interactive || self == .interactiveWithAccessory }
    }

    /// A drag in progress: where the touch went down (window coordinates) and the offset then.
    struct DragState {
        var start: CGPoint
        var startOffset: CGPoint
        /// Whether the keyboard follows the touch (the touch reached it in an interactive
        /// dismissal).
        var movesKeyboard = false
    }

    /// The rubber band's stiffness: an offset past the content's edge by x points of a
    /// scroll view d long moves by `(1 − 1 / (x · 0.55 / d + 1)) · d`.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Whether a drag is under way: UIKit's `isDragging`, for a drag simulated with
    /// ``beginDragging(at:)``.
    public var isDragging: Bool { dragState != nil }

    /// Starts a simulated drag with a touch at `location`, in the window's coordinates (Truss
    /// has no touches: this stands for the pan gesture's beginning). Returns whether the
    /// drag began: as in UIKit, it does only when an axis scrolls (the content is larger
    /// than the scroll view on it, or ``alwaysBounceVertical`` / ``alwaysBounceHorizontal``
    /// is on).
    ///
    /// With ``keyboardDismissMode`` `.onDrag`, the keyboard is dismissed now, with the
    /// keyboard's animation. Then move the touch with ``drag(to:)`` and lift it with
    /// ``endDragging(velocity:)``.
    ///
    /// ```swift
    /// scroll.keyboardDismissMode = .interactive
    /// scroll.beginDragging(at: CGPoint(x: 200, y: 300))
    /// scroll.drag(to: CGPoint(x: 200, y: 600))      // past the keyboard's top at 516
    /// window.layoutIfNeeded()                        // the keyboard's top is at 600
    /// scroll.endDragging(velocity: CGPoint(x: 0, y: 800))
    /// ```
    ///
    /// - Precondition: The scroll view is in a window, and no drag is under way.
    @discardableResult
    public func beginDragging(at location: CGPoint) -> Bool {
        guard let window else { preconditionFailure("Truss: \(self) is not in a window: it cannot be dragged") }
        precondition(dragState == nil, "Truss: \(self) is already being dragged")
        let size = bounds.size
        let content = contentSize
        let scrolls =
            alwaysBounceVertical || alwaysBounceHorizontal || content.height > size.height
            || content.width > size.width
        guard scrolls else { return false }
        dragState = DragState(start: location, startOffset: contentOffset)
        if keyboardDismissMode.dismissesOnDrag, !window.screen.keyboard.isDismissed {
            window.screen.setKeyboard(.dismissed, animation: .keyboard)
        }
        return true
    }

    /// Moves the touch of the drag under way to `location` (window coordinates): the content
    /// follows the touch, and with an interactive ``keyboardDismissMode`` so does a docked
    /// keyboard once the touch reaches its top. Seen at the next ``View/layoutIfNeeded()``.
    ///
    /// The offset is the offset at the start minus the touch's travel, on each axis that
    /// scrolls. Past the scrollable range (`-adjustedContentInset.top …
    /// max(-top, contentSize.height + bottom − height)`, likewise across) the excess x is
    /// damped by a rubber band, `(1 − 1 / (x · 0.55 / d + 1)) · d` for a scroll view d long.
    ///
    /// The keyboard starts moving when the touch comes within the keyboard guide's
    /// ``KeyboardLayoutGuide/keyboardDismissPadding`` of its top, then keeps that distance
    /// below the touch (``Screen/updateInteractiveKeyboardDismissal(touchLocation:padding:)``);
    /// a touch that never gets there leaves the keyboard alone.
    ///
    /// - Precondition: A drag is under way (``beginDragging(at:)`` returned `true`).
    public func drag(to location: CGPoint) {
        guard var state = dragState else { preconditionFailure("Truss: \(self) is not being dragged") }
        let size = bounds.size
        let content = contentSize
        let inset = adjustedContentInset
        var offset = contentOffset
        if alwaysBounceHorizontal || content.width > size.width {
            offset.x = Self.rubberBanded(
                state.startOffset.x - (location.x - state.start.x), lowest: -inset.left,
                highest: content.width + inset.right - size.width, length: size.width)
        }
        if alwaysBounceVertical || content.height > size.height {
            offset.y = Self.rubberBanded(
                state.startOffset.y - (location.y - state.start.y), lowest: -inset.top,
                highest: content.height + inset.bottom - size.height, length: size.height)
        }
        if offset != contentOffset { contentOffset = offset }
        if keyboardDismissMode.isInteractive, let window {
            let screen = window.screen
            let onScreen = CGPoint(x: window.frame.minX + location.x, y: window.frame.minY + location.y)
            let padding = keyboardDismissPadding
            let keyboard = screen.keyboard
            if !state.movesKeyboard, keyboard.placement == .docked,
                onScreen.y + padding >= keyboard.frame.minY
            {
                state.movesKeyboard = true
            }
            if state.movesKeyboard {
                screen.updateInteractiveKeyboardDismissal(touchLocation: onScreen, padding: padding)
            }
        }
        dragState = state
    }

    /// Lifts the touch of the drag under way, moving at `velocity` (points per second, in
    /// window coordinates; positive y is downwards). An offset past the scrollable range
    /// comes back to its edge (at once: Truss does not model the deceleration, so a fling
    /// stops where the touch left it).
    ///
    /// A keyboard that the drag moved (an interactive ``keyboardDismissMode``) animates away
    /// or back with the keyboard's animation (0.25 s, curve 7), by a rule Apple does not
    /// document; Truss's: released moving down (`velocity.y > 0`) it is dismissed, moving
    /// up (`velocity.y < 0`) it is restored, and at rest it is dismissed when more than half
    /// of it is below its resting place.
    ///
    /// - Precondition: A drag is under way.
    public func endDragging(velocity: CGPoint = .zero) {
        guard let state = dragState else { preconditionFailure("Truss: \(self) is not being dragged") }
        dragState = nil
        let size = bounds.size
        let content = contentSize
        let inset = adjustedContentInset
        var offset = contentOffset
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, content.width + inset.right - size.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - size.height))
        if offset != contentOffset { contentOffset = offset }
        guard state.movesKeyboard, let screen = window?.screen, let resting = screen.interactiveDismissalStart else {
            return
        }
        let moved = screen.keyboard.frame.minY - resting.frame.minY
        let dismissing = velocity.y > 0 || (velocity.y == 0 && moved > resting.frame.height / 2)
        screen.endInteractiveKeyboardDismissal(dismissing: dismissing, animation: .keyboard)
    }

    /// The padding of the keyboard guide of the scroll view or its nearest ancestor that has
    /// one (0 when none has).
    private var keyboardDismissPadding: CGFloat {
        var view: View? = self
        while let current = view {
            if let guide = current.storedKeyboardGuide { return guide.keyboardDismissPadding }
            view = current.superview
        }
        return 0
    }

    /// An offset on one axis, damped past `lowest … max(lowest, highest)` by the rubber band
    /// of a scroll view `length` long.
    static func rubberBanded(_ offset: CGFloat, lowest: CGFloat, highest: CGFloat, length: CGFloat) -> CGFloat {
        let top = max(lowest, highest)
        func band(_ excess: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            return (1 - 1 / (excess * rubberBandCoefficient / length + 1)) * length
        }
        if offset < lowest { return lowest - band(lowest - offset) }
        if offset > top { return top + band(offset - top) }
        return offset
    }
}
