import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// ``PostgresRollupWriter/add(_:)``: counts already summed per rollup key (a merge's counts
/// of a pruned SQLite store's days) added to a PostgreSQL store's rollups.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresRollupWriterKeyedCountsNeedsServerTests {
    static let zero = Int64(DurationSketch.zeroBucket)
    static let null = DatabaseValue.null

    static func row(_ values: any DatabaseValueConvertible...) -> [DatabaseValue] { values.map(\.databaseValue) }

    /// Rows of the keys the counts add to (day 100 and 101), one of unknown facts.
    static let storedRows = """
        INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
            os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
        VALUES (100, 'window_transform', 'enter', 1, 'iOS', '17.4', 'iPhone12,1', '1.0', 17, 4, 5, 2, 1, 0, 3, 1, 7),
               (100, 'window_transform', 'enter', 0, '', '', '', '', NULL, NULL, 4, 0, 0, 1, 0, 0, 4);
        INSERT INTO failure_rollup (day, strategy, direction, started, os_version, app_version, failure, os_major, os_minor, failures)
        VALUES (100, 'window_transform', 'exit', 1, '17.4', '1.0', 'window_flash', 17, 4, 3),
               (100, 'window_transform', 'exit', 0, '', '', '', NULL, NULL, 2);
        INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container, os_major, os_minor,
            restores, mismatches, cell_reused)
        VALUES (100, 'window_transform', 1, '17.4', '1.0', 'index_path', 'table_view', 17, 4, 6, 2, 1);
        INSERT INTO duration_sketches (day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets, counts)
        VALUES (100, 'window_transform', 'enter', 1, '17.4', '1.0', 17, 4, ARRAY[\(zero), 10, 20], ARRAY[1, 2, 3]),
               (101, 'window_transform', 'enter', 0, '', '', NULL, NULL, ARRAY[7], ARRAY[1])
        """

    /// Counts of those keys (with other `os_major` and `os_minor`, negative and zero ones)
    /// and of new keys (one of unknown facts, one negative).
    static var counts: PostgresRollupWriter.KeyedCounts {
        var counts = PostgresRollupWriter.KeyedCounts()
        counts.transitions = [
            row(100, "window_transform", "enter", 1, "iOS", "17.4", "iPhone12,1", "1.0", 18, null, -2, 0, 3, 0, -1, 0, 1),
            row(100, "window_transform", "enter", 0, "", "", "", "", null, null, 1, 0, 0, 0, 0, 0, 1),
            row(102, "native_rotation", "exit", 0, "", "", "", "", null, null, -1, 2, 0, 0, 0, 0, 0),
        ]
        counts.failures = [
            row(100, "window_transform", "exit", 1, "17.4", "1.0", "window_flash", null, 9, -3),
            row(100, "window_transform", "exit", 0, "", "", "", null, null, 5),
            row(102, "native_rotation", "exit", 1, "16.1", "2.0", "black_edges", 16, 1, 2),
        ]
        counts.restores = [
            row(100, "window_transform", 1, "17.4", "1.0", "index_path", "table_view", 1, 1, 1, -2, 0),
            row(102, "native_rotation", 0, "", "", "", "", null, null, 4, 1, -1),
        ]
        counts.sketches = [
            (row(100, "window_transform", "enter", 1, "17.4", "1.0", 18, null),
             [(DurationSketch.zeroBucket, -1), (10, -2), (20, 1), (30, 4)]),
            (row(101, "window_transform", "enter", 0, "", "", null, null), [(7, -1)]),
            (row(102, "native_rotation", "exit", 0, "", "", null, null), [(5, 2), (6, 0)]),
            (row(103, "native_rotation", "exit", 0, "", "", null, null), [(5, 0)]),
        ]
        return counts
    }

    static let queries = [
        "SELECT \(PostgresRollupWriter.transitionColumns.joined(separator: ", ")) FROM transition_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
        "SELECT \(PostgresRollupWriter.failureColumns.joined(separator: ", ")) FROM failure_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT \(PostgresRollupWriter.restoreColumns.joined(separator: ", ")) FROM restore_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7",
        """
        SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets::text, counts::text
        FROM duration_sketches ORDER BY 1, 2, 3, 4, 5, 6
        """,
    ]

    @Test func countsAddToTheRowsOfTheirKeysKeepingTheirOSPartsAndNewKeysAreStoredWithTheirs() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try db.execute(sql: Self.storedRows)
            let writer = PostgresRollupWriter(connection: db)
            try db.inTransaction { try writer.add(Self.counts) }
            let s = { (text: String) in DatabaseValue.text(text) }
            let i = { (value: Int64) in DatabaseValue.integer(value) }
            let null = DatabaseValue.null
            #expect(try db.rows(sql: Self.queries[0]) == [
                [i(100), s("window_transform"), s("enter"), i(0), s(""), s(""), s(""), s(""), null, null,
                 i(5), i(0), i(0), i(1), i(0), i(0), i(5)],
                [i(100), s("window_transform"), s("enter"), i(1), s("iOS"), s("17.4"), s("iPhone12,1"), s("1.0"), i(17), i(4),
                 i(3), i(2), i(4), i(0), i(2), i(1), i(8)],
                [i(102), s("native_rotation"), s("exit"), i(0), s(""), s(""), s(""), s(""), null, null,
                 i(-1), i(2), i(0), i(0), i(0), i(0), i(0)],
            ])
            #expect(try db.rows(sql: Self.queries[1]) == [
                [i(100), s("window_transform"), s("exit"), i(0), s(""), s(""), s(""), null, null, i(7)],
                [i(100), s("window_transform"), s("exit"), i(1), s("17.4"), s("1.0"), s("window_flash"), i(17), i(4), i(0)],
                [i(102), s("native_rotation"), s("exit"), i(1), s("16.1"), s("2.0"), s("black_edges"), i(16), i(1), i(2)],
            ])
            #expect(try db.rows(sql: Self.queries[2]) == [
                [i(100), s("window_transform"), i(1), s("17.4"), s("1.0"), s("index_path"), s("table_view"), i(17), i(4), i(7), i(0), i(1)],
                [i(102), s("native_rotation"), i(0), s(""), s(""), s(""), s(""), null, null, i(4), i(1), i(-1)],
            ])
            #expect(try db.rows(sql: Self.queries[3]) == [
                [i(100), s("window_transform"), s("enter"), i(1), s("17.4"), s("1.0"), i(17), i(4), s("{20,30}"), s("{4,4}")],
                [i(101), s("window_transform"), s("enter"), i(0), s(""), s(""), null, null, s("{}"), s("{}")],
                [i(102), s("native_rotation"), s("exit"), i(0), s(""), s(""), null, null, s("{5}"), s("{2}")],
            ])
            // Nothing is left in the delta tables for the next writer.
            let left = try db.inTransaction {
                try db.scalar(sql: """
                    SELECT (SELECT count(*) FROM fstel_rollup_delta) + (SELECT count(*) FROM fstel_failure_delta)
                         + (SELECT count(*) FROM fstel_restore_delta) + (SELECT count(*) FROM fstel_duration_delta)
                    """)
            }
            #expect(left == .integer(0))
        }
    }

    /// A row with a value missing fails the whole addition with the server's error: no
    /// count of it is added, and the connection adds the next counts.
    @Test func aRowWithAValueMissingAddsNothing() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try db.execute(sql: Self.storedRows)
            let before = try Self.queries.map { try db.rows(sql: $0) }
            var bad = Self.counts
            bad.restores[1].removeLast()
            #expect(throws: PostgresError.self) {
                try db.inTransaction { try PostgresRollupWriter(connection: db).add(bad) }
            }
            #expect(try Self.queries.map { try db.rows(sql: $0) } == before)
            try db.inTransaction { try PostgresRollupWriter(connection: db).add(Self.counts) }
            #expect(try db.scalar(sql: "SELECT sum(restores) FROM restore_rollup") == .integer(11))
        }
    }

    /// The same counts as one upsert per key with `duration_sketch_merge` (how a merge
    /// added them before they went through the writer) give the same tables.
    @Test func countsAddedByTheWriterEqualThemAddedRowByRowWithDurationSketchMerge() throws {
        try withPostgresDatabase { byWriter in
            try withPostgresDatabase { byRow in
                let a = try PostgresStore(url: byWriter.url, access: .write).connection
                let b = try PostgresStore(url: byRow.url, access: .write).connection
                for db in [a, b] { try db.execute(sql: Self.storedRows) }
                // Twice: the second time every key is stored.
                for _ in 0..<2 {
                    try a.inTransaction { try PostgresRollupWriter(connection: a).add(Self.counts) }
                    try b.inTransaction { try Self.addRowByRow(Self.counts, b) }
                }
                for query in Self.queries {
                    #expect(try a.rows(sql: query) == b.rows(sql: query), "\(query)")
                }
            }
        }
    }

    /// Each row inserted, or added to the row of its key (whose `os_major` and `os_minor`
    /// stay), one statement per row.
    static func addRowByRow(_ counts: PostgresRollupWriter.KeyedCounts, _ db: PostgresConnection) throws {
        func upsert(_ table: String, _ columns: [String], keys: Int, _ rows: [[DatabaseValue]]) throws {
            let sums = columns[(keys + 2)...].map { "\($0) = \(table).\($0) + excluded.\($0)" }.joined(separator: ", ")
            for row in rows {
                try db.execute(
                    sql: """
                        INSERT INTO \(table) (\(columns.joined(separator: ", ")))
                        VALUES (\((1...columns.count).map { "$\($0)" }.joined(separator: ", ")))
                        ON CONFLICT (\(columns[..<keys].joined(separator: ", "))) DO UPDATE SET \(sums)
                        """, arguments: row)
            }
        }
        try upsert("transition_rollup", PostgresRollupWriter.transitionColumns, keys: 8, counts.transitions)
        try upsert("failure_rollup", PostgresRollupWriter.failureColumns, keys: 7, counts.failures)
        try upsert("restore_rollup", PostgresRollupWriter.restoreColumns, keys: 7, counts.restores)
        for (key, buckets) in counts.sketches {
            let nonZero = buckets.filter { $0.count != 0 }.sorted { $0.index < $1.index }
            if nonZero.isEmpty { continue }
            let indexes: String = nonZero.map { String($0.index) }.joined(separator: ",")
            let weights: String = nonZero.map { String($0.count) }.joined(separator: ",")
            let arguments: [DatabaseValue] = key + [.text("{" + indexes + "}"), .text("{" + weights + "}")]
            try db.execute(
                sql: """
                    INSERT INTO duration_sketches (day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets, counts)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::integer[], $10::bigint[])
                    ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE SET (buckets, counts) = (
                        SELECT m.merged_buckets, m.merged_counts
                        FROM duration_sketch_merge(duration_sketches.buckets, duration_sketches.counts, excluded.buckets, excluded.counts) AS m)
                    """,
                arguments: arguments)
        }
    }
}
