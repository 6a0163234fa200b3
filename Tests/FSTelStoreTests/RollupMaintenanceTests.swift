import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore

/// `transition_rollup` as the ingest writer keeps it must equal the same counts
/// recomputed from the raw rows, whatever the batch size and the order of lines.
@Suite struct RollupMaintenanceTests {
    static let recomputed = """
        SELECT t.ts / 86400000, t.strategy, t.direction, s.started_at IS NOT NULL,
               coalesce(s.os_name, ''), coalesce(s.os_version, ''), coalesce(s.device_model, ''),
               coalesce(s.app_version, ''), s.os_major, s.os_minor,
               count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
               count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored')
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        """
    static let kept = """
        SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version,
               os_major, os_minor, ok, failed, cancelled, ignored
        FROM transition_rollup WHERE ok + failed + cancelled + ignored > 0
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        """

    private func expectRollupMatchesRawRows(_ db: Database, _ comment: Comment? = nil) throws {
        let kept = try db.rows(sql: Self.kept)
        #expect(!kept.isEmpty)
        #expect(kept == (try db.rows(sql: Self.recomputed)), comment)
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
