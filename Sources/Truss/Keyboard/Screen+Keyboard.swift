import Foundation

/// A screen's keyboard: the keyboard after the current change, and the animation (or
/// interactive drag) in progress.
struct ScreenKeyboardState {
    struct Transition {
        var from: Keyboard
        var animation: KeyboardAnimation
        var time: TimeInterval
    }

    /// The keyboard after the current change.
    var target = Keyboard.dismissed
    /// The animation towards ``target``, if one is running.
    var transition: Transition?
    /// The keyboard where an interactive dismissal started.
    var dragStart: Keyboard?
    /// Counts keyboard changes (not samples of an animation), so that what rides on one
    /// animation can tell when another has replaced it.
    var generation = 0
}

extension Screen {
    /// The keyboard, after any change in progress. Setting it changes the keyboard at once
    /// (no animation); every window on the screen sees it at its next
    /// ``View/layoutIfNeeded()``.
    ///
    /// ```swift
    /// screen.keyboard = Keyboard(placement: .docked, frame: CGRect(x: 0, y: 516, width: 393, height: 336))
    /// window.layoutIfNeeded()
    /// ```
    public var keyboard: Keyboard {
        get { keyboardState.target }
        set { setKeyboard(newValue, animation: nil) }
    }

    /// Changes the keyboard with an animation from the keyboard shown now. The animation
    /// starts at time 0; sample it with ``advanceKeyboardAnimation(to:)`` and
    /// ``View/layoutIfNeeded()``. Tracked constraint sets switch on the final keyboard, once,
    /// at the first pass; the switch is animated along with the keyboard (see
    /// ``TrackedSetAnimation``).
    ///
    /// ```swift
    /// screen.setKeyboard(docked, animation: .keyboard)
    /// for frame in 0...15 {
    ///     screen.advanceKeyboardAnimation(to: Double(frame) / 60)
    ///     window.layoutIfNeeded()
    /// }
    /// ```
    public func setKeyboard(_ keyboard: Keyboard, animation: KeyboardAnimation?) {
        setKeyboard(keyboard, animation: animation, from: presentedKeyboard)
    }

    /// Changes the keyboard, animating from `from` (a notification's begin frame).
    func setKeyboard(_ keyboard: Keyboard, animation: KeyboardAnimation?, from: Keyboard) {
        keyboardState.dragStart = nil
        keyboardState.generation += 1
        keyboardState.target = keyboard
        if let animation, animation.duration > 0, from != keyboard {
            keyboardState.transition = .init(from: from, animation: animation, time: 0)
        } else {
            keyboardState.transition = nil
        }
        keyboardDidChange()
    }

    /// The keyboard shown now: during an animation, the frame at the curve's progress.
    public var presentedKeyboard: Keyboard {
        guard let t = keyboardState.transition else { return keyboardState.target }
        return KeyboardGeometry.interpolate(
            from: t.from, to: keyboardState.target, progress: t.animation.progress(at: t.time), screenBounds: bounds)
    }

    /// Whether a keyboard animation is running.
    public var isAnimatingKeyboard: Bool { keyboardState.transition != nil }

    /// The time into the running keyboard animation, or `nil`.
    public var keyboardAnimationTime: TimeInterval? { keyboardState.transition?.time }

    /// Moves the running keyboard animation to `time` seconds after its start (clamped to
    /// its duration; reaching the end finishes it). Windows lay out the new frame at their
    /// next ``View/layoutIfNeeded()``, by suggestions to their solvers.
    public func advanceKeyboardAnimation(to time: TimeInterval) {
        guard var t = keyboardState.transition else { return }
        t.time = min(max(time, 0), t.animation.duration)
        keyboardState.transition = t.time >= t.animation.duration ? nil : t
        keyboardDidChange()
    }

    /// Ends the running keyboard animation at its final keyboard.
    public func finishKeyboardAnimation() {
        guard keyboardState.transition != nil else { return }
        keyboardState.transition = nil
        keyboardDidChange()
    }

    /// Every window needs a pass (the keyboard geometry is an input of its system; no
    /// view's safe area depends on it).
    func keyboardDidChange() {
        for reference in windowReferences { reference.window.engine.needsLayout = true }
    }

    // MARK: - Interactive dismissal

    /// Moves a docked keyboard with a drag at `location` (screen coordinates), as a scroll
    /// view's interactive keyboard dismissal does.
    ///
    /// The keyboard starts moving when the touch comes within `padding` points above its
    /// top (``KeyboardLayoutGuide/keyboardDismissPadding``), then keeps that distance below
    /// the touch: `top = max(restingTop, location.y + padding)`, at most the screen's
    /// bottom. Other placements do not move, and ending the drag leaves them as they are:
    /// in UIKit only the docked keyboard follows an interactive dismissal (undocked, split
    /// and floating keyboards, and a hardware keyboard's shortcuts bar, stay put).
    public func updateInteractiveKeyboardDismissal(touchLocation location: CGPoint, padding: CGFloat = 0) {
        let start = keyboardState.dragStart ?? keyboardState.target
        guard start.placement == .docked else { return }
        let rest = start.frame
        let top = min(max(rest.minY, location.y + max(0, padding)), bounds.maxY)
        let moved = Keyboard(
            placement: .docked, frame: CGRect(x: rest.minX, y: top, width: rest.width, height: rest.height))
        keyboardState.transition = nil
        keyboardState.generation += 1
        keyboardState.target = moved
        keyboardState.dragStart = start
        keyboardDidChange()
    }

    /// The keyboard where the interactive dismissal under way started, if one is.
    var interactiveDismissalStart: Keyboard? { keyboardState.dragStart }

    /// Ends an interactive dismissal: the keyboard animates away (`dismissing`) or back to
    /// where the drag started.
    public func endInteractiveKeyboardDismissal(dismissing: Bool, animation: KeyboardAnimation? = .keyboard) {
        guard let start = keyboardState.dragStart else { return }
        setKeyboard(dismissing ? .dismissed : start, animation: animation)
    }
}

extension View {
    /// Moves the keyboard with a drag at `location` in this view's coordinates, with the
    /// padding of this view's ``keyboardLayoutGuide`` (see
    /// ``Screen/updateInteractiveKeyboardDismissal(touchLocation:padding:)``).
    ///
    /// ```swift
    /// view.keyboardLayoutGuide.keyboardDismissPadding = 40
    /// view.updateInteractiveKeyboardDismissal(touchLocation: CGPoint(x: 100, y: 500))
    /// ```
    public func updateInteractiveKeyboardDismissal(touchLocation location: CGPoint) {
        guard let window else { return }
        let r = variables.rect(in: window.engine.solver)
        let onScreen = CGPoint(
            x: window.storedFrame.minX + r.minX + location.x, y: window.storedFrame.minY + r.minY + location.y)
        window.screen.updateInteractiveKeyboardDismissal(
            touchLocation: onScreen, padding: storedKeyboardGuide?.keyboardDismissPadding ?? 0)
    }
}
