import Foundation
import Testing

@testable import Truss

@Suite("Stored snapshots")
struct SnapshotStoreTests {
    /// A fresh directory under the temporary directory.
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("truss-snapshots-\(UUID().uuidString)")
    }

    @Test("missing: recorded and passing; then matched; then a difference fails with the lines")
    func lifecycle() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SnapshotStore(directory: directory, record: false)
        let first = try store.check("a\nb\n", named: "layout")
        #expect(first.outcome == .recorded)
        #expect(first.passed)
        #expect(try String(contentsOf: directory.appendingPathComponent("layout.txt"), encoding: .utf8) == "a\nb\n")

        let second = try store.check("a\nb\n", named: "layout")
        #expect(second.outcome == .matched)
        #expect(second.difference.isEmpty)

        let third = try store.check("a\nc\n", named: "layout")
        #expect(third.outcome == .mismatched)
        #expect(!third.passed)
        #expect(third.difference == "-2: b\n+2: c")
        #expect(third.description.contains("TRUSS_RECORD_SNAPSHOTS=1"))
        // The stored file is left alone on a mismatch.
        #expect(try String(contentsOf: third.file, encoding: .utf8) == "a\nb\n")
    }

    @Test("recording overwrites")
    func recording() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SnapshotStore(directory: directory, record: false).check("old\n", named: "s", fileExtension: "svg")
        let check = try SnapshotStore(directory: directory, record: true).check(
            "new\n", named: "s", fileExtension: "svg")
        #expect(check.outcome == .recorded)
        #expect(try String(contentsOf: directory.appendingPathComponent("s.svg"), encoding: .utf8) == "new\n")
    }

    @Test("the environment variable turns recording on for 1, true, yes")
    func environment() {
        #expect(SnapshotStore.recordingRequested(["TRUSS_RECORD_SNAPSHOTS": "1"]))
        #expect(SnapshotStore.recordingRequested(["TRUSS_RECORD_SNAPSHOTS": "YES"]))
        #expect(!SnapshotStore.recordingRequested(["TRUSS_RECORD_SNAPSHOTS": "0"]))
        #expect(!SnapshotStore.recordingRequested([:]))
    }

    @Test("next to the test file: __Snapshots__/<TestFileName>/")
    func defaultDirectory() {
        let store = SnapshotStore(testFile: "/repo/Tests/AppTests/LoginTests.swift", record: false)
        #expect(store.directory.path == "/repo/Tests/AppTests/__Snapshots__/LoginTests")
    }
}
