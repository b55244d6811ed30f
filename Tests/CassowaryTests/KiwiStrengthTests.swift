// kiwi's strength tests (tests/StrengthTest.cpp and py/tests/test_strength.py), in Swift.
//
// No equivalent: `strength.create("", "", "")` (TypeError) does not type-check in Swift.

import Cassowary
import Testing

@Suite("kiwi: strength")
struct KiwiStrengthTests {
    /// kiwi: tests/StrengthTest.cpp::AccessingPredefinedStrength
    /// kiwi: py/tests/test_strength.py::test_accessing_predefined_strength
    @Test func accessingPredefinedStrength() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)

        #expect(Strength.weak.weight == 1)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
    }

    /// kiwi: tests/StrengthTest.cpp::CreatingStrength
    /// kiwi: py/tests/test_strength.py::test_creating_strength
    @Test func creatingStrength() {
        #expect(Strength.create(0, 0, 1) < .create(0, 1, 0))
        #expect(Strength.create(0, 1, 0) < .create(1, 0, 0))
        #expect(Strength.create(1, 0, 0, 1) < .create(1, 0, 0, 4))
    }

    /// kiwi's `strength::create` arithmetic: `a·10⁶ + b·10³ + c`, each part clamped to
    /// 0…1000 after the multiplier; the predefined strengths are `create` values and
    /// `create(1000, 1000, 1000)` is `required`.
    @Test func createArithmetic() {
        #expect(Strength.create(1, 1, 0) == .weight(1_001_000))
        #expect(Strength.create(0, 0, 1) == .weak)
        #expect(Strength.create(0, 1, 0) == .medium)
        #expect(Strength.create(1, 0, 0) == .strong)
        #expect(Strength.create(1000, 1000, 1000) == .required)
        #expect(Strength.create(2000, 0, 0) == .create(1000, 0, 0))
        #expect(Strength.create(-5, 0, 3) == .create(0, 0, 3))
        #expect(Strength.create(1, 2, 3, 2) == .weight(2_004_006))
        #expect(Strength.weight(Strength.requiredWeight) == .required)
        #expect(Strength.weight(Strength.requiredWeight - 1) < .required)
    }

    /// The descriptions name the predefined strengths and priorities.
    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength.priority(750).description == "priority 750")
    }

    /// Priorities: levels above every weight, `priority(1000)` is `required`.
    @Test func priorityOrdering() {
        #expect(Strength.priority(1) > .strong)
        #expect(Strength.priority(1) > .weight(1_001_000_000))
        #expect(Strength.priority(750) < .priority(751))
        #expect(Strength.priority(999) < .required)
        #expect(Strength.priority(1000) == .required)
        #expect(Strength.priority(750).isPriority)
        #expect(!Strength.strong.isPriority)
        #expect(!Strength.required.isPriority)
        #expect(Strength.priority(750).level == 750)
        #expect(Strength.priority(750).weight == 1)
    }
}
