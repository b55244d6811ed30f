import Foundation
import Truss

/// A form sheet on an iPad Pro 11-inch (834×1194, safe area 24/20): 540 × 620, centered;
/// above a docked keyboard it moves up, no higher than 24 + 10 = 34, and a button 44 high
/// on its keyboard layout guide sees what still overlaps:
///
///     portrait    (147, 287, 540, 620); keyboard 320 (top 874): y = 874 − 620 = 254
///     landscape   (327, 107, 540, 620); keyboard 405 (top 429): y = 34, bottom 654, so 225
///                 stay under the keyboard and the button sits at 429 − 44 = 385
package final class FormSheetScene {
    /// The sheet: a title at the top of the safe area, a button on the keyboard guide.
    package final class EditorController: ViewController {
        package let title = DemoLabel("sheetTitle", text: "New event")
        package let button = DemoLabel("saveButton", text: "Save")

        package override func viewDidLoad() {
            super.viewDidLoad()
            view.identifier = "sheet"
            view.addSubview(title)
            view.addSubview(button)
            LayoutConstraint.activate {
                title.topAnchor == view.safeAreaLayoutGuide.topAnchor + 16
                title.centerXAnchor == view.centerXAnchor
                button.leadingAnchor == view.layoutMarginsGuide.leadingAnchor
                button.trailingAnchor == view.layoutMarginsGuide.trailingAnchor
                button.bottomAnchor == view.keyboardLayoutGuide.topAnchor
                button.heightAnchor == 44
            }
        }
    }

    package let window: Window
    package let editor = EditorController()

    package init() {
        window = Window(screen: Screen(bounds: DemoDevice.pad), frame: DemoDevice.pad)
        window.identifier = "window"
        window.safeAreaInsets = DemoDevice.padSafeArea
        window.rootViewController = ViewController()
        editor.modalPresentationStyle = .formSheet
        window.rootViewController?.present(editor, animated: false)
    }

    /// Portrait and landscape, each with the keyboard down and up.
    package static var demo: DemoScene {
        DemoScene(name: "form-sheet", title: "A form sheet on iPad, moved up by the keyboard") { recorder in
            let scene = FormSheetScene()
            func capture(_ state: String, _ caption: String) {
                recorder.capture(
                    scene.window, state: state, caption: caption, overlays: keyboardOverlays(scene.window),
                    keyViews: [scene.editor.view, scene.editor.button],
                    keyGuides: [scene.editor.view.keyboardLayoutGuide])
            }
            let screen = scene.window.screen
            capture("1-portrait", "Portrait: 540 × 620, centered")
            screen.keyboard = DemoDevice.docked(height: 320, on: DemoDevice.pad)
            capture("2-portrait-keyboard", "Keyboard 320: the sheet moves up 33, clear of it")
            screen.bounds = DemoDevice.padLandscape
            screen.keyboard = .dismissed
            scene.window.frame = DemoDevice.padLandscape
            capture("3-landscape", "Landscape: centered, y 107")
            screen.keyboard = DemoDevice.docked(height: 405, on: DemoDevice.padLandscape)
            capture("4-landscape-keyboard", "Keyboard 405: the sheet stops at 34; the button rides on the keyboard")
        }
    }
}
