import Foundation

/// The constraints of ``ScrollView/keepVisible(_:above:spacing:)``, by role.
struct VisibilityConstraints {
    /// `inset.bottom <= S.bottom - contentInset.bottom` (required) and
    /// `inset.bottom >= S.bottom - contentInset.bottom` @ 990: with the obstruction cap,
    /// the inset guide's bottom is min(S.bottom - contentInset.bottom, obstruction).
    var insetCap: LayoutConstraint?
    var insetPull: LayoutConstraint?
    /// `inset.bottom <= obstruction` (required).
    var obstruction: LayoutConstraint?
    /// `C.top <= inset.top` @ 980 and `C.bottom >= inset.bottom` @ 970: the clamps.
    var clamps: [LayoutConstraint] = []
    /// `view.top >= inset.top + spacing` @ 960 and `view.bottom <= inset.bottom - spacing` @ 950.
    var reveal: [LayoutConstraint] = []

    var all: [LayoutConstraint] { [insetCap, insetPull, obstruction].compactMap(\.self) + clamps + reveal }

    /// `contentInset.bottom` changed: move the cap and the pull.
    func insetChanged(bottom: CGFloat) {
        insetCap?.constant = -bottom
        insetPull?.constant = -bottom
    }
}

extension ScrollView {
    /// The priorities of ``keepVisible(_:above:spacing:)``, highest first. Each tier is
    /// met as well as it can be before the next is looked at.
    public enum VisibilityPriority {
        /// 990: the bottom inset is as small as the obstruction allows.
        public static let minimalInset = LayoutPriority(990)
        /// 980: the offset is at least `-adjustedContentInset.top`.
        public static let clampTop = LayoutPriority(980)
        /// 970: the offset is at most `contentSize.height + adjustedContentInset.bottom -
        /// height` (loses to ``clampTop`` when the content is shorter than the view).
        public static let clampBottom = LayoutPriority(970)
        /// 960: the view's top is `spacing` below the inset area's top.
        public static let revealTop = LayoutPriority(960)
        /// 950: the view's bottom is `spacing` above the inset area's bottom.
        public static let revealBottom = LayoutPriority(950)
    }

    /// Keeps `view` (a view inside the content) visible above an obstruction rising from
    /// the bottom, such as a keyboard: the bottom inset becomes the part of the scroll view
    /// the obstruction covers, and the offset changes as little as needed to show the view
    /// with `spacing` around it, clamped to the content.
    ///
    /// Everything is constraints, in window coordinates (S the scroll view, C the content
    /// guide, I ``contentInsetLayoutGuide``, O the obstruction, b ``contentInset``.bottom):
    ///
    ///     I.bottom <= S.bottom - b                    required
    ///     I.bottom <= O                               required
    ///     I.bottom >= S.bottom - b                    @ 990  (so I.bottom = min(S.bottom - b, O))
    ///     C.top <= I.top                              @ 980  (offset >= -inset.top)
    ///     C.bottom >= I.bottom                        @ 970  (offset <= contentHeight + inset.bottom - height)
    ///     view.top >= I.top + spacing                 @ 960
    ///     view.bottom <= I.bottom - spacing           @ 950
    ///     S.top - C.top == previous offset            @ 200  (``contentOffsetPriority``)
    ///
    /// Because the offset's wish is the offset of the last pass, the content does not move
    /// while the view is visible, moves by the smallest amount that reveals it otherwise,
    /// and comes back within the content when the obstruction goes away.
    ///
    /// Call it again when focus moves to another view (the constraints are replaced as one
    /// batch); call ``stopKeepingVisible()`` to end it.
    ///
    /// ```swift
    /// scroll.keepVisible(password, above: obstruction.topAnchor, spacing: 8)
    /// obstructionHeight.constant = 260
    /// window.layoutIfNeeded()
    /// scroll.contentOffset             // (0, 35): password's bottom + 8 sits at 667 - 260
    /// scroll.adjustedContentInset      // {0, 0, 260, 0}
    /// ```
    ///
    /// - Parameters:
    ///   - view: A view inside the scroll view's content.
    ///   - obstruction: The top of what covers the scroll view from below (in any item of
    ///     the same window); `nil` keeps the view visible within the insets only.
    ///   - spacing: The room to keep between the view and the edges of the visible area.
    public func keepVisible(
        _ view: View, above obstruction: LayoutYAxisAnchor? = nil, spacing: CGFloat = View.systemSpacing
    ) {
        precondition(view.isDescendant(of: self) && view !== self, "Truss: \(view) is not inside \(self)")
        let inset = contentInsetLayoutGuide
        let content = contentLayoutGuide
        let b = contentInset.bottom
        var next = VisibilityConstraints()
        if let obstruction {
            next.insetCap = inset.bottomAnchor.constraint(
                lessThanOrEqualTo: frameLayoutGuide.bottomAnchor, constant: -b
            )
            .identifier("Truss-ScrollView-inset-cap")
            next.insetPull = inset.bottomAnchor.constraint(
                greaterThanOrEqualTo: frameLayoutGuide.bottomAnchor, constant: -b
            )
            .priority(VisibilityPriority.minimalInset).identifier("Truss-ScrollView-inset-minimal")
            next.obstruction = inset.bottomAnchor.constraint(lessThanOrEqualTo: obstruction)
                .identifier("Truss-ScrollView-obstruction")
        }
        next.clamps = [
            content.topAnchor.constraint(lessThanOrEqualTo: inset.topAnchor)
                .priority(VisibilityPriority.clampTop).identifier("Truss-ScrollView-clamp-top"),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: inset.bottomAnchor)
                .priority(VisibilityPriority.clampBottom).identifier("Truss-ScrollView-clamp-bottom"),
        ]
        next.reveal = [
            view.topAnchor.constraint(greaterThanOrEqualTo: inset.topAnchor, constant: spacing)
                .priority(VisibilityPriority.revealTop).identifier("Truss-ScrollView-reveal-top"),
            view.bottomAnchor.constraint(lessThanOrEqualTo: inset.bottomAnchor, constant: -spacing)
                .priority(VisibilityPriority.revealBottom).identifier("Truss-ScrollView-reveal-bottom"),
        ]
        var off = visibility.all
        // The inset guide's bottom is an equality without an obstruction, a range with one.
        if obstruction != nil, insetBottomConstraint.isActive { off.append(insetBottomConstraint) }
        var on = next.all
        if obstruction == nil, !insetBottomConstraint.isActive { on.append(insetBottomConstraint) }
        visibility = next
        replaceConstraints(off: off, on: on)
    }

    /// Keeps `view` visible above a guide that covers the scroll view from below (its top
    /// is the obstruction): ``keepVisible(_:above:spacing:)`` with `guide.topAnchor`.
    ///
    /// ```swift
    /// scroll.keepVisible(field, aboveGuide: bottomGuide)
    /// ```
    public func keepVisible(_ view: View, aboveGuide guide: LayoutGuide, spacing: CGFloat = View.systemSpacing) {
        keepVisible(view, above: guide.topAnchor, spacing: spacing)
    }

    /// Ends ``keepVisible(_:above:spacing:)``: the inset is ``contentInset`` again and the
    /// offset stays where it is.
    public func stopKeepingVisible() {
        let off = visibility.all
        visibility = VisibilityConstraints()
        replaceConstraints(off: off, on: insetBottomConstraint.isActive ? [] : [insetBottomConstraint])
    }

    /// The view ``keepVisible(_:above:spacing:)`` is keeping visible, if any.
    public var keptVisibleView: View? {
        visibility.reveal.first?.firstItem as? View
    }

    private func replaceConstraints(off: [LayoutConstraint], on: [LayoutConstraint]) {
        do {
            try LayoutConstraint.apply(deactivating: off, activating: on, strict: false)
        } catch {
            assertionFailure("Truss: non-strict activation threw \(error)")
        }
    }
}
