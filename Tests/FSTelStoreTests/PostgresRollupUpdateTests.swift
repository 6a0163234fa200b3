import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The tables an ingest upserts its counts into keep room on each page, so that a batch
/// adding to stored keys updates their rows in place (HOT updates: no new index entry),
/// and the counts stay those of SQLite.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresRollupUpdateTests {
    static let upsertedTables = [
        "transition_rollup", "failure_rollup", "restore_rollup", "duration_sketches", "dimension_rollup", "dimension_failure_rollup",
    ]

    @Test func everyTableTheIngestUpsertsIntoKeepsHalfOfEachPageFree() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator().migrate(db)
            for table in Self.upsertedTables {
                let options = try db.scalar(sql: "SELECT reloptions::text FROM pg_class WHERE oid = $1::regclass", arguments: [table])
                #expect(options == .text("{fillfactor=50}"), "\(table)")
            }
            // Nothing else was given the room.
            let others = try db.scalar(sql: """
                SELECT count(*) FROM pg_class
                WHERE relnamespace = current_schema()::regnamespace AND reloptions::text LIKE '%fillfactor%'
                """)
            #expect(others == .integer(Int64(Self.upsertedTables.count)))
        }
    }

    @Test func batchesAddingToStoredKeysUpdateTheirRowsInPlaceAndCountAsSQLiteDoes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Two days of a few hundred sessions: every batch after the first adds to keys
        // (day, strategy, facts) an earlier batch stored.
        var generator = GeneratorOptions(sessions: 300, seed: 41, files: 1)
        generator.days = 2
        let path = try generateLogs(generator, into: dir.file("logs")).files[0]
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            var options = IngestOptions()
            options.batchLines = 500
            let expected = try Ingestor(store: sqlite, options: options).ingest(paths: [path])
            let report = try PostgresIngestor(store: postgres.store, host: "host-a", options: options).ingest(paths: [path])
            #expect(totals(report) == totals(expected))
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            #expect(try differences(sqlite.database, postgres.store.connection) == [])

            // The ingest's session reports its statistics once it is idle.
            try postgres.store.connection.execute(sql: "SELECT pg_stat_force_next_flush()")
            let db = try PostgresConnection(url: database.url)
            var updates: [DatabaseValue] = []
            for _ in 0..<100 {
                _ = try db.rows(sql: "SELECT pg_stat_clear_snapshot()")
                updates = try db.rows(sql: """
                    SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'transition_rollup'
                    """).first ?? []
                if let updated = updates.first?.int64, updated > 0 { break }
                try db.execute(sql: "SELECT pg_sleep(0.1)")
            }
            let updated = updates.first?.int64 ?? 0, inPlace = updates.last?.int64 ?? 0
            #expect(updated > 20, "later batches add to keys stored by earlier ones")
            // Each update found room on its page: at most a handful moved.
            #expect(inPlace * 100 >= updated * 95, "\(inPlace) of \(updated) updates in place")
        }
    }
}
