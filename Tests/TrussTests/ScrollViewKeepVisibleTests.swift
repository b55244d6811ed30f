import Foundation
import Testing

@testable import Truss

/// A login form: two fields in a scroll view filling a 375×667 window, and an obstruction
/// guide rising from the bottom by `height` (bottom == window.bottom, top == bottom - height).
///
///     content   375 × 667 (as the frame)
///     email     (20, 330, 335, 44)      bottom 374
///     password  (20, 390, 335, 44)      bottom 434
private final class LoginForm {
    let window = makeWindow(width: 375, height: 667)
    let scroll = ScrollView()
    let email: View
    let password: View
    let obstruction = LayoutGuide()
    let height: LayoutConstraint

    init() {
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        email = makeView("email", in: scroll)
        password = makeView("password", in: scroll)
        obstruction.identifier = "obstruction"
        window.addLayoutGuide(obstruction)
        height = obstruction.heightAnchor.constraint(equalToConstant: 0)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate {
            scroll.leadingAnchor == window.leadingAnchor
            scroll.trailingAnchor == window.trailingAnchor
            scroll.topAnchor == window.topAnchor
            scroll.bottomAnchor == window.bottomAnchor
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            content.heightAnchor == scroll.frameLayoutGuide.heightAnchor
            email.leadingAnchor == content.leadingAnchor + 20
            email.trailingAnchor == content.trailingAnchor - 20
            email.topAnchor == content.topAnchor + 330
            email.heightAnchor == 44
            password.leadingAnchor == email.leadingAnchor
            password.trailingAnchor == email.trailingAnchor
            password.topAnchor == email.bottomAnchor + 16
            password.heightAnchor == 44
            obstruction.leadingAnchor == window.leadingAnchor
            obstruction.trailingAnchor == window.trailingAnchor
            obstruction.bottomAnchor == window.bottomAnchor
            height
        }
    }

    func focus(_ field: View) { scroll.keepVisible(field, aboveGuide: obstruction, spacing: 8) }

    func layout() {
        window.layoutIfNeeded()
    }
}

@Suite("Scroll view: keeping a view visible above an obstruction")
struct ScrollViewKeepVisibleTests {
    @Test("the login-form walk: focus, cover, move focus, move back, uncover")
    func loginFormWalk() {
        let form = LoginForm()
        form.focus(form.email)
        form.layout()
        // Nothing covered: offset 0, no inset.
        #expect(form.scroll.contentOffset == .zero)
        #expect(form.scroll.adjustedContentInset == .zero)

        // 260 covered: visible area 0…407. Email's bottom 374 + 8 = 382 ≤ 407: no scroll.
        form.height.constant = 260
        form.layout()
        #expect(form.scroll.contentOffset == .zero)
        #expect(form.scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 260, right: 0))
        expectFrame(form.scroll.contentInsetLayoutGuide.layoutFrame, 0, 0, 375, 407)

        // Focus moves to password: 434 + 8 = 442 > 407, so the offset becomes 442 - 407 = 35,
        // the smallest change that shows it.
        form.focus(form.password)
        form.layout()
        #expect(abs(form.scroll.contentOffset.y - 35) < 1e-9)
        expectFrame(form.password.frame, 20, 390, 335, 44)  // bounds coordinates: unchanged
        expectFrame(form.password.rectInWindow(), 20, 355, 335, 44)  // on screen: 390 - 35
        expectFrame(form.scroll.bounds, 0, 35, 375, 667)

        // Back to email: at 330 - 35 = 295 on screen, 295 - 8 ≥ 0 and 339 + 8 ≤ 407: visible,
        // so nothing moves (the offset's wish is the last offset, 35).
        form.focus(form.email)
        form.layout()
        #expect(abs(form.scroll.contentOffset.y - 35) < 1e-9)

        // Obstruction gone: inset 0, and the content (667) no longer scrolls past 667 - 667 = 0,
        // so the clamp brings the offset back to 0.
        form.height.constant = 0
        form.layout()
        #expect(abs(form.scroll.contentOffset.y) < 1e-9)
        #expect(form.scroll.adjustedContentInset == .zero)
        #expect(form.window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("a view above the visible area is revealed at its top, then left alone")
    func revealUpward() {
        let form = LoginForm()
        form.height.constant = 260
        form.scroll.contentOffset = CGPoint(x: 0, y: 200)  // email at 330 - 200 = 130, fine
        form.focus(form.email)
        form.layout()
        // The clamp: offset ≤ content 667 + inset 260 - 667 = 260, so 200 holds.
        #expect(abs(form.scroll.contentOffset.y - 200) < 1e-9)
        // Scroll further by hand: 340 is past the clamp (260) and hides email (330 - 340 < 8).
        // Reveal-top (960) wants offset ≤ 330 - 8 = 322; the clamp (970) wants ≤ 260: 260.
        form.scroll.contentOffset = CGPoint(x: 0, y: 340)
        form.layout()
        #expect(abs(form.scroll.contentOffset.y - 260) < 1e-9)
        // Make the content taller (1200) so that the clamp allows 340: then reveal-top wins
        // and the offset is 322, email's top 8 below the visible top.
        form.scroll.contentLayoutGuide.constraintsAffectingLayout(for: .vertical)
            .filter { $0.firstAttribute == .height && $0.firstItem === form.scroll.contentLayoutGuide }
            .forEach { $0.isActive = false }
        form.scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 1200).isActive = true
        form.scroll.contentOffset = CGPoint(x: 0, y: 340)
        form.layout()
        #expect(abs(form.scroll.contentOffset.y - 322) < 1e-9)
        expectFrame(form.email.rectInWindow(), 20, 8, 335, 44)
    }

    @Test("an obstruction over the whole view: the clamps win over the reveal")
    func obstructionCoversEverything() {
        let form = LoginForm()
        form.focus(form.password)
        form.height.constant = 700  // above the scroll view's top: visible area is empty
        form.layout()
        // Inset bottom = 667 - (667 - 700) = 700; clamp-top (980) keeps offset ≥ 0, the
        // bottom clamp allows up to 667 + 700 - 667 = 700, reveal-bottom wants
        // 442 - (-33) = 475 and reveal-top (960) wants ≤ 390 - 8 = 382: top wins, 382.
        #expect(abs(form.scroll.contentOffset.y - 382) < 1e-9)
        #expect(form.window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("stopKeepingVisible restores the plain inset and keeps the offset")
    func stop() {
        let form = LoginForm()
        form.height.constant = 260
        form.focus(form.password)
        form.layout()
        #expect(abs(form.scroll.contentOffset.y - 35) < 1e-9)
        #expect(form.scroll.keptVisibleView === form.password)
        form.scroll.stopKeepingVisible()
        form.layout()
        #expect(form.scroll.keptVisibleView == nil)
        #expect(form.scroll.adjustedContentInset == .zero)
        #expect(abs(form.scroll.contentOffset.y - 35) < 1e-9)
    }

    @Test("contentInset.bottom larger than the covered part wins; a smaller one is raised")
    func baseInset() {
        let form = LoginForm()
        form.scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
        form.height.constant = 260
        form.focus(form.email)
        form.layout()
        #expect(form.scroll.adjustedContentInset.bottom == 300)
        form.scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        form.layout()
        #expect(form.scroll.adjustedContentInset.bottom == 260)
    }
}
