import Foundation

extension View {
    /// The target size for the smallest size a view's constraints allow: (0, 0). UIKit's
    /// `layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The target size for the largest size a view's constraints allow: 10 000 000 points
    /// on each axis. UIKit's `layoutFittingExpandedSize`, whose value Apple does not
    /// document: read it as "as large as possible", not as a number.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, both axes at
    /// ``LayoutPriority/fittingSizeLevel`` (50). UIKit's `systemLayoutSizeFitting(_:)`.
    ///
    /// ```swift
    /// card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // the smallest size
    /// ```
    ///
    /// - Complexity: one solve of the view's subtree (see
    ///   ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each axis held
    /// at its fitting priority. UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    ///
    /// The rules:
    /// - The target enters as `width == targetSize.width` at `horizontalFittingPriority`
    ///   and `height == targetSize.height` at `verticalFittingPriority`, beside every
    ///   constraint inside the view's subtree: those the view and its subviews hold (its own
    ///   width and height constraints among them), the subviews' autoresizing constraints,
    ///   the intrinsic sizes at their hugging and compression priorities, and the margins and
    ///   safe-area guides. What relates the view to views outside it (its superview, its own
    ///   autoresizing constraints) does not take part.
    /// - So at ``LayoutPriority/required`` an axis is the target (a table cell's width); at
    ///   ``LayoutPriority/fittingSizeLevel`` it is as close to the target as the content's
    ///   priorities allow: the smallest size for ``layoutFittingCompressedSize``, the
    ///   largest for ``layoutFittingExpandedSize``.
    /// - A ``Label`` with several lines and no ``Label/preferredMaxLayoutWidth`` wraps at
    ///   the width the first solve gives it, and the subtree is solved again with the
    ///   wrapped height, as UIKit does for a self-sizing cell.
    /// - A required constraint that cannot hold is left out of the measurement (the target
    ///   first, so the view's own required constraints win); nothing is reported, since
    ///   the view's layout in its window reports its own conflicts.
    /// - It works the same for a view in a window and for a detached one, on a scratch
    ///   solver: the view's frames, its window's engine and its constraints are as they
    ///   were.
    ///
    /// ```swift
    /// let size = cell.systemLayoutSizeFitting(
    ///     CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel)
    /// // size.width == 375; size.height is what the content needs at that width
    /// ```
    ///
    /// - Precondition: `targetSize` is finite and the priorities are in 1…1000.
    /// - Complexity: building and solving the subtree's constraints once, as its first layout
    ///   does, on two solvers (widths, then heights) where no constraint relates the axes;
    ///   in instructions 0.94 of one layout of a 100-row card in a window and 0.88 at
    ///   1 000 rows, 1.17 at 10 rows (the first fitting's one-time costs; docs/Benchmarks.md).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        precondition(
            targetSize.width.isFinite && targetSize.height.isFinite,
            "Truss: a fitting target size must be finite, not \(targetSize)")
        var measurement = FittingMeasurement(root: self)
        return measurement.size(
            fitting: targetSize, horizontal: horizontalFittingPriority.validated(),
            vertical: verticalFittingPriority.validated())
    }
}
