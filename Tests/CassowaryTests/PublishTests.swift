// Variable publishing (`VariableTable.publish`) against its plain reference, over random
// rounds of meeting, dropping and moving variables: every round must report the same
// variables with the same values in the same order, and leave the same table.

import TestSupport
import Testing

@testable import Cassowary

@Suite("Variable publishing")
struct PublishTests {
    /// One variable's report.
    struct Report: Equatable {
        var id: ObjectIdentifier
        var value: Double
    }

    /// Random values for the symbols `0..<count`: each parametric, basic in a flat row, or
    /// defined (its value in `values`); values repeat and include 0 and -0.
    static func randomState(count: Int, rng: inout SplitMix64) -> (rows: [Row], rowOf: [Int32], values: [Double]) {
        let choices: [Double] = [0, -0.0, 1, 2.5, -3, 7]
        var rows: [Row] = []
        var rowOf = [Int32](repeating: -1, count: count)
        var values = [Double](repeating: 0, count: count)
        for s in 0..<count {
            switch rng.int(0...2) {
            case 0: continue
            case 1:
                rowOf[s] = Int32(rows.count)
                rows.append(Row(basic: Symbol(s), constant: rng.pick(choices)))
            default:
                rowOf[s] = Int32(rows.count)
                var row = Row(basic: Symbol(s), constant: 99)  // a definition's constant is not its value
                row.isDefinition = true
                rows.append(row)
                values[s] = rng.pick(choices)
            }
        }
        return (rows, rowOf, values)
    }

    @Test("publishing reports what the reference reports", arguments: 0..<30)
    func randomRounds(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 9973 &+ 7)
        let count = rng.int(4...120)
        var kernel = VariableTable()
        kernel.grow(toHold: count)
        var live: [Symbol] = []
        var free = Array(0..<count).map { Symbol($0) }
        let kinds = [SymbolKind](repeating: .external, count: count)
        var reports = 0
        for _ in 0..<30 {
            // Meet some variables, drop some, and note some as reached.
            for _ in 0..<rng.int(0...8) where !free.isEmpty {
                let symbol = free.remove(at: rng.int(0...(free.count - 1)))
                kernel.meet(Variable("v\(symbol)"), as: symbol)
                live.append(symbol)
            }
            for _ in 0..<rng.int(0...3) where !live.isEmpty {
                let symbol = live.remove(at: rng.int(0...(live.count - 1)))
                _ = kernel.drop(symbol)
                free.append(symbol)
            }
            let reached = (0..<rng.int(0...10)).compactMap { _ in live.isEmpty ? nil : rng.pick(live) }
            kernel.noteUnpublished(reached, kinds: kinds)
            if rng.chance(10) { kernel.everyValueUnpublished = true }

            let (rows, rowOf, values) = Self.randomState(count: count, rng: &rng)
            var reference = kernel
            var fromKernel: [Report] = []
            var fromReference: [Report] = []
            kernel.publish(rows: rows, rowOf: rowOf, values: values) { fromKernel.append(Report(id: $0.id, value: $1)) }
            reference.referencePublish(rows: rows, rowOf: rowOf, values: values) {
                fromReference.append(Report(id: $0.id, value: $1))
            }
            #expect(fromKernel == fromReference)
            #expect(fromKernel.allSatisfy { $0.value.sign == .plus || $0.value != 0 }, "never -0")
            #expect(kernel.order.map(\.symbol) == reference.order.map(\.symbol))
            #expect(kernel.order.map(\.published) == reference.order.map(\.published))
            #expect(kernel.order.map(\.variable.id) == reference.order.map(\.variable.id))
            #expect(kernel.invariantViolations().isEmpty)
            #expect(reference.invariantViolations().isEmpty)
            reports += fromKernel.count
        }
        #expect(reports > 0)
    }

    @Test("marking lists each reached external symbol once, as the reference does", arguments: 0..<20)
    func marking(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 613 &+ 1)
        let count = rng.int(1...80)
        let kindChoices: [SymbolKind] = [.external, .external, .slack, .error, .dummy]
        let kinds = (0..<count).map { _ in rng.pick(kindChoices) }
        var awaits = [Bool](repeating: false, count: count)
        // The kernel lists in place, past the counted entries (storage beyond them is left
        // over from earlier rounds); the reference appends.
        var storage: [Symbol] = []
        var listed = 0
        for _ in 0..<10 {
            // Reached lists repeat symbols, within one call and across calls.
            let reached = (0..<rng.int(0...30)).map { _ in Symbol(rng.int(0...(count - 1))) }
            let before = Array(storage[..<listed])
            let reference = PublishWalk.referenceMarked(reached, kinds: kinds, awaits: awaits, list: before)
            let room = listed + reached.count + rng.int(0...3)
            if storage.count < room {
                storage.append(contentsOf: repeatElement(Symbol(0), count: room - storage.count))
            }
            listed = PublishWalk.mark(reached, kinds: kinds, awaits: &awaits, list: &storage, count: listed)
            let list = Array(storage[..<listed])
            #expect(awaits == reference.awaits)
            #expect(list == reference.list)
            #expect(Set(list).count == list.count, "each symbol listed once")
            #expect(list.allSatisfy { kinds[$0.index] == .external })
            if rng.chance(30) {
                PublishWalk.unmark(storage, count: listed, awaits: &awaits)
                listed = 0
                #expect(!awaits.contains(true))
            }
        }
    }

    @Test("a hand-worked round: changed values only, first-met order, a dropped variable once as 0")
    func handWorked() {
        // Symbols 0, 1, 2 met in the order 2, 0, 1. Symbol 2 is basic in a flat row with
        // constant 5, symbol 0 is defined with value 3, symbol 1 is parametric (0).
        var table = VariableTable()
        table.grow(toHold: 3)
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        table.meet(a, as: 2)
        table.meet(b, as: 0)
        table.meet(c, as: 1)
        var definition = Row(basic: 0, constant: 0)
        definition.isDefinition = true
        let rows = [Row(basic: 2, constant: 5), definition]
        var reports: [String] = []
        table.publish(rows: rows, rowOf: [1, -1, 0], values: [3, 0, 0]) { reports.append("\($0)=\($1)") }
        // First publish: a = 5 and b = 3 changed from 0; c stays 0 and is not reported.
        #expect(reports == ["a=5.0", "b=3.0"])
        // Drop a: the next full pass reports it as 0 once, then forgets it.
        #expect(!table.mayHoldDropped)
        _ = table.drop(2)
        #expect(table.mayHoldDropped)
        reports = []
        table.publish(rows: rows, rowOf: [1, -1, -1], values: [3, 0, 0]) { reports.append("\($0)=\($1)") }
        #expect(reports == ["a=0.0"])
        #expect(table.order.map(\.symbol) == [0, 1])
        #expect(!table.mayHoldDropped, "the full pass removed the dropped entry")
        #expect(table.invariantViolations().isEmpty)
    }
    @Test("a reach over 64 variables and a quarter of them marks every variable, and reports the same")
    func wideReach() {
        // 200 variables met in symbol order, all 0 and published as 0 (nothing to report).
        var table = VariableTable()
        table.grow(toHold: 200)
        for s in 0..<200 { table.meet(Variable("v\(s)"), as: Symbol(s)) }
        var reports: [String] = []
        table.publish(rows: [], rowOf: [Int32](repeating: -1, count: 200), values: []) { reports.append("\($0)=\($1)") }
        #expect(reports.isEmpty)
        // Symbols 0..<80 become basic in flat rows with constants 1...80, the others stay 0.
        var rowOf = [Int32](repeating: -1, count: 200)
        var rows: [Row] = []
        for s in 0..<80 {
            rowOf[s] = Int32(rows.count)
            rows.append(Row(basic: Symbol(s), constant: Double(s + 1)))
        }
        let kinds = [SymbolKind](repeating: .external, count: 200)
        // Three reached variables are listed one by one.
        table.noteUnpublished([Symbol(0), Symbol(1), Symbol(2)], kinds: kinds)
        #expect(!table.everyValueUnpublished)
        // 80 more: over 64 and over a quarter of 200, so every variable is marked instead.
        table.noteUnpublished((0..<80).map { Symbol($0) }, kinds: kinds)
        #expect(table.everyValueUnpublished)
        table.publish(rows: rows, rowOf: rowOf, values: [Double](repeating: 0, count: 200)) {
            reports.append("\($0)=\($1)")
        }
        #expect(reports == (0..<80).map { "v\($0)=\(Double($0 + 1))" })
        #expect(!table.everyValueUnpublished)
        #expect(table.invariantViolations().isEmpty)
    }
}
