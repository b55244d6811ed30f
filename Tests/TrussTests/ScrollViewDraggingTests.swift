import Foundation
import Testing

@testable import Truss

/// Simulated drags of a scroll view: the content follows the touch, and the keyboard
/// dismissal mode drives the keyboard, whose layout guide the views follow.
@Suite("Scroll view: drags and keyboardDismissMode")
struct ScrollViewDraggingTests {
    /// A chat screen on an iPhone 15 (393×852, safe area 59/34) with the docked keyboard
    /// (0, 516, 393, 336): a scroll view from the top down to a 44-high bar that sits on
    /// the keyboard guide, content 2 000 high at offset 1 000.
    ///
    /// The guide's top is the keyboard's, 516 (above the safe-area bottom 818): the bar is
    /// (0, 472, 393, 44), the scroll view (0, 0, 393, 472).
    struct Chat {
        let f = KeyboardFixture.phone()
        let scroll = ScrollView()
        let bar: View

        init(mode: ScrollView.KeyboardDismissMode, contentHeight: CGFloat = 2000) {
            bar = makeView("bar", in: f.root)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            f.root.addSubview(scroll)
            let root = f.root
            LayoutConstraint.activate {
                scroll.leftAnchor == root.leftAnchor
                scroll.rightAnchor == root.rightAnchor
                scroll.topAnchor == root.topAnchor
                scroll.bottomAnchor == bar.topAnchor
                scroll.contentLayoutGuide.widthAnchor == scroll.frameLayoutGuide.widthAnchor
                scroll.contentLayoutGuide.heightAnchor == contentHeight
                bar.leftAnchor == root.leftAnchor
                bar.rightAnchor == root.rightAnchor
                bar.heightAnchor == 44
                bar.bottomAnchor == root.keyboardLayoutGuide.topAnchor
            }
            scroll.keyboardDismissMode = mode
            f.screen.keyboard = docked(0, 516, 393, 336)
            f.window.layoutIfNeeded()
            if contentHeight > 472 {
                scroll.contentOffset = CGPoint(x: 0, y: 1000)
                f.window.layoutIfNeeded()
            }
        }

        func layout() { f.window.layoutIfNeeded() }

        /// Finishes the keyboard's animation and lays out.
        func settle() {
            f.screen.advanceKeyboardAnimation(to: 1)
            f.window.layoutIfNeeded()
        }
    }

    @Test("interactive: the keyboard follows the touch below its top; the bar and the scroll view follow it")
    func interactiveMidDrag() {
        let chat = Chat(mode: .interactive)
        expectFrame(chat.bar.frame, 0, 472, 393, 44)
        #expect(chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300)))
        #expect(chat.scroll.isDragging)
        // Above the keyboard (450 < 516): only the content moves, 1 000 − 150 = 850.
        chat.scroll.drag(to: CGPoint(x: 200, y: 450))
        chat.layout()
        #expect(chat.scroll.contentOffset == CGPoint(x: 0, y: 850))
        #expect(chat.f.screen.keyboard == docked(0, 516, 393, 336))
        expectFrame(chat.bar.frame, 0, 472, 393, 44)
        // Past its top: the keyboard's top is the touch's, 600 (padding 0), its visible part
        // 852 − 600 = 252 (more than the 34 of the safe area): the guide (0, 600, 393, 252),
        // the bar 44 above it at 556, the scroll view 556 high; the offset 1 000 − 300 = 700.
        chat.scroll.drag(to: CGPoint(x: 200, y: 600))
        chat.layout()
        #expect(chat.f.screen.keyboard == docked(0, 600, 393, 336))
        expectFrame(chat.f.root.keyboardLayoutGuide.layoutFrame, 0, 600, 393, 252)
        expectFrame(chat.bar.frame, 0, 556, 393, 44)
        expectFrame(chat.scroll.frame, 0, 0, 393, 556)
        #expect(chat.scroll.contentOffset == CGPoint(x: 0, y: 700))
        // Pulled up again to 560: the bar at 560 − 44 = 516; above 516 the keyboard rests.
        chat.scroll.drag(to: CGPoint(x: 200, y: 560))
        chat.layout()
        expectFrame(chat.bar.frame, 0, 516, 393, 44)
        chat.scroll.drag(to: CGPoint(x: 200, y: 400))
        chat.layout()
        expectFrame(chat.bar.frame, 0, 472, 393, 44)
        #expect(chat.f.window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test(
        "interactive release: moving down dismisses, moving up restores, at rest the position decides",
        arguments: [
            // (touch y at release, velocity y, dismissed): the keyboard 336 high, half 168.
            (600, 500, true),  // moving down
            (800, -300, false),  // moving up, though 284 below its rest
            (700, 0, true),  // at rest, 184 > 168 below
            (650, 0, false),  // at rest, 134 < 168 below
        ] as [(CGFloat, CGFloat, Bool)])
    func interactiveRelease(y: CGFloat, velocity: CGFloat, dismissed: Bool) {
        let chat = Chat(mode: .interactive)
        chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300))
        chat.scroll.drag(to: CGPoint(x: 200, y: y))
        chat.layout()
        chat.scroll.endDragging(velocity: CGPoint(x: 0, y: velocity))
        #expect(!chat.scroll.isDragging)
        // The keyboard animates (0.25 s) away or back from where the touch left it.
        #expect(chat.f.screen.isAnimatingKeyboard)
        chat.settle()
        if dismissed {
            #expect(chat.f.screen.keyboard.isDismissed)
            // The guide is the 34-point strip under the safe area: the bar at 818 − 44 = 774.
            expectFrame(chat.bar.frame, 0, 774, 393, 44)
        } else {
            #expect(chat.f.screen.keyboard == docked(0, 516, 393, 336))
            expectFrame(chat.bar.frame, 0, 472, 393, 44)
        }
    }

    @Test("interactive: a drag that never reaches the keyboard leaves it alone")
    func neverReachesTheKeyboard() {
        let chat = Chat(mode: .interactive)
        chat.scroll.beginDragging(at: CGPoint(x: 200, y: 100))
        chat.scroll.drag(to: CGPoint(x: 200, y: 515))
        chat.layout()
        chat.scroll.endDragging(velocity: CGPoint(x: 0, y: 2000))
        chat.layout()
        // 515 < 516: nothing moved it, so the release neither dismisses nor animates it.
        #expect(chat.f.screen.keyboard == docked(0, 516, 393, 336))
        #expect(!chat.f.screen.isAnimatingKeyboard)
        expectFrame(chat.bar.frame, 0, 472, 393, 44)
        // The content went with the touch: 1 000 − 415 = 585.
        #expect(chat.scroll.contentOffset == CGPoint(x: 0, y: 585))
    }

    @Test("interactive: the guide's dismiss padding starts the keyboard earlier")
    func padding() {
        let chat = Chat(mode: .interactiveWithAccessory)
        chat.f.root.keyboardLayoutGuide.keyboardDismissPadding = 40
        chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300))
        // 480 + 40 = 520 ≥ 516: the keyboard's top at 520, the bar at 476.
        chat.scroll.drag(to: CGPoint(x: 200, y: 480))
        chat.layout()
        expectFrame(chat.bar.frame, 0, 476, 393, 44)
    }

    @Test(
        "the dismiss mode at the drag's start",
        arguments: [
            (ScrollView.KeyboardDismissMode.none, false), (.onDrag, true), (.onDragWithAccessory, true),
            (.interactive, false), (.interactiveWithAccessory, false),
        ])
    func atTheStart(mode: ScrollView.KeyboardDismissMode, dismisses: Bool) {
        let chat = Chat(mode: mode)
        chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300))
        // The drag has not moved: an on-drag mode has already dismissed the keyboard, with
        // its animation (0.25 s); the others leave it.
        #expect(chat.f.screen.keyboard.isDismissed == dismisses)
        #expect(chat.f.screen.isAnimatingKeyboard == dismisses)
        chat.settle()
        expectFrame(chat.bar.frame, 0, dismisses ? 774 : 472, 393, 44)
        chat.scroll.endDragging()
    }

    @Test("UIKit's raw values")
    func rawValues() {
        #expect(ScrollView.KeyboardDismissMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("a scroll view whose content does not scroll does not begin a drag")
    func notScrollable() {
        let chat = Chat(mode: .onDrag, contentHeight: 100)
        // 100 < 472 and no bounce: the pan does not begin, the keyboard stays.
        #expect(!chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300)))
        #expect(!chat.scroll.isDragging)
        #expect(!chat.f.screen.keyboard.isDismissed)
        chat.scroll.alwaysBounceVertical = true
        #expect(chat.scroll.beginDragging(at: CGPoint(x: 200, y: 300)))
        #expect(chat.f.screen.keyboard.isDismissed)
        chat.scroll.endDragging()
    }

    @Test("past the content's edge the offset follows a rubber band, and comes back on release")
    func rubberBand() {
        let chat = Chat(mode: .none)
        // At the top: the adjusted top inset is the safe area's 59 (the content scrolls),
        // so the lowest offset is −59.
        chat.scroll.contentOffset = CGPoint(x: 0, y: -59)
        chat.layout()
        #expect(chat.scroll.adjustedContentInset.top == 59)
        chat.scroll.beginDragging(at: CGPoint(x: 200, y: 100))
        chat.scroll.drag(to: CGPoint(x: 200, y: 200))
        // 100 past the edge of a 472-high view: (1 − 1 / (100 · 0.55 / 472 + 1)) · 472
        // = 55 · 472 / (55 + 472) = 49.26, so −59 − 49.26.
        #expect(abs(chat.scroll.contentOffset.y - (-59 - 55 * 472 / 527.0)) < 1e-9)
        // Within the range the content follows the touch one to one: 100 up from the start.
        chat.scroll.drag(to: CGPoint(x: 200, y: 0))
        #expect(chat.scroll.contentOffset.y == 41)
        chat.scroll.drag(to: CGPoint(x: 200, y: 150))
        chat.scroll.endDragging(velocity: CGPoint(x: 0, y: 100))
        chat.layout()
        #expect(abs(chat.scroll.contentOffset.y - -59) < 1e-9)
        // The horizontal axis does not scroll: x never moved.
        #expect(chat.scroll.contentOffset.x == 0)
    }

    @Test("dragging outside a window, twice, or without a drag is a programmer error")
    func programmerErrors() async {
        await #expect(processExitsWith: .failure) {
            ScrollView().beginDragging(at: .zero)
        }
        await #expect(processExitsWith: .failure) {
            let chat = Chat(mode: .none)
            chat.scroll.beginDragging(at: .zero)
            chat.scroll.beginDragging(at: .zero)
        }
        await #expect(processExitsWith: .failure) {
            Chat(mode: .none).scroll.drag(to: .zero)
        }
        await #expect(processExitsWith: .failure) {
            Chat(mode: .none).scroll.endDragging()
        }
    }
}
