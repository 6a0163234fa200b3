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

    func open(_ console: Console, access: Store.Access) throws -> Store {
        try Store(path: resolvedPath(console), access: access)
    }
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
