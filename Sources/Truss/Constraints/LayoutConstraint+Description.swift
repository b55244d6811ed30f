import Foundation

extension LayoutConstraint {
    /// The constraint as an equation, with its identifier and priority:
    /// `label.leading == superview.leading + 20 @750`, `'gap' a.width == 0.5 * b.width`.
    ///
    /// Items are named by their identifier (``View/identifier``, ``LayoutGuide/identifier``)
    /// or else their type. A required constraint shows no priority.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(firstAnchor) \(relation) "
        if let second = secondAnchor {
            if multiplier != 1 { text += "\(Self.format(multiplier)) * " }
            text += "\(second)"
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// The description with where the constraint was written, and whether it is broken.
    public var debugDescription: String {
        var text = description
        if let source { text += " (\(source))" }
        if isBroken { text += " [broken]" }
        return text
    }

    /// `20`, `0.5`, `-8`: a number as written in a description.
    static func format(_ value: CGFloat) -> String {
        let d = Double(value)
        if d == d.rounded() && abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }
}
