import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// `transition_rollup` as the ingest writer keeps it must equal the same counts
/// recomputed from the raw rows, whatever the batch size and the order of lines.
@Suite struct RollupMaintenanceTests {
    static let recomputed = """
        SELECT t.ts / 86400000, t.strategy, t.direction, s.started_at IS NOT NULL,
               coalesce(s.os_name, ''), coalesce(s.os_version, ''), coalesce(s.device_model, ''),
               coalesce(s.app_version, ''), s.os_major, s.os_minor,
               count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
               count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
               count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        """
    static let kept = """
        SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version,
               os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations
        FROM transition_rollup WHERE ok + failed + cancelled + ignored > 0
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        """
    static let recomputedFailures = """
        SELECT t.ts / 86400000, t.strategy, t.direction, s.started_at IS NOT NULL,
               coalesce(s.os_version, ''), coalesce(s.app_version, ''), t.failure, s.os_major, s.os_minor, count(*)
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        WHERE t.outcome = 'failed'
        GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
        """
    static let keptFailures = """
        SELECT day, strategy, direction, started, os_version, app_version, failure, os_major, os_minor, failures
        FROM failure_rollup WHERE failures > 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
        """

    private func expectRollupMatchesRawRows(_ db: Database, _ comment: Comment? = nil) throws {
        let kept = try db.rows(sql: Self.kept)
        #expect(!kept.isEmpty)
        #expect(kept == (try db.rows(sql: Self.recomputed)), comment)
        let failures = try db.rows(sql: Self.keptFailures)
        #expect(!failures.isEmpty)
        #expect(failures == (try db.rows(sql: Self.recomputedFailures)), comment)
    }

    @Test(arguments: [1, 3, 16, 17, 100_000])
    func startArrivingAfterItsTransitionsInTheSameBatchMovesTheirCounts(batchLines: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("late.ndjson", [
            Lines.transition("s1", seq: 0, outcome: "ok"),
            Lines.transition("s1", seq: 1, outcome: "failed", failure: "window_flash"),
            Lines.transition("s1", seq: 1, outcome: "ok"),
            Lines.transition("s2", seq: 0, outcome: "ignored"),
            Lines.start("s1", os: "17.10"),
            Lines.transition("s1", seq: 2, outcome: "cancelled"),
            Lines.transition("s1", seq: 2, outcome: "cancelled"),
            Lines.start("s3", os: "16.1"),
            Lines.transition("s3", seq: 0, outcome: "failed", failure: "black_edges"),
        ].joined(separator: "\n") + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = batchLines
        let report = try Ingestor(store: store, options: options).ingest(paths: [path])
        #expect(report.stored == 7)
        #expect(report.duplicates == 2)
        try expectRollupMatchesRawRows(store.database)
        let s1 = try store.database.rows(sql: """
            SELECT ok, failed, cancelled FROM transition_rollup WHERE os_version = '17.10' AND ok + failed + cancelled > 0
            """)
        #expect(s1 == [[.integer(1), .integer(1), .integer(1)]])
    }

    /// More stubs than wait in memory (2,048): the first ones are inserted before their
    /// starts arrive (the update and its triggers move their counts), the last ones still
    /// wait (their counts move in memory); with a session_end, a duplicate start, and
    /// failures, restores and durations, in one batch and across batches.
    @Test(arguments: [100_000, 1_500])
    func startsOfManyStubsMoveTheirCountsWhetherTheStubWasInsertedOrStillWaits(batchLines: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let sessions = 2_300
        var lines: [String] = []
        for i in 0..<sessions {
            lines.append(Lines.transition("s\(i)", seq: 0, outcome: i % 3 == 0 ? "failed" : "ok", failure: i % 3 == 0 ? "window_flash" : nil))
            lines.append(SummaryMaintenanceTests.exit("s\(i)", seq: 1, duration: Double(i % 50) * 7.5, target: 2, landed: i % 4 == 0 ? 3 : 2))
            if i % 5 == 0 { lines.append(Lines.end("s\(i)")) }
        }
        for i in stride(from: sessions - 1, through: 0, by: -1) {
            lines.append(Lines.start("s\(i)", os: i % 2 == 0 ? "17.1" : "16.4", model: "iPhone\(i % 7),1"))
            if i % 11 == 0 { lines.append(Lines.start("s\(i)", os: "15.0")) }
            lines.append(SummaryMaintenanceTests.enter("s\(i)", seq: 2, duration: Double(i)))
        }
        let path = try dir.write("stubs.ndjson", lines.joined(separator: "\n") + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = batchLines
        let report = try Ingestor(store: store, options: options).ingest(paths: [path])
        let duplicateStarts = (0..<sessions).filter { $0 % 11 == 0 }.count
        #expect(report.duplicates == duplicateStarts)
        #expect(report.stored == lines.count - duplicateStarts)
        try expectRollupMatchesRawRows(store.database, "batch \(batchLines)")
        try SummaryMaintenanceTests.expectSummariesMatchRawRows(store.database, "batch \(batchLines)")
        // Every session started: nothing is left under unknown facts, and the ends were kept.
        #expect(try store.database.int("SELECT count(*) FROM sessions WHERE started_at IS NULL") == 0)
        #expect(try store.database.int("SELECT coalesce(sum(ok + failed + cancelled + ignored), 0) FROM transition_rollup WHERE started = 0") == 0)
        #expect(try store.database.int("SELECT count(*) FROM sessions WHERE ended_at IS NOT NULL") == (0..<sessions).filter { $0 % 5 == 0 }.count)
        #expect(try store.database.int("SELECT count(*) FROM sessions WHERE os_version = '15.0'") == 0)
    }

    @Test func generatedLogsOutOfOrderAcrossFilesGiveExactRollups() throws {
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
            for file in summary.files {
                _ = try Ingestor(store: store, options: ingest).ingest(paths: [file])
            }
            try expectRollupMatchesRawRows(store.database, "batch \(batchLines)")
            let total = try store.database.int("SELECT sum(ok + failed + cancelled + ignored) FROM transition_rollup")
            #expect(total == summary.transitions)
        }
    }

    @Test func replayedLinesAreCountedInTheRollup() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("r.ndjson", Lines.start("r1") + "\n{broken\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Ingestor(store: store).ingest(paths: [path])
        try store.database.execute(
            sql: "UPDATE rejected_lines SET raw = CAST(? AS BLOB)",
            arguments: [Lines.transition("r1", seq: 0, outcome: "failed", failure: "black_edges")])
        _ = try Ingestor(store: store).replayRejects(RejectFilter())
        try expectRollupMatchesRawRows(store.database)
    }
}

/// Migration 0005 on a store written by an older `fstel`: counts of days that an earlier
/// prune removed survive (from the nightly rollups of that time), late raw rows of those
/// days are added once, and an attempt becomes ok or failed.
@Suite struct RetentionMigrationTests {
    @Test func daysPrunedBeforeTheMigrationKeepTheirCountsAndAttemptsAreOkOrFailed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let legacy = Migrator(migrations: Migration.embedded.filter { $0.version <= 3 })
        let db = try Store(path: dir.file("s.sqlite"), access: .write, migrator: legacy).database
        let day: Int64 = 20_000 * 86_400_000   // 2024-10-04
        try db.execute(sql: "INSERT INTO sources (source_id, path, first_ingested_at, last_ingested_at) VALUES (1, 'x', 0, 0)")
        try db.execute(sql: """
            INSERT INTO sessions (session_key, session_id, started_at, os_name, os_version, os_major, os_minor, device_model, app_version)
            VALUES (1, 's', 0, 'iOS', '17.4.1', 17, 4, 'iPhone12,1', '8.6.0')
            """)
        // 2024-10-04 was rolled up by the old nightly (attempts counted every outcome), then pruned.
        try db.execute(sql: "INSERT INTO daily_rollups VALUES ('2024-10-04', 'window_transform', 17, 4, '8.6.0', 'enter', 10, 7, 2, 1, 0, 0, 0, 9, 300, 500)")
        try db.execute(sql: "INSERT INTO daily_rollup_failures VALUES ('2024-10-04', 'window_transform', 17, 4, '8.6.0', 'enter', 'window_flash', 2)")
        try db.execute(sql: "INSERT INTO daily_rollup_days VALUES ('2024-10-04', 10, 0)")
        try db.execute(
            sql: "INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions) VALUES (0, ?, '2024-10-05', 10, 0)",
            arguments: [day + 86_400_000])
        // A late failure of that day arrived after the prune; the next day is still raw.
        for (seq, ts, outcome, failure) in [(0, day + 1000, "failed", "black_edges"), (1, day + 86_401_000, "ok", nil), (2, day + 86_402_000, "ignored", nil)] {
            try db.execute(
                sql: "INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, source_id, line) VALUES (1, ?, ?, 'enter', 'window_transform', ?, ?, 1, 1)",
                arguments: [seq, ts, outcome, failure])
        }
        try Migrator().migrate(db)
        #expect(try db.rows(sql: "SELECT day, attempts, ok, failures, cancelled, ignored, durations, duration_p50_ms FROM daily_rollups ORDER BY day") == [
            [.text("2024-10-04"), .integer(10), .integer(7), .integer(3), .integer(1), .integer(0), .integer(9), .real(300)],
            [.text("2024-10-05"), .integer(1), .integer(1), .integer(0), .integer(0), .integer(1), .integer(0), .null],
        ])
        #expect(try db.rows(sql: "SELECT failure, failures FROM daily_rollup_failures ORDER BY failure") == [
            [.text("black_edges"), .integer(1)], [.text("window_flash"), .integer(2)],
        ])
        // A prune now deletes the late row without taking it out of the counts.
        try db.execute(sql: "INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions) VALUES (1, ?, '2024-10-05', 1, 0)", arguments: [day + 86_400_000])
        try db.execute(sql: "DELETE FROM transitions WHERE ts < ?", arguments: [day + 86_400_000])
        #expect(try db.scalar(sql: "SELECT sum(attempts) FROM daily_rollups WHERE day = '2024-10-04'") == .integer(10))
        // Any other delete still subtracts.
        try db.execute(sql: "DELETE FROM transitions WHERE seq = 1")
        #expect(try db.scalar(sql: "SELECT count(*) FROM daily_rollups WHERE day = '2024-10-05' AND attempts = 0 AND ignored = 1") == .integer(1))
    }
}
