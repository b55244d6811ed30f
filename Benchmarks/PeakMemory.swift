import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The peak resident set size of one `solve` run, measured on a fresh child process.
///
/// What the kernel counts: `ru_maxrss` (`wait4`'s `rusage`, KiB) is a process's high-water
/// mark of resident memory, but a process started from truss-bench (by `vfork`, which
/// `posix_spawn` uses, or by `fork`) starts from truss-bench's own mark, some 20 MB: at
/// `exec` the kernel folds in that of the memory the new program replaces. So:
/// - With GNU time at `/usr/bin/time` (the `time` package), the solver runs under
///   `time -f %M`, which forks it from time's own process of about 1 MB and reports the
///   solver's `ru_maxrss`: exact, for every size.
/// - Without it, two readings of the child itself: `ru_maxrss` when it is above
///   truss-bench's own peak (then it is exact), else the last `VmHWM` of
///   `/proc/PID/status` (the high-water mark of the child's own memory since its `exec`),
///   read every half millisecond while it runs, which misses what the child allocates in
///   its last half millisecond: children that live a few milliseconds read low.
///
/// Standard output and error go to `/dev/null`. The solver's address space is capped
/// (`RLIMIT_AS`: under GNU time by `ulimit -v` in a shell that then becomes time, else by
/// `prlimit` as soon as the child starts), so that a solver whose memory runs away fails in
/// its own process instead of exhausting the machine; a child past its time limit is killed
/// with its process group.
enum PeakMemory {
    /// How a measured run ended.
    enum Outcome: Equatable, Sendable {
        /// It exited with `status`; `kilobytes` is its peak resident set size in KiB.
        case exited(status: Int32, kilobytes: Int)
        /// It was killed by `signal` (an allocation over the address-space cap ends this way).
        case signaled(signal: Int32, kilobytes: Int)
        /// It ran past the time limit and was killed.
        case timedOut
    }

    /// What a table prints for a run that gave no figure, or the peak of one that did.
    static func describe(_ outcome: Outcome, timeout: Double?, limitBytes: Int?) -> String {
        switch outcome {
        case .exited(0, let kilobytes): return "peak \(kilobytes) KiB"
        case .exited(let status, _): return "exit status \(status)"
        case .signaled(let signal, let kilobytes):
            let cap = limitBytes.map { " (address space capped at \($0 >> 20) MiB)" } ?? ""
            return "killed by signal \(signal) at \(kilobytes >> 10) MiB resident\(cap)"
        case .timedOut: return "stopped after \(timeout.map { String(format: "%g", $0) } ?? "?") s"
        }
    }

    /// GNU time, when it is installed.
    static let gnuTime = "/usr/bin/time"

    /// Runs `executable arguments…` to its end (or for at most `timeout` seconds) with its
    /// address space capped at `limitBytes`, and reports its peak resident set size (under
    /// GNU time unless `useTime` is false or it is not installed).
    static func measure(
        _ executable: String, _ arguments: [String], timeout: Double?, limitBytes: Int?, useTime: Bool = true
    ) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchError.failed("cannot start \(executable): not an executable file")
        }
        guard useTime, FileManager.default.isExecutableFile(atPath: gnuTime) else {
            return try measureDirectly(executable, arguments, timeout: timeout, limitBytes: limitBytes)
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("truss-bench-rss-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        // The cap must be in place before time forks the solver (a forked child inherits it):
        // a shell sets it on itself, then becomes time.
        let timed = [gnuTime, "-f", "%M", "-o", report, executable] + arguments
        let pid =
            if let limitBytes {
                try spawn("/bin/sh", ["-c", "ulimit -v \(limitBytes >> 10) && exec \"$@\"", "sh"] + timed)
            } else {
                try spawn(gnuTime, Array(timed.dropFirst()))
            }
        var status: Int32 = 0
        var usage = rusage()
        guard try wait(pid, until: timeout.map { Date().addingTimeInterval($0) }, &status, &usage) else {
            return .timedOut
        }
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        return try Self.outcome(timeReport: text, status: status, executable: executable)
    }

    /// The outcome GNU time's `-f %M` report gives: the last line is the peak in KiB, after
    /// `Command exited with non-zero status N` or `Command terminated by signal N`.
    static func outcome(timeReport text: String, status: Int32, executable: String) throws -> Outcome {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = lines.last, let kilobytes = Int(last) else {
            throw BenchError.failed("\(gnuTime) gave no peak for \(executable) (exit \(status)): \(text)")
        }
        func number(after prefix: String) -> Int32? {
            lines.first { $0.hasPrefix(prefix) }.flatMap { Int32($0.dropFirst(prefix.count)) }
        }
        if let signal = number(after: "Command terminated by signal ") {
            return .signaled(signal: signal, kilobytes: kilobytes)
        }
        return .exited(status: number(after: "Command exited with non-zero status ") ?? 0, kilobytes: kilobytes)
    }

    /// Waits for `pid` until `deadline`; false when it had to be killed (with its group).
    private static func wait(
        _ pid: pid_t, until deadline: Date?, _ status: inout Int32, _ usage: inout rusage,
        poll: () -> Void = {}
    ) throws -> Bool {
        while true {
            poll()
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { return true }
            if reaped < 0 && errno != EINTR {
                throw BenchError.failed("wait4 on process \(pid) failed (errno \(errno))")
            }
            if let deadline, Date() > deadline {
                kill(-pid, SIGKILL)
                while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
                return false
            }
            usleep(500)
        }
    }

    /// Without GNU time: the child's own `ru_maxrss` when it is above truss-bench's peak,
    /// else the last `VmHWM` reading.
    private static func measureDirectly(
        _ executable: String, _ arguments: [String], timeout: Double?, limitBytes: Int?
    ) throws -> Outcome {
        let inherited = ownPeakKilobytes  // what the child's ru_maxrss starts from at its exec
        let pid = try spawn(executable, arguments)
        if let limitBytes { capAddressSpace(of: pid, at: limitBytes) }
        var status: Int32 = 0
        var usage = rusage()
        var polled = 0
        // Each reading before a reap: the first is taken right after the exec.
        let exited = try wait(pid, until: timeout.map { Date().addingTimeInterval($0) }, &status, &usage) {
            polled = max(polled, highWaterMark(of: pid) ?? 0)
        }
        guard exited else { return .timedOut }
        let kilobytes = Int(usage.ru_maxrss) > inherited ? Int(usage.ru_maxrss) : polled
        let signal = status & 0x7f
        if signal != 0 { return .signaled(signal: signal, kilobytes: kilobytes) }
        return .exited(status: (status >> 8) & 0xff, kilobytes: kilobytes)
    }

    /// This process's own peak resident set, in KiB.
    private static var ownPeakKilobytes: Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss)
    }

    /// `VmHWM` of `/proc/PID/status` in KiB, or `nil` when it cannot be read (the process is
    /// gone, or a zombie).
    ///
    /// Read with `open` and `read` into a buffer (no Foundation file reading, whose first use
    /// can take longer than a short child lives).
    static func highWaterMark(of pid: pid_t) -> Int? {
        let descriptor = open("/proc/\(pid)/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let status = String(decoding: bytes.prefix(count), as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// glibc's `prlimit(pid, resource, new, old)`, which the Glibc module does not declare
    /// (it is a GNU extension); looked up by name.
    private typealias SetLimit =
        @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32

    /// Sets the child's `RLIMIT_AS`, soft and hard, to `bytes` (nothing where `prlimit` is
    /// not there).
    private static func capAddressSpace(of pid: pid_t, at bytes: Int) {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prlimit") else { return }
        let setLimit = unsafeBitCast(symbol, to: SetLimit.self)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        _ = setLimit(pid, Int32(RLIMIT_AS.rawValue), &limit, nil)
    }

    /// Starts the child in a process group of its own, with its standard output and error on
    /// `/dev/null`; returns its pid.
    private static func spawn(_ executable: String, _ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw BenchError.failed("cannot start \(executable) (errno \(result))")
        }
        return pid
    }
}
