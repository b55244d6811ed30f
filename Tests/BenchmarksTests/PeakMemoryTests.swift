import Foundation
import Testing

@testable import Benchmarks

/// The peak-memory measurement of a child: exit status, peak, time limit, address-space cap,
/// with GNU time (where it is installed) and without it.
@Suite struct PeakMemoryTests {
    static let python = "/usr/bin/python3"

    /// The child lives 50 ms: without GNU time its peak is read from `/proc` while it runs.
    @Test(arguments: [true, false])
    func aChildsExitStatusIsReported(useTime: Bool) throws {
        let outcome = try PeakMemory.measure(
            "/bin/sh", ["-c", "sleep 0.05; exit 3"], timeout: 30, limitBytes: 1 << 30, useTime: useTime)
        guard case .exited(let status, let kilobytes) = outcome else {
            Issue.record("expected an exit, got \(outcome)")
            return
        }
        #expect(status == 3)
        #expect(kilobytes > 0)
    }

    /// A child that writes 100 MiB and holds it for 50 ms: its peak is at least
    /// 100 · 1 024 = 102 400 KiB, and the interpreter adds tens of MiB, not hundreds.
    @Test(arguments: [true, false])
    func aKnownAllocationIsMeasured(useTime: Bool) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else { return }
        let program = "import time\nb = b'x' * (100 << 20)\ntime.sleep(0.05)"
        let outcome = try PeakMemory.measure(
            Self.python, ["-c", program], timeout: 60, limitBytes: 1 << 30, useTime: useTime)
        guard case .exited(0, let kilobytes) = outcome else {
            Issue.record("expected a clean exit, got \(outcome)")
            return
        }
        #expect(kilobytes >= 102_400)
        #expect(kilobytes < 102_400 + 64 * 1024)
    }

    @Test(arguments: [true, false])
    func aChildPastItsLimitIsKilled(useTime: Bool) throws {
        let outcome = try PeakMemory.measure("/bin/sleep", ["30"], timeout: 0.2, limitBytes: nil, useTime: useTime)
        #expect(outcome == .timedOut)
        #expect(PeakMemory.describe(outcome, timeout: 0.2, limitBytes: nil) == "stopped after 0.2 s")
    }

    /// python3 asking for 512 MiB under a 64 MiB address-space cap: MemoryError, exit status 1.
    @Test(arguments: [true, false])
    func aChildOverItsAddressSpaceCapFails(useTime: Bool) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else { return }
        let outcome = try PeakMemory.measure(
            Self.python, ["-c", "bytearray(512 << 20)"], timeout: 30, limitBytes: 64 << 20, useTime: useTime)
        guard case .exited(let status, _) = outcome else {
            Issue.record("expected an exit, got \(outcome)")
            return
        }
        #expect(status == 1)
    }

    @Test func aMissingExecutableIsAnError() {
        #expect(throws: BenchError.self) {
            _ = try PeakMemory.measure("/nonexistent/solver", [], timeout: 1, limitBytes: nil)
        }
    }

    @Test func timeReportsAreRead() throws {
        #expect(
            try PeakMemory.outcome(timeReport: "1524\n", status: 0, executable: "s")
                == .exited(status: 0, kilobytes: 1524))
        #expect(
            try PeakMemory.outcome(
                timeReport: "Command exited with non-zero status 3\n1524\n", status: 3, executable: "s")
                == .exited(status: 3, kilobytes: 1524))
        #expect(
            try PeakMemory.outcome(timeReport: "Command terminated by signal 9\n1456\n", status: 137, executable: "s")
                == .signaled(signal: 9, kilobytes: 1456))
        #expect(throws: BenchError.self) {
            _ = try PeakMemory.outcome(timeReport: "time: cannot run s\n", status: 127, executable: "s")
        }
    }

    @Test func outcomesAreDescribed() {
        #expect(PeakMemory.describe(.exited(status: 2, kilobytes: 9), timeout: nil, limitBytes: nil) == "exit status 2")
        #expect(
            PeakMemory.describe(.signaled(signal: 6, kilobytes: 8 << 20), timeout: nil, limitBytes: 8 << 30)
                == "killed by signal 6 at 8192 MiB resident (address space capped at 8192 MiB)")
    }
}
