// truss-bench: the benchmark executable (`swift run -c release truss-bench --help`).
//
// It times the phases of the `.cass` format (add, suggest, remove; see
// docs/ConstraintFileFormat.md) with our solver and, side by side, with kiwi-cass and
// amoeba-cass:
//
//     Benchmarks/Baselines/build-kiwi-cass.sh ${TMPDIR:-/tmp}/kiwi-cass  # the kiwi baseline
//     Benchmarks/Baselines/build-amoeba-cass.sh ${TMPDIR:-/tmp}/amoeba-cass  # the amoeba baseline
//     swift run -c release truss-bench --generate ${TMPDIR:-/tmp}/wl   # writes and benches the workloads
//     swift run -c release truss-bench --cpu-time --runs 5 --check     # ${TMPDIR:-/tmp}/wl again, values checked
//     swift build -c release --product truss                           # for --memory and --charts
//     swift run -c release truss-bench --cpu-time --memory             # with each solver's peak memory
//     swift run -c release truss-bench --cpu-time --runs 1 --charts docs/images/growth /tmp/wlbig
//     swift run truss-bench --smoke                                    # CI: seconds, fails on a broken solver
//     swift run -c release truss-bench --cpu-time --layout --keyboard  # the layout layer and keyboard suites
//     swift run -c release truss-bench --differential 1000             # random systems, answers vs kiwi's
//
// `--generate DIR` runs `python3 Benchmarks/Baselines/gen_workloads.py DIR` first, and
// `--check` and `--differential` run `Benchmarks/Baselines/cass_check.py`: the package's own
// copies, found from the current directory (run truss-bench from inside the package).
// kiwi-cass is found at ${TMPDIR:-/tmp}/kiwi-cass or given with --kiwi PATH, amoeba-cass at
// ${TMPDIR:-/tmp}/amoeba-cass or --amoeba PATH; a missing one is left out with a note.
// `chain-10000.cass` is skipped when a directory is benchmarked (kiwi would take hours);
// name it to include it. `--charts` takes every file and stops a solver by its time limit.

import CassFormat
import Foundation
import TrussCommands

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
        exit(try BenchmarkRun(options: options).run())
    } catch let error as BenchError {
        print("truss-bench: \(error)", to: &errors)
        if case .usage = error { exit(2) }
        exit(1)
    } catch {
        print("truss-bench: \(error)", to: &errors)
        exit(1)
    }
}
