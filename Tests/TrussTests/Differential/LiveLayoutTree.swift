import Foundation

@testable import Truss

/// A ``LayoutTreeDescription`` built as a Truss window, changed incrementally by
/// ``LayoutTreeMutation``s, and observed after a layout pass.
final class LiveLayoutTree {
    typealias Tree = LayoutTreeDescription

    let screen: Screen
    let window: Window
    /// Each node's view (`nil` once removed).
    private var views: [View?] = []
    /// Each node's four constraints, in ``LayoutTreeDescription/Anchoring/axis`` order.
    private var constraints: [[LayoutConstraint]] = []

    /// Builds the window, its views and their guides, and activates every constraint as
    /// one batch (nothing is laid out yet).
    init(_ tree: Tree) {
        let bounds = CGRect(origin: .zero, size: tree.device.size)
        screen = Screen(bounds: bounds)
        window = Window(screen: screen, frame: bounds)
        window.identifier = "window"
        window.logHandler = { _ in }
        window.safeAreaInsets = tree.device.insets
        window.directionalLayoutMargins = tree.windowMargins
        if tree.rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        _ = window.safeAreaLayoutGuide
        _ = window.layoutMarginsGuide
        _ = window.keyboardLayoutGuide
        showKeyboard(tree)
        var batch: [LayoutConstraint] = []
        for (i, node) in tree.nodes.enumerated() {
            guard !node.isRemoved else {
                views.append(nil)
                constraints.append([])
                continue
            }
            let view = View()
            view.identifier = "n\(i)"
            view.translatesAutoresizingMaskIntoConstraints = false
            view.directionalLayoutMargins = node.margins
            view.insetsLayoutMarginsFromSafeArea = node.marginsFromSafeArea
            self.view(node.parent).addSubview(view)
            _ = view.safeAreaLayoutGuide
            _ = view.layoutMarginsGuide
            views.append(view)
            let made = node.anchorings.map { constraint(for: $0, of: view) }
            constraints.append(made)
            batch += made
        }
        LayoutConstraint.activate(batch)
    }

    private func view(_ item: Int) -> View {
        item == Tree.windowItem ? window : views[item]!
    }

    /// Sets the screen's keyboard to the description's: docked along the bottom, or hidden.
    private func showKeyboard(_ tree: Tree) {
        let size = tree.device.size
        screen.keyboard =
            tree.keyboardHeight.map {
                Keyboard(placement: .docked, frame: CGRect(x: 0, y: size.height - $0, width: size.width, height: $0))
            } ?? .dismissed
    }

    // MARK: - Mutations

    /// Applies a mutation; `tree` is the description after it.
    func apply(_ mutation: LayoutTreeMutation, tree: Tree) {
        switch mutation {
        case .device(let d):
            let bounds = CGRect(origin: .zero, size: d.size)
            screen.bounds = bounds
            window.frame = bounds
            window.safeAreaInsets = d.insets
            showKeyboard(tree)
        case .insets(let i):
            window.safeAreaInsets = i
        case .keyboard:
            showKeyboard(tree)
        case .constant(let node, let axis, let c):
            constraints[node][axis].constant = c
        case .replace(let node, let a):
            replace(node, a)
        case .margins(let node, let m, let fromSafeArea):
            let v = view(node)
            v.directionalLayoutMargins = m
            if node != Tree.windowItem { v.insetsLayoutMarginsFromSafeArea = fromSafeArea }
        case .remove(let node, let replacements):
            views[node]!.removeFromSuperview()
            for i in LayoutTreeMutation.subtree(of: node, in: tree) { views[i] = nil }
            for (i, a) in replacements { replace(i, a) }
        case .direction(let rightToLeft):
            window.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
        case .move(let node, let parent, let replacements):
            view(parent).addSubview(views[node]!)
            for (i, a) in replacements { replace(i, a) }
        }
    }

    private func replace(_ node: Int, _ a: Tree.Anchoring) {
        let old = constraints[node][a.axis]
        let new = constraint(for: a, of: views[node]!)
        old.isActive = false
        new.isActive = true
        constraints[node][a.axis] = new
    }

    // MARK: - Constraints

    private func constraint(for a: Tree.Anchoring, of view: View) -> LayoutConstraint {
        switch a {
        case .x(let p):
            return xAnchor(p.edge, of: view).constraint(
                equalTo: xAnchor(p.targetEdge, of: anchors(p.target)), constant: p.constant)
        case .y(let p):
            return yAnchor(p.edge, of: view).constraint(
                equalTo: yAnchor(p.targetEdge, of: anchors(p.target)), constant: p.constant)
        case .width(let s):
            guard let item = s.item else { return view.widthAnchor.constraint(equalToConstant: s.constant) }
            return view.widthAnchor.constraint(
                equalTo: self.view(item).widthAnchor, multiplier: s.multiplier, constant: s.constant)
        case .height(let s):
            guard let item = s.item else { return view.heightAnchor.constraint(equalToConstant: s.constant) }
            return view.heightAnchor.constraint(
                equalTo: self.view(item).heightAnchor, multiplier: s.multiplier, constant: s.constant)
        }
    }

    private func anchors(_ t: Tree.Target) -> any DifferentialAnchors {
        let v = view(t.item)
        switch t.guide {
        case .none: return v
        case .safeArea: return v.safeAreaLayoutGuide
        case .margins: return v.layoutMarginsGuide
        case .keyboard: return window.keyboardLayoutGuide
        }
    }

    private func xAnchor(_ edge: Tree.XEdge, of item: any DifferentialAnchors) -> LayoutXAxisAnchor {
        switch edge {
        case .leading: item.leadingAnchor
        case .trailing: item.trailingAnchor
        case .left: item.leftAnchor
        case .right: item.rightAnchor
        case .centerX: item.centerXAnchor
        }
    }

    private func yAnchor(_ edge: Tree.YEdge, of item: any DifferentialAnchors) -> LayoutYAxisAnchor {
        switch edge {
        case .top: item.topAnchor
        case .bottom: item.bottomAnchor
        case .centerY: item.centerYAnchor
        }
    }

    // MARK: - Observing

    /// Lays the window out and reads what it shows, in ``LayoutObservation``'s order.
    func observation(_ tree: Tree) -> LayoutObservation {
        window.layoutIfNeeded()
        var o = LayoutObservation()
        o.record("window.safeAreaLayoutGuide.layoutFrame", window.safeAreaLayoutGuide.layoutFrame)
        o.record("window.layoutMarginsGuide.layoutFrame", window.layoutMarginsGuide.layoutFrame)
        o.record("window.keyboardLayoutGuide.layoutFrame", window.keyboardLayoutGuide.layoutFrame)
        for (i, node) in tree.nodes.enumerated() where !node.isRemoved {
            let v = views[i]!
            o.recordView(
                "n\(i)", frame: v.frame, insets: v.safeAreaInsets, safeAreaFrame: v.safeAreaLayoutGuide.layoutFrame,
                marginsFrame: v.layoutMarginsGuide.layoutFrame)
        }
        return o
    }
}

/// The anchors that views and layout guides share.
protocol DifferentialAnchors {
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var leftAnchor: LayoutXAxisAnchor { get }
    var rightAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
}

extension View: DifferentialAnchors {}
extension LayoutGuide: DifferentialAnchors {}
