/// The row changes that the values of definitions have not caught up with: the slots
/// changed since the values were last settled, and the definitions whose values settling
/// has made stale since they were last evaluated.
///
/// Math: a definition's value `c + Σ aᵢ·value(sᵢ)` changes only if its own row changed or
/// one of the `sᵢ` did; so a change round collects the basic symbols of the changed rows
/// (before and after the change), and settling marks them and every definition that names
/// them, directly or through other definitions, as stale (``DefinitionValues``). Every
/// other value stays current.
///
/// Invariant: `changedSlots` and `changedBasics` run in step, and `changeNoted` holds exactly
/// the slots of `changedSlots`, each once; with `everyValueStale`, `staleDefinitions` is empty.
struct RowChanges {
    /// Row slots changed in this round, with the basic symbol each had before its first
    /// change; a slot is listed once a round (`changeNoted`).
    private var changedSlots: [Int32] = []
    private var changedBasics: [Symbol] = []
    private(set) var changeNoted = StampSet()
    /// Storage for the symbols a round reaches, reused from round to round.
    private var reachedStorage: [Symbol] = []
    /// The definitions made stale since the last evaluation of every stale value, or all of
    /// them (`everyValueStale`).
    private var staleDefinitions: [Symbol] = []
    private var everyValueStale = true

    /// Whether a row changed since the values were last settled.
    @inline(__always)
    var hasChanges: Bool { !changedSlots.isEmpty }

    /// Notes that the row in `slot`, whose basic symbol is `basic`, is about to change.
    @inline(__always)
    mutating func note(_ slot: Int, basic: Symbol) {
        if slot >= changeNoted.capacity { changeNoted.grow(toHold: slot + 1) }
        guard changeNoted.insert(slot) else { return }
        changedSlots.append(Int32(slot))
        changedBasics.append(basic)
    }

    /// The basic symbols of the changed rows, before and after their change (`rows` holds
    /// them after); give the storage back with ``endRound(reached:liveRows:)``.
    mutating func takeReached(rows: [Row]) -> [Symbol] {
        var reached = reachedStorage
        reachedStorage = []
        reached.removeAll(keepingCapacity: true)
        for k in changedSlots.indices {
            let before = changedBasics[k]
            let now = rows[Int(changedSlots[k])].basic
            if !before.isNone { reached.append(before) }
            if !now.isNone && now != before { reached.append(now) }
        }
        return reached
    }

    /// Lists `reached` (the symbols whose values settling invalidated) as stale, and starts
    /// a new round. Values read one at a time never empty the list: past the size of the
    /// tableau (`liveRows` rows), a walk over every definition is as cheap.
    mutating func endRound(reached: [Symbol], liveRows: Int) {
        if !everyValueStale {
            staleDefinitions.append(contentsOf: reached)
            if staleDefinitions.count > 2 * liveRows + 64 { markEveryValueStale() }
        }
        reachedStorage = reached
        startRound()
    }

    /// Marks every value stale (after an undo, which restores rows without noting them),
    /// and starts a new round.
    mutating func invalidateAll() {
        markEveryValueStale()
        startRound()
    }

    /// The definitions an evaluation of every stale value must evaluate.
    var staleRoots: DefinitionValues.Roots {
        everyValueStale ? .everyDefinition : .listed(staleDefinitions)
    }

    /// Notes that every stale value was just evaluated.
    mutating func noteEvaluated() {
        everyValueStale = false
        staleDefinitions.removeAll(keepingCapacity: true)
    }

    private mutating func markEveryValueStale() {
        everyValueStale = true
        staleDefinitions.removeAll(keepingCapacity: true)
    }

    /// Empties the list of changed rows and starts a new round of noting them.
    private mutating func startRound() {
        changedSlots.removeAll(keepingCapacity: true)
        changedBasics.removeAll(keepingCapacity: true)
        changeNoted.removeAll()
    }

    /// Every way the changes break their invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems = changeNoted.invariantViolations()
        if changedSlots.count != changedBasics.count { problems.append("changed slots and basics out of step") }
        if Set(changedSlots).count != changedSlots.count { problems.append("a changed slot is listed twice") }
        for slot in changedSlots where !changeNoted.contains(Int(slot)) {
            problems.append("changed slot \(slot) is not noted")
        }
        if everyValueStale && !staleDefinitions.isEmpty { problems.append("every value stale, yet a list kept") }
        return problems
    }
}
