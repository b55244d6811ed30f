/// The walks of variable publishing (see ``VariableTable``): marking the variables that
/// settling reached, and reporting the ones whose value changed, through the buffers of the
/// table's lists and of the rows, with no uniqueness check, no copy of a row and no retain
/// of a variable per entry. ``VariableTable`` calls them and never opens a buffer.
///
/// The math: the value of an external symbol `x` is 0 when no row holds it (parametric, or
/// dropped), its row's constant when it is basic in a flat row, and its definition's value
/// otherwise; −0 is reported as 0. An entry is reported when that value differs from the one
/// it last reported, which it then records.
///
/// The reference is ``VariableTable/referencePublish(rows:rowOf:values:_:)`` for the
/// reports and ``referenceMarked(_:kinds:awaits:list:)`` for the marks; `PublishTests` runs
/// the kernels against them on random tables.
enum PublishWalk {
    /// Marks in `awaits` each external symbol of `reached` from `start` on not yet marked,
    /// and lists it in `list` after its first `count` entries (so that they hold each marked
    /// symbol once); returns the new count. `list` has room for every symbol of `reached`
    /// from `start` on past `count`.
    @inline(__always)
    static func mark(
        _ reached: [Symbol], from start: Int = 0, kinds: [SymbolKind], awaits: inout [Bool], list: inout [Symbol],
        count: Int
    ) -> Int {
        precondition(list.count - count >= reached.count - start, "no room to list the reached symbols")
        var count = count
        kinds.withUnsafeBufferPointer { kinds in
            awaits.withUnsafeMutableBufferPointer { awaits in
                list.withUnsafeMutableBufferPointer { list in
                    for k in start..<reached.count {
                        let symbol = reached[k]
                        guard kinds[symbol.index] == .external && !awaits[symbol.index] else { continue }
                        awaits[symbol.index] = true
                        list[count] = symbol
                        count += 1
                    }
                }
            }
        }
        return count
    }

    /// Clears the marks of the first `count` symbols of `list` in `awaits`.
    @inline(__always)
    static func unmark(_ list: [Symbol], count: Int, awaits: inout [Bool]) {
        awaits.withUnsafeMutableBufferPointer { awaits in
            for k in 0..<count { awaits[list[k].index] = false }
        }
    }

    /// Reports the entries of `list` at the positions `pending` (ascending), or every entry
    /// if `pending` is nil; returns how many entries stay. A pass over every entry while
    /// `compacting` (the list may hold entries of dropped variables) also moves the live
    /// entries to the front, in order, updating `orderIndex`, so that the entries of dropped
    /// variables (just reported as 0) can be cut off after the returned count.
    @inline(__always)
    static func report(
        _ pending: [Int32]?, compacting: Bool, list: inout [PublishedVariable], orderIndex: inout [Int32],
        rows: [Row], rowOf: [Int32], values: [Double], _ changed: (Variable, Double) -> Void
    ) -> Int {
        var live = 0
        rows.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                values.withUnsafeBufferPointer { values in
                    orderIndex.withUnsafeMutableBufferPointer { orderIndex in
                        list.withUnsafeMutableBufferPointer { list in
                            func publish(_ i: Int) {
                                publishEntry(i, list: list, rows: rows, rowOf: rowOf, values: values, changed)
                            }
                            if let pending {
                                for i in pending { publish(Int(i)) }
                                live = list.count
                                return
                            }
                            guard compacting else {
                                for i in 0..<list.count { publish(i) }
                                live = list.count
                                return
                            }
                            for i in 0..<list.count {
                                publish(i)
                                let symbol = list[i].symbol
                                guard !symbol.isNone else { continue }
                                if live != i {
                                    list.swapAt(live, i)
                                    orderIndex[symbol.index] = Int32(live)
                                }
                                live += 1
                            }
                        }
                    }
                }
            }
        }
        return live
    }
}

extension PublishWalk {
    /// Reports the entries of `list` of the first `count` symbols of `marked` (external
    /// symbols, each once, marked in `awaits`): sorts them in place by their positions
    /// `orderIndex` (by insertion: they are a suggestion's few), clears their marks, and
    /// reports them in that order, skipping a symbol at -1 (no entry), with no list of
    /// positions to build.
    @inline(__always)
    static func reportFew(
        _ marked: inout [Symbol], count: Int, awaits: inout [Bool], list: inout [PublishedVariable],
        orderIndex: [Int32], rows: [Row], rowOf: [Int32], values: [Double], _ changed: (Variable, Double) -> Void
    ) {
        precondition(count <= marked.count, "more marked symbols counted than stored")
        marked.withUnsafeMutableBufferPointer { marked in
            orderIndex.withUnsafeBufferPointer { orderIndex in
                awaits.withUnsafeMutableBufferPointer { awaits in
                    for i in 0..<count {
                        let symbol = marked[i]
                        awaits[symbol.index] = false
                        let position = orderIndex[symbol.index]
                        var j = i
                        while j > 0 && orderIndex[marked[j - 1].index] > position {
                            marked[j] = marked[j - 1]
                            j -= 1
                        }
                        marked[j] = symbol
                    }
                }
                rows.withUnsafeBufferPointer { rows in
                    rowOf.withUnsafeBufferPointer { rowOf in
                        values.withUnsafeBufferPointer { values in
                            list.withUnsafeMutableBufferPointer { list in
                                for i in 0..<count where orderIndex[marked[i].index] >= 0 {
                                    publishEntry(
                                        Int(orderIndex[marked[i].index]), list: list, rows: rows, rowOf: rowOf,
                                        values: values, changed)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Reports the entry `i` of `list` if its value changed (see the type's comment), and
    /// records the new value.
    @inline(__always)
    private static func publishEntry(
        _ i: Int, list: UnsafeMutableBufferPointer<PublishedVariable>, rows: UnsafeBufferPointer<Row>,
        rowOf: UnsafeBufferPointer<Int32>, values: UnsafeBufferPointer<Double>, _ changed: (Variable, Double) -> Void
    ) {
        let symbol = list[i].symbol
        var v = 0.0
        if !symbol.isNone, rowOf[symbol.index] >= 0 {
            let slot = Int(rowOf[symbol.index])
            v = rows[slot].isDefinition ? values[symbol.index] : rows[slot].constant
            if v == 0 { v = 0 }  // never -0
        }
        if v != list[i].published {
            list[i].published = v
            changed(list[i].variable, v)
        }
    }
}

// MARK: - Reference

extension PublishWalk {
    /// The plain reference of ``mark(_:from:kinds:awaits:list:count:)``: the marks, and the
    /// list's counted entries.
    static func referenceMarked(
        _ reached: [Symbol], kinds: [SymbolKind], awaits: [Bool], list: [Symbol]
    ) -> (awaits: [Bool], list: [Symbol]) {
        var awaits = awaits
        var list = list
        for symbol in reached where kinds[symbol.index] == .external && !awaits[symbol.index] {
            awaits[symbol.index] = true
            list.append(symbol)
        }
        return (awaits, list)
    }
}
