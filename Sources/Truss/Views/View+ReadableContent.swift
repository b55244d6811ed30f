import Foundation

extension View {
    /// The readable width at the default text size: the widest the ``readableContentGuide``
    /// gets, 672 points.
    ///
    /// UIKit derives the readable width from the Dynamic Type content size category and does
    /// not publish it; 672 points is what `readableContentGuide` measures at the default
    /// category (Large) on iOS 17, on an iPad and on an iPhone in landscape. Truss has one
    /// content size category, the default, and so one readable width.
    public static let readableContentWidth: CGFloat = 672

    /// A guide for text that should stay readable on a wide screen: the ``layoutMarginsGuide``
    /// narrowed to at most ``readableContentWidth``, centred in it. Created on first use,
    /// with the margins guide.
    ///
    /// Its constraints (required unless said, named `Truss-readableContentGuide-…`):
    /// - `top == margins.top`, `bottom == margins.bottom`;
    /// - `left ≥ margins.left`, `right ≤ margins.right`, `centerX == margins.centerX`;
    /// - `width ≤ readableContentWidth`, and `width == margins.width` at priority 999, so the
    ///   guide is the margins' width wherever that is narrower than the readable width.
    ///
    /// ```swift
    /// // An iPad in landscape, 1024 wide, default margins 8: the margins are 1008 wide,
    /// // the readable guide 672 wide at x = 8 + (1008 − 672) / 2 = 176.
    /// body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
    /// ```
    public var readableContentGuide: LayoutGuide {
        if let guide = storedReadableGuide { return guide }
        let margins = layoutMarginsGuide
        let guide = LayoutGuide()
        guide.identifier = "readableContentGuide"
        addLayoutGuide(guide)
        storedReadableGuide = guide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = LayoutPriority(999)
        let constraints = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.leftAnchor.constraint(greaterThanOrEqualTo: margins.leftAnchor),
            guide.rightAnchor.constraint(lessThanOrEqualTo: margins.rightAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fullWidth,
        ]
        for (c, name) in zip(constraints, Self.readableConstraintNames) { c.identifier = name }
        LayoutConstraint.activate(constraints)
        return guide
    }

    private static let readableConstraintNames = [
        "Truss-readableContentGuide-top", "Truss-readableContentGuide-bottom", "Truss-readableContentGuide-left",
        "Truss-readableContentGuide-right", "Truss-readableContentGuide-centerX",
        "Truss-readableContentGuide-maxWidth", "Truss-readableContentGuide-width",
    ]
}
