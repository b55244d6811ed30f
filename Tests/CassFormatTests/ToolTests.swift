import Foundation
import Testing

@testable import CassFormat
@testable import TrussCommands

/// The `truss` command line in-process: exit codes 0/1/2 and where the messages go.
@Suite struct ToolTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = TrussTool.run(arguments, output: &output, errors: &errors)
        return (status, output, errors)
    }

    @Test func help() {
        for arguments in [["--help"], ["-h"], ["help"], ["solve", "--help"], ["bench", "--help"]] {
            let r = run(arguments)
            #expect(r.status == 0)
            #expect(r.output.hasPrefix("usage: truss solve FILE"))
            #expect(r.errors.isEmpty)
        }
    }

    @Test(
        "usage errors exit 2 with a message",
        arguments: [
            ([], "usage:"),
            (["frob"], "truss: unknown command 'frob'"),
            (["solve"], "truss: solve takes exactly one FILE"),
            (["solve", "a", "b"], "truss: solve takes exactly one FILE"),
            (["bench"], "truss: bench needs at least one FILE"),
            (["bench", "--runs"], "truss: --runs needs a value"),
            (["bench", "--runs", "0", "f"], "--runs needs a whole number from 1 to 1000000"),
            (["bench", "--runs", "x", "f"], "--runs needs a whole number"),
            (["bench", "--runs=2000000", "f"], "--runs needs a whole number"),
            (["bench", "--bogus", "f"], "truss: unknown option '--bogus'"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let r = run(arguments)
        #expect(r.status == 2)
        #expect(r.output.isEmpty)
        #expect(r.errors.contains(message))
    }

    /// `truss demo` runs `truss-demo` from beside `truss`; without it, it says what to build
    /// and exits 2 (the dispatch itself runs as a process in `ProcessDeterminismTests`).
    @Test func demoWithoutTheDemoExecutableSaysWhatToBuild() {
        var errors = ""
        let status = DemoLauncher.run(["--out", "x"], besides: "/nonexistent/dir", errors: &errors)
        #expect(status == 2)
        #expect(
            errors
                == "truss: demo: the demo is the truss-demo executable, not built in /nonexistent/dir: "
                + "run `swift run truss-demo` (or `swift build`, which builds both)\n")
    }

    /// The running test bundle's directory is the build directory, where `swift test` put
    /// `truss` and `truss-demo`.
    @Test func theRunningExecutablesDirectoryIsFound() throws {
        let directory = try #require(DemoLauncher.runningExecutableDirectory())
        #expect(directory.hasPrefix("/"))
        let truss = try FileIO.read(directory + "/truss")
        // An ELF or a Mach-O executable.
        #expect(truss.starts(with: [0x7F, 0x45, 0x4C, 0x46]) || truss.starts(with: [0xCF, 0xFA, 0xED, 0xFE]))
    }

    @Test("a file is read whole, into storage of its size", arguments: [0, 1, 65_535, 65_536, 200_001])
    func fileIsReadWhole(size: Int) throws {
        // Sizes about the 64 KiB read chunk: empty, one byte, one short of a chunk, one
        // chunk, and several chunks with a partial last one.
        let text = String((0..<size).map { i in i % 61 == 60 ? "\n" : Character(UnicodeScalar(65 + i % 26)!) })
        let path = try temporaryFile(text, name: "read-\(size)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = try FileIO.read(path)
        #expect(bytes == Array(text.utf8))
        // Reserved from the file's size: no spare capacity from doubling. Appending chunk
        // after chunk, 200 001 bytes had 262 144 (65 536 doubled twice); an allocation
        // rounds up by at most a page here.
        #expect(bytes.capacity <= size + size / 8 + 64)
    }

    @Test func unreadableFile() {
        let r = run(["solve", "/nonexistent/dir/f.cass"])
        #expect(r.status == 2)
        #expect(r.errors.hasPrefix("/nonexistent/dir/f.cass: error: cannot read file ("))
    }

    @Test func solveExitsZeroAndPrintsValues() throws {
        let r = try runTool("solve", source: "# a window\nedit w\nsuggest w 100\nx == 0.5 * w\n")
        #expect(r.status == 0)
        #expect(r.output == "w 100\nx 50\n")
        #expect(r.errors.isEmpty)
    }

    @Test func malformedExitsTwoWithLineColumnAndCaret() throws {
        let r = try runTool("solve", source: "x == 1\n\tx + -2 == 0\n")
        #expect(r.status == 2)
        #expect(r.output.isEmpty)
        #expect(
            r.errors == """
                \(r.path):2:6: error: expected a term (a number or a variable name), found '-'
                    \tx + -2 == 0
                    \t    ^

                """)
    }

    @Test func malformedWinsOverAnEarlierUnsolvableLine() throws {
        let r = try runTool("solve", source: "x <= 1\nx >= 2\nx == +1\n")
        #expect(r.status == 2)
        #expect(r.errors.hasPrefix("\(r.path):3:6: error:"))
    }

    @Test func unsolvableExitsOne() throws {
        let r = try runTool("solve", source: "x <= 1\nx >= 2   # too big\n")
        #expect(r.status == 1)
        #expect(r.output.isEmpty)
        #expect(r.errors.hasPrefix("\(r.path):2: error: required constraint cannot be satisfied: x >= 2\n"))
        #expect(r.errors.contains("\(r.path):1: note: conflicting constraint: x <= 1"))
    }

    @Test func benchPrintsOneJSONLinePerFile() throws {
        let good = try temporaryFile("edit w\nx + y == w\nx == y @ weak\nsuggest w 10\nsuggest w 20\n", name: "good")
        let bad = try temporaryFile("x == +1\n", name: "bad")
        let unsolvable = try temporaryFile("x <= 1\nx >= 2\n", name: "unsolvable")
        var output = ""
        var errors = ""
        let status = TrussTool.run(
            ["bench", "--runs", "3", "--cpu-time", good, bad, unsolvable, good], output: &output, errors: &errors)
        #expect(status == 2)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix("{\"file\": \"\(FileIO.baseName(good))\", \"constraints\": 2, \"variables\": 3, ")
                == true)
        #expect(lines.first?.hasSuffix(", \"runs\": 3}") == true)
        #expect(errors.contains("\(bad):1:6: error:"))
        #expect(errors.contains("\(unsolvable):2: error: required constraint cannot be satisfied"))
    }

    @Test func benchOfAnUnsolvableFileExitsOne() throws {
        let r = try runTool("bench", source: "x <= 1\nx >= 2\n", extra: ["--runs", "1"])
        #expect(r.status == 1)
        #expect(r.output.isEmpty)
    }
}
