import Foundation
import Testing

@testable import Truss

/// Constraints through a label's baselines follow its font live: the offsets are read again
/// when the font (and so the intrinsic size) changes, not only when the constraint is
/// activated. SF Pro's metrics: ascender 1950/2048 and descender −494/2048 of the point size.
@Suite("Baselines follow the font")
struct LiveBaselineTests {
    static let ascender: CGFloat = 1950 / 2048
    static let descender: CGFloat = 494 / 2048

    /// A view's rectangle as the constraints solve it, in window coordinates: the baseline
    /// arithmetic below is exact there, while frames round it to whole points (the
    /// windows' screens have scale 1), which ``frameIsTheSolvedRectOnWholePoints()`` checks.
    func solved(_ view: View) -> CGRect {
        view.window!.engine.solvedRect(of: view)
    }

    func label(_ text: String, size: CGFloat, in window: Window) -> Label {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = .systemFont(ofSize: size)
        window.addSubview(label)
        return label
    }

    @Test("a first-baseline alignment follows a new font on either side")
    func firstBaseline() {
        let window = makeWindow(width: 400, height: 400)
        let title = label("Title", size: 17, in: window)
        let detail = label("Detail", size: 10, in: window)
        let align = detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            align,
        ])
        window.layoutIfNeeded()
        // detail.top + asc·10 = 100 + asc·17 → detail.top = 100 + asc·7 = 106.665.
        #expect(abs(solved(detail).minY - (100 + Self.ascender * 7)) < 1e-9)

        title.font = .systemFont(ofSize: 34)
        window.layoutIfNeeded()
        // 100 + asc·(34 − 10) = 100 + 22.85 = 122.85.
        #expect(abs(solved(detail).minY - (100 + Self.ascender * 24)) < 1e-9)

        detail.font = .systemFont(ofSize: 20)
        window.layoutIfNeeded()
        // 100 + asc·(34 − 20) = 113.33.
        #expect(abs(solved(detail).minY - (100 + Self.ascender * 14)) < 1e-9)

        // The constraint is the same object, still active and still editable.
        #expect(align.isActive && !align.isBrokenByConflict)
        align.constant = 5
        window.layoutIfNeeded()
        #expect(abs(solved(detail).minY - (105 + Self.ascender * 14)) < 1e-9)
        #expect(window.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("a last-baseline alignment follows a new font")
    func lastBaseline() {
        let window = makeWindow(width: 400, height: 400)
        let title = label("Title", size: 17, in: window)
        let detail = label("Detail", size: 10, in: window)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // title: 100 + ⌈17 × 1.19336⌉ = 100 + 21 = 121 at the bottom, baseline 121 − desc·17;
        // detail: ⌈11.93⌉ = 12 high, its bottom at that baseline + desc·10.
        let titleBaseline = 121 - Self.descender * 17
        #expect(abs(solved(detail).maxY - (titleBaseline + Self.descender * 10)) < 1e-9)

        title.font = .systemFont(ofSize: 34)
        window.layoutIfNeeded()
        // ⌈34 × 1.19336⌉ = ⌈40.57⌉ = 41 high: bottom 141, baseline 141 − desc·34.
        #expect(abs(solved(detail).maxY - (141 - Self.descender * 34 + Self.descender * 10)) < 1e-9)
    }

    @Test("a label on a plain view's baseline (its bottom) follows its own font")
    func plainView() {
        let window = makeWindow(width: 400, height: 400)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let title = label("Title", size: 17, in: window)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.heightAnchor.constraint(equalToConstant: 30), box.widthAnchor.constraint(equalToConstant: 30),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            title.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            title.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // A view without text has its first baseline at its bottom: 80 = title.top + asc·17.
        #expect(abs(solved(title).minY - (80 - Self.ascender * 17)) < 1e-9)
        title.font = .systemFont(ofSize: 30)
        window.layoutIfNeeded()
        #expect(abs(solved(title).minY - (80 - Self.ascender * 30)) < 1e-9)
    }

    @Test("the frame is the solved rectangle with its edges on whole points")
    func frameIsTheSolvedRectOnWholePoints() {
        let window = makeWindow(width: 400, height: 400)
        let title = label("Title", size: 17, in: window)
        let detail = label("Detail", size: 10, in: window)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Solved top 100 + asc·7 = 106.665, bottom 106.665 + ⌈11.93⌉ = 118.665: on whole
        // points 107 and 119, so the frame keeps the label's 12-point height.
        #expect(abs(solved(detail).minY - 106.665) < 1e-3)
        #expect(detail.frame.minY == 107)
        #expect(detail.frame.height == 12)
    }
}
