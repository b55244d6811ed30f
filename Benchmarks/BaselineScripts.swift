import Foundation

/// The package's baseline scripts in `Benchmarks/Baselines` (`gen_workloads.py`,
/// `cass_check.py`), found from the package root.
///
/// The root is the current directory or the nearest of its parents that holds
/// `Benchmarks/Baselines/NAME` (`swift run` runs from inside the package); failing that, the
/// package this executable was compiled from.
enum BaselineScripts {
    /// The baselines' folder, relative to the package root.
    static let folder = "Benchmarks/Baselines"

    /// The absolute path of `Benchmarks/Baselines/name`, or a usage error naming the places
    /// looked in.
    static func path(of name: String) throws -> String {
        let relative = "\(folder)/\(name)"
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        while true {
            candidates.append(directory.appendingPathComponent(relative))
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        // This file is Benchmarks/BaselineScripts.swift in the package it was compiled from.
        let compiledFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(compiledFrom.appendingPathComponent(relative))
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return found.path
        }
        throw BenchError.usage(
            "cannot find \(relative): not in \(FileManager.default.currentDirectoryPath) or its parents, "
                + "nor in \(compiledFrom.path) (run truss-bench from inside the Truss package)")
    }
}
