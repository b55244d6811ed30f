// `truss`: the command-line tool. The `.cass` commands live in CassFormat (`TrussTool`),
// where they are tested; `truss demo` (layout pictures) belongs to the Truss layer and is
// dispatched first (`Demo/DemoCommand.swift`). This file only wires the process to them.

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
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" {
    exit(DemoCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors))
}
exit(TrussTool.run(arguments, output: &output, errors: &errors))
