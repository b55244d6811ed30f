import Foundation

/// A visual format string read into its parts (the grammar of Apple's Auto Layout Guide,
/// "Visual Format Language"):
///
///     format      := (orientation ':')? (superview connection)? view (connection view)*
///                    (connection superview)?
///     orientation := 'H' | 'V'
///     superview   := '|'
///     view        := '[' name predicates? ']'
///     connection  := '' | '-' | '-' (number | metric | predicates) '-'
///     predicates  := '(' predicate (',' predicate)* ')'
///     predicate   := relation? (constant | name) ('@' (number | metric))?
///     relation    := '==' | '<=' | '>='
///
/// Names are C identifiers; numbers are decimal (a leading sign inside parentheses). Spaces
/// are not allowed, as in UIKit.
struct VisualFormat {
    /// A relation of one constraint: `>= 20 @ 750`; `object` is a number or a view's name.
    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(CGFloat)
            /// A view's name and where it starts in the format.
            case view(String, position: Int)
        }
        var relation: LayoutRelation = .equal
        var object: Object
        var priority: LayoutPriority = .required
    }

    /// The space between two items: none (flush), the standard space, or predicates.
    enum Connection: Equatable {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view and the predicates on its size along the orientation.
    struct ViewEntry {
        var name: String
        /// Where the name starts in the format (for error carets).
        var position: Int
        var predicates: [Predicate]
    }

    var isVertical = false
    /// The connection from the superview's leading (top) edge to the first view, if any.
    var leadingSuperview: Connection?
    var views: [ViewEntry] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's trailing (bottom) edge, if any.
    var trailingSuperview: Connection?
    /// Where the superview bars are (for error carets).
    var leadingBarPosition = 0
    var trailingBarPosition = 0
}

/// Reads a visual format string (see ``VisualFormat``), resolving metric names with
/// `metrics`; view names are checked later, against the views dictionary.
struct VisualFormatParser {
    let characters: [Character]
    let format: String
    let metrics: [String: CGFloat]
    var index = 0

    init(_ format: String, metrics: [String: CGFloat]) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
    }

    static func parse(_ format: String, metrics: [String: CGFloat]) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format, metrics: metrics)
        return try parser.parseFormat()
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func error(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position ?? index)
    }

    private mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }

    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            result.isVertical = characters[0] == "V"
            index = 2
        }
        if current == "|" {
            result.leadingBarPosition = index
            index += 1
            result.leadingSuperview = try parseConnection()
        }
        guard current == "[" else { throw error("Expected a view") }
        result.views.append(try parseView())
        while current != nil {
            let connection = try parseConnection()
            if current == "|" {
                result.trailingBarPosition = index
                index += 1
                result.trailingSuperview = connection
                break
            }
            guard current == "[" else {
                throw error(current == nil ? "Expected a view at the end of the format" : "Expected a view")
            }
            result.connections.append(connection)
            result.views.append(try parseView())
        }
        if current != nil { throw error("Expected the end of the format") }
        return result
    }

    /// A connection before a view or a bar; consumes nothing for a flush connection.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = try parsePredicateList(allowsViews: false)
        } else {
            let start = index
            let value = try parseConstant(signed: false)
            guard value >= 0 else { throw error("Expected a non-negative number", at: start) }
            predicates = [VisualFormat.Predicate(object: .constant(value))]
        }
        guard take("-") else { throw error("Expected a '-' here") }
        return .predicates(predicates)
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewEntry {
        _ = take("[")
        let position = index
        guard let name = parseIdentifier() else { throw error("Expected a view name") }
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" { predicates = try parsePredicateList(allowsViews: true) }
        guard take("]") else { throw error("Expected ']' to end a view") }
        return VisualFormat.ViewEntry(name: name, position: position, predicates: predicates)
    }

    private mutating func parsePredicateList(allowsViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        _ = take("(")
        var list: [VisualFormat.Predicate] = []
        repeat {
            list.append(try parsePredicate(allowsViews: allowsViews))
        } while take(",")
        guard take(")") else { throw error("Expected ')' to end a list of predicates") }
        return list
    }

    private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = LayoutRelation.equal
        if current == "=" || current == "<" || current == ">" {
            let start = index
            let first = characters[index]
            index += 1
            guard take("=") else { throw error("Unknown relation. Must be ==, >=, or <=", at: start) }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let object: VisualFormat.Predicate.Object
        if let c = current, c.isLetter || c == "_", !isMetric(at: index) {
            let start = index
            let name = parseIdentifier()!
            guard allowsViews else {
                throw error("\(name) is not a key in the metrics dictionary", at: start)
            }
            object = .view(name, position: start)
        } else {
            object = .constant(try parseConstant(signed: true))
        }
        var priority = LayoutPriority.required
        if take("@") {
            let start = index
            let value = try parseConstant(signed: false)
            guard value >= 1 && value <= 1000 else {
                throw error("A priority must be between 1 and 1000", at: start)
            }
            priority = LayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// Whether a metric name starts at `position`.
    private func isMetric(at position: Int) -> Bool {
        var end = position
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        return metrics[String(characters[position..<end])] != nil
    }

    /// A number or a metric's value.
    private mutating func parseConstant(signed: Bool) throws(VisualFormatError) -> CGFloat {
        let start = index
        if let c = current, c.isLetter || c == "_" {
            let name = parseIdentifier()!
            guard let value = metrics[name] else {
                throw error("\(name) is not a key in the metrics dictionary", at: start)
            }
            return value
        }
        var text = ""
        if signed, current == "-" || current == "+" {
            text.append(characters[index])
            index += 1
        }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text), value.isFinite else {
            throw error(
                "Expected a number or key from the metrics dictionary, but encountered something else", at: start)
        }
        return CGFloat(value)
    }

    private mutating func parseIdentifier() -> String? {
        guard let c = current, c.isLetter || c == "_" else { return nil }
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }
}
