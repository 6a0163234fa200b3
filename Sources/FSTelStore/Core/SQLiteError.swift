import CSQLite

/// An SQLite result code, primary (`.constraint`) or extended (`SQLITE_CONSTRAINT_UNIQUE`,
/// 2067), with the primary codes named so that no caller outside this module compares
/// numbers. Catching by a primary code works for a whole family:
/// `error.code == .ioError` holds for every `SQLITE_IOERR_*`.
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code of an extended one (the low 8 bits).
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public var description: String { String(rawValue) }

    public static let ok = ResultCode(rawValue: SQLITE_OK)
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    public static let `internal` = ResultCode(rawValue: SQLITE_INTERNAL)
    public static let permission = ResultCode(rawValue: SQLITE_PERM)
    public static let abort = ResultCode(rawValue: SQLITE_ABORT)
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    public static let noMemory = ResultCode(rawValue: SQLITE_NOMEM)
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    public static let interrupt = ResultCode(rawValue: SQLITE_INTERRUPT)
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    public static let notFound = ResultCode(rawValue: SQLITE_NOTFOUND)
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    public static let `protocol` = ResultCode(rawValue: SQLITE_PROTOCOL)
    public static let schema = ResultCode(rawValue: SQLITE_SCHEMA)
    public static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    public static let authorization = ResultCode(rawValue: SQLITE_AUTH)
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}

/// The one error type of the SQLite layer: the extended result code, SQLite's message,
/// and the SQL that failed (never its bound values).
///
/// It prints as `SQLite error 19: UNIQUE constraint failed: ... - while executing \`...\``.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    public var extendedCode: Int32
    public var message: String
    public var sql: String?
    /// The byte offset in ``sql`` where SQLite found the error (a syntax error, an
    /// unknown column), when it says.
    public var offset: Int?

    /// The primary result code (``ResultCode/constraint`` for every constraint failure).
    public var code: ResultCode { ResultCode(rawValue: extendedCode).primary }

    /// The extended result code, named.
    public var extendedResultCode: ResultCode { ResultCode(rawValue: extendedCode) }

    public init(extendedCode: Int32, message: String, sql: String? = nil, offset: Int? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.offset = offset
    }

    public init(code: ResultCode, message: String, sql: String? = nil) {
        self.init(extendedCode: code.rawValue, message: message, sql: sql)
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    public var isBusy: Bool { code == .busy || code == .locked }
    public var isFull: Bool { code == .full }
    public var isReadOnly: Bool { code == .readOnly }
    public var isConstraint: Bool { code == .constraint }
    /// The file is not a database, or is damaged.
    public var isNotADatabase: Bool { code == .notADatabase || code == .corrupt }
    public var isAuthorization: Bool { code == .authorization }
    /// An I/O error of any kind (`SQLITE_IOERR_*`).
    public var isIOError: Bool { code == .ioError }
    /// The file (or its directory, or its journal) could not be opened.
    public var isCannotOpen: Bool { code == .cannotOpen }
    /// An API misuse: for user SQL, text that is not one runnable statement.
    public var isMisuse: Bool { code == .misuse }
}
