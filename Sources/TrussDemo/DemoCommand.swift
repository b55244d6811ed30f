import Foundation
import Truss
import TrussScenes

/// `truss demo [--out DIR]`, run as the `truss-demo` executable: lays out the demo scenes
/// (``DemoCatalog``), writes one SVG per scene and state plus an `index.html` that shows them
/// side by side, and prints a table of the key frames.
///
/// Exit status: 0 written; 2 a usage error or a file that could not be written.
enum DemoCommand {
    static let usage = """
        usage: truss demo [--out DIR]

        Lays out the demo scenes and writes DIR/<scene>-<state>.svg for every state and
        DIR/index.html showing them side by side (DIR: truss-demo by default); prints the
        key frames (window coordinates) as a table.

        """

    /// Runs `demo` with the arguments after the command name.
    static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
        -> Int32
    {
        var directory = "truss-demo"
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                output.write(usage)
                return 0
            case "--out":
                guard let value = rest.popFirst() else {
                    errors.write("truss: --out needs a directory\n\(usage)")
                    return 2
                }
                directory = value
            default:
                errors.write("truss: unknown demo argument '\(argument)'\n\(usage)")
                return 2
            }
        }
        let captures = DemoCatalog.captures()
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for capture in captures {
                try Data(capture.svg.utf8).write(to: url.appendingPathComponent(capture.fileName), options: .atomic)
            }
            let html = SceneGallery.indexHTML(title: "Truss demo", captures: captures)
            try Data(html.utf8).write(to: url.appendingPathComponent("index.html"), options: .atomic)
        } catch {
            errors.write("truss: cannot write the demo to \(directory): \(error.localizedDescription)\n")
            return 2
        }
        output.write(SceneGallery.keyFrameTable(captures))
        output.write("wrote \(captures.count) pictures and index.html to \(directory)\n")
        return 0
    }
}
