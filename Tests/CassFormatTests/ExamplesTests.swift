import Foundation
import Testing
import TrussCommands

@testable import CassFormat

/// The bundled `Examples/*.cass` give the values their comments work out by hand.
@Suite struct ExamplesTests {
    static let examples = packageRoot.appendingPathComponent("Examples").path

    @Test(
        arguments: [
            (
                "login-form.cass",
                [
                    "window.w": 200, "user.label.w": 52, "user.field.x": 80, "user.field.w": 100, "button.x": 84,
                    "button.y": 100,
                ]
            ),
            ("priorities.cass", ["window.w": 320, "label.w": 200, "field.w": 100]),
            ("weights.cass", ["x": 10, "y": 4]),
        ] as [(String, [String: Double])])
    func solves(_ file: String, _ expected: [String: Double]) {
        var output = ""
        var errors = ""
        let status = TrussTool.run(["solve", "\(Self.examples)/\(file)"], output: &output, errors: &errors)
        #expect(status == 0, "\(errors)")
        let got = values(output)
        for (name, value) in expected {
            #expect(close(got[name], value), "\(name): \(got[name] ?? .nan) != \(value)")
        }
    }

    @Test func unsatisfiableExample() {
        var output = ""
        var errors = ""
        let path = "\(Self.examples)/unsatisfiable.cass"
        #expect(TrussTool.run(["solve", path], output: &output, errors: &errors) == 1)
        #expect(errors.hasPrefix("\(path):10: error: required constraint cannot be satisfied: view.w >= 300\n"))
        #expect(errors.contains("\(path):10: note: it conflicts with lines 6, 7, 8\n"))
    }
}
