// truss-bench: the benchmark executable. See `BenchOptions.usage`, or run
// `swift run -c release truss-bench --help`.

import CassFormat
import Foundation

let environment = ProcessInfo.processInfo.environment
var errors = FileDescriptorStream.standardError

switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
case .help:
    print(BenchOptions.usage, terminator: "")
    exit(0)
case .failure(let message):
    print("truss-bench: \(message)\n\(BenchOptions.usage)", terminator: "", to: &errors)
    exit(2)
case .run(let options):
    do {
        exit(try BenchmarkRun(options: options, environment: environment).run())
    } catch let error as BenchError {
        print("truss-bench: \(error)", to: &errors)
        if case .usage = error { exit(2) }
        exit(1)
    } catch {
        print("truss-bench: \(error)", to: &errors)
        exit(1)
    }
}
