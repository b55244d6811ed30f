#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `truss demo`: runs the `truss-demo` executable that was built beside `truss`, in this
/// process's place, with the same arguments.
///
/// The demo draws its scenes with the layout layer, which needs Foundation (`CGFloat`,
/// `CGRect`); `solve` and `bench` need neither, and a process that loads Foundation starts
/// with about 10 M more instructions and 13 MB more memory (docs/Benchmarks.md). So the demo
/// is an executable of its own, built beside `truss` by `swift build` (every product) or
/// `swift build --product truss-demo`, and `truss demo` replaces itself with it (`execv`), so
/// that the output, the exit status and the signals are the demo's own. (`truss` cannot
/// depend on it: SwiftPM would link the demo's libraries, and Foundation, into `truss`.)
enum DemoLauncher {
    /// The file name of the demo executable.
    static let executableName = "truss-demo"

    /// Replaces this process with `truss-demo ARGUMENTS` from `directory` (default: the
    /// directory of the running executable). Returns only when that fails: status 2, with the
    /// reason written to `errors`.
    static func run(
        _ arguments: [String], besides directory: String? = nil, errors: inout some TextOutputStream
    ) -> Int32 {
        guard let directory = directory ?? runningExecutableDirectory() else {
            errors.write("truss: demo: cannot find the directory of the running truss executable\n")
            return 2
        }
        let path = directory + "/" + executableName
        let error = execute(path, arguments)
        if error == ENOENT {
            errors.write(
                "truss: demo: the demo is the \(executableName) executable, not built in \(directory): "
                    + "run `swift run \(executableName)` (or `swift build`, which builds both)\n")
        } else {
            let reason = strerror(error).map { String(cString: $0) } ?? "error \(error)"
            errors.write("truss: demo: cannot run \(path) (\(reason))\n")
        }
        return 2
    }

    /// Replaces this process with `path ARGUMENTS`; returns `errno` when it cannot.
    private static func execute(_ path: String, _ arguments: [String]) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        execv(path, &argv)
        return errno
    }

    /// The directory of the running executable (Linux: `/proc/self/exe`; Darwin:
    /// `_NSGetExecutablePath`), or `nil` where the system does not say.
    static func runningExecutableDirectory() -> String? {
        guard let path = runningExecutablePath(), let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func runningExecutablePath() -> String? {
        #if os(Linux) || os(Android)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var size: UInt32 = 4096
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }
}
