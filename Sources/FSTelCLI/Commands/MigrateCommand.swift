import CommandLineKit
import FSTelStore

/// `fstel migrate`
struct MigrateCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "migrate",
            abstract: "Create the store or apply its pending schema migrations.",
            discussion: """
                Every command that writes an SQLite store does this first; this command does only this.
                A PostgreSQL store (--db postgresql://... or "host=... dbname=...") is migrated only by this
                command or a command given --migrate; others refuse it with exit 80 while migrations are
                pending. The database must exist: the store is made in its current schema, which must be
                empty of other tables. Each migration waits at most 10 s for the locks it needs (lock_timeout;
                exit 75 past it, nothing applied) and is not limited by statement_timeout (docs/postgresql.md).
                """)
    }

    var store = StoreOptions()

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.openStore(console, access: .write, creating: true, migrating: true)
        let version = try opened.schemaVersion()
        if opened.appliedMigrations.isEmpty {
            console.note("\(opened.displayName): up to date at schema version \(version)\n")
        } else {
            let names = try opened.recordedMigrations().filter { opened.appliedMigrations.contains($0.version) }.map(\.name)
            console.note("\(opened.displayName): applied \(names.joined(separator: ", ")); now at schema version \(version)\n")
        }
        return .success
    }
}
