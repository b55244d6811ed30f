import Foundation

extension ScrollView {
    /// Sets ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets`` to the
    /// same insets: UIKit's `scrollIndicatorInsets`, which UIKit's header says to use as a
    /// setter only. Reading it gives ``verticalScrollIndicatorInsets`` (UIKit leaves the
    /// value undefined when the two differ).
    ///
    /// ```swift
    /// scroll.scrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 260, right: 0)
    /// scroll.horizontalScrollIndicatorInsets.bottom   // 260
    /// ```
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The insets of the vertical scroll indicator in effect, as of the last layout pass:
    /// ``verticalScrollIndicatorInsets`` plus, while
    /// ``automaticallyAdjustsScrollIndicatorInsets`` is on, the scroll view's
    /// ``View/safeAreaInsets`` on every edge. *Truss's*: UIKit draws the indicators with
    /// these insets without exposing them.
    ///
    ///     adjusted = verticalScrollIndicatorInsets + (automatic ? safeAreaInsets : 0)   per edge
    ///
    /// The safe area counts whatever ``contentInsetAdjustmentBehavior`` is (with `.never`
    /// the content may run under the home indicator, the indicator does not), and
    /// ``contentInset`` does not count: UIKit's indicators ignore it.
    ///
    /// ```swift
    /// window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// scroll.verticalScrollIndicatorInsets.bottom = 10
    /// window.layoutIfNeeded()
    /// scroll.adjustedVerticalScrollIndicatorInsets   // {59, 0, 44, 0} filling the window
    /// ```
    public var adjustedVerticalScrollIndicatorInsets: EdgeInsets {
        adjustedIndicatorInsets(verticalScrollIndicatorInsets)
    }

    /// The insets of the horizontal scroll indicator in effect, as of the last layout pass:
    /// ``horizontalScrollIndicatorInsets`` plus the safe area, by the rule of
    /// ``adjustedVerticalScrollIndicatorInsets``.
    public var adjustedHorizontalScrollIndicatorInsets: EdgeInsets {
        adjustedIndicatorInsets(horizontalScrollIndicatorInsets)
    }

    private func adjustedIndicatorInsets(_ own: EdgeInsets) -> EdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let safe = safeAreaInsets
        return EdgeInsets(
            top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
            right: own.right + safe.right)
    }
}
