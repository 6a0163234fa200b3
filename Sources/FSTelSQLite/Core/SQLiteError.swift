import FSTelStorage
import CSQLite

/// An SQLite result code, primary (`.constraint`) or extended (`SQLITE_CONSTRAINT_UNIQUE`,
/// 2067), with the primary codes named so that no caller outside this module compares
/// numbers. Catching by a primary code works for a whole family:
/// `error.code == .ioError` holds for every `SQLITE_IOERR_*`.
package struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric code (`SQLITE_*`).
    package let rawValue: Int32

    /// The code `rawValue`.
    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code of an extended one (the low 8 bits).
    package var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// The number.
    package var description: String { String(rawValue) }

    /// `SQLITE_OK`.
    package static let ok = ResultCode(rawValue: SQLITE_OK)
    /// `SQLITE_ERROR`.
    package static let error = ResultCode(rawValue: SQLITE_ERROR)
    /// `SQLITE_INTERNAL`.
    static let `internal` = ResultCode(rawValue: SQLITE_INTERNAL)
    /// `SQLITE_PERM`.
    static let permission = ResultCode(rawValue: SQLITE_PERM)
    /// `SQLITE_ABORT`.
    static let abort = ResultCode(rawValue: SQLITE_ABORT)
    /// `SQLITE_BUSY`.
    package static let busy = ResultCode(rawValue: SQLITE_BUSY)
    /// `SQLITE_LOCKED`.
    package static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    /// `SQLITE_NOMEM`.
    static let noMemory = ResultCode(rawValue: SQLITE_NOMEM)
    /// `SQLITE_READONLY`.
    package static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    /// `SQLITE_INTERRUPT`.
    static let interrupt = ResultCode(rawValue: SQLITE_INTERRUPT)
    /// `SQLITE_IOERR`.
    static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    /// `SQLITE_CORRUPT`.
    package static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    /// `SQLITE_NOTFOUND`.
    package static let notFound = ResultCode(rawValue: SQLITE_NOTFOUND)
    /// `SQLITE_FULL`.
    package static let full = ResultCode(rawValue: SQLITE_FULL)
    /// `SQLITE_CANTOPEN`.
    static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    /// `SQLITE_PROTOCOL`.
    static let `protocol` = ResultCode(rawValue: SQLITE_PROTOCOL)
    /// `SQLITE_SCHEMA`.
    package static let schema = ResultCode(rawValue: SQLITE_SCHEMA)
    /// `SQLITE_TOOBIG`.
    static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
    /// `SQLITE_CONSTRAINT`.
    package static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    /// `SQLITE_MISMATCH`.
    package static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    /// `SQLITE_MISUSE`.
    static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// `SQLITE_AUTH`.
    static let authorization = ResultCode(rawValue: SQLITE_AUTH)
    /// `SQLITE_RANGE`.
    package static let range = ResultCode(rawValue: SQLITE_RANGE)
    /// `SQLITE_NOTADB`.
    package static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}

/// The one error type of the SQLite layer: the extended result code, SQLite's message,
/// and the SQL that failed (never its bound values).
///
/// It prints as `SQLite error 19: UNIQUE constraint failed: ... - while executing \`...\``.
package struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    var extendedCode: Int32
    /// SQLite's message.
    package var message: String
    /// The SQL that failed, when there was one.
    package var sql: String?
    /// The byte offset in ``sql`` where SQLite found the error (a syntax error, an
    /// unknown column), when it says.
    package var offset: Int?

    /// The primary result code (``ResultCode/constraint`` for every constraint failure).
    package var code: ResultCode { ResultCode(rawValue: extendedCode).primary }

    /// The extended result code, named.
    fileprivate var extendedResultCode: ResultCode { ResultCode(rawValue: extendedCode) }

    /// An error with SQLite's extended code, its message and the SQL.
    package init(extendedCode: Int32, message: String, sql: String? = nil, offset: Int? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.offset = offset
    }

    /// An error with a primary code, a message and the SQL.
    package init(code: ResultCode, message: String, sql: String? = nil) {
        self.init(extendedCode: code.rawValue, message: message, sql: sql)
    }

    /// `SQLite error 19: <message> - while executing `<sql>``.
    package var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    /// The database is busy or locked by another connection.
    var isBusy: Bool { code == .busy || code == .locked }
    /// The disk or the database is full.
    var isFull: Bool { code == .full }
    /// A write was attempted on a read-only connection or file.
    var isReadOnly: Bool { code == .readOnly }
    /// A constraint (UNIQUE, NOT NULL, CHECK, foreign key) failed.
    var isConstraint: Bool { code == .constraint }
    /// The file is not a database, or is damaged.
    var isNotADatabase: Bool { code == .notADatabase || code == .corrupt }
    /// The authorizer refused the statement (a write on a reading connection).
    var isAuthorization: Bool { code == .authorization }
    /// An I/O error of any kind (`SQLITE_IOERR_*`).
    var isIOError: Bool { code == .ioError }
    /// The file (or its directory, or its journal) could not be opened.
    var isCannotOpen: Bool { code == .cannotOpen }
    /// The statement was interrupted (``Database/interruptStatements(afterMilliseconds:)``).
    var isInterrupted: Bool { code == .interrupt }
    /// An API misuse: for user SQL, text that is not one runnable statement.
    var isMisuse: Bool { code == .misuse }
    /// SQLite ran out of memory, or reached the heap limit (``SQLiteLibrary/limitHeap(bytes:)``).
    var isNoMemory: Bool { code == .noMemory }
    /// A string or blob grew past the connection's size limit (``Database/limitValueSize(bytes:)``).
    var isTooBig: Bool { code == .tooBig }
}
