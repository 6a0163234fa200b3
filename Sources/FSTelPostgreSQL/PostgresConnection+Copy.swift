import FSTelStorage
import CLibPQ

extension PostgresConnection {
    /// Runs `COPY table (columns) FROM STDIN` (text format) and sends the rows `rows`
    /// appends to the writer; returns the number of rows the server stored.
    ///
    /// The rows travel in chunks of ``PostgresCopyWriter/chunkBytes``, so memory does not
    /// grow with their number. When `rows` throws, or a value cannot be sent (text holding
    /// NUL), the COPY is aborted: the server stores none of its rows, and the error is
    /// rethrown. Inside a transaction, a failed COPY leaves it failed, as any statement does.
    @discardableResult
    package func copy(_ sql: String, rows: (inout PostgresCopyWriter) throws -> Void) throws -> Int {
        try beginCopy(sql)
        var writer = PostgresCopyWriter(connection: self, sql: sql)
        var failure: (any Error)?
        do {
            try rows(&writer)
            writer.flush()
        } catch {
            failure = error
        }
        if failure == nil, let problem = writer.problem {
            failure = problem
        }
        return try endCopy(sql, failure: failure)
    }

    /// Runs `COPY ... FROM STDIN` (text format) and sends the rows already encoded in
    /// `rows`, in chunks; returns the number of rows the server stored. On any failure the
    /// COPY stores nothing and the error is thrown (inside a transaction, which it leaves
    /// failed).
    @discardableResult
    func copy(_ sql: String, encoded rows: PostgresCopyBuffer) throws -> Int {
        try beginCopy(sql)
        let failure = putCopyData(rows.bytes, sql: sql)
        return try endCopy(sql, failure: failure)
    }

    /// Runs `COPY ... FROM STDIN (FORMAT binary)` and sends `rows` (header included) and
    /// the format's trailer; returns the number of rows the server stored. Failures as
    /// ``copy(_:encoded:)``.
    @discardableResult
    func copy(_ sql: String, binary rows: PostgresBinaryRows) throws -> Int {
        try copy(sql, binaryStream: { buffer, _ in buffer = rows })
    }

    /// Runs `COPY ... FROM STDIN (FORMAT binary)` with rows made while they are sent:
    /// `rows` appends to a buffer (which begins with the format's header) and calls `send`
    /// whenever it wants the rows so far handed to the server (the buffer is then emptied,
    /// so memory does not grow with the rows; the server stores them while more are made).
    /// Returns the number of rows the server stored. Failures as ``copy(_:encoded:)``; a
    /// throw from `rows` aborts the COPY.
    @discardableResult
    func copy(
        _ sql: String, binaryStream rows: (_ buffer: inout PostgresBinaryRows, _ send: (inout PostgresBinaryRows) throws -> Void) throws -> Void
    ) throws -> Int {
        try beginCopy(sql)
        var failure: (any Error)?
        do {
            var buffer = PostgresBinaryRows()
            let send = { (buffer: inout PostgresBinaryRows) throws in
                if let problem = self.putCopyData(buffer.bytes, sql: sql) { throw problem }
                buffer.removeAll(header: false)
            }
            try rows(&buffer, send)
            try send(&buffer)
            if let problem = putCopyData([0xFF, 0xFF], sql: sql) { throw problem }
        } catch {
            failure = error
        }
        return try endCopy(sql, failure: failure)
    }

    /// Starts `COPY ... FROM STDIN`; throws the server's error, or when `sql` is not such a COPY.
    private func beginCopy(_ sql: String) throws(PostgresError) {
        let start = PQexec(handle, sql)
        defer { PQclear(start) }
        guard let start else { throw connectionError(sql: sql) }
        guard PQresultStatus(start) == PGRES_COPY_IN else {
            try check(start, sql: sql)
            drainResults()
            throw PostgresError(sqlState: nil, message: "the statement is not a COPY ... FROM STDIN", sql: sql)
        }
    }

    /// Hands `bytes` to libpq in chunks of ``PostgresCopyWriter/chunkBytes``; the error when
    /// the connection fails, else nil.
    func putCopyData(_ bytes: [UInt8], sql: String) -> PostgresError? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars -> PostgresError? in
                var offset = 0
                while offset < chars.count {
                    let count = min(PostgresCopyWriter.chunkBytes, chars.count - offset)
                    if PQputCopyData(handle, chars.baseAddress! + offset, Int32(count)) != 1 {
                        return connectionError(sql: sql)
                    }
                    offset += count
                }
                return nil
            }
        }
    }

    /// Ends the COPY: completes it, or aborts it when `failure` is set (the server then
    /// stores none of its rows). Returns the rows stored; throws `failure`, else the
    /// server's error.
    private func endCopy(_ sql: String, failure: (any Error)?) throws -> Int {
        var failure = failure
        if PQputCopyEnd(handle, failure == nil ? nil : "aborted by fstel") != 1, failure == nil {
            failure = connectionError(sql: sql)
        }
        var stored = 0
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            if failure != nil { continue }
            do {
                try check(result, sql: sql)
                stored = Int(String(cString: PQcmdTuples(result))) ?? 0
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return stored
    }
}

/// The rows of one ``PostgresConnection/copy(_:rows:)``, in COPY's text format: each
/// row's values in the statement's column order, `append` once per column, then
/// ``endRow()``. Values are encoded by ``PostgresCopyBuffer`` (text escaped, NULL as `\N`,
/// bytea as hex) and sent whenever a chunk is full.
package struct PostgresCopyWriter {
    /// Bytes gathered before they are handed to libpq.
    static let chunkBytes = 256 * 1024

    private unowned let connection: PostgresConnection
    private let sql: String
    private var buffer = PostgresCopyBuffer()
    /// Why the rows cannot be sent (the first problem; nothing more is sent after it).
    private(set) var problem: PostgresError?
    /// Rows ended so far.
    private(set) var rowCount = 0

    init(connection: PostgresConnection, sql: String) {
        self.connection = connection
        self.sql = sql
    }

    /// An integer, or NULL.
    package mutating func append(_ value: Int64?) {
        buffer.append(value)
    }

    /// A double (`NaN`, `Infinity` and `-Infinity` as PostgreSQL spells them), or NULL.
    package mutating func append(_ value: Double?) {
        buffer.append(value)
    }

    /// Text, or NULL. Text holding NUL cannot be stored by PostgreSQL: the COPY fails
    /// with SQLSTATE 22021 and stores nothing.
    package mutating func append(_ value: String?) {
        if let value, value.utf8.contains(0), problem == nil {
            problem = PostgresError(sqlState: "22021", message: "a text value holds a NUL character, which PostgreSQL text cannot hold", sql: sql)
        }
        buffer.append(value)
    }

    /// Bytes for a `bytea` column (sent as `\x` and hex digits), or NULL.
    package mutating func append(bytea value: [UInt8]?) {
        guard let value else { return buffer.appendNull() }
        value.withUnsafeBytes { buffer.append(bytea: $0) }
    }

    /// Any value: integers, reals and text as above, blobs as `bytea`.
    package mutating func append(_ value: DatabaseValue) {
        switch value {
        case .null: buffer.appendNull()
        case .integer(let v): append(v)
        case .real(let v): append(v)
        case .text(let v): append(v)
        case .blob(let v): append(bytea: v)
        }
    }

    /// Ends the row; its values are sent with the chunk they fill.
    package mutating func endRow() {
        buffer.endRow()
        rowCount += 1
        if buffer.byteCount >= Self.chunkBytes { flush() }
    }

    /// Hands the gathered bytes to libpq (it blocks while the server is behind).
    mutating func flush() {
        if problem == nil, buffer.byteCount > 0 {
            problem = connection.putCopyData(buffer.bytes, sql: sql)
        }
        buffer.removeAll()
    }
}
