import FSTelStore

/// The SQL that differs between SQLite and PostgreSQL, in one place per dialect.
///
/// The reports and nightly build each statement once, as an ``SQL`` value that both
/// backends read the same way; this type renders what is written differently: the
/// placeholders (`?` or `$n`), the constructs of ``SQL/Construct`` (the text of a UTC day,
/// the join of a transition's session, bytewise order, a blob read as text), and how
/// duration sketches are stored and merged (SQLite: one blob per key, plus
/// `duration_sketch_changes`; PostgreSQL: one row per key and bucket, summed).
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

    /// The placeholder of the `number`th argument (from 1): `?` on SQLite, `$number` on
    /// PostgreSQL.
    func placeholder(_ number: Int) -> String {
        switch backend {
        case .sqlite: return "?"
        case .postgresql: return "$\(number)"
        }
    }

    /// The SQL of `construct` in this dialect.
    func sql(for construct: SQL.Construct) -> SQL {
        switch (construct, backend) {
        case (.dayTextOfMillis(let expression), .sqlite):
            return "date(\(expression) / 1000, 'unixepoch')"
        case (.dayTextOfMillis(let expression), .postgresql):
            return "to_char(date '1970-01-01' + utc_day_number(\(expression)), 'YYYY-MM-DD')"
        case (.dayTextOfDayNumber(let expression), .sqlite):
            return "date(\(expression) * 86400, 'unixepoch')"
        case (.dayTextOfDayNumber(let expression), .postgresql):
            return "to_char(date '1970-01-01' + \(expression), 'YYYY-MM-DD')"
        // On PostgreSQL the join matches `session_hash` too (the same rows): on Citus, a
        // join of co-located shards that each worker runs on its own (on the key alone it
        // would need a repartition).
        case (.sessionsJoin, .sqlite):
            return " JOIN sessions AS s ON s.session_key = t.session_key"
        case (.sessionsJoin, .postgresql):
            return " JOIN sessions AS s ON s.session_key = t.session_key AND s.session_hash = t.session_hash"
        // SQLite compares text by its bytes by default; PostgreSQL with the "C" collation
        // (paths sort the same on both backends).
        case (.bytewise(let expression), .sqlite):
            return expression
        case (.bytewise(let expression), .postgresql):
            return "\(expression) COLLATE \"C\""
        // SQLite casts a blob; PostgreSQL's `bytea` comes back as bytes, which the reader
        // decodes as UTF-8.
        case (.blobAsText(let expression), .sqlite):
            return "CAST(\(expression) AS TEXT)"
        case (.blobAsText(let expression), .postgresql):
            return expression
        }
    }

    // MARK: Plans

    /// Where rows are grouped and summed when either fstel or the database could do it.
    enum Aggregation: Sendable {
        /// fstel reads the rows and groups them: SQLite, where reading a row costs little and
        /// fstel's summing (``GroupSums``) or sorting is faster than the query engine's
        /// `GROUP BY` and window functions.
        case inProcess
        /// The server groups them and sends one row per group: PostgreSQL, where each row of
        /// a result costs far more to receive than on SQLite.
        case inServer
    }

    /// Where this backend's rows are best aggregated: failure rates summed over the rollup's
    /// rows, exact percentiles picked among every duration.
    var aggregation: Aggregation {
        switch backend {
        case .sqlite: return .inProcess
        case .postgresql: return .inServer
        }
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

    /// The query over the stored sketches: `selected` (the caller's columns, with their
    /// grouping expressions `grouped`) over `conditions`, then three columns that
    /// ``addSketchColumns(_:at:to:)`` reads back. SQLite reads two tables, the stored
    /// blobs and the durations its triggers moved since (`duration_sketch_changes`), one row
    /// each; PostgreSQL sums the buckets of a group in the server, grouping by the caller's
    /// columns and `r.bucket` (a few hundred rows per group instead of one per stored key
    /// and bucket).
    func sketchQuery(selected: [SQL], grouped: [SQL], conditions: [SQL]) -> SQL {
        let parts: [(table: String, columns: String, condition: SQL?, groupedByBucket: Bool)]
        switch backend {
        case .sqlite:
            parts = [("duration_sketch", "r.sketch, NULL, NULL", nil, false),
                     ("duration_sketch_changes", "NULL, r.duration_ms, r.weight", nil, false)]
        case .postgresql:
            parts = [("duration_sketch", "NULL, r.bucket, sum(r.durations)", "r.durations <> 0", true)]
        }
        return SQL.joined(parts.map { part in
            var sql: SQL = "SELECT \(SQL.joined(selected + [SQL(verbatim: part.columns)], separator: ", "))\nFROM \(verbatim: part.table) AS r"
            let all = conditions + (part.condition.map { [$0] } ?? [])
            if !all.isEmpty { sql += "\nWHERE \(SQL.joined(all, separator: "\n  AND "))" }
            if part.groupedByBucket { sql += "\nGROUP BY \(SQL.joined(grouped + ["r.bucket"], separator: ", "))" }
            return sql
        }, separator: "\nUNION ALL\n")
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
}
