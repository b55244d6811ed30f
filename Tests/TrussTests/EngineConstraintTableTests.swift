import Cassowary
import Foundation
import Testing

@testable import Truss

@Suite("Engine constraint table")
struct EngineConstraintTableTests {
    /// Stored constraints are found from their solver constraints, freed slots are reused
    /// most recent first, and a solver constraint that is not stored (another table's, an
    /// untagged one, or a stale one whose slot was reused) finds nothing.
    @Test func slotsLeadBackToLayoutConstraints() {
        let view = View()
        func make() -> LayoutConstraint { view.widthAnchor.constraint(equalToConstant: 10) }
        var table = EngineConstraintTable()
        var stored: [LayoutConstraint] = []
        for _ in 0..<5 {
            let c = make()
            c.solverConstraint = c.makeSolverConstraint(tag: table.nextSlot)
            table.store(c)
            stored.append(c)
        }
        #expect(table.count == 5)
        for c in stored { #expect(table[c.solverConstraint!] === c) }

        let stale = stored[1].solverConstraint!
        table.remove(stored[1].solverConstraint!)
        table.remove(stored[3].solverConstraint!)
        #expect(table.count == 3)
        #expect(table[stale] == nil)
        #expect(table.nextSlot == 3)

        let reused = make()
        reused.solverConstraint = reused.makeSolverConstraint(tag: table.nextSlot)
        table.store(reused)
        #expect(reused.solverConstraint?.tag == 3)
        #expect(table.nextSlot == 1)
        #expect(table[reused.solverConstraint!] === reused)
        #expect(table[stored[3].solverConstraint!] == nil)

        let untagged = make().makeSolverConstraint()
        #expect(untagged.tag == -1 && table[untagged] == nil)
        var other = EngineConstraintTable()
        let foreign = make()
        foreign.solverConstraint = foreign.makeSolverConstraint(tag: other.nextSlot)
        other.store(foreign)
        #expect(table[foreign.solverConstraint!] == nil)
        #expect(
            Set(table.constraints.map(ObjectIdentifier.init))
                == Set([0, 2, 4].map { ObjectIdentifier(stored[$0]) } + [ObjectIdentifier(reused)]))
    }

    /// A conflict's explanation names layout constraints found through the table.
    @Test func conflictsAreReportedWithTheirLayoutConstraints() {
        let window = Window(
            screen: Screen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)),
            frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.logHandler = { _ in }
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 10)
        let narrow = view.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([wide])
        LayoutConstraint.activate([narrow])
        let report = window.unsatisfiableConstraintReports.last
        #expect(report?.brokenConstraint === narrow)
        #expect(report?.conflictingConstraints.contains { $0 === wide } == true)
        #expect(narrow.isBrokenByConflict && !narrow.isInEngine && wide.isInEngine)
    }
}
