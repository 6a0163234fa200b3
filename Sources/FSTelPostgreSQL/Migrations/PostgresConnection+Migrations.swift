import FSTelIO
import FSTelStorage

/// Migrates PostgreSQL stores (`Migrations/postgresql/`), with the rules of ``SchemaMigrator``.
package typealias PostgresMigrator = SchemaMigrator<PostgresConnection>

/// The PostgreSQL side of ``SchemaMigrator`` (``PostgresMigrator``): the store lives in the
/// connection's current schema (the first existing schema of its `search_path`, `public`
/// unless the URL or the role says otherwise). A schema that holds other relations but no
/// `schema_migrations` is not a store and is never modified; the relations an extension owns
/// (Citus's views `citus_tables` and `citus_schemas` in `public`) do not count. Migrations of one database are
/// serialized across sessions by an advisory lock (two `fstel migrate` at once).
extension PostgresConnection: MigratingConnection {
    /// The PostgreSQL migrations carried inside the binary.
    package static var embeddedMigrations: [Migration] { Migration.embeddedPostgreSQL }

    static let bookkeepingSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version     integer PRIMARY KEY,
            name        text    NOT NULL,
            checksum    text    NOT NULL,
            applied_at  bigint  NOT NULL
        )
        """

    /// Serializes migrations of one database across sessions (two `fstel migrate` at once).
    static let lockSQL = "SELECT pg_advisory_xact_lock(hashtext('fstel.migrate'))"

    package func hasMigrationTable() throws -> Bool {
        // One statement, so one snapshot (as on SQLite).
        let row = try rows(sql: """
            SELECT current_schema(),
                   (SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = current_schema() AND c.relname = 'schema_migrations' AND c.relkind IN ('r', 'p')),
                   (SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
                      AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                                      WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid
                                        AND d.deptype = 'e'))
            """)[0]
        guard let schema = row[0].string else {
            throw StoreCompatibilityError.noPostgresSchema(url: displayURL)
        }
        let hasTable = row[1].int64 == 1
        let objects = row[2].int64 ?? 0
        if !hasTable && objects > 0 {
            throw StoreCompatibilityError.notAPostgresStore(url: displayURL, schema: schema)
        }
        return hasTable
    }

    package func whileMigrating<T>(_ body: () throws -> T) throws -> T {
        try body()
    }

    package func apply(_ migration: Migration, now: Int64) throws -> Bool {
        try inTransaction { () throws -> Bool in
            try execute(sql: Self.lockSQL)
            // A migration waits a bounded time for the locks it needs (an ingest or a long
            // report holding a table fails it with SQLSTATE 55P03 instead of queueing every
            // later session behind it), and is not cut short by a role's or database's
            // statement_timeout. Both are local to this transaction.
            try execute(sql: "SET LOCAL lock_timeout = \(max(0, migrationLockTimeoutMilliseconds)); SET LOCAL statement_timeout = 0")
            try execute(sql: Self.bookkeepingSQL)
            let done = try scalar(
                sql: "SELECT count(*) FROM schema_migrations WHERE version = $1", arguments: [migration.version]
            ).int64 == 1
            if done { return false }
            do {
                try execute(sql: migration.sql)
            } catch let error as PostgresError where error.isLockNotAvailable {
                // Another session holds a table the migration changes: nothing was applied,
                // and the same command can be run again (exit 75).
                throw PostgresError(
                    sqlState: error.sqlState,
                    message: "migration \(migration.version) (\(migration.name)) waited \(migrationLockTimeoutMilliseconds) ms (lock_timeout) for a lock another session holds (an ingest, a report, an open transaction) and was rolled back; nothing was applied: run it again when they are done (\(error.message))")
            } catch let error as PostgresError {
                // Without the SQL: the message names what failed; the text is the migration's file.
                throw MigrationFailure(
                    version: migration.version, name: migration.name,
                    message: "PostgreSQL error \(error.sqlState ?? "?"): \(error.message)")
            }
            _ = try execute(
                sql: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)",
                arguments: [migration.version, migration.name, migration.checksum, now])
            return true
        }
    }
}
