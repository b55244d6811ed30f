import Foundation
import Testing

@testable import Truss

/// The inherited layout direction is remembered, and forgotten whenever what it inherits
/// from changes.
@Suite("Inherited layout direction")
struct LayoutDirectionCacheTests {
    @Test("an ancestor's change reaches every descendant that inherits it")
    func ancestorChange() {
        let root = View()
        var views = [root]
        for _ in 0..<5 {
            let v = View()
            views.last!.addSubview(v)
            views.append(v)
        }
        #expect(views.last!.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(views.allSatisfy { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft })
        views[2].semanticContentAttribute = .forceLeftToRight
        #expect(views[1].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(views[5].effectiveUserInterfaceLayoutDirection == .leftToRight)
        views[2].semanticContentAttribute = .unspecified
        #expect(views[5].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("a moved view inherits from its new superview")
    func moved() {
        let rtl = View()
        rtl.semanticContentAttribute = .forceRightToLeft
        let ltr = View()
        let child = View()
        let grandchild = View()
        child.addSubview(grandchild)
        rtl.addSubview(child)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        ltr.addSubview(child)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rtl.addSubview(child)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.removeFromSuperview()
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
