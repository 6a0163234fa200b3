import FSTelStorage
import CSQLite
import FSTelIO

/// Process-wide SQLite settings, applied once before the first connection opens: memory
/// statistics are turned off (they put a global mutex on every allocation) unless
/// ``SQLiteLibrary/limitHeap(bytes:)`` asked for them first.
private let libraryConfigured: Bool = {
    if SQLiteLibrary.memoryAccountingRequested { return true }
    SQLiteLibrary.memoryAccountingOff = csqlite_disable_memory_statistics() == SQLITE_OK
    return true
}()

/// Settings of the SQLite library that hold for the whole process.
package enum SQLiteLibrary {
    nonisolated(unsafe) static var memoryAccountingRequested = false
    nonisolated(unsafe) static var memoryAccountingOff = false

    /// Caps the heap SQLite may use in this process at `bytes` (`sqlite3_hard_heap_limit64`):
    /// an allocation past it fails and the statement ends with `SQLITE_NOMEM`. The limit
    /// is process-wide (every connection shares it), which suits a process that runs one
    /// query, such as `fstel sql`. It needs SQLite's memory accounting, which this turns
    /// on; it must be called before the first connection opens, and returns false (and
    /// limits nothing) when one was opened already.
    @discardableResult
    package static func limitHeap(bytes: Int64) -> Bool {
        memoryAccountingRequested = true
        _ = libraryConfigured
        guard !memoryAccountingOff else { return false }
        sqlite3_hard_heap_limit64(bytes)
        return true
    }
}

/// One SQLite connection. It owns the C handle, closes it when released (even when
/// opening failed), and reports every failure as a ``SQLiteError``.
package final class Database {
    /// How the file is opened.
    package enum Mode: Sendable {
        /// Open an existing file or create it.
        case readWriteCreate
        /// Open an existing file for reading and writing.
        case readWrite
        /// Open an existing file; nothing can be written, not even by `PRAGMA`.
        case readOnly
        /// Open an existing file that nothing changes while it is open (a file in a
        /// read-only directory or on a read-only medium): read-only, without locks and
        /// without the WAL index (`-shm`) that a WAL-mode file otherwise needs to create.
        case immutable
    }

    let handle: OpaquePointer
    /// The path given to `open`, or `:memory:`.
    package let path: String
    /// How the file was opened.
    package let mode: Mode

    /// Opens a connection with foreign keys on and a busy timeout. Nothing is written to
    /// the file here: journaling is set by ``Store`` once it knows the file is a store.
    package init(path: String, mode: Mode = .readWriteCreate, busyTimeoutMilliseconds: Int32 = 30_000) throws(SQLiteError) {
        _ = libraryConfigured
        self.path = path
        self.mode = mode
        var flags: Int32 = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable: flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        }
        let name = mode == .immutable ? Self.immutableURI(path: path) : path
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(connection)
            throw SQLiteError(extendedCode: code, message: "cannot open \(path): \(message)")
        }
        handle = connection
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        do {
            try execute(sql: "PRAGMA foreign_keys = ON")
            try registerFunctions()
            try registerSketchFunctions()
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
    }

    /// SQL functions the store's migrations use: `fstel_id_hash(text)` is
    /// ``SessionIDHash/of(_:)`` of the text's UTF-8 bytes (NULL for NULL).
    private func registerFunctions() throws(SQLiteError) {
        let code = sqlite3_create_function_v2(
            handle, "fstel_id_hash", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL else {
                    sqlite3_result_null(context)
                    return
                }
                let bytes = sqlite3_value_text(argument)
                let count = Int(sqlite3_value_bytes(argument))
                sqlite3_result_int64(context, SessionIDHash.of(UnsafeRawBufferPointer(start: bytes, count: count)))
            }, nil, nil, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
    }

    /// Keeps the write-ahead log and its index (`-wal`, `-shm`) beside the file when the
    /// last connection closes, so that readers without write access to the folder can
    /// still open the store in WAL mode and get consistent snapshots.
    func keepWriteAheadLogFiles() throws(SQLiteError) {
        var flag: Int32 = 1
        let code = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &flag)
        if code != SQLITE_OK {
            throw SQLiteError(extendedCode: code, message: "cannot keep the write-ahead log files: \(String(cString: sqlite3_errstr(code)))")
        }
    }

    /// `file:PATH?immutable=1`, with the characters that URIs reserve escaped.
    static func immutableURI(path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...0xFF:
                escaped += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            default:
                escaped += String(UnicodeScalar(byte))
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    /// An in-memory database, for tests.
    static func inMemory() throws(SQLiteError) -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        watchdog?.disarm()
        sqlite3_close_v2(handle)
    }

    /// The deadline ``interruptStatements(afterMilliseconds:)`` set, read by SQLite's
    /// progress handler.
    private final class Deadline {
        let unixMilliseconds: Int64
        init(_ unixMilliseconds: Int64) { self.unixMilliseconds = unixMilliseconds }
    }
    @exclusivity(unchecked) private var deadline: Deadline?
    @exclusivity(unchecked) private var watchdog: StatementWatchdog?
    /// What the authorizer of ``restrictToReading()`` refused last (kept alive while set).
    @exclusivity(unchecked) var readingGuard: ReadingGuard?

    /// True once the limit set by ``interruptStatements(afterMilliseconds:)`` has passed.
    var deadlinePassed: Bool {
        guard let deadline else { return false }
        return Clocks.unixMilliseconds() >= deadline.unixMilliseconds
    }

    /// Stops whatever this connection is running once `milliseconds` have passed from now,
    /// in wall-clock time: a timer on another thread calls `sqlite3_interrupt` at the
    /// deadline (a single step that computes for long, such as a huge `randomblob`, ends
    /// when that step returns), and a progress handler checks the clock every 1000
    /// instructions. The statement fails with `SQLITE_INTERRUPT`
    /// (``SQLiteError/isInterrupted``). 0 removes the limit. For user-supplied SQL
    /// (`fstel sql --timeout`).
    func interruptStatements(afterMilliseconds milliseconds: Int) {
        watchdog?.disarm()
        watchdog = nil
        guard milliseconds > 0 else {
            sqlite3_progress_handler(handle, 0, nil, nil)
            deadline = nil
            return
        }
        let box = Deadline(Clocks.unixMilliseconds() + Int64(milliseconds))
        deadline = box
        watchdog = StatementWatchdog(handle: handle, milliseconds: milliseconds)
        // Checked every 1000 virtual-machine instructions (well under a millisecond).
        sqlite3_progress_handler(handle, 1000, { context in
            guard let context else { return 0 }
            let deadline = Unmanaged<Deadline>.fromOpaque(context).takeUnretainedValue()
            return Clocks.unixMilliseconds() >= deadline.unixMilliseconds ? 1 : 0
        }, Unmanaged.passUnretained(box).toOpaque())
    }

    func lastError(code: Int32, sql: String?) -> SQLiteError {
        let extended = sqlite3_extended_errcode(handle)
        let effective = (extended & 0xFF) == (code & 0xFF) ? extended : code
        let offset = sql == nil ? -1 : sqlite3_error_offset(handle)
        return SQLiteError(
            extendedCode: effective, message: String(cString: sqlite3_errmsg(handle)), sql: sql, offset: offset >= 0 ? Int(offset) : nil)
    }

    /// Compiles one statement.
    package func makeStatement(sql: String) throws(SQLiteError) -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs one or more statements separated by semicolons, without arguments.
    package func execute(sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            let extended = sqlite3_extended_errcode(handle)
            throw SQLiteError(extendedCode: (extended & 0xFF) == (code & 0xFF) ? extended : code, message: text, sql: sql)
        }
    }

    /// Runs one statement with positional arguments.
    package func execute(sql: String, arguments: [any DatabaseValueConvertible]) throws(SQLiteError) {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        try statement.execute()
    }

    /// All rows of a query, as values. For small results; stream large ones with
    /// ``makeStatement(sql:)`` and ``Statement/step()``.
    package func rows(sql: String, arguments: [any DatabaseValueConvertible] = []) throws(SQLiteError) -> [[DatabaseValue]] {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        var result: [[DatabaseValue]] = []
        let columns = statement.columnCount
        while try statement.step() {
            result.append((0..<columns).map(statement.value))
        }
        return result
    }

    /// The first column of the first row, or `.null` when there is no row.
    package func scalar(sql: String, arguments: [any DatabaseValueConvertible] = []) throws(SQLiteError) -> DatabaseValue {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments)
        guard try statement.step() else { return .null }
        return statement.value(0)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last row inserted on this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// True inside an open transaction.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// How a transaction takes its locks.
    package enum TransactionKind: Sendable {
        /// `BEGIN DEFERRED`: locks as statements need them; reads see one snapshot.
        case deferred
        /// `BEGIN IMMEDIATE`: takes the write lock at once (waiting up to the busy
        /// timeout), so a writer never fails half-way for want of it.
        case immediate
    }

    /// Opens a transaction (`.immediate` for writing).
    package func beginTransaction(_ kind: TransactionKind = .immediate) throws(SQLiteError) {
        switch kind {
        case .deferred: try execute(sql: "BEGIN DEFERRED")
        case .immediate: try execute(sql: "BEGIN IMMEDIATE")
        }
    }

    /// Commits the open transaction.
    package func commit() throws(SQLiteError) {
        try execute(sql: "COMMIT")
    }

    /// Rolls the open transaction back; does nothing when none is open (SQLite may
    /// already have rolled it back after an error).
    package func rollback() {
        if isInTransaction { try? execute(sql: "ROLLBACK") }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE ... COMMIT`); rolls back when
    /// it throws.
    package func inTransaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(.immediate, body)
    }

    /// Runs `body` in a read transaction: every statement in it reads the same snapshot,
    /// whatever other connections commit meanwhile.
    package func inReadTransaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(.deferred, body)
    }

    private func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try beginTransaction(kind)
        do {
            let result = try body()
            try commit()
            return result
        } catch {
            rollback()
            throw error
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
