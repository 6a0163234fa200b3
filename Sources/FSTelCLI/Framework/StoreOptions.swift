import Foundation
import FSTelQuery
import FSTelStore

/// `--db PATH`, shared by every command that uses a store.
struct StoreOptions: ArgumentGroup {
    static let environmentVariable = "FSTEL_DB"
    static let defaultPath = "fstel.sqlite"

    @Option(
        name: "db", valueName: "PATH", help: "The store (SQLite file). Falls back to $FSTEL_DB, then ./fstel.sqlite.",
        completion: .file)
    var path: String?

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
        try Self.open(path: resolvedPath(console), access: access, creating: creating)
    }

    static func open(path: String, access: Store.Access, creating: Bool) throws -> Store {
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
