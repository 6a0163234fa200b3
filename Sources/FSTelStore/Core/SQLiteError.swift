import CSQLite

/// The one error type of the SQLite layer: the extended result code, SQLite's message,
/// and the SQL that failed (never its bound values).
///
/// It prints as `SQLite error 19: UNIQUE constraint failed: ... - while executing \`...\``.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    public var extendedCode: Int32
    public var message: String
    public var sql: String?

    /// The primary result code (`SQLITE_CONSTRAINT` for every constraint failure).
    public var code: Int32 { extendedCode & 0xFF }

    public init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    public var isFull: Bool { code == SQLITE_FULL }
    public var isReadOnly: Bool { code == SQLITE_READONLY }
    public var isConstraint: Bool { code == SQLITE_CONSTRAINT }
    /// The file is not a database, or is damaged.
    public var isNotADatabase: Bool { code == SQLITE_NOTADB || code == SQLITE_CORRUPT }
    public var isAuthorization: Bool { code == SQLITE_AUTH }
}
