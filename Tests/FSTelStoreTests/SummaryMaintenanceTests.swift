import Foundation
import FSTelGenerator
import FSTelModel
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// `restore_rollup` and `duration_sketch` as ingest keeps them (with triggers for late
/// session facts and deletes) must equal the same summaries recomputed from the raw rows,
/// whatever the batch size and the order of lines.
@Suite struct SummaryMaintenanceTests {
    static let recomputedRestores = """
        SELECT t.ts / 86400000, t.strategy, s.started_at IS NOT NULL, coalesce(s.os_version, ''),
               coalesce(s.app_version, ''), coalesce(t.restore_method, ''), coalesce(t.restore_container, ''),
               s.os_major, s.os_minor, count(*), count(*) FILTER (WHERE t.restore_mismatch = 1),
               count(*) FILTER (WHERE t.cell_reused = 1)
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
        """
    static let keptRestores = """
        SELECT day, strategy, started, os_version, app_version, method, container,
               os_major, os_minor, restores, mismatches, cell_reused
        FROM restore_rollup WHERE restores <> 0 OR mismatches <> 0 OR cell_reused <> 0
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        """
    static let rawDurations = """
        SELECT t.ts / 86400000, t.strategy, t.direction, s.started_at IS NOT NULL,
               coalesce(s.os_version, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor, t.duration_ms
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        WHERE t.duration_ms IS NOT NULL
        """

    /// `dimension_rollup` and `dimension_failure_rollup` recomputed from the raw rows.
    static let dimensionValues = """
        WITH d (dimension) AS (VALUES ('app_state'), ('trigger'), ('from_orientation'), ('to_orientation'), ('restore_container'))
        SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0) AS day, t.strategy, d.dimension,
               coalesce(CASE d.dimension WHEN 'app_state' THEN t.app_state WHEN 'trigger' THEN t.trigger
                        WHEN 'from_orientation' THEN t.from_orientation WHEN 'to_orientation' THEN t.to_orientation
                        ELSE t.restore_container END, '') AS value, t.outcome, coalesce(t.failure, '') AS failure
        FROM transitions AS t CROSS JOIN d WHERE t.outcome IN ('ok', 'failed')
        """
    static let recomputedDimensions = """
        SELECT day, strategy, dimension, value, count(*), count(*) FILTER (WHERE outcome = 'failed')
        FROM (\(dimensionValues)) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        """
    static let keptDimensions = """
        SELECT day, strategy, dimension, value, attempts, failures FROM dimension_rollup
        WHERE attempts <> 0 OR failures <> 0 ORDER BY 1, 2, 3, 4
        """
    static let recomputedDimensionFailures = """
        SELECT day, strategy, dimension, value, failure, count(*)
        FROM (\(dimensionValues)) WHERE outcome = 'failed' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        """
    static let keptDimensionFailures = """
        SELECT day, strategy, dimension, value, failure, failures FROM dimension_failure_rollup
        WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5
        """

    /// Sketches per key (day ... os_minor), as [zero count, index, count, index, count, ...].
    typealias Sketches = [String: [Int]]

    /// The key columns (day ... os_minor) of a row, as text.
    static func key(_ row: [DatabaseValue]) -> String { row[0..<8].map(\.description).joined(separator: "|") }

    static func flat(_ sketch: DurationSketch) -> [Int] {
        [sketch.zeroCount] + sketch.buckets.flatMap { [Int($0.index), $0.count] }
    }

    /// The sketches of the raw rows, built value by value.
    static func recomputedSketches(_ db: Database) throws -> Sketches {
        var sketches: [String: DurationSketch] = [:]
        for row in try db.rows(sql: rawDurations) {
            sketches[key(row), default: DurationSketch()].add(row[8].double!)
        }
        return sketches.mapValues(flat)
    }

    /// The stored sketches plus the changes triggers recorded and ingest has not folded yet.
    static func keptSketches(_ db: Database) throws -> Sketches {
        var sketches: [String: DurationSketch] = [:]
        for row in try db.rows(sql: """
            SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, sketch
            FROM duration_sketch
            """) {
            guard case .blob(let bytes) = row[8] else { Issue.record("not a blob: \(row[8])"); continue }
            try sketches[key(row), default: DurationSketch()].merge(encoded: bytes)
        }
        for row in try db.rows(sql: """
            SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight
            FROM duration_sketch_changes
            """) {
            sketches[key(row), default: DurationSketch()].add(row[8].double!, weight: Int(row[9].int64!))
        }
        return sketches.filter { $0.value.count != 0 || $0.value.zeroCount != 0 || !$0.value.buckets.isEmpty }.mapValues(flat)
    }

    static func expectSummariesMatchRawRows(_ db: Database, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let restores = try db.rows(sql: keptRestores)
        #expect(!restores.isEmpty, comment, sourceLocation: sourceLocation)
        #expect(restores == (try db.rows(sql: recomputedRestores)), comment, sourceLocation: sourceLocation)
        let dimensions = try db.rows(sql: keptDimensions)
        #expect(!dimensions.isEmpty, comment, sourceLocation: sourceLocation)
        #expect(dimensions == (try db.rows(sql: recomputedDimensions)), comment, sourceLocation: sourceLocation)
        #expect(try db.rows(sql: keptDimensionFailures) == (try db.rows(sql: recomputedDimensionFailures)), comment, sourceLocation: sourceLocation)
        let sketches = try keptSketches(db)
        #expect(!sketches.isEmpty, comment, sourceLocation: sourceLocation)
        #expect(sketches == (try recomputedSketches(db)), comment, sourceLocation: sourceLocation)
    }

    static func exit(_ session: String, seq: Int, duration: Double? = nil, target: Int = 3, landed: Int = 3, extra: String = "") -> String {
        Lines.transition(
            session, seq: seq, direction: "exit",
            extra: (duration.map { #","duration_ms":\#($0)"# } ?? "")
                + #","restore":{"method":"index_path","container":"table_view","section":0,"item":\#(target),"restored_section":0,"restored_item":\#(landed)\#(extra)}"#)
    }

    static func enter(_ session: String, seq: Int, duration: Double, strategy: String = "window_transform", ts: String = "2026-11-28T10:01:00Z") -> String {
        Lines.transition(session, seq: seq, strategy: strategy, ts: ts, extra: #","duration_ms":\#(duration)"#)
    }

    @Test(arguments: [1, 3, 16, 17, 100_000])
    func startArrivingAfterItsTransitionsMovesTheirRestoresAndDurations(batchLines: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("late.ndjson", [
            Self.enter("s1", seq: 0, duration: 0),
            Self.exit("s1", seq: 1, duration: 512.5, target: 4, landed: 5, extra: #","cell_reused":true"#),
            Self.exit("s1", seq: 1, duration: 9),                                     // duplicate
            Self.enter("s2", seq: 0, duration: 86_400_000, strategy: "native_rotation"),  // the largest duration_ms
            Self.enter("s2", seq: 1, duration: 1e-300, strategy: "native_rotation", ts: "2026-11-27T23:59:59.999Z"),
            Lines.start("s1", os: "17.10"),
            Self.exit("s1", seq: 2, duration: 300),
            Lines.transition("s1", seq: 3, direction: "exit",
                             extra: #","restore":{"method":"superview","section":1,"item":2,"restored_section":1,"restored_item":2}"#),
            Lines.transition("s1", seq: 4, direction: "enter",
                             extra: #","restore":{"method":"index_path","section":1,"item":2,"restored_section":1,"restored_item":9}"#),
            Lines.start("s3", os: "16.1"),
            Self.exit("s3", seq: 0, duration: 1234.5, target: 1, landed: 2),
        ].joined(separator: "\n") + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = batchLines
        let report = try Ingestor(store: store, options: options).ingest(paths: [path])
        #expect(report.stored == 10 && report.duplicates == 1)
        try Self.expectSummariesMatchRawRows(store.database, "batch \(batchLines)")
        // Every change a trigger recorded was folded into the sketches at the batch's commit.
        #expect(try store.database.int("SELECT count(*) FROM duration_sketch_changes") == 0)
        // s1's restores count under its facts (17.10), none under unknown facts; an enter is no restore.
        #expect(try store.database.rows(sql: """
            SELECT method, container, sum(restores), sum(mismatches), sum(cell_reused) FROM restore_rollup
            WHERE os_version = '17.10' GROUP BY 1, 2 ORDER BY 1, 2
            """) == [
                [.text("index_path"), .text("table_view"), .integer(2), .integer(1), .integer(1)],
                [.text("superview"), .text(""), .integer(1), .integer(0), .integer(0)],
            ])
        #expect(try store.database.int("SELECT sum(restores) FROM restore_rollup WHERE started = 0") == 0)
    }

    @Test func generatedLogsOutOfOrderAcrossFilesGiveExactSummaries() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 400, seed: 17, files: 4, days: 3)
        options.dupRate = 0.05
        options.badRate = 0.02
        let summary = try generateLogs(options, into: dir.path)
        for batchLines in [5, 100_000] {
            let store = try Store(path: dir.file("s\(batchLines).sqlite"), access: .write)
            var ingest = IngestOptions()
            ingest.batchLines = batchLines
            // Last file first: many transitions arrive before their session's start.
            for file in summary.files.reversed() {
                _ = try Ingestor(store: store, options: ingest).ingest(paths: [file])
            }
            try Self.expectSummariesMatchRawRows(store.database, "batch \(batchLines)")
            #expect(try store.database.int("SELECT count(*) FROM duration_sketch_changes") == 0)
        }
    }

    @Test func aDeleteTakesRowsOutUnlessOlderThanThePruneCutAndTheNextBatchFoldsIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var lines: [String] = []
        for (i, day) in ["2026-11-26", "2026-11-27", "2026-11-28"].enumerated() {
            lines.append(Lines.start("d\(i)", os: "17.\(i)", ts: "\(day)T09:00:00Z"))
            for seq in 0..<6 {
                lines.append(seq % 2 == 0
                    ? Self.enter("d\(i)", seq: seq, duration: Double(100 * (seq + 1) + i), ts: "\(day)T10:0\(seq):00Z")
                    : Lines.transition("d\(i)", seq: seq, direction: "exit", ts: "\(day)T10:0\(seq):00Z",
                                       extra: #","duration_ms":\#(50 + seq),"restore":{"method":"index_path","container":"table_view","section":0,"item":\#(seq),"restored_section":0,"restored_item":\#(seq % 3 == 0 ? 9 : seq)}"#))
            }
        }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Ingestor(store: store).ingest(paths: [try dir.write("a.ndjson", lines.joined(separator: "\n") + "\n")])
        let db = store.database
        try Self.expectSummariesMatchRawRows(db)
        // A hand-made delete of recent rows takes them out (a trigger records the durations).
        try db.execute(sql: "DELETE FROM transitions WHERE seq IN (1, 2) AND ts >= ?", arguments: [UTCDay("2026-11-28")!.startMs])
        #expect(try db.int("SELECT count(*) FROM duration_sketch_changes WHERE weight = -1") == 2)
        try Self.expectSummariesMatchRawRows(db)
        // Prune: the rows before the cut stay in the summaries.
        let before = (try db.rows(sql: Self.keptRestores), try Self.keptSketches(db))
        let dimensionsBefore = (try db.rows(sql: Self.keptDimensions), try db.rows(sql: Self.keptDimensionFailures))
        _ = try Retention.prune(db, keepFrom: UTCDay("2026-11-28")!, dryRun: false, now: 1)
        #expect(try db.rows(sql: Self.keptDimensions) == dimensionsBefore.0)
        #expect(try db.rows(sql: Self.keptDimensionFailures) == dimensionsBefore.1)
        #expect(try db.int("SELECT count(*) FROM transitions WHERE ts < ?", [UTCDay("2026-11-28")!.startMs]) == 0)
        #expect(try db.rows(sql: Self.keptRestores) == before.0)
        #expect(try Self.keptSketches(db) == before.1)
        #expect(try db.int("SELECT before_summaries FROM pruned_ranges") == 0)
        // The next ingest batch folds the recorded changes into the sketches.
        _ = try Ingestor(store: store).ingest(paths: [try dir.write("b.ndjson", Lines.start("late") + "\n")])
        #expect(try db.int("SELECT count(*) FROM duration_sketch_changes") == 0)
        #expect(try Self.keptSketches(db) == before.1)
    }
}

/// Migration 0009 on a store written by an older `fstel`: the summaries are built from the
/// raw rows still stored, and earlier prunes are marked as not summarised.
@Suite struct SummaryMigrationTests {
    /// 0009 landed after 0010 and 0011: a store migrated by a build that had those without
    /// 0009 gets it later, before the migrations that came after it (0012 and on, which
    /// every build has together with 0009), and keeps the newest version as its `user_version`.
    @Test func aStoreAlreadyAtALaterVersionGetsTheMissingMigration() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let without = Migrator(migrations: Migration.embedded.filter { $0.version != 9 && $0.version <= 11 })
        let store = try Store(path: dir.file("s.sqlite"), access: .write, migrator: without)
        let db = store.database
        let newest = Migration.embedded.map(\.version).max()!
        #expect(newest > 11)
        #expect(try db.int("PRAGMA user_version") == 11)
        #expect(try db.int("SELECT count(*) FROM sqlite_schema WHERE name = 'duration_sketch'") == 0)
        #expect(try Migrator().migrate(db) == [9] + Migration.embedded.map(\.version).filter { $0 >= 12 }.sorted())
        #expect(try db.int("PRAGMA user_version") == newest)
        _ = try Ingestor(store: store).ingest(paths: [try dir.write("a.ndjson", [
            Lines.start("g1"), SummaryMaintenanceTests.exit("g1", seq: 0, duration: 250, target: 1, landed: 2),
        ].joined(separator: "\n") + "\n")])
        try SummaryMaintenanceTests.expectSummariesMatchRawRows(db)
    }

    @Test func summariesAreBuiltFromStoredRowsAndEarlierPrunesAreMarked() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let legacy = Migrator(migrations: Migration.embedded.filter { $0.version <= 7 })
        let store = try Store(path: dir.file("s.sqlite"), access: .write, migrator: legacy)
        let db = store.database
        let day: Int64 = 20_000 * 86_400_000
        try db.execute(sql: "INSERT INTO sources (source_id, path, first_ingested_at, last_ingested_at) VALUES (1, 'x', 0, 0)")
        try db.execute(sql: """
            INSERT INTO sessions (session_key, session_id, started_at, os_name, os_version, os_major, os_minor, device_model, app_version)
            VALUES (1, 'm1', 0, 'iOS', '16.4', 16, 4, 'iPhone12,1', '8.6.0'), (2, 'm2', NULL, NULL, NULL, NULL, NULL, NULL, NULL)
            """)
        // (session, seq, ts, direction, duration, target item, landed item, cell reused)
        let rows: [(Int, Int, Int64, String, Double?, Int?, Int?, Int?)] = [
            (1, 0, day + 1, "enter", 0, nil, nil, nil),
            (1, 1, day + 2, "exit", 420, 1, 2, 1),
            (1, 2, day + 3, "exit", 380.25, 3, 3, 0),
            (1, 3, day + 86_400_000, "exit", nil, 3, 3, nil),
            (2, 0, day + 5, "enter", 77, nil, nil, nil),
            (2, 1, day + 6, "exit", 1e-9, 4, 5, nil),
        ]
        for (session, seq, ts, direction, duration, target, landed, reused) in rows {
            try db.execute(
                sql: """
                    INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, duration_ms, restore_method,
                        restore_container, restore_section, restore_item, restored_section, restored_item, cell_reused,
                        restore_mismatch, source_id, line)
                    VALUES (?, ?, ?, ?, 'window_transform', 'ok', ?, ?, 'table_view', ?, ?, ?, ?, ?, ?, 1, 1)
                    """,
                arguments: [session, seq, ts, direction, duration, target.map { _ in "index_path" }, target.map { _ in 0 }, target,
                            landed.map { _ in 0 }, landed, reused, target.map { t in landed == t ? 0 : 1 }])
        }
        try db.execute(sql: "INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions) VALUES (0, ?, '2024-10-04', 3, 0)",
                       arguments: [day])
        #expect(try Migrator().migrate(db).contains(9))
        try SummaryMaintenanceTests.expectSummariesMatchRawRows(db)
        #expect(try db.int("SELECT before_summaries FROM pruned_ranges") == 1)
        #expect(try Retention.prunedBeforeSummaries(db) == day)
        #expect(try Retention.prunedDays(db, fromMs: nil, toMs: nil, beforeSummaries: true) == PrunedDays(first: nil, last: UTCDay("2024-10-03")!))
        // From now on ingest keeps them, and a late start moves m2's durations and restore.
        _ = try Ingestor(store: store).ingest(paths: [try dir.write("b.ndjson", [
            Lines.start("m2"), SummaryMaintenanceTests.exit("m1", seq: 4, duration: 512, target: 0, landed: 0),
        ].joined(separator: "\n") + "\n")])
        try SummaryMaintenanceTests.expectSummariesMatchRawRows(db)
        #expect(try db.int("SELECT count(*) FROM restore_rollup WHERE started = 0 AND restores <> 0") == 0)
        // A prune made after the migration is summarised.
        _ = try Retention.prune(db, keepFrom: UTCDay(daysSinceEpoch: 20_001), dryRun: false, now: 1)
        #expect(try db.int("SELECT count(*) FROM pruned_ranges WHERE before_summaries = 0") == 1)
        #expect(try Retention.prunedBeforeSummaries(db) == day)
    }
}
