// `truss-demo`: the `truss demo` command. `truss` runs it in its own place (`DemoLauncher`
// in TrussCommands), so that `solve` and `bench` never load the layout layer and Foundation.

import TrussCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

signal(SIGPIPE, SIG_IGN)
var output = FileDescriptorStream.standardOutput
var errors = FileDescriptorStream.standardError
exit(DemoCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors))
