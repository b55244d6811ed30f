import Foundation
import Testing

@testable import Truss

@Suite("Constraint file export")
struct ExportTests {
    func layout() -> Window {
        let window = makeWindow(width: 320, height: 480)
        let box = makeView("box", in: window)
        LayoutConstraint.activate {
            box.leadingAnchor == window.leadingAnchor + 20
            box.topAnchor == window.topAnchor
            box.heightAnchor == 10
            box.widthAnchor == 100 ~ .defaultHigh
            box.widthAnchor == 0.5 * window.widthAnchor ~ .defaultLow
        }
        return window
    }

    /// A `.cass` statement line: `EXPR OP EXPR [@ STRENGTH]` (format version 1).
    static func isStatement(_ line: String) -> Bool {
        line.wholeMatch(
            of:
                #/^-?(\d+(\.\d+)?(e[+-]?\d+)? \* )?[A-Za-z_][A-Za-z0-9_.]*( [+-] (\d+(\.\d+)?(e[+-]?\d+)? \* )?[A-Za-z_][A-Za-z0-9_.]*)* (==|<=|>=) -?\d+(\.\d+)?(e[+-]?\d+)?( @ (required|priority \d+(\.\d+)?|\d+(\.\d+)?(e[+-]?\d+)?))?$/#
        ) != nil
    }

    @Test(arguments: [false, true])
    func export(prioritiesAsWeights: Bool) throws {
        let window = layout()
        let text = window.exportConstraintFile(prioritiesAsWeights: prioritiesAsWeights)
        let lines = text.split(separator: "\n").map(String.init)
        let statements = lines.filter { !$0.hasPrefix("#") }
        // 4 window constraints + 5 of ours.
        #expect(statements.count == 9)
        for line in statements { #expect(Self.isStatement(line), "\(line)") }
        #expect(statements.contains("box_1.minX - window_0.minX == 20"))
        #expect(statements.contains("window_0.width == 320"))
        if prioritiesAsWeights {
            #expect(!text.contains("priority"))
            // Two tiers: step min(3, 9/2) = 3 decades, so 250 -> 1 and 750 -> 1000.
            #expect(statements.contains("box_1.width == 100 @ 1000"))
            #expect(statements.contains("box_1.width - 0.5 * window_0.width == 0 @ 1"))
        } else {
            #expect(statements.contains("box_1.width == 100 @ priority 750"))
            #expect(statements.contains("box_1.width - 0.5 * window_0.width == 0 @ priority 250"))
        }
    }

    @Test("edited constants are exported as they are now")
    func currentConstants() {
        let window = layout()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        let text = window.exportConstraintFile()
        #expect(text.contains("window_0.width == 400\n"))
    }
}
