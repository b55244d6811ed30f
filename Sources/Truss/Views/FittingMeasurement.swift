import Cassowary
import Foundation

/// A view whose content size depends on the width it is given: a label with several lines
/// and no preferred width wraps at it. A fitting solves once without such views' heights,
/// asks each for its size at its solved width, and then adds the heights.
protocol WrapsToFittedWidth: View {
    /// Whether the view's size depends on its width now (a label with several lines and no
    /// preferred width).
    var wrapsAtFittedWidth: Bool { get }
    /// The content size at `width`, when ``wrapsAtFittedWidth``.
    func sizeWrapped(atFittedWidth width: CGFloat) -> CGSize?
}

/// One measurement of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
/// the root's subtree, its constraints copied onto a scratch solver (the window's engine is
/// never touched), the target as two constraints at the fitting priorities.
///
/// The root is pinned at the origin: the subtree's positions are then relative to it, and
/// only its size is read. Single-owner, used once.
struct FittingMeasurement {
    /// A view that wraps at its fitted width, with its intrinsic-size rows (`width ≤ w`,
    /// `width ≥ w`, then `height ≤ h`, `height ≥ h`, added once the width is known).
    struct Wrapping {
        var view: any WrapsToFittedWidth
        var size: CGSize
        var rows: [Constraint]
        /// The width its size was wrapped at (−1: not yet).
        var wrappedAt: Double = -1
    }

    let root: View
    /// The scratch solvers of the horizontal part (`0`) and the vertical one (`1`); one part
    /// for both when some row relates the axes.
    private var solvers = [Solver(), Solver()]
    private var verticalPart = 1
    private var wrapping: [Wrapping] = []

    init(root: View) {
        self.root = root
    }

    /// The root's size closest to `target` at the fitting priorities.
    ///
    /// Where no constraint relates the axes (the common case: no aspect ratios across
    /// them), the horizontal and vertical systems are independent and are solved apart:
    /// first the widths; then, with each wrapping view's text wrapped at its solved width,
    /// the heights, in one batch. So measuring costs one build of the subtree's system, as
    /// its first layout does. Where a constraint relates them, one solver takes everything
    /// but the wrapping views' heights, then those heights. Either way, only a view whose
    /// wrapped width moves its own width (one not pinned at both sides) needs an edit and
    /// another look.
    mutating func size(fitting target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let views = root.subtreeViews()
        var rows: [Constraint] = []
        let r = root.variables
        rows.append(Constraint(LinearExpression(r.minX), .equal, identifier: "Truss-Fitting-x"))
        rows.append(Constraint(LinearExpression(r.minY), .equal, identifier: "Truss-Fitting-y"))
        for view in views {
            if view !== root { rows += view.autoresizingConstraints.map(Self.copy) }
            rows += view.safeAreaGuideConstraints.map(Self.copy)
            rows += view.marginsGuideConstraints.map(Self.copy)
            rows += contentRows(of: view)
        }
        for view in views {
            for c in view.heldConstraints where c.isActive && !c.isBroken { rows.append(Self.copy(c)) }
        }
        // Last, so that a conflict with the view's own required constraints drops them.
        let fitWidth = Self.row(r.width, .equal, target.width, horizontal, "Truss-Fitting-width")
        let fitHeight = Self.row(r.height, .equal, target.height, vertical, "Truss-Fitting-height")

        var horizontalRows: [Constraint] = []
        var verticalRows: [Constraint] = []
        if let axes = Self.split(rows, views) {
            (horizontalRows, verticalRows) = axes
        } else {
            verticalPart = 0
            horizontalRows = rows
        }
        add(horizontalRows + [fitWidth], to: 0)
        if verticalPart == 0 { add([fitHeight], to: 0) }

        // The wrapping views' sizes at their solved widths, and the heights.
        var heights: [Constraint] = []
        for i in wrapping.indices {
            rewrap(i, editingHeights: false)
            heights += wrapping[i].rows[2...]
        }
        add(verticalPart == 0 ? heights : verticalRows + heights + [fitHeight], to: verticalPart)
        // A view whose wrapped width moved its own width wraps again at the new one. A width
        // that shrinks to the widest wrapped line wraps the same way, so this rarely runs;
        // the bound keeps a pathological view from looping.
        for _ in 0..<3 {
            var edited = false
            for i in wrapping.indices where rewrap(i, editingHeights: true) { edited = true }
            if !edited { break }
        }
        return CGSize(
            width: solvers[0].value(of: r.width), height: solvers[verticalPart].value(of: r.height))
    }

    /// The rows by axis, or `nil` if a row relates the axes (or an item outside the subtree).
    private static func split(_ rows: [Constraint], _ views: [View]) -> ([Constraint], [Constraint])? {
        var axis: [ObjectIdentifier: Bool] = [:]  // true: horizontal
        func record(_ v: ItemVariables) {
            axis[v.minX.id] = true
            axis[v.width.id] = true
            axis[v.minY.id] = false
            axis[v.height.id] = false
        }
        for view in views {
            record(view.variables)
            for guide in view.layoutGuides { record(guide.variables) }
        }
        var horizontal: [Constraint] = []
        var vertical: [Constraint] = []
        for row in rows {
            guard let first = row.expression.terms.first, let isHorizontal = axis[first.variable.id],
                row.expression.terms.allSatisfy({ axis[$0.variable.id] == isHorizontal })
            else { return nil }
            if isHorizontal { horizontal.append(row) } else { vertical.append(row) }
        }
        return (horizontal, vertical)
    }

    /// Wraps view `i` at its solved width if that changed, and edits its width rows (and
    /// its height rows, once they are in the solver) to the new size; whether it changed.
    @discardableResult
    private mutating func rewrap(_ i: Int, editingHeights: Bool) -> Bool {
        let width = solvers[0].value(of: wrapping[i].view.variables.width)
        guard abs(width - wrapping[i].wrappedAt) > 1e-9 else { return false }
        wrapping[i].wrappedAt = width
        guard let size = wrapping[i].view.sizeWrapped(atFittedWidth: CGFloat(width)), size != wrapping[i].size
        else { return false }
        let rows = wrapping[i].rows
        if size.width != wrapping[i].size.width {
            setConstant(of: rows[0], to: -Double(size.width), in: 0)
            setConstant(of: rows[1], to: -Double(size.width), in: 0)
        }
        if editingHeights {
            setConstant(of: rows[2], to: -Double(size.height), in: verticalPart)
            setConstant(of: rows[3], to: -Double(size.height), in: verticalPart)
        } else {
            wrapping[i].rows[2] = Self.replacing(rows[2], metric: size.height)
            wrapping[i].rows[3] = Self.replacing(rows[3], metric: size.height)
        }
        wrapping[i].size = size
        return true
    }

    /// Adds the rows to a part as one batch; a required row that cannot hold is left out
    /// and the rest added again (a failed batch leaves the solver as it was; each round
    /// leaves one row out, so this ends).
    private mutating func add(_ rows: [Constraint], to part: Int) {
        var pending = rows
        while !pending.isEmpty {
            do {
                try solvers[part].addConstraints(pending)
                return
            } catch {
                guard case .unsatisfiableConstraint(let bad, _) = error else {
                    preconditionFailure("Truss: a fitting's solver refused a batch: \(error)")
                }
                pending.removeAll { $0 === bad }
            }
        }
    }

    private func setConstant(of row: Constraint, to constant: Double, in part: Int) {
        do {
            try solvers[part].setConstant(of: row, to: constant)
        } catch {
            // A content size is optional unless a priority made it required; a required one
            // that cannot hold keeps its old size, as a broken constraint would.
            return
        }
    }

    /// The intrinsic size of `view` as rows (hugging `≤` and compression `≥` per axis with
    /// a size), read now, so a detached view needs no engine.
    private mutating func contentRows(of view: View) -> [Constraint] {
        let size = view.intrinsicContentSize
        let v = view.variables
        var rows: [Constraint] = []
        func axis(_ variable: Variable, _ metric: CGFloat, _ axis: LayoutAxis, _ names: (String, String)) {
            guard metric >= 0, metric.isFinite else { return }
            rows.append(Self.row(variable, .lessThanOrEqual, metric, view.contentHuggingPriority(for: axis), names.0))
            rows.append(
                Self.row(
                    variable, .greaterThanOrEqual, metric, view.contentCompressionResistancePriority(for: axis),
                    names.1))
        }
        axis(v.width, size.width, .horizontal, ("Truss-ContentHugging-H", "Truss-ContentCompression-H"))
        axis(v.height, size.height, .vertical, ("Truss-ContentHugging-V", "Truss-ContentCompression-V"))
        if rows.count == 4, let wraps = Self.wrapping(view) {
            wrapping.append(Wrapping(view: wraps, size: size, rows: rows))
            return Array(rows[..<2])
        }
        return rows
    }

    /// `view` as a view that wraps at its fitted width now, or `nil`. The conforming types
    /// are this module's ``Label``, ``Button`` and ``TextView`` (the protocol is internal),
    /// so class casts find them, behind the ``View/wrapsAtLaidOutWidth`` each of them
    /// answers alike; a cast to the protocol would make the runtime search its conformance
    /// records, some 0.9 M instructions the first time.
    private static func wrapping(_ view: View) -> (any WrapsToFittedWidth)? {
        guard view.wrapsAtLaidOutWidth else { return nil }
        let wraps: (any WrapsToFittedWidth)?
        if let label = view as? Label {
            wraps = label
        } else if let button = view as? Button {
            wraps = button
        } else if let text = view as? TextView {
            wraps = text
        } else {
            wraps = nil
        }
        guard let wraps, wraps.wrapsAtFittedWidth else { return nil }
        return wraps
    }

    /// `row` with another metric: the same variable, relation, strength and name.
    private static func replacing(_ row: Constraint, metric: CGFloat) -> Constraint {
        var expression = row.expression
        expression.constant = -Double(metric)
        return Constraint(expression, row.relation, strength: row.strength, identifier: row.identifier)
    }

    /// `variable OP metric` at `priority`.
    private static func row(
        _ variable: Variable, _ relation: Relation, _ metric: CGFloat, _ priority: LayoutPriority, _ name: String
    ) -> Constraint {
        let strength: Strength = priority.isRequired ? .required : .priority(Double(priority.rawValue))
        return Constraint(
            LinearExpression([Term(variable)], constant: -Double(metric)), relation, strength: strength,
            identifier: name)
    }

    /// A layout constraint's solver form, built afresh for the scratch solver; the layout
    /// constraint keeps the form its window's engine uses.
    private static func copy(_ c: LayoutConstraint) -> Constraint {
        let (mirrored, anchorConstant) = (c.mirrored, c.anchorConstant)
        defer { (c.mirrored, c.anchorConstant) = (mirrored, anchorConstant) }
        return c.makeSolverConstraint()
    }
}
