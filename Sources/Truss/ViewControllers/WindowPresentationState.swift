import Foundation

/// A window's presented view controllers: for each, an item whose four edit variables are
/// the sheet's frame, and the required constraints that pin the presented root view to it.
///
/// The frame depends only on inputs (the window's size, safe area and traits, the
/// controller's style and preferred size, the keyboard the screen shows now), so the state
/// takes part in the window's layout passes by suggesting it before anything is solved:
/// one dual-simplex step per changed coordinate, never a rebuild.
final class WindowPresentationState: LayoutPassParticipant {
    struct Presentation {
        let controller: ViewController
        /// The item whose variables are the frame's; owned by the window, not among its guides.
        let item: LayoutGuide
        let constraints: [LayoutConstraint]
        /// The last suggested frame.
        var frame: CGRect
    }

    var presentations: [Presentation] = []

    /// Before anything is read from the solver: each sheet's frame for the inputs of now.
    func gatherInputs(in engine: LayoutEngine) {
        guard let window = engine.window else { return }
        for i in presentations.indices {
            let frame = window.presentationFrame(of: presentations[i].controller)
            let old = presentations[i].frame
            guard frame != old else { continue }
            let v = presentations[i].item.variables
            if frame.minX != old.minX { engine.suggest(v.minX, Double(frame.minX)) }
            if frame.minY != old.minY { engine.suggest(v.minY, Double(frame.minY)) }
            if frame.width != old.width { engine.suggest(v.width, Double(frame.width)) }
            if frame.height != old.height { engine.suggest(v.height, Double(frame.height)) }
            presentations[i].frame = frame
        }
    }
}

extension LayoutPriority {
    /// The priority of a presented view's frame inputs: above everything a user writes
    /// below required, so the sheet goes where the style puts it.
    static let presentationInput = LayoutPriority(999.5)
}

extension Window {
    /// The frame of a presented controller's view for the window's inputs of now.
    func presentationFrame(of controller: ViewController) -> CGRect {
        let size = storedFrame.size
        let keyboard = KeyboardGeometry.frame(
            of: screen.presentedKeyboard, windowFrame: storedFrame, bottomInset: 0, followsUndockedKeyboard: false,
            usesBottomSafeArea: false)
        return SheetGeometry.frame(
            style: controller.modalPresentationStyle, windowSize: size, safeAreaInsets: storedSafeAreaInsets,
            traits: TraitCollection(windowSize: size, screenSize: screen.bounds.size),
            preferredContentSize: controller.preferredContentSize,
            keyboardTop: keyboard.height > 0 ? keyboard.minY : size.height)
    }

    /// Shows a presented controller's view in front of everything, pinned to its frame.
    func addPresentation(of controller: ViewController) {
        engine.addParticipant(presentationState)
        let root = controller.view!
        root.translatesAutoresizingMaskIntoConstraints = false
        addSubview(root)
        let item = LayoutGuide()
        item.identifier = "presentationFrame"
        item.owningView = self
        let frame = presentationFrame(of: controller)
        let v = item.variables
        for (variable, value) in zip(
            [v.minX, v.minY, v.width, v.height], [frame.minX, frame.minY, frame.width, frame.height])
        {
            engine.addInput(variable, priority: .presentationInput)
            engine.suggest(variable, Double(value))
        }
        func pin(_ first: LayoutAnchor, _ second: LayoutAnchor, _ name: String) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: first, relation: .equal, second: second, multiplier: 1, constant: 0, kind: .guide)
            c.identifier = "Truss-Presentation-\(name)"
            c.setActiveFlag(true)
            return c
        }
        let constraints = [
            pin(root.leftAnchor, item.leftAnchor, "left"), pin(root.topAnchor, item.topAnchor, "top"),
            pin(root.widthAnchor, item.widthAnchor, "width"), pin(root.heightAnchor, item.heightAnchor, "height"),
        ]
        engine.add(constraints)
        presentationState.presentations.append(
            .init(controller: controller, item: item, constraints: constraints, frame: frame))
    }

    /// Takes a presented controller's view out: its pins and inputs go with it.
    func removePresentation(of controller: ViewController) {
        guard let index = presentationState.presentations.firstIndex(where: { $0.controller === controller }) else {
            return
        }
        let presentation = presentationState.presentations.remove(at: index)
        engine.remove(presentation.constraints)
        for constraint in presentation.constraints { constraint.setActiveFlag(false) }
        let v = presentation.item.variables
        for variable in [v.minX, v.minY, v.width, v.height] { engine.removeInput(variable) }
        controller.viewIfLoaded?.removeFromSuperview()
        if presentationState.presentations.isEmpty { engine.removeParticipant(presentationState) }
    }
}
