/// The SQL a store speaks.
public enum SQLBackend: String, Sendable, Equatable {
    /// An SQLite file (``Database``).
    case sqlite
    /// A PostgreSQL database (``PostgresConnection``).
    case postgresql
}

/// One result row while it is read: the SQLite ``Statement`` on its current row, or a
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
/// FSTelQuery's `SQLDialect` writes what differs. Reading only: the few writes of the query
/// side (nightly's `daily_durations`, prune) are the store's (``DailyDurations``,
/// ``Retention``).
public protocol SQLQuerying: AnyObject {
    /// Which SQL the statements must be in.
    var backend: SQLBackend { get }
    /// Every row of one statement, bound to `arguments`.
    func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]]
    /// Hands the rows of one statement to `body` one at a time, as they are read (memory
    /// does not grow with the result).
    func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws
    /// ``forEachRow(sql:arguments:_:)`` with a fast path: an SQLite store hands `sqlite`
    /// its ``Statement`` on each row (a concrete type, so a generic reader is specialized
    /// for it and reads columns without a dynamic call each); any other store hands
    /// `other` its rows.
    func forEachRow(
        sql: String, arguments: [DatabaseValue], sqlite: (Statement) throws -> Void, other: (any SQLRow) throws -> Void
    ) throws
    /// Runs `body` so that every statement in it reads one snapshot (a read transaction),
    /// unless a transaction is open already.
    func inSnapshot<T>(_ body: () throws -> T) throws -> T
}

extension Statement: SQLRow {}

extension Database: SQLQuerying {
    public var backend: SQLBackend { .sqlite }

    public func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]] {
        try rows(sql: sql, arguments: arguments)
    }

    public func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments.map { $0 as any DatabaseValueConvertible })
        while try statement.step() { try body(statement) }
    }

    public func forEachRow(
        sql: String, arguments: [DatabaseValue], sqlite: (Statement) throws -> Void, other: (any SQLRow) throws -> Void
    ) throws {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments.map { $0 as any DatabaseValueConvertible })
        while try statement.step() { try sqlite(statement) }
    }

    public func inSnapshot<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        return try inReadTransaction(body)
    }
}

/// A row of a PostgreSQL result, as values.
struct PostgresRow: SQLRow {
    let values: [DatabaseValue]

    func isNull(_ index: Int) -> Bool { values[index] == .null }
    func isText(_ index: Int) -> Bool {
        if case .text = values[index] { return true }
        return false
    }
    func int64(_ index: Int) -> Int64 { values[index].int64 ?? Int64(values[index].double ?? 0) }
    func int(_ index: Int) -> Int { Int(int64(index)) }
    func double(_ index: Int) -> Double { values[index].double ?? 0 }
    func string(_ index: Int) -> String? {
        switch values[index] {
        case .null: return nil
        case .text(let v): return v
        case let other: return other.description
        }
    }
    func value(_ index: Int) -> DatabaseValue { values[index] }
    func withText<T>(_ index: Int, _ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard var text = string(index) else { return try body(nil) }
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
    func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        guard case .blob(let bytes) = values[index] else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try bytes.withUnsafeBytes(body)
    }
}

extension PostgresConnection: SQLQuerying {
    public var backend: SQLBackend { .postgresql }

    public func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]] {
        try rows(sql: sql, arguments: arguments)
    }

    public func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws {
        try forEachRow(sql: sql, arguments: arguments, columns: { _ in }, row: { try body(PostgresRow(values: $0)) })
    }

    public func forEachRow(
        sql: String, arguments: [DatabaseValue], sqlite: (Statement) throws -> Void, other: (any SQLRow) throws -> Void
    ) throws {
        try forEachRow(sql: sql, arguments: arguments, other)
    }

    /// A `REPEATABLE READ READ ONLY` transaction: one snapshot for every statement.
    public func inSnapshot<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        return try inTransaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }
}
