import Foundation

/// The root of a view hierarchy, with its own constraint engine: UIKit's `UIWindow`.
///
/// A window's ``View/frame`` is in its ``screen``'s coordinates; its subviews' frames are
/// in window coordinates. Every view in the window shares one engine (one solver):
/// activating, deactivating and editing constraints change it incrementally, and
/// ``View/layoutIfNeeded()`` writes the frames.
///
/// ```swift
/// let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let window = Window(screen: screen, frame: screen.bounds)
/// window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
/// ```
///
/// Resizing the window (setting ``View/frame``) edits two constants of the solver, not a
/// rebuild. Conflicts are reported in ``unsatisfiableConstraintReports`` and to
/// ``logHandler``, safe-area insets that never settle in ``safeAreaFeedbackLoopReports``.
open class Window: View {
    /// The screen the window is on.
    public let screen: Screen

    var storedSafeAreaInsets = EdgeInsets.zero
    /// The root view controller (see `ViewControllers/ViewController+Containment.swift`).
    var storedRootViewController: ViewController?
    var storedTextMeasurer: any TextMeasuring = EstimatedTextMeasurer()
    /// The window's engine. A constant, not a lazy property: a call on a constant needs no
    /// retain of the engine, whose counts live in a side table (constraints reference it
    /// weakly), where every retain and release is a slow call.
    let engine = LayoutEngine()
    /// The keyboard geometry inputs of the window's system (see `Keyboard/`).
    let keyboardState = WindowKeyboardState()
    /// The window's presented view controllers (see `ViewControllers/`).
    let presentationState = WindowPresentationState()
    /// The window's tracking guides and the animation of their switches (see `Tracking/`).
    let trackingState = WindowTrackingState()
    /// The window's running view animations and their clock (see `Animation/`).
    let viewAnimations = WindowViewAnimations()

    /// Creates a window at `frame` in the screen's coordinates.
    public init(screen: Screen, frame: CGRect) {
        self.screen = screen
        super.init(frame: frame)
        engine.attach(to: self)
        storedWindow = self
        translatesAutoresizingMaskIntoConstraints = false
        engine.start()
        screen.register(self)
    }

    /// Clears the `unowned` references to the window: its screen's, and those of the views
    /// in it (``View/window``).
    deinit {
        screen.unregister(ObjectIdentifier(self))
        for view in engine.viewsInside { view.storedWindow = nil }
        engine.releaseConstraints()
    }

    /// Creates a window at `frame` on a screen of the frame's size: UIKit's
    /// `UIWindow(frame:)`, as in `UIWindow(frame: UIScreen.main.bounds)`.
    public convenience override init(frame: CGRect) {
        self.init(screen: Screen(bounds: CGRect(origin: .zero, size: frame.size)), frame: frame)
    }

    /// The window's safe-area insets (set them as the device would: notch, home indicator).
    /// Views inside get the part of these insets they overlap.
    open override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            storedSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }

    override func setFrame(_ newValue: CGRect) {
        storedFrame = newValue
        engine.windowFrameChanged()
    }

    /// Where reports (unsatisfiable constraints, activation errors) are written; standard
    /// error by default. Set it to collect or silence them.
    public var logHandler: (String) -> Void {
        get { engine.logHandler }
        set { engine.logHandler = newValue }
    }

    /// Every conflict the engine recovered from, oldest first.
    public var unsatisfiableConstraintReports: [UnsatisfiableConstraintReport] { engine.reports }

    /// Every layout pass whose safe-area insets did not settle (a view whose frame depends
    /// on its own safe-area or margins guide), oldest first.
    public var safeAreaFeedbackLoopReports: [SafeAreaFeedbackLoopReport] { engine.feedbackLoopReports }

    /// Every layout cycle stopped because its callbacks kept invalidating layout (a
    /// ``View/layoutSubviews()`` that changes its own size every time), oldest first.
    public var layoutFeedbackLoopReports: [LayoutFeedbackLoopReport] { engine.cycleReports }

    /// Counters of the engine's work since the window was created.
    public var layoutStatistics: LayoutStatistics { engine.statistics }

    /// The screen's scale changed: every frame is written again on the new pixel grid, and
    /// text is measured again (its sizes are rounded up to the grid).
    func screenScaleDidChange() {
        engine.pixelGridChanged()
        invalidateTextSizes()
    }

    /// Every view that measures text recomputes its intrinsic size.
    private func invalidateTextSizes() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view is MeasuresText { view.invalidateIntrinsicContentSize() }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// What measures the text of the window's labels, buttons and text controls: an
    /// ``EstimatedTextMeasurer`` by default. Setting it updates every label's size.
    public var textMeasurer: any TextMeasuring {
        get { storedTextMeasurer }
        set {
            storedTextMeasurer = newValue
            invalidateTextSizes()
        }
    }
}

/// A display with bounds, holding windows: UIKit's `UIScreen`.
///
/// Screens are single-owner reference objects, not `Sendable`.
public final class Screen {
    /// The screen's rectangle (points).
    public var bounds: CGRect

    /// Pixels per point: UIKit's `UIScreen.scale` (3 on an iPhone 15, 2 on most iPads), and
    /// the ``TraitCollection/displayScale`` of its windows' views. 1 by default.
    ///
    /// Layout rounds every frame's edges to its pixel grid (see the <doc:MarginsAndGeometry>
    /// article), and text sizes up to it. Changing it rewrites every frame, and measures
    /// text again, at the windows' next layout pass.
    ///
    /// ```swift
    /// screen.scale = 3
    /// // a view solved at x = 10.2, width 20 gets the frame x = 10.333…, width 20
    /// ```
    ///
    /// - Precondition: The scale is a finite number greater than 0.
    public var scale: CGFloat = 1 {
        didSet {
            precondition(scale > 0 && scale.isFinite, "Truss: a screen's scale must be greater than 0, not \(scale)")
            guard scale != oldValue else { return }
            for window in windows { window.screenScaleDidChange() }
        }
    }

    private(set) var windowReferences: [WindowReference] = []
    /// The keyboard and its animation (see `Keyboard/Screen+Keyboard.swift`).
    var keyboardState = ScreenKeyboardState()

    /// Creates a screen.
    public init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// The windows on this screen, in the order they were created.
    public var windows: [Window] { windowReferences.map(\.window) }

    func register(_ window: Window) {
        windowReferences.append(WindowReference(window: window, id: ObjectIdentifier(window)))
    }

    /// Forgets a window that is going away (from its `deinit`, where it is known by its
    /// identity only).
    func unregister(_ window: ObjectIdentifier) {
        windowReferences.removeAll { $0.id == window }
    }

    /// A window on the screen: `unowned`, since the screen does not keep its windows alive
    /// and a weak reference would cost the window a side table of reference counts; a
    /// window unregisters itself in its `deinit`.
    struct WindowReference {
        unowned(safe) let window: Window
        let id: ObjectIdentifier
    }
}
