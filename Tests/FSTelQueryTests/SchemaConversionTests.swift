import Foundation
import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport
import Testing

/// Migration 0008 (the narrow store) converts a store written by the previous schema in
/// place. The fixture `Tests/FSTelStoreTests/Fixtures/schema-7/store.sqlite` was written
/// by fstel at schema version 7 (two ingests of the logs beside it, 2% bad and 2% repeated
/// lines, then `prune --keep-days 2 --as-of 2026-11-28 --session-grace-days 0`). Converted,
/// it must hold and answer exactly what the current code stores from the same logs.
@Suite struct SchemaConversionTests {
    static let fixture = packageRoot + "/Tests/FSTelStoreTests/Fixtures/schema-7"

    /// Everything the store holds that does not depend on which run stored it or where the
    /// files were: rows through the views, rejected lines, rollups, prune records.
    static let contentQueries = [
        """
        SELECT s.session_id, t.seq, t.ts, t.direction, t.strategy, t.outcome, t.failure, t.duration_ms, t.trigger,
               t.from_orientation, t.to_orientation, t.app_state, t.status_bar_orientation, t.status_bar_hidden,
               t.screen_width, t.screen_height, t.window_width, t.window_height, t.bounds_swapped, t.restore_method,
               t.restore_container, t.restore_list, t.restore_section, t.restore_item, t.restored_section,
               t.restored_item, t.cell_reused, t.restore_mismatch, t.extra, t.line
        FROM transitions AS t JOIN sessions AS s USING (session_key) ORDER BY 1, 2
        """,
        "SELECT * FROM transition_facts ORDER BY session_id, seq",
        "SELECT * FROM session_facts ORDER BY session_id",
        """
        SELECT session_id, id_hash, started_at, ended_at, end_reason, device_model, os_name, os_version, os_major,
               os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height, screen_scale,
               start_extra, end_extra, start_line
        FROM sessions ORDER BY session_id
        """,
        // Details written by older versions name the range of `seq` as ">= 0".
        """
        SELECT generation, line, byte_offset, reason,
               replace(detail, 'expected an integer >= 0', 'expected an integer from 0 to 9007199254740991'),
               raw, raw_length, raw_hash
        FROM rejected_lines ORDER BY byte_offset, line
        """,
        "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
        "SELECT * FROM failure_rollup WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT before_ts, before_day, transitions, sessions, first_day FROM pruned_ranges",
        "SELECT * FROM daily_rollups ORDER BY 1, 2, 3, 4, 5, 6",
    ]

    /// The fixture converted, and the same logs ingested and pruned by the current code.
    static func stores(in dir: TemporaryDirectory) throws -> (converted: Store, fresh: Store) {
        let convertedPath = dir.file("converted.sqlite")
        try FileManager.default.copyItem(atPath: fixture + "/store.sqlite", toPath: convertedPath)
        let converted = try Store(path: convertedPath, access: .write)

        let fresh = try Store(path: dir.file("fresh.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = 500
        let logs = ["fstel-0001.ndjson.gz", "fstel-0002.ndjson.gz"].map { fixture + "/logs/" + $0 }
        _ = try Ingestor(store: fresh, options: options).ingest(paths: logs)
        _ = try fresh.prune(keepFrom: UTCDay("2026-11-27")!, sessionGraceDays: 0, dryRun: false, now: 0)
        return (converted, fresh)
    }

    @Test func aStoreOfTheSchemaBeforeIsConvertedInPlaceAndHoldsWhatAFreshIngestStores() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (converted, fresh) = try Self.stores(in: dir)
        #expect(try converted.database.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(Migration.embedded.map(\.version).max()!)))
        #expect(try converted.database.scalar(sql: "SELECT count(*) FROM schema_migrations WHERE version = 8") == .integer(1))
        #expect(try converted.database.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
        #expect(try converted.database.rows(sql: "PRAGMA foreign_key_check").isEmpty)
        // Not trivially equal: the fixture holds rows, rejects, and a pruned day.
        #expect(try converted.database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0 > 1000)
        #expect(try converted.database.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 ?? 0 > 20)
        #expect(try converted.database.scalar(sql: "SELECT count(*) FROM pruned_ranges") == .integer(1))
        for query in Self.contentQueries {
            let a = try converted.database.rows(sql: query)
            let b = try fresh.database.rows(sql: query)
            #expect(!a.isEmpty, "\(query)")
            #expect(a == b, "\(query)")
        }
    }

    @Test func aConvertedStoreGivesTheSameReportsAndIngestGoesOnIntoIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (converted, fresh) = try Self.stores(in: dir)
        // Restores and durations are summarised since migration 0009, which the fixture's
        // store got after its prune: over every day they are compared as scans (`exact`),
        // and from the summaries over the days kept.
        var kept = ReportFilter()
        kept.since = UTCDay("2026-11-27")!.startMs
        for dimensions: [FSTelQuery.Dimension] in [[.strategy], [.strategy, .osMajor], [.day, .direction], [.deviceModel, .appVersion]] {
            #expect(try converted.failureRates(by: dimensions) == fresh.failureRates(by: dimensions))
            #expect(try converted.failures(by: dimensions) == fresh.failures(by: dimensions))
            #expect(try converted.durations(by: dimensions, exact: true) == fresh.durations(by: dimensions, exact: true))
            #expect(try converted.durations(by: dimensions, filter: kept) == fresh.durations(by: dimensions, filter: kept))
        }
        #expect(try converted.restores(by: [.method, .container], exact: true) == fresh.restores(by: [.method, .container], exact: true))
        #expect(try converted.restores(by: [.method, .container], filter: kept) == fresh.restores(by: [.method, .container], filter: kept))
        let day = UTCDay("2026-11-27")!.daysSinceEpoch
        for query in [
            "SELECT * FROM restore_rollup WHERE day >= ? AND restores <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
            "SELECT * FROM duration_sketch WHERE day >= ? AND sketch <> x'0100' ORDER BY 1, 2, 3, 4, 5, 6",   // x'0100': empty (moved away)
        ] {
            let a = try converted.database.rows(sql: query, arguments: [day])
            let b = try fresh.database.rows(sql: query, arguments: [day])
            #expect(!a.isEmpty)
            #expect(a == b, "\(query)")
        }
        #expect(try converted.database.scalar(sql: "SELECT before_summaries FROM pruned_ranges") == .integer(1))
        #expect(try converted.bestStrategies(by: [.osMajor]) == fresh.bestStrategies(by: [.osMajor]))
        // The files are known to the converted store: ingesting them again stores nothing new.
        let logs = ["fstel-0001.ndjson.gz", "fstel-0002.ndjson.gz"].map { Self.fixture + "/logs/" + $0 }
        let again = try Ingestor(store: converted).ingest(paths: logs)
        #expect(again.stored == 0)
        #expect(try converted.failureRates(by: [.strategy]) == fresh.failureRates(by: [.strategy]))
    }
}
