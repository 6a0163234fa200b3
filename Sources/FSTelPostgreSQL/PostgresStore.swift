import FSTelStorage

/// A `fstel` store in a PostgreSQL database: a connection whose current schema holds a
/// store this binary understands (docs/postgresql.md).
package final class PostgresStore {
    /// The connection to the database.
    package let connection: PostgresConnection
    /// The URL without its password, for messages.
    package var displayURL: String { connection.displayURL }
    /// The migrations opening it for `.write` applied, by version (none when it was up to date).
    package private(set) var appliedMigrations: [Int] = []
    /// True when the store's `sessions` and `transitions` are Citus distributed tables
    /// (docs/scale-out.md): found once, when the store is opened. The few statements that
    /// Citus cannot run as PostgreSQL plans them take their other form then
    /// (``PostgresStatementShapes``).
    package private(set) var isDistributed = false

    /// Connects to `url` and checks the store there; for `.write` with `migrating`, creates
    /// it (in an empty schema, when `createIfMissing`) and applies pending migrations.
    ///
    /// A schema that holds other tables, or a store migrated by a newer binary or with an
    /// altered migration, is refused with a ``StoreCompatibilityError`` and never modified.
    /// A schema without a store is ``StoreCompatibilityError/noPostgresStore(url:)`` unless it
    /// is to be created; a store with pending migrations that are not to be applied (`.read`,
    /// or `migrating` false) is ``StoreCompatibilityError/pendingSharedMigrations(url:pending:names:)``.
    package init(
        url: String, access: StoreAccess, createIfMissing: Bool = true, migrating: Bool = true,
        migrator: PostgresMigrator = PostgresMigrator()
    ) throws {
        connection = try PostgresConnection(url: url)
        if access == .write {
            // A writing command sets its own limits, whatever the role's or database's (set
            // for analysts' queries): its statements may run for minutes, and an ingest's
            // transaction stays open while a stream waits for input.
            try connection.executeSettingUp(sql: "SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0")
        }
        let applied = try migrator.appliedVersions(in: connection)
        let pending = migrator.migrations.filter { !applied.contains($0.version) }
        let applies = access == .write && migrating
        if applied.isEmpty && !(applies && createIfMissing) {
            throw StoreCompatibilityError.noPostgresStore(url: connection.displayURL)
        }
        if !pending.isEmpty {
            guard applies else {
                throw StoreCompatibilityError.pendingSharedMigrations(
                    url: connection.displayURL, pending: pending.map(\.version), names: pending.map(\.name))
            }
            appliedMigrations = try migrator.migrate(connection)
        }
        isDistributed = try CitusDistribution.isDistributed(connection)
        if access == .write && isDistributed {
            // The limits above are this session's; the statements Citus runs on the workers
            // for it run under the workers' own role and database settings (a database's
            // statement_timeout reaches them, ALTER DATABASE being propagated). Set in each
            // transaction with SET LOCAL, Citus carries them to the workers as well.
            try connection.executeSettingUp(sql: "SET citus.propagate_set_commands = 'local'")
            connection.transactionSettings = "SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0"
        }
    }

    /// The schema version (the newest applied migration).
    package func schemaVersion() throws -> Int {
        Int(try connection.scalar(sql: "SELECT coalesce(max(version), 0) FROM schema_migrations").int64 ?? 0)
    }
}
