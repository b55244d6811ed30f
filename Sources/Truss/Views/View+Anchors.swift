extension View {
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: LayoutXAxisAnchor {
        if let anchor = anchors.leading { return anchor }
        let anchor = LayoutXAxisAnchor(self, .leading)
        anchors.leading = anchor
        return anchor
    }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: LayoutXAxisAnchor {
        if let anchor = anchors.trailing { return anchor }
        let anchor = LayoutXAxisAnchor(self, .trailing)
        anchors.trailing = anchor
        return anchor
    }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: LayoutXAxisAnchor {
        if let anchor = anchors.left { return anchor }
        let anchor = LayoutXAxisAnchor(self, .left)
        anchors.left = anchor
        return anchor
    }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: LayoutXAxisAnchor {
        if let anchor = anchors.right { return anchor }
        let anchor = LayoutXAxisAnchor(self, .right)
        anchors.right = anchor
        return anchor
    }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor {
        if let anchor = anchors.centerX { return anchor }
        let anchor = LayoutXAxisAnchor(self, .centerX)
        anchors.centerX = anchor
        return anchor
    }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor {
        if let anchor = anchors.top { return anchor }
        let anchor = LayoutYAxisAnchor(self, .top)
        anchors.top = anchor
        return anchor
    }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor {
        if let anchor = anchors.bottom { return anchor }
        let anchor = LayoutYAxisAnchor(self, .bottom)
        anchors.bottom = anchor
        return anchor
    }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor {
        if let anchor = anchors.centerY { return anchor }
        let anchor = LayoutYAxisAnchor(self, .centerY)
        anchors.centerY = anchor
        return anchor
    }
    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        if let anchor = anchors.firstBaseline { return anchor }
        let anchor = LayoutYAxisAnchor(self, .firstBaseline)
        anchors.firstBaseline = anchor
        return anchor
    }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        if let anchor = anchors.lastBaseline { return anchor }
        let anchor = LayoutYAxisAnchor(self, .lastBaseline)
        anchors.lastBaseline = anchor
        return anchor
    }
    /// The width.
    public var widthAnchor: LayoutDimension {
        if let anchor = anchors.width { return anchor }
        let anchor = LayoutDimension(self, .width)
        anchors.width = anchor
        return anchor
    }
    /// The height.
    public var heightAnchor: LayoutDimension {
        if let anchor = anchors.height { return anchor }
        let anchor = LayoutDimension(self, .height)
        anchors.height = anchor
        return anchor
    }
}
