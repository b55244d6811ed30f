import Foundation

/// The appearance that layout code sets alongside constraints. None of it changes layout;
/// the SVG snapshot draws it (``Window/svgSnapshot(options:)``), so a snapshot of a styled
/// screen looks like the screen.
///
/// ```swift
/// let card = View()
/// card.backgroundColor = .secondarySystemBackground
/// card.layer.cornerRadius = 12
/// card.clipsToBounds = true
/// card.alpha = 0.9
/// ```
extension View {
    /// The view's fill, drawn behind its subviews; `nil` (the default) for none. The same
    /// value as `layer.backgroundColor`.
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// The opacity of the view and everything in it: 1 opaque (the default), 0 invisible.
    /// The same value as `layer.opacity`. A view of alpha 0 still takes part in layout. Set
    /// inside a view animation block, it animates (see ``presentationAlpha``).
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            let old = alpha
            layer.opacity = Float(newValue)
            alphaDidChange(from: old)
        }
    }

    /// Whether subviews are clipped to the view's bounds (rounded by `layer.cornerRadius`):
    /// off by default, on for a ``ScrollView``. The same value as `layer.masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint of the view: the one set on it, else its superview's, else the system blue,
    /// as UIKit inherits it. Setting `nil` returns the view to inheriting.
    ///
    /// ```swift
    /// window.tintColor = .systemGreen
    /// button.tintColor   // .systemGreen, inherited
    /// ```
    public var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
}
