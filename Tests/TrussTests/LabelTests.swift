import Foundation
import Testing

@testable import Truss

/// `Label` and `Font`: intrinsic sizes from the estimated measurer's table, worked out by
/// hand. SF Pro's line height is (1950 + 494) / 2048 = 1.193359375 of the point size.
@Suite("Labels and fonts")
struct LabelTests {
    func label(_ text: String?, size: CGFloat = 10) -> Label {
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    @Test func fontMetrics() {
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && body.weight == .regular)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
        // 17 × 1950 / 2048 = 16.1865…, 17 × −494 / 2048 = −4.1005…, sum 20.2871…
        #expect(abs(body.ascender - 16.18652) < 1e-4)
        #expect(abs(body.descender + 4.10058) < 1e-4)
        #expect(abs(body.lineHeight - 20.28711) < 1e-4)
        #expect(Font.boldSystemFont(ofSize: 12).weight == .bold)
    }

    @Test func oneLine() {
        // "Hi" at 10: (0.66 + 0.28) × 10 = 9.4 wide, 11.93 high; rounded up to whole
        // points on a scale-1 screen: 10 × 12.
        #expect(label("Hi").intrinsicContentSize == CGSize(width: 10, height: 12))
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
        // "aaa bbb ccc" on one line: 9 × 0.54 + 2 × 0.25 = 5.36 em = 53.6 → 54, newlines
        // read as spaces.
        #expect(label("aaa bbb ccc").intrinsicContentSize.width == 54)
        #expect(label("aaa\nbbb ccc").intrinsicContentSize == CGSize(width: 54, height: 12))
    }

    @Test func wrappingAtThePreferredWidth() {
        let l = label("aaa bbb ccc")
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 35
        // "aaa bbb" is 16.2 + 2.5 + 16.2 = 34.9 ≤ 35; "ccc" goes to line 2:
        // width 34.9 → 35, height 2 × 11.93 = 23.87 → 24.
        #expect(l.intrinsicContentSize == CGSize(width: 35, height: 24))
        l.numberOfLines = 1
        #expect(l.intrinsicContentSize == CGSize(width: 54, height: 12))
        // A word wider than the line breaks between characters: "aaaaaaaa" at 20 wide
        // (5.4 a character): "aaa", "aaa", "aa"; the widest 16.2 → 17, 3 lines 35.8 → 36;
        // with at most 2 lines, 23.87 → 24.
        let long = label("aaaaaaaa")
        long.numberOfLines = 0
        long.preferredMaxLayoutWidth = 20
        #expect(long.intrinsicContentSize == CGSize(width: 17, height: 36))
        long.numberOfLines = 2
        #expect(long.intrinsicContentSize == CGSize(width: 17, height: 24))
        // Explicit newlines with no preferred width: "aaa" and "bbb ccc" (34.9 → 35).
        let lines = label("aaa\nbbb ccc")
        lines.numberOfLines = 0
        #expect(lines.intrinsicContentSize == CGSize(width: 35, height: 24))
    }

    @Test func inAWindowOnAScale3Screen() {
        let window = makeWindow()
        window.screen.scale = 3
        let title = label("Sign in", size: 17)
        title.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        // "Sign in": 0.66 + 0.28 + 0.54 + 0.54 + 0.25 + 0.28 + 0.54 = 3.09 em × 17 = 52.53,
        // up to the 1/3 grid: 158 / 3 = 52.667; height 20.287 → 61 / 3 = 20.333 (UIKit's
        // height for a 17-point line on a 3× screen).
        expectFrame(title.frame, 20, 100, 158.0 / 3, 61.0 / 3)
        title.text = "Hi"
        window.layoutIfNeeded()
        // (0.66 + 0.28) × 17 = 15.98 → 48 / 3 = 16.
        expectFrame(title.frame, 20, 100, 16, 61.0 / 3)
    }

    struct Monospaced: TextMeasuring {
        func width(of text: String, font: Font) -> CGFloat { 0.6 * font.pointSize * CGFloat(text.count) }
    }

    @Test func aWindowsOwnTextMeasurer() {
        let window = makeWindow()
        let l = label("Hi")
        window.addSubview(l)
        window.textMeasurer = Monospaced()
        // 0.6 × 10 × 2 = 12.
        #expect(l.intrinsicContentSize.width == 12)
    }

    @Test func firstBaselinesAlignAcrossFonts() {
        let window = makeWindow()
        let small = label("Name", size: 17)
        let big = label("42", size: 34)
        for l in [small, big] {
            l.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(l)
        }
        LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            small.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Baseline at 100 + 17 × 0.95215 = 116.187; the big label's top is 34 × 0.95215
        // = 32.373 above it: 83.813, on whole points 84 (the solved value stays exact).
        #expect(big.frame.minY == 84)
        #expect(
            abs(
                window.engine.solvedRect(of: big).minY - (100 + 17 * 1950.0 / 2048 - 34 * 1950.0 / 2048)) < 1e-6)
    }
}
