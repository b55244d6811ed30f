import CassFormat
import Cassowary
import Foundation

extension Window {
    /// The window's whole constraint system as a `.cass` constraint file (format version 1),
    /// so that it can be solved, benchmarked and cross-checked by `truss` or kiwi.
    ///
    /// Every solver constraint becomes one line, preceded by a comment with its layout
    /// description; window inputs become `edit` and `suggest` lines. Variables are named
    /// `item_N.minX`, `item_N.minY`, `item_N.width`, `item_N.height`, where `item` is the
    /// view's identifier (or type) and N its position in the window.
    ///
    /// - Parameter prioritiesAsWeights: `false` writes `@ priority P` (tiers, as Truss solves
    ///   them). `true` maps each priority in use to a weight, so that kiwi, which only has
    ///   weights, can run the file: the k-th lowest of n priorities gets weight
    ///   10^(k·s) with s = min(3, 9/n), all below `required`. A higher tier then outweighs
    ///   up to 10^s violations of the next, not any number of them, so results agree with
    ///   the tiers whenever no tier has that many violated constraints.
    ///
    /// ```swift
    /// try window.exportConstraintFile().write(toFile: "layout.cass", atomically: true, encoding: .utf8)
    /// ```
    public func exportConstraintFile(prioritiesAsWeights: Bool = false) -> String {
        engine.exportConstraintFile(prioritiesAsWeights: prioritiesAsWeights)
    }
}

extension LayoutEngine {
    func exportConstraintFile(prioritiesAsWeights: Bool) -> String {
        // Names: views in window order, each followed by its guides.
        var names: [ObjectIdentifier: String] = [:]
        var counter = 0
        func name(_ item: any LayoutItem, _ base: String) {
            let clean = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }.filter(\.isASCII))
            let stem = (clean.first.map { $0.isLetter || $0 == "_" } ?? false) ? clean : "v" + clean
            let prefix = "\(stem)_\(counter)"
            counter += 1
            let v = item.itemVariables
            names[v.minX.id] = prefix + ".minX"
            names[v.minY.id] = prefix + ".minY"
            names[v.width.id] = prefix + ".width"
            names[v.height.id] = prefix + ".height"
        }
        for view in views {
            name(view, view.identifier ?? String(describing: type(of: view)).lowercased())
            for guide in view.layoutGuides { name(guide, guide.identifier.isEmpty ? "guide" : guide.identifier) }
        }
        for (i, input) in inputs.enumerated() where names[input.variable.id] == nil {
            names[input.variable.id] = "input_\(i)"
        }
        func varName(_ v: Variable) -> String {
            if let n = names[v.id] { return n }
            let n = "var_\(names.count)"
            names[v.id] = n
            return n
        }

        let constraints = solver.constraints.compactMap { sc in lookup[sc].map { (sc, $0) } }
        var tiers = Set<Float>()
        for (_, c) in constraints where !c.priority.isRequired { tiers.insert(c.priority.rawValue) }
        for input in inputs { tiers.insert(input.priority.rawValue) }
        let sortedTiers = tiers.sorted()
        let step = sortedTiers.isEmpty ? 0 : min(3, 9 / Double(sortedTiers.count))
        func strength(_ p: LayoutPriority) -> Strength {
            if p.isRequired { return .required }
            if !prioritiesAsWeights { return .priority(Double(p.rawValue)) }
            let rank = sortedTiers.firstIndex(of: p.rawValue) ?? 0
            return .weight(pow(10, Double(rank) * step).rounded())
        }

        var file = CassWriter()
        file.comment(
            "Truss layout of window '\(window.itemName)' \(window.storedFrame.size.width)x\(window.storedFrame.size.height)"
        )
        file.comment(
            "\(constraints.count) constraints, \(views.count) views"
                + (prioritiesAsWeights
                    ? "; priorities mapped to weights: "
                        + sortedTiers.map {
                            "\(LayoutPriority($0)) -> \(CassWriter.strength(strength(LayoutPriority($0))))"
                        }
                        .joined(separator: ", ")
                    : ""))
        for input in inputs { file.edit(varName(input.variable), strength: strength(input.priority)) }
        for (sc, c) in constraints {
            file.comment(c.debugDescription)
            file.constraint(
                sc.expression.terms.map { (varName($0.variable), $0.coefficient) }, sc.relation,
                constant: solver.constant(of: sc) ?? sc.expression.constant, strength: strength(c.priority))
        }
        for input in inputs { file.suggest(varName(input.variable), input.value) }
        return file.text
    }
}
