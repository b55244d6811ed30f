import Foundation

/// Stored snapshots for tests: compares a snapshot with a file, and writes the file when it
/// is missing or when recording is asked for.
///
/// By default the files live next to the test file, in
/// `__Snapshots__/<TestFileName>/<name>.<extension>`. Recording happens when the file is
/// missing, or for every check when the environment variable `TRUSS_RECORD_SNAPSHOTS` is
/// `1`, `true` or `yes`. Commit the recorded files; a recorded check passes.
///
/// ```swift
/// @Test func loginForm() throws {
///     let window = makeLoginForm()
///     window.layoutIfNeeded()
///     let check = try SnapshotStore().check(window.layoutSnapshot(), named: "login-form")
///     #expect(check.passed, "\(check)")
/// }
/// ```
///
/// Re-record after an intended change with `TRUSS_RECORD_SNAPSHOTS=1 swift test`.
public struct SnapshotStore: Sendable {
    /// The directory holding the snapshot files.
    public var directory: URL
    /// Whether every check writes its file instead of comparing.
    public var isRecording: Bool

    /// The environment variable that turns recording on.
    public static let recordVariable = "TRUSS_RECORD_SNAPSHOTS"

    /// A store in `directory`; `record` defaults to the `TRUSS_RECORD_SNAPSHOTS` variable.
    public init(directory: URL, record: Bool? = nil) {
        self.directory = directory
        self.isRecording = record ?? Self.recordingRequested(ProcessInfo.processInfo.environment)
    }

    /// A store next to the calling test file: `<dir>/__Snapshots__/<TestFileName>/`.
    public init(testFile: String = #filePath, record: Bool? = nil) {
        let file = URL(fileURLWithPath: testFile)
        let directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        self.init(directory: directory, record: record)
    }

    /// Whether an environment asks for recording.
    static func recordingRequested(_ environment: [String: String]) -> Bool {
        guard let value = environment[recordVariable]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// Compares `actual` with the stored file `<name>.<fileExtension>`, or writes it.
    ///
    /// - Throws: File-system errors from reading or writing the file.
    public func check(_ actual: String, named name: String, fileExtension: String = "txt") throws -> SnapshotCheck {
        let file = directory.appendingPathComponent(name).appendingPathExtension(fileExtension)
        let exists = FileManager.default.fileExists(atPath: file.path)
        if isRecording || !exists {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file, options: .atomic)
            return SnapshotCheck(outcome: .recorded, file: file, expected: nil, actual: actual)
        }
        let expected = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        return SnapshotCheck(
            outcome: expected == actual ? .matched : .mismatched, file: file, expected: expected, actual: actual)
    }
}

/// The result of ``SnapshotStore/check(_:named:fileExtension:)``; its description names
/// the file and, on a mismatch, the differing lines.
public struct SnapshotCheck: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// The stored file has the same text.
        case matched
        /// The file was written (it was missing, or recording was on).
        case recorded
        /// The stored file differs.
        case mismatched
    }

    public let outcome: Outcome
    /// The snapshot file.
    public let file: URL
    /// The stored text (`nil` when recorded).
    public let expected: String?
    /// The text checked.
    public let actual: String

    /// Whether the check passed: matched or recorded.
    public var passed: Bool { outcome != .mismatched }

    /// The differing lines, `-` stored and `+` actual, with 1-based line numbers; empty
    /// when they agree.
    public var difference: String {
        guard let expected, expected != actual else { return "" }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil
            let b = i < new.count ? new[i] : nil
            guard a != b else { continue }
            if let a { lines.append("-\(i + 1): \(a)") }
            if let b { lines.append("+\(i + 1): \(b)") }
        }
        return lines.joined(separator: "\n")
    }

    public var description: String {
        switch outcome {
        case .matched: "snapshot matches \(file.path)"
        case .recorded: "snapshot recorded to \(file.path)"
        case .mismatched:
            "snapshot differs from \(file.path) (re-record with \(SnapshotStore.recordVariable)=1):\n\(difference)"
        }
    }
}
