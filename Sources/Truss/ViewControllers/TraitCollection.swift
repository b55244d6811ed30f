import Foundation

/// A coarse measure of the space in one dimension: UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    /// No size class (a view outside a window).
    case unspecified = 0
    /// Little space: an iPhone's width in portrait, its height in landscape, a narrow iPad
    /// Split View or Slide Over window.
    case compact = 1
    /// Ample space: an iPad window of full width or a wide split, an iPhone's height in portrait.
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// The kind of device: UIKit's `UIUserInterfaceIdiom`, the cases Truss tells apart.
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known (a screen of zero size, a view outside a window).
    case unspecified = -1
    /// An iPhone: the screen's shorter side is under 600 points.
    case phone = 0
    /// An iPad: the screen's shorter side is 600 points or more (the smallest iPad, the
    /// mini, is 744).
    case pad = 1
}

/// The traits of a window's interface: UIKit's `UITraitCollection`, with the size classes
/// and the idiom, derived from the window's size and its screen's as UIKit does, and the
/// display scale, the screen's.
///
/// The rules, checked against the size classes Apple's Human Interface Guidelines list for
/// each device and multitasking width (iOS 17):
///
/// | Device (screen's shorter side) | Window | Horizontal | Vertical |
/// | --- | --- | --- | --- |
/// | iPhone (< 600) | portrait (height ≥ width) | compact | regular |
/// | iPhone, shorter side < 414 (iPhone 15: 393) | landscape | compact | compact |
/// | iPhone, shorter side ≥ 414 (Plus, Pro Max, XR, 11: 414–440) | landscape | regular | compact |
/// | iPad (≥ 600) | width ≥ 678 | regular | regular |
/// | iPad | width < 678 | compact | regular |
///
/// On iPad the width decides, whatever the orientation: full screen (744–1366), a two-thirds
/// split in landscape (694 on a 10.2-inch iPad, 790 on an 11-inch) and a half split on the
/// 12.9-inch (678) are regular; Slide Over (320 or 375), one-third splits (320–375), a half
/// split on smaller iPads (507–590) and two-thirds in portrait (438–639) are compact. The
/// threshold of 678 is the narrowest regular width Apple lists; a Stage Manager window
/// between 639 and 678 has no listed class and is compact here *(Truss's choice)*.
///
/// ```swift
/// let phone = TraitCollection(windowSize: CGSize(width: 393, height: 852),
///                             screenSize: CGSize(width: 393, height: 852))
/// phone.horizontalSizeClass   // .compact
/// phone.verticalSizeClass     // .regular
/// ```
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point of the display: the window's ``Screen/scale`` (0: unspecified, as
    /// in UIKit, for traits not taken from a window). Layout rounds frames to its grid.
    public var displayScale: CGFloat

    /// Traits with every value unspecified, or those given.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// Traits with only a display scale: UIKit's `UITraitCollection(displayScale:)`.
    public init(displayScale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
    }

    /// The traits UIKit gives a window of `windowSize` on a screen of `screenSize` and
    /// `displayScale` (see the table above; the size classes do not depend on the scale).
    public init(windowSize: CGSize, screenSize: CGSize, displayScale: CGFloat = 0) {
        let shorterSide = min(screenSize.width, screenSize.height)
        guard shorterSide > 0, windowSize.width > 0, windowSize.height > 0 else {
            self.init(displayScale: displayScale)
            return
        }
        if shorterSide >= 600 {
            self.init(
                horizontalSizeClass: windowSize.width >= 678 ? .regular : .compact, verticalSizeClass: .regular,
                userInterfaceIdiom: .pad, displayScale: displayScale)
        } else if windowSize.width > windowSize.height {
            self.init(
                horizontalSizeClass: shorterSide >= 414 ? .regular : .compact, verticalSizeClass: .compact,
                userInterfaceIdiom: .phone, displayScale: displayScale)
        } else {
            self.init(
                horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone,
                displayScale: displayScale)
        }
    }

    public var description: String {
        "horizontal \(horizontalSizeClass), vertical \(verticalSizeClass), idiom \(userInterfaceIdiom)"
            + (displayScale > 0 ? ", scale \(SnapshotFormat.number(displayScale))" : "")
    }
}

extension View {
    /// The traits of the view's window, from its size and its screen's size and scale (see
    /// ``TraitCollection``); unspecified outside a window.
    public var traitCollection: TraitCollection {
        guard let window else { return TraitCollection() }
        return TraitCollection(
            windowSize: window.storedFrame.size, screenSize: window.screen.bounds.size,
            displayScale: window.screen.scale)
    }
}
