@_spi(FSTelDrivers) import FSTelStorage

extension AdHocQuery {
    /// The first words a statement run by `fstel sql` on PostgreSQL may start with: queries
    /// only. Everything else (`COPY`, `CALL`, `DO`, `SET`, `LOCK`, `VACUUM`, `COMMIT`, ...) is
    /// refused before it is sent.
    static let postgresReadingWords: Set<String> = ["select", "with", "values", "table", "explain", "show", "("]

    /// Runs `sql` on the PostgreSQL store behind `db` and hands its column names to
    /// `onColumns`, then each row to `onRow`, as the SQLite driver's run does.
    ///
    /// The statement runs alone in a `READ ONLY` transaction with `statement_timeout` set to
    /// `timeoutMilliseconds` (0: no limit) and `work_mem` set to a quarter of `maxMemoryBytes`
    /// (each sort or hash of the plan may use that much before it spills to disk; 0: the
    /// server's setting), which is rolled back afterwards: a write, a
    /// schema change, `nextval` and the like are refused by the server and change nothing.
    /// Only a query may be given (``postgresReadingWords``), and only one. Named parameters
    /// (`:name`) are sent as positional ones (`$1`); casts (`::int`) are left alone.
    /// Throws ``AdHocQueryError``.
    package static func run(
        sql: String, parameters: [Parameter], in db: PostgresConnection, timeoutMilliseconds: Int, maxMemoryBytes: Int = 0,
        columns onColumns: ([String]) throws -> Void, row onRow: ([DatabaseValue]) throws -> Void
    ) throws -> Outcome {
        let statement = PostgresStatementText(sql)
        guard let firstWord = statement.firstWord else { throw AdHocQueryError.invalid("no SQL statement given") }
        if let trailing = statement.trailing {
            var shown = String(trailing.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if shown.count > 60 { shown = String(shown.prefix(60)) + "..." }
            throw AdHocQueryError.invalid("only one statement may be run; found more after the first: `\(shown)`")
        }
        if statement.hasPositionalParameter {
            throw AdHocQueryError.invalid("positional parameters ($1) cannot be given; use named ones (:name) and --param name=value")
        }
        guard postgresReadingWords.contains(firstWord) else {
            throw AdHocQueryError.refused("a statement starting with \(firstWord.uppercased()) is not a query")
        }
        var given: [String: DatabaseValue] = [:]
        for parameter in parameters {
            given[parameter.name] = parameter.value
        }
        if let unused = parameters.first(where: { !statement.names.contains($0.name) }) {
            let listed = statement.names.map { ":" + $0 }.joined(separator: ", ")
            throw AdHocQueryError.invalid("--param \(unused.name) is not a parameter of the query (it has: \(listed))")
        }
        let values = statement.names.map { given[$0] ?? .null }
        let unset = statement.names.filter { given[$0] == nil }.map { ":" + $0 }

        var count = 0
        var readsRawRows = false
        do {
            try db.execute(sql: "BEGIN READ ONLY")
            defer { try? db.execute(sql: "ROLLBACK") }
            try db.execute(sql: "SET LOCAL statement_timeout = \(max(0, timeoutMilliseconds))")
            if maxMemoryBytes > 0 {
                try db.execute(sql: "SET LOCAL work_mem = '\(max(64, maxMemoryBytes / 4 / 1024))kB'")
            }
            readsRawRows = try planReadsRawRows(statement, firstWord: firstWord, values: values, in: db)
            try db.forEachRow(
                sql: statement.text, arguments: values,
                columns: { columns in try onColumns(columns.map(\.name)) },
                row: { row in
                    try onRow(row)
                    count += 1
                })
        } catch let error as PostgresError {
            if error.isReadOnlyTransaction { throw AdHocQueryError.refused(error.message) }
            if error.isQueryCanceled { throw AdHocQueryError.timedOut(milliseconds: timeoutMilliseconds) }
            var shown = error
            if error.sql == statement.text {
                // Point at what the user wrote, not at the rewritten text.
                shown.sql = sql
                shown.position = error.position.map(statement.originalPosition(of:))
            }
            throw AdHocQueryError.database(shown)
        }
        return Outcome(rows: count, unsetParameters: unset, readsRawRows: readsRawRows)
    }

    /// True when the plan of the statement scans a raw-row table (``rawRowTables``, or a
    /// partition of `transitions`), views seen through. Planned in a savepoint: a plan that
    /// fails leaves the error to the statement itself.
    static func planReadsRawRows(
        _ statement: PostgresStatementText, firstWord: String, values: [DatabaseValue], in db: PostgresConnection
    ) throws -> Bool {
        guard firstWord != "explain" && firstWord != "show" else { return false }
        try db.execute(sql: "SAVEPOINT fstel_plan")
        let plan: String
        do {
            plan = try db.fetchRows(sql: "EXPLAIN (FORMAT JSON, COSTS OFF) " + statement.text, arguments: values)
                .compactMap { $0.first?.string }.joined(separator: "\n")
            // Rolled back, not released: on a Citus coordinator a worker that could not plan
            // its part (the plan says "Could not get remote plan", say for a role without
            // rights on its shards) leaves its side of the transaction aborted, and the
            // statement would fail with "current transaction is aborted" instead of its error.
            try db.execute(sql: "ROLLBACK TO SAVEPOINT fstel_plan")
        } catch let error as PostgresError where !error.isConnectionFailure {
            try db.execute(sql: "ROLLBACK TO SAVEPOINT fstel_plan")
            return false
        }
        for line in plan.split(separator: "\n") {
            guard let range = line.range(of: "\"Relation Name\": \"") else { continue }
            let name = line[range.upperBound...].prefix { $0 != "\"" }.lowercased()
            if rawRowTables.contains(name) || name.hasPrefix("transitions_") { return true }
        }
        return false
    }
}

extension PostgresError: AdHocDatabaseError {
    package var messageInStatement: String {
        if isConnectionFailure && sql == nil { return message }
        var text = message
        if let detail { text += "\ndetail: " + detail }
        if let hint { text += "\nhint: " + hint }
        if let offset = byteOffset, let sql {
            text += "\n" + AdHocQueryError.caret(in: sql, atByte: offset)
        }
        return text
    }

    /// True for `out_of_memory` (53200).
    package var isOutOfMemory: Bool { sqlState == "53200" }

    package var isStoreFailure: Bool { isConnectionFailure || isInsufficientResources || isSystemError }
}

/// `fstel sql` on a PostgreSQL store: the statement runs in a read-only transaction of this connection.
extension PostgresConnection {
    package func runAdHoc(
        sql: String, parameters: [AdHocQuery.Parameter], timeoutMilliseconds: Int, maxMemoryBytes: Int,
        columns: ([String]) throws -> Void, row: ([DatabaseValue]) throws -> Void
    ) throws -> AdHocQuery.Outcome {
        try AdHocQuery.run(
            sql: sql, parameters: parameters, in: self, timeoutMilliseconds: timeoutMilliseconds, maxMemoryBytes: maxMemoryBytes,
            columns: columns, row: row)
    }
}
