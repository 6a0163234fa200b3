import CommandLineKit
import Foundation
import FSTelQuery
import FSTelStore

/// `--db PATH|URL`, shared by every command that uses a store.
struct StoreOptions: ArgumentGroup {
    static let environmentVariable = "FSTEL_DB"
    static let defaultPath = "fstel.sqlite"

    @Option(
        name: "db", valueName: "PATH|URL",
        help: "The store: an SQLite file, or a PostgreSQL database (postgresql://..., or libpq's keyword form: \"host=... dbname=...\", \"service=NAME\"). Falls back to $FSTEL_DB, then ./fstel.sqlite.",
        completion: .file)
    var path: String?

    @Flag(
        name: "migrate",
        help: "Apply the store's pending schema migrations first. A PostgreSQL store is migrated only when asked (this, or fstel migrate); an SQLite store is migrated whenever a command writes it.")
    var migrate: Bool

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

    /// Opens the store at `--db`, whichever its backend. Only the commands that create
    /// stores (`ingest`, `migrate`, `demo`) pass `creating: true`; for every other command a
    /// path with no file is a ``MissingStoreError`` (exit 66), a PostgreSQL database without
    /// a store is refused (exit 66), and nothing is created.
    ///
    /// Migrations: an SQLite store opened for `.write` is migrated; a PostgreSQL store only
    /// with `--migrate` (or `migrating: true`, as `fstel migrate` and `demo` pass), and
    /// otherwise refused with exit 80 naming its pending migrations. `--migrate` with `.read`
    /// migrates first, then opens the store for reading.
    func openStore(_ console: Console, access: StoreAccess, creating: Bool = false, migrating: Bool? = nil) throws -> any OpenedStore {
        let text = resolvedText(console)
        let migrates = migrating ?? migrate
        if migrates && access == .read {
            _ = try Self.openStore(text, access: .write, creating: creating, migrating: true)
        }
        return try Self.openStore(text, access: access, creating: creating, migrating: migrates)
    }

    /// The store at `--db` with its server administration, for the commands that exist only
    /// for PostgreSQL; any other store is a usage error (exit 64) naming `command` and, in
    /// `otherwise`, why an SQLite store needs no such command. Nothing is opened or created
    /// for a path. Migrations as ``openStore(_:access:creating:migrating:)``.
    func openServerStore(_ console: Console, access: StoreAccess, command: String, otherwise: String) throws -> any ServerAdministration {
        let text = resolvedText(console)
        do {
            if migrate && access == .read {
                _ = try FSTelStore.openServerStore(text, access: .write, createIfMissing: false, migratingShared: true)
            }
            return try FSTelStore.openServerStore(text, access: access, createIfMissing: false, migratingShared: migrate)
        } catch is NotAServerStore {
            throw PlainError(
                "\(command) needs a PostgreSQL store (--db postgresql://... or \"host=... dbname=...\"); \(otherwise)",
                exitCode: .usage)
        } catch let error as StoreOpeningError {
            throw Self.exitError(error)
        }
    }

    /// ``openStore(_:access:creating:migrating:)`` for `location` (a path or a URL).
    static func openStore(_ location: String, access: StoreAccess, creating: Bool, migrating: Bool) throws -> any OpenedStore {
        do {
            return try FSTelStore.openStore(location, access: access, createIfMissing: creating, migratingShared: migrating)
        } catch let error as StoreOpeningError {
            throw Self.exitError(error)
        }
    }

    /// A missing store as the error the tool prints, with its exit status.
    private static func exitError(_ error: StoreOpeningError) -> any Error {
        switch error {
        case .noStore(let path): return MissingStoreError(path: path)
        case .noDirectory: return PlainError(error.description, exitCode: .storeIOError)
        }
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
