import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage

extension AdHocQuery {
    /// Counts what a table or Markdown writer holds before it prints (it sizes its columns
    /// on the first rows), so that rows held there stay within half of `--max-memory`;
    /// CSV and JSON print each row as it comes.
    struct HeldRows {
        let limit: Int
        var held = 0
        var rows = 0

        init(format: OutputFormat, maxMemoryBytes: Int) {
            limit = maxMemoryBytes > 0 && (format == .table || format == .markdown) ? maxMemoryBytes / 2 : 0
        }

        /// Adds a row; false when the rows held pass the limit.
        mutating func add(_ row: [DatabaseValue]) -> Bool {
            guard limit > 0, rows < AlignedTableWriter.sizingRows else { return true }
            rows += 1
            for value in row {
                switch value {
                case .text(let text): held += text.utf8.count + 16
                case .blob(let bytes): held += 3 * bytes.count + 16
                default: held += 16
                }
            }
            return held <= limit
        }
    }

    /// Runs `sql` on the store behind `db` (an opened store's ``OpenedStore/queryConnection``),
    /// in its driver's sandbox (``SQLQuerying/runAdHoc(sql:parameters:timeoutMilliseconds:maxMemoryBytes:columns:row:)``),
    /// and streams its rows through a writer for `format`; a table is fitted to `width`
    /// columns when given. Rows a table or Markdown writer holds before it prints count
    /// against half of `maxMemoryBytes` (``HeldRows``). Throws ``AdHocQueryError``.
    @discardableResult
    package static func run(
        sql: String, parameters: [Parameter], in db: any SQLQuerying, timeoutMilliseconds: Int = 0, maxMemoryBytes: Int = 0,
        format: OutputFormat, width: Int? = nil, emit: @escaping (String) -> Void
    ) throws -> Outcome {
        var writer: ResultWriter?
        var held = HeldRows(format: format, maxMemoryBytes: maxMemoryBytes)
        let outcome = try db.runAdHoc(
            sql: sql, parameters: parameters, timeoutMilliseconds: timeoutMilliseconds, maxMemoryBytes: maxMemoryBytes,
            columns: { names in
                writer = makeResultWriter(format: format, columns: names.map { ResultColumn($0) }, width: width, emit: emit)
            },
            row: { row in
                guard held.add(row) else { throw AdHocQueryError.memoryLimit(bytes: maxMemoryBytes) }
                writer?.write(row: row)
            })
        writer?.finish()
        return outcome
    }
}

extension AdHocQueryError {
    /// What was wrong with `sql`, in plain words, as `fstel sql` prints it on a store of
    /// `dialect`: a refusal names the statement's first words and what fstel sql runs there;
    /// an error of the database shows its detail and hint, if any, and the statement's line
    /// with a caret under the place the database stopped.
    package func message(for sql: String, dialect: SQLDialect) -> String {
        switch self {
        case .refused:
            // SQLite says only "not authorized"; the statement says what was refused.
            return dialect.refusalMessage(statement: Self.leadingWords(of: sql))
        case .invalid(let message):
            return message
        case .database(let error):
            return error.messageInStatement
        case .timedOut, .refusedFunction, .memoryLimit:
            return description
        }
    }
}
