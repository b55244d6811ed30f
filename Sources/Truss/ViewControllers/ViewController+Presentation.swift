import Foundation

/// Presentation: a controller shown modally over the window's content, as in UIKit.
extension ViewController {
    /// Presents a controller modally: its view joins the presenting controller's window in
    /// front of everything, in the frame its ``modalPresentationStyle`` gives (see
    /// the frames table in the <doc:ViewControllers> article), laid out with its own safe
    /// area (its overlap with the window's). The completion runs at once (Truss does not
    /// animate transitions; `animated` is accepted for UIKit's signature).
    ///
    /// As in UIKit, the presentation is made by the root of this controller's hierarchy (a
    /// child's parent's parent…, which becomes the presented controller's
    /// ``presentingViewController``). Programmer errors:
    ///
    /// - presenting the controller itself, one already presented, or a child of another
    ///   controller stops with UIKit's exception message, as a precondition;
    /// - presenting from a controller that already presents one, or whose view is not in a
    ///   window, logs UIKit's message (to the window's ``Window/logHandler``, or standard
    ///   error) and does nothing, as UIKit does; the completion does not run.
    ///
    /// ```swift
    /// let editor = EditorController()
    /// editor.modalPresentationStyle = .formSheet
    /// root.present(editor, animated: true)
    /// window.layoutIfNeeded()   // iPad Pro 11-inch portrait: editor.view at (147, 287, 540, 620)
    /// ```
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        precondition(
            viewController !== self,
            "Truss: Application tried to present modal view controller on itself. Presenting controller is \(self).")
        if let presenting = viewController.storedPresentingViewController {
            preconditionFailure(
                "Truss: Application tried to present modally a view controller \(viewController) "
                    + "that is already being presented by \(presenting).")
        }
        if let parent = viewController.storedParent {
            preconditionFailure(
                "Truss: Application tried to present modally a view controller \(viewController) "
                    + "that has a parent view controller \(parent).")
        }
        let presenter = presentationRoot
        guard let window = presenter.viewIfLoaded?.window else {
            FileHandle.standardError.write(
                Data(
                    ("Truss: Attempt to present \(viewController) on \(presenter) "
                        + "whose view is not in the window hierarchy.\n").utf8))
            return
        }
        if let current = presenter.storedPresentedViewController {
            window.logHandler(
                "Truss: Attempt to present \(viewController) on \(presenter) which is already presenting \(current).")
            return
        }
        presenter.storedPresentedViewController = viewController
        viewController.storedPresentingViewController = presenter
        window.addPresentation(of: viewController)
        completion?()
    }

    /// Dismisses the controller this one presents, with every controller presented above
    /// it; called on a controller that presents nothing, dismisses that controller itself
    /// (UIKit forwards the call to its presenting controller). The views leave the window
    /// and their pins and inputs leave its system; the completion runs at once. Nothing
    /// happens (the completion runs) when there is nothing to dismiss.
    ///
    /// ```swift
    /// editor.dismiss(animated: true)   // or root.dismiss(animated: true)
    /// ```
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        if let presented = root.storedPresentedViewController {
            root.dismissPresented(presented)
        } else if let presenting = root.storedPresentingViewController {
            presenting.dismissPresented(root)
        }
        completion?()
    }

    /// The controller presented by this one or by its nearest ancestor that presents one.
    public var presentedViewController: ViewController? {
        var controller: ViewController? = self
        while let c = controller {
            if let presented = c.storedPresentedViewController { return presented }
            controller = c.storedParent
        }
        return nil
    }

    /// The controller that presented this one or its nearest presented ancestor.
    public var presentingViewController: ViewController? {
        var controller: ViewController? = self
        while let c = controller {
            if let presenting = c.storedPresentingViewController { return presenting }
            controller = c.storedParent
        }
        return nil
    }

    /// The root of the controller's hierarchy of parents: the one that presents.
    var presentationRoot: ViewController {
        var controller = self
        while let parent = controller.storedParent { controller = parent }
        return controller
    }

    /// Takes `presented` (and what it presents, first) out of the window.
    private func dismissPresented(_ presented: ViewController) {
        if let above = presented.storedPresentedViewController { presented.dismissPresented(above) }
        presented.viewIfLoaded?.window?.removePresentation(of: presented)
        presented.storedPresentingViewController = nil
        storedPresentedViewController = nil
    }
}
