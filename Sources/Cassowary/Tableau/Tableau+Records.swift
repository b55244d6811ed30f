/// The records of constraints and the objective terms of their errors.
extension Tableau {
    // MARK: - Records and objective

    mutating func allocateRecord() -> Int32 {
        let (slot, fromFreeList) = records.allocate()
        undo.record(.recordAllocated(slot, fromFreeList: fromFreeList))
        return slot
    }

    mutating func setOwner(_ symbol: Symbol, _ slot: Int32) {
        let old = symbols.setOwner(symbol, slot)
        undo.record(.owner(symbol, old))
    }

    /// The required constraint whose marker `symbol` is (for explanations).
    func owningConstraint(of symbol: Symbol) -> Constraint? {
        let slot = symbols.owner[symbol.index]
        guard slot >= 0, let record = records[Int(slot)], record.strength.isRequired else { return nil }
        return record.constraint
    }

    /// Adds `sign · weight · error` to the objective at the strength's level, substituting
    /// the error's row if it is basic. Levels come into being with their first error and go
    /// with their last.
    mutating func addToObjective(_ error: Symbol, strength: Strength, sign: Double) {
        var (k, found) = objective.index(of: strength.level)
        if !found {
            objective.insertLevel(strength.level, at: k)
            undo.record(.objectiveLevel(inserted: strength.level))
        }
        undo.record(
            .objectiveLevelStats(
                strength.level, references: objective.levels[k].references, scale: objective.levels[k].scale))
        objective.levels[k].references += sign > 0 ? 1 : -1
        objective.levels[k].scale = max(objective.levels[k].scale, strength.weight)
        let w = sign * strength.weight
        let slot = rowOf[error.index]
        if slot < 0 {
            let old = objective.levels[k].coefficients[error.index]
            setObjectiveCoefficient(k, error, Tolerance.snappedSum(old, w))
        } else {
            let row = rows[Int(slot)]
            for cell in row.cells {
                let s = cell.symbol
                let old = objective.levels[k].coefficients[s.index]
                setObjectiveCoefficient(k, s, Tolerance.snappedSum(old, w * cell.coefficient))
            }
            setObjectiveConstant(k, Tolerance.snappedSum(objective.levels[k].constant, w * row.constant))
        }
        if objective.levels[k].references == 0 {
            undo.recordRemoved(objective.levels[k], at: k)
            objective.levels.remove(at: k)
            k = -1
        }
    }
}
