// `truss`: the command-line tool. All logic lives in CassFormat (`TrussTool`), where it is
// tested; this file only wires the process to it.
//
// A future `truss demo` (layout pictures, a separate issue) will be dispatched here before
// the `.cass` commands, since it belongs to the Truss layer, not to CassFormat.

import CassFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

signal(SIGPIPE, SIG_IGN)  // `truss solve big.cass | head` ends quietly instead of by a signal
var output = FileDescriptorStream.standardOutput
var errors = FileDescriptorStream.standardError
exit(TrussTool.run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors))
