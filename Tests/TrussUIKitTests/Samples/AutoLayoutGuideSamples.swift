// UIKit layout code as Apple's Auto Layout Guide writes it ("Programmatically Creating
// Constraints": layout anchors, NSLayoutConstraint, the visual format language). This file
// must compile unchanged against UIKit and against TrussUIKit: do not edit it to suit Truss.

#if canImport(UIKit)
    import UIKit
#else
    import TrussUIKit
#endif

/// Layout anchors: `myView` between the margins, twice as tall as it is wide.
func pinWithAnchors(_ myView: UIView, in view: UIView) {
    // Get the superview's layout
    let margins = view.layoutMarginsGuide

    // Pin the leading edge of myView to the margin's leading edge
    myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true

    // Pin the trailing edge of myView to the margin's trailing edge
    myView.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true

    // Give myView a 1:2 aspect ratio
    myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0).isActive = true
}

/// The same layout with the classic initializer.
func pinWithLayoutConstraints(_ myView: UIView, in view: UIView) {
    NSLayoutConstraint(
        item: myView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin,
        multiplier: 1.0, constant: 0.0
    ).isActive = true

    NSLayoutConstraint(
        item: myView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailingMargin,
        multiplier: 1.0, constant: 0.0
    ).isActive = true

    NSLayoutConstraint(
        item: myView, attribute: .height, relatedBy: .equal, toItem: myView, attribute: .width,
        multiplier: 2.0, constant: 0.0
    ).isActive = true
}

/// The leading and trailing pins with the visual format language.
func pinWithVisualFormat(_ myView: UIView) {
    let views = ["myView": myView]
    let formatString = "|-[myView]-|"

    let constraints = NSLayoutConstraint.constraints(
        withVisualFormat: formatString, options: .alignAllTop, metrics: nil, views: views)

    NSLayoutConstraint.activate(constraints)
}
