import TrussCollections

/// The user's variables: the external symbol of each, how many constraints mention it, the
/// order the tableau first met them in, and what was last reported for each.
///
/// Reports (``publish(rows:rowOf:values:_:)``) go in first-met order, so they never depend
/// on addresses or hashing. Only the variables that settling reached can have moved since
/// the last report (``noteUnpublished(_:from:kinds:)``); after an undo, a dropped variable or a
/// walk over every definition, all of them may have (``everyValueUnpublished``).
///
/// Invariant: ``symbol(of:)`` and `variableOf` are inverse on the live variables; each live
/// external symbol is listed once in ``order``, at its `orderIndex`; a dropped variable's
/// entry has symbol `.none`.
struct VariableTable {
    private var symbolOf = IdentityMap<Symbol>()
    /// The variable of an external symbol.
    private(set) var variableOf: [Variable?] = []
    /// How many constraints mention the external symbol.
    private(set) var references: [Int32] = []
    /// External symbols in the order the tableau first met their variables (with the
    /// entries of dropped variables, whose symbol is `.none`, until they are forgotten).
    private(set) var order: [PublishedVariable] = []
    /// The position of each live external symbol in ``order``.
    private var orderIndex: [Int32] = []
    /// The variables that may have moved since the last report, each listed once
    /// (`awaitsPublishing`): `unpublished[0..<unpublishedCount]`. The entries past the count
    /// are storage kept for the next reports, so a report ends without emptying an array.
    private var unpublished: [Symbol] = []
    private var unpublishedCount = 0
    private var awaitsPublishing: [Bool] = []
    /// Storage for the positions in ``order`` that a report visits, reused from report to
    /// report (empty between them).
    private var pendingStorage: [Int32] = []
    /// Storage for the reports of ``Tableau/collectChangedVariables()``, reused from call to
    /// call (empty between them, and while a caller holds it).
    private var reportStorage: [VariableReport] = []
    /// Whether every variable may have moved since the last report.
    var everyValueUnpublished = true
    /// Whether ``order`` may hold entries of dropped variables: set when a variable is
    /// dropped or such entries are carried over, cleared by a report that visits every entry
    /// (which removes them), so that such a report moves no entry when there are none.
    private(set) var mayHoldDropped = false
    /// ``forgetDropped()`` scans ``order`` again only once it is longer than this: twice its
    /// length after the last scan, so that the scans cost O(1) amortized per entry.
    private var nextScanLength = 0

    /// How many variables are live.
    var count: Int { symbolOf.count }

    /// Makes room for the symbols `0..<count`.
    mutating func grow(toHold count: Int) {
        guard variableOf.count < count else { return }
        let extra = count - variableOf.count
        variableOf.append(contentsOf: repeatElement(nil, count: extra))
        references.append(contentsOf: repeatElement(0, count: extra))
        orderIndex.append(contentsOf: repeatElement(-1, count: extra))
        awaitsPublishing.append(contentsOf: repeatElement(false, count: extra))
    }

    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? {
        symbolOf[variable.id]
    }

    /// Records a new variable with its (new) external symbol, last in the order.
    mutating func meet(_ variable: Variable, as symbol: Symbol) {
        symbolOf[variable.id] = symbol
        variableOf[symbol.index] = variable
        orderIndex[symbol.index] = Int32(order.count)
        order.append(PublishedVariable(symbol: symbol, variable: variable, published: 0))
    }

    /// Undoes ``meet(_:as:)``.
    mutating func unmeet(_ symbol: Symbol) {
        if let variable = variableOf[symbol.index] { symbolOf[variable.id] = nil }
        variableOf[symbol.index] = nil
        orderIndex[symbol.index] = -1
        if order.last?.symbol == symbol { order.removeLast() }
    }

    /// Forgets the variable of `symbol`, whose entry stays until it has reported 0; returns
    /// the variable and its place in the order (for an undo), or nil if there is none.
    mutating func drop(_ symbol: Symbol) -> (variable: Variable, index: Int)? {
        let s = symbol.index
        guard let variable = variableOf[s] else { return nil }
        let index = Int(orderIndex[s])
        everyValueUnpublished = true
        mayHoldDropped = true
        symbolOf[variable.id] = nil
        variableOf[s] = nil
        order[index].symbol = .none
        orderIndex[s] = -1
        return (variable, index)
    }

    /// Takes over the order of `old`, the table of a tableau this one's tableau was solved
    /// afresh from without some of its constraints, having met the variables whose symbols
    /// `kept` marks (in `old`'s symbols) in `old`'s order and no others. Each entry keeps its
    /// place and its last published value; a variable not kept is dropped as a removal drops
    /// it (its entry stays, to report 0 once if it was published otherwise), so that reports
    /// go on as if `old`'s tableau had lost the constraints one by one. O(entries of `old`),
    /// with no entry copied.
    mutating func carryOrder(from old: inout VariableTable, keeping kept: [Bool]) {
        var list: [PublishedVariable] = []
        swap(&list, &old.order)
        var next = 0
        for i in list.indices {
            let symbol = list[i].symbol
            guard !symbol.isNone else { continue }
            if kept[symbol.index] {
                let fresh = order[next].symbol
                next += 1
                list[i].symbol = fresh
                orderIndex[fresh.index] = Int32(i)
            } else {
                list[i].symbol = .none
            }
        }
        assert(next == order.count, "a variable met afresh that the old table did not list")
        order = list
        everyValueUnpublished = true
        mayHoldDropped = true
    }

    /// Undoes ``drop(_:)``.
    mutating func undrop(_ symbol: Symbol, _ variable: Variable, at index: Int) {
        symbolOf[variable.id] = symbol
        variableOf[symbol.index] = variable
        orderIndex[symbol.index] = Int32(index)
        order[index].symbol = symbol
    }

    /// Sets how many constraints mention `symbol`; returns the old count.
    @discardableResult
    mutating func setReferences(_ symbol: Symbol, _ count: Int32) -> Int32 {
        defer { references[symbol.index] = count }
        return references[symbol.index]
    }

    /// The storage for a list of reports, empty (see ``keepReportStorage(_:)``).
    mutating func takeReportStorage() -> [VariableReport] {
        var list: [VariableReport] = []
        swap(&list, &reportStorage)
        return list
    }

    /// Keeps `list` (emptied) as the storage of the next list of reports, unless the storage
    /// a nested call gave back is as large.
    mutating func keepReportStorage(_ list: [VariableReport]) {
        guard list.capacity > reportStorage.capacity else { return }
        assert(list.isEmpty, "report storage handed back with reports in it")
        reportStorage = list
    }

    /// Lists the external symbols among `reached` from `start` on as possibly moved. When
    /// they may be more than a quarter of the variables (`reached` holds other symbols too)
    /// and over 64, marks every variable instead: a report then visits every one
    /// (``publish(rows:rowOf:values:_:)``) and would not read the marks.
    @inline(__always)
    mutating func noteUnpublished(_ reached: [Symbol], from start: Int = 0, kinds: [SymbolKind]) {
        guard !everyValueUnpublished else { return }
        let reaching = unpublishedCount + reached.count - start
        guard reaching <= 64 || 4 * reaching <= order.count else {
            everyValueUnpublished = true
            return
        }
        // Room for every reached symbol past the count: the kernel writes them in place.
        if unpublished.count < reaching {
            unpublished.append(contentsOf: repeatElement(Symbol.none, count: reaching - unpublished.count))
        }
        unpublishedCount = PublishWalk.mark(
            reached, from: start, kinds: kinds, awaits: &awaitsPublishing, list: &unpublished, count: unpublishedCount)
        if unpublishedCount > order.count { everyValueUnpublished = true }
    }

    /// Drops the entries of dropped variables that have nothing left to report (published
    /// as 0), so that adding and removing constraints over new variables without ever
    /// publishing does not grow the list. Moves logged positions: not inside a journal.
    ///
    /// Entries still to report stay, so a scan may free little (a removed subtree's
    /// variables, all published, wait for the next report): the list is scanned again only
    /// once it has doubled, or else adding a subtree back one constraint at a time scans
    /// the removed entries once per constraint.
    mutating func forgetDropped() {
        guard order.count > 2 * symbolOf.count + 64, order.count > nextScanLength else { return }
        defer { nextScanLength = 2 * order.count }
        var live = 0
        for i in order.indices {
            let entry = order[i]
            guard !entry.symbol.isNone || entry.published != 0 else { continue }
            if !entry.symbol.isNone { orderIndex[entry.symbol.index] = Int32(live) }
            order[live] = entry
            live += 1
        }
        order.removeLast(order.count - live)
    }

    /// Carries over what `old` (the table of the tableau this one rebuilds, over the same
    /// variables) last reported for each variable, and its dropped entries still to report.
    mutating func carryPublished(from old: VariableTable) {
        var published = IdentityMap<Double>()
        var dropped: [PublishedVariable] = []
        for entry in old.order {
            if !entry.symbol.isNone {
                published[entry.variable.id] = entry.published
            } else if entry.published != 0 {
                dropped.append(entry)
            }
        }
        for i in order.indices { order[i].published = published[order[i].variable.id] ?? 0 }
        order.append(contentsOf: dropped)
        if !dropped.isEmpty { mayHoldDropped = true }
        everyValueUnpublished = true
    }

    /// Every way the table breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var live = 0
        for (i, entry) in order.enumerated() where !entry.symbol.isNone {
            live += 1
            let s = entry.symbol.index
            if orderIndex[s] != Int32(i) { problems.append("variable \(entry.variable) is not at its order index") }
            if symbolOf[entry.variable.id] != entry.symbol || variableOf[s]?.isSame(as: entry.variable) != true {
                problems.append("variable \(entry.variable) and symbol \(s) do not name each other")
            }
        }
        if live != symbolOf.count { problems.append("\(symbolOf.count) variables, \(live) listed") }
        if !mayHoldDropped && live != order.count { problems.append("dropped entries not flagged") }
        if unpublishedCount > unpublished.count { problems.append("more unpublished variables counted than stored") }
        return problems
    }
}

extension VariableTable {
    /// Calls `changed` for every variable whose value differs from the one last reported,
    /// in first-met order, and records the new value; a dropped variable is reported (as 0)
    /// once, then forgotten. Every definition's value in `values` must be current.
    ///
    /// Only the variables that settling reached can have moved; with many of them, one pass
    /// over the list is as cheap as sorting them.
    mutating func publish(
        rows: [Row], rowOf: [Int32], values: [Double], _ changed: (Variable, Double) -> Void
    ) {
        if !everyValueUnpublished && unpublishedCount <= Self.fewToReport && 4 * unpublishedCount <= order.count {
            publishFew(rows: rows, rowOf: rowOf, values: values, changed)
            return
        }
        var pending = pendingStorage
        pendingStorage = []
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingStorage = pending
        }
        let everyVariable = everyValueUnpublished || 4 * unpublishedCount > order.count
        if !everyVariable {
            for symbol in unpublished[..<unpublishedCount] where orderIndex[symbol.index] >= 0 {
                pending.append(orderIndex[symbol.index])
            }
            Self.sortSmall(&pending)
        }
        PublishWalk.unmark(unpublished, count: unpublishedCount, awaits: &awaitsPublishing)
        unpublishedCount = 0
        everyValueUnpublished = false
        // The list is moved out, so that the kernel walks it with no uniqueness check.
        var list = order
        order = []
        let live = PublishWalk.report(
            everyVariable ? nil : pending, compacting: mayHoldDropped, list: &list, orderIndex: &orderIndex,
            rows: rows, rowOf: rowOf, values: values, changed)
        if live < list.count { list.removeLast(list.count - live) }
        order = list
        if everyVariable { mayHoldDropped = false }
    }
}

extension VariableTable {
    /// The most variables ``publishFew(rows:rowOf:values:_:)`` reports: a suggestion's few.
    static let fewToReport = 16

    /// ``publish(rows:rowOf:values:_:)`` for a few marked variables (at most
    /// ``fewToReport``, and at most a quarter of the list): sorts them by position in place
    /// and reports them from the list of marks itself, with no list of positions to build,
    /// sort and empty. The reports are the same: the marked entries in first-met order.
    private mutating func publishFew(
        rows: [Row], rowOf: [Int32], values: [Double], _ changed: (Variable, Double) -> Void
    ) {
        // The list is moved out, so that the kernel walks it with no uniqueness check.
        var list = order
        order = []
        PublishWalk.reportFew(
            &unpublished, count: unpublishedCount, awaits: &awaitsPublishing, list: &list, orderIndex: orderIndex,
            rows: rows, rowOf: rowOf, values: values, changed)
        order = list
        unpublishedCount = 0
    }

    /// Sorts `list` ascending: by insertion when it is short (a suggestion's few
    /// variables, where the library's sort costs more than the comparisons).
    static func sortSmall(_ list: inout [Int32]) {
        guard list.count > 1 else { return }
        guard list.count <= 16 else {
            list.sort()
            return
        }
        for i in 1..<list.count {
            let value = list[i]
            var j = i
            while j > 0 && list[j - 1] > value {
                list[j] = list[j - 1]
                j -= 1
            }
            list[j] = value
        }
    }
}

extension VariableTable {
    /// The plain reference of ``publish(rows:rowOf:values:_:)``, which the tests run it
    /// against on random tables (`PublishTests`): the same reports in the same order, the
    /// same table afterwards.
    mutating func referencePublish(
        rows: [Row], rowOf: [Int32], values: [Double], _ changed: (Variable, Double) -> Void
    ) {
        let marked = unpublished.prefix(unpublishedCount)
        let everyVariable = everyValueUnpublished || 4 * marked.count > order.count
        let indices: [Int] =
            everyVariable
            ? Array(order.indices)
            : Set(marked.map { Int(orderIndex[$0.index]) }.filter { $0 >= 0 }).sorted()
        for symbol in marked { awaitsPublishing[symbol.index] = false }
        unpublishedCount = 0
        everyValueUnpublished = false
        for i in indices {
            let symbol = order[i].symbol
            // A dropped variable, or one no row holds, is 0; a value is never -0.
            var value = 0.0
            if !symbol.isNone, rowOf[symbol.index] >= 0 {
                let row = rows[Int(rowOf[symbol.index])]
                value = row.isDefinition ? values[symbol.index] : row.constant
            }
            if value == 0 { value = 0 }
            if value != order[i].published {
                order[i].published = value
                changed(order[i].variable, value)
            }
        }
        guard everyVariable else { return }
        // A full pass forgets the dropped variables it has just reported.
        order.removeAll { $0.symbol.isNone }
        for (i, entry) in order.enumerated() { orderIndex[entry.symbol.index] = Int32(i) }
        mayHoldDropped = false
    }
}

/// A variable whose published value changed, with its new value (a named struct: a list of
/// them empties through its own value witness, where a tuple's goes through the generic one).
struct VariableReport {
    let variable: Variable
    let value: Double
}

/// A variable in the order the tableau first met it, with the value last reported for it.
struct PublishedVariable {
    /// The external symbol, or -1 once the variable has been dropped.
    var symbol: Symbol
    var variable: Variable
    var published: Double
}
