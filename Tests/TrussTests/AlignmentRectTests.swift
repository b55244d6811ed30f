import Foundation
import Testing

@testable import Truss

/// `alignmentRectInsets`: constraints, anchors and intrinsic sizes act on the alignment
/// rectangle; the frame is it outset by the insets.
@Suite("Alignment rectangles")
struct AlignmentRectTests {
    /// A view with a shadow of 6 below and to the right, and 2 on the left.
    final class Shadowed: View {
        var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 6, right: 6) }
        override var intrinsicContentSize: CGSize { intrinsic }
    }

    func shadowed(_ name: String, in parent: View) -> Shadowed {
        let view = Shadowed()
        view.identifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("the conversions are each other's inverse")
    func conversions() {
        let view = Shadowed()
        // (10 + 2, 20 + 0, 100 − 2 − 6, 50 − 0 − 6).
        #expect(
            view.alignmentRect(forFrame: CGRect(x: 10, y: 20, width: 100, height: 50))
                == CGRect(x: 12, y: 20, width: 92, height: 44))
        #expect(
            view.frame(forAlignmentRect: CGRect(x: 12, y: 20, width: 92, height: 44))
                == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(View().alignmentRectInsets == .zero)
        #expect(
            View().alignmentRect(forFrame: CGRect(x: 1, y: 2, width: 3, height: 4))
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("edges, sizes and centers are those of the alignment rectangle")
    func anchors() {
        let window = makeWindow(width: 390, height: 844)
        let card = shadowed("card", in: window)
        let below = makeView("below", in: window)
        LayoutConstraint.activate {
            card.leadingAnchor == window.leadingAnchor + 20
            card.topAnchor == window.topAnchor + 100
            card.widthAnchor == 100
            card.heightAnchor == 60
            below.topAnchor == card.bottomAnchor + 8
            below.leadingAnchor == card.leadingAnchor
            below.trailingAnchor == card.trailingAnchor
            below.heightAnchor == 10
        }
        window.layoutIfNeeded()
        // Alignment rect (20, 100, 100, 60); frame: x 20 − 2 = 18, y 100, width 100 + 8 = 108,
        // height 60 + 6 = 66.
        expectFrame(card.frame, 18, 100, 108, 66)
        // Below the alignment rect's bottom (160) + 8 = 168, not the frame's (166): from 20 to 120.
        expectFrame(below.frame, 20, 168, 100, 10)
    }

    @Test("a center constraint centers the alignment rectangle")
    func center() {
        let window = makeWindow(width: 390, height: 844)
        let card = shadowed("card", in: window)
        LayoutConstraint.activate {
            card.centerXAnchor == window.centerXAnchor
            card.centerYAnchor == window.centerYAnchor
            card.widthAnchor == 100
            card.heightAnchor == 100
        }
        window.layoutIfNeeded()
        // Alignment rect centred: (145, 372, 100, 100); frame (143, 372, 108, 106).
        expectFrame(card.frame, 143, 372, 108, 106)
    }

    @Test("right to left, leading and trailing are the alignment rectangle's right and left")
    func rightToLeft() {
        let window = makeWindow(width: 390, height: 844)
        window.semanticContentAttribute = .forceRightToLeft
        let card = shadowed("card", in: window)
        LayoutConstraint.activate {
            card.leadingAnchor == window.leadingAnchor + 20
            card.topAnchor == window.topAnchor
            card.widthAnchor == 100
            card.heightAnchor == 10
        }
        window.layoutIfNeeded()
        // Leading is the right: the alignment rect's right at 390 − 20 = 370, so it spans
        // 270…370; the frame 268…376.
        expectFrame(card.frame, 268, 0, 108, 16)
    }

    @Test("the intrinsic content size is the alignment rectangle's")
    func intrinsicSize() {
        let window = makeWindow(width: 390, height: 844)
        let card = shadowed("card", in: window)
        card.intrinsic = CGSize(width: 80, height: 30)
        card.invalidateIntrinsicContentSize()
        LayoutConstraint.activate {
            card.leftAnchor == window.leftAnchor
            card.topAnchor == window.topAnchor
        }
        window.layoutIfNeeded()
        // Alignment rect (0, 0, 80, 30); frame (−2, 0, 88, 36).
        expectFrame(card.frame, -2, 0, 88, 36)
    }

    @Test("a frame held by autoresizing stays as set, guides follow the frame")
    func autoresizingAndGuides() {
        let window = makeWindow(width: 390, height: 844)
        let card = Shadowed(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        window.addSubview(card)
        let inside = makeView("inside", in: card)
        LayoutConstraint.activate {
            inside.leftAnchor == card.layoutMarginsGuide.leftAnchor
            inside.topAnchor == card.topAnchor
            inside.widthAnchor == 10
            inside.heightAnchor == 10
        }
        window.layoutIfNeeded()
        expectFrame(card.frame, 10, 10, 100, 50)
        // The margins guide is the frame's bounds inset by 8: x 8. `card.topAnchor` is the
        // alignment rect's top, which is the frame's (top inset 0).
        expectFrame(inside.frame, 8, 0, 10, 10)
    }

    @Test("the exported file states the alignment rectangle's offsets")
    func export() {
        let window = makeWindow(width: 390, height: 844)
        let card = shadowed("card", in: window)
        LayoutConstraint.activate {
            card.leftAnchor == window.leftAnchor + 20
            card.topAnchor == window.topAnchor
            card.widthAnchor == 100
            card.heightAnchor == 60
        }
        window.layoutIfNeeded()
        let statements = window.exportConstraintFile().split(separator: "\n").map(String.init)
        // left: minX + 2 == 20 → minX − window.minX == 18; width: width − 8 == 100 → 108.
        #expect(statements.contains("card_1.minX - window_0.minX == 18"), "\(statements)")
        #expect(statements.contains("card_1.width == 108"), "\(statements)")
        #expect(statements.contains("card_1.height == 66"), "\(statements)")
    }
}
