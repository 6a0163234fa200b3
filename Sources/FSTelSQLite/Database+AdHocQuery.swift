@_spi(FSTelDrivers) import FSTelStorage

/// `fstel sql` on an SQLite store: the statement runs in this connection's sandbox.
extension Database {
    /// Runs `sql` under ``restrictToReading()`` (writes, schema changes, `ATTACH` and all but
    /// a few read-only pragmas are refused by SQLite's authorizer), refusing text holding
    /// more than one statement, and hands its column names to `onColumns`, then each row
    /// to `onRow`; a query still running after
    /// `timeoutMilliseconds` (0: no limit) of wall-clock time is interrupted. With
    /// `maxMemoryBytes` (0: no limit), no string or blob may grow past
    /// ``valueSizeLimit(maxMemoryBytes:)``; the heap limit itself is process-wide
    /// (``SQLiteLibrary/limitHeap(bytes:)``, set by the CLI) and reported here when reached.
    /// Throws ``AdHocQueryError`` for refused, malformed, interrupted or too large queries.
    package func runAdHoc(
        sql: String, parameters: [AdHocQuery.Parameter], timeoutMilliseconds: Int, maxMemoryBytes: Int,
        columns onColumns: ([String]) throws -> Void, row onRow: ([DatabaseValue]) throws -> Void
    ) throws -> AdHocQuery.Outcome {
        let db = self
        do {
            try db.restrictToReading()
        } catch {
            throw AdHocQueryError.database(error)
        }
        if maxMemoryBytes > 0 { db.limitValueSize(bytes: AdHocQuery.valueSizeLimit(maxMemoryBytes: maxMemoryBytes)) }
        db.clearRefusals()
        let statement: Statement
        do {
            statement = try db.makeSingleStatement(sql: sql)
        } catch {
            throw AdHocQueryError.classify(error, refusal: db.lastRefusal, maxMemoryBytes: maxMemoryBytes)
        }
        let readsRawRows = !db.tablesRead.isDisjoint(with: AdHocQuery.rawRowTables)
        guard statement.isReadOnly else { throw AdHocQueryError.refused("the statement would write to the store") }
        var given: [String: DatabaseValue] = [:]
        for parameter in parameters {
            given[parameter.name] = parameter.value
        }
        var used: Set<String> = []
        var unset: [String] = []
        for index in 0..<statement.parameterCount {
            guard let name = statement.parameterName(index + 1) else {
                throw AdHocQueryError.invalid("positional parameters (?) cannot be given; use named ones (:name) and --param name=value")
            }
            let key = String(name.dropFirst())
            do {
                if let value = given[key] {
                    used.insert(key)
                    try statement.bind(value, at: Int32(index + 1))
                } else {
                    if !unset.contains(name) { unset.append(name) }
                    try statement.bindNull(Int32(index + 1))
                }
            } catch {
                throw AdHocQueryError.database(error)
            }
        }
        if let unused = parameters.first(where: { !used.contains($0.name) }) {
            throw AdHocQueryError.invalid("--param \(unused.name) is not a parameter of the query (it has: \(statement.parameterNames.joined(separator: ", ")))")
        }
        let columns = statement.columnNames
        try onColumns(columns)
        var count = 0
        db.interruptStatements(afterMilliseconds: timeoutMilliseconds)
        defer { db.interruptStatements(afterMilliseconds: 0) }
        do {
            while try statement.step() {
                let row = (0..<columns.count).map(statement.value)
                try onRow(row)
                count += 1
                // Writing rows takes time of its own, which the limit covers too.
                if timeoutMilliseconds > 0 && db.deadlinePassed {
                    throw AdHocQueryError.timedOut(milliseconds: timeoutMilliseconds)
                }
            }
        } catch let error as SQLiteError {
            if error.isInterrupted { throw AdHocQueryError.timedOut(milliseconds: timeoutMilliseconds) }
            throw AdHocQueryError.classify(error, refusal: db.lastRefusal, maxMemoryBytes: maxMemoryBytes)
        }
        return AdHocQuery.Outcome(rows: count, unsetParameters: unset, readsRawRows: readsRawRows)
    }
}

extension Statement {
    /// The distinct names of the statement's named parameters, in order.
    var parameterNames: [String] {
        var names: [String] = []
        for index in 0..<parameterCount {
            if let name = parameterName(index + 1), !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension AdHocQueryError {
    fileprivate static func classify(_ error: SQLiteError, refusal: ReadingRefusal? = nil, maxMemoryBytes: Int = 0) -> AdHocQueryError {
        // SQLite says "not authorized to use function: NAME" (SQLITE_ERROR) or "not authorized".
        if error.isAuthorization || error.code == .error, case .function(let name)? = refusal { return .refusedFunction(name) }
        if error.isAuthorization || error.isReadOnly || error.message.contains("query_only") {
            return .refused(error.message)
        }
        if error.isNoMemory || error.isTooBig { return .memoryLimit(bytes: maxMemoryBytes) }
        if error.isMisuse { return .invalid(error.message) }
        return .database(error)
    }
}

extension SQLiteError: AdHocDatabaseError {
    package var messageInStatement: String {
        var text = message
        if let offset, let sql {
            text += "\n" + AdHocQueryError.caret(in: sql, atByte: offset)
        }
        return text
    }

    /// False: SQLite's lack of memory is classified as ``AdHocQueryError/memoryLimit(bytes:)``.
    package var isOutOfMemory: Bool { false }

    /// False: on SQLite, an error while the statement runs is the statement's.
    package var isStoreFailure: Bool { false }
}
