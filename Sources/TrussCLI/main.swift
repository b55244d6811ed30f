// `truss`: the command-line tool. Its commands live in TrussCommands (`TrussTool`), where
// they are tested; this file only wires the process to them.

import TrussCommands

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
