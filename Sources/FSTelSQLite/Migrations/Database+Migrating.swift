import FSTelStorage

/// Migrates SQLite stores (`Migrations/`).
package typealias Migrator = SchemaMigrator<Database>

extension Database: MigratingConnection {
    /// The SQLite migrations carried inside the binary.
    package static var embeddedMigrations: [Migration] { Migration.embedded }

    static let bookkeepingSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version     INTEGER PRIMARY KEY,
            name        TEXT    NOT NULL,
            checksum    TEXT    NOT NULL,
            applied_at  INTEGER NOT NULL
        ) STRICT
        """

    package func hasMigrationTable() throws -> Bool {
        // One statement, so one snapshot: read apart, another process's first migration
        // could commit between the two counts and make a new store look like a foreign
        // database (seen in ConcurrencyTests: two ingests creating the same store).
        let hasTable: Bool
        let objects: Int64
        do {
            let row = try rows(sql: """
                SELECT (SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'),
                       (SELECT count(*) FROM sqlite_schema)
                """)[0]
            hasTable = row[0].int64 == 1
            objects = row[1].int64 ?? 0
        } catch {
            if error.isNotADatabase {
                throw StoreCompatibilityError.notADatabase(path: path, message: error.message)
            }
            throw error
        }
        if !hasTable && objects > 0 { throw StoreCompatibilityError.notAStore(path: path) }
        return hasTable
    }

    /// A migration may rebuild a table that others reference (SQLite's documented
    /// procedure: create, copy, drop, rename), which needs foreign keys off outside the
    /// transaction; they are checked before each migration commits.
    package func whileMigrating<T>(_ body: () throws -> T) throws -> T {
        try execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? execute(sql: "PRAGMA foreign_keys = ON") }
        return try body()
    }

    package func apply(_ migration: Migration, now: Int64) throws -> Bool {
        try inTransaction { () throws -> Bool in
            try execute(sql: Self.bookkeepingSQL)
            let done = try scalar(
                sql: "SELECT count(*) FROM schema_migrations WHERE version = ?", arguments: [migration.version]
            ).int64 == 1
            if done { return false }
            try execute(sql: migration.sql)
            if let violation = try rows(sql: "PRAGMA foreign_key_check").first {
                throw MigrationFailure(
                    version: migration.version, name: migration.name,
                    message: "it leaves a row of \(violation[0].string ?? "?") whose \(violation[2].string ?? "?") has no parent")
            }
            try execute(
                sql: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                arguments: [migration.version, migration.name, migration.checksum, now])
            // The newest version applied: a migration numbered below one already applied
            // (landed later, filling a gap) leaves it as it was.
            let newest = try scalar(sql: "SELECT max(version) FROM schema_migrations").int64 ?? Int64(migration.version)
            try execute(sql: "PRAGMA user_version = \(newest)")
            return true
        }
    }
}

