/// A `fstel` store in a PostgreSQL database: a connection whose current schema holds a
/// store this binary understands (docs/postgresql.md).
public final class PostgresStore {
    /// The connection to the database.
    public let connection: PostgresConnection
    /// The URL without its password, for messages.
    public var displayURL: String { connection.displayURL }
    /// The migrations opening it for `.write` applied, by version (none when it was up to date).
    public private(set) var appliedMigrations: [Int] = []

    /// Connects to `url` and checks the store there; for `.write`, creates it (in an empty
    /// schema) and applies pending migrations.
    ///
    /// A schema that holds other tables, or a store migrated by a newer binary or with an
    /// altered migration, is refused with a ``StoreCompatibilityError`` and never modified;
    /// for `.read`, so is a schema without a store or with pending migrations.
    public init(url: String, access: Store.Access, migrator: PostgresMigrator = PostgresMigrator()) throws {
        connection = try PostgresConnection(url: url)
        let applied = try migrator.appliedVersions(in: connection)
        let pending = migrator.migrations.map(\.version).filter { !applied.contains($0) }
        switch access {
        case .read:
            if applied.isEmpty { throw StoreCompatibilityError.noPostgresStore(url: connection.displayURL) }
            if !pending.isEmpty { throw StoreCompatibilityError.needsMigration(pending: pending) }
        case .write:
            if !pending.isEmpty { appliedMigrations = try migrator.migrate(connection) }
        }
    }

    /// The schema version (the newest applied migration).
    public func schemaVersion() throws -> Int {
        Int(try connection.scalar(sql: "SELECT coalesce(max(version), 0) FROM schema_migrations").int64 ?? 0)
    }
}
