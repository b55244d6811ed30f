import Foundation
import Truss

/// Apple's *KeyboardTourGuide* sample (WWDC21, "Your guide to keyboard layout"), ported to
/// Truss: a photo-editing screen whose title, image and edit controls follow the keyboard
/// wherever it is: docked, floating in the middle, or floating near an edge.
///
/// The port keeps the sample's views, stack views and constraint sets; what Truss cannot
/// have is replaced by stand-ins of the same size: the succulent photo by a 1 000 × 750
/// image (the sample's asset is a landscape photo; 4:3 is assumed), and the five SF Symbols
/// at point size 20 by 24 × 24 images (Truss draws no symbols).
///
/// The layout, with s = 8 (the system spacing):
///
///     title.top == safeArea.top + 2s;  image.top == title.bottom + s
///     image.width == image.height × 4/3;  image.width <= readableContentGuide.width
///     title.leading == image.leading + s
///     image: intrinsic 1000 × 750, compression resistance 250 on both axes
///     controls: a 16-point card (s·2 top, leading, trailing; s bottom) around a vertical
///       stack (spacing 10, centred) of a text field and a horizontal stack (spacing 30,
///       equal spacing, centred) of the five icons; field.width == icons.width
///
/// and the keyboard layout guide (following undocked keyboards) switches:
///
/// | set | active when | constraints |
/// | --- | --- | --- |
/// | near bottom | docked or hidden | `keyboard.top >= image.bottom + s`, `keyboard.trailing == edit.trailing` |
/// | away from leading, trailing, bottom | floating, in the middle | `keyboard.centerX == edit.centerX` |
/// | away from leading, trailing | not at a side | `image.centerX == view.centerX` |
/// | near trailing | at the trailing side | `keyboard.trailing == edit.trailing + s`, `image.leading == safeArea.leading + s` |
/// | near leading | at the leading side | `edit.leading == keyboard.leading + s`, `safeArea.trailing == image.trailing + s` |
/// | away from top | not at the top | `keyboard.top == edit.bottom` |
/// | near top | at the top | `safeArea.bottom == edit.bottom` |
package final class KeyboardTourViewController: ViewController {
    package let titleLabel = Label()
    package let imageView = ImageView(image: Image(size: CGSize(width: 1000, height: 750)))
    package let editView = View()
    package let textField = TextField()
    package let verticalStack = StackView()
    package let controlsView = StackView()

    package override func viewDidLoad() {
        super.viewDidLoad()
        // Without it the guide treats an undocked keyboard as dismissed and the edge sets
        // never engage.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        buildTitleAndImage()
        buildControls()
        view.addSubview(editView)
        trackKeyboard()
    }

    /// The constraints that hold wherever the keyboard is.
    private func buildTitleAndImage() {
        titleLabel.identifier = "title"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.text = "Succulent garden"
        view.addSubview(titleLabel)

        imageView.identifier = "image"
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        let size = imageView.image?.size ?? CGSize(width: 4, height: 3)
        // The photo keeps its proportions and gives way before anything else does.
        imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: size.width / size.height)
            .isActive = true
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        LayoutConstraint.activate([
            titleLabel.topAnchor.constraint(
                equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            imageView.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            imageView.widthAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.widthAnchor, multiplier: 1),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: imageView.leadingAnchor, multiplier: 1),
        ])
    }

    /// The edit card: a text field over a row of five tool icons, in nested stack views.
    private func buildControls() {
        textField.identifier = "description"
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.borderStyle = .roundedRect
        textField.placeholder = "Image description"

        verticalStack.identifier = "editStack"
        verticalStack.translatesAutoresizingMaskIntoConstraints = false
        verticalStack.axis = .vertical
        verticalStack.spacing = 10
        verticalStack.distribution = .fill
        verticalStack.alignment = .center
        verticalStack.addArrangedSubview(textField)

        controlsView.identifier = "tools"
        controlsView.translatesAutoresizingMaskIntoConstraints = false
        controlsView.axis = .horizontal
        controlsView.spacing = 30
        controlsView.distribution = .equalSpacing
        controlsView.alignment = .center
        controlsView.tintColor = .systemPurple
        for name in ["rotate.right", "rotate.left", "crop", "slider.vertical.3", "character.textbox"] {
            let icon = ImageView(image: Image(size: CGSize(width: 24, height: 24)))
            icon.identifier = name
            controlsView.addArrangedSubview(icon)
        }
        verticalStack.addArrangedSubview(controlsView)
        textField.widthAnchor.constraint(equalTo: controlsView.widthAnchor, multiplier: 1).isActive = true

        editView.identifier = "edit"
        editView.translatesAutoresizingMaskIntoConstraints = false
        editView.backgroundColor = .systemGroupedBackground
        editView.layer.cornerRadius = 10
        editView.addSubview(verticalStack)
        LayoutConstraint.activate([
            verticalStack.topAnchor.constraint(equalToSystemSpacingBelow: editView.topAnchor, multiplier: 2),
            verticalStack.leadingAnchor.constraint(equalToSystemSpacingAfter: editView.leadingAnchor, multiplier: 2),
            editView.bottomAnchor.constraint(equalToSystemSpacingBelow: verticalStack.bottomAnchor, multiplier: 1),
            editView.trailingAnchor.constraint(equalToSystemSpacingAfter: verticalStack.trailingAnchor, multiplier: 2),
        ])
    }

    /// The keyboard guide's constraint sets (the table above).
    private func trackKeyboard() {
        let keyboard = view.keyboardLayoutGuide
        let safeArea = view.safeAreaLayoutGuide
        func named(_ c: LayoutConstraint, _ name: String) -> LayoutConstraint { c.identifier(name) }

        keyboard.setConstraints(
            [
                named(
                    keyboard.topAnchor.constraint(
                        greaterThanOrEqualToSystemSpacingBelow: imageView.bottomAnchor, multiplier: 1),
                    "keyboardToImageView"),
                named(
                    keyboard.trailingAnchor.constraint(equalTo: editView.trailingAnchor),
                    "editViewToDockedKeyboardTrailing"),
            ], activeWhenNearEdge: .bottom)

        keyboard.setConstraints(
            [named(keyboard.centerXAnchor.constraint(equalTo: editView.centerXAnchor), "editCenterXToKeyboard")],
            activeWhenAwayFrom: [.leading, .trailing, .bottom])
        keyboard.setConstraints(
            [named(imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor), "centeredImage")],
            activeWhenAwayFrom: [.leading, .trailing])

        keyboard.setConstraints(
            [
                named(
                    keyboard.trailingAnchor.constraint(
                        equalToSystemSpacingAfter: editView.trailingAnchor, multiplier: 1),
                    "editViewToUndockedKeyboardTrailing"),
                named(
                    imageView.leadingAnchor.constraint(
                        equalToSystemSpacingAfter: safeArea.leadingAnchor, multiplier: 1),
                    "imageViewToLeading"),
            ], activeWhenNearEdge: .trailing)
        keyboard.setConstraints(
            [
                named(
                    editView.leadingAnchor.constraint(equalToSystemSpacingAfter: keyboard.leadingAnchor, multiplier: 1),
                    "editViewToKeyboardLeading"),
                named(
                    safeArea.trailingAnchor.constraint(
                        equalToSystemSpacingAfter: imageView.trailingAnchor, multiplier: 1),
                    "imageViewToTrailing"),
            ], activeWhenNearEdge: .leading)

        keyboard.setConstraints(
            [named(keyboard.topAnchor.constraint(equalTo: editView.bottomAnchor), "editViewOnKeyboard")],
            activeWhenAwayFrom: .top)
        keyboard.setConstraints(
            [named(safeArea.bottomAnchor.constraint(equalTo: editView.bottomAnchor), "editViewOnBottom")],
            activeWhenNearEdge: .top)
    }
}

/// The tour guide on an iPad Pro 11" in portrait, in each keyboard state of the sample.
package enum KeyboardTourScene {
    /// A window of `bounds` with the tour guide as its root view controller, laid out.
    package static func make(bounds: CGRect = DemoDevice.pad) -> (Window, KeyboardTourViewController) {
        let window = Window(screen: Screen(bounds: bounds), frame: bounds)
        window.identifier = "window"
        window.safeAreaInsets = DemoDevice.padSafeArea
        let controller = KeyboardTourViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The keyboard states of the demo, in order: name, caption, keyboard. The docked
    /// heights are assumptions of the demo (an iPad Pro 11" keyboard without a shortcuts
    /// bar: 313 in portrait, 398 in landscape).
    package static var portraitStates: [(name: String, caption: String, keyboard: Keyboard)] {
        [
            ("1-dismissed", "No keyboard: the controls sit on the safe area at the trailing edge", .dismissed),
            (
                "2-docked", "Docked (313): the controls ride on the keyboard; the photo fits above it",
                DemoDevice.docked(height: 313, on: DemoDevice.pad)
            ),
            (
                "3-floating-middle", "Floating in the middle: the controls centre on the keyboard",
                DemoDevice.floating(x: 257, y: 600)
            ),
            (
                "4-floating-trailing", "Near the trailing edge: the photo moves to the leading side",
                DemoDevice.floating(x: 500, y: 600)
            ),
            (
                "5-floating-leading", "Near the leading edge: the photo moves to the trailing side",
                DemoDevice.floating(x: 16, y: 600)
            ),
            (
                "6-floating-top", "Near the top: the controls drop to the safe area's bottom",
                DemoDevice.floating(x: 257, y: 60)
            ),
        ]
    }

    /// The landscape states: the docked keyboard leaves too little height for the photo.
    package static var landscapeStates: [(name: String, caption: String, keyboard: Keyboard)] {
        [
            ("7-landscape-dismissed", "Landscape, no keyboard", .dismissed),
            (
                "8-landscape-docked", "Landscape, docked (398): the photo shrinks to stay 8 above the keyboard",
                DemoDevice.docked(height: 398, on: DemoDevice.padLandscape)
            ),
        ]
    }

    package static var demo: DemoScene {
        DemoScene(name: "keyboard-tour", title: "6. Apple's KeyboardTourGuide, ported (iPad, stack views)") {
            recorder in
            for (bounds, states) in [(DemoDevice.pad, portraitStates), (DemoDevice.padLandscape, landscapeStates)] {
                let (window, controller) = make(bounds: bounds)
                for state in states {
                    window.screen.keyboard = state.keyboard
                    recorder.capture(
                        window, state: state.name, caption: state.caption, overlays: keyboardOverlays(window),
                        keyViews: [controller.titleLabel, controller.imageView, controller.editView],
                        keyGuides: [controller.view.keyboardLayoutGuide])
                }
            }
        }
    }
}
