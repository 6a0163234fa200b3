import Foundation
import Synchronization
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The rollups and summaries PostgreSQL's writers keep (no trigger since migration 0011)
/// against what SQLite's ingest writer keeps for the same rows.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresSummaryNeedsServerTests {
    /// Generated logs with bad lines, duplicates, sessions spread over several files (so
    /// that starts arrive after their transitions) and several days, ingested into SQLite.
    static func ingestedSQLiteStore(_ dir: TemporaryDirectory, sessions: Int = 260, seed: UInt64 = 13) throws -> Store {
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = try generateLogs(GeneratorOptions(
            sessions: sessions, seed: seed, files: 4, days: 3, gzip: false, badRate: 0.03, dupRate: 0.06), into: logs)
        let paths = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        _ = try Ingestor(store: store).ingest(paths: paths)
        return store
    }

    static func expectSameTables(_ sqlite: Database, _ postgres: PostgresConnection, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try RollupComparison.sqliteTables(sqlite)
        let actual = try RollupComparison.postgresTables(postgres)
        for table in ["transition_rollup", "failure_rollup", "restore_rollup", "duration_sketch"] {
            let want = expected[table] ?? [], got = actual[table] ?? []
            #expect(!want.isEmpty, "\(table) is empty on SQLite", sourceLocation: sourceLocation)
            #expect(got == want, "\(table): only on PostgreSQL \(Set(got).subtracting(want).sorted().prefix(5)), only on SQLite \(Set(want).subtracting(got).sorted().prefix(5))", sourceLocation: sourceLocation)
        }
    }

    @Test func rowsInsertedInBatchesGiveTheRollupsSQLitesIngestKeeps() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Self.ingestedSQLiteStore(dir)
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let summary = try PostgresRowCopy.copy(from: store.database, to: db)
            // The copy went through the paths the triggers must get right.
            #expect(summary.lateStarts > 0, "no session_start arrived after its transitions: \(summary)")
            #expect(summary.resent > 0)
            #expect(summary.batches > 10)
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == store.database.scalar(sql: "SELECT count(*) FROM transitions"))
            try Self.expectSameTables(store.database, db)
        }
    }

    @Test func oneStatementForEveryRowGivesTheSameRollupsAsManySmallOnes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Self.ingestedSQLiteStore(dir, sessions: 120, seed: 5)
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let summary = try PostgresRowCopy.copy(from: store.database, to: db, eventsPerBatch: 1_000_000)
            #expect(summary.batches == 1)
            try Self.expectSameTables(store.database, db)
        }
    }

    @Test func plainSQLDeletesAndFactChangesLeaveTheRollupsAsTheyWere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Self.ingestedSQLiteStore(dir, sessions: 150, seed: 21)
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try PostgresRowCopy.copy(from: store.database, to: db)
            try Self.expectSameTables(store.database, db)
            // No trigger runs on the fact tables: what fstel's writers do not change, the
            // rollups keep.
            let before = try RollupComparison.postgresTables(db)
            try db.execute(sql: "DELETE FROM transitions WHERE session_key % 5 = 0")
            try db.execute(sql: "UPDATE sessions SET app_version = 'changed' WHERE session_key % 7 = 1")
            #expect(try RollupComparison.postgresTables(db) == before)
        }
    }

    @Test func deletesOlderThanThePruneCutLeaveTheSummariesAsTheyAre() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Self.ingestedSQLiteStore(dir, sessions: 80, seed: 3)
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try PostgresRowCopy.copy(from: store.database, to: db)
            let before = try RollupComparison.postgresTables(db)
            try db.execute(sql: """
                INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions)
                SELECT 0, max(ts) + 1, '2099-01-01', 0, 0 FROM transitions
                """)
            try db.execute(sql: "DELETE FROM transitions")
            #expect(try RollupComparison.postgresTables(db) == before)
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == .integer(0))
        }
    }

    @Test func durationBucketsAreSwiftsForEveryBoundaryAndEdgeValue() throws {
        var values: [Double] = [
            0, -0.0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude,
            .greatestFiniteMagnitude, 1, 1e-300, 1e300, 0.5, 16.6667, 250, 1000, 1e9,
        ]
        // Both sides of every bucket boundary γ^i over the range durations take, and beyond.
        for i in stride(from: -1_000, through: 2_000, by: 1) {
            let boundary = exp(Double(i) * log(DurationSketch.gamma))
            values += [boundary.nextDown, boundary, boundary.nextUp]
        }
        var state: UInt64 = 99
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(pow(10, Double(state >> 11) / Double(1 << 53) * 12 - 4))
            values.append((Double(state >> 40) / 100).rounded() / 10)
        }
        func literal(_ v: Double) -> String {
            v.isNaN ? "NaN" : v.isInfinite ? (v < 0 ? "-Infinity" : "Infinity") : String(v)
        }
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let rows = try db.rows(
                sql: "SELECT duration_bucket(x) FROM unnest($1::double precision[]) WITH ORDINALITY AS u (x, n) ORDER BY n",
                arguments: ["{" + values.map(literal).joined(separator: ",") + "}"])
            #expect(rows.count == values.count)
            var mismatches: [String] = []
            for (value, row) in zip(values, rows) {
                let swift = DurationSketch.isZero(value) ? Int64(Int32.min) : Int64(DurationSketch.bucketIndex(value))
                if row[0].int64 != swift { mismatches.append("\(value): Swift \(swift), PostgreSQL \(row[0])") }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        }
    }

    @Test func dayNumbersAreTheFloorOfTheUTCDayOnBothSidesOfEveryMidnight() throws {
        var times: [Int64] = [0, 1_764_320_297_987, 100_000_000_000_000_000, -100_000_000_000_000_000]
        for day in [-20_000, -2, -1, 0, 1, 20_420, 20_785, 400_000] as [Int64] {
            times += [day * 86_400_000 - 1, day * 86_400_000, day * 86_400_000 + 1, day * 86_400_000 + 86_399_999]
        }
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            for ts in times {
                let expected = ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000
                #expect(try db.scalar(sql: "SELECT utc_day_number($1::bigint)", arguments: [ts]) == .integer(expected), "\(ts)")
            }
            #expect(try db.scalar(sql: "SELECT utc_day_number(NULL)") == .null)
            #expect(try db.scalar(sql: "SELECT duration_bucket(NULL)") == .null)
        }
    }

    @Test func migratingAStoreWithRowsBuildsTheNewSummariesFromThem() throws {
        // A store of the first version (never distributed: its schema breaks Citus's rules).
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            _ = try PostgresMigrator(migrations: Array(Migration.embeddedPostgreSQL.prefix(1))).migrate(db)
            let ts: Int64 = 1_764_320_297_987
            try db.execute(sql: """
                INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0);
                INSERT INTO sessions (session_id, started_at, os_version, os_major, os_minor, app_version)
                VALUES ('s1', 1, '17.4', 17, 4, '2.0'), ('s2', NULL, NULL, NULL, NULL, NULL);
                SELECT transitions_partition(utc_day_number(\(ts)));
                INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, source_id, line,
                    restore_mismatch, restore_method, restore_container, cell_reused, duration_ms)
                VALUES (1, 0, \(ts), 'exit', 'w', 'ok', 1, 1, 1, 'superview', 'table_view', 1, 12.5),
                       (1, 1, \(ts + 1), 'exit', 'w', 'ok', 1, 2, 0, 'superview', 'table_view', 0, 0),
                       (2, 0, \(ts + 2), 'enter', 'w', 'failed', 1, 3, NULL, NULL, NULL, NULL, 12.6);
                INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions) VALUES (0, 0, '1970-01-01', 0, 0);
                """)
            _ = try PostgresMigrator().migrate(db)
            #expect(try db.rows(sql: """
                SELECT day, strategy, started, os_version, app_version, method, container, os_major, os_minor,
                       restores, mismatches, cell_reused, direction FROM restore_rollup
                """) == [[.integer(20_420), .text("w"), .integer(1), .text("17.4"), .text("2.0"), .text("superview"),
                          .text("table_view"), .integer(17), .integer(4), .integer(2), .integer(1), .integer(1), .text("exit")]])
            let bucket = Int64(DurationSketch.bucketIndex(12.5))
            #expect(try db.rows(sql: "SELECT direction, started, bucket, durations FROM duration_sketch ORDER BY 1, 2, 3") == [
                [.text("enter"), .integer(0), .integer(Int64(DurationSketch.bucketIndex(12.6))), .integer(1)],
                [.text("exit"), .integer(1), .integer(Int64(Int32.min)), .integer(1)],
                [.text("exit"), .integer(1), .integer(bucket), .integer(1)],
            ])
            #expect(try db.scalar(sql: "SELECT before_summaries FROM pruned_ranges") == .integer(1))
        }
    }
}

/// Two writers storing transitions at once, as two ingesting hosts do.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresConcurrentSummaryNeedsServerTests {
    /// Every rollup and summary recounted from the raw rows, non-zero rows only, sorted.
    static func recount(_ db: PostgresConnection) throws -> [[[DatabaseValue]]] {
        let facts = """
            FROM transitions AS t JOIN sessions AS s USING (session_key)
            """
        return [
            try db.rows(sql: """
                SELECT utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer, coalesce(s.os_name, ''),
                       coalesce(s.os_version, ''), coalesce(s.device_model, ''), coalesce(s.app_version, ''),
                       count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
                       count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
                       count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
                \(facts) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
                """),
            try db.rows(sql: """
                SELECT utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer, coalesce(s.os_version, ''),
                       coalesce(s.app_version, ''), coalesce(t.failure, ''), count(*)
                \(facts) WHERE t.outcome = 'failed' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
            try db.rows(sql: """
                SELECT utc_day_number(t.ts), t.strategy, (s.started_at IS NOT NULL)::integer, coalesce(s.os_version, ''),
                       coalesce(s.app_version, ''), coalesce(t.restore_method, ''), coalesce(t.restore_container, ''),
                       count(*), count(*) FILTER (WHERE t.restore_mismatch = 1), count(*) FILTER (WHERE t.cell_reused = 1)
                \(facts) WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
                GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
            try db.rows(sql: """
                SELECT utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer, coalesce(s.os_version, ''),
                       coalesce(s.app_version, ''), duration_bucket(t.duration_ms), count(*)
                \(facts) WHERE t.duration_ms IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
        ]
    }

    /// The same four tables as kept by the writers.
    static func kept(_ db: PostgresConnection) throws -> [[[DatabaseValue]]] {
        [
            try db.rows(sql: """
                SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version,
                       ok, failed, cancelled, ignored, restores, mismatches, durations FROM transition_rollup
                WHERE ok + failed + cancelled + ignored + restores + mismatches + durations <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
                """),
            try db.rows(sql: """
                SELECT day, strategy, direction, started, os_version, app_version, failure, failures FROM failure_rollup
                WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
            try db.rows(sql: """
                SELECT day, strategy, started, os_version, app_version, method, container, restores, mismatches, cell_reused
                FROM restore_rollup WHERE restores <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
            try db.rows(sql: """
                SELECT day, strategy, direction, started, os_version, app_version, bucket, durations FROM duration_sketch
                WHERE durations <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
                """),
        ]
    }

    @Test func twoWritersInsertingAtOnceKeepEveryRollupExact() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let day: Int64 = 20_785
            try db.execute(sql: """
                INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0);
                INSERT INTO sessions (session_id, session_hash, session_day, started_at, os_name, os_version, os_major, os_minor,
                    device_model, app_version)
                SELECT 's' || i, session_hash('s' || i), \(day) + i % 2, CASE WHEN i % 4 <> 0 THEN 1 END, 'iOS', '17.' || (i % 3), 17,
                       i % 3, 'iPhone12,1', '2.' || (i % 2)
                FROM generate_series(1, 200) AS i;
                SELECT transitions_partition(\(day)), transitions_partition(\(day + 1));
                """)
            // Each writer sends the same rows (a key stored by one is a duplicate for the
            // other) in its own order, in many statements, each in its own transaction with
            // the counts of the rows it stored.
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                do {
                    let connection = try PostgresConnection(url: database.url)
                    let rollups = PostgresRollupWriter(connection: connection)
                    try rollups.prepare()
                    try connection.execute(sql: "CREATE TEMP TABLE stored (session_key bigint, session_day integer, seq bigint, session_hash bigint) ON COMMIT DELETE ROWS")
                    for batch in 0..<25 {
                        let b = writer == 0 ? batch : 24 - batch
                        try connection.inTransaction {
                        try connection.execute(sql: """
                            WITH added AS (
                            INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, duration_ms,
                                restore_method, restore_container, restore_mismatch, cell_reused, source_id, line, session_hash, session_day)
                            SELECT 1 + j % 200, j / 200, \(day * 86_400_000) + j * 997 % 172800000,
                                   CASE WHEN j % 2 = 0 THEN 'enter' ELSE 'exit' END, 's' || (j % 3),
                                   CASE WHEN j % 7 = 0 THEN 'failed' WHEN j % 11 = 0 THEN 'cancelled' ELSE 'ok' END,
                                   CASE WHEN j % 7 = 0 THEN 'k' || (j % 2) END, CASE WHEN j % 5 <> 0 THEN j % 300 END,
                                   'index_path', 'table_view', CASE WHEN j % 2 = 1 THEN (j % 3 = 0)::integer END, j % 2, 1, j,
                                   s.session_hash, s.session_day
                            FROM generate_series($1::bigint * 400, $1::bigint * 400 + 399) AS j
                            JOIN sessions AS s ON s.session_key = 1 + j % 200
                            ORDER BY j
                            ON CONFLICT DO NOTHING
                            RETURNING session_key, session_day, seq, session_hash
                            )
                            INSERT INTO stored SELECT * FROM added
                            """, arguments: [b])
                        try rollups.addCountsOfStoredTransitions("SELECT session_key, session_day, seq, session_hash FROM stored")
                        }
                    }
                } catch {
                    failures.withLock { $0.append("writer \(writer): \(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == .integer(10_000))
            let kept = try Self.kept(db), counted = try Self.recount(db)
            #expect(kept.allSatisfy { !$0.isEmpty })
            #expect(kept == counted)
        }
    }
}
