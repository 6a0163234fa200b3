import Foundation
import FSTelQuery
import FSTelStore

/// Where a store is: an SQLite file (a path, the default) or a PostgreSQL database (a
/// `postgresql://` or `postgres://` URL).
enum StoreLocation: Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database, by its libpq URL.
    case postgresql(url: String)

    /// A URL with the scheme `postgresql` or `postgres` names a PostgreSQL database;
    /// anything else is a path (`./postgresql:x` is a file).
    init(_ text: String) {
        self = PostgresURL.isPostgresURL(text) ? .postgresql(url: text) : .sqlite(path: text)
    }

    /// True for a PostgreSQL database.
    var isPostgreSQL: Bool {
        if case .postgresql = self { return true }
        return false
    }

    /// The path, or the URL without its password: what messages print.
    var displayName: String {
        switch self {
        case .sqlite(let path): return path
        case .postgresql(let url): return PostgresURL.redacted(url)
        }
    }
}

/// `--db PATH|URL`, shared by every command that uses a store.
struct StoreOptions: ArgumentGroup {
    static let environmentVariable = "FSTEL_DB"
    static let defaultPath = "fstel.sqlite"

    @Option(
        name: "db", valueName: "PATH|URL",
        help: "The store: an SQLite file, or a PostgreSQL database by URL (postgresql://...). Falls back to $FSTEL_DB, then ./fstel.sqlite.",
        completion: .file)
    var path: String?

    /// `--db`, else `$FSTEL_DB`, else `./fstel.sqlite`, as given.
    func resolvedText(_ console: Console) -> String {
        if let path { return path }
        if let fromEnvironment = console.environment[Self.environmentVariable], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return Self.defaultPath
    }

    /// Where the store is.
    func location(_ console: Console) -> StoreLocation {
        StoreLocation(resolvedText(console))
    }

    /// The SQLite store's path. A command that does not support PostgreSQL yet calls this
    /// (or ``open(_:access:creating:)``): for a PostgreSQL URL it throws
    /// ``PostgreSQLNotSupported`` (exit 69) before anything is done.
    func resolvedPath(_ console: Console) throws -> String {
        switch location(console) {
        case .sqlite(let path): return path
        case .postgresql: throw PostgreSQLNotSupported()
        }
    }

    /// Opens the SQLite store. Only the commands that create stores (`ingest`, `migrate`,
    /// `demo`) pass `creating: true`; for every other command a path with no file is a
    /// ``MissingStoreError`` (exit 66) and nothing is created. A PostgreSQL URL is
    /// ``PostgreSQLNotSupported``.
    func open(_ console: Console, access: Store.Access, creating: Bool = false) throws -> Store {
        try Self.open(path: resolvedPath(console), access: access, creating: creating)
    }

    static func open(path: String, access: Store.Access, creating: Bool) throws -> Store {
        if PostgresURL.isPostgresURL(path) { throw PostgreSQLNotSupported() }
        if path != ":memory:" {
            if !creating && !FileManager.default.fileExists(atPath: path) {
                throw MissingStoreError(path: path)
            }
            let directory = (path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw PlainError("directory \(directory) does not exist (for the store \(path))", exitCode: .storeIOError)
            }
        }
        return try Store(path: path, access: access)
    }

    /// Opens the PostgreSQL store at `url` (for `.write`, creating and migrating it).
    static func openPostgres(url: String, access: Store.Access) throws -> PostgresStore {
        try PostgresStore(url: url, access: access)
    }
}

/// A command that does not support PostgreSQL stores yet was given one: it exits 69
/// (``ExitCode/unsupportedOnPostgreSQL``) and does nothing. The tool names the command.
struct PostgreSQLNotSupported: Error {
    /// The commands that do support PostgreSQL, for the message.
    static let supported = ["migrate", "schema", "sql", "ingest", "report", "nightly", "backfill", "prune", "rejects", "copy"]

    func message(command: String) -> String {
        "\(command) on PostgreSQL is not supported yet; nothing was done (on a PostgreSQL store this fstel runs: \(Self.supported.joined(separator: ", ")); docs/postgresql.md)"
    }
}

/// A command that reads or changes a store was given a path where there is none.
struct MissingStoreError: ExitCodeProviding {
    var path: String
    var description: String { "no store at \(path) (ingest first, or check --db / \(StoreOptions.environmentVariable))" }
    var exitCode: ExitCode { .unreadableInput }
}

/// An error already in plain words, with its exit status.
struct PlainError: ExitCodeProviding {
    var description: String
    var exitCode: ExitCode

    init(_ description: String, exitCode: ExitCode) {
        self.description = description
        self.exitCode = exitCode
    }
}

/// `--format table|csv|json|markdown`, shared by every command that prints rows.
struct FormatOptions: ArgumentGroup {
    @Option(name: "format", valueName: "FORMAT", help: "Output format.")
    var format: OutputFormat = .table
}

extension OutputFormat: ArgumentValue {}

/// `--format text|json` of commands that print a summary rather than rows.
enum TextOrJSON: String, CaseIterable, ArgumentValue {
    case text, json
}
