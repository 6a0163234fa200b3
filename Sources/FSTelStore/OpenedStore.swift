import FSTelModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// A store opened by ``openStore(_:access:createIfMissing:)``, whichever its backend:
/// ``Store`` (an SQLite file) and ``PostgresStore`` (a PostgreSQL database) both conform,
/// so code written against it works on both without asking which one it holds.
///
/// Reading goes through ``queryConnection`` (the reports of FSTelQuery are methods on
/// every opened store); writing through the store's own operations: ingest
/// (``makeIngestor(host:options:)``), migrations (applied when it is opened for `.write`)
/// and ``prune(keepFrom:sessionGraceDays:dryRun:now:)``.
public protocol OpenedStore: AnyObject {
    /// The path, or the URL without its password: what messages print.
    var displayName: String { get }
    /// The connection reports and ad-hoc SQL read through, in the backend's SQL
    /// (``SQLQuerying/backend``).
    var queryConnection: any SQLQuerying { get }
    /// Why the role the store is opened as could reach the server's files or programs
    /// (a PostgreSQL superuser, a role that may become one, a member of
    /// `pg_read_server_files` and its kin), or nil: ad-hoc SQL refuses to run as such a
    /// role unless told to. Always nil for SQLite, whose queries reach only the store.
    func privilegedRoleReason() throws -> String?
    /// The schema version (the newest applied migration).
    func schemaVersion() throws -> Int
    /// The migrations opening the store for `.write` applied, by version (none when it was
    /// up to date, or opened for `.read`).
    var appliedMigrations: [Int] { get }
    /// Every migration recorded in the store, oldest first, checked against those this
    /// binary carries.
    func recordedMigrations() throws -> [Migration]
    /// The store's tables and views, one entry per column, views first.
    func schemaColumns() throws -> [SchemaColumn]
    /// Deletes raw transitions before `keepFrom` and the sessions left without them beyond
    /// `sessionGraceDays` (see ``Retention``); their counts stay in the rollups. The store
    /// must be opened with `.write`. With `dryRun`, counts what would go.
    func prune(keepFrom: UTCDay, sessionGraceDays: Int, dryRun: Bool, now: Int64) throws -> PruneReport
    /// The same prune in committed chunks with a bounded write-ahead log, resumable after a
    /// kill (SQLite: ``Retention/pruneInChunks(_:keepFrom:sessionGraceDays:now:chunking:afterChunk:)``);
    /// nil, having done nothing, for a store that prunes in one transaction (PostgreSQL,
    /// which drops whole day partitions): call ``prune(keepFrom:sessionGraceDays:dryRun:now:)``.
    func pruneInBoundedSpace(keepFrom: UTCDay, sessionGraceDays: Int, now: Int64, chunking: PruneChunking) throws -> ChunkedPruneResult?
    /// The cut of a chunked prune that a run left unfinished (killed, or stopped waiting for
    /// readers), which the next prune finishes first; nil when there is none.
    func unfinishedPruneCut() throws -> UTCDay?
    /// An ingestor writing into the store (opened with `.write`). `host` names the machine
    /// the logs are read on where the backend records it with each source (PostgreSQL,
    /// where several hosts share a store; nil: this machine's name); an SQLite store has
    /// one host and ignores it.
    func makeIngestor(host: String?, options: IngestOptions) throws -> any LogIngesting
}

/// Ingest into an opened store (``Ingestor`` for SQLite, ``PostgresIngestor`` for
/// PostgreSQL): the same reading, checkpoints and accounting on both.
public protocol LogIngesting: AnyObject {
    /// Ingests every path in order (`-` is standard input); see ``Ingestor/ingest(paths:progress:)``.
    func ingest(paths: [String], progress: ((IngestProgress) -> Void)?) throws -> IngestReport
    /// Decodes the kept rejected lines again; see ``Ingestor/replayRejects(_:)``.
    func replayRejects(_ filter: RejectFilter) throws -> IngestReport
}

/// One column of a table or view of the store (``OpenedStore/schemaColumns()``).
public struct SchemaColumn: Equatable, Sendable {
    /// The table or view.
    public var object: String
    /// `table` or `view`.
    public var kind: String
    /// The column's name.
    public var column: String
    /// Its declared type, in the backend's words (`INTEGER`; `bigint`).
    public var type: String
    /// True when it may not be NULL.
    public var notNull: Bool
    /// Its place in the primary key, from 1, or 0.
    public var primaryKey: Int

    /// A column described by its parts.
    public init(object: String, kind: String, column: String, type: String, notNull: Bool, primaryKey: Int) {
        self.object = object
        self.kind = kind
        self.column = column
        self.type = type
        self.notNull = notNull
        self.primaryKey = primaryKey
    }
}

/// Why ``openStore(_:access:createIfMissing:)`` found no store to open.
public enum StoreOpeningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No SQLite file at the path, and the caller did not ask for one to be created.
    case noStore(path: String)
    /// The folder the SQLite file would be in does not exist.
    case noDirectory(directory: String, path: String)

    public var description: String {
        switch self {
        case .noStore(let path): return "no store at \(path)"
        case .noDirectory(let directory, let path): return "directory \(directory) does not exist (for the store \(path))"
        }
    }
}

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
    _ location: String, access: Store.Access, createIfMissing: Bool = true, migratingShared: Bool = true
) throws -> any OpenedStore {
    switch StoreLocation(location) {
    case .sqlite(let path):
        return try Store.opening(path: path, access: access, createIfMissing: createIfMissing)
    case .postgresql(let url):
        return try PostgresStore.opening(url: url, access: access, createIfMissing: createIfMissing, migrating: migratingShared)
    }
}
