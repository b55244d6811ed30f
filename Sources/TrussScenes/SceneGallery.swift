import Foundation
import Truss

/// Presents ``SceneCapture``s: an HTML page that shows each scene's states side by side,
/// and a plain-text table of their key frames.
///
/// ```swift
/// let html = SceneGallery.indexHTML(title: "Truss demo", captures: captures)
/// print(SceneGallery.keyFrameTable(captures))
/// ```
public enum SceneGallery {
    /// An HTML page: per scene (in order of first capture) a heading and a row of its
    /// states, each the SVG file named ``SceneCapture/fileName`` (expected next to the
    /// page) with its state name and caption, and the layout snapshot under a disclosure.
    public static func indexHTML(title: String, captures: [SceneCapture]) -> String {
        var html = [
            "<!DOCTYPE html>",
            "<html><head><meta charset=\"utf-8\"><title>\(escape(title))</title>",
            "<style>",
            "body { font-family: Helvetica, Arial, sans-serif; margin: 16px; color: #222; }",
            ".row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }",
            "figure { margin: 0; }",
            "figcaption { font-size: 12px; }",
            "pre { font-size: 10px; max-width: 300px; overflow-x: auto; }",
            "h2 { font-size: 16px; margin: 18px 0 6px; }",
            "</style></head><body>",
            "<h1>\(escape(title))</h1>",
        ]
        for scene in sceneNames(captures) {
            html.append("<h2>\(escape(scene))</h2>")
            html.append("<div class=\"row\">")
            for capture in captures where capture.scene == scene {
                html.append("<figure><img src=\"\(escape(capture.fileName))\" alt=\"\(escape(capture.caption))\">")
                html.append("<figcaption><b>\(escape(capture.state))</b></figcaption>")
                html.append("<details><summary>layout</summary><pre>\(escape(capture.layout))</pre></details>")
                html.append("</figure>")
            }
            html.append("</div>")
        }
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    /// A table with one line per key frame: scene, state, item, frame in window
    /// coordinates, and the item's attributes; columns padded to align.
    public static func keyFrameTable(_ captures: [SceneCapture]) -> String {
        var rows = [["scene", "state", "item", "frame (window)", "attributes"]]
        for capture in captures {
            for key in capture.keyFrames {
                rows.append([
                    capture.scene, capture.state, key.label, SnapshotFormat.rect(key.frame),
                    key.attributes.joined(separator: " "),
                ])
            }
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// Scene names in order of first capture.
    static func sceneNames(_ captures: [SceneCapture]) -> [String] {
        var names: [String] = []
        for capture in captures where !names.contains(capture.scene) { names.append(capture.scene) }
        return names
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
