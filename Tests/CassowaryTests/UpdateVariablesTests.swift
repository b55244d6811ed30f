// `updateVariables` reports each variable whose value differs from the last published one,
// in the order the solver first met the variables.

import Cassowary
import TestSupport
import Testing

@Suite("updateVariables")
struct UpdateVariablesTests {
    /// Collects what `updateVariables` reports.
    func published(_ solver: Solver) -> [(name: String, value: Double)] {
        var out: [(name: String, value: Double)] = []
        solver.updateVariables { out.append(($0.name, $1)) }
        return out
    }

    @Test func firstSeenOrder() throws {
        // Created a, b, z; met z, b, a.
        let a = Variable("a")
        let b = Variable("b")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(z == 3)
        try solver.addConstraint(b + a == 10)
        let pinA = a == 4
        try solver.addConstraint(pinA)

        let first = published(solver)
        #expect(first.map(\.name) == ["z", "b", "a"])
        #expect(zip(first.map(\.value), [3.0, 6, 4]).allSatisfy { approx($0, $1) })

        // Nothing changed since.
        #expect(published(solver).isEmpty)

        // a and b change, z does not: reported in first-seen order (b before a).
        try solver.removeConstraint(pinA)
        try solver.addConstraint(a == 7)
        let second = published(solver)
        #expect(second.map(\.name) == ["b", "a"])
        #expect(zip(second.map(\.value), [3.0, 7]).allSatisfy { approx($0, $1) })
        #expect(published(solver).isEmpty)
    }

    /// Edit variables are met when they become edit variables; suggestions are reported.
    @Test func editVariablesAndSuggestions() throws {
        let solver = Solver()
        let knob = Variable("knob")
        let follower = Variable("follower")
        try solver.addEditVariable(knob, strength: .strong)
        try solver.suggestValue(knob, 2)
        try solver.addConstraint(follower == 2 * knob + 1)
        let first = published(solver)
        #expect(first.map(\.name) == ["knob", "follower"])
        #expect(zip(first.map(\.value), [2.0, 5]).allSatisfy { approx($0, $1) })

        try solver.suggestValue(knob, 5)
        let second = published(solver)
        #expect(second.map(\.name) == ["knob", "follower"])
        #expect(zip(second.map(\.value), [5.0, 11]).allSatisfy { approx($0, $1) })

        // A suggestion and its reversal before publishing report nothing.
        try solver.suggestValue(knob, 9)
        try solver.suggestValue(knob, 5)
        #expect(published(solver).isEmpty)
    }

    /// Values are still readable between publications; publishing does not change them.
    @Test func valuesIndependentOfPublication() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 8)
        #expect(approx(solver.value(of: x), 8))
        solver.updateVariables()
        #expect(approx(solver.value(of: x), 8))
        #expect(published(solver).isEmpty)
    }

    /// A variable whose constraints are all removed is reported if (and only if) its value
    /// changed from the published one.
    @Test func removedConstraintReportsChange() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 8
        try solver.addConstraint(pin)
        try solver.addConstraint(y == 2)
        #expect(published(solver).map(\.name) == ["x", "y"])
        try solver.removeConstraint(pin)
        let now = solver.value(of: x)
        let after = published(solver)
        if now == 8 {
            #expect(after.isEmpty)
        } else {
            #expect(after.map(\.name) == ["x"])
            #expect(after.first?.value == now)
        }
    }

    /// After `reset`, the solver meets variables afresh.
    @Test func orderAfterReset() throws {
        let solver = Solver()
        let p = Variable("p")
        let q = Variable("q")
        try solver.addConstraint(p == 1)
        try solver.addConstraint(q == 2)
        #expect(published(solver).map(\.name) == ["p", "q"])
        solver.reset()
        try solver.addConstraint(q == 5)
        try solver.addConstraint(p == 6)
        #expect(published(solver).map(\.name) == ["q", "p"])
    }

    /// Only what moved is reported, in first-seen order, however the changes came about:
    /// after a suggestion only the edit's chain, after a rejected constraint (rolled back)
    /// nothing, after a removal the variables that lost their value.
    @Test func onlyWhatMovedIsReported() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let other = Variable("other")
        try solver.addConstraint(other == 3)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width == 100)
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggestValue(left, 10)
        #expect(published(solver).map(\.name) == ["other", "right", "left", "width"])  // as met

        try solver.suggestValue(left, 20)
        let moved = published(solver)
        #expect(moved.map(\.name) == ["right", "left"])
        #expect(moved.map(\.value) == [120, 20])

        #expect(throws: SolverError.self) { try solver.addConstraint(width == 50) }
        #expect(published(solver).isEmpty)

        let pin = other == 3
        try solver.addConstraint(pin)
        #expect(published(solver).isEmpty)
        try solver.removeConstraint(pin)
        #expect(published(solver).isEmpty)  // `other == 3` still holds it
        #expect(solver.value(of: other) == 3)
    }

    /// Over random operations on a chain of 24 links, each report is exactly the variables
    /// whose values differ from what was last published (each once), whether the solver
    /// walks every variable or only those its changes reached.
    @Test(arguments: 0..<12)
    func reportsExactlyTheMovedVariables(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let solver = Solver()
        let x = (0...24).map { Variable("x\($0)") }
        let w = (0..<24).map { Variable("w\($0)") }
        for i in 0..<24 {
            try solver.addConstraint(x[i + 1] == x[i] + w[i] + 2)
            try solver.addConstraint(w[i] >= 10)
            try solver.addConstraint((w[i] == 40).strength(.weak))
        }
        try solver.addConstraint(x[0] == 0)
        var published: [ObjectIdentifier: Double] = [:]
        let all = x + w
        var optional: [Constraint] = []
        var edits: [Int] = []
        for step in 0..<80 {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                let i = Int.random(in: 0..<24, using: &rng)
                let c = (w[i] == Double(Int.random(in: 5...60, using: &rng))).strength(.medium)
                try solver.addConstraint(c)
                optional.append(c)
            case 1 where !optional.isEmpty:
                try solver.removeConstraint(optional.remove(at: Int.random(in: 0..<optional.count, using: &rng)))
            case 2:
                let i = Int.random(in: 0..<24, using: &rng)
                if !edits.contains(i) {
                    try solver.addEditVariable(w[i], strength: .strong)
                    edits.append(i)
                }
                try solver.suggestValue(w[i], Double(Int.random(in: 0...80, using: &rng)))
            case 3 where !edits.isEmpty:
                try solver.removeEditVariable(w[edits.remove(at: Int.random(in: 0..<edits.count, using: &rng))])
            default:
                let end = x[24] <= Double(Int.random(in: 300...1200, using: &rng))
                if (try? solver.addConstraint(end)) != nil { optional.append(end) }
            }
            var seen = Set<ObjectIdentifier>()
            var duplicate = false
            var unchanged = false
            solver.updateVariables { variable, value in
                duplicate = duplicate || !seen.insert(variable.id).inserted
                unchanged = unchanged || value == published[variable.id, default: 0]
                published[variable.id] = value
            }
            #expect(!duplicate && !unchanged, "step \(step)")
            for v in all where published[v.id, default: 0] != solver.value(of: v) {
                Issue.record("step \(step): \(v) published \(published[v.id, default: 0]), is \(solver.value(of: v))")
            }
        }
    }

    /// The callback runs once the solver is done: it may read values and change the system
    /// (a nested update reports what that change moved).
    @Test func callbackMayUseTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 1)
        var seen: [String] = []
        var nested: [String] = []
        solver.updateVariables { variable, value in
            seen.append("\(variable) = \(value), y = \(solver.value(of: y))")
            if variable.isSame(as: y) {
                let z = Variable("z")
                try? solver.addConstraint(z == y * 2)
                solver.updateVariables { nested.append("\($0) = \($1)") }
            }
        }
        #expect(seen == ["x = 10.0, y = 11.0", "y = 11.0, y = 11.0"])
        #expect(nested == ["z = 22.0"])
        #expect(published(solver).isEmpty)
    }
}
