import Foundation
import Testing
import Truss

/// The layout examples of README.md, as written there, so the README cannot drift.
@Suite("README layout examples")
struct ReadmeLayoutExampleTests {
    @Test func titleInTheMargins() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
        let window = Window(screen: screen, frame: screen.bounds)
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

        let title = View()
        title.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        // Margins of 8 inside the window; 59 + 8 below the top.
        #expect(title.frame == CGRect(x: 8, y: 67, width: 377, height: 44))
    }

    @Test func textViewAboveTheKeyboard() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
        let window = Window(screen: screen, frame: screen.bounds)
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

        let textView = View()
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            textView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            window.keyboardLayoutGuide.topAnchor.constraint(
                equalToSystemSpacingBelow: textView.bottomAnchor, multiplier: 1),
        ])
        screen.keyboard = Keyboard(placement: .docked, frame: CGRect(x: 0, y: 516, width: 393, height: 336))
        window.layoutIfNeeded()
        // The keyboard's top is 516; system spacing 8 above it: 508 − 59 = 449.
        #expect(textView.frame == CGRect(x: 0, y: 59, width: 393, height: 449))
    }
}
