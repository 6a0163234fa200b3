import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL

/// The rollups and summaries of an SQLite store and of a PostgreSQL store, in one form, to
/// check that both backends keep the same counts for the same rows.
package enum RollupComparison {
    /// Each table's rows with a non-zero count, sorted, as text: `transition_rollup`,
    /// `failure_rollup`, `restore_rollup`, and the duration sketches as one row per
    /// non-empty bucket (key, os_major, os_minor, bucket, count; the zeros in bucket
    /// -2147483648), SQLite's blobs decoded and its pending `duration_sketch_changes` added.
    package static func sqliteTables(_ db: Database) throws -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for (name, sql) in countQueries { tables[name] = try db.rows(sql: sql).map(render).sorted() }
        var sketches: [String: (key: [DatabaseValue], facts: [DatabaseValue], sketch: DurationSketch)] = [:]
        let statement = try db.makeStatement(sql: """
            SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, sketch FROM duration_sketch
            """)
        while try statement.step() {
            let values = (0..<6).map(statement.value), key = render(values)
            var entry = sketches[key] ?? (values, [statement.value(6), statement.value(7)], DurationSketch())
            try entry.sketch.merge(encoded: statement.blob(8))
            sketches[key] = entry
        }
        for row in try db.rows(sql: """
            SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight
            FROM duration_sketch_changes
            """) {
            let values = Array(row[0..<6]), key = render(values)
            var entry = sketches[key] ?? (values, [row[6], row[7]], DurationSketch())
            entry.sketch.add(row[8].double!, weight: Int(row[9].int64!))
            sketches[key] = entry
        }
        var buckets: [String] = []
        for entry in sketches.values {
            let prefix = entry.key + entry.facts
            if entry.sketch.zeroCount != 0 {
                buckets.append(render(prefix + [.integer(Int64(Int32.min)), .integer(Int64(entry.sketch.zeroCount))]))
            }
            for bucket in entry.sketch.buckets {
                buckets.append(render(prefix + [.integer(Int64(bucket.index)), .integer(Int64(bucket.count))]))
            }
        }
        tables["duration_sketch"] = buckets.sorted()
        return tables
    }

    /// The same tables of a PostgreSQL store (see ``sqliteTables(_:)``).
    package static func postgresTables(_ db: PostgresConnection) throws -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for (name, sql) in countQueries { tables[name] = try db.rows(sql: sql).map(render).sorted() }
        tables["duration_sketch"] = try db.rows(sql: """
            SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, bucket, durations
            FROM duration_sketch WHERE durations <> 0
            """).map(render).sorted()
        return tables
    }

    static let countQueries = [
        "transition_rollup": """
            SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version, os_major, os_minor,
                   ok, failed, cancelled, ignored, restores, mismatches, durations
            FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 OR restores <> 0
                OR mismatches <> 0 OR durations <> 0
            """,
        "failure_rollup": """
            SELECT day, strategy, direction, started, os_version, app_version, failure, os_major, os_minor, failures
            FROM failure_rollup WHERE failures <> 0
            """,
        "restore_rollup": """
            SELECT day, strategy, started, os_version, app_version, method, container, os_major, os_minor,
                   restores, mismatches, cell_reused
            FROM restore_rollup WHERE restores <> 0 OR mismatches <> 0 OR cell_reused <> 0
            """,
    ]

    static func render(_ row: [DatabaseValue]) -> String {
        row.map { value in
            switch value {
            case .null: return "NULL"
            case .integer(let v): return String(v)
            case .real(let v): return String(v)
            case .text(let v): return "'" + v + "'"
            case .blob(let v): return "x'\(v.count)'"
            }
        }.joined(separator: "|")
    }
}
