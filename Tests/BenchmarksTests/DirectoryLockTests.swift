import Foundation
import Testing

@testable import Benchmarks

/// The claim on a working directory: one holder at a time, a dead holder's claim taken over.
@Suite struct DirectoryLockTests {
    /// A fresh directory path under the temporary directory (not created).
    func freshDirectory() throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("directory-lock-tests").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        return base + "/" + UUID().uuidString
    }

    @Test func aClaimWritesThisProcessAndReleaseRemovesIt() throws {
        let directory = try freshDirectory()
        let lock = try DirectoryLock(claiming: directory)
        #expect(lock.path == directory + ".lock")
        #expect(DirectoryLock.holder(of: lock.path) == getpid())
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: lock.path))
        // Released, it can be claimed again.
        try DirectoryLock(claiming: directory).release()
    }

    @Test func aSecondClaimByTheSameProcessFails() throws {
        let directory = try freshDirectory()
        let lock = try DirectoryLock(claiming: directory)
        defer { lock.release() }
        let error = #expect(throws: BenchError.self) { try DirectoryLock(claiming: directory) }
        #expect(error?.description.contains("already claimed by this process") == true)
    }

    /// The parent process (the test runner's) is alive: its claim holds, and the message names it.
    @Test func aLiveHoldersClaimHolds() throws {
        let directory = try freshDirectory()
        let parent = getppid()
        try "\(parent)\n".write(toFile: directory + ".lock", atomically: true, encoding: .utf8)
        defer { unlink(directory + ".lock") }
        let error = #expect(throws: BenchError.self) { try DirectoryLock(claiming: directory) }
        #expect(error?.description.contains("in use by process \(parent)") == true)
        #expect(DirectoryLock.holder(of: directory + ".lock") == parent)
    }

    /// A child that has exited (and been reaped) is no process: its claim is taken over.
    @Test func aDeadHoldersClaimIsTakenOver() throws {
        let directory = try freshDirectory()
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        #expect(!DirectoryLock.isAlive(dead))
        try "\(dead)\n".write(toFile: directory + ".lock", atomically: true, encoding: .utf8)
        let lock = try DirectoryLock(claiming: directory)
        #expect(DirectoryLock.holder(of: lock.path) == getpid())
        lock.release()
    }

    @Test func aLockNamingNoProcessIsNotTakenOver() throws {
        let directory = try freshDirectory()
        try "".write(toFile: directory + ".lock", atomically: true, encoding: .utf8)
        defer { unlink(directory + ".lock") }
        let error = #expect(throws: BenchError.self) { try DirectoryLock(claiming: directory) }
        #expect(error?.description.contains("names no process") == true)
    }
}
