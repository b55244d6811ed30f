// swift-tools-version: 6.0
// Truss: linear-constraint layout for Swift, anywhere.
//
// Modules, each using only those listed above it:
//   TrussCollections  the identity hash map and set the solver and the layout layer share
//               (not a product: public and inlinable only so that both specialize it)
//   Cassowary   the incremental constraint solver (no Foundation)
//   CassFormat  the `.cass` constraint-file format: parser and runner over Cassowary
//   Truss       the layout layer (views, guides, anchors) on Cassowary; its export
//               writes `.cass` files with CassFormat's writer
//   TrussUIKit  UIKit's spellings of Truss's types (`UIView`, `NSLayoutConstraint`…), so
//               UIKit layout code compiles unchanged on Linux
//   TrussScenes the demo scenes that `truss demo` draws and the scenario tests check
//   TrussCommands the `truss` tool's commands (solve, bench; demo by running truss-demo),
//               its file IO and clocks; no layout layer and no Foundation
//   TrussDemo   the `truss-demo` executable: `truss demo`, which `truss` runs in its place
//               so that solve and bench never load Foundation
//   TrussCLI    the `truss` executable: wires the process to TrussCommands
//   Benchmarks  the benchmark executable (`swift run -c release truss-bench`); its
//               Baselines folder (kiwi and amoeba drivers, scripts) is not a Swift target

import PackageDescription

let package = Package(
    name: "Truss",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CassFormat", targets: ["CassFormat"]),
        .library(name: "Truss", targets: ["Truss"]),
        .library(name: "TrussUIKit", targets: ["TrussUIKit"]),
        .executable(name: "truss", targets: ["TrussCLI"]),
        .executable(name: "truss-demo", targets: ["TrussDemo"]),
        .executable(name: "truss-bench", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "TrussCollections"),
        .target(name: "Cassowary", dependencies: ["TrussCollections"]),
        .target(name: "CassFormat", dependencies: ["Cassowary"]),
        .target(name: "Truss", dependencies: ["TrussCollections", "Cassowary", "CassFormat"]),
        .target(name: "TrussUIKit", dependencies: ["Truss"]),
        .target(name: "TrussScenes", dependencies: ["Truss"]),
        .target(name: "TrussCommands", dependencies: ["Cassowary", "CassFormat"]),
        .executableTarget(name: "TrussDemo", dependencies: ["Truss", "TrussScenes", "TrussCommands"]),
        // Not on TrussDemo: SwiftPM would link the layout layer, and with it Foundation, into
        // truss. `swift build` builds both executables; `truss demo` runs truss-demo.
        .executableTarget(name: "TrussCLI", dependencies: ["TrussCommands"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Cassowary", "CassFormat", "Truss", "TrussCommands"],
            path: "Benchmarks",
            // The kiwi and amoeba baselines and their scripts: built by their own scripts.
            exclude: ["Baselines"]
        ),
        // What the test suites share: the seeded generator, approximate comparison, the
        // violation measure.
        .target(name: "TestSupport", dependencies: ["Cassowary"], path: "Tests/TestSupport"),
        .testTarget(name: "TrussCollectionsTests", dependencies: ["TrussCollections", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(
            name: "CassFormatTests", dependencies: ["CassFormat", "Cassowary", "TrussCommands", "TestSupport"],
            // `.cass` fixtures, read from beside the test sources.
            exclude: ["Fixtures"]),
        .testTarget(name: "TrussTests", dependencies: ["Truss", "TrussScenes", "Cassowary", "TestSupport"]),
        .testTarget(name: "TrussUIKitTests", dependencies: ["TrussUIKit"]),
        // truss-bench's own parts (chart writer, peer output, options); nothing timed.
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "CassFormat", "TrussCommands"]),
    ],
    swiftLanguageModes: [.v6]
)
