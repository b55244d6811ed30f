extension View {
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: LayoutXAxisAnchor {
        anchors.leading.kept { LayoutXAxisAnchor(ownAttribute: .leading, of: self) }
    }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: LayoutXAxisAnchor {
        anchors.trailing.kept { LayoutXAxisAnchor(ownAttribute: .trailing, of: self) }
    }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: LayoutXAxisAnchor { anchors.left.kept { LayoutXAxisAnchor(ownAttribute: .left, of: self) } }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: LayoutXAxisAnchor {
        anchors.right.kept { LayoutXAxisAnchor(ownAttribute: .right, of: self) }
    }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor {
        anchors.centerX.kept { LayoutXAxisAnchor(ownAttribute: .centerX, of: self) }
    }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { anchors.top.kept { LayoutYAxisAnchor(ownAttribute: .top, of: self) } }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor {
        anchors.bottom.kept { LayoutYAxisAnchor(ownAttribute: .bottom, of: self) }
    }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor {
        anchors.centerY.kept { LayoutYAxisAnchor(ownAttribute: .centerY, of: self) }
    }
    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        anchors.firstBaseline.kept { LayoutYAxisAnchor(ownAttribute: .firstBaseline, of: self) }
    }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        anchors.lastBaseline.kept { LayoutYAxisAnchor(ownAttribute: .lastBaseline, of: self) }
    }
    /// The width.
    public var widthAnchor: LayoutDimension { anchors.width.kept { LayoutDimension(ownAttribute: .width, of: self) } }
    /// The height.
    public var heightAnchor: LayoutDimension {
        anchors.height.kept { LayoutDimension(ownAttribute: .height, of: self) }
    }
}
