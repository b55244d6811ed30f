import Foundation
import Testing

@testable import Truss

/// `convert(_:to:)` and `convert(_:from:)`, UIKit's: a point in a view's bounds is at
/// `frame.origin − bounds.origin + p` in its superview's bounds, up to the window; between
/// windows, through the screen.
@Suite("Coordinate conversion")
struct CoordinateConversionTests {
    /// A card at (16, 83) in a 393×852 window and a label at (8, 8) in the card.
    func cardAndLabel() -> (Window, View, View) {
        let window = makeWindow(width: 393, height: 852)
        let card = View(frame: CGRect(x: 16, y: 83, width: 361, height: 200))
        window.addSubview(card)
        let label = View(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        card.addSubview(label)
        window.layoutIfNeeded()
        return (window, card, label)
    }

    @Test func pointsToAndFromTheWindow() {
        let (window, card, label) = cardAndLabel()
        // (2, 3) in the label: 16 + 8 + 2 = 26, 83 + 8 + 3 = 94 in the window.
        #expect(label.convert(CGPoint(x: 2, y: 3), to: nil) == CGPoint(x: 26, y: 94))
        #expect(label.convert(CGPoint(x: 2, y: 3), to: window) == CGPoint(x: 26, y: 94))
        // In the card: 8 + 2 = 10, 8 + 3 = 11.
        #expect(label.convert(CGPoint(x: 2, y: 3), to: card) == CGPoint(x: 10, y: 11))
        // Back: (26, 94) in the window is (2, 3) in the label.
        #expect(label.convert(CGPoint(x: 26, y: 94), from: nil) == CGPoint(x: 2, y: 3))
        #expect(card.convert(CGPoint(x: 10, y: 11), to: label) == CGPoint(x: 2, y: 3))
    }

    @Test func rectanglesKeepTheirSize() {
        // The window is kept: conversion goes through it.
        let (window, card, label) = cardAndLabel()
        defer { withExtendedLifetime(window) {} }
        // The label's bounds in the window: (16 + 8, 83 + 8) = (24, 91), 100×20.
        expectFrame(label.convert(label.bounds, to: nil), 24, 91, 100, 20)
        // The card's bounds in the label: (−8, −8), 361×200.
        expectFrame(card.convert(card.bounds, to: label), -8, -8, 361, 200)
        expectFrame(label.convert(CGRect(x: 24, y: 91, width: 5, height: 5), from: nil), 0, 0, 5, 5)
    }

    /// A scroll view's bounds origin is its content offset: content at y 390 scrolled by 35
    /// is at 390 − 35 = 355 in the scroll view's superview (plus the scroll view's origin).
    @Test func aScrolledViewMovesByItsContentOffset() {
        let window = makeWindow(width: 393, height: 852)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        window.addSubview(scroll)
        let field = View(frame: CGRect(x: 20, y: 390, width: 353, height: 44))
        scroll.addSubview(field)
        scroll.contentOffset = CGPoint(x: 0, y: 35)
        window.layoutIfNeeded()
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 35))
        // y: 100 (scroll view) − 35 (offset) + 390 (field) = 455; x: 0 + 20 = 20.
        expectFrame(field.convert(field.bounds, to: nil), 20, 455, 353, 44)
        // A point of the scroll view's bounds (content coordinates) at y 35 is its top.
        #expect(scroll.convert(CGPoint(x: 0, y: 35), to: nil) == CGPoint(x: 0, y: 100))
    }

    /// Two windows side by side on one screen (Split View): a view in the right window at
    /// (10, 10) is at 500 + 10 = 510 on the screen, 510 − 0 in the left window's coordinates.
    @Test func betweenWindowsThroughTheScreen() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1000, height: 800))
        let left = Window(screen: screen, frame: CGRect(x: 0, y: 0, width: 500, height: 800))
        let right = Window(screen: screen, frame: CGRect(x: 500, y: 0, width: 500, height: 800))
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        right.addSubview(view)
        right.layoutIfNeeded()
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(view.convert(CGPoint.zero, to: left) == CGPoint(x: 510, y: 10))
        #expect(left.convert(CGPoint(x: 510, y: 10), to: view) == .zero)
    }

    /// A view outside any window converts within its root's coordinates.
    @Test func withoutAWindow() {
        let root = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = View(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 6, y: 8))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 6, y: 8))
    }
}
