import FSTelIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a database cannot be used by this binary.
public enum StoreCompatibilityError: Error, CustomStringConvertible, Sendable {
    /// Stands for the command in the example of a ``notWritable(path:message:)`` message;
    /// the command line puts the subcommand that was run in its place.
    package static let commandPlaceholder = "<command>"

    /// The database records a migration this binary does not carry (it was written by
    /// a newer `fstel`).
    case unknownMigration(version: Int, name: String, newestKnown: Int)
    /// A recorded migration's checksum differs from the carried one.
    case checksumMismatch(version: Int, name: String, recorded: String, expected: String)
    /// The file holds tables but is not a `fstel` store.
    case notAStore(path: String)
    /// The PostgreSQL schema the store would live in holds relations but no
    /// `schema_migrations`: it is not a `fstel` store.
    case notAPostgresStore(url: String, schema: String)
    /// The PostgreSQL connection's `search_path` names no existing schema: there is
    /// nowhere to keep a store.
    case noPostgresSchema(url: String)
    /// A command that reads a store was pointed at a PostgreSQL schema without one.
    case noPostgresStore(url: String)
    /// The file is not an SQLite database, or is damaged.
    case notADatabase(path: String, message: String)
    /// Migrations are pending but the database was opened read-only.
    case needsMigration(pending: [Int])
    /// A command that writes the store was run by a user who may read the SQLite file but
    /// not write it (or its `-wal`/`-shm`); nothing was opened or created. `message` says
    /// who may write it and what to run as that user.
    case notWritable(path: String, message: String)
    /// A PostgreSQL store (shared by every host and analyst that uses the database) has
    /// migrations pending, by version and name, and the caller did not ask for them to be
    /// applied: a shared store is migrated only by `fstel migrate` or a command given
    /// `--migrate`.
    case pendingSharedMigrations(url: String, pending: [Int], names: [String])

    /// The refusal in plain words.
    public var description: String {
        switch self {
        case let .unknownMigration(version, name, newestKnown):
            return "the database was migrated by a newer fstel: it holds migration \(version) (\(name)) but this binary knows only up to \(newestKnown); upgrade fstel"
        case let .checksumMismatch(version, name, recorded, expected):
            return "migration \(version) (\(name)) recorded in the database has checksum \(recorded), but this binary carries \(expected): the database or the migration was altered; refusing to use it"
        case let .notAStore(path):
            return "\(path) is an SQLite database but not a fstel store (no schema_migrations table); refusing to modify it"
        case let .notAPostgresStore(url, schema):
            return "schema \(schema) of \(url) holds tables but is not a fstel store (no schema_migrations table); refusing to modify it (give fstel an empty database, or a schema of its own: ?options=-csearch_path%3Dfstel in the URL)"
        case let .noPostgresSchema(url):
            return "\(url): the search_path names no existing schema, so there is nowhere to keep the store; create the schema, or name one that exists"
        case let .noPostgresStore(url):
            return "no store at \(url) (create it with `fstel migrate --db URL`, or check --db / FSTEL_DB)"
        case let .notADatabase(path, message):
            return "\(path) is not a usable SQLite database: \(message)"
        case let .notWritable(path, message):
            return "\(path): \(message)"
        case let .needsMigration(pending):
            return "the database needs migrations \(pending.map(String.init).joined(separator: ", ")); run `fstel migrate`"
        case let .pendingSharedMigrations(url, pending, names):
            let listed = zip(pending, names).map { "\($0) (\($1))" }.joined(separator: ", ")
            let noun = pending.count == 1 ? "migration" : "migrations"
            return "the PostgreSQL store at \(url) needs \(noun) \(listed), which this fstel carries and the store has not applied; a shared store is migrated only when asked: run `fstel migrate --db URL` once (as the store's owner, when no ingest is running), or give this command --migrate"
        }
    }
}

/// What ``SchemaMigrator`` needs from a backend's connection: where its migrations come
/// from, how it tells a store from a foreign database, and how one migration is applied
/// with the row that records it. Each driver's connection conforms;
/// the rules (numbering, checksums, refusals) are the migrator's, written once.
package protocol MigratingConnection: SQLQuerying {
    /// The migrations this binary carries for the backend.
    static var embeddedMigrations: [Migration] { get }
    /// True when the store's schema holds `schema_migrations`, false when it is empty.
    /// Throws a ``StoreCompatibilityError`` when it holds other tables (not a store) or is
    /// not a database this backend can use.
    func hasMigrationTable() throws -> Bool
    /// Runs `body`, which applies every migration of one run, with whatever the backend
    /// needs around it.
    func whileMigrating<T>(_ body: () throws -> T) throws -> T
    /// Applies `migration` in one transaction with the row that records it, unless another
    /// process recorded it first; true when this call applied it.
    func apply(_ migration: Migration, now: Int64) throws -> Bool
}

/// Applies numbered migrations in order, each in its own transaction together with the
/// row that records it in `schema_migrations`, and refuses databases it does not
/// understand: a store that records a migration this binary does not carry, or one whose
/// checksum differs, is refused with a ``StoreCompatibilityError`` and left as it is.
///
/// The SQLite driver's `Migrator` migrates SQLite stores (`Migrations/`), the PostgreSQL
/// driver's `PostgresMigrator` PostgreSQL stores (`Migrations/postgresql/`, in the
/// connection's current schema: the first existing schema of its `search_path`). Safe to run from several processes at once:
/// each migration re-checks, under the write lock, that nobody applied it meanwhile.
package struct SchemaMigrator<Connection: MigratingConnection>: Sendable {
    /// The migrations, by version.
    package var migrations: [Migration]

    /// A migrator of `migrations` (by default those carried inside the binary).
    package init(migrations: [Migration] = Connection.embeddedMigrations) {
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// The newest version it knows (0 without migrations).
    package var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The migrations recorded in the database, by version, checked against the carried
    /// ones. Throws when the database is not a store or holds unknown or altered migrations.
    package func appliedMigrations(in db: Connection) throws -> [Migration] {
        guard try db.hasMigrationTable() else { return [] }
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        var applied: [Migration] = []
        for row in try db.fetchRows(sql: "SELECT version, name, checksum FROM schema_migrations ORDER BY version", arguments: []) {
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
            applied.append(migration)
        }
        return applied
    }

    /// The versions recorded in the database (see ``appliedMigrations(in:)``).
    package func appliedVersions(in db: Connection) throws -> [Int] {
        try appliedMigrations(in: db).map(\.version)
    }

    /// Versions not yet applied.
    package func pendingVersions(in db: Connection) throws -> [Int] {
        let applied = Set(try appliedVersions(in: db))
        return migrations.map(\.version).filter { !applied.contains($0) }
    }

    /// Applies every pending migration; returns the versions it applied.
    @discardableResult
    package func migrate(_ db: Connection, now: Int64 = Clocks.unixMilliseconds()) throws -> [Int] {
        _ = try appliedVersions(in: db)
        return try db.whileMigrating {
            var applied: [Int] = []
            for migration in migrations {
                if try db.apply(migration, now: now) { applied.append(migration.version) }
            }
            return applied
        }
    }
}

/// A migration that would leave the database inconsistent; it was rolled back.
public struct MigrationFailure: Error, CustomStringConvertible, Sendable {
    /// The migration's version.
    public var version: Int
    /// The migration's name.
    public var name: String
    /// What went wrong.
    public var message: String

    /// The failure in plain words.
    public var description: String { "migration \(version) (\(name)) failed and was rolled back: \(message)" }

    package init(version: Int, name: String, message: String) {
        self.version = version
        self.name = name
        self.message = message
    }
}
