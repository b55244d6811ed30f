#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading files and writing to file descriptors without Foundation.
public enum FileIO {
    /// Why a file could not be read: `cannot read file (No such file or directory)`.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The path that was read.
        public let path: String
        /// The system's reason.
        public let reason: String

        public var description: String { "\(path): error: cannot read file (\(reason))" }
    }

    /// The bytes of the file at `path`; `-` reads standard input.
    ///
    /// A file that can seek (not a pipe) is read into storage of its exact size, which the
    /// parsed program keeps for its messages: no spare capacity from doubling.
    ///
    /// ```swift
    /// let bytes = try FileIO.read("Examples/login-form.cass")
    /// ```
    public static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let fd = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { throw ReadError(path: path, reason: systemError()) }
        defer { if fd != 0 { close(fd) } }
        var bytes: [UInt8] = []
        let size = seekSize(fd)
        if size > 0 { bytes.reserveCapacity(size) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: systemError())
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// How many bytes are left to read in the file open as `fd`, its offset left where it
    /// was; -1 if it cannot seek (a pipe or a terminal).
    private static func seekSize(_ fd: Int32) -> Int {
        let offset = lseek(fd, 0, SEEK_CUR)
        guard offset >= 0 else { return -1 }
        let end = lseek(fd, 0, SEEK_END)
        guard end >= offset, lseek(fd, offset, SEEK_SET) == offset else { return -1 }
        return Int(end - offset)
    }

    private static func systemError() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message)
    }

    /// The last component of a path: `/tmp/wl/enaml.cass` → `enaml.cass`.
    public static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// A `TextOutputStream` that writes straight to a file descriptor (1 for standard output,
/// 2 for standard error), with no buffering of its own.
///
/// ```swift
/// var errors = FileDescriptorStream.standardError
/// print("f.cass:3:5: error: …", to: &errors)
/// ```
public struct FileDescriptorStream: TextOutputStream, Sendable {
    /// The descriptor written to.
    public let descriptor: Int32

    /// Standard output.
    public static let standardOutput = FileDescriptorStream(descriptor: 1)
    /// Standard error.
    public static let standardError = FileDescriptorStream(descriptor: 2)

    /// A stream over `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `string`, retrying on partial writes and interruptions; gives up
    /// silently on other errors (a closed pipe must not crash the tool).
    public mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

/// The C `read`, out of reach of `FileIO.read` (which shadows it).
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// The C `write`, out of reach of `FileDescriptorStream.write` (which shadows it).
private func writeBytes(_ fd: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    write(fd, bytes, count)
}
