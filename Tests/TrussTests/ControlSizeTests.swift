import Foundation
import Testing

@testable import Truss

/// The standard controls' intrinsic sizes. The fixed numbers are UIKit's on iOS 17 on an
/// iPhone 15 (the device and version these tests assume); text is measured by the
/// estimated measurer (see `EstimatedTextMeasurer`'s table) and rounded up to whole points
/// outside a window. SF Pro's line height is 1.193359375 of the point size: 17.90 at 15,
/// 20.29 at 17, 11.93 at 10.
@Suite("Standard controls")
struct ControlSizeTests {
    @Test func classicButton() {
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        // "Done" at 15: (0.66 + 3 × 0.54) × 15 = 34.2 → 35; 17.90 → 18, + 6 + 6 = 30.
        #expect(button.intrinsicContentSize == CGSize(width: 35, height: 30))
        #expect(button.currentTitle == "Done" && button.title(for: .highlighted) == "Done")
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 55, height: 38))
        button.contentEdgeInsets = .zero
        // An image before the title: 24 + 35 wide, max(24, 30) high.
        button.setImage(Image(size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 59, height: 30))
        // The title label's font sizes the title: at 20, 2.28 × 20 = 45.6 → 46; 23.87 → 24 + 12.
        button.titleLabel?.font = .systemFont(ofSize: 20)
        #expect(button.intrinsicContentSize == CGSize(width: 70, height: 36))
        // An image alone is the image's size.
        let icon = Button(type: .custom)
        icon.setImage(Image(size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(Button().intrinsicContentSize == .zero)
    }

    @Test func configuredButton() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        let button = Button(configuration: configuration)
        // "Continue" in body (17): C 0.66 + o n 1.08 + t 0.38 + i 0.28 + n u e 1.62 = 4.02 em
        // = 68.34 → 69, + 12 + 12 = 93; 20.29 → 21, + 7 + 7 = 35.
        #expect(button.intrinsicContentSize == CGSize(width: 93, height: 35))
        // A 20 × 20 image 8 before the title: 12 + 20 + 8 + 69 + 12 = 121; max(20, 21) + 14.
        configuration.image = Image(size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 121, height: 35))
    }

    @Test func configuredButtonOnAnIPhone15Screen() {
        let window = phoneWindow()
        window.screen.scale = 3
        var configuration = Button.Configuration.plain()
        configuration.title = "Continue"
        let button = Button(configuration: configuration)
        window.addSubview(button)
        // On the 1/3-point grid: 68.34 → 206 / 3 = 68.667, + 24 = 92.667; 20.29 → 61 / 3 =
        // 20.333, + 14 = 34.333 (UIKit's medium button height).
        let size = button.intrinsicContentSize
        #expect(abs(size.width - 278.0 / 3) < 1e-9 && abs(size.height - 103.0 / 3) < 1e-9)
    }

    @Test func textField() {
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        // "Email" at 17: (0.66 + 0.85 + 0.54 + 0.28 + 0.28) × 17 = 44.37 → 45, + 14 = 59;
        // max(34, 21 + 12) = 34.
        #expect(field.intrinsicContentSize == CGSize(width: 59, height: 34))
        // The text replaces the placeholder: "hello" 2.18 × 17 = 37.06 → 38 + 14.
        field.text = "hello"
        #expect(field.intrinsicContentSize == CGSize(width: 52, height: 34))
        field.borderStyle = .none
        #expect(field.intrinsicContentSize == CGSize(width: 38, height: 21))
        // A larger font grows a rounded field: 24 × 1.1934 = 28.64 → 29, + 12 = 41.
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 24)
        #expect(field.intrinsicContentSize.height == 41)
    }

    @Test func textView() {
        let view = TextView()
        view.text = "Milk"
        // Scrolling: no intrinsic size.
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        view.isScrollEnabled = false
        // "Milk" at 17: (0.85 + 0.28 + 0.28 + 0.54) × 17 = 33.15 → 34, + 5 + 5 = 44;
        // 20.29 → 21, + 8 + 8 = 37.
        #expect(view.intrinsicContentSize == CGSize(width: 44, height: 37))
        view.textContainer.lineFragmentPadding = 0
        #expect(view.intrinsicContentSize == CGSize(width: 34, height: 37))
        view.textContainer.lineFragmentPadding = 5
        // An empty text is one line high: 10 × 37.
        view.text = ""
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 37))
        // sizeThatFits wraps at the proposed width less the padding: "aaa bbb" at 10 is
        // 34.9 > 40 − 10, so "aaa" / "bbb": 16.2 → 17 + 10 = 27 by 23.87 → 24 + 16 = 40.
        view.text = "aaa bbb"
        view.font = .systemFont(ofSize: 10)
        #expect(
            view.sizeThatFits(CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude))
                == CGSize(width: 27, height: 40))
    }

    @Test func imageView() {
        let view = ImageView(image: Image(size: CGSize(width: 48, height: 48)))
        #expect(view.intrinsicContentSize == CGSize(width: 48, height: 48))
        #expect(view.frame.size == CGSize(width: 48, height: 48))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func fixedSizeControls() {
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
        #expect(ProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 4)
    }

    @Test func segmentedControl() {
        let control = SegmentedControl(items: ["First", "Second"])
        // "First" at 13: (0.66 + 0.28 + 0.38 + 0.54 + 0.38) × 13 = 29.12 → 30, + 16 = 46;
        // "Second": (0.66 + 5 × 0.54) × 13 = 43.68 → 44, + 16 = 60. Equal segments: 2 × 60.
        #expect(control.intrinsicContentSize == CGSize(width: 120, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: 106, height: 32))
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(80, forSegmentAt: 0)
        #expect(control.intrinsicContentSize == CGSize(width: 140, height: 32))
        control.insertSegment(withTitle: "Third", at: 5, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Third")
        control.removeAllSegments()
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    /// The views whose priority defaults are checked.
    enum Kind: CaseIterable, Sendable {
        case view, label, button, textField, textView, imageView, slider, segmentedControl, progressView
        case switchControl, activityIndicator

        func make() -> View {
            switch self {
            case .view: View()
            case .label: Label()
            case .button: Button(type: .system)
            case .textField: TextField()
            case .textView: TextView()
            case .imageView: ImageView()
            case .slider: Slider()
            case .segmentedControl: SegmentedControl()
            case .progressView: ProgressView()
            case .switchControl: Switch()
            case .activityIndicator: ActivityIndicatorView()
            }
        }

        /// UIKit's defaults in code: every view hugs at 250 and resists compression at 750; a
        /// switch and an activity indicator hug at 750 (as Interface Builder shows them).
        var hugging: Float { self == .switchControl || self == .activityIndicator ? 750 : 250 }
    }

    @Test(arguments: Kind.allCases)
    func huggingAndCompressionDefaults(kind: Kind) {
        let view = kind.make()
        for axis in [LayoutAxis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis).rawValue == kind.hugging)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
    }

    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func sizeThatFitsIsTheNaturalSize() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 200, height: 31))
        let toggle = Switch()
        toggle.sizeToFit()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }

    /// A settings row in a window: a label at the leading margin, a switch at the trailing
    /// one, both centred in a 44-point row at y 100.
    @Test func aSettingsRowLaysOut() {
        let window = makeWindow(width: 393, height: 852)
        let row = makeView("row", in: window)
        let title = Label()
        title.text = "Wi-Fi"
        title.translatesAutoresizingMaskIntoConstraints = false
        let toggle = Switch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(title)
        row.addSubview(toggle)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            row.heightAnchor.constraint(equalToConstant: 44),
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        // "Wi-Fi" at 17: (0.85 + 0.28 + 0.6 + 0.66 + 0.28) × 17 = 45.39 → 46 by 21, at
        // y (44 − 21) / 2 = 11.5; the switch at x 393 − 16 − 51 = 326, y (44 − 31) / 2 = 6.5.
        // On whole points in the window (halves up): the title's edges 111.5 and 132.5 are
        // 112 and 133, y 12 in the row at 100; the switch's 106.5 and 137.5, y 7.
        expectFrame(title.frame, 16, 12, 46, 21)
        expectFrame(toggle.frame, 326, 7, 51, 31)
        // A longer title is an edit of its content size, and moves nothing else.
        title.text = "Wi-Fi Assist"
        window.layoutIfNeeded()
        // + " Assist": 0.25 + 0.66 + 3 × 0.54 + 0.28 + 0.38 = 3.19 em more: 99.62 → 100.
        expectFrame(title.frame, 16, 12, 100, 21)
        expectFrame(toggle.frame, 326, 7, 51, 31)
    }

    @Test func aNewTextMeasurerResizesTheControls() {
        struct Monospaced: TextMeasuring {
            func width(of text: String, font: Font) -> CGFloat { 10 * CGFloat(text.count) }
        }
        let window = makeWindow()
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(button.frame, 0, 0, 35, 30)
        window.textMeasurer = Monospaced()
        window.layoutIfNeeded()
        // Four characters at 10 each.
        expectFrame(button.frame, 0, 0, 40, 30)
    }
}
