import Foundation
import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport
import Testing

/// Migration 0012 packs thirteen columns of `transition_rows` into three integers, with
/// the exact values of a row that does not fit in `transition_overflow`. The fixture
/// `Tests/FSTelStoreTests/Fixtures/schema-11/store.sqlite` was written by fstel at schema
/// version 11 (feff6a1): `fstel ingest --batch-lines 500` of the three logs beside it (300
/// generated sessions with 2% bad and 2% repeated lines, and `odd-values.ndjson.gz`:
/// fractional, huge and edge sizes, list positions beyond 15 bits, and 1,100 distinct
/// triggers and 367 failure kinds, so that dictionary codes pass 1023), then
/// `fstel prune --keep-days 2 --as-of 2026-11-28 --session-grace-days 0`.
@Suite struct PackedColumnsConversionTests {
    static let fixture = packageRoot + "/Tests/FSTelStoreTests/Fixtures/schema-11"
    static let logs = ["fstel-0001.ndjson.gz", "fstel-0002.ndjson.gz", "odd-values.ndjson.gz"].map { fixture + "/logs/" + $0 }

    /// Every column of the `transitions` view with its type, and what reads it.
    static let contentQueries = [
        """
        SELECT s.session_id, t.seq, t.ts, t.direction, t.strategy, t.outcome, t.failure, t.duration_ms, t.trigger,
               t.from_orientation, t.to_orientation, t.app_state, t.status_bar_orientation, t.status_bar_hidden,
               t.screen_width, t.screen_height, t.window_width, t.window_height, t.bounds_swapped, t.restore_method,
               t.restore_container, t.restore_list, t.restore_section, t.restore_item, t.restored_section,
               t.restored_item, t.cell_reused, t.restore_mismatch, t.extra, t.line,
               typeof(t.screen_width), typeof(t.window_height), typeof(t.restore_section), typeof(t.restored_item)
        FROM transitions AS t JOIN sessions AS s USING (session_key) ORDER BY 1, 2
        """,
        "SELECT * FROM transition_facts ORDER BY session_id, seq",
        "SELECT * FROM session_facts ORDER BY session_id",
        "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
        "SELECT * FROM failure_rollup WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT * FROM restore_rollup WHERE restores <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT * FROM duration_sketch ORDER BY 1, 2, 3, 4, 5, 6",
        "SELECT before_ts, before_day, transitions, sessions, first_day FROM pruned_ranges",
        "SELECT value FROM dictionary ORDER BY code",
    ]

    /// The rows of the `transitions` view, keyed by session and seq, every value with its type.
    static let viewRows = "SELECT * FROM transitions ORDER BY session_key, seq"

    /// The fixture converted, and the same logs ingested and pruned by the current code.
    static func stores(in dir: TemporaryDirectory) throws -> (converted: Store, fresh: Store) {
        let convertedPath = dir.file("converted.sqlite")
        try FileManager.default.copyItem(atPath: fixture + "/store.sqlite", toPath: convertedPath)
        let converted = try Store(path: convertedPath, access: .write)
        let fresh = try Store(path: dir.file("fresh.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = 500
        _ = try Ingestor(store: fresh, options: options).ingest(paths: logs)
        _ = try fresh.prune(keepFrom: UTCDay("2026-11-27")!, sessionGraceDays: 0, dryRun: false, now: 0)
        return (converted, fresh)
    }

    @Test func aStoreOfSchema11KeepsEveryRowOfTheTransitionsViewWhenItsColumnsArePacked() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let copy = dir.file("before.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture + "/store.sqlite", toPath: copy)
        let before = try Database(path: copy)
        #expect(try before.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(11))
        let rowsBefore = try before.rows(sql: Self.viewRows)
        let rowidsBefore = try before.rows(sql: "SELECT rowid, session_key, seq FROM transition_rows ORDER BY rowid")

        let converted = try Store(path: copy, access: .write)
        let db = converted.database
        // Migrated to the newest schema (12, the packing, or later).
        #expect((try db.scalar(sql: "SELECT max(version) FROM schema_migrations").int64 ?? 0) >= 12)
        #expect(try db.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
        #expect(try db.rows(sql: Self.viewRows) == rowsBefore)
        #expect(try db.rows(sql: "SELECT rowid, session_key, seq FROM transition_rows ORDER BY rowid") == rowidsBefore)
        // Not trivially equal: most rows are packed, some (codes above 1023, sizes that are
        // not whole or too large, positions beyond 15 bits) kept their values apart.
        let overflow = try db.scalar(sql: "SELECT count(*) FROM transition_rows WHERE flags & 8192").int64 ?? 0
        #expect(overflow > 50)
        #expect(try db.scalar(sql: "SELECT count(*) FROM transition_overflow") == .integer(overflow))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transition_rows WHERE codes <> 0 AND bounds <> 0 AND places <> 0").int64 ?? 0 > 1000)
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions WHERE screen_width = 375.5 OR window_width = 1e6 OR restored_item = 99999999999") == .integer(3))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions WHERE window_height = 32766.0 AND typeof(window_height) = 'real'") == .integer(1))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions WHERE trigger = 'trigger_1099'") == .integer(1))
    }

    @Test func aConvertedStoreHoldsWhatTheCurrentIngestStoresAndGivesTheSameReports() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (converted, fresh) = try Self.stores(in: dir)
        #expect(try converted.database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0 > 2000)
        for query in Self.contentQueries {
            let a = try converted.database.rows(sql: query)
            let b = try fresh.database.rows(sql: query)
            #expect(!a.isEmpty, "\(query)")
            #expect(a == b, "\(query)")
        }
        // The writer's overflow rows are the migration's.
        let overflow = """
            SELECT s.session_id, o.seq, o.trigger, o.from_orientation, o.to_orientation, o.status_bar_orientation,
                   o.app_state, o.screen_width, o.screen_height, o.window_width, o.window_height, o.restore_section,
                   o.restore_item, o.restored_section, o.restored_item
            FROM transition_overflow AS o JOIN sessions AS s USING (session_key) ORDER BY 1, 2
            """
        #expect(try converted.database.rows(sql: overflow) == fresh.database.rows(sql: overflow))
        for dimensions: [FSTelQuery.Dimension] in [[.strategy], [.strategy, .osMajor], [.day, .direction], [.deviceModel, .appVersion]] {
            #expect(try converted.failureRates(by: dimensions) == fresh.failureRates(by: dimensions))
            #expect(try converted.failures(by: dimensions) == fresh.failures(by: dimensions))
            #expect(try converted.durations(by: dimensions) == fresh.durations(by: dimensions))
            #expect(try converted.durations(by: dimensions, exact: true) == fresh.durations(by: dimensions, exact: true))
        }
        for dimensions: [FSTelQuery.Dimension] in [[.method], [.method, .container]] {
            #expect(try converted.restores(by: dimensions) == fresh.restores(by: dimensions))
            #expect(try converted.restores(by: dimensions, exact: true) == fresh.restores(by: dimensions, exact: true))
        }
        #expect(try converted.bestStrategies(by: [.osMajor]) == fresh.bestStrategies(by: [.osMajor]))
        // Deleting a row through the view takes its overflow values with it.
        let key = try converted.database.rows(sql: "SELECT session_key, seq FROM transition_rows WHERE flags & 8192 LIMIT 1")[0]
        try converted.database.execute(sql: "DELETE FROM transitions WHERE session_key = ? AND seq = ?", arguments: [key[0], key[1]])
        #expect(try converted.database.scalar(
            sql: "SELECT count(*) FROM transition_overflow WHERE session_key = ? AND seq = ?", arguments: [key[0], key[1]]) == .integer(0))
        // The files are known to the converted store: ingesting them again stores nothing new.
        let again = try Ingestor(store: converted).ingest(paths: Self.logs)
        #expect(again.stored == 0)
    }

    /// A row written through the `transitions` view (its INSTEAD OF trigger) reads back
    /// exactly, whether its values fit the packing or not.
    @Test func rowsInsertedThroughTheViewReadBackExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let db = store.database
        try db.execute(sql: "INSERT INTO sessions (session_key, session_id, id_hash) VALUES (1, 'a', fstel_id_hash('a'))")
        let columns = """
            session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, from_orientation,
            to_orientation, app_state, status_bar_orientation, status_bar_hidden, screen_width, screen_height,
            window_width, window_height, bounds_swapped, restore_method, restore_container, restore_list,
            restore_section, restore_item, restored_section, restored_item, cell_reused, restore_mismatch, extra,
            source_id, line, run_id
            """
        let rows: [String] = [
            "1, 0, 1795178925000, 'exit', 'rotation', 'failed', 'odd', 12.5, 'button', 'portrait', NULL, 'active', NULL, 1, 375.5, 667.0, -1.0, 1e300, 0, 'superview', 'view', 'L', -3, 99999999999, NULL, 4, 1, 0, '{\"x\":1}', 1, 5, 1",
            "1, 1, 1795178925001, 'enter', 'rotation', 'ok', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0.0, 32766.0, NULL, NULL, NULL, NULL, NULL, NULL, 0, 32766, NULL, NULL, NULL, NULL, NULL, 1, 6, 1",
            "1, 2, 1795178925002, 'exit', 'new', 'cancelled', NULL, 3.0, 'tap', 'landscape_left', 'portrait', 'background', 'portrait', 0, 1194.0, 834.0, 834.0, 1194.0, 1, 'index_path', 'table_view', NULL, 0, 0, 1, 2, 0, 1, NULL, 1, 7, NULL",
        ]
        for row in rows { try db.execute(sql: "INSERT INTO transitions (\(columns)) VALUES (\(row))") }
        let read = try db.rows(sql: "SELECT \(columns) FROM transitions ORDER BY seq")
        let expected = try rows.map { try db.rows(sql: "SELECT \($0)")[0] }
        #expect(read == expected)
        #expect(try db.rows(sql: "SELECT seq FROM transition_rows WHERE flags & 8192") == [[.integer(0)]])
        #expect(try db.rows(sql: "SELECT typeof(screen_width), typeof(restore_item) FROM transitions WHERE seq = 1") == [[.text("real"), .text("integer")]])
    }
}
