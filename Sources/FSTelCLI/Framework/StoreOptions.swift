import Foundation
import FSTelQuery
import FSTelStore

/// `--db PATH`, shared by every command that uses a store.
struct StoreOptions {
    static let environmentVariable = "FSTEL_DB"
    static let defaultPath = "fstel.sqlite"

    static let option = OptionSpec.value(
        "db", "PATH", help: "The store (SQLite file). Falls back to $\(environmentVariable), then ./\(defaultPath).")

    var path: String?

    init(_ arguments: ParsedArguments) {
        path = arguments.value("db")
    }

    func resolvedPath(_ console: Console) -> String {
        if let path { return path }
        if let fromEnvironment = console.environment[Self.environmentVariable], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return Self.defaultPath
    }

    /// Opens the store. Only the commands that create stores (`ingest`, `migrate`,
    /// `demo`) pass `creating: true`; for every other command a path with no file is a
    /// ``MissingStoreError`` (exit 66) and nothing is created.
    func open(_ console: Console, access: Store.Access, creating: Bool = false) throws -> Store {
        let path = resolvedPath(console)
        if !creating && path != ":memory:" && !FileManager.default.fileExists(atPath: path) {
            throw MissingStoreError(path: path)
        }
        return try Store(path: path, access: access)
    }
}

/// A command that reads or changes a store was given a path where there is none.
struct MissingStoreError: Error, CustomStringConvertible {
    var path: String
    var description: String { "no store at \(path) (ingest first, or check --db / \(StoreOptions.environmentVariable))" }
}

/// `--format table|csv|json|markdown`, shared by every report.
struct FormatOptions {
    static let option = OptionSpec.value(
        "format", "FORMAT", help: "Output format: table, csv, json or markdown.", default: "table")

    var format: OutputFormat

    init(_ arguments: ParsedArguments, default fallback: OutputFormat = .table) throws {
        format = try arguments.choice("format", default: fallback)
    }
}
