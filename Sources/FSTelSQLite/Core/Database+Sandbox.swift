import FSTelStorage
import CSQLite
import Dispatch

/// Calls `sqlite3_interrupt` on a connection once a wall-clock deadline passes, from a
/// thread of its own, unless disarmed first. Disarming waits for a firing in progress, so
/// no interrupt reaches a statement started after ``disarm()`` returned.
final class StatementWatchdog: @unchecked Sendable {
    private let queue = DispatchQueue(label: "fstel.statement-watchdog")
    private var armed = true
    private let handle: OpaquePointer

    init(handle: OpaquePointer, milliseconds: Int) {
        self.handle = handle
        queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [self] in
            guard armed else { return }
            armed = false
            sqlite3_interrupt(self.handle)
        }
    }

    /// Stops the timer; after this returns it never interrupts.
    func disarm() {
        queue.sync { armed = false }
    }
}

/// The authorizer state of a connection under ``Database/restrictToReading()``: the last
/// refusal, so that the error can name what was refused.
final class ReadingGuard {
    /// The last action refused: a function's name, a pragma's, or nil for anything else.
    var refusedFunction: String?
    var refusedPragma: String?
    var refusedOther = false
    /// The tables (not views: what they read) statements compiled so far read.
    var tablesRead: Set<String> = []

    func reset() {
        refusedFunction = nil
        refusedPragma = nil
        refusedOther = false
    }
}

/// What a connection under ``Database/restrictToReading()`` refused to compile.
enum ReadingRefusal: Sendable, Equatable {
    /// A function not on ``Database/allowedFunctions``.
    case function(String)
    /// A pragma other than the few read-only ones.
    case pragma(String)
    /// Anything else that is not reading (a write, a schema change, `ATTACH`, ...).
    case notReading
}

extension Database {
    /// The SQL functions user-supplied SQL may call (``restrictToReading()``): SQLite's
    /// aggregates and window functions, dates, JSON, math and string functions, and fstel's
    /// own. Everything else (`fts3_tokenizer`, `load_extension`, ...) is refused by name.
    fileprivate static let allowedFunctions: Set<String> = [
        // Aggregates and window functions.
        "avg", "count", "group_concat", "string_agg", "max", "min", "sum", "total", "median", "percentile",
        "percentile_cont", "percentile_disc", "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile",
        "lag", "lead", "first_value", "last_value", "nth_value",
        // Dates and times.
        "date", "time", "datetime", "julianday", "unixepoch", "strftime", "timediff", "current_date", "current_time",
        "current_timestamp",
        // Math.
        "abs", "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "ceil", "ceiling", "cos", "cosh", "degrees",
        "exp", "floor", "ln", "log", "log10", "log2", "mod", "pi", "pow", "power", "radians", "round", "sign", "sin",
        "sinh", "sqrt", "tan", "tanh", "trunc", "random",
        // Strings, blobs and values.
        "char", "coalesce", "concat", "concat_ws", "format", "glob", "hex", "ifnull", "iif", "if", "instr", "length",
        "like", "likelihood", "likely", "lower", "ltrim", "nullif", "octet_length", "printf", "quote", "randomblob",
        "replace", "rtrim", "soundex", "substr", "substring", "trim", "typeof", "unhex", "unicode", "unistr",
        "unistr_quote", "unlikely", "upper", "zeroblob", "sqlite_version",
        // JSON (`->` and `->>` are json_extract's operators).
        "json", "jsonb", "json_array", "jsonb_array", "json_array_length", "json_error_position", "json_extract",
        "jsonb_extract", "json_insert", "jsonb_insert", "json_object", "jsonb_object", "json_patch", "jsonb_patch",
        "json_pretty", "json_quote", "json_remove", "jsonb_remove", "json_replace", "jsonb_replace", "json_set",
        "jsonb_set", "json_type", "json_valid", "json_group_array", "jsonb_group_array", "json_group_object",
        "jsonb_group_object", "->", "->>",
        // fstel's own (docs/sql.md).
        "fstel_id_hash", "fstel_sketch_merge", "fstel_duration_sketch", "fstel_sketch_sum", "fstel_sketch_count",
        "fstel_sketch_percentile", "fstel_sketch_max",
    ]

    /// Pragmas (and their table-valued forms, `pragma_table_info('transitions')`) whose
    /// argument names what to inspect.
    static let inspectingPragmas: Set<String> = [
        "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list", "table_list",
    ]
    /// Pragmas that only report, as long as no value is given: with one (`page_size = 512`,
    /// `user_version = 7`) they would set something.
    static let reportingPragmas: Set<String> = [
        "database_list", "collation_list", "function_list", "user_version", "schema_version", "page_count", "page_size",
        "freelist_count",
    ]

    /// Forbids, on this connection, everything but reading: writes, schema changes,
    /// `ATTACH`/`DETACH`, transactions' side effects, pragmas other than a few read-only
    /// ones, and functions not on ``allowedFunctions``. The authorizer runs when a statement
    /// is compiled, views and CTEs included, so a function hidden in a view is refused too.
    /// Used for user-supplied SQL; ``lastRefusal`` says what was refused.
    func restrictToReading() throws(SQLiteError) {
        try execute(sql: "PRAGMA query_only = 1")
        let state = ReadingGuard()
        readingGuard = state
        let code = sqlite3_set_authorizer(handle, { context, action, first, second, _, _ in
            let state = context.map { Unmanaged<ReadingGuard>.fromOpaque($0).takeUnretainedValue() }
            switch action {
            case SQLITE_READ:
                if let table = first { state?.tablesRead.insert(String(cString: table).lowercased()) }
                return SQLITE_OK
            case SQLITE_SELECT, SQLITE_RECURSIVE:
                return SQLITE_OK
            case SQLITE_UPDATE where first.map({ String(cString: $0) }) == "sqlite_master":
                // Asked when a table-valued function (`json_each`, `pragma_table_info`) is
                // first used. A statement that would really write is refused all the same:
                // it is not read-only, the connection is `query_only`, and the file is open
                // read-only.
                return SQLITE_OK
            case SQLITE_FUNCTION:
                let name = second.map { String(cString: $0).lowercased() } ?? ""
                if Database.allowedFunctions.contains(name) { return SQLITE_OK }
                state?.refusedFunction = name
                return SQLITE_DENY
            case SQLITE_PRAGMA:
                let name = first.map { String(cString: $0).lowercased() } ?? ""
                if Database.inspectingPragmas.contains(name) { return SQLITE_OK }
                if Database.reportingPragmas.contains(name) && second == nil { return SQLITE_OK }
                state?.refusedPragma = name
                return SQLITE_DENY
            default:
                state?.refusedOther = true
                return SQLITE_DENY
            }
        }, Unmanaged.passUnretained(state).toOpaque())
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
    }

    /// What the authorizer of ``restrictToReading()`` refused in the last statement that
    /// failed to compile, or nil when it refused nothing.
    var lastRefusal: ReadingRefusal? {
        guard let readingGuard else { return nil }
        if let name = readingGuard.refusedFunction { return .function(name) }
        if let name = readingGuard.refusedPragma { return .pragma(name) }
        return readingGuard.refusedOther ? .notReading : nil
    }

    /// Forgets the refusals and tables read recorded so far (before compiling the next
    /// statement).
    func clearRefusals() {
        readingGuard?.reset()
        readingGuard?.tablesRead = []
    }

    /// The tables the statements compiled under ``restrictToReading()`` read (a view is
    /// seen through: `transition_facts` reads `transition_rows`, `sessions`, ...), lowercased.
    var tablesRead: Set<String> { readingGuard?.tablesRead ?? [] }

    /// Caps the size of any one string or blob this connection makes or reads
    /// (`SQLITE_LIMIT_LENGTH`) and of a statement's text: a larger one fails with
    /// `SQLITE_TOOBIG` ("string or blob too big").
    func limitValueSize(bytes: Int) {
        let capped = Int32(clamping: max(1000, bytes))
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, capped)
        sqlite3_limit(handle, SQLITE_LIMIT_SQL_LENGTH, min(capped, 1_000_000_000))
    }
}
