// Keeps, in a symbol graph, only the symbols declared in one source folder, and the
// relationships between them: TrussUIKit re-exports Truss and Foundation, whose symbols the
// compiler writes into TrussUIKit's graph; they are documented in their own catalogs.
//
//     swift .ci/own-symbols.swift GRAPH.json Sources/TrussUIKit/
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: own-symbols.swift GRAPH.json SOURCE-FOLDER\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let folder = arguments[2]
guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
else {
    FileHandle.standardError.write(Data("\(arguments[1]): not a symbol graph\n".utf8))
    exit(1)
}
let own = symbols.filter { symbol in
    let location = symbol["location"] as? [String: Any]
    return (location?["uri"] as? String)?.contains(folder) == true
}
let ids = Set(own.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String })
let relationships = (graph["relationships"] as? [[String: Any]] ?? []).filter { relationship in
    ids.contains(relationship["source"] as? String ?? "") && ids.contains(relationship["target"] as? String ?? "")
}
graph["symbols"] = own
graph["relationships"] = relationships
try JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys]).write(to: url)
print("\(url.lastPathComponent): kept \(own.count) of \(symbols.count) symbols")
