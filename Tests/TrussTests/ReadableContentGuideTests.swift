import Foundation
import Testing

@testable import Truss

@Suite("The readable content guide")
struct ReadableContentGuideTests {
    /// The readable guide of a window `width` × 600 with default margins of 8.
    func readableFrame(width: CGFloat) -> CGRect {
        let window = makeWindow(width: width, height: 600)
        let guide = window.readableContentGuide
        window.layoutIfNeeded()
        return guide.layoutFrame
    }

    @Test("on a wide screen: 672 wide, centred in the margins")
    func wide() {
        // iPad landscape: margins 1024 − 16 = 1008 wide; x = 8 + (1008 − 672) / 2 = 176.
        #expect(readableFrame(width: 1024) == CGRect(x: 176, y: 8, width: 672, height: 584))
    }

    @Test("on a narrow screen: the margins guide")
    func narrow() {
        // iPhone portrait: margins 390 − 16 = 374 wide, narrower than 672.
        #expect(readableFrame(width: 390) == CGRect(x: 8, y: 8, width: 374, height: 584))
    }

    @Test("exactly the readable width plus margins: both rules agree")
    func boundary() {
        #expect(readableFrame(width: 688) == CGRect(x: 8, y: 8, width: 672, height: 584))
    }

    @Test("text pinned to the readable guide follows it as the window turns")
    func rotation() {
        let window = makeWindow(width: 390, height: 844)
        let body = View()
        body.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(body)
        let readable = window.readableContentGuide
        LayoutConstraint.activate {
            body.leadingAnchor == readable.leadingAnchor
            body.trailingAnchor == readable.trailingAnchor
            body.topAnchor == readable.topAnchor
            body.heightAnchor == 100
        }
        window.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 8, y: 8, width: 374, height: 100))
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        // Landscape: margins 828 wide; readable 672 at 8 + (828 − 672) / 2 = 86.
        #expect(body.frame == CGRect(x: 86, y: 8, width: 672, height: 100))
    }

    @Test("one guide per view, made with the margins guide, listed among the view's guides")
    func identity() {
        let view = View()
        let guide = view.readableContentGuide
        #expect(view.readableContentGuide === guide)
        #expect(guide.identifier == "readableContentGuide")
        #expect(view.layoutGuides.contains { $0 === view.layoutMarginsGuide })
        #expect(view.layoutGuides.contains { $0 === guide })
        view.removeLayoutGuide(guide)
        #expect(view.readableContentGuide !== guide)
    }
}
