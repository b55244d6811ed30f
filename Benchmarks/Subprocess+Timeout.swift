import Foundation

extension Subprocess {
    /// Runs `executable arguments…` for at most `seconds`; `nil` when it had to be stopped
    /// (killed, then waited for).
    ///
    /// The pipes are read after the child exits, so this is only for children that write
    /// less than a pipe holds (64 KiB on Linux) before they exit, such as `kiwi-cass solve`
    /// on a small system. kiwi can loop on a degenerate system (cycling, its memory growing),
    /// which is why `--differential` needs a limit at all.
    static func run(_ executable: String, _ arguments: [String], timeout seconds: Double) throws -> Result? {
        let (process, output, errors) = Self.process(executable, arguments)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if exited.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            // SIGKILL, not Process.terminate()'s SIGTERM: a child inherits an ignored or
            // blocked SIGTERM from its parent (a test runner's, for one) and would run on.
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        guard !timedOut else { return nil }
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
