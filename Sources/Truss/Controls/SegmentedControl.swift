import Foundation

/// A row of segments: UIKit's `UISegmentedControl`, as layout sees it. Its intrinsic
/// height is 32 points (UIKit's since iOS 13, as observed on iOS 17, iPhone 15; Apple does
/// not document it); its width is the sum of its segments' widths:
///
/// - A segment given a width (``setWidth(_:forSegmentAt:)``) has that width.
/// - Otherwise every segment is as wide as the widest title plus 16 (8 at each side), or,
///   with ``apportionsSegmentWidthsByContent``, its own title plus 16.
///
/// Titles are measured on one line in the system font at 13 points, rounded up to the pixel
/// grid. The padding is Truss's approximation: UIKit's is undocumented.
///
/// ```swift
/// let picker = SegmentedControl(items: ["Day", "Week", "Month"])
/// picker.selectedSegmentIndex = 0
/// picker.intrinsicContentSize.height   // 32
/// ```
open class SegmentedControl: Control, MeasuresText {
    /// The value of ``selectedSegmentIndex`` with no segment selected: -1.
    public static let noSegment = -1

    /// The control's height: 32.
    static let height: CGFloat = 32
    /// The titles' font: the system font at 13 points.
    static let titleFont = Font.systemFont(ofSize: 13)

    private var segments: [(title: String?, width: CGFloat)] = []

    /// The selected segment, or ``noSegment`` (the default).
    public var selectedSegmentIndex = SegmentedControl.noSegment

    /// Whether each segment is as wide as its own title (`false` by default: all as wide
    /// as the widest).
    public var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A control with a segment per title: UIKit's `init(items:)`, for titles.
    public init(items: [String]) {
        segments = items.map { ($0, 0) }
        super.init(frame: .zero)
    }

    /// A control with no segments.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment, at the end if `segment` is past it: UIKit's
    /// `insertSegment(withTitle:at:animated:)`.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, 0), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }

    /// Removes a segment. UIKit's `removeSegment(at:animated:)`.
    ///
    /// - Precondition: `segment` is a segment's index.
    public func removeSegment(at segment: Int, animated: Bool) {
        precondition(segments.indices.contains(segment), "Truss: no segment \(segment) in \(self)")
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment. UIKit's `removeAllSegments()`.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title. UIKit's `setTitle(_:forSegmentAt:)`.
    ///
    /// - Precondition: `segment` is a segment's index.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        precondition(segments.indices.contains(segment), "Truss: no segment \(segment) in \(self)")
        segments[segment].title = title
        invalidateIntrinsicContentSize()
    }

    /// A segment's title. UIKit's `titleForSegment(at:)`.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's width; 0 (the default) sizes it by its title. UIKit's
    /// `setWidth(_:forSegmentAt:)`.
    ///
    /// - Precondition: `segment` is a segment's index and `width` is not negative.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        precondition(segments.indices.contains(segment), "Truss: no segment \(segment) in \(self)")
        precondition(width >= 0 && width.isFinite, "Truss: a segment's width must be 0 or more, not \(width)")
        segments[segment].width = width
        invalidateIntrinsicContentSize()
    }

    /// A segment's width as set (0: sized by its title). UIKit's `widthForSegment(at:)`.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open override var intrinsicContentSize: CGSize {
        let titleWidths = segments.map { oneLineSize(of: $0.title ?? "", font: Self.titleFont).width + 16 }
        let widest = titleWidths.max() ?? 0
        var width: CGFloat = 0
        for (segment, titleWidth) in zip(segments, titleWidths) {
            width += segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? titleWidth : widest)
        }
        return CGSize(width: width, height: Self.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
