import Foundation
import Truss

/// An iPad notes editor (834×1194, safe area 24/20): a text area, an image at the top, and
/// a formatting toolbar that follows the keyboard, floating one included.
///
///     editor      the safe area
///     image       200×150, top == safeArea.top + 20
///     toolbar     320×44
///
/// The keyboard guide follows undocked keyboards and switches four sets:
///
///     away from top:       toolbar.bottom == kb.top, toolbar.centerX == kb.centerX
///     near top:            toolbar.bottom == safeArea.bottom, toolbar.centerX == window.centerX
///     away from trailing:  image.trailing == safeArea.trailing − 20
///     near trailing:       image.leading == safeArea.leading + 20
package final class NotesEditorScene {
    package let window: Window
    package let editor = View()
    package let image = View()
    package let toolbar = View()

    /// The window's keyboard layout guide.
    package var keyboardGuide: KeyboardLayoutGuide { window.keyboardLayoutGuide }

    package init() {
        window = Window(screen: Screen(bounds: DemoDevice.pad), frame: DemoDevice.pad)
        window.identifier = "window"
        window.safeAreaInsets = DemoDevice.padSafeArea
        for (view, name) in [(editor, "editor"), (image, "image"), (toolbar, "toolbar")] {
            view.identifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let safe = window.safeAreaLayoutGuide
        LayoutConstraint.activate {
            editor.topAnchor == safe.topAnchor
            editor.bottomAnchor == safe.bottomAnchor
            editor.leadingAnchor == safe.leadingAnchor
            editor.trailingAnchor == safe.trailingAnchor
            image.topAnchor == safe.topAnchor + 20
            image.widthAnchor == 200
            image.heightAnchor == 150
            toolbar.widthAnchor == 320
            toolbar.heightAnchor == 44
        }
        let kb = window.keyboardLayoutGuide
        kb.followsUndockedKeyboard = true
        kb.setConstraints(
            LayoutConstraint.make {
                toolbar.bottomAnchor == kb.topAnchor
                toolbar.centerXAnchor == kb.centerXAnchor
            }, activeWhenAwayFrom: .top)
        kb.setConstraints(
            LayoutConstraint.make {
                toolbar.bottomAnchor == safe.bottomAnchor
                toolbar.centerXAnchor == window.centerXAnchor
            }, activeWhenNearEdge: .top)
        kb.setConstraints([image.trailingAnchor == safe.trailingAnchor - 20], activeWhenAwayFrom: .trailing)
        kb.setConstraints([image.leadingAnchor == safe.leadingAnchor + 20], activeWhenNearEdge: .trailing)
    }

    /// Scenario 4: dismissed, docked, and a floating keyboard in the middle, near the
    /// trailing edge, dragged near the top, and near the leading edge.
    package static var demo: DemoScene {
        DemoScene(name: "notes-ipad", title: "4. iPad notes: toolbar on a floating keyboard") { recorder in
            let scene = NotesEditorScene()
            let screen = scene.window.screen
            let states: [(String, String, Keyboard)] = [
                ("1-dismissed", "No keyboard: toolbar on the safe-area bottom", .dismissed),
                ("2-docked", "Docked 320: toolbar on the keyboard", DemoDevice.docked(height: 320, on: DemoDevice.pad)),
                ("3-floating", "Floating, in the middle: toolbar rides it", DemoDevice.floating(x: 257, y: 470)),
                ("4-floating-trailing", "Near trailing: the image moves left", DemoDevice.floating(x: 502, y: 600)),
                (
                    "5-floating-top", "Near the top: toolbar falls back to the bottom",
                    DemoDevice.floating(x: 502, y: 40)
                ),
                ("6-floating-leading", "Near leading: image back on the right", DemoDevice.floating(x: 12, y: 928)),
            ]
            for (state, caption, keyboard) in states {
                screen.keyboard = keyboard
                recorder.capture(
                    scene.window, state: state, caption: caption, overlays: keyboardOverlays(scene.window),
                    keyViews: [scene.toolbar, scene.image], keyGuides: [scene.keyboardGuide])
            }
        }
    }
}
