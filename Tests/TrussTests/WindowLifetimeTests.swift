import Foundation
import Testing

@testable import Truss

/// A window owns its engine and the views in it; the engine does not own the window. So a
/// window, its views, their guides and constraints and its engine go away when the last
/// user reference to the window goes, as a `UIWindow` does; and a hierarchy removed from a
/// window goes away when the user lets go of it.
@Suite("Window lifetime")
struct WindowLifetimeTests {
    /// What the tests observe after the scope that made them ends.
    final class Observed {
        weak var window: Window?
        weak var engine: LayoutEngine?
        weak var root: View?
        weak var leaf: View?
        weak var guide: LayoutGuide?
        weak var margins: LayoutGuide?
        weak var constraint: LayoutConstraint?
        weak var scrollView: ScrollView?
    }

    /// A window with a root view, a child with a guide, a scroll view and a label, laid out,
    /// then edited (a constant, a resize) and laid out again.
    @discardableResult
    static func makeLaidOutWindow(observing o: Observed) -> Window {
        let window = makeWindow()
        let root = View()
        root.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        let leaf = View()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(leaf)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let width = leaf.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            root.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            root.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            leaf.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            leaf.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            width, leaf.heightAnchor.constraint(equalToConstant: 40),
            guide.leadingAnchor.constraint(equalTo: leaf.trailingAnchor),
            guide.topAnchor.constraint(equalTo: leaf.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            scroll.topAnchor.constraint(equalTo: leaf.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 200), scroll.heightAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        width.constant = 120
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        window.layoutIfNeeded()
        // leaf: root.leading (0) + the margins' left inset (8) = 8; width 120.
        #expect(leaf.frame == CGRect(x: 8, y: 8, width: 120, height: 40))
        o.window = window
        o.engine = window.engine
        o.root = root
        o.leaf = leaf
        o.guide = guide
        o.margins = root.layoutMarginsGuide
        o.constraint = width
        o.scrollView = scroll
        return window
    }

    @Test("a laid-out window, its engine, views, guides and constraints are freed with it")
    func windowIsFreed() {
        let o = Observed()
        do {
            let window = Self.makeLaidOutWindow(observing: o)
            #expect(o.window === window && o.engine != nil && o.leaf != nil)
        }
        #expect(o.window == nil)
        #expect(o.engine == nil)
        #expect(o.root == nil)
        #expect(o.leaf == nil)
        #expect(o.guide == nil)
        #expect(o.margins == nil)
        #expect(o.constraint == nil)
        #expect(o.scrollView == nil)
    }

    @Test("a window that was never laid out is freed with its engine")
    func unusedWindowIsFreed() {
        weak var window: Window?
        weak var engine: LayoutEngine?
        do {
            let w = makeWindow()
            window = w
            engine = w.engine
        }
        #expect(window == nil && engine == nil)
    }

    @Test("a hierarchy removed from a window is freed once the user lets go of it")
    func removedHierarchyIsFreed() {
        let o = Observed()
        let window = Self.makeLaidOutWindow(observing: o)
        let constraintsBefore = window.layoutStatistics.constraintsInSolver
        do {
            let root = o.root!
            root.removeFromSuperview()
            window.layoutIfNeeded()
        }
        #expect(o.root == nil)
        #expect(o.leaf == nil)
        #expect(o.guide == nil)
        #expect(o.margins == nil)
        #expect(o.constraint == nil)
        #expect(o.scrollView == nil)
        // The window stays, and its engine holds fewer constraints (the hierarchy's left).
        #expect(o.window === window && o.engine === window.engine)
        #expect(window.layoutStatistics.constraintsInSolver < constraintsBefore)
    }

    @Test("a removed view that the user keeps stays usable and joins another window")
    func removedViewKeptJoinsAnotherWindow() {
        let o = Observed()
        let leaf: View
        do {
            let window = Self.makeLaidOutWindow(observing: o)
            leaf = o.leaf!
            leaf.removeFromSuperview()
            window.layoutIfNeeded()
        }
        #expect(o.window == nil && o.engine == nil && o.root == nil)
        #expect(leaf.window == nil && leaf.superview == nil)
        let other = makeWindow()
        other.addSubview(leaf)
        other.layoutIfNeeded()
        // Only its own width == 120 and height == 40 are left: it sits at the window's origin.
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    /// A window whose own `layoutSubviews` widens a view by a point and asks for layout
    /// each time never settles: its layout feedback loop report names the window. The window keeps its
    /// reports; a report must not keep the window.
    @Test("a window named in its own feedback loop report is freed with it")
    func windowNamedInItsReportIsFreed() {
        final class GrowingWindow: Window {
            var width: LayoutConstraint?
            override func layoutSubviews() {
                super.layoutSubviews()
                width?.constant += 1
                setNeedsLayout()
            }
        }
        weak var freed: Window?
        weak var box: View?
        do {
            let bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
            let window = GrowingWindow(screen: Screen(bounds: bounds), frame: bounds)
            window.logHandler = { _ in }
            let view = makeView("box", in: window)
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            window.width = width
            window.layoutIfNeeded()
            let report = window.layoutFeedbackLoopReports.first
            #expect(window.layoutFeedbackLoopReports.count == 1)
            #expect(report?.views.contains { $0 === window } == true)
            #expect(report?.description.contains("GrowingWindow") == true)
            freed = window
            box = view
        }
        #expect(freed == nil)
        #expect(box == nil)
    }

    /// A view named in a report and then removed goes when the user lets go of it; the
    /// report's text still names it.
    @Test("a report does not keep a removed view it names")
    func reportDoesNotKeepARemovedView() {
        let window = makeWindow()
        weak var removed: View?
        do {
            let view = GrowingView()
            view.identifier = "grower"
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            view.width.isActive = true
            window.layoutIfNeeded()
            #expect(window.layoutFeedbackLoopReports.first?.views.first === view)
            view.removeFromSuperview()
            removed = view
        }
        #expect(removed == nil)
        let report = window.layoutFeedbackLoopReports.first
        #expect(report?.views.isEmpty == true)
        #expect(report?.description.contains("GrowingView 'grower'") == true)
    }
}
