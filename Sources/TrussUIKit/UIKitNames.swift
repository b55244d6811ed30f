// UIKit's spellings of Truss's types, so that a file of UIKit layout code compiles unchanged
// on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TrussUIKit
//     #endif
//
// Importing TrussUIKit imports Truss and Foundation too (re-exported, as UIKit re-exports
// Foundation), so the file needs nothing else.
// Each name below is UIKit's (`UIX` for Truss's `X`, `NSLayoutX` for `LayoutX`); members,
// labels and cases are already UIKit's in Truss.

@_exported import Foundation
@_exported import Truss

// MARK: Views and windows

/// UIKit's `UIView`: Truss's `View`.
public typealias UIView = View
/// UIKit's `UIWindow`: Truss's `Window`.
public typealias UIWindow = Window
/// UIKit's `UIScreen`: Truss's `Screen`.
public typealias UIScreen = Screen
/// UIKit's `UIScrollView`: Truss's `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIStackView`: Truss's `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UILabel`: Truss's `Label`.
public typealias UILabel = Label

// MARK: Controls

/// UIKit's `UIControl`: Truss's `Control`.
public typealias UIControl = Control
/// UIKit's `UIButton`: Truss's `Button`.
public typealias UIButton = Button
/// UIKit's `UITextField`: Truss's `TextField`.
public typealias UITextField = TextField
/// UIKit's `UITextView`: Truss's `TextView`.
public typealias UITextView = TextView
/// UIKit's `NSTextContainer`: Truss's `TextContainer`.
public typealias NSTextContainer = TextContainer
/// UIKit's `UIImageView`: Truss's `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: Truss's `Image` (a size, made with `Image(size:)`).
public typealias UIImage = Image
/// UIKit's `UISwitch`: Truss's `Switch`.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: Truss's `Slider`.
public typealias UISlider = Slider
/// UIKit's `UISegmentedControl`: Truss's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIActivityIndicatorView`: Truss's `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIProgressView`: Truss's `ProgressView`.
public typealias UIProgressView = ProgressView

// MARK: Guides and anchors

/// UIKit's `UILayoutGuide`: Truss's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIKeyboardLayoutGuide`: Truss's `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `UITrackingLayoutGuide`: Truss's `TrackingLayoutGuide`.
public typealias UITrackingLayoutGuide = TrackingLayoutGuide
/// UIKit's `NSLayoutAnchor`: Truss's `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: Truss's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: Truss's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: Truss's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension

// MARK: Constraints

/// UIKit's `NSLayoutConstraint`: Truss's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`: Truss's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UILayoutConstraintAxis`: Truss's `LayoutAxis`.
public typealias UILayoutConstraintAxis = LayoutAxis

// MARK: Geometry and direction

/// UIKit's `UIEdgeInsets`: Truss's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: Truss's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSDirectionalRectEdge`: Truss's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `UISemanticContentAttribute`: Truss's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`: Truss's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

// MARK: Text and appearance

/// UIKit's `UIFont`: Truss's `Font`.
public typealias UIFont = Font
/// UIKit's `UIColor`: Truss's `Color`.
public typealias UIColor = Color
/// Core Animation's `CALayer`, as `view.layer` gives it: Truss's `Layer`.
public typealias CALayer = Layer

// MARK: View controllers and traits

/// UIKit's `UIViewController`: Truss's `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`: Truss's `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationBar`: Truss's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UITabBarController`: Truss's `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBar`: Truss's `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UIModalPresentationStyle`: Truss's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UITraitCollection`: Truss's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`: Truss's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceIdiom`: Truss's `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
