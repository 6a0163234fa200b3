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
    public func copy(_ sql: String, rows: (inout PostgresCopyWriter) throws -> Void) throws -> Int {
        let start = PQexec(handle, sql)
        defer { PQclear(start) }
        guard let start else { throw connectionError(sql: sql) }
        guard PQresultStatus(start) == PGRES_COPY_IN else {
            try check(start, sql: sql)
            drainResults()
            throw PostgresError(sqlState: nil, message: "the statement is not a COPY ... FROM STDIN", sql: sql)
        }
        var writer = PostgresCopyWriter(connection: self)
        var failure: (any Error)?
        do {
            try rows(&writer)
            writer.flush()
        } catch {
            failure = error
        }
        if failure == nil, let problem = writer.problem {
            failure = PostgresError(sqlState: problem.sqlState, message: problem.message, sql: sql)
        }
        let ended = PQputCopyEnd(handle, failure == nil ? nil : "aborted by fstel")
        var outcome: Result<Int, any Error> = .success(0)
        if ended != 1 { outcome = .failure(connectionError(sql: sql)) }
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            guard case .success = outcome else { continue }
            do {
                try check(result, sql: sql)
                outcome = .success(Int(String(cString: PQcmdTuples(result))) ?? 0)
            } catch {
                outcome = .failure(error)
            }
        }
        if let failure { throw failure }
        return try outcome.get()
    }
}

/// The rows of one ``PostgresConnection/copy(_:rows:)``, in COPY's text format: each
/// row's values in the statement's column order, `append` once per column, then
/// ``endRow()``. Text is escaped (backslash, tab, newline, carriage return); NULL is `\N`.
public struct PostgresCopyWriter {
    /// Bytes gathered before they are handed to libpq.
    public static let chunkBytes = 256 * 1024

    private unowned let connection: PostgresConnection
    private var buffer: [UInt8] = []
    private var atRowStart = true
    /// Why the rows cannot be sent (the first problem; nothing more is sent after it).
    private(set) var problem: (sqlState: String?, message: String)?
    /// Rows ended so far.
    public private(set) var rowCount = 0

    init(connection: PostgresConnection) {
        self.connection = connection
        buffer.reserveCapacity(Self.chunkBytes + 4096)
    }

    /// An integer, or NULL.
    public mutating func append(_ value: Int64?) {
        separate()
        guard let value else { return appendNull() }
        buffer.append(contentsOf: String(value).utf8)
    }

    /// A double (`NaN`, `Infinity` and `-Infinity` as PostgreSQL spells them), or NULL.
    public mutating func append(_ value: Double?) {
        separate()
        guard let value else { return appendNull() }
        buffer.append(contentsOf: PostgresConnection.parameterText(.real(value)).utf8)
    }

    /// Text, or NULL. Text holding NUL cannot be stored by PostgreSQL: the COPY fails
    /// with SQLSTATE 22021 and stores nothing.
    public mutating func append(_ value: String?) {
        separate()
        guard let value else { return appendNull() }
        for byte in value.utf8 {
            switch byte {
            case 0x5C: buffer.append(0x5C); buffer.append(0x5C)
            case 0x09: buffer.append(0x5C); buffer.append(UInt8(ascii: "t"))
            case 0x0A: buffer.append(0x5C); buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(0x5C); buffer.append(UInt8(ascii: "r"))
            case 0x00:
                if problem == nil { problem = ("22021", "a text value holds a NUL character, which PostgreSQL text cannot hold") }
            default: buffer.append(byte)
            }
        }
    }

    /// Bytes for a `bytea` column (sent as `\x` and hex digits), or NULL.
    public mutating func append(bytea value: [UInt8]?) {
        separate()
        guard let value else { return appendNull() }
        let digits = Array("0123456789abcdef".utf8)
        buffer.append(0x5C)
        buffer.append(0x5C)
        buffer.append(UInt8(ascii: "x"))
        for byte in value {
            buffer.append(digits[Int(byte >> 4)])
            buffer.append(digits[Int(byte & 0x0F)])
        }
    }

    /// Any value: integers, reals and text as above, blobs as `bytea`.
    public mutating func append(_ value: DatabaseValue) {
        switch value {
        case .null: append(nil as Int64?)
        case .integer(let v): append(v)
        case .real(let v): append(v)
        case .text(let v): append(v)
        case .blob(let v): append(bytea: v)
        }
    }

    /// Ends the row; its values are sent with the chunk they fill.
    public mutating func endRow() {
        buffer.append(0x0A)
        atRowStart = true
        rowCount += 1
        if buffer.count >= Self.chunkBytes { flush() }
    }

    /// Hands the gathered bytes to libpq (it blocks while the server is behind).
    mutating func flush() {
        guard !buffer.isEmpty, problem == nil else { return buffer.removeAll(keepingCapacity: true) }
        let sent = buffer.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                PQputCopyData(connection.handle, chars.baseAddress, Int32(chars.count))
            }
        }
        if sent != 1 {
            problem = (nil, connection.connectionError(sql: nil).message)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func separate() {
        if atRowStart {
            atRowStart = false
        } else {
            buffer.append(0x09)
        }
    }

    private mutating func appendNull() {
        buffer.append(0x5C)
        buffer.append(UInt8(ascii: "N"))
    }
}
