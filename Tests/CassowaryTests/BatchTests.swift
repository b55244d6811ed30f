// `addConstraints` and `removeConstraints`: all of them, or none.

import Cassowary
import TestSupport
import Testing

@Suite("Batches")
struct BatchTests {
    /// A successful batch gives the same solution as adding one by one.
    @Test func batchEqualsSequentialAdds() throws {
        func build(batch: Bool) throws -> [Double] {
            let solver = Solver()
            let left = Variable("left")
            let width = Variable("width")
            let right = Variable("right")
            let constraints = [
                left >= 0,
                right == left + width,
                right <= 320,
                (width == 400).strength(.strong),
                (left == 10).strength(.weak),
            ]
            if batch {
                try solver.addConstraints(constraints)
            } else {
                for c in constraints { try solver.addConstraint(c) }
            }
            #expect(sameConstraints(solver.constraints, constraints))
            return [left, width, right].map { solver.value(of: $0) }
        }
        let batched = try build(batch: true)
        let sequential = try build(batch: false)
        #expect(zip(batched, sequential).allSatisfy { approx($0, $1) })
        #expect(approx(batched[0], 0))
        #expect(approx(batched[1], 320))
        #expect(approx(batched[2], 320))
    }

    /// An unsatisfiable member fails the whole batch; the error names it; nothing is added.
    @Test func unsatisfiableMemberAddsNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 10)
        let before = SolverSnapshot(solver, [x, y])
        let good = y == 4
        let bad = x <= 0
        let later = y >= 0
        let error = try #require(caught { try solver.addConstraints([good, bad, later]) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === bad)
        #expect(!solver.hasConstraint(good) && !solver.hasConstraint(bad) && !solver.hasConstraint(later))
        #expect(SolverSnapshot(solver, [x, y]) == before)
        #expect(solver.value(of: y) == 0)
    }

    /// Members that conflict only with each other fail the batch at the later one.
    @Test func conflictWithinTheBatch() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x >= 5
        let second = x <= 4
        let error = try #require(caught { try solver.addConstraints([first, second]) })
        #expect(error.kind == "unsatisfiableConstraint")
        #expect(error.constraint === second)
        #expect(solver.constraints.isEmpty)
        #expect(solver.statistics == Solver().statistics)
    }

    /// A duplicate (already in the solver, or twice in the batch) fails the batch.
    @Test func duplicateMemberAddsNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let existing = x >= 0
        try solver.addConstraint(existing)
        let before = SolverSnapshot(solver, [x])
        let fresh = (x == 3).strength(.weak)

        let error = try #require(caught { try solver.addConstraints([fresh, existing]) })
        #expect(error.kind == "duplicateConstraint")
        #expect(error.constraint === existing)
        #expect(SolverSnapshot(solver, [x]) == before)

        let twice = try #require(caught { try solver.addConstraints([fresh, fresh]) })
        #expect(twice.kind == "duplicateConstraint")
        #expect(twice.constraint === fresh)
        #expect(!solver.hasConstraint(fresh))
        #expect(SolverSnapshot(solver, [x]) == before)
    }

    /// An unknown member fails a removal batch; nothing is removed.
    @Test func unknownMemberRemovesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 3
        let b = (x == 8).strength(.medium)
        try solver.addConstraints([a, b])
        let before = SolverSnapshot(solver, [x])
        let stranger = x <= 100
        let error = try #require(caught { try solver.removeConstraints([b, stranger, a]) })
        #expect(error.kind == "unknownConstraint")
        #expect(error.constraint === stranger)
        #expect(solver.hasConstraint(a) && solver.hasConstraint(b))
        #expect(SolverSnapshot(solver, [x]) == before)
        #expect(approx(solver.value(of: x), 8))
    }

    /// A solver holding a = (x ≥ 3), b = (x = 8, medium), c = (y = x + 1) and d = (x = 1,
    /// weak): x = 8 and y = 9; without a and b, x = 1 and y = 2.
    static func fourConstraints() throws -> (
        solver: Solver, x: Variable, y: Variable, a: Constraint, b: Constraint, c: Constraint, d: Constraint
    ) {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let a = x >= 3
        let b = (x == 8).strength(.medium)
        let c = y == x + 1
        let d = (x == 1).strength(.weak)
        try solver.addConstraints([a, b, c, d])
        return (solver, x, y, a, b, c, d)
    }

    /// A removal batch by identity removes what a batch of the constraints removes; an
    /// unknown or repeated identity fails it, and nothing is removed.
    @Test func removalBatchByIdentity() throws {
        let (solver, x, y, a, b, c, d) = try Self.fourConstraints()
        let before = SolverSnapshot(solver, [x, y])
        let stranger = x <= 100
        #expect(!solver.removeConstraints(identifiedBy: [ObjectIdentifier(b), ObjectIdentifier(stranger)]))
        #expect(!solver.removeConstraints(identifiedBy: [ObjectIdentifier(a), ObjectIdentifier(a)]))
        #expect(sameConstraints(solver.constraints, [a, b, c, d]))
        #expect(SolverSnapshot(solver, [x, y]) == before)
        #expect(solver.removeConstraints(identifiedBy: [ObjectIdentifier(b), ObjectIdentifier(a)]))
        #expect(sameConstraints(solver.constraints, [c, d]))
        #expect(approx(solver.value(of: x), 1))
        #expect(approx(solver.value(of: y), 2))
    }

    /// A removal batch by identity large enough to be done by a rebuild leaves what the
    /// same batch of constraints leaves; a repeated or unknown identity fails it, and
    /// nothing is removed.
    @Test func rebuildingRemovalBatchByIdentity() throws {
        func chain(_ solver: Solver) throws -> (constraints: [Constraint], variables: [Variable]) {
            let v = (0..<100).map { Variable("v\($0)") }
            var constraints = [v[0] == 1]
            for i in 1..<100 {
                constraints.append(v[i] == v[i - 1] + Double(i % 7))
                constraints.append((v[i] == 3).strength(.weak))
            }
            try solver.addConstraints(constraints)
            return (constraints, v)
        }
        let byIdentity = Solver()
        let reference = Solver()
        let (constraints, v) = try chain(byIdentity)
        let (referenceConstraints, w) = try chain(reference)
        // Keep the first ten: at most one for every eight removed, so the batch rebuilds.
        let ids = constraints.dropFirst(10).map { ObjectIdentifier($0) }
        let before = SolverSnapshot(byIdentity, v)
        #expect(!byIdentity.removeConstraints(identifiedBy: ids + [ids[0]]))
        #expect(!byIdentity.removeConstraints(identifiedBy: ids + [ObjectIdentifier(v[0] == 2)]))
        #expect(SolverSnapshot(byIdentity, v) == before)
        #expect(byIdentity.constraints.count == constraints.count)
        #expect(byIdentity.removeConstraints(identifiedBy: ids))
        try reference.removeConstraints(referenceConstraints.dropFirst(10))
        #expect(sameConstraints(byIdentity.constraints, Array(constraints.prefix(10))))
        for (a, b) in zip(v, w) { #expect(approx(byIdentity.value(of: a), reference.value(of: b))) }
    }

    /// A successful removal batch removes them all and re-optimizes.
    @Test func removalBatch() throws {
        let (solver, x, y, a, b, c, d) = try Self.fourConstraints()
        #expect(approx(solver.value(of: y), 9))
        try solver.removeConstraints([b, a])
        #expect(sameConstraints(solver.constraints, [c, d]))
        #expect(approx(solver.value(of: x), 1))
        #expect(approx(solver.value(of: y), 2))
        try solver.removeConstraints([c, d])
        #expect(solver.constraints.isEmpty)
    }

    /// Empty batches are no-ops.
    @Test func emptyBatches() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 2)
        let before = SolverSnapshot(solver, [x])
        try solver.addConstraints([])
        try solver.removeConstraints([])
        #expect(SolverSnapshot(solver, [x]) == before)
    }

    /// A batch of required constraints feasible only together (each alone would be fine
    /// too, but the order inside the batch must not matter).
    @Test func batchOrderDoesNotMatterForFeasibility() throws {
        let x = Variable("x")
        let y = Variable("y")
        let constraints = [x + y == 10, x - y == 2, x >= 0, y >= 0]
        for rotation in 0..<constraints.count {
            let solver = Solver()
            let rotated = Array(constraints[rotation...] + constraints[..<rotation])
            try solver.addConstraints(rotated)
            #expect(approx(solver.value(of: x), 6))
            #expect(approx(solver.value(of: y), 4))
        }
    }
}
