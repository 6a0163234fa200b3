import Foundation
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
        if case .postgresql(let url) = store.location(console) {
            let opened = try StoreOptions.openPostgres(url: url, access: .write)
            let migrator = PostgresMigrator()
            if opened.appliedMigrations.isEmpty {
                console.note("\(opened.displayURL): up to date at schema version \(try opened.schemaVersion())\n")
            } else {
                let names = migrator.migrations.filter { opened.appliedMigrations.contains($0.version) }.map(\.name)
                console.note("\(opened.displayURL): applied \(names.joined(separator: ", ")); now at schema version \(try opened.schemaVersion())\n")
            }
            return .success
        }
        let path = try store.resolvedPath(console)
        let migrator = Migrator()
        // Counted before the store is opened for writing, which applies them.
        let pending = FileManager.default.fileExists(atPath: path)
            ? try migrator.pendingVersions(in: try Database(path: path, mode: .readOnly)) : migrator.migrations.map(\.version)
        _ = try StoreOptions.open(path: path, access: .write, creating: true)
        if pending.isEmpty {
            console.note("\(path): up to date at schema version \(migrator.latestVersion)\n")
        } else {
            let names = migrator.migrations.filter { pending.contains($0.version) }.map(\.name)
            console.note("\(path): applied \(names.joined(separator: ", ")); now at schema version \(migrator.latestVersion)\n")
        }
        return .success
    }
}
