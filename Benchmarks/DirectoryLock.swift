import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A claim on a working directory of `truss-bench`, so that two runs that would write the
/// same files (two `--differential` runs of one seed: each empties the directory as it
/// starts and writes `current.cass` there for every system) refuse to share it instead of
/// overwriting each other's files.
///
/// The claim is the file `DIRECTORY.lock`, created only if it does not exist, holding the
/// claimant's process id. A claim whose process is gone (it was killed) is taken over.
struct DirectoryLock {
    /// The lock file's path.
    let path: String

    /// Claims `directory` (whose parent must exist) for this process.
    ///
    /// - Throws: ``BenchError/failed(_:)`` naming the process that holds it, if that process
    ///   is alive; or if the lock file cannot be created.
    init(claiming directory: String) throws(BenchError) {
        path = directory + ".lock"
        for _ in 0..<2 {
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if fd >= 0 {
                let text = "\(getpid())\n"
                _ = text.withCString { write(fd, $0, strlen($0)) }
                close(fd)
                return
            }
            guard errno == EEXIST else {
                throw .failed("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            guard let holder = Self.holder(of: path) else {
                throw .failed(
                    "\(path) names no process (a run is starting, or one died as it started); "
                        + "remove it if no other run is going")
            }
            guard holder != getpid() else {
                throw .failed("\(directory) is already claimed by this process")
            }
            guard !Self.isAlive(holder) else {
                throw .failed(
                    "\(directory) is in use by process \(holder) (another run writing the same "
                        + "files); wait for it, or run this one with another TMPDIR")
            }
            // The holder is gone: its claim is stale.
            unlink(path)
        }
        throw .failed("cannot claim \(directory): \(path) keeps reappearing")
    }

    /// Gives the directory up.
    func release() {
        unlink(path)
    }

    /// The process id written in the lock file at `path`, if it holds one.
    static func holder(of path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether a process with this id exists (one owned by another user counts).
    static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
