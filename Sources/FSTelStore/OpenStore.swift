import FSTelModel
import FSTelPostgreSQL
import FSTelSQLite
@_exported import FSTelStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens the store at `location`: an SQLite file's path (`:memory:` for a store in
/// memory) or a PostgreSQL connection string (`postgresql://...`, `host=... dbname=...`,
/// `service=name`), as `fstel --db` takes it (``StoreLocation``).
///
/// - `.read` opens an existing, fully migrated store and never writes it.
/// - `.write` applies pending migrations (``OpenedStore/appliedMigrations`` lists them);
///   on PostgreSQL only with `migratingShared` (a store there is shared by every host and
///   analyst: without it, pending migrations are
///   ``StoreCompatibilityError/pendingSharedMigrations(url:pending:names:)`` and nothing is
///   changed). With `createIfMissing` (the default) it creates the store where there is none
///   (a new SQLite file, or, when migrating, a store in an empty PostgreSQL schema); without
///   it, a missing SQLite file is ``StoreOpeningError/noStore(path:)`` and a PostgreSQL
///   schema without a store is ``StoreCompatibilityError/noPostgresStore(url:)``, and
///   nothing is created.
///
/// A database that is not a store, is damaged, or was migrated by a newer binary is
/// refused with a ``StoreCompatibilityError`` and left as it is.
public func openStore(
    _ location: String, access: StoreAccess, createIfMissing: Bool = true, migratingShared: Bool = true
) throws -> any OpenedStore {
    switch StoreLocation(location) {
    case .sqlite(let path):
        return try Store.opening(path: path, access: access, createIfMissing: createIfMissing)
    case .postgresql(let url):
        return try PostgresStore.opening(url: url, access: access, createIfMissing: createIfMissing, migrating: migratingShared)
    }
}

/// Where a store is: an SQLite file (a path) or a PostgreSQL database (a `postgresql://`
/// or `postgres://` URL, or libpq's keyword form such as `host=db dbname=telemetry` or
/// `service=telemetry`), as `--db` names it.
package enum StoreLocation: Equatable, Sendable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database, by its libpq connection string (a URL or the keyword form).
    case postgresql(url: String)

    /// The rule, in order:
    /// 1. a URL with the scheme `postgresql` or `postgres` (any case) names a PostgreSQL
    ///    database;
    /// 2. a file (or anything else) that exists at `text` is an SQLite path, whatever its
    ///    name (`dbname=x` that is a file is that file);
    /// 3. libpq's keyword form (``PostgresURL/isKeywordConnectionString(_:)``: one or more
    ///    `keyword=value` pairs, every keyword one libpq knows, such as `host`, `dbname`,
    ///    `user`, `service`) names a PostgreSQL database;
    /// 4. anything else is an SQLite path (`./postgresql:x`, `a=b.sqlite`).
    package init(_ text: String) {
        if PostgresURL.isPostgresURL(text) {
            self = .postgresql(url: text)
            return
        }
        var info = stat()
        if stat(text, &info) == 0 || !PostgresURL.isKeywordConnectionString(text) {
            self = .sqlite(path: text)
        } else {
            self = .postgresql(url: text)
        }
    }

    /// True when opening the store for writing would create a file: an SQLite path with
    /// nothing there yet. A caller that may find nothing to write (no readable input) checks
    /// it first, so that it does not leave an empty store behind. False for PostgreSQL,
    /// whose database exists before fstel opens it.
    package var isAbsentFile: Bool {
        guard case .sqlite(let path) = self else { return false }
        var info = stat()
        return stat(path, &info) != 0
    }

    /// The path, or the URL without its password: what messages print.
    package var displayName: String {
        switch self {
        case .sqlite(let path): return path
        case .postgresql(let url): return PostgresURL.redacted(url)
        }
    }
}

/// A command that exists only for a store on a server (`maintain`, `setup-roles`) was given
/// a store of another kind.
package struct NotAServerStore: Error, CustomStringConvertible {
    /// How the store was named (`--db`).
    package var location: String
    package var description: String { "\(location) is not a PostgreSQL store" }
}

/// Opens the store at `location` for its administration (``ServerAdministration``): a
/// PostgreSQL database, opened as ``openStore(_:access:createIfMissing:migratingShared:)``
/// would; anything else is ``NotAServerStore``, before anything is opened.
package func openServerStore(
    _ location: String, access: StoreAccess, createIfMissing: Bool, migratingShared: Bool
) throws -> any ServerAdministration {
    guard case .postgresql(let url) = StoreLocation(location) else { throw NotAServerStore(location: location) }
    return try PostgresStore.opening(url: url, access: access, createIfMissing: createIfMissing, migrating: migratingShared)
}

/// Why `owner`, `ingest` and `analyst` cannot name the roles of a store on a server, or nil.
package func serverRolesProblem(owner: String, ingest: String, analyst: String) -> String? {
    PostgresRoles(owner: owner, ingest: ingest, analyst: analyst).problem()
}

/// Limits the memory the process's SQLite connections may use (SQLite's heap limit,
/// process-wide; set before the first connection opens). A PostgreSQL store's queries run
/// in its server and are not limited here.
package func limitLocalQueryMemory(bytes: Int64) {
    SQLiteLibrary.limitHeap(bytes: bytes)
}
