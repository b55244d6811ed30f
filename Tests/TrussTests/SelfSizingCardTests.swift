import Foundation
import Testing

@testable import Truss

/// A self-sizing card, as a table cell's content: a 48 × 48 image view at the top leading
/// margin, a multi-line label beside it, a button below both, all inside 16-point margins.
/// Its height at a width is worked out by hand from the controls' sizes (see
/// `ControlSizeTests`; iOS 17 on an iPhone 15) and the estimated text measurer.
@Suite("A self-sizing card")
struct SelfSizingCardTests {
    struct Card {
        let view = View()
        let image = ImageView(image: Image(size: CGSize(width: 48, height: 48)))
        let text = Label()
        let button = Button(type: .system)

        init() {
            view.identifier = "card"
            view.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
            // Nine words of three letters of 0.54 em at 20 points: 32.4 each, a space 5.
            text.text = "aaa bbb ccc ddd eee ggg hhh kkk nnn"
            text.font = .systemFont(ofSize: 20)
            text.numberOfLines = 0
            button.setTitle("Done", for: .normal)
            // The unwrapped label (332 wide) and the image both resist compression at 750; the
            // label must be the one to give way (UIKit leaves such a tie ambiguous too).
            image.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            for v in [view, image, text, button] { v.translatesAutoresizingMaskIntoConstraints = false }
            for v in [image, text, button] { view.addSubview(v) }
            let margins = view.layoutMarginsGuide
            LayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.topAnchor.constraint(equalTo: margins.topAnchor),
                text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                text.topAnchor.constraint(equalTo: margins.topAnchor),
                button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                button.topAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
                button.topAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 12),
                button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        func fitted(width: CGFloat) -> CGSize {
            view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    @Test func theHeightAtATableWidth() {
        let card = Card()
        // At 200: the margins leave 168, the label 168 − 48 − 12 = 108. Three words take
        // 3 × 32.4 + 2 × 5 = 107.2 ≤ 108, four would take 144.6: three lines of three,
        // 3 × 23.87 = 71.6 → 72 high, its bottom at 16 + 72 = 88 (below the image's 64).
        // The button ("Done" at 15: 35 × 30) at 88 + 12 = 100, its bottom at 130; the card
        // 130 + 16 = 146 high.
        #expect(card.fitted(width: 200) == CGSize(width: 200, height: 146))
        // At 400 the label is 308 wide: eight words (8 × 32.4 + 7 × 5 = 294.2) and one,
        // two lines, 47.73 → 48: its bottom at 64, level with the image's; 64 + 12 + 30 + 16.
        #expect(card.fitted(width: 400) == CGSize(width: 400, height: 122))
    }

    @Test func compressedIsOneLine() {
        let card = Card()
        // Nothing limits the width: one line, 9 × 32.4 + 8 × 5 = 331.6 → 332 wide, so
        // 16 + 48 + 12 + 332 + 16 = 424; the image decides the height: 16 + 48 + 12 + 30 + 16.
        #expect(card.view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 424, height: 122))
    }

    @Test func inAWindowTheCardMeasuresTheSameAndStaysPut() {
        let window = phoneWindow()
        let card = Card()
        window.addSubview(card.view)
        let height = card.view.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.view.topAnchor.constraint(equalTo: window.topAnchor, constant: 59),
            card.view.widthAnchor.constraint(equalToConstant: 200),
            height,
        ])
        window.layoutIfNeeded()
        let frames = [card.view.frame, card.image.frame, card.text.frame, card.button.frame]
        // Its own required height of 100 wins over the vertical target at 50 …
        #expect(card.fitted(width: 200) == CGSize(width: 200, height: 100))
        // … so a cell sizes its card with the height left out: the fitted 146.
        height.isActive = false
        #expect(card.fitted(width: 200) == CGSize(width: 200, height: 146))
        height.isActive = true
        window.layoutIfNeeded()
        #expect([card.view.frame, card.image.frame, card.text.frame, card.button.frame] == frames)

        // Laid out at the fitted height with the label's width given, the frames are those
        // of the hand-worked measurement: the label 108 × 72 at (76, 16), the button at
        // (16, 100).
        card.text.preferredMaxLayoutWidth = 108
        height.constant = 146
        window.layoutIfNeeded()
        expectFrame(card.image.frame, 16, 16, 48, 48)
        expectFrame(card.text.frame, 76, 16, 108, 72)
        expectFrame(card.button.frame, 16, 100, 35, 30)
    }
}
