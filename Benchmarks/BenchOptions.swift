import CassFormat
import Foundation
import TrussCommands

/// The command line of `truss-bench`.
///
///     truss-bench [--runs N] [--rounds R] [--cpu-time] [--json] [--kiwi PATH | --no-kiwi]
///                 [--amoeba PATH | --no-amoeba] [--peer-timeout [NAME=]S] [--memory] [--check]
///                 [--generate DIR] [--smoke] [--layout] [--keyboard] [PATH...]
///     truss-bench --charts DIR [--truss PATH] [--memory-limit MB] [options above] PATH...
///     truss-bench --differential N [--seed S] [--kiwi PATH]
///     truss-bench --profile CASE N
///     truss-bench --shapes SIZES [--runs N] [--cpu-time]
///
/// PATH is a `.cass` file or a directory of them (its `*.cass`, sorted by name;
/// `chain-10000.cass` is skipped in a directory, as the bench README says). With no PATH the
/// directory is `${TMPDIR:-/tmp}/wl`.
struct BenchOptions {
    var runs = 10
    /// Rounds of ours-then-each-peer, each of `runs` runs; k/o and a/o are the medians of the
    /// rounds' ratios.
    var rounds = 1
    var clock = BenchClock.wall
    var json = false
    /// The kiwi-cass executable; `nil` when there is none or `--no-kiwi` was given.
    var kiwi: String?
    /// The amoeba-cass executable; `nil` when there is none or `--no-amoeba` was given.
    var amoeba: String?
    /// `--peer-timeout`: seconds a solver's `bench` or `solve` process may run, by solver
    /// name (`truss`, `kiwi`, `amoeba`); ``defaultTimeout`` for the others.
    var timeouts: [String: Double] = [:]
    var defaultTimeout: Double?
    /// `--memory`: also measure the peak resident set of each solver's `solve` per file.
    var memory = false
    /// `--memory-limit MB`: the address-space cap of a measured `solve` child.
    var memoryLimitMegabytes = 8192
    /// `--charts DIR`: write a growth chart per workload series into DIR (``GrowthRun``).
    var charts: String?
    /// Our `truss` executable, for the measurements that run ours as a fresh process
    /// (`--memory`, `--charts`): `--truss PATH`, or `truss` beside this executable.
    var truss: String?
    /// One-line notes on the peers that are not there (printed when files are benchmarked).
    var missingPeers: [String] = []
    /// Whether to compare the solutions with kiwi-cass through `cass_check.py`.
    var check = false
    /// Where `gen_workloads.py` should write the workloads first.
    var generate: String?
    var smoke = false
    /// Layout-layer suites (`LayoutBenchmarks`) and keyboard suites (`KeyboardBenchmarks`).
    var layout = false
    var keyboard = false
    /// `--differential N`: check N random systems against kiwi-cass (``Differential``) instead.
    var differential: Int?
    var seed: UInt64 = 0
    /// Where the layout and keyboard suites write their exported `.cass` files.
    var exportDirectory = "/tmp/truss-bench"
    var paths: [String] = []
    /// `--profile CASE N`: one untimed run of one layout case (``LayoutProfile``).
    var profile: (name: String, n: Int)?
    /// `--build-ratio N`: print the layout build's alternating ratio to the bare add at N
    /// rows, measured in this process (``LayoutBuildRatio``; `--layout` runs it as a child).
    var buildRatio: Int?
    /// `--shapes SIZES`: only Apple's layout shapes (``LayoutShapeBenchmarks``), at these
    /// numbers of views (ascending).
    var shapeSizes: [Int]?

    static let usage = """
        usage: truss-bench [--runs N] [--rounds R] [--cpu-time] [--json] [--kiwi PATH | --no-kiwi]
                           [--amoeba PATH | --no-amoeba] [--peer-timeout [NAME=]S] [--memory] [--check]
                           [--generate DIR] [--smoke] [--layout] [--keyboard] [PATH...]
               truss-bench --charts DIR [--truss PATH] [--memory-limit MB] [options above] PATH...
               truss-bench --differential N [--seed S] [--kiwi PATH]
               truss-bench --profile CASE N
               truss-bench --shapes SIZES [--runs N] [--cpu-time]
               truss-bench --build-ratio N [--runs R] [--cpu-time]

        Benchmarks .cass files (PATH: files or directories; default ${TMPDIR:-/tmp}/wl) with the
        phases of `truss bench` (add, suggest, remove; 1 warm-up + N counted runs, medians) and,
        for each peer that is available (kiwi-cass: --kiwi PATH or ${TMPDIR:-/tmp}/kiwi-cass;
        amoeba-cass: --amoeba PATH or ${TMPDIR:-/tmp}/amoeba-cass), runs its `bench` on the
        same files and prints its medians and peer/ours per phase (k/o, a/o; above 1: we are
        faster). A missing peer is left out with a one-line note.

          --runs N        counted runs per phase (default 10; 2 with --smoke)
          --rounds R      R rounds of N runs, ours then each peer's, alternating (default 1):
                          each k/o and a/o is the median of the rounds' ratios, so that a machine
                          whose speed drifts during the run skews both sides of each ratio alike
          --cpu-time      thread CPU time instead of wall-clock time (for busy machines)
          --json          one JSON object per file instead of the table
          --kiwi PATH     the kiwi-cass executable (build: Benchmarks/Baselines/build-kiwi-cass.sh)
          --no-kiwi       do not run kiwi-cass
          --amoeba PATH   the amoeba-cass executable (build: Benchmarks/Baselines/build-amoeba-cass.sh)
          --no-amoeba     do not run amoeba-cass
          --peer-timeout [NAME=]S
                          stop a solver's bench or solve process after S seconds (NAME: truss,
                          kiwi or amoeba; without NAME, every solver; repeatable); its figures
                          are then left out (default: no limit; 300 with --charts)
          --memory        also measure the peak resident set size of `solve` of each file by
                          each solver (ours: the truss executable, see --truss), each in a fresh
                          child process (wait4's ru_maxrss), and print MB and KB per constraint
          --memory-limit MB
                          the address-space cap (RLIMIT_AS) of each measured child (default
                          8192): a solver whose memory runs away fails instead of the machine
          --truss PATH    our truss executable for --memory and --charts (default: truss beside
                          truss-bench; build: swift build -c release --product truss)
          --charts DIR    instead of the table: for each series of PATHs named SERIES-SIZE
                          (chain-1000, grid-50x50, …) with two sizes or more, run truss, kiwi-cass
                          and amoeba-cass as processes (bench, and solve for the peak memory) and
                          write DIR/growth-SERIES.svg, a log-log chart of each phase's time against
                          the constraints; a solver stopped by its --peer-timeout, or failing,
                          is not run on the series' larger sizes. Prints a Markdown table with
                          each phase's growth from the previous size
          --check         also compare `solve` results with kiwi-cass (Benchmarks/Baselines/cass_check.py)
          --generate DIR  first write the workloads into DIR (Benchmarks/Baselines/gen_workloads.py)
                          and benchmark DIR
          --smoke         CI mode: built-in small systems, checked values, 2 runs, and a tiny
                          --layout and --keyboard run (no kiwi); seconds
          --layout        layout-layer suites through the Truss API, N = 100 and 1000 rows of
                          label + field: build (create, activate, first pass), one constant
                          change + pass, a window resize + pass, an idle pass (µs, medians;
                          frames written per pass in parentheses). The built system is exported
                          (priorities as weights) to ${TMPDIR:-/tmp}/truss-bench/layout-rows-N.cass
                          and its add phase timed with our solver and kiwi-cass: kiwi add
                          (every constraint + updateVariables) / our whole build = k/o;
                          b/add = our build / our solver's add of the export (aim: <= 2);
                          b/add alt: the median ratio of one build and one add timed in turn;
                          b/add fresh: the same in a new process (--build-ratio), whose heap
                          the earlier suites have not fragmented.
                          Then Apple's shapes (LayoutShapeBenchmarks) at 100, 1000, 10000
                          views: a long row, a deep hierarchy, moving a subtree to another
                          parent, removing a hierarchy, with the growth per 10x
          --keyboard      keyboard suites (KeyboardBenchmarks): a keyboard animation and a
                          dragged floating keyboard, 60 samples over 50 and 500 rows; per-sample
                          times, and kiwi-cass's suggest phase on the exported system (kiwi
                          us per suggest x suggests / samples) with k/o on the median
          --differential N  instead of benchmarking, solve N random systems (2-25 variables,
                          weights only) with our solver and kiwi-cass and compare: exit status,
                          required constraints (cass_check.py), weighted error; kiwi's round-off
                          failures are counted apart. Disagreements are kept in
                          ${TMPDIR:-/tmp}/truss-bench/differential/seed-S; exit 1 if any
                          (a second run of seed S while one is going stops with an error:
                          give it another TMPDIR)
          --seed S        the seed of --differential's systems (default 0)
          --shapes SIZES  only Apple's layout shapes (as in --layout) at SIZES views, two or
                          more ascending, comma-separated (e.g. 1000,10000,100000; 3 samples
                          from 100000 views), with the growth of each step and N log N's
          --profile CASE N  instead of benchmarking, run one layout case at N rows or views
                          (--runs times; default once), untimed, for a profiler
                          (valgrind --tool=callgrind, perf record): rows,
                          rows-add (the solver's add of the rows' export), long-row,
                          deep-hierarchy, move-subtree, remove-hierarchy, stack,
                          stack-plain, stack-hide, self-sizing, keyboard-anim and
                          keyboard-drag (a sample: *KeyboardA0O7advance* or
                          *KeyboardA0O4drag* for callgrind's --toggle-collect)
          --build-ratio N instead of benchmarking, print the layout build's alternating
                          ratio to the bare add at N rows (b/add alt of --layout) measured in
                          this process; --layout also runs it in a fresh child (b/add fresh)

        Build with -c release for meaningful figures: swift run -c release truss-bench

        """

    enum Outcome {
        case run(BenchOptions)
        case help
        case failure(String)
    }

    /// Parses `arguments`; `executableDirectory` is where `truss` is looked for by default.
    static func parse(
        _ arguments: [String], environment: [String: String],
        executableDirectory: String? = Bundle.main.executableURL?.deletingLastPathComponent().path
    ) -> Outcome {
        var options = BenchOptions()
        var runsGiven = false
        var noKiwi = false
        var noAmoeba = false
        var index = 0
        func value() -> String? {
            guard index < arguments.count else { return nil }
            defer { index += 1 }
            return arguments[index]
        }
        while let argument = value() {
            switch argument {
            case "--help", "-h": return .help
            case "--cpu-time": options.clock = .threadCPU
            case "--json": options.json = true
            case "--smoke": options.smoke = true
            case "--layout": options.layout = true
            case "--keyboard": options.keyboard = true
            case "--check": options.check = true
            case "--no-kiwi": noKiwi = true
            case "--no-amoeba": noAmoeba = true
            case "--memory": options.memory = true
            case "--amoeba":
                guard let path = value() else { return .failure("--amoeba needs a path") }
                options.amoeba = path
            case "--truss":
                guard let path = value() else { return .failure("--truss needs a path") }
                options.truss = path
            case "--charts":
                guard let directory = value() else { return .failure("--charts needs a directory") }
                options.charts = directory
            case "--peer-timeout":
                guard let text = value(), let (name, seconds) = PeerTimeout.parse(text) else {
                    return .failure("--peer-timeout needs SECONDS or NAME=SECONDS (NAME: truss, kiwi, amoeba)")
                }
                if let name { options.timeouts[name] = seconds } else { options.defaultTimeout = seconds }
            case "--memory-limit":
                guard let text = value(), let megabytes = Int(text), megabytes >= 16, megabytes <= 1 << 30 else {
                    return .failure("--memory-limit needs a number of megabytes (16 or more)")
                }
                options.memoryLimitMegabytes = megabytes
            case "--runs":
                guard let text = value(), let runs = Int(text), runs >= 1, runs <= 1_000_000 else {
                    return .failure("--runs needs a whole number from 1 to 1000000")
                }
                options.runs = runs
                runsGiven = true
            case "--rounds":
                guard let text = value(), let rounds = Int(text), rounds >= 1, rounds <= 1000 else {
                    return .failure("--rounds needs a whole number from 1 to 1000")
                }
                options.rounds = rounds
            case "--kiwi":
                guard let path = value() else { return .failure("--kiwi needs a path") }
                options.kiwi = path
            case "--differential":
                guard let text = value(), let count = Int(text), count >= 1 else {
                    return .failure("--differential needs a number of systems (1 or more)")
                }
                options.differential = count
            case "--seed":
                guard let text = value(), let seed = UInt64(text) else {
                    return .failure("--seed needs a whole number from 0 to 2^64 - 1")
                }
                options.seed = seed
            case "--build-ratio":
                guard let text = value(), let n = Int(text), n >= 1 else {
                    return .failure("--build-ratio needs a number of rows (1 or more)")
                }
                options.buildRatio = n
            case "--profile":
                guard let name = value(), let text = value(), let n = Int(text), n >= 1 else {
                    return .failure("--profile needs a case and a size (1 or more)")
                }
                options.profile = (name, n)
            case "--shapes":
                guard let text = value(), let sizes = Self.shapeSizes(text) else {
                    return .failure(
                        "--shapes needs ascending numbers of views from 2 to 1000000, e.g. 1000,10000,100000")
                }
                options.shapeSizes = sizes
            case "--generate":
                guard let directory = value() else { return .failure("--generate needs a directory") }
                options.generate = directory
            default:
                if argument.hasPrefix("-") && argument != "-" { return .failure("unknown option '\(argument)'") }
                options.paths.append(argument)
            }
        }
        if options.smoke && !runsGiven { options.runs = 2 }
        if options.profile != nil && !runsGiven { options.runs = 1 }
        let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        options.kiwi = noKiwi ? nil : options.kiwi ?? "\(temporary)/kiwi-cass"
        options.amoeba = noAmoeba ? nil : options.amoeba ?? "\(temporary)/amoeba-cass"
        for (name, path, script) in [
            ("kiwi-cass", options.kiwi, "build-kiwi-cass.sh"), ("amoeba-cass", options.amoeba, "build-amoeba-cass.sh"),
        ] {
            guard let path, !FileManager.default.isExecutableFile(atPath: path) else { continue }
            options.missingPeers.append(
                "note: no \(name) at \(path), left out (build it: Benchmarks/Baselines/\(script) \(path))")
            if name == "kiwi-cass" { options.kiwi = nil } else { options.amoeba = nil }
        }
        if options.truss == nil, let executableDirectory {
            let candidate = "\(executableDirectory)/truss"
            if FileManager.default.isExecutableFile(atPath: candidate) { options.truss = candidate }
        }
        if options.charts != nil && options.defaultTimeout == nil { options.defaultTimeout = 300 }
        if (options.charts != nil || options.memory) && options.truss == nil {
            return .failure(
                "--charts and --memory need the truss executable (--truss PATH, or truss beside truss-bench: "
                    + "swift build -c release --product truss)")
        }
        if options.differential != nil && options.kiwi == nil {
            return .failure("--differential needs kiwi-cass (--kiwi PATH, or ${TMPDIR:-/tmp}/kiwi-cass)")
        }
        if options.check && options.kiwi == nil {
            return .failure("--check needs kiwi-cass (--kiwi PATH, or ${TMPDIR:-/tmp}/kiwi-cass)")
        }
        if let directory = options.generate { options.paths.append(directory) }
        options.exportDirectory = "\(temporary)/truss-bench"
        let onlySuites =
            options.smoke || options.layout || options.keyboard || options.differential != nil
            || options.profile != nil || options.shapeSizes != nil
        if options.charts != nil && options.paths.isEmpty {
            return .failure("--charts needs the workload files (e.g. gen_workloads.py DIR --big, then DIR)")
        }
        if options.paths.isEmpty && !onlySuites {
            options.paths = ["\(temporary)/wl"]
        }
        return .run(options)
    }

    /// The sizes of `--shapes` (`1000,10000,100000`): two or more, each from 2 to 1 000 000
    /// views, ascending; nil otherwise.
    static func shapeSizes(_ text: String) -> [Int]? {
        var sizes: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = Int(part), (2...1_000_000).contains(size), size > sizes.last ?? 0 else { return nil }
            sizes.append(size)
        }
        return sizes.count >= 2 ? sizes : nil
    }

    /// The peers that are there, kiwi then amoeba, with their time limits.
    var peers: [PeerSolver] {
        [("kiwi", kiwi), ("amoeba", amoeba)].compactMap { name, path in
            path.map { PeerSolver(name: name, executable: $0, timeout: timeouts[name] ?? defaultTimeout) }
        }
    }

    /// Our `truss` executable as a solver process, when there is one.
    var trussSolver: PeerSolver? {
        truss.map { PeerSolver(name: "truss", executable: $0, timeout: timeouts["truss"] ?? defaultTimeout) }
    }
}
