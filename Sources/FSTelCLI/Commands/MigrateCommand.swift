import CommandLineKit
import FSTelStore

/// `fstel migrate`
struct MigrateCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "migrate",
            abstract: "Create the store or apply its pending schema migrations.",
            discussion: """
                Every writing command does this first; this command does only this. With a PostgreSQL URL
                (--db postgresql://...), the database must exist: the store is made in its current schema,
                which must be empty of other tables (docs/postgresql.md).
                """)
    }

    var store = StoreOptions()

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.openStore(console, access: .write, creating: true)
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
