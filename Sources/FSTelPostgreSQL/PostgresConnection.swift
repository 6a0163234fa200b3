import FSTelStorage
import CLibPQ

/// One connection to a PostgreSQL server through libpq. It owns the `PGconn` (closed when
/// released, and also when connecting failed), runs statements with parameters in text
/// form (`$1`, `$2`, ...; blobs are sent as bytes), reads rows as ``DatabaseValue``s, and
/// reports every failure as a ``PostgresError``. No C pointer leaves this type.
///
/// The session is set to UTF-8, ISO dates and the UTC time zone, so that values read back
/// do not depend on the server's or the role's settings. Server notices (`NOTICE: relation
/// already exists, skipping`) are not printed.
package final class PostgresConnection {
    let handle: OpaquePointer
    /// The URL without its password, for messages.
    package let displayURL: String
    /// How long a migration applied on this connection waits for a lock before it fails
    /// (`lock_timeout`, in milliseconds; 0 waits for ever). 10 s by default.
    package var migrationLockTimeoutMilliseconds: Int = 10_000
    /// `SET LOCAL` statements run at the start of every transaction this connection begins
    /// (``begin(_:)``), empty for none. On a Citus coordinator with
    /// `citus.propagate_set_commands = 'local'` they reach the workers' side of the
    /// transaction too, where the session's own `SET`s do not.
    var transactionSettings = ""

    /// Connects to `url` (`postgresql://user@host:port/dbname?...`, or any libpq
    /// connection string). Waits at most `connectTimeoutSeconds` for the server unless the
    /// URL sets `connect_timeout` itself.
    package init(url: String, applicationName: String = "fstel", connectTimeoutSeconds: Int = 10) throws(PostgresError) {
        displayURL = PostgresURL.redacted(url)
        // Later keywords override earlier ones, and the URL's own parameters override the
        // keywords before it: the timeout and the application name are defaults the URL can
        // change; the encoding is ours, since every text is decoded as UTF-8.
        let keywords = ["connect_timeout", "fallback_application_name", "dbname", "client_encoding"]
        if let problem = fstel_libpq_load_error() {
            throw PostgresError(sqlState: nil, message: "cannot connect to \(displayURL): \(String(cString: problem))")
        }
        let values = [String(connectTimeoutSeconds), applicationName, url, "UTF8"]
        let connection = withCStringArray(keywords) { keywordPointers in
            withCStringArray(values) { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else {
            throw PostgresError(sqlState: nil, message: "cannot connect to \(displayURL): out of memory")
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = Self.trimmed(String(cString: PQerrorMessage(connection)))
            PQfinish(connection)
            throw PostgresError(sqlState: nil, message: "cannot connect to \(displayURL): \(message)")
        }
        handle = connection
        PQsetNoticeReceiver(handle, { _, _ in }, nil)
        // Every stored property is set: when this throws, deinit runs and closes the handle.
        try executeSettingUp(sql: "SET datestyle = 'ISO, YMD'; SET timezone = 'UTC'; SET intervalstyle = 'postgres'")
    }

    /// Runs a session's setting-up statement (`SET ...`, which takes microseconds), again
    /// when a role's or database's tiny `statement_timeout` cancelled it (a loaded server
    /// may not schedule even that within a millisecond); at most 5 tries.
    func executeSettingUp(sql: String) throws(PostgresError) {
        var attempt = 1
        while true {
            do {
                try execute(sql: sql)
                return
            } catch {
                guard error.isQueryCanceled, attempt < 5 else { throw error }
                attempt += 1
            }
        }
    }

    deinit {
        PQfinish(handle)
    }

    /// The server's version as a number: 150018 for 15.18.
    fileprivate var serverVersion: Int { Int(PQserverVersion(handle)) }

    /// True inside a transaction block (also a failed one, until it is rolled back).
    package var isInTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// Runs one or more statements separated by semicolons, without parameters (the simple
    /// query protocol: a migration's script, `BEGIN`, `SET`).
    package func execute(sql: String) throws(PostgresError) {
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, sql: sql)
    }

    /// Runs one statement with positional parameters (`$1`, ...); returns the rows it
    /// changed (0 for a statement that changes none).
    @discardableResult
    package func execute(sql: String, arguments: [any DatabaseValueConvertible]) throws(PostgresError) -> Int {
        let result = try run(sql: sql, arguments: arguments.map(\.databaseValue))
        defer { PQclear(result) }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    /// All rows of a query, as values. For small results; ``forEachRow(sql:arguments:columns:row:)``
    /// streams large ones.
    package func rows(sql: String, arguments: [any DatabaseValueConvertible] = []) throws(PostgresError) -> [[DatabaseValue]] {
        try query(sql: sql, arguments: arguments).rows
    }

    /// The first column of the first row, or `.null` when there is no row.
    package func scalar(sql: String, arguments: [any DatabaseValueConvertible] = []) throws(PostgresError) -> DatabaseValue {
        try rows(sql: sql, arguments: arguments).first?.first ?? .null
    }

    /// A query's columns and all its rows.
    package func query(sql: String, arguments: [any DatabaseValueConvertible] = []) throws(PostgresError) -> PostgresRows {
        let result = try run(sql: sql, arguments: arguments.map(\.databaseValue))
        defer { PQclear(result) }
        let columns = Self.columns(of: result)
        var rows: [[DatabaseValue]] = []
        let count = PQntuples(result)
        rows.reserveCapacity(Int(count))
        for index in 0..<count {
            rows.append(Self.row(index, of: result, columns: columns))
        }
        return PostgresRows(columns: columns, rows: rows)
    }

    /// Runs one statement and hands its rows over one at a time as they arrive (libpq's
    /// single-row mode), so that memory does not grow with the result. `columns` is called
    /// once, before the first row (also when there is none). When `row` throws, the query
    /// is cancelled and the error is rethrown.
    package func forEachRow(
        sql: String, arguments: [DatabaseValue] = [], columns: ([PostgresColumn]) throws -> Void,
        row: ([DatabaseValue]) throws -> Void
    ) throws {
        try send(sql: sql, arguments: arguments)
        if PQsetSingleRowMode(handle) != 1 {
            drainResults()
            throw PostgresError(sqlState: nil, message: "cannot read rows one at a time", sql: sql)
        }
        var described: [PostgresColumn]?
        var failure: (any Error)?
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            if failure != nil { continue }
            switch PQresultStatus(result) {
            case PGRES_SINGLE_TUPLE, PGRES_TUPLES_OK:
                do {
                    if described == nil {
                        let found = Self.columns(of: result)
                        described = found
                        try columns(found)
                    }
                    for index in 0..<PQntuples(result) {
                        try row(Self.row(index, of: result, columns: described ?? []))
                    }
                } catch {
                    failure = error
                    cancel()
                }
            case PGRES_COMMAND_OK:
                if described == nil {
                    described = []
                    do { try columns([]) } catch { failure = error }
                }
            case PGRES_EMPTY_QUERY:
                failure = PostgresError(sqlState: "42601", message: "no SQL statement given", sql: sql)
            default:
                failure = error(from: result, sql: sql)
            }
        }
        if let failure { throw failure }
    }

    /// Begins a transaction with `statement` (`BEGIN` by default) and runs
    /// ``transactionSettings`` in it.
    package func begin(_ statement: String = "BEGIN") throws {
        try execute(sql: statement)
        guard !transactionSettings.isEmpty else { return }
        do {
            try execute(sql: transactionSettings)
        } catch {
            try? execute(sql: "ROLLBACK")
            throw error
        }
    }

    /// Runs `body` inside `begin` (`BEGIN` by default) ... `COMMIT`; rolls back when it
    /// throws.
    package func inTransaction<T>(begin: String = "BEGIN", _ body: () throws -> T) throws -> T {
        try self.begin(begin)
        do {
            let result = try body()
            try execute(sql: "COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute(sql: "ROLLBACK") }
            throw error
        }
    }

    // MARK: - Internals

    /// Sends a statement and waits for its one result; throws its error.
    private func run(sql: String, arguments: [DatabaseValue]) throws(PostgresError) -> OpaquePointer {
        let result = try withParameters(arguments, sql: sql) { count, types, values, lengths, formats in
            PQexecParams(handle, sql, count, types, values, lengths, formats, 0)
        }
        do {
            try check(result, sql: sql)
        } catch {
            PQclear(result)
            throw error
        }
        guard let result else { throw PostgresError(sqlState: nil, message: "no result", sql: sql) }
        return result
    }

    private func send(sql: String, arguments: [DatabaseValue]) throws(PostgresError) {
        let sent = try withParameters(arguments, sql: sql) { count, types, values, lengths, formats in
            PQsendQueryParams(handle, sql, count, types, values, lengths, formats, 0)
        }
        if sent != 1 { throw connectionError(sql: sql) }
    }

    /// Calls `body` with libpq's parameter arrays: text for numbers and text, bytes for blobs.
    private func withParameters<R>(
        _ arguments: [DatabaseValue], sql: String,
        _ body: (Int32, UnsafePointer<Oid>?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
    ) throws(PostgresError) -> R {
        var buffers: [[CChar]?] = []
        var types: [Oid] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for (index, value) in arguments.enumerated() {
            switch value {
            case .null:
                buffers.append(nil)
                types.append(0)
                lengths.append(0)
                formats.append(0)
            case .blob(let bytes):
                buffers.append(bytes.map { CChar(bitPattern: $0) } + [0])
                types.append(PostgresType.bytea)
                lengths.append(Int32(bytes.count))
                formats.append(1)
            default:
                let text = Self.parameterText(value)
                if text.utf8.contains(0) {
                    throw PostgresError(
                        sqlState: "22021", message: "parameter $\(index + 1) holds a NUL character, which PostgreSQL text cannot hold", sql: sql)
                }
                buffers.append(Array(text.utf8CString))
                types.append(0)
                lengths.append(0)
                formats.append(0)
            }
        }
        return withPointers(to: buffers) { values in
            body(Int32(arguments.count), types, values, lengths, formats)
        }
    }

    static func parameterText(_ value: DatabaseValue) -> String {
        switch value {
        case .null, .blob: return ""
        case .integer(let v): return String(v)
        case .real(let v):
            if v.isNaN { return "NaN" }
            if v.isInfinite { return v < 0 ? "-Infinity" : "Infinity" }
            return String(v)
        case .text(let v): return v
        }
    }

    func check(_ result: OpaquePointer?, sql: String) throws(PostgresError) {
        guard let result else { throw connectionError(sql: sql) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return
        default:
            throw error(from: result, sql: sql)
        }
    }

    private func error(from result: OpaquePointer, sql: String) -> PostgresError {
        func field(_ code: UInt8) -> String? {
            guard let pointer = PQresultErrorField(result, Int32(code)) else { return nil }
            return String(cString: pointer)
        }
        let state = field(UInt8(ascii: "C"))
        let message = field(UInt8(ascii: "M")) ?? Self.trimmed(String(cString: PQresultErrorMessage(result)))
        var error = PostgresError(
            sqlState: state, message: message.isEmpty ? Self.trimmed(String(cString: PQerrorMessage(handle))) : message,
            detail: field(UInt8(ascii: "D")), hint: field(UInt8(ascii: "H")), sql: sql,
            position: field(UInt8(ascii: "P")).flatMap { Int($0) })
        if state == nil, PQstatus(handle) != CONNECTION_OK {
            error.message = "the connection to \(displayURL) was lost: \(error.message)"
        }
        return error
    }

    func connectionError(sql: String?) -> PostgresError {
        PostgresError(sqlState: nil, message: Self.trimmed(String(cString: PQerrorMessage(handle))), sql: sql)
    }

    /// Asks the server to stop the running statement; errors are ignored (the results are
    /// drained by the caller either way).
    private func cancel() {
        guard let token = PQgetCancel(handle) else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        _ = PQcancel(token, &buffer, Int32(buffer.count))
        PQfreeCancel(token)
    }

    func drainResults() {
        while let result = PQgetResult(handle) { PQclear(result) }
    }

    private static func columns(of result: OpaquePointer) -> [PostgresColumn] {
        (0..<PQnfields(result)).map { index in
            PostgresColumn(name: String(cString: PQfname(result, index)), typeOID: UInt32(PQftype(result, index)))
        }
    }

    private static func row(_ index: Int32, of result: OpaquePointer, columns: [PostgresColumn]) -> [DatabaseValue] {
        var values: [DatabaseValue] = []
        values.reserveCapacity(columns.count)
        for (field, column) in columns.enumerated() {
            let field = Int32(field)
            if PQgetisnull(result, index, field) == 1 {
                values.append(.null)
                continue
            }
            let pointer = PQgetvalue(result, index, field)!
            let length = Int(PQgetlength(result, index, field))
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            values.append(PostgresType.value(text: bytes, typeOID: column.typeOID))
        }
        return values
    }

    /// libpq's message without its final line break, and with its continuation lines
    /// (`\n\tIs the server running ...?`) indented by spaces instead of a tab.
    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return s.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("\t") ? "  " + line.dropFirst() : line
        }.joined(separator: "\n")
    }
}

/// A result column: its name and the OID of its type.
package struct PostgresColumn: Sendable, Equatable {
    /// The column's name (`count` for `count(*)` without an alias).
    package var name: String
    /// The OID of its type (`pg_type.oid`: 20 for bigint, 25 for text).
    var typeOID: UInt32
}

/// A query's columns and rows.
package struct PostgresRows: Sendable, Equatable {
    /// The columns, in order.
    package var columns: [PostgresColumn]
    /// The rows, each with one value per column.
    package var rows: [[DatabaseValue]]
}

/// Calls `body` with a NULL-terminated array of C string pointers to `strings`.
private func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    withPointers(to: strings.map { Array($0.utf8CString) } + [nil]) { body($0!) }
}

/// Calls `body` with stable pointers to each buffer (nil stays nil).
private func withPointers<R>(to buffers: [[CChar]?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    // Copies the buffers into one allocation that lives for the call.
    let total = buffers.reduce(0) { $0 + ($1?.count ?? 0) }
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(total, 1))
    defer { storage.deallocate() }
    var pointers: [UnsafePointer<CChar>?] = []
    pointers.reserveCapacity(buffers.count)
    var offset = 0
    for buffer in buffers {
        guard let buffer else {
            pointers.append(nil)
            continue
        }
        buffer.withUnsafeBufferPointer { source in
            (storage + offset).update(from: source.baseAddress!, count: source.count)
        }
        pointers.append(UnsafePointer(storage + offset))
        offset += buffer.count
    }
    if pointers.isEmpty { return body(nil) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
