import Foundation
import Testing

@testable import Truss

/// A view with a settable intrinsic content size, like a label or a text field.
final class SizedView: View {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, width: CGFloat, height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A window on a screen of the same size, reports collected instead of printed.
/// A horizontal stack view of `views` at (20, 100) in `window`, spacing 10, identified as
/// "stack"; 200 × 60 when `fixed`, else free to take the size its arranged views need.
func addStack(_ views: [View], to window: Window, fixed: Bool) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.identifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 10
    window.addSubview(stack)
    LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    ])
    if fixed {
        LayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: 200), stack.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
    return stack
}

func makeWindow(width: CGFloat = 390, height: CGFloat = 844, log: LogBox? = nil) -> Window {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let window = Window(screen: Screen(bounds: bounds), frame: bounds)
    window.identifier = "window"
    window.logHandler = { message in log?.messages.append(message) }
    return window
}

/// An iPhone 15 in portrait: a 393×852 window with safe-area insets 59 top, 34 bottom.
func phoneWindow() -> Window {
    let window = makeWindow(width: 393, height: 852)
    window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    return window
}

/// A view whose `layoutSubviews` widens it by a point each time (its width starts at 100,
/// activated by the test): its layout never settles.
final class GrowingView: View {
    lazy var width = widthAnchor.constraint(equalToConstant: 100)
    override func layoutSubviews() {
        super.layoutSubviews()
        width.constant += 1
    }
}

/// Collects log messages.
final class LogBox {
    var messages: [String] = []
}

/// A view with constraint-based layout, added to `parent`.
func makeView(_ name: String, in parent: View) -> View {
    let view = View()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Whether two rectangles agree to 1e-6 on every coordinate.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A solved rectangle as layout writes it on a screen of `scale`: each edge rounded to the
/// nearest pixel, halves up (`⌊v·scale + ½⌋ / scale`, a hair below a half counting as the
/// half), the size the difference of the rounded edges. For a view whose superview's
/// origin is on the pixel grid, as in window coordinates.
func onPixels(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> CGRect {
    func grid(_ v: CGFloat) -> CGFloat { (v * scale + 0.5 + 1e-7).rounded(.down) / scale }
    return CGRect(x: grid(x), y: grid(y), width: grid(x + width) - grid(x), height: grid(y + height) - grid(y))
}

/// Expects the frame of a solved rectangle (`x, y, width, height` in the superview's
/// coordinates, the superview's origin on the pixel grid) rounded to the pixels of a
/// screen of `scale` (see ``onPixels(_:_:_:_:scale:)``), to 1e-6.
func expectFrameOnPixels(
    _ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = onPixels(x, y, width, height, scale: scale)
    #expect(close(actual, expected), "frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects a frame, to 1e-6.
func expectFrame(
    _ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = CGRect(x: x, y: y, width: width, height: height)
    #expect(close(actual, expected), "frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
}
