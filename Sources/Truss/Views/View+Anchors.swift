extension View {
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: LayoutXAxisAnchor { anchors.leading.kept { LayoutXAxisAnchor(self, .leading) } }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: LayoutXAxisAnchor { anchors.trailing.kept { LayoutXAxisAnchor(self, .trailing) } }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: LayoutXAxisAnchor { anchors.left.kept { LayoutXAxisAnchor(self, .left) } }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: LayoutXAxisAnchor { anchors.right.kept { LayoutXAxisAnchor(self, .right) } }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { anchors.centerX.kept { LayoutXAxisAnchor(self, .centerX) } }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { anchors.top.kept { LayoutYAxisAnchor(self, .top) } }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { anchors.bottom.kept { LayoutYAxisAnchor(self, .bottom) } }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { anchors.centerY.kept { LayoutYAxisAnchor(self, .centerY) } }
    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        anchors.firstBaseline.kept { LayoutYAxisAnchor(self, .firstBaseline) }
    }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        anchors.lastBaseline.kept { LayoutYAxisAnchor(self, .lastBaseline) }
    }
    /// The width.
    public var widthAnchor: LayoutDimension { anchors.width.kept { LayoutDimension(self, .width) } }
    /// The height.
    public var heightAnchor: LayoutDimension { anchors.height.kept { LayoutDimension(self, .height) } }
}
