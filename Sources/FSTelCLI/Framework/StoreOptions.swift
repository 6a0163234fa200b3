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

    /// Opens the store at `--db`, whichever its backend. Only the commands that create
    /// stores (`ingest`, `migrate`, `demo`) pass `creating: true`; for every other command a
    /// path with no file is a ``MissingStoreError`` (exit 66), a PostgreSQL database without
    /// a store is refused (exit 66), and nothing is created. For `.write`, pending
    /// migrations are applied.
    func openStore(_ console: Console, access: Store.Access, creating: Bool = false) throws -> any OpenedStore {
        try Self.openStore(resolvedText(console), access: access, creating: creating)
    }

    /// ``openStore(_:access:creating:)`` for `location` (a path or a URL).
    static func openStore(_ location: String, access: Store.Access, creating: Bool) throws -> any OpenedStore {
        do {
            return try FSTelStore.openStore(location, access: access, createIfMissing: creating)
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
