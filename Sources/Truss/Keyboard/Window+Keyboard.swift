import Cassowary
import Foundation

/// A window's keyboard inputs: the window-level keyboard geometry G, one item per guide
/// configuration in use, each with four edit variables of the window's system.
///
/// G depends on two guide properties (``KeyboardLayoutGuide/followsUndockedKeyboard`` and
/// ``KeyboardLayoutGuide/usesBottomSafeArea``), which in Truss each guide keeps for itself,
/// so a window holds at most four G items, created when a guide first needs one. From then
/// on the state takes part in the window's layout passes: each first suggests G for the
/// keyboard the screen shows now (one dual-simplex step per changed coordinate, never a
/// rebuild).
final class WindowKeyboardState: LayoutPassParticipant {
    struct Configuration: Hashable {
        var followsUndockedKeyboard: Bool
        var usesBottomSafeArea: Bool
    }

    struct Input {
        let configuration: Configuration
        /// The item whose four variables are G's edit variables; owned by the window but
        /// not among its guides.
        let item: LayoutGuide
        /// The last suggested G.
        var value: CGRect
    }

    var inputs: [Input] = []

    /// Before anything is read from the solver: G for the keyboard shown now.
    func gatherInputs(in engine: LayoutEngine) {
        engine.window.updateKeyboardInputs()
    }
}

extension LayoutPriority {
    /// The priority of the keyboard geometry's edit variables: above the guide's 999 top,
    /// below required, so that the clamp to the safe area moves the guide, not G.
    static let keyboardInput = LayoutPriority(999.5)
}

extension Window {
    /// G for a guide configuration and a keyboard, from the window's frame and insets.
    func keyboardGeometry(_ configuration: WindowKeyboardState.Configuration, keyboard: Keyboard) -> CGRect {
        KeyboardGeometry.frame(
            of: keyboard, windowFrame: storedFrame, bottomInset: storedSafeAreaInsets.bottom,
            followsUndockedKeyboard: configuration.followsUndockedKeyboard,
            usesBottomSafeArea: configuration.usesBottomSafeArea)
    }

    /// The G item for a configuration, created (with its edit variables, suggested at
    /// once) on first use.
    func keyboardFrameItem(for configuration: WindowKeyboardState.Configuration) -> LayoutGuide {
        if let input = keyboardState.inputs.first(where: { $0.configuration == configuration }) { return input.item }
        engine.addParticipant(keyboardState)
        let item = LayoutGuide()
        item.identifier =
            "keyboardFrame" + (configuration.followsUndockedKeyboard ? "Following" : "")
            + (configuration.usesBottomSafeArea ? "" : "IgnoringSafeArea")
        item.owningView = self
        let g = keyboardGeometry(configuration, keyboard: screen.presentedKeyboard)
        let v = item.variables
        for (variable, value) in zip([v.minX, v.minY, v.width, v.height], [g.minX, g.minY, g.width, g.height]) {
            engine.addInput(variable, priority: .keyboardInput)
            engine.suggest(variable, Double(value))
        }
        keyboardState.inputs.append(.init(configuration: configuration, item: item, value: g))
        return item
    }

    /// Before a layout pass: suggests G for the keyboard shown now, where it changed.
    func updateKeyboardInputs() {
        let state = keyboardState
        guard !state.inputs.isEmpty else { return }
        let engine = self.engine
        let keyboard = screen.presentedKeyboard
        for i in state.inputs.indices {
            let g = keyboardGeometry(state.inputs[i].configuration, keyboard: keyboard)
            let old = state.inputs[i].value
            guard g != old else { continue }
            let v = state.inputs[i].item.variables
            if g.minX != old.minX { engine.suggest(v.minX, Double(g.minX)) }
            if g.minY != old.minY { engine.suggest(v.minY, Double(g.minY)) }
            if g.width != old.width { engine.suggest(v.width, Double(g.width)) }
            if g.height != old.height { engine.suggest(v.height, Double(g.height)) }
            state.inputs[i].value = g
        }
    }
}
