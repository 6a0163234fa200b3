import FSTelStore

/// The SQL that differs between SQLite and PostgreSQL, in one place per dialect.
///
/// The reports and nightly write each statement once, in the SQL both backends read the
/// same way, with SQLite's placeholders (`?`, `?NNN`); this type rewrites the
/// placeholders and gives what is written differently: the text of a UTC day, a dimension's
/// expression, and how duration sketches are stored and merged (SQLite: one blob per key,
/// plus `duration_sketch_changes`; PostgreSQL: one row per key and bucket, summed).
/// Everything else the query module writes is shared: `count(*) FILTER (WHERE ...)`,
/// `coalesce`, `CASE`, comparisons written as `<> 0` rather than truthiness, text
/// concatenation of integers (`17 || '.' || 4`), sums that are whole numbers.
package struct SQLDialect: Sendable, Equatable {
    /// The backend whose SQL this is.
    package let backend: SQLBackend

    /// SQLite's SQL.
    package static let sqlite = SQLDialect(backend: .sqlite)
    /// PostgreSQL's SQL.
    package static let postgresql = SQLDialect(backend: .postgresql)

    /// The dialect of `backend`.
    package init(backend: SQLBackend) {
        self.backend = backend
    }

    /// `sql`, written with SQLite's placeholders, for this backend: on PostgreSQL a bare
    /// `?` becomes `$n` (n one more than the largest number so far, as SQLite numbers it)
    /// and `?NNN` becomes `$NNN`. Text in quotes and comments is left alone.
    package func statement(_ sql: String) -> String {
        guard backend == .postgresql else { return sql }
        var out = ""
        out.reserveCapacity(sql.utf8.count + 16)
        var largest = 0
        var quote: Character? = nil
        var lineComment = false
        var chars = Array(sql)
        chars.append(" ")
        var i = 0
        while i < chars.count - 1 {
            let c = chars[i]
            if lineComment {
                out.append(c)
                if c == "\n" { lineComment = false }
            } else if let q = quote {
                out.append(c)
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
                out.append(c)
            } else if c == "-" && chars[i + 1] == "-" {
                lineComment = true
                out.append(c)
            } else if c == "?" {
                var j = i + 1
                var digits = ""
                while j < chars.count - 1, chars[j].isASCII, chars[j].isNumber {
                    digits.append(chars[j])
                    j += 1
                }
                let number = Int(digits) ?? (largest + 1)
                largest = Swift.max(largest, number)
                out += "$\(number)"
                i = j
                continue
            } else {
                out.append(c)
            }
            i += 1
        }
        return out
    }

    /// ` JOIN sessions AS s ON ...`: a transition `t`'s session. On PostgreSQL the join
    /// matches `session_hash` too (the same rows): on Citus, a join of co-located shards that
    /// each worker runs on its own (on the key alone it would need a repartition).
    var sessionsJoin: String {
        switch backend {
        case .sqlite: return " JOIN sessions AS s ON s.session_key = t.session_key"
        case .postgresql: return " JOIN sessions AS s ON s.session_key = t.session_key AND s.session_hash = t.session_hash"
        }
    }

    /// The UTC day (`YYYY-MM-DD` text) of an epoch-milliseconds expression.
    func dayText(ofMillis expression: String) -> String {
        switch backend {
        case .sqlite: return "date(\(expression) / 1000, 'unixepoch')"
        case .postgresql: return "to_char(date '1970-01-01' + utc_day_number(\(expression)), 'YYYY-MM-DD')"
        }
    }

    /// The UTC day (`YYYY-MM-DD` text) of a day-number expression (days since 1970-01-01).
    func dayText(ofDayNumber expression: String) -> String {
        switch backend {
        case .sqlite: return "date(\(expression) * 86400, 'unixepoch')"
        case .postgresql: return "to_char(date '1970-01-01' + \(expression), 'YYYY-MM-DD')"
        }
    }

    // MARK: Dimensions

    /// A dimension over `transitions AS t JOIN sessions AS s`.
    func expression(_ dimension: Dimension) -> String {
        dimension == .day ? dayText(ofMillis: "t.ts") : dimension.expression
    }

    /// A dimension over `transition_rollup AS r`, or nil when the rollup does not keep it.
    func rollupExpression(_ dimension: Dimension) -> String? {
        dimension == .day ? dayText(ofDayNumber: "r.day") : dimension.rollupExpression
    }

    /// A dimension over `failure_rollup` or `duration_sketch AS r`, or nil.
    func summaryExpression(_ dimension: Dimension) -> String? {
        dimension == .day ? dayText(ofDayNumber: "r.day") : dimension.summaryExpression
    }

    /// A dimension over `restore_rollup AS r`, or nil.
    func restoreRollupExpression(_ dimension: Dimension) -> String? {
        dimension == .day ? dayText(ofDayNumber: "r.day") : dimension.restoreRollupExpression
    }

    /// True when exact percentiles are computed by the server (window functions over the
    /// rows, one row per group sent back) rather than from every duration sent to fstel:
    /// PostgreSQL, where each row of a result costs far more to receive than on SQLite.
    var ranksInServer: Bool { backend == .postgresql }

    /// True when failure rates over the rollup are summed here from its rows rather than by
    /// the server's `GROUP BY`: SQLite, where reading a row costs little and fstel's
    /// summing (``GroupSums``) is faster than the query engine's.
    var sumsRollupRowsInProcess: Bool { backend == .sqlite }

    // MARK: Rejected lines

    /// `expression` compared by its bytes: SQLite's default; PostgreSQL's `"C"` collation
    /// (paths sort the same on both backends).
    func bytewise(_ expression: String) -> String {
        backend == .postgresql ? expression + " COLLATE \"C\"" : expression
    }

    /// A blob column read as text: SQLite casts it; PostgreSQL's `bytea` comes back as
    /// bytes, which the reader decodes as UTF-8.
    func blobAsText(_ expression: String) -> String {
        backend == .postgresql ? expression : "CAST(\(expression) AS TEXT)"
    }

    // MARK: Ad-hoc queries

    /// Why `fstel sql` refused `statement` (its first words, quoted), and what it runs on
    /// this backend: on SQLite, anything but a read; on PostgreSQL, anything but a query.
    func refusalMessage(statement: String) -> String {
        switch backend {
        case .sqlite:
            return "refused: \(statement) would change the store; fstel sql only reads (no writes, schema changes, ATTACH or writing pragmas); nothing was changed"
        case .postgresql:
            return "refused: \(statement) is not a query or would change the store; on PostgreSQL fstel sql runs one query (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) in a read-only transaction; nothing was changed"
        }
    }

    // MARK: Duration sketches

    /// The parts of a query over the stored sketches: for each, the table (read as `r`),
    /// the three columns that follow the caller's ones (read back by
    /// ``addSketchColumns(_:at:to:)``), a condition of its own, if any, and whether the
    /// caller must group by its columns and `r.bucket` (PostgreSQL sums the buckets of a
    /// group in the server: a few hundred rows per group instead of one per stored key and
    /// bucket).
    var sketchParts: [(table: String, columns: [String], condition: String?, groupedByBucket: Bool)] {
        switch backend {
        case .sqlite:
            return [("duration_sketch", ["r.sketch", "NULL", "NULL"], nil, false),
                    ("duration_sketch_changes", ["NULL", "r.duration_ms", "r.weight"], nil, false)]
        case .postgresql:
            return [("duration_sketch", ["NULL", "r.bucket", "sum(r.durations)"], "r.durations <> 0", true)]
        }
    }

    /// One part of a sketch query (``sketchParts``): `selected` (the caller's columns, with
    /// their grouping expressions `grouped`) then the part's three, over `conditions`.
    func sketchSQL(
        _ part: (table: String, columns: [String], condition: String?, groupedByBucket: Bool),
        selected: [String], grouped: [String], conditions: [String]
    ) -> String {
        var sql = "SELECT " + (selected + part.columns).joined(separator: ", ") + "\nFROM \(part.table) AS r"
        let all = conditions + (part.condition.map { [$0] } ?? [])
        if !all.isEmpty { sql += "\nWHERE " + all.joined(separator: "\n  AND ") }
        if part.groupedByBucket { sql += "\nGROUP BY " + (grouped + ["r.bucket"]).joined(separator: ", ") }
        return sql
    }

    /// Adds what one row of a sketch query holds in columns k, k+1, k+2 to `sketch`: a
    /// stored blob (SQLite), a duration a trigger moved with its weight (SQLite), or a
    /// bucket and its count (PostgreSQL).
    func addSketchColumns(_ row: any SQLRow, at k: Int, to sketch: inout DurationSketch) throws {
        if !row.isNull(k) {
            try row.withBlob(k) { try sketch.merge(encoded: $0) }
        } else if backend == .postgresql {
            sketch.add(bucketIndex: Int32(clamping: row.int64(k + 1)), weight: row.int(k + 2))
        } else {
            sketch.add(row.double(k + 1), weight: row.int(k + 2))
        }
    }
}

extension SQLQuerying {
    /// The dialect of this store.
    var dialect: SQLDialect { SQLDialect(backend: backend) }

    /// Every row of `sql`, written with SQLite's placeholders (``SQLDialect/statement(_:)``).
    func select(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> [[DatabaseValue]] {
        try fetchRows(sql: dialect.statement(sql), arguments: arguments)
    }

    /// The rows of `sql` one at a time (see ``select(_:_:)``).
    func eachRow(_ sql: String, _ arguments: [DatabaseValue] = [], _ body: (any SQLRow) throws -> Void) throws {
        try forEachRow(sql: dialect.statement(sql), arguments: arguments, body)
    }
}
