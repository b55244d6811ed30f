import Foundation
import Testing

@testable import Truss

/// Multi-line text without a preferred width wraps at the width layout gives it, within
/// one `layoutIfNeeded()`: UIKit's automatic `preferredMaxLayoutWidth` (the label adopts
/// its laid-out width and the layout cycle runs again).
///
/// The text "aaa bbb ccc ddd eee ggg hhh kkk nnn" at 20 points, with the estimated
/// advances: a word 3 × 0.54 × 20 = 32.4, a space 0.25 × 20 = 5; k words on a line are
/// 32.4·k + 5·(k − 1) wide (4: 144.6, 5: 182, 7: 256.8, 8: 294.2; all 9: 331.6 → 332). A
/// line is 1.193359375 × 20 = 23.87 high: 1 line 24, 2 lines 47.73 → 48, 3 lines 71.6 → 72
/// (rounded up to whole points: the screen's scale is 1).
@Suite("Text wraps at its laid-out width")
struct LaidOutWidthWrappingTests {
    static let text = "aaa bbb ccc ddd eee ggg hhh kkk nnn"

    /// A window `width` wide with a label pinned 16 from its left (and its right, when
    /// `pinnedRight`; otherwise at most 16 from it), 100 from its top.
    func layout(width: CGFloat = 200, pinnedRight: Bool = true, configure: (Label) -> Void = { _ in }) -> (
        Window, Label
    ) {
        let window = makeWindow(width: width, height: 600)
        let label = Label()
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = Self.text
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        configure(label)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            pinnedRight
                ? label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16)
                : label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        return (window, label)
    }

    @Test("before any layout the text wraps only at newlines")
    func beforeLayout() {
        let label = Label()
        label.text = Self.text
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        // One line: 331.6 → 332 wide, 24 high.
        #expect(label.intrinsicContentSize == CGSize(width: 332, height: 24))
    }

    @Test("a label pinned at both sides wraps at its width in one layoutIfNeeded")
    func pinnedBothSides() {
        let (window, label) = layout()
        // 200 − 16 − 16 = 168 wide: 4 words a line (144.6 ≤ 168 < 182), 9 words on 3 lines.
        expectFrame(label.frame, 16, 100, 168, 72)
        #expect(label.intrinsicContentSize == CGSize(width: 145, height: 72))
        // Settled: another call has nothing to do.
        let passes = window.engine.statistics.layoutPasses
        window.layoutIfNeeded()
        #expect(window.engine.statistics.layoutPasses == passes)
        #expect(window.engine.cycleReports.isEmpty)
    }

    @Test("a wider window rewraps the text at the new width")
    func rewrapsOnResize() {
        let (window, label) = layout()
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        window.layoutIfNeeded()
        // 300 − 32 = 268: 7 words (256.8 ≤ 268 < 294.2), then 2: 2 lines, 48 high.
        expectFrame(label.frame, 16, 100, 268, 48)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        window.layoutIfNeeded()
        // 368 ≥ 331.6: one line, 24 high.
        expectFrame(label.frame, 16, 100, 368, 24)
    }

    @Test("a label that may be narrower hugs its wrapped lines")
    func hugsWrappedLines() {
        let (_, label) = layout(pinnedRight: false)
        // One line (332) does not fit in 168: compressed to 168 at 750 against the required
        // `trailing ≤`; wrapped there, 4 words a line, widest 144.6 → 145; hugging then
        // takes it to 145, and wrapping at 145 breaks the lines the same way.
        expectFrame(label.frame, 16, 100, 145, 72)
    }

    @Test("numberOfLines limits the wrapped lines")
    func lineLimit() {
        let (_, label) = layout { $0.numberOfLines = 2 }
        // Wrapped at 168 into 3 lines, 2 kept: 48 high.
        expectFrame(label.frame, 16, 100, 168, 48)
    }

    @Test("a preferred width wins over the laid-out width")
    func preferredWidthWins() {
        let (_, label) = layout { $0.preferredMaxLayoutWidth = 100 }
        // At 100: 2 words a line (69.8 ≤ 100 < 107.2), 5 lines: 5 × 23.87 = 119.34 → 120.
        expectFrame(label.frame, 16, 100, 168, 120)
    }

    @Test("one line ignores the laid-out width")
    func oneLine() {
        let (_, label) = layout { $0.numberOfLines = 1 }
        // The text is 332 wide on one line, compressed to 168; 24 high.
        expectFrame(label.frame, 16, 100, 168, 24)
        #expect(label.intrinsicContentSize == CGSize(width: 332, height: 24))
    }

    @Test("new text wraps at the current width at once")
    func newText() {
        let (window, label) = layout()
        label.text = "aaa bbb ccc ddd eee"
        // 5 words at 168: 4 on the first line, 1 on the second: 48 high.
        #expect(label.intrinsicContentSize.height == 48)
        window.layoutIfNeeded()
        expectFrame(label.frame, 16, 100, 168, 48)
    }

    @Test("a view under the label moves with its wrapped height")
    func followingView() {
        let (window, label) = layout()
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(below)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // 100 + 72 + 8 = 180.
        expectFrame(below.frame, 0, 180, 10, 10)
    }

    @Test("a text view that does not scroll wraps at its laid-out width")
    func textView() {
        let window = makeWindow(width: 200, height: 600)
        let notes = TextView()
        notes.translatesAutoresizingMaskIntoConstraints = false
        notes.isScrollEnabled = false
        notes.text = Self.text
        notes.font = .systemFont(ofSize: 20)
        window.addSubview(notes)
        LayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            notes.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            notes.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // 168 wide, lines 168 − 2 × 5 = 158 wide: 4 words (144.6 ≤ 158 < 182), 3 lines,
        // 72 + 8 + 8 = 88 high.
        expectFrame(notes.frame, 16, 0, 168, 88)
    }

    @Test("a label in a hidden arranged view collapses and rewraps when shown")
    func hiddenInStack() {
        let window = makeWindow(width: 200, height: 600)
        let label = Label()
        label.text = Self.text
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        let badge = View()
        badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
        let stack = StackView(arrangedSubviews: [label, badge])
        stack.axis = .horizontal
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // At most 168 − 20 = 148 for the label (compressed from 332 on one line): wrapped at
        // 148, 4 words a line (144.6 ≤ 148), 3 lines, widest 145; its hugging then gives
        // the badge the 3 points left. In the stack's coordinates:
        expectFrame(label.frame, 0, 0, 145, 72)
        expectFrame(badge.frame, 145, 0, 23, 20)
        label.isHidden = true
        window.layoutIfNeeded()
        // Hidden: 0 wide (UISV-hiding), the badge takes the stack's width.
        #expect(label.frame.width == 0)
        expectFrame(badge.frame, 0, 0, 168, 20)
        label.isHidden = false
        window.layoutIfNeeded()
        // Shown again: the same arithmetic from a one-line start.
        expectFrame(label.frame, 0, 0, 145, 72)
        expectFrame(badge.frame, 145, 0, 23, 20)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
        #expect(window.engine.cycleReports.isEmpty)
    }
}
