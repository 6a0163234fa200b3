import FSTelModel

/// The SQL a store speaks.
public enum SQLBackend: String, Sendable, Equatable {
    /// An SQLite file.
    case sqlite
    /// A PostgreSQL database.
    case postgresql
}

/// One result row while it is read: the SQLite driver's statement on its current row, or a
/// PostgreSQL row's values. Accessors take 0-based column indexes; a NULL reads as 0, 0.0
/// or nil.
public protocol SQLRow {
    /// True for SQL NULL.
    func isNull(_ index: Int) -> Bool
    /// True when the column holds text (not NULL, a number or bytes).
    func isText(_ index: Int) -> Bool
    /// The column as a 64-bit integer.
    func int64(_ index: Int) -> Int64
    /// The column as an integer.
    func int(_ index: Int) -> Int
    /// The column as a double.
    func double(_ index: Int) -> Double
    /// The column's text, or nil.
    func string(_ index: Int) -> String?
    /// The column, typed.
    func value(_ index: Int) -> DatabaseValue
    /// Calls `body` with the column's UTF-8 text (nil for NULL), valid during the call.
    func withText<T>(_ index: Int, _ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T
    /// Calls `body` with the column's bytes, valid during the call.
    func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T
}

/// A store read through SQL, whichever the backend: the seam the reports and nightly are
/// written against once. Statements are in the backend's own SQL (``backend``):
/// FSTelQuery's `SQLDialect` writes what differs. Reading only, for a program that uses the
/// library; fstel's own query side also writes nightly's `daily_durations` and runs `fstel
/// sql`'s sandbox through requirements that are this package's (`@_spi(FSTelDrivers)`).
public protocol SQLQuerying: AnyObject {
    /// Which SQL the statements must be in.
    var backend: SQLBackend { get }
    /// Every row of one statement, bound to `arguments`.
    func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]]
    /// Hands the rows of one statement to `body` one at a time, as they are read (memory
    /// does not grow with the result).
    func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws
    /// Runs `body` so that every statement in it reads one snapshot (a read transaction),
    /// unless a transaction is open already.
    func inSnapshot<T>(_ body: () throws -> T) throws -> T
    /// Replaces the duration percentiles stored for `day` with `rows` (inside the caller's
    /// transaction when there is one; otherwise in its own), and records the day in
    /// `daily_rollup_days` with the number of durations they were computed from.
    @_spi(FSTelDrivers)
    func replaceDailyDurations(day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws
    /// Runs `body` in one write transaction (nightly's writes of one run).
    @_spi(FSTelDrivers)
    func inWriteTransaction(_ body: () throws -> Void) throws
    /// Runs one statement a person wrote (`fstel sql`) in the driver's sandbox: read-only,
    /// one statement, named parameters bound from `parameters` (NULL when not given), within
    /// `timeoutMilliseconds` and `maxMemoryBytes` (0: no limit). Hands the column names to
    /// `columns`, then each row to `row`. Throws ``AdHocQueryError``.
    @_spi(FSTelDrivers)
    func runAdHoc(
        sql: String, parameters: [AdHocQuery.Parameter], timeoutMilliseconds: Int, maxMemoryBytes: Int,
        columns: ([String]) throws -> Void, row: ([DatabaseValue]) throws -> Void
    ) throws -> AdHocQuery.Outcome
}
