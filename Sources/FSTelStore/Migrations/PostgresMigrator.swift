import FSTelIO

/// Applies the PostgreSQL migrations (`Migrations/postgresql/`) in order, each in its own
/// transaction together with the row that records it in `schema_migrations`, with the
/// rules of the SQLite ``Migrator``: the same numbering and checksum, and a store that
/// records a migration this binary does not carry, or one whose checksum differs, is
/// refused with a ``StoreCompatibilityError`` and left as it is.
///
/// The store lives in the connection's current schema (the first existing schema of its
/// `search_path`, `public` unless the URL or the role says otherwise). A schema that holds
/// other relations but no `schema_migrations` is not a store and is never modified.
public struct PostgresMigrator: Sendable {
    /// The migrations, by version.
    public var migrations: [Migration]

    /// A migrator of `migrations` (by default those carried inside the binary).
    public init(migrations: [Migration] = Migration.embeddedPostgreSQL) {
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// The newest version it knows (0 without migrations).
    public var latestVersion: Int { migrations.last?.version ?? 0 }

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

    /// The versions recorded in the store, checked against the carried migrations. Throws
    /// when the schema is not a store, or holds unknown or altered migrations.
    public func appliedVersions(in db: PostgresConnection) throws -> [Int] {
        // One statement, so one snapshot (as on SQLite).
        let row = try db.rows(sql: """
            SELECT current_schema(),
                   (SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = current_schema() AND c.relname = 'schema_migrations' AND c.relkind IN ('r', 'p')),
                   (SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f'))
            """)[0]
        guard let schema = row[0].string else {
            throw StoreCompatibilityError.noPostgresSchema(url: db.displayURL)
        }
        let hasTable = row[1].int64 == 1
        let objects = row[2].int64 ?? 0
        if !hasTable {
            if objects > 0 {
                throw StoreCompatibilityError.notAPostgresStore(url: db.displayURL, schema: schema)
            }
            return []
        }
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        var versions: [Int] = []
        for row in try db.rows(sql: "SELECT version, name, checksum FROM schema_migrations ORDER BY version") {
            let version = Int(row[0].int64 ?? -1)
            let name = row[1].string ?? ""
            let checksum = row[2].string ?? ""
            guard let migration = known[version] else {
                throw StoreCompatibilityError.unknownMigration(version: version, name: name, newestKnown: latestVersion)
            }
            if migration.checksum != checksum {
                throw StoreCompatibilityError.checksumMismatch(
                    version: version, name: name, recorded: checksum, expected: migration.checksum)
            }
            versions.append(version)
        }
        return versions
    }

    /// Versions not yet applied.
    public func pendingVersions(in db: PostgresConnection) throws -> [Int] {
        let applied = Set(try appliedVersions(in: db))
        return migrations.map(\.version).filter { !applied.contains($0) }
    }

    /// Applies every pending migration; returns the versions it applied. Safe to run from
    /// several sessions at once: each migration takes an advisory lock and re-checks.
    @discardableResult
    public func migrate(_ db: PostgresConnection, now: Int64 = Clocks.unixMilliseconds()) throws -> [Int] {
        _ = try appliedVersions(in: db)
        var applied: [Int] = []
        for migration in migrations {
            let didApply = try db.inTransaction { () throws -> Bool in
                try db.execute(sql: Self.lockSQL)
                try db.execute(sql: Self.bookkeepingSQL)
                let done = try db.scalar(
                    sql: "SELECT count(*) FROM schema_migrations WHERE version = $1", arguments: [migration.version]
                ).int64 == 1
                if done { return false }
                do {
                    try db.execute(sql: migration.sql)
                } catch let error as PostgresError {
                    // Without the SQL: the message names what failed; the text is the migration's file.
                    throw MigrationFailure(
                        version: migration.version, name: migration.name,
                        message: "PostgreSQL error \(error.sqlState ?? "?"): \(error.message)")
                }
                try db.execute(
                    sql: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)",
                    arguments: [migration.version, migration.name, migration.checksum, now])
                return true
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }
}
