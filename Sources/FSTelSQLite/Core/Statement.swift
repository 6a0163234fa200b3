import FSTelStorage
import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A prepared statement. It binds by index (1-based, as SQLite does), steps, reads
/// columns, and is finalized when released. A statement whose step failed is reset
/// before it is used again.
package final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    /// The SQL text, for error messages.
    package let sql: String

    init(database: Database, sql: String) throws(SQLiteError) {
        self.database = database
        self.sql = sql
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sql.withCString { sqlite3_prepare_v2(database.handle, $0, -1, &statement, &tail) }
        guard code == SQLITE_OK, let statement else {
            throw database.lastError(code: code, sql: sql)
        }
        handle = statement
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of result columns.
    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The names of the result columns, in order.
    var columnNames: [String] { (0..<columnCount).map { String(cString: sqlite3_column_name(handle, Int32($0))) } }

    /// The number of `?` and named parameters.
    var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// The name of a parameter (`:name`, `@name`, `$name`), or nil for `?`.
    func parameterName(_ index: Int) -> String? {
        sqlite3_bind_parameter_name(handle, Int32(index)).map { String(cString: $0) }
    }

    /// True when the statement does not write to the database file.
    var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    // MARK: Binding

    @inline(__always)
    private func check(_ code: Int32) throws(SQLiteError) {
        if code != SQLITE_OK { throw database.lastError(code: code, sql: sql) }
    }

    /// Binds `value` to parameter `index` (1-based): an integer, double, `Bool` (1 or 0),
    /// `String`, `StaticString` (not copied), ``DatabaseValue``, or an optional of one
    /// (nil binds NULL). The one entry point for Swift values; raw bytes bind with
    /// ``bindText(_:at:)``, ``bindTextNoCopy(_:at:)`` and ``bindBlob(_:at:)``.
    @inlinable @inline(__always)
    package func bind<Value: SQLiteBindable>(_ value: Value, at index: Int32) throws(SQLiteError) {
        try value.bind(to: self, at: index)
    }

    // The standard types bind directly, without a call through ``SQLiteBindable``: the
    // ingest writer binds every column of every row with these.

    /// Binds an integer to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Int64, at index: Int32) throws(SQLiteError) { try bindInteger(value, at: index) }
    /// Binds an integer to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Int, at index: Int32) throws(SQLiteError) { try bindInteger(Int64(value), at: index) }
    /// Binds a double to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Double, at index: Int32) throws(SQLiteError) { try bindReal(value, at: index) }
    /// Binds 1 or 0 to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Bool, at index: Int32) throws(SQLiteError) { try bindInteger(value ? 1 : 0, at: index) }
    /// Binds text to parameter `index` (1-based); SQLite copies it.
    @inline(__always)
    package func bind(_ value: String, at index: Int32) throws(SQLiteError) { try bindString(value, at: index) }
    /// Binds text that lives as long as the program to parameter `index` (1-based), not copied.
    @inline(__always)
    package func bind(_ value: StaticString, at index: Int32) throws(SQLiteError) { try bindStaticString(value, at: index) }
    /// Binds an integer, or NULL for nil, to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Int64?, at index: Int32) throws(SQLiteError) {
        if let value { try bindInteger(value, at: index) } else { try bindNull(index) }
    }
    /// Binds an integer, or NULL for nil, to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: Int?, at index: Int32) throws(SQLiteError) {
        if let value { try bindInteger(Int64(value), at: index) } else { try bindNull(index) }
    }
    /// Binds text, or NULL for nil, to parameter `index` (1-based).
    @inline(__always)
    package func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
        if let value { try bindString(value, at: index) } else { try bindNull(index) }
    }

    /// Binds NULL to parameter `index` (1-based).
    func bindNull(_ index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_null(handle, index))
    }

    func bindInteger(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    func bindReal(_ value: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, index, value))
    }

    func bindString(_ value: String, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_text(handle, index, value, -1, csqlite_transient()))
    }

    /// A compile-time constant string as TEXT, without copying it.
    func bindStaticString(_ value: StaticString, at index: Int32) throws(SQLiteError) {
        try check(value.withUTF8Buffer { buffer in
            sqlite3_bind_text(
                handle, index, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self),
                Int32(buffer.count), csqlite_static())
        })
    }

    func bindBytes(_ value: [UInt8], at index: Int32) throws(SQLiteError) {
        let code = value.withUnsafeBytes { raw in
            value.isEmpty ? sqlite3_bind_zeroblob(handle, index, 0)
                : sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), csqlite_transient())
        }
        try check(code)
    }

    /// Binds UTF-8 bytes as TEXT; SQLite copies them.
    func bindText(_ bytes: UnsafeRawBufferPointer, at index: Int32) throws(SQLiteError) {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            try check(sqlite3_bind_text(handle, index, "", 0, csqlite_transient()))
            return
        }
        try check(sqlite3_bind_text(handle, index, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), csqlite_transient()))
    }

    /// Binds UTF-8 bytes as TEXT without copying them: the caller keeps the bytes alive
    /// and unchanged until the statement has been stepped and every parameter rebound.
    func bindTextNoCopy(_ bytes: UnsafeRawBufferPointer, at index: Int32) throws(SQLiteError) {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            try check(sqlite3_bind_text(handle, index, "", 0, csqlite_transient()))
            return
        }
        try check(sqlite3_bind_text(handle, index, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), csqlite_static()))
    }

    /// Binds bytes as a BLOB; SQLite copies them.
    func bindBlob(_ bytes: UnsafeRawBufferPointer, at index: Int32) throws(SQLiteError) {
        if bytes.count == 0 {
            try check(sqlite3_bind_zeroblob(handle, index, 0))
        } else {
            try check(sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), csqlite_transient()))
        }
    }

    /// Binds values to parameters 1, 2, ... in order.
    package func bind(_ values: [any DatabaseValueConvertible]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            try value.bindValue(to: self, at: Int32(offset + 1))
        }
    }

    /// Binds named parameters (`:name`, `@name` or `$name`); a parameter without a value
    /// is an error naming it.
    package func bind(named values: [String: DatabaseValue]) throws(SQLiteError) {
        for index in 1...max(parameterCount, 1) where index <= parameterCount {
            guard let name = parameterName(index) else {
                throw SQLiteError(extendedCode: SQLITE_RANGE, message: "positional parameter ?\(index) has no value; use named parameters", sql: sql)
            }
            let key = String(name.dropFirst())
            guard let value = values[key] else {
                throw SQLiteError(extendedCode: SQLITE_RANGE, message: "no value for parameter \(name)", sql: sql)
            }
            try bind(value, at: Int32(index))
        }
    }

    /// Resets the statement to run again; its bindings stay.
    package func reset() {
        sqlite3_reset(handle)
    }

    // MARK: Stepping

    /// Advances to the next row; false when the statement is done.
    @discardableResult
    package func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.lastError(code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, then resets it for reuse.
    package func execute() throws(SQLiteError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    // MARK: Columns

    /// True when column `index` (0-based) of the current row is NULL.
    package func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    /// True when column `index` (0-based) of the current row holds text.
    package func isText(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_TEXT
    }

    /// Column `index` (0-based) of the current row as an integer.
    package func int64(_ index: Int) -> Int64 {
        sqlite3_column_int64(handle, Int32(index))
    }

    /// Column `index` (0-based) of the current row as an `Int`.
    package func int(_ index: Int) -> Int {
        Int(sqlite3_column_int64(handle, Int32(index)))
    }

    /// Column `index` (0-based) of the current row as a double.
    package func double(_ index: Int) -> Double {
        sqlite3_column_double(handle, Int32(index))
    }

    /// Column `index` (0-based) of the current row as text; nil for NULL.
    /// True when the column holds text whose UTF-8 bytes are exactly `bytes` (read in
    /// place, without making a `String`).
    func textEquals(_ index: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return false }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        guard count == bytes.count else { return false }
        return count == 0 || memcmp(text, bytes.baseAddress!, count) == 0
    }

    package func string(_ index: Int) -> String? {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Column `index` (0-based) of the current row as bytes.
    package func blob(_ index: Int) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        guard count > 0, let pointer = sqlite3_column_blob(handle, Int32(index)) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    /// Calls `body` with the UTF-8 bytes of column `index` (0-based) of the current row as
    /// text, without copying them (nil for NULL); the bytes are valid only during the call.
    package func withText<T>(_ index: Int, _ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return try body(nil) }
        return try body(UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, Int32(index)))))
    }

    /// Calls `body` with the bytes of column `index` (0-based) of the current row, without
    /// copying them; the bytes are valid only during the call.
    package func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_blob(handle, Int32(index))
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return try body(UnsafeRawBufferPointer(start: count > 0 ? pointer : nil, count: count))
    }

    /// Column `index` (0-based) of the current row, typed as SQLite stores it.
    package func value(_ index: Int) -> DatabaseValue {
        switch sqlite3_column_type(handle, Int32(index)) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .integer(int64(index))
        case SQLITE_FLOAT: return .real(double(index))
        case SQLITE_TEXT: return .text(string(index) ?? "")
        default: return .blob(blob(index))
        }
    }
}
