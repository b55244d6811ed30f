import Foundation
import Testing

@testable import Truss

/// Views, guides and constraints refer to the objects that keep them alive with `unowned`
/// references, cleared by the referent's `deinit` (see `LayoutItemReference`): what
/// outlives its item, superview, owner or holder reads `nil`, as UIKit's weak references do.
@Suite("Item references")
struct ItemReferenceTests {
    @Test("a constraint outlives its items: its anchors' items become nil, its description stays")
    func constraintOutlivesItems() {
        var a: View? = View()
        var b: View? = View()
        a!.identifier = "a"
        b!.identifier = "b"
        let c = a!.leadingAnchor.constraint(equalTo: b!.trailingAnchor, constant: 4)
        #expect(c.firstItem === a && c.secondItem === b)
        a = nil
        #expect(c.firstItem == nil && c.secondItem != nil)
        b = nil
        #expect(c.secondItem == nil)
        #expect(c.description == "a.leading == b.trailing + 4")
    }

    @Test("a guide outlives its owning view: its owningView becomes nil")
    func guideOutlivesOwner() {
        var owner: View? = View()
        let guide = LayoutGuide()
        owner!.addLayoutGuide(guide)
        let margins = owner!.layoutMarginsGuide
        #expect(guide.owningView === owner && margins.owningView === owner)
        owner = nil
        #expect(guide.owningView == nil && margins.owningView == nil)
        #expect(guide.leadingAnchor.item === guide)
    }

    @Test("a subview outlives its superview: its superview becomes nil")
    func subviewOutlivesSuperview() {
        var parent: View? = View()
        let child = View()
        let grandchild = View()
        parent!.addSubview(child)
        child.addSubview(grandchild)
        LayoutConstraint.activate([grandchild.widthAnchor.constraint(equalTo: child.widthAnchor)])
        #expect(child.superview === parent && grandchild.superview === child)
        parent = nil
        #expect(child.superview == nil && grandchild.superview === child)
        // The constraint is still held by the child, and still active.
        #expect(child.constraints.count == 1 && child.constraints[0].isActive)
    }

    @Test("an active constraint outlives its holder: deactivating it afterwards is harmless")
    func constraintOutlivesHolder() {
        var holder: View? = View()
        let child = View()
        holder!.addSubview(child)
        let c = child.widthAnchor.constraint(equalTo: holder!.widthAnchor)
        c.isActive = true
        #expect(holder!.constraints.contains { $0 === c })
        holder = nil
        #expect(c.firstItem === child && c.secondItem == nil)
        c.isActive = false
        #expect(!c.isActive)
    }

    @Test("a screen lists its windows in the order they were made")
    func screenWindows() {
        let screen = Screen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = Window(screen: screen, frame: screen.bounds)
        let second = Window(screen: screen, frame: screen.bounds)
        #expect(screen.windows.count == 2 && screen.windows[0] === first && screen.windows[1] === second)
    }
}
