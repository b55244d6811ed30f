import Foundation
import Testing

@testable import Truss

/// `alpha` set inside `View.animate(...)`: `presentationAlpha` sampled at worked-out times.
@Suite("Animating alpha")
struct AlphaAnimationTests {
    func scene() -> (Window, View) {
        let window = makeWindow()
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        window.layoutIfNeeded()
        return (window, card)
    }

    @Test(
        "a linear fade from 1 to 0 over 0.4 s",
        arguments: [(0.0, 1.0), (0.1, 0.75), (0.2, 0.5), (0.3, 0.25), (0.4, 0.0), (1.0, 0.0)])
    func linearFade(time: Double, shown: Double) {
        let (window, card) = scene()
        var finished: [Bool] = []
        View.animate(
            withDuration: 0.4, delay: 0, options: .curveLinear, animations: { card.alpha = 0 },
            completion: { finished.append($0) })
        // The model value is final at once.
        #expect(card.alpha == 0)
        window.advanceViewAnimations(to: time)
        // shown = 0 + (1 − 0)·(1 − t/0.4): 0.1 → 0.75, 0.2 → 0.5, 0.3 → 0.25.
        #expect(abs(card.presentationAlpha - CGFloat(shown)) < 1e-9)
        #expect(window.hasRunningViewAnimations == (time < 0.4))
        #expect(finished == (time < 0.4 ? [] : [true]))
    }

    @Test("a delay holds the old alpha, then the fade runs")
    func delayed() {
        let (window, card) = scene()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { card.alpha = 0.5 })
        window.advanceViewAnimations(to: 0.25)
        #expect(card.presentationAlpha == 1)  // still before the start at 0.5
        window.advanceViewAnimations(to: 1)
        // Half of the second: 0.5 + (1 − 0.5)·(1 − 0.5) = 0.75.
        #expect(abs(card.presentationAlpha - 0.75) < 1e-9)
        window.advanceViewAnimations(to: 1.5)
        #expect(card.presentationAlpha == 0.5)
        #expect(!window.hasRunningViewAnimations)
    }

    @Test("a second change while fading continues from where the first had got")
    func retarget() {
        let (window, card) = scene()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 0 })
        window.advanceViewAnimations(to: 0.5)
        #expect(abs(card.presentationAlpha - 0.5) < 1e-9)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 1 })
        // No jump: 1 + (1 − 0)·(1 − 0.5) + (0 − 1)·(1 − 0) = 0.5.
        #expect(abs(card.presentationAlpha - 0.5) < 1e-9)
        window.advanceViewAnimations(to: 1)
        // First done (+0), second halfway: 1 − 1·0.5 = 0.5.
        #expect(abs(card.presentationAlpha - 0.5) < 1e-9)
        window.advanceViewAnimations(to: 1.25)
        // Second at 0.75: 1 − 0.25 = 0.75.
        #expect(abs(card.presentationAlpha - 0.75) < 1e-9)
        window.finishViewAnimations()
        #expect(card.presentationAlpha == 1)
    }

    @Test("outside a block, or without a window, alpha does not animate")
    func notAnimated() {
        let (window, card) = scene()
        card.alpha = 0.5
        #expect(card.presentationAlpha == 0.5)
        #expect(!window.hasRunningViewAnimations)
        let loose = View()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { finished.append($0) })
        #expect(loose.presentationAlpha == 0)
        #expect(finished == [true])
        View.animate(withDuration: 1) { View.performWithoutAnimation { card.alpha = 1 } }
        #expect(card.presentationAlpha == 1)
        #expect(!window.hasRunningViewAnimations)
    }
}
