import FSTelModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store opened by `openStore(_:access:createIfMissing:migratingShared:)`, whichever its
/// backend: the SQLite driver's store (a file) and the PostgreSQL driver's (a database) both
/// conform, so code written against it works on both without asking which one it holds.
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
    /// The store's prune in committed chunks with a bounded write-ahead log, resumable
    /// after a kill, when it has one (an SQLite store); nil for a store that prunes in one
    /// transaction (PostgreSQL drops whole day partitions), where
    /// ``prune(keepFrom:sessionGraceDays:dryRun:now:)`` is the only prune.
    var chunkedPrune: (any ChunkedPruning)? { get }
    /// An ingestor writing into the store (opened with `.write`). `host` names the machine
    /// the logs are read on where the backend records it with each source (PostgreSQL,
    /// where several hosts share a store; nil: this machine's name); an SQLite store has
    /// one host and ignores it.
    func makeIngestor(host: String?, options: IngestOptions) throws -> any LogIngesting
}

/// Ingest into an opened store (``OpenedStore/makeIngestor(host:options:)``): the same
/// reading, checkpoints and accounting on every backend.
public protocol LogIngesting: AnyObject {
    /// Ingests every path in order (`-` is standard input): each regular file from where the
    /// store's checkpoint for it left off, a stream whole.
    func ingest(paths: [String], progress: ((IngestProgress) -> Void)?) throws -> IngestReport
    /// Decodes the kept rejected lines `filter` selects again, storing those that now decode
    /// and keeping the others.
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

/// Why `openStore(_:access:createIfMissing:migratingShared:)` found no store to open.
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

