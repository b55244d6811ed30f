import Foundation

extension ScrollView {
    /// How the safe area adds to ``ScrollView/adjustedContentInset``: UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    ///
    /// An axis *scrolls* when the content is larger than the scroll view on it
    /// (`contentSize.height > bounds.height`), or when ``ScrollView/alwaysBounceVertical``
    /// (``ScrollView/alwaysBounceHorizontal`` for the horizontal axis) is on.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
        /// ``scrollableAxes``, except that the top and bottom are always adjusted when the
        /// scroll view is the root view of a view controller shown by a
        /// ``NavigationController`` or a ``TabBarController``. UIKit's default.
        case automatic
        /// The top and bottom include the safe area when the vertical axis scrolls, the
        /// left and right when the horizontal axis scrolls.
        case scrollableAxes
        /// The safe area is never added: ``ScrollView/adjustedContentInset`` is
        /// ``ScrollView/contentInset`` (plus the obstruction of
        /// ``ScrollView/keepVisible(_:above:spacing:)``).
        case never
        /// The safe area is always added, on every edge.
        case always
    }

    /// The insets the safe area adds to ``contentInset`` under
    /// ``contentInsetAdjustmentBehavior``, for a scroll view of `size` with content of
    /// `content` and the safe-area insets `safe`.
    ///
    ///     never           0
    ///     always          safe
    ///     scrollableAxes  safe.top/bottom if content.height > size.height or alwaysBounceVertical,
    ///                     safe.left/right if content.width > size.width or alwaysBounceHorizontal
    ///     automatic       scrollableAxes, with top and bottom always when the scroll view is
    ///                     the view of a controller inside a navigation or tab bar controller
    func safeAreaAdjustment(size: CGSize, content: CGSize, safe: EdgeInsets) -> EdgeInsets {
        let vertical: Bool
        let horizontal = alwaysBounceHorizontal || content.width > size.width + 1e-9
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = alwaysBounceVertical || content.height > size.height + 1e-9
        case .automatic:
            vertical =
                isShownByContainerController || alwaysBounceVertical
                || content.height > size.height + 1e-9
        }
        return EdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether the scroll view is the root view of a view controller inside a navigation or
    /// tab bar controller (the case where `.automatic` always adjusts the top and bottom).
    private var isShownByContainerController: Bool {
        var controller = owningViewController?.parent
        while let current = controller {
            if current is NavigationController || current is TabBarController { return true }
            controller = current.parent
        }
        return false
    }

    /// Moves the inset guide's edges to ``contentInset`` plus the safe-area adjustment.
    func applyInsetConstants() {
        let a = safeAreaInsetAdjustment
        insetConstraints.left.constant = contentInset.left + a.left
        insetConstraints.top.constant = contentInset.top + a.top
        insetConstraints.right.constant = -(contentInset.right + a.right)
        insetBottomConstraint.constant = -(contentInset.bottom + a.bottom)
        visibility.insetChanged(bottom: contentInset.bottom + a.bottom)
    }

    /// In the adjust phase: the safe area just settled, and the sizes just solved, give the
    /// adjustment; if it changed, the inset guide's constants move (the engine solves
    /// again, once).
    func adjustInsetsForSafeArea(in engine: LayoutEngine) {
        let size = engine.solvedRect(of: self).size
        let content = engine.solvedRect(of: contentLayoutGuide).size
        let next = safeAreaAdjustment(size: size, content: content, safe: safeAreaInsets)
        guard next != safeAreaInsetAdjustment else { return }
        safeAreaInsetAdjustment = next
        applyInsetConstants()
    }
}
