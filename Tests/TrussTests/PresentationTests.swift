import Foundation
import Testing

@testable import Truss

/// An iPad Pro 11-inch window (iOS 17): 834 × 1194 in portrait, 1194 × 834 in landscape,
/// safe area 24 top and 20 bottom; the sheet margin is 24 + 10 = 34.
private func padWindow(landscape: Bool = false, log: LogBox? = nil) -> Window {
    let window =
        landscape ? makeWindow(width: 1194, height: 834, log: log) : makeWindow(width: 834, height: 1194, log: log)
    window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return window
}

/// A root controller in `window`, and `presented` (a composer screen) presented with `style`.
private func present(
    _ style: ModalPresentationStyle, in window: Window, preferredContentSize: CGSize = .zero
) -> (root: ViewController, sheet: ComposerController) {
    let root = ViewController()
    window.rootViewController = root
    let sheet = ComposerController()
    sheet.modalPresentationStyle = style
    sheet.preferredContentSize = preferredContentSize
    root.present(sheet, animated: true)
    window.layoutIfNeeded()
    return (root, sheet)
}

/// The devices and iOS version these tests assume: iPhone 15 (393 × 852, safe area 59 and
/// 34; landscape 0, 59, 21, 59) and iPad Pro 11-inch (above), iOS 17. The frames follow
/// the rules of the <doc:ViewControllers> article; a composer 50 high sits on each
/// sheet's keyboard layout guide.
@Suite("Presentation: sheet frames on iPhone and iPad, the keyboard, present and dismiss")
struct PresentationTests {
    @Test("an iPad form sheet in portrait: 540 × 620 centered, moved up above the keyboard")
    func formSheetPortrait() {
        let window = padWindow()
        let (root, sheet) = present(.formSheet, in: window)
        #expect(sheet.presentingViewController === root && root.presentedViewController === sheet)
        // x (834 − 540) / 2 = 147, y (1194 − 620) / 2 = 287.
        expectFrame(sheet.view.frame, 147, 287, 540, 620)
        // Inside the window's safe area: no insets of its own.
        #expect(sheet.view.safeAreaInsets == .zero)
        // Keyboard down: the guide's top is the higher of 1194 − 20 = 1174 and the sheet's
        // safe-area bottom 287 + 620 = 907: 907, so the composer is at 620 − 50 = 570.
        expectFrame(sheet.composer.frame, 0, 570, 540, 50)

        // A 320-point keyboard (top 874): the sheet's bottom 907 is under it, so the sheet
        // moves up to y = min(287, 874 − 620) = 254 (not above 34); no overlap remains.
        window.screen.keyboard = docked(0, 874, 834, 320)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 147, 254, 540, 620)
        expectFrame(sheet.composer.frame, 0, 570, 540, 50)

        // A 420-point keyboard (top 774): y = 774 − 620 = 154.
        window.screen.keyboard = docked(0, 774, 834, 420)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 147, 154, 540, 620)

        // Dismissed: back to the center.
        window.screen.keyboard = .dismissed
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 147, 287, 540, 620)
        expectFrame(sheet.composer.frame, 0, 570, 540, 50)
    }

    @Test("an iPad form sheet in landscape: clamped at the top, the guide sees the overlap")
    func formSheetLandscape() {
        let window = padWindow(landscape: true)
        let (_, sheet) = present(.formSheet, in: window)
        // x (1194 − 540) / 2 = 327, y (834 − 620) / 2 = 107.
        expectFrame(sheet.view.frame, 327, 107, 540, 620)
        expectFrame(sheet.composer.frame, 0, 570, 540, 50)

        // A 405-point keyboard (top 429): 429 − 620 = −191, so the sheet stops at the
        // margin, 34; its bottom 654 is 654 − 429 = 225 under the keyboard. The guide's top
        // is 429, in the sheet 429 − 34 = 395: the composer at 395 − 50 = 345.
        window.screen.keyboard = docked(0, 429, 1194, 405)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 327, 34, 540, 620)
        expectFrame(sheet.composer.frame, 0, 345, 540, 50)
    }

    @Test("a floating keyboard counts as none: the form sheet stays centered")
    func formSheetFloatingKeyboard() {
        let window = padWindow()
        let (_, sheet) = present(.formSheet, in: window)
        window.screen.keyboard = floating(200, 800)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 147, 287, 540, 620)
        expectFrame(sheet.composer.frame, 0, 570, 540, 50)
    }

    @Test("an iPad page sheet: 704 wide, 34 from the top and bottom; it does not move")
    func pageSheet() {
        let window = padWindow()
        let (_, sheet) = present(.pageSheet, in: window)
        // x (834 − 704) / 2 = 65, height 1194 − 2 × 34 = 1126; bottom 1160, above 1174.
        expectFrame(sheet.view.frame, 65, 34, 704, 1126)
        #expect(sheet.view.safeAreaInsets == .zero)
        expectFrame(sheet.composer.frame, 0, 1076, 704, 50)
        // Keyboard top 874: the guide's top in the sheet 874 − 34 = 840, composer at 790.
        window.screen.keyboard = docked(0, 874, 834, 320)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 65, 34, 704, 1126)
        expectFrame(sheet.composer.frame, 0, 790, 704, 50)

        // Rotated: x (1194 − 704) / 2 = 245, height 834 − 68 = 766.
        window.screen.keyboard = .dismissed
        window.frame = CGRect(x: 0, y: 0, width: 1194, height: 834)
        window.layoutIfNeeded()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        expectFrame(sheet.view.frame, 245, 34, 704, 766)
        // Keyboard top 429: composer at 429 − 34 − 50 = 345.
        window.screen.keyboard = docked(0, 429, 1194, 405)
        window.layoutIfNeeded()
        expectFrame(sheet.composer.frame, 0, 345, 704, 50)
    }

    @Test(".automatic is a page sheet")
    func automatic() {
        #expect(ModalPresentationStyle.automatic.resolved == .pageSheet)
        let window = padWindow()
        let (_, sheet) = present(.automatic, in: window)
        expectFrame(sheet.view.frame, 65, 34, 704, 1126)
    }

    @Test(
        "an iPhone sheet: full width from 10 under the safe area's top",
        arguments: [
            ModalPresentationStyle.pageSheet, .formSheet, .automatic,
        ])
    func phoneSheet(style: ModalPresentationStyle) {
        let window = phoneWindow()
        let (_, sheet) = present(style, in: window, preferredContentSize: CGSize(width: 300, height: 300))
        // y 59 + 10 = 69, height 852 − 69 = 783; the preferred size is ignored.
        expectFrame(sheet.view.frame, 0, 69, 393, 783)
        // The sheet starts under the top inset; it overlaps the home indicator's 34.
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Keyboard down: the guide's top is 852 − 34 = 818, in the sheet 818 − 69 = 749.
        expectFrame(sheet.composer.frame, 0, 699, 393, 50)
        // A 336-point keyboard (top 516): in the sheet 516 − 69 = 447; the sheet stays.
        window.screen.keyboard = docked(0, 516, 393, 336)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 0, 69, 393, 783)
        expectFrame(sheet.composer.frame, 0, 397, 393, 50)
    }

    @Test("in compact-height landscape a sheet covers the window")
    func phoneLandscape() {
        let window = makeWindow(width: 852, height: 393)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let (_, sheet) = present(.formSheet, in: window)
        expectFrame(sheet.view.frame, 0, 0, 852, 393)
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test("full screen gets the window's safe area")
    func fullScreen() {
        let window = phoneWindow()
        let (_, sheet) = present(.fullScreen, in: window)
        expectFrame(sheet.view.frame, 0, 0, 393, 852)
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Composer on the guide's top, 852 − 34 = 818: at 768.
        expectFrame(sheet.composer.frame, 0, 768, 393, 50)
        // Changing the style while presented moves the view at the next pass.
        sheet.modalPresentationStyle = .pageSheet
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 0, 69, 393, 783)
    }

    @Test("Slide Over on iPad (320 wide, compact): the full-width sheet")
    func slideOver() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 834, height: 1194))
        let window = Window(screen: screen, frame: CGRect(x: 504, y: 0, width: 320, height: 1194))
        window.logHandler = { _ in }
        window.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let (_, sheet) = present(.formSheet, in: window)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        // y 24 + 10 = 34, height 1194 − 34 = 1160.
        expectFrame(sheet.view.frame, 0, 34, 320, 1160)
    }

    @Test("a form sheet's preferred size; a bad one is the default, a huge one is clamped")
    func preferredSize() {
        let window = padWindow()
        let (_, sheet) = present(.formSheet, in: window, preferredContentSize: CGSize(width: 400, height: 300))
        // x (834 − 400) / 2 = 217, y (1194 − 300) / 2 = 447.
        expectFrame(sheet.view.frame, 217, 447, 400, 300)
        for bad in [CGSize(width: -1, height: 300), CGSize(width: CGFloat.nan, height: 300), .zero] {
            sheet.preferredContentSize = bad
            window.layoutIfNeeded()
            expectFrame(sheet.view.frame, 147, 287, 540, 620)
        }
        // At most 834 − 68 = 766 by 1194 − 68 = 1126, centered: x 34, y 34.
        sheet.preferredContentSize = CGSize(width: 2000, height: 2000)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 34, 34, 766, 1126)
    }

    @Test("presenting from a child: the root of its hierarchy presents")
    func fromChild() {
        let window = phoneWindow()
        let list = ContentController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let sheet = ComposerController()
        list.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.presentingViewController === navigation)
        #expect(list.presentedViewController === sheet && navigation.presentedViewController === sheet)
        expectFrame(sheet.view.frame, 0, 69, 393, 783)
        // In front of the navigation controller's view.
        #expect(window.subviews.last === sheet.view)
        // The list keeps its frames: content 59 + 44 = 103 down, 852 − 103 − 34 = 715 high.
        expectFrame(list.content.frame, 0, 103, 393, 715)
        list.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test("dismissing: the view leaves, its pins and inputs leave the system")
    func dismissing() {
        let window = padWindow()
        let root = ViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        let sheet = ComposerController()
        sheet.modalPresentationStyle = .formSheet
        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        window.layoutIfNeeded()
        #expect(completions == 1)
        let pins = window.presentationState.presentations.first?.constraints ?? []
        // The frame's four inputs (the keyboard guide's window-level inputs are others).
        let v = window.presentationState.presentations.first?.item.variables
        let frameInputs = Set([v?.minX.id, v?.minY.id, v?.width.id, v?.height.id].compactMap { $0 })
        #expect(frameInputs.count == 4 && frameInputs.isSubset(of: window.engine.inputs.map(\.id)))
        #expect(pins.count == 4 && pins.allSatisfy(\.isActive))

        sheet.dismiss(animated: true) { completions += 1 }
        window.layoutIfNeeded()
        #expect(completions == 2)
        #expect(sheet.view.superview == nil && sheet.view.window == nil)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(pins.allSatisfy { !$0.isActive })
        #expect(frameInputs.isDisjoint(with: window.engine.inputs.map(\.id)))
        #expect(window.presentationState.presentations.isEmpty)
        #expect(!window.engine.participants.contains { $0 === window.presentationState })
        // Nothing to dismiss: nothing happens, the completion runs.
        root.dismiss(animated: false) { completions += 1 }
        #expect(completions == 3)
        // It can be presented again, in the same frame.
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        expectFrame(sheet.view.frame, 147, 287, 540, 620)
    }

    @Test("a controller presents one at a time: a second present is logged and ignored")
    func presentingTwice() {
        let log = LogBox()
        let window = padWindow(log: log)
        let (root, sheet) = present(.formSheet, in: window)
        let other = ComposerController()
        var ran = false
        root.present(other, animated: true) { ran = true }
        window.layoutIfNeeded()
        #expect(!ran && other.presentingViewController == nil && !other.isViewLoaded)
        #expect(root.presentedViewController === sheet)
        #expect(log.messages.contains { $0.contains("which is already presenting") })

        // The presented controller may present: a stack, the new one in front.
        other.modalPresentationStyle = .fullScreen
        sheet.present(other, animated: true)
        window.layoutIfNeeded()
        #expect(other.presentingViewController === sheet && window.subviews.last === other.view)
        expectFrame(other.view.frame, 0, 0, 834, 1194)
        // Dismissing from the bottom of the stack dismisses both.
        root.dismiss(animated: true)
        window.layoutIfNeeded()
        #expect(sheet.view.superview == nil && other.view.superview == nil)
        #expect(root.presentedViewController == nil && sheet.presentedViewController == nil)
    }

    @Test("presenting from a controller outside a window does nothing")
    func outsideWindow() {
        let root = ViewController()
        let sheet = ViewController()
        var ran = false
        root.present(sheet, animated: false) { ran = true }
        #expect(!ran && root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test(
        "the sheet geometry, worked by hand",
        arguments: [
            // (style, W, H, top inset, keyboard top) → frame
            (
                ModalPresentationStyle.formSheet, 834.0, 1194.0, 24.0, 1194.0,
                CGRect(x: 147, y: 287, width: 540, height: 620)
            ),
            (.formSheet, 1194, 834, 24, 834, CGRect(x: 327, y: 107, width: 540, height: 620)),
            // 12.9-inch portrait: x (1024 − 540) / 2 = 242, y (1366 − 620) / 2 = 373.
            (.formSheet, 1024, 1366, 24, 1366, CGRect(x: 242, y: 373, width: 540, height: 620)),
            // Keyboard top 1000 on the 12.9-inch: y = 1000 − 620 = 380 > 373, stays.
            (.formSheet, 1024, 1366, 24, 1000, CGRect(x: 242, y: 373, width: 540, height: 620)),
            // 12.9-inch half split, 678 wide (regular): the page sheet 678 − 68 = 610 wide.
            (.pageSheet, 678, 1024, 24, 1024, CGRect(x: 34, y: 34, width: 610, height: 956)),
            (.fullScreen, 834, 1194, 24, 500, CGRect(x: 0, y: 0, width: 834, height: 1194)),
        ])
    func geometry(
        style: ModalPresentationStyle, width: Double, height: Double, top: Double, keyboardTop: Double,
        expected: CGRect
    ) {
        let size = CGSize(width: width, height: height)
        let frame = SheetGeometry.frame(
            style: style, windowSize: size, safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 20, right: 0),
            traits: TraitCollection(windowSize: size, screenSize: size), preferredContentSize: .zero,
            keyboardTop: keyboardTop)
        expectFrame(frame, expected.minX, expected.minY, expected.width, expected.height)
    }
}
