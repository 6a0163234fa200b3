import FSTelStorage

/// The one error type of the PostgreSQL layer: the SQLSTATE the server sent (nil when the
/// failure happened on the client side, for instance when no connection could be made),
/// the server's message with its detail and hint, and the SQL that failed (never its bound
/// values).
///
/// It prints as `PostgreSQL error 42P01: relation "x" does not exist - while executing \`...\``.
package struct PostgresError: Error, CustomStringConvertible, Sendable {
    /// The five-character SQLSTATE (`23505` for a unique violation), or nil for a failure
    /// without one (cannot connect, connection lost, a client-side refusal).
    var sqlState: String?
    /// The primary message.
    package var message: String
    /// The server's DETAIL line, if any.
    package var detail: String?
    /// The server's HINT line, if any.
    var hint: String?
    /// The SQL that failed, when there was one.
    package var sql: String?
    /// Where in ``sql`` the server found the error: a 1-based character position, as
    /// PostgreSQL reports it.
    package var position: Int?

    /// An error with these parts.
    package init(sqlState: String?, message: String, detail: String? = nil, hint: String? = nil, sql: String? = nil, position: Int? = nil) {
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.hint = hint
        self.sql = sql
        self.position = position
    }

    /// `PostgreSQL error 42P01: <message> - while executing `<sql>``.
    package var description: String {
        var text = "PostgreSQL error"
        if let sqlState { text += " \(sqlState)" }
        text += ": \(message)"
        if let detail { text += " (\(detail))" }
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    /// The SQLSTATE class: its first two characters (`23` for every integrity violation).
    fileprivate var sqlStateClass: String? { sqlState.map { String($0.prefix(2)) } }

    /// ``position`` as a 0-based byte offset into ``sql``, for pointing at the error.
    var byteOffset: Int? {
        guard let position, let sql, position >= 1 else { return nil }
        let characters = sql.unicodeScalars
        let end = characters.index(characters.startIndex, offsetBy: min(position - 1, characters.count))
        return String(characters[..<end]).utf8.count
    }

    /// No connection could be made, or it was lost (no SQLSTATE, or class 08).
    var isConnectionFailure: Bool { sqlState == nil || sqlStateClass == "08" }
    /// A write in a `READ ONLY` transaction (25006).
    var isReadOnlyTransaction: Bool { sqlState == "25006" }
    /// The statement was cancelled: `statement_timeout` or a cancel request (57014).
    var isQueryCanceled: Bool { sqlState == "57014" }
    /// The role lacks a privilege (42501).
    package var isInsufficientPrivilege: Bool { sqlState == "42501" }
    /// A unique or primary key constraint failed (23505). A Citus coordinator reports a
    /// worker's refusal of a row that a `COPY` routed to it as an internal error (XX000)
    /// with the worker's message, which counts too.
    var isUniqueViolation: Bool {
        sqlState == "23505"
            || (sqlState == "XX000" && message.hasPrefix("duplicate key value violates unique constraint"))
    }
    /// A serialization failure or a deadlock: retrying the transaction may succeed (40001, 40P01).
    var isTransactionConflict: Bool { sqlState == "40001" || sqlState == "40P01" }
    /// A lock could not be taken in time (`lock_timeout`, 55P03).
    package var isLockNotAvailable: Bool { sqlState == "55P03" }
    /// The server ran out of a resource: disk full, memory, connections (class 53).
    var isInsufficientResources: Bool { sqlStateClass == "53" }
    /// The server failed an I/O or system call (class 58).
    var isSystemError: Bool { sqlStateClass == "58" }
    /// The node a Citus coordinator could not reach (`host:port`), when that is what failed
    /// ("connection to the remote node user@host:port failed ..."; class 08).
    var unreachableClusterNode: String? {
        guard sqlStateClass == "08", let start = message.range(of: "connection to the remote node ") else { return nil }
        let rest = message[start.upperBound...]
        let address = rest.prefix { !$0.isWhitespace }
        guard !address.isEmpty else { return nil }
        return String(address.split(separator: "@").last ?? address)
    }
}
