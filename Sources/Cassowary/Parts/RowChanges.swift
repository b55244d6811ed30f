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
/// Invariant: `changeNoted` holds exactly the slots of the counted entries of `changed`, each
/// once; with `everyValueStale`, `staleDefinitions` is empty and no plan's list stands for
/// it; while a plan's list does (`stalePlan`), `staleDefinitions` is empty.
struct RowChanges {
    /// A row slot changed in this round, with the basic symbol it had before its first change.
    struct ChangedRow {
        var slot: Int32
        var basic: Symbol
    }

    /// The rows changed in this round, `changed[0..<changedCount]`, each once a round
    /// (`changeNoted`); the entries past the count are storage kept for the next rounds, so
    /// a round ends without emptying an array. Written only here and through the kernels'
    /// view (``withUnsafeNotes(room:slotBound:_:)``, in `Kernels/ChangeNotes.swift`).
    var changed: [ChangedRow] = []
    var changedCount = 0
    var changeNoted = StampSet()
    /// The definitions made stale since the last evaluation of every stale value, or all of
    /// them (`everyValueStale`).
    private var staleDefinitions: [Symbol] = []
    private var everyValueStale = true
    /// The place of the shift plan whose kept list (``ShiftPlans/Plan/settled``) is the list
    /// of stale definitions, read in the plan rather than copied (-1: none): set by settling
    /// a planned round, until the stale values are evaluated or another round is taken.
    private(set) var stalePlan = -1
    /// The place of the shift plan whose rows opened this round, and how many rows were
    /// noted once it had moved them (-1: the round opened otherwise).
    private var plannedPlace = -1
    private var plannedCount = 0

    /// Whether a row changed since the values were last settled.
    @inline(__always)
    var hasChanges: Bool { changedCount > 0 }

    /// Notes that the row in `slot`, whose basic symbol is `basic`, is about to change.
    @inline(__always)
    mutating func note(_ slot: Int, basic: Symbol) {
        changeNoted.makeRoom(for: slot)
        guard changeNoted.insert(slot) else { return }
        let entry = ChangedRow(slot: Int32(slot), basic: basic)
        if changedCount < changed.count {
            changed[changedCount] = entry
        } else {
            changed.append(entry)
        }
        changedCount += 1
    }

    /// The rows noted in this round, in order, each with its basic symbol before its first
    /// change (for the tests).
    var notedRows: [(slot: Int, basic: Symbol)] {
        changed.prefix(changedCount).map { (Int($0.slot), $0.basic) }
    }

    /// Notes that the shift plan at place `p` (``ShiftPlans``) has just moved its rows;
    /// `openedRound` says whether no row had changed before in this round.
    @inline(__always)
    mutating func notePlannedShift(_ p: Int, openedRound: Bool) {
        plannedPlace = openedRound ? p : -1
        plannedCount = changedCount
    }

    /// The place of the shift plan whose rows are exactly this round's changed rows, if
    /// every value was current when the round opened (so that settling reaches what it
    /// reached the last time the plan alone changed the rows at the same shape), or nil.
    @inline(__always)
    var plannedRound: Int? {
        plannedPlace >= 0 && plannedCount == changedCount && !everyValueStale && staleDefinitions.isEmpty
            && stalePlan < 0 ? plannedPlace : nil
    }

    /// Settles a round that ``plannedRound`` names: the list that the plan at place `p` kept
    /// of what settling reaches becomes the list of stale definitions (``stalePlan``), read
    /// in the plan; starts a new round.
    @inline(__always)
    mutating func settlePlannedRound(plan p: Int) {
        stalePlan = p
        startRound()
    }

    /// Copies `kept`, the kept list of the plan that stands for the list of stale
    /// definitions (``stalePlan``), into that list, before a round appends to it.
    mutating func copyStalePlan(_ kept: [Symbol]) {
        staleDefinitions.append(contentsOf: kept)
        stalePlan = -1
    }

    /// The list of stale definitions with the basic symbols of this round's changed rows
    /// appended (before and after their change; `rows` holds them after), and the position
    /// where this round's symbols start. Settling invalidates from there on, appending what
    /// it reaches; give the list back with ``endRound(_:liveRows:)``. Inlined into settling,
    /// its one caller, as ``endRound(_:liveRows:)`` is.
    @inline(__always)
    mutating func takeRound(rows: [Row]) -> (list: [Symbol], start: Int) {
        assert(stalePlan < 0, "a round taken while a plan's list stands for the stale definitions")
        var list: [Symbol] = []
        swap(&list, &staleDefinitions)
        let start = list.count
        for k in 0..<changedCount {
            let before = changed[k].basic
            let now = rows[Int(changed[k].slot)].basic
            if !before.isNone { list.append(before) }
            if !now.isNone && now != before { list.append(now) }
        }
        return (list, start)
    }

    /// Keeps `list` (from ``takeRound(rows:)``, settled) as the stale definitions, and starts
    /// a new round. Values read one at a time never empty the list: past the size of the
    /// tableau (`liveRows` rows), a walk over every definition is as cheap.
    @inline(__always)
    mutating func endRound(_ list: [Symbol], liveRows: Int) {
        staleDefinitions = list
        if everyValueStale || staleDefinitions.count > 2 * liveRows + 64 { markEveryValueStale() }
        startRound()
    }

    /// Marks every value stale (after an undo, which restores rows without noting them),
    /// and starts a new round.
    mutating func invalidateAll() {
        markEveryValueStale()
        startRound()
    }

    /// The definitions an evaluation of every stale value must evaluate, unless a plan's
    /// list stands for them (``stalePlan``).
    var staleRoots: DefinitionValues.Roots {
        everyValueStale ? .everyDefinition : .listed(staleDefinitions)
    }

    /// Notes that every stale value was just evaluated.
    mutating func noteEvaluated() {
        everyValueStale = false
        emptyStaleList()
    }

    private mutating func markEveryValueStale() {
        everyValueStale = true
        emptyStaleList()
    }

    /// Empties the list of stale definitions: a plan's list no longer stands for it, and its
    /// own is emptied in place.
    @inline(__always)
    private mutating func emptyStaleList() {
        stalePlan = -1
        if !staleDefinitions.isEmpty { staleDefinitions.removeAll(keepingCapacity: true) }
    }

    /// Starts a new round of noting changed rows.
    private mutating func startRound() {
        changedCount = 0
        plannedPlace = -1
        changeNoted.removeAll()
    }

    /// Every way the changes break their invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems = changeNoted.invariantViolations()
        if changedCount > changed.count { problems.append("more changed rows counted than stored") }
        let slots = changed.prefix(changedCount).map(\.slot)
        if Set(slots).count != slots.count { problems.append("a changed slot is listed twice") }
        for slot in slots where !changeNoted.contains(Int(slot)) {
            problems.append("changed slot \(slot) is not noted")
        }
        if everyValueStale && (!staleDefinitions.isEmpty || stalePlan >= 0) {
            problems.append("every value stale, yet a list kept")
        }
        if stalePlan >= 0 && !staleDefinitions.isEmpty { problems.append("a plan's list and a list of its own") }
        return problems
    }
}
