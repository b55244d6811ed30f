import Foundation

/// An object that manages a view hierarchy: UIKit's `UIViewController`, headless.
///
/// Its ``view`` is created on first use by ``loadView()``, after which ``viewDidLoad()``
/// runs: build the hierarchy there. Through the view's layout cycle the controller hears
/// ``viewWillLayoutSubviews()``, ``viewDidLayoutSubviews()``, ``updateViewConstraints()`` and
/// ``viewSafeAreaInsetsDidChange()``. It shapes the root view's safe area
/// (``additionalSafeAreaInsets``, and the bars of a ``NavigationController`` or
/// ``TabBarController`` it is in) and its margins (``systemMinimumLayoutMargins``).
///
/// ```swift
/// final class ProfileController: ViewController {
///     let avatar = View()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         avatar.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(avatar)
///         LayoutConstraint.activate([
///             avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
///             avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///             avatar.widthAnchor.constraint(equalToConstant: 64),
///             avatar.heightAnchor.constraint(equalToConstant: 64),
///         ])
///     }
/// }
/// window.rootViewController = ProfileController()
/// window.layoutIfNeeded()   // on an iPhone 15: avatar at (16, 75, 64, 64)
/// ```
///
/// Controllers are single-owner reference objects, like views: not `Sendable`.
open class ViewController {
    private var storedView: View?
    var calledSuperUpdateViewConstraints = false
    /// What the controller's container adds to the root view's safe area (its bars).
    var containerSafeAreaInsets = EdgeInsets.zero {
        didSet { applySafeAreaInsets() }
    }
    /// The constraints that make the root view fill its container's view or window.
    var fillConstraints: [LayoutConstraint] = []
    weak var storedParent: ViewController?
    var storedChildren: [ViewController] = []
    /// The controller this one presents (see `ViewController+Presentation.swift`).
    var storedPresentedViewController: ViewController?
    /// The controller that presents this one.
    weak var storedPresentingViewController: ViewController?

    /// Creates a view controller; its view is loaded on first use.
    public init() {}

    // MARK: - The view

    /// The root view, loaded on first use (``loadView()``, then ``viewDidLoad()``).
    /// Setting it replaces the root view without calling ``viewDidLoad()``.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView?.addedSafeAreaInsets = .zero
            storedView?.minimumLayoutMargins = nil
            storedView = newValue
            newValue?.owningViewController = self
            applySafeAreaInsets()
            applyMinimumLayoutMargins()
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View() }
        viewDidLoad()
    }

    /// Creates the root view: override it to make your own (set ``view``, without calling
    /// super). The default is a plain ``View`` whose own margins are zero, so that its
    /// margins are the ``systemMinimumLayoutMargins`` (UIKit: the root view's default margins
    /// "reflect the system minimum margins").
    open func loadView() {
        let root = View()
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 0)
        view = root
    }

    /// Called once the root view is loaded: build the hierarchy here. Does nothing by default.
    open func viewDidLoad() {}

    // MARK: - Layout callbacks

    /// Called in the root view's layout pass, after its frame is set and before its
    /// ``View/layoutSubviews()``. Does nothing by default.
    ///
    /// Truss solves every constraint before the layout callbacks, so a constraint changed here
    /// is solved in another round of the same ``View/layoutIfNeeded()`` (UIKit solves it with
    /// the pass in progress); the frames after the call are the same.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view's ``View/layoutSubviews()``: its subviews' frames are final.
    /// Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Updates the controller's constraints before the engine solves, after the root view's
    /// ``View/updateConstraints()``; call `super.updateViewConstraints()` as the last step
    /// (UIKit raises if you do not; Truss stops with a precondition). Ask for it with the
    /// root view's ``View/setNeedsUpdateConstraints()``.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
    }

    /// Called when the root view's safe-area insets changed, after its
    /// ``View/safeAreaInsetsDidChange()``. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    // MARK: - Containment (see `ViewController+Containment.swift`)

    /// Called before the controller is added to or removed from a parent (`nil`). Does
    /// nothing by default; an override must call super.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller is added to or removed from a parent (`nil`). Does
    /// nothing by default; an override must call super.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - Presentation (see `ViewController+Presentation.swift`)

    /// How the controller covers the screen when presented (``ModalPresentationStyle/automatic``
    /// by default, which is ``ModalPresentationStyle/pageSheet``). Changing it while
    /// presented moves the view at the next layout pass.
    public var modalPresentationStyle = ModalPresentationStyle.automatic {
        didSet { storedView?.window?.engine.needsLayout = true }
    }

    /// The size the controller's view prefers: a form sheet's size in a regular environment
    /// (zero by default: UIKit's 540 × 620).
    public var preferredContentSize = CGSize.zero {
        didSet { storedView?.window?.engine.needsLayout = true }
    }

    // MARK: - Safe area and margins

    /// Insets added to the root view's safe area (and so to its descendants'), on top of
    /// what the window and the containers give it: UIKit's `additionalSafeAreaInsets`.
    ///
    /// ```swift
    /// controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
    /// // on an iPhone 15 the root view's bottom inset is 34 + 60 = 94
    /// ```
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { applySafeAreaInsets() }
    }

    /// The smallest layout margins the root view gets while
    /// ``viewRespectsSystemMinimumLayoutMargins`` is on: 16 points leading and trailing in
    /// a compact (or unspecified) horizontal size class, 20 in a regular one; 0 top and
    /// bottom. UIKit documents the rule (the root view's margins are the larger of its
    /// ``View/directionalLayoutMargins`` and these) but not the numbers: these are the values
    /// iOS 11 to 17 report on iPhone and iPad.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (`true`
    /// by default). Off, the root view's margins are its ``View/directionalLayoutMargins``.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { applyMinimumLayoutMargins() }
    }

    /// The traits of the root view's window; outside a window, the parent's; else unspecified.
    public var traitCollection: TraitCollection {
        if let window = storedView?.window { return window.traitCollection }
        return storedParent?.traitCollection ?? TraitCollection()
    }

    /// The root view adds the controller's insets and its container's to its safe area.
    func applySafeAreaInsets() {
        guard let storedView else { return }
        let a = additionalSafeAreaInsets
        let c = containerSafeAreaInsets
        storedView.addedSafeAreaInsets = EdgeInsets(
            top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    /// The root view's minimum margins follow the size class.
    func applyMinimumLayoutMargins() {
        storedView?.minimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }

    /// Before the root view lays out: the margins follow the traits, then the controller
    /// (and a container, through ``viewWillLayoutSubviews()``) hears.
    func rootViewWillLayoutSubviews() {
        applyMinimumLayoutMargins()
        layoutContainer()
        viewWillLayoutSubviews()
    }

    /// A container controller sizes its bars for the traits here, before
    /// ``viewWillLayoutSubviews()`` (which a subclass may override without calling super).
    func layoutContainer() {}

    /// The root view's ``View/updateConstraints()`` ran: now the controller's.
    func rootViewDidUpdateConstraints() {
        calledSuperUpdateViewConstraints = false
        updateViewConstraints()
        precondition(
            calledSuperUpdateViewConstraints,
            "Truss: \(type(of: self)).updateViewConstraints() did not call super.updateViewConstraints() "
                + "(UIKit raises NSInternalInconsistencyException)")
    }
}
