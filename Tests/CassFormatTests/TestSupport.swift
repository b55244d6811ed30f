import Cassowary
import Foundation
import TestSupport
import TrussCommands

@testable import CassFormat

/// A constraint statement's collected form: `name: coefficient` in order, the constant,
/// the relation and the strength.
struct Collected: Equatable, CustomStringConvertible {
    var terms: [String: Double]
    var order: [String]
    var constant: Double
    var relation: Relation
    var strength: Strength

    var description: String {
        order.map { "\(terms[$0] ?? 0)*\($0)" }.joined(separator: " + ") + " + \(constant) \(relation) 0 @ \(strength)"
    }
}

/// Parses `source` and returns the collected form of its only constraint.
func collected(_ source: String) throws -> Collected {
    let program = try CassParser.parse(source)
    guard let c = program.constraints.first else { throw TestFailure("no constraint in \(source)") }
    var terms: [String: Double] = [:]
    for term in c.expression.terms { terms[term.variable.name, default: 0] += term.coefficient }
    return Collected(
        terms: terms,
        order: c.expression.terms.map(\.variable.name),
        constant: c.expression.constant,
        relation: c.relation,
        strength: c.strength
    )
}

/// The parse error of `source` (fails the test if it parses).
func parseError(_ source: String) -> CassParseError? {
    do {
        _ = try CassParser.parse(source)
        return nil
    } catch {
        return error
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `truss` in-process on a temporary file holding `source`.
func runTool(_ command: String, source: String, extra: [String] = []) throws -> (
    status: Int32, output: String, errors: String, path: String
) {
    let path = try temporaryFile(source)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var output = ""
    var errors = ""
    let status = TrussTool.run([command] + extra + [path], output: &output, errors: &errors)
    return (status, output, errors, path)
}

/// Writes `text` to a new temporary `.cass` file and returns its path.
func temporaryFile(_ text: String, name: String = "test") throws -> String {
    let directory = FileManager.default.temporaryDirectory.path
    let path = "\(directory)/cassformat-\(name)-\(UUID().uuidString).cass"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

/// Parses `truss solve` output into `name → value`.
func values(_ output: String) -> [String: Double] {
    var result: [String: Double] = [:]
    for line in output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let v = Double(parts[1]) { result[String(parts[0])] = v }
    }
    return result
}

/// Solves `source` in-process and returns `name → value` (throws on failure).
func solve(_ source: String) throws -> [String: Double] {
    let program = try CassParser.parse(source)
    var result: [String: Double] = [:]
    for (name, value) in try CassRunner.solve(program) { result[name] = value }
    return result
}

/// Whether a value is there and agrees with `b` to a relative tolerance (``approx``).
func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    a.map { approx($0, b, tolerance) } ?? false
}

/// The package root: this file is `Tests/CassFormatTests/TestSupport.swift` in it.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
