import Cassowary
import Foundation

/// A view whose content size depends on the width it is given: a label with several lines
/// and no preferred width wraps at it. A fitting solves once, asks each such view for its
/// size at its solved width, and solves again with those sizes.
protocol WrapsToFittedWidth: View {
    /// The content size at `width`, or `nil` if the width does not change it.
    func sizeWrapped(atFittedWidth width: CGFloat) -> CGSize?
}

/// One measurement of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
/// the root's subtree, its constraints copied onto a scratch solver (the window's engine is
/// never touched), the target as two constraints at the fitting priorities.
///
/// The root is pinned at the origin: the subtree's positions are then relative to it, and
/// only its size is read. Single-owner, used once.
struct FittingMeasurement {
    let root: View
    private var solver = Solver()
    /// The intrinsic-size rows of the views that wrap to their fitted width, to edit in the
    /// second solve: `width ≤ w`, `width ≥ w`, `height ≤ h`, `height ≥ h`.
    private var wrapping: [(view: any WrapsToFittedWidth, size: CGSize, rows: [Constraint])] = []

    init(root: View) {
        self.root = root
    }

    /// The root's size closest to `target` at the fitting priorities.
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
        rows.append(Self.row(r.width, .equal, target.width, horizontal, "Truss-Fitting-width"))
        rows.append(Self.row(r.height, .equal, target.height, vertical, "Truss-Fitting-height"))
        add(rows)

        // Views that wrap at their solved width: their sizes at it, and a second solve. A
        // width that shrinks to the widest wrapped line wraps the same way, so this settles
        // in one round in the common case; the bound keeps a pathological view from looping.
        for _ in 0..<4 {
            var edited = false
            for i in wrapping.indices {
                let width = solver.value(of: wrapping[i].view.variables.width)
                guard let size = wrapping[i].view.sizeWrapped(atFittedWidth: CGFloat(width)),
                    size != wrapping[i].size
                else { continue }
                wrapping[i].size = size
                let metrics = [size.width, size.width, size.height, size.height]
                for (row, metric) in zip(wrapping[i].rows, metrics) { setConstant(of: row, to: -Double(metric)) }
                edited = true
            }
            if !edited { break }
        }
        return CGSize(width: solver.value(of: r.width), height: solver.value(of: r.height))
    }

    /// Adds the rows as one batch; a required row that cannot hold is left out and the rest
    /// added again, to a fresh solver (each round leaves one out, so this ends). A fresh
    /// solver, because a batch that failed on this one can leave its tableau unsound: see
    /// `Tests/CassowaryTests/FailedBatchRetryTests.swift`.
    private mutating func add(_ rows: [Constraint]) {
        var pending = rows
        while !pending.isEmpty {
            do {
                try solver.addConstraints(pending)
                return
            } catch {
                guard case .unsatisfiableConstraint(let bad, _) = error else {
                    preconditionFailure("Truss: a fitting's solver refused a batch: \(error)")
                }
                pending.removeAll { $0 === bad }
                solver = Solver()
            }
        }
    }

    private func setConstant(of row: Constraint, to constant: Double) {
        do {
            try solver.setConstant(of: row, to: constant)
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
        if let wraps = view as? any WrapsToFittedWidth, rows.count == 4 {
            wrapping.append((wraps, size, rows))
        }
        return rows
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
